import { useAuth } from '../../features/auth/auth-store.ts';
import { AccountMenu } from '../../features/auth/components/account-menu.tsx';
import { useHasGstBusiness } from '../../features/bas/bas.ts';
import { SnapReceiptButton } from '../../features/expenses/index.ts';
import { NotificationBell } from '../../features/notifications/index.ts';
import { useWaitingReceiptUploads, WaitingReceiptsBadge } from '../../features/receipt-captures/index.ts';
import { MainLayout } from '../../ui/layout/main-layout.tsx';
import { LockedPeriodDialog } from '../../ui/locked-period-dialog.tsx';
import { WithQueries } from './with-queries.tsx';

/**
 * The frame with the BAS link for a signed-in user with a GST-registered business, and the receipts
 * they snapped offline, counted and sent when the connection is back.
 */
function Frame() {
  const { authenticated: signedIn, user } = useAuth();
  useWaitingReceiptUploads(signedIn ? (user?.id ?? null) : null);
  return (
    <MainLayout
      account={
        <>
          {signedIn && <SnapReceiptButton />}
          {signedIn && <WaitingReceiptsBadge />}
          {signedIn && <NotificationBell />}
          <AccountMenu />
        </>
      }
      showBas={useHasGstBusiness(signedIn)}
      withNav={signedIn}
    />
  );
}

export default function MainLayoutRoute() {
  return (
    <WithQueries>
      <Frame />
      <LockedPeriodDialog />
    </WithQueries>
  );
}
