import { type DataRouter, RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';

interface AppProps {
  router: DataRouter;
  env?: 'default' | 'test';
}

export function App({ router, env = 'default' }: AppProps) {
  return (
    <Providers env={env}>
      <RouterProvider router={router} />
    </Providers>
  );
}
