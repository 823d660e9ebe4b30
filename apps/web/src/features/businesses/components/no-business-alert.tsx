import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

interface NoBusinessAlertProps {
  title: string;
  /** Why a business is needed here. */
  text: string;
  /** The link to add one. */
  addLabel: string;
}

/** Said where something must belong to a business and the user has none yet, with where to add one. */
export function NoBusinessAlert({ title, text, addLabel }: NoBusinessAlertProps) {
  return (
    <Alert color="yellow" variant="light" title={title}>
      <Text size="sm">
        {text}{' '}
        <Anchor component={Link} to="/company/add" size="sm" fw={600}>
          {addLabel}
        </Anchor>
      </Text>
    </Alert>
  );
}
