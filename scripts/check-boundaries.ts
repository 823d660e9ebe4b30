import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { type WebImport, webBreaches } from './web-boundaries.ts';

/**
 * The architecture's rules that a linter of single files cannot see, checked on every `npm run lint`
 * (ARCHITECTURE.md, "Boundaries"):
 *   - packages/core imports nothing of the apps;
 *   - an API feature never imports another (what two features share lives in lib/, resources/, plugins/);
 *   - SQL is written in repositories only (and in db/, the migrations, and test support);
 *   - the web's lib/ and ui/ import no feature; a web feature uses another only through its index.ts,
 *     never its screens, and no two features import each other (scripts/web-boundaries.ts);
 *   - the books' write path is one: a route handler (*.routes.ts) imports nothing of books/ but the
 *     request's context and the history's reader, and only books/ applies the running totals, checks
 *     the lodged periods or moves a numbering counter;
 *   - an API repository's queries take their owner: each exported function that takes the executor
 *     takes `userId` next, unless OWNERLESS says why it needs none; the queries across all accounts
 *     (the job runner's, the outbox's delivery) are system repositories (*.system-repository.ts),
 *     which no route handler imports.
 * Prints each breach as file:line and exits 1 when there is one. The tree checked is the repository's,
 * or the folder given as the first argument (scripts/check-boundaries.test.ts).
 */
const root = resolve(process.argv[2] ?? new URL('..', import.meta.url).pathname);

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

interface Import {
  line: number;
  /** The imported file relative to the repository root, or the bare specifier of a package. */
  target: string;
}

// Static imports and re-exports (over several lines too), side-effect imports, dynamic imports.
const IMPORT =
  /^[ \t]*(?:import|export)\b[^;'"]*?\bfrom\s+['"]([^'"]+)['"]|^[ \t]*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

function importsOf(file: string, text: string): Import[] {
  return [...text.matchAll(IMPORT)].flatMap((match) => {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (!specifier) return [];
    const target = specifier.startsWith('.')
      ? relative(root, resolve(dirname(join(root, file)), specifier))
      : specifier;
    const end = (match.index ?? 0) + match[0].length;
    return [{ line: text.slice(0, end).split('\n').length, target }];
  });
}

const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.includes('/test/') || file.includes('/testing/');
const featureOf = (path: string, base: string) =>
  path.startsWith(base) ? path.slice(base.length).split('/')[0] : undefined;

const API_FEATURES = 'apps/api/src/features/';
const BOOKS = 'apps/api/src/books/';
const BOOKS_FOR_HANDLERS = new Set([`${BOOKS}book-context.ts`, `${BOOKS}history.ts`]);
// The write path's own pieces: called by books/ alone.
const BOOKS_ONLY =
  /\b(applyInvoiceTotals|applyLedgerChange|lodgedPeriodsOf|lockCounter|setCounter|insertHistory)\(/;
const SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^>]*>)?`/;
const SQL_HOMES = [/\.(system-)?repository\.ts$/, /^apps\/api\/src\/db\//, /^apps\/api\/src\/fuzz\//];

const SYSTEM_REPOSITORY = /\.system-repository\.ts$/;
const OWNED_REPOSITORY = /^apps\/api\/src\/.*(?<!\.system-repository)\.repository\.ts$/;
// An exported function (or arrow) whose first parameter is the executor, and the name of its second.
const EXPORTED_QUERY =
  /^export (?:async )?(?:function (\w+)(?:<[^(]*>)?\(|const (\w+) = (?:async )?\()\s*\w+: (?:Executor|Db|Kysely<Database>|Transaction<Database>)(?!\w)[^,)]*(?:,\s*(\w+))?/gm;

/**
 * The exported queries of ordinary repositories that take no owner, by design: `file#function` → why.
 * Anything across all accounts belongs in a system repository instead.
 */
