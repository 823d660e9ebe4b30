import { Center, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Said while the mapper's code and the file's first rows are on their way. */
export function ReadingFile() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status">
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{t('bank.mapper.readingFile')}</Text>
      </Group>
    </Center>
  );
}
