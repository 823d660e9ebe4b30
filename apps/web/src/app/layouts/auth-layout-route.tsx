import { AuthLayout } from '../../ui/layout/auth-layout.tsx';

export default function AuthLayoutRoute() {
  return <AuthLayout />;
}
