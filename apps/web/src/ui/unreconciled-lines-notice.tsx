import { Alert, Anchor, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What the BAS and the profit screens say of their period's bank lines not reconciled yet (their figures
 * count only what was recorded), with the way to the bank screen; nothing when there are none.
 */
export function UnreconciledLinesNotice({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count || count <= 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconBuildingBank size={20} />}
      data-testid="unreconciled-lines-notice"
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('bankFigures.inPeriod', { count })}{' '}
        {/* The alert's own text colour: the brand's link colour is below 4.5:1 on its tint. */}
        <Anchor component={Link} to="/bank" size="sm" c="inherit" underline="always" fw={600}>
          {t('bankFigures.reconcile')}
        </Anchor>
      </Text>
    </Alert>
  );
}
