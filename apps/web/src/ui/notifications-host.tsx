import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import classes from './notifications-host.module.css';
import { useNotificationsRequested } from './notify.tsx';

const loadNotifications = () => import('@mantine/notifications');

const Notifications = lazy(async (): Promise<{ default: ComponentType }> => {
  try {
    const { Notifications: Container } = await loadNotifications();
    return { default: () => <Container position="top-right" limit={5} className={classes.root} /> };
  } catch {
    // Could not be downloaded (offline before it ever was): no toasts, rather than a blank app.
    return { default: () => null };
  }
});

/**
 * Mantine's toast container, mounted with the first toast; downloaded once the first page is idle, so
 * that a toast can still say so when the connection drops later (offline, nothing more downloads).
 */
export function NotificationsHost() {
  const requested = useNotificationsRequested();
  useEffect(() => {
    const warm = () => void loadNotifications().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(warm, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(warm, 2000);
    return () => clearTimeout(timer);
  }, []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}
