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
 * Fetches the toast library once the app's frame is idle, so that a toast can still say so when the
 * connection drops later (offline, nothing more downloads). In the frame, not on every page: the
 * library shares the frame's chunk, which the sign-in page would otherwise download too (136 KB gzip).
 */
// At the first idle moment, not once the page has settled (lib/when-settled.ts): someone whose
// connection drops in the first seconds must still be told so (offline.spec.ts).
export function useNotificationsWarmUp(): void {
  useEffect(() => {
    const warm = () => void loadNotifications().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(warm, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(warm, 2000);
    return () => clearTimeout(timer);
  }, []);
}

/** Mantine's toast container, mounted with the first toast. */
export function NotificationsHost() {
  const requested = useNotificationsRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}