const OWNERLESS = new Map<string, string>(
  Object.entries({
    // Found by a token or a key the caller holds: the token is its whole right.
    'apps/api/src/plugins/sessions/sessions.repository.ts#findLiveSession': 'a session by its cookie',
    'apps/api/src/plugins/sessions/sessions.repository.ts#touchSession': 'a session by its cookie',
    'apps/api/src/plugins/sessions/sessions.repository.ts#deleteSession': 'a session by its cookie',
    'apps/api/src/features/auth/oauth-states.repository.ts#takeOAuthState': 'a Google sign-in by its state',
    'apps/api/src/features/auth/two-factor-challenges.repository.ts#findLiveChallenge':
      'a challenge by its cookie',
    'apps/api/src/repositories/document-links.repository.ts#findLiveLinkByHash':
      "a client's page by its link",
    'apps/api/src/repositories/document-links.repository.ts#recordView': "a client's page by its link",
    'apps/api/src/repositories/quote-decisions.repository.ts#decideQuote': "a client's page by its link",
    'apps/api/src/plugins/rate-limits.repository.ts#countHit': 'a window by its key (an address or account)',
    'apps/api/src/plugins/rate-limits.repository.ts#deleteWindow': 'a window by its key (an account)',
    'apps/api/src/storage/stored-files.repository.ts#storedFileExists': 'a file by its unguessable name',
    'apps/api/src/storage/stored-files.repository.ts#profileImageOwner': 'a file by its unguessable name',
    // Before there is an owner: sign-in, registration, and what they write.
    'apps/api/src/plugins/sessions/sessions.repository.ts#insertSession': 'the session names its user',
    'apps/api/src/features/auth/oauth-states.repository.ts#saveOAuthState': 'before sign-in',
    'apps/api/src/features/auth/two-factor-challenges.repository.ts#insertChallenge':
      'the challenge names its user',
    'apps/api/src/features/auth/users.repository.ts#findUserByEmail': 'sign-in',
    'apps/api/src/features/auth/users.repository.ts#findUserByGoogleSubject': 'sign-in',
    'apps/api/src/features/auth/users.repository.ts#insertUser': 'registration',
    'apps/api/src/mail/outbox.repository.ts#enqueueMail': 'the mail names its account (none before sign-in)',
    // The administrator's view of the accounts (users-admin routes, behind the admin role).
    'apps/api/src/features/auth/users.repository.ts#listUsers': 'administration',
    'apps/api/src/features/auth/users.repository.ts#rolesOfUsers': 'administration',
    // A document's lines, written in the transaction that found the document the user's.
    'apps/api/src/sales-documents/sales-documents.repository.ts#replaceDocumentItems':
      'its document was found the user’s',
    // Housekeeping's sweeps of expired rows, each table's own (housekeeping.ts).
    'apps/api/src/plugins/sessions/sessions.repository.ts#deleteExpiredSessions': 'housekeeping',
    'apps/api/src/plugins/rate-limits.repository.ts#deleteStaleWindows': 'housekeeping',
    'apps/api/src/features/auth/oauth-states.repository.ts#deleteExpiredOAuthStates': 'housekeeping',
    'apps/api/src/features/auth/password-resets.repository.ts#deleteExpiredResets': 'housekeeping',
    'apps/api/src/features/auth/two-factor-challenges.repository.ts#deleteExpiredChallenges': 'housekeeping',
    // The automatic reminders' job, across all accounts: to become a system repository.
    'apps/api/src/features/invoices/automatic-reminders.repository.ts#reminderCandidates': 'the job runner',
    'apps/api/src/features/invoices/automatic-reminders.repository.ts#sentReminderSteps': 'the job runner',
  }),
);
const ownerlessSeen = new Set<string>();

// Breaches allowed for now, each with the issue that removes it; the list only shrinks (empty today).
const KNOWN = new Set<string>([]);

const breaches: string[] = [];
const seen = new Set<string>();
const webImports: WebImport[] = [];
const breach = (file: string, line: number, rule: string, key?: string) => {
  if (key && KNOWN.has(key)) {
    seen.add(key);
    return;
  }
  breaches.push(`${file}:${line}  ${rule}`);
};

for (const file of [
  ...filesUnder('packages/core/src'),
  ...filesUnder('apps/api/src'),
  ...filesUnder('apps/web/src'),
]) {
  const text = readFileSync(join(root, file), 'utf8');
  for (const { line, target } of importsOf(file, text)) {
    if (
      file.startsWith('packages/core/') &&
      (target.startsWith('apps/') || /^@sorted\/(api|web)\b/.test(target))
    ) {
      breach(file, line, `core imports an app: ${target}`);
    }
    const apiFeature = featureOf(file, API_FEATURES);
    const apiTarget = featureOf(target, API_FEATURES);
    if (apiFeature && apiTarget && apiFeature !== apiTarget && !isTest(file)) {
      breach(file, line, `API feature "${apiFeature}" imports feature "${apiTarget}": ${target}`);
    }
    if (file.endsWith('.routes.ts') && target.startsWith(BOOKS) && !BOOKS_FOR_HANDLERS.has(target)) {
      breach(file, line, `a route handler imports the books' write path: ${target}`);
    }
    if (file.endsWith('.routes.ts') && SYSTEM_REPOSITORY.test(target)) {
      breach(file, line, `a route handler imports a system repository (across all accounts): ${target}`);
    }
    if (file.startsWith('apps/web/src/')) webImports.push({ file, line, target });
  }
  if (file.startsWith('apps/api/src/') && !file.startsWith(BOOKS) && !isTest(file)) {
    text.split('\n').forEach((source, index) => {
      if (BOOKS_ONLY.test(source) && !/^\s*(\/\/|\*)/.test(source)) {
        breach(file, index + 1, 'the books write path called outside books/');
      }
    });
  }
  if (OWNED_REPOSITORY.test(file) && !isTest(file)) {
    for (const match of text.matchAll(EXPORTED_QUERY)) {
      const name = match[1] ?? match[2];
      const key = `${file}#${name}`;
      if (match[3] === 'userId') continue;
      if (OWNERLESS.has(key)) ownerlessSeen.add(key);
      else {
        const line = text.slice(0, match.index).split('\n').length;
        breach(file, line, `a repository's query takes no owner (userId after the executor): ${name}`);
      }
    }
  }
  if (file.startsWith('apps/api/src/') && !isTest(file) && !SQL_HOMES.some((home) => home.test(file))) {
    text.split('\n').forEach((source, index) => {
      if (SQL.test(source)) breach(file, index + 1, 'SQL outside a repository');
    });
  }
}

for (const { file, line, rule, key } of webBreaches(webImports)) breach(file, line, rule, key);
for (const key of OWNERLESS.keys()) {
  if (!ownerlessSeen.has(key) && existsSync(join(root, key.split('#')[0] ?? ''))) {
    breaches.push(`${key}  takes its owner now, or is gone: take it off the OWNERLESS list`);
  }
}

for (const key of KNOWN) {
  if (!seen.has(key)) breaches.push(`${key}  is fixed: take it off the KNOWN list`);
}

if (breaches.length > 0) {
  console.error(`Architecture boundaries broken (scripts/check-boundaries.ts):\n${breaches.join('\n')}`);
  process.exit(1);
}
