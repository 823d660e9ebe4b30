import { Alert, Grid, Paper, Stack, Title } from '@mantine/core';
import type { TaxInputError } from '@sorted/core/tax/validation';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_LABELS } from '../labels.ts';

interface CalculatorLayoutProps {
  /** Names the form and the result for assistive technology ("business" / "employee"). */
  id: string;
  inputs: ReactNode;
  /** The result, or null while an input is refused. */
  results: ReactNode;
  error: TaxInputError | null;
  footer: ReactNode;
}

/** Inputs beside the result on wide screens, above it on narrow ones. */
export function CalculatorLayout({ id, inputs, results, error, footer }: CalculatorLayoutProps) {
  const { t } = useTranslation();
  return (
    <Grid gap="lg" mt="lg">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} size="h4" id={`${id}-inputs`}>
              {t('tax.inputsTitle')}
            </Title>
            {/* Results follow every keystroke: there is nothing to submit. */}
            <form aria-labelledby={`${id}-inputs`} noValidate onSubmit={(event) => event.preventDefault()}>
              <Stack gap="md">{inputs}</Stack>
            </form>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack component="section" gap="md" aria-labelledby={`${id}-results`}>
            <Title order={2} size="h4" id={`${id}-results`}>
              {t('tax.resultsTitle')}
            </Title>
            {error ? (
              <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
                {t(ERROR_LABELS[error.code])}
              </Alert>
            ) : (
              results
            )}
            {footer}
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
