import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The checker run on small trees: a clean one passes, each breach of the API's rules fails it.

const script = new URL('./check-boundaries.ts', import.meta.url).pathname;
const trees: string[] = [];

function treeOf(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  trees.push(root);
  for (const dir of ['packages/core/src', 'apps/api/src', 'apps/web/src'])
    mkdirSync(join(root, dir), { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function check(files: Record<string, string>): { ok: boolean; output: string } {
  try {
    execFileSync(process.execPath, [script, treeOf(files)], { encoding: 'utf8', stdio: 'pipe' });
    return { ok: true, output: '' };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr) };
  }
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

const repository = `import type { Executor } from '../../db/executor.ts';
export async function findNote(db: Executor, userId: number, id: number) {
  return db.selectFrom('notes').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}
`;
const systemRepository = `import type { Executor } from '../../db/executor.ts';
export async function dueNotes(db: Executor, today: string) {
  return db.selectFrom('notes').selectAll().where('due', '<=', today).execute();
}
`;
const routes = (imports: string) => `${imports}
export const notesRoutes = () => undefined;
`;

describe('check-boundaries, the API rules', () => {
  it('passes a tree that keeps them', () => {
    const result = check({
      'apps/api/src/features/notes/notes.repository.ts': repository,
      'apps/api/src/features/notes/notes.system-repository.ts': systemRepository,
      'apps/api/src/features/notes/notes.routes.ts': routes(
        "import { findNote } from './notes.repository.ts';",
      ),
      'apps/api/src/jobs/notes-job.ts':
        "import { dueNotes } from '../features/notes/notes.system-repository.ts';\n",
    });
    expect(result).toEqual({ ok: true, output: '' });
  });

  it('fails a route handler that imports a system repository', () => {
    const result = check({
      'apps/api/src/features/notes/notes.system-repository.ts': systemRepository,
      'apps/api/src/features/notes/notes.routes.ts': routes(
        "import { dueNotes } from './notes.system-repository.ts';",
      ),
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain(
      'apps/api/src/features/notes/notes.routes.ts:1  a route handler imports a system repository',
    );
  });

  it("fails a repository's exported query that takes no owner", () => {
    const result = check({
      'apps/api/src/features/notes/notes.repository.ts': `${repository}
export const noteById = (db: Executor, id: number) =>
  db.selectFrom('notes').selectAll().where('id', '=', id).executeTakeFirst();

export async function notesDue(
  db: Executor,
  today: string,
) {
  return db.selectFrom('notes').selectAll().where('due', '<=', today).execute();
}
`,
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain(
      "notes.repository.ts:6  a repository's query takes no owner (userId after the executor): noteById",
    );
    expect(result.output).toContain(
      "notes.repository.ts:9  a repository's query takes no owner (userId after the executor): notesDue",
    );
  });

  it('fails SQL written outside a repository', () => {
    const result = check({
      'apps/api/src/features/notes/notes.routes.ts': routes("const q = (db) => db.selectFrom('notes');"),
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('notes.routes.ts:1  SQL outside a repository');
  });
});
