import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type Config, googleSignInConfigured } from './config.ts';
import type { Db } from './db/database.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { profileRoutes } from './features/auth/profile.routes.ts';
import { twoFactorRoutes } from './features/auth/two-factor.routes.ts';
import { usersAdminRoutes } from './features/auth/users-admin.routes.ts';
import { bankAccountsRoutes } from './features/bank/bank-accounts.routes.ts';
import { bankImportsRoutes } from './features/bank/bank-imports.routes.ts';
import { bankReconciliationRoutes } from './features/bank/bank-reconciliation.routes.ts';
import { bankRulesRoutes } from './features/bank/bank-rules.routes.ts';
import { reconcileScreenRoutes } from './features/bank/reconcile-screen.routes.ts';
import { basRoutes } from './features/bas/bas.routes.ts';
import { paygInstalmentsRoutes } from './features/bas/payg-instalments.routes.ts';
import { businessesRoutes } from './features/businesses/businesses.routes.ts';
import { clientsRoutes } from './features/clients/clients.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { expensesRoutes } from './features/expenses/expenses.routes.ts';
import { receiptCapturesRoutes } from './features/expenses/receipt-captures.routes.ts';
import { createReceiptReader, type ReceiptReader } from './features/expenses/receipt-reader.ts';
import { bankLineExpenses } from './features/expenses/save-expense.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { historyRoutes } from './features/history/history.routes.ts';
import { adjustmentNotesRoutes } from './features/invoices/adjustment-notes.routes.ts';
import { bankLinePayments } from './features/invoices/invoice-payments.ts';
import { invoicePdfsRoutes } from './features/invoices/invoice-pdfs.routes.ts';
import { invoicesRoutes } from './features/invoices/invoices.routes.ts';
import { publicInvoiceLoader } from './features/invoices/public-invoice.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { profitRoutes } from './features/profit/profit.routes.ts';
import { publicDocumentsRoutes } from './features/public-documents/public-documents.routes.ts';
import { publicQuoteLoader } from './features/quotes/public-quote.ts';
import { quotesRoutes } from './features/quotes/quotes.routes.ts';
import { recurringRoutes } from './features/recurring/recurring.routes.ts';
import { settingsRoutes } from './features/settings/settings.routes.ts';
import { supportRoutes } from './features/support/support.routes.ts';
import { assetsRoutes } from './features/tax-time/assets.routes.ts';
import { homeOfficeRoutes } from './features/tax-time/home-office.routes.ts';
import { taxEstimateRoutes } from './features/tax-time/tax-estimate.routes.ts';
import { vehicleLogbookRoutes } from './features/tax-time/vehicle-logbook.routes.ts';
import { vehiclesRoutes } from './features/tax-time/vehicles.routes.ts';
import { waitlistsRoutes } from './features/waitlists/waitlists.routes.ts';
import { holdHeavyWork } from './lib/heavy-work.ts';
import { requestId } from './logger.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { type AfterResponse, createAfterResponse } from './plugins/after-response.ts';
import { installCompression } from './plugins/compression.ts';
import { installContract } from './plugins/contract.ts';
import { installCsrf } from './plugins/csrf.ts';
import { apiNotFound, installJsonApi, negotiateJsonApi, toErrorDocument } from './plugins/json-api.ts';
import { createRateLimiter } from './plugins/rate-limit.ts';
import { installRouteTable } from './plugins/route-table.ts';
import { installNoStore, installSecurityHeaders, securityHeaderSetter } from './plugins/security-headers.ts';
import { installSessions } from './plugins/sessions/sessions.ts';
import { installSpa } from './plugins/spa.ts';
import { salesDocumentsRoutes } from './sales-documents/sales-documents.routes.ts';

export const API_PREFIX = '/api/v1';

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    afterResponse: AfterResponse;
    /** Reads snapped receipts in the background; `start` in the server, `readDue` in tests. */
    receiptReader: ReceiptReader;
  }
}

export interface AppDependencies {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  webDist?: string;
  /** Check every 2xx answer against the contract (the test harness): production does not pay for it. */
  checkContract?: boolean;
}

/**
 * Fastify trusts a list of addresses as given, but since 5.12 no longer honours a bare hop count (it
 * cannot tell the nearest peer is a proxy); TRUST_PROXY=n means "the last n hops are our proxies".
 */
