import { AccountMenu } from '../../features/auth/components/account-menu.tsx';
import { MainLayout } from '../../ui/layout/main-layout.tsx';
import { WithQueries } from './with-queries.tsx';

export default function MainLayoutRoute() {
  return (
    <WithQueries>
      <MainLayout account={<AccountMenu />} />
    </WithQueries>
  );
}
