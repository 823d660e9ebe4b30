import { Alert, Anchor } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** How many of the user's bank lines wait for a decision, a link to the bank screen; nothing when none do. */
export function BankLinesToReconcile({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count || count <= 0) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconBuildingBank size={20} />}
      data-testid="bank-lines-to-reconcile"
    >
      {/* The alert's own text colour: the brand's link colour is below 4.5:1 on its tint. */}
      <Anchor component={Link} to="/bank" size="sm" c="inherit" underline="always" fw={600}>
        {t('dashboard.bankLines', { count })}
      </Anchor>
    </Alert>
  );
}
