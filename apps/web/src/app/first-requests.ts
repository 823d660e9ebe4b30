// The API calls a signed-in page makes first, named in the page itself so that public/boot.js sends them
// as the head is read, while the app's code is still downloading (lib/first-requests.ts takes their
// answers). Without this, on a phone they left only once the app's largest file had arrived and run,
// and the screen waited another round trip for them. Read at build time (first-screens-plugin.ts
// writes them beside each page's first modules, apps/api/src/plugins/signed-in-page.ts names them);
// app/first-requests.test.ts checks each list against the calls the app really makes.

/** The frame's, on every signed-in page: the session check, the businesses, the notifications. */
export const FRAME_REQUESTS: readonly string[] = [
  '/me?include=roles',
  '/companies?page[size]=100&sort=name',
  '/notifications?page[size]=20',
];

/**
 * A screen's own, when it is opened with no query string (a filtered list asks for other pages), by its
 * route's path; `:id` is the page's own parameter. `/settings`: a screen that decides dates waits for
 * them (lib/app-settings.ts).
 */
export const SCREEN_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  '/dashboard/overview': ['/dashboard/summary?period=monthly', '/set-aside'],
  '/invoice/list': ['/invoices?sort=-invoice_date&include=customer&page%5Bnumber%5D=1&page%5Bsize%5D=10'],
  '/expenses': [
    '/settings',
    '/expenses?sort=-expense_date&page%5Bnumber%5D=1&page%5Bsize%5D=20',
    '/vehicles',
    '/receipt-captures',
  ],
  '/bas': ['/settings'],
  '/client/:id': ['/customers/:id?include=invoices', '/recurring-schedules?customer=:id'],
};
