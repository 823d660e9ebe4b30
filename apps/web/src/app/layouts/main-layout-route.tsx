import { useAuth } from '../../features/auth/auth-store.ts';
import { AccountMenu } from '../../features/auth/components/account-menu.tsx';
import { useHasGstBusiness } from '../../features/bas/bas.ts';
import { SnapReceiptButton } from '../../features/expenses/index.ts';
import { NotificationBell } from '../../features/notifications/index.ts';
import { MainLayout } from '../../ui/layout/main-layout.tsx';
import { LockedPeriodDialog } from '../../ui/locked-period-dialog.tsx';
import { WithQueries } from './with-queries.tsx';

/** The frame with the BAS link for a signed-in user with a GST-registered business. */
function Frame() {
  const signedIn = useAuth().authenticated;
  return (
    <MainLayout
      account={
        <>
          {signedIn && <SnapReceiptButton />}
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