function trustedProxies(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Composes the server: infrastructure first, then each feature's routes under the API prefix. */
export async function buildApp({
  config,
  db,
  logger = false,
  webDist = WEB_DIST,
  checkContract = false,
}: AppDependencies): Promise<FastifyInstance> {
  const secure = config.appUrl.startsWith('https://');
  const setSecurityHeaders = securityHeaderSetter(secure);
  const app = Fastify({
    logger,
    genReqId: requestId,
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    // Fastify refuses a malformed URL before any hook runs: it still gets our headers and error document.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request, reply);
      toErrorDocument(error, request, reply);
    },
  });
  installRouteTable(app);
  installJsonApi(app);
  installSecurityHeaders(app, setSecurityHeaders);
  await app.register(cookie);

  const mailer = createMailer({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    secret: config.sessionSecret,
    outboxDir: join(config.dataDir, 'outbox'),
    log: app.log,
    pollMs: config.mailPollMs,
    retryMs: config.mailRetryMs,
  });
  app.decorate('mailer', mailer);
  // Close hooks run last-in first-out: the worker threads end after the work that runs after answers
  // (which may render a PDF).
  app.addHook('onClose', holdHeavyWork());
  app.addHook('onClose', () => mailer.stop());
  const receiptReader = createReceiptReader({ db, log: app.log, ...config.receiptReading });
  app.decorate('receiptReader', receiptReader);
  app.addHook('onClose', () => receiptReader.stop());
  // Registered after the mailer's: close hooks run last-in first-out, so work still running after an
  // answer (which may queue a mail) ends before the mailer stops and the database closes.
  const afterResponse = createAfterResponse(app.log);
  app.decorate('afterResponse', afterResponse);
  app.addHook('onClose', () => afterResponse.settled());
  const limiter = createRateLimiter(db, config.rateLimitScale);

  await app.register(
    async (api) => {
      installContract(api, { check: checkContract });
      installNoStore(api);
      await installCompression(api);
      api.addHook('onRequest', negotiateJsonApi);
      api.setNotFoundHandler(apiNotFound);
      installCsrf(api, { secret: config.sessionSecret, secure });
      const sessions = installSessions(api, db, { secure });
      await api.register(healthRoutes(db));
      await api.register(
        settingsRoutes({ timeZone: config.timeZone, googleSignIn: googleSignInConfigured(config) }),
      );
      const authDeps = { db, config, mailer, limiter, sessions, afterResponse };
      await api.register(authRoutes(authDeps));
      await api.register(profileRoutes(authDeps));
      await api.register(twoFactorRoutes(authDeps));
      await api.register(usersAdminRoutes(authDeps));
      await api.register(businessesRoutes({ db, businessLimit: config.businessLimit, limiter }));
      await api.register(clientsRoutes({ db, timeZone: config.timeZone }));
      // What sending a document (an invoice, a quote) by mail takes: the same for every kind.
      const documentMail = {
        db,
        timeZone: config.timeZone,
        mailer,
        limiter,
        mailLimits: config.mailLimits,
        links: { db, secret: config.sessionSecret, appUrl: config.appUrl },
      };
      await api.register(invoicesRoutes(documentMail));
      await api.register(recurringRoutes({ db, timeZone: config.timeZone }));
      await api.register(invoicePdfsRoutes({ limiter }));
      // The client's page: each kind of document it opens has its loader.
      await api.register(
        publicDocumentsRoutes({
          db,
          secret: config.sessionSecret,
          limiter,
          loaders: {
            invoice: publicInvoiceLoader(db, config.timeZone),
            quote: publicQuoteLoader(db, config.timeZone, { appUrl: config.appUrl }),
          },
          notify: { appUrl: config.appUrl },
        }),
      );
      await api.register(adjustmentNotesRoutes({ db, limiter, timeZone: config.timeZone }));
      await api.register(historyRoutes({ db }));
      await api.register(quotesRoutes(documentMail));
      // What every kind of sales document has: its next number, its client-page link.
      await api.register(salesDocumentsRoutes({ db, links: documentMail.links }));
      await api.register(expensesRoutes({ db, limiter, timeZone: config.timeZone }));
      await api.register(receiptCapturesRoutes({ db, limiter, reader: receiptReader }));
      await api.register(dashboardRoutes({ db, timeZone: config.timeZone }));
      await api.register(basRoutes({ db, timeZone: config.timeZone }));
      await api.register(paygInstalmentsRoutes({ db, timeZone: config.timeZone }));
      await api.register(profitRoutes({ db, timeZone: config.timeZone }));
      await api.register(homeOfficeRoutes({ db, timeZone: config.timeZone }));
      await api.register(taxEstimateRoutes({ db, timeZone: config.timeZone }));
      await api.register(waitlistsRoutes({ db }));
      await api.register(notificationsRoutes({ db }));
      await api.register(bankAccountsRoutes({ db }));
      await api.register(bankImportsRoutes({ db, limiter }));
      // A bank line's decision records payments and expenses through their features' write paths.
      const reconcileWriters = { payments: bankLinePayments, expenses: bankLineExpenses };
      await api.register(bankReconciliationRoutes({ db, writers: reconcileWriters }));
      await api.register(reconcileScreenRoutes({ db, writers: reconcileWriters }));
      await api.register(bankRulesRoutes({ db }));
      await api.register(vehiclesRoutes({ db }));
      await api.register(vehicleLogbookRoutes({ db }));
      await api.register(assetsRoutes({ db }));
      await api.register(supportRoutes({ db, mailer, limiter, supportEmail: config.supportEmail }));
    },
    { prefix: API_PREFIX },
  );

  await installSpa(app, webDist);
  return app;
}
