import type { QueryClient } from '@tanstack/react-query';
import type { Guard } from '../features/auth/route-guard.tsx';
import { withAppSettings } from '../lib/app-settings.ts';
import type { ScreenModule } from '../lib/lazy-with-timeout.ts';
import { withOccasionalTexts } from './i18n.ts';

export type Layout = 'main' | 'auth' | 'public';

export interface ScreenRoute {
  name: string;
  path: string;
  guard: Guard;
  layout: Layout;
  /** The screen's code, loaded when the route is first visited. */
  lazy: () => Promise<ScreenModule>;
  /**
   * The data module of what the screen shows first, when it is the page being opened: a small file
   * apart from the screen's components, so the request leaves while the frame and the screen are still
   * on their way.
   */
  data?: () => Promise<{ prefetch: (client: QueryClient, page: FirstPage) => void }>;
}

/** The page being opened, as a screen's `data` reads it: its path's parameters and its query string. */
export interface FirstPage {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

export interface RedirectRoute {
  name: string;
  path: string;
  guard: 'none';
  redirect: string;
}

export type AppRoute = ScreenRoute | RedirectRoute;

export const isRedirectRoute = (route: AppRoute): route is RedirectRoute => 'redirect' in route;

/**
 * Every page of the app: its name, path, guard (`auth`: signed-in users, `guest`: signed-out visitors,
 * `none`: everyone) and layout. The router is built from this table.
 */
export const routes: readonly AppRoute[] = [
  { name: 'root', path: '/', guard: 'none', redirect: '/dashboard/overview' },

  // Signed-out screens, in the sign-in layout.
  {
    name: 'login',
    path: '/login',
    guard: 'guest',
    layout: 'auth',
    lazy: () => import('../features/auth/routes/login-screen.tsx'),
  },
  {
    name: 'loginTwoFactor',
    path: '/login/two-factor',
    guard: 'guest',
    layout: 'auth',
    lazy: () => import('../features/auth/routes/two-factor-login-screen.tsx'),
  },
  {
    name: 'register',
    path: '/register',
    guard: 'guest',
    layout: 'auth',
    lazy: () => import('../features/auth/routes/register-screen.tsx'),
  },
  {
    name: 'forgot-password',
    path: '/forgot-password',
    guard: 'guest',
    layout: 'auth',
    lazy: () => import('../features/auth/routes/forgot-password-screen.tsx'),
  },
  {
    name: 'password-reset',
    path: '/password-reset',
    guard: 'guest',
    layout: 'auth',
    lazy: () => import('../features/auth/routes/password-reset-screen.tsx'),
  },
  {
    name: 'verifyEmailGate',
    path: '/email/verify',
    guard: 'guest',
    layout: 'auth',
    lazy: () => import('../features/auth/routes/verify-email-gate-screen.tsx'),
  },
  {
    name: 'verification',
    path: '/email/verify/error',
    guard: 'guest',
    layout: 'auth',
    lazy: () => import('../features/auth/routes/verification-error-screen.tsx'),
  },
  {
    name: 'confirmRegister',
    path: '/confirm-registration',
    guard: 'guest',
    layout: 'auth',
    lazy: () => import('../features/auth/routes/confirm-registration-screen.tsx'),
  },
  {
    name: 'GoogleCallback',
    path: '/auth/google/callback',
    guard: 'guest',
    layout: 'auth',
    lazy: () => import('../features/auth/routes/google-callback-screen.tsx'),
  },

  // Public, in the main layout.
  {
    name: 'invoice-free',
    path: '/invoice/free',
    guard: 'none',
    layout: 'main',
    lazy: () => withAppSettings(import('../features/invoices/routes/invoice-free-screen.tsx')),
  },

  // A document's page for its client, opened from the link in its mail: no app frame, no sign-in.
  {
    name: 'client-page',
    path: '/p/:token',
    guard: 'none',
    layout: 'public',
    lazy: () => import('../features/client-page/routes/client-page-screen.tsx'),
  },

  // Signed-in screens.
  {
    name: 'add-invoice',
    path: '/invoice/create',
    guard: 'auth',
    layout: 'main',
    lazy: () => withAppSettings(import('../features/invoices/routes/add-invoice-screen.tsx')),
  },
  {
    name: 'invoices',
    path: '/invoice/list',
    guard: 'auth',
    layout: 'main',
    lazy: () => import('../features/invoices/routes/invoice-list-screen.tsx'),
    data: () => import('../features/invoices/invoices.ts'),
  },
  {
    name: 'invoice',
    path: '/invoice/overview/:id',
    guard: 'auth',
    layout: 'main',
    lazy: () => import('../features/invoices/routes/invoice-overview-screen.tsx'),
  },
  {
    name: 'recurring',
    path: '/recurring',
    guard: 'auth',
    layout: 'main',
    lazy: () => withAppSettings(import('../features/recurring/routes/recurring-list-screen.tsx')),
  },
  {
    name: 'quotes',
    path: '/quotes',
    guard: 'auth',
    layout: 'main',
    lazy: () => import('../features/quotes/routes/quote-list-screen.tsx'),
  },
  {
    name: 'add-quote',
    path: '/quotes/new',
    guard: 'auth',
    layout: 'main',
    lazy: () => withAppSettings(import('../features/quotes/routes/add-quote-screen.tsx')),
  },
  {
    name: 'quote',
    path: '/quotes/:id',
    guard: 'auth',
    layout: 'main',
    lazy: () => import('../features/quotes/routes/quote-overview-screen.tsx'),
  },
  {
    name: 'addCompany',
    path: '/company/add',
    guard: 'auth',
    layout: 'main',
    lazy: () => import('../features/businesses/routes/add-company-screen.tsx'),
  },
  {
    name: 'companies',
    path: '/company/list',
    guard: 'auth',
    layout: 'main',
    lazy: () => import('../features/businesses/routes/company-list-screen.tsx'),
  },
  {
    name: 'profile',
    path: '/profile',
    guard: 'auth',
    layout: 'main',
    lazy: () => import('../features/auth/routes/profile-screen.tsx'),
  },
  {
    name: 'faq',
    path: '/faq',
    guard: 'auth',
    layout: 'main',
    lazy: () => withOccasionalTexts(import('../features/help/routes/faq-screen.tsx')),
  },
  {
    name: 'help',
    path: '/help',
    guard: 'auth',
    layout: 'main',
    lazy: () => withOccasionalTexts(import('../features/help/routes/help-screen.tsx')),
  },
  {
    name: 'dashboard-overview',
    path: '/dashboard/overview',
    guard: 'auth',
    layout: 'main',
    lazy: () => import('../features/dashboard/routes/dashboard-overview-screen.tsx'),
    data: () => import('../features/dashboard/dashboard.ts'),
  },
  {
    name: 'expenses',
    path: '/expenses',
    guard: 'auth',
    layout: 'main',
    lazy: () => withAppSettings(import('../features/expenses/routes/expense-list-screen.tsx')),
    data: () => import('../features/expenses/expenses.ts'),
  },
  {
    name: 'bank-accounts',
    path: '/bank',
    guard: 'auth',
    layout: 'main',
    lazy: () =>
      withOccasionalTexts(withAppSettings(import('../features/bank/routes/bank-account-list-screen.tsx'))),
  },
  {
    name: 'bank-rules',
    path: '/bank/rules',
    guard: 'auth',
    layout: 'main',
    lazy: () => withOccasionalTexts(withAppSettings(import('../features/bank/routes/bank-rules-screen.tsx'))),
  },
  {
    name: 'bank-line',
    path: '/bank/lines/:id',
    guard: 'auth',
    layout: 'main',
    lazy: () => withOccasionalTexts(withAppSettings(import('../features/bank/routes/bank-line-screen.tsx'))),
  },
  {
    name: 'bank-reconcile',
    path: '/bank/:id/reconcile',
    guard: 'auth',
    layout: 'main',
    lazy: () => withOccasionalTexts(withAppSettings(import('../features/bank/routes/reconcile-screen.tsx'))),
  },
  {
    name: 'bank-account',
    path: '/bank/:id',
    guard: 'auth',
    layout: 'main',
    lazy: () =>
      withOccasionalTexts(withAppSettings(import('../features/bank/routes/bank-account-screen.tsx'))),
  },
  {
    name: 'tax-calculator',
    path: '/tax/calculator',
    guard: 'auth',
    layout: 'main',
    lazy: () => withAppSettings(import('../features/tax/routes/tax-calculator-screen.tsx')),
  },
  {
    name: 'bas',
    path: '/bas',
    guard: 'auth',
    layout: 'main',
    lazy: () => withAppSettings(import('../features/bas/routes/bas-screen.tsx')),
    data: () => import('../features/bas/bas.ts'),
  },
  {
    name: 'profit',
    path: '/profit',
    guard: 'auth',
    layout: 'main',
    lazy: () => withAppSettings(import('../features/profit/routes/profit-screen.tsx')),
  },
  // Tax time (issue 31): the year's deductions, a screen each; the area opens on working from home.
  { name: 'tax-time', path: '/tax-time', guard: 'none', redirect: '/tax-time/estimate' },
  {
    name: 'tax-time-home-office',
    path: '/tax-time/home-office',
    guard: 'auth',
    layout: 'main',
    lazy: () =>
      withOccasionalTexts(withAppSettings(import('../features/tax-time/routes/home-office-screen.tsx'))),
  },
  {
    name: 'tax-estimate',
    path: '/tax-time/estimate',
    guard: 'auth',
    layout: 'main',
    lazy: () =>
      withOccasionalTexts(withAppSettings(import('../features/tax-time/routes/estimate-screen.tsx'))),
  },
  {
    name: 'tax-time-car',
    path: '/tax-time/car',
    guard: 'auth',
    layout: 'main',
    lazy: () => withOccasionalTexts(withAppSettings(import('../features/tax-time/routes/car-screen.tsx'))),
  },
  {
    name: 'tax-time-assets',
    path: '/tax-time/assets',
    guard: 'auth',
    layout: 'main',
    lazy: () => withOccasionalTexts(withAppSettings(import('../features/tax-time/routes/assets-screen.tsx'))),
  },
  {
    name: 'client-list',
    path: '/client/list',
    guard: 'auth',
    layout: 'main',
    lazy: () => import('../features/clients/routes/client-list-screen.tsx'),
  },
  {
    name: 'client',
    path: '/client/:id',
    guard: 'auth',
    layout: 'main',
    lazy: () => import('../features/clients/routes/client-screen.tsx'),
    data: () => import('../features/clients/client-screen-data.ts'),
  },

  // Anything else.
  {
    name: 'NotFound',
    path: '*',
    guard: 'none',
    layout: 'main',
    lazy: () => import('../ui/not-found-screen.tsx'),
  },
];
