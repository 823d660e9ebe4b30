import { firstId } from './api-load.ts';
import type { Session } from './server.ts';

/** The bench's data set for the Lighthouse audits: the screens below need expenses besides invoices. */
export const LIGHTHOUSE_DATA = { customers: 2_000, invoices: 10_000, expenses: 2_000 };

export interface AuditedPage {
  name: string;
  path: string;
  headers: Record<string, string>;
}

/**
 * The pages Lighthouse audits: the sign-in page, and the five screens issue 30 holds to performance
 * ≥ 90 and accessibility 100 (a client's page is the first client's, with its five invoices).
 */
export async function auditedPages(base: string, session: Session): Promise<AuditedPage[]> {
  const headers = { Cookie: session.headers.cookie ?? '' };
  const client = await firstId(base, session, 'customers');
  return [
    { name: 'sign-in', path: '/login', headers: {} },
    { name: 'dashboard', path: '/dashboard/overview', headers },
    { name: 'invoice list', path: '/invoice/list', headers },
    { name: 'expenses', path: '/expenses', headers },
    { name: 'BAS', path: '/bas', headers },
    { name: "client's page", path: `/client/${client}`, headers },
  ];
}
