import { lazy, Suspense } from 'react';
import { useNotificationsRequested } from './notify.tsx';

const Notifications = lazy(async () => {
  const { Notifications: Container } = await import('@mantine/notifications');
  return { default: () => <Container position="top-right" limit={5} /> };
});

/** Mantine's toast container, mounted (and downloaded) with the first toast. */
export function NotificationsHost() {
  const requested = useNotificationsRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}
