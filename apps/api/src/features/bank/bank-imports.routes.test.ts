import { expect, it } from 'vitest';
import { databaseSnapshot } from '../../fuzz/database-snapshot.ts';
import {
  BROKEN_OFX,
  commBankCsv,
  commBankCsvWithBadDate,
  OFX,
  OPENING_CENTS,
  OTHER_BANK_MAPPING,
  otherBankCsv,
  statementForm,
  TRANSACTIONS,
  withBalances,
} from '../../test/bank-statements.ts';
import type { TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { PNG } from '../../test/uploads.ts';
import { signedInUser } from '../../test/users.ts';
import { markBankImportUndone } from './bank-imports.repository.ts';

async function bankAccount(client: TestClient, opening = '1500.00'): Promise<string> {
  const company = await client.post('/api/v1/companies', {
    data: { type: 'companies', attributes: { name: 'Tidy Gardens', abn: '51 824 753 556' } },
  });
  expect(company.statusCode, company.body).toBe(201);
  const account = await client.post('/api/v1/bank-accounts', {
    data: {
      type: 'bank-accounts',
      attributes: { name: 'Everyday', opening_balance: opening, opening_date: '2026-03-01' },
      relationships: { company: { data: { type: 'companies', id: company.json().data.id } } },
    },
  });
  expect(account.statusCode, account.body).toBe(201);
  return account.json().data.id;
}

function importFile(
  client: TestClient,
  accountId: string,
  file: { bytes: Buffer; name?: string; type?: string },
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const { body, contentType } = statementForm(file, fields);
  return client.post(`/api/v1/bank-accounts/${accountId}/imports`, body, {
    'content-type': contentType,
    ...headers,
  });
}

async function imported(response: Awaited<ReturnType<typeof importFile>>) {
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; attributes: Record<string, unknown> };
}

async function linesOf(client: TestClient, accountId: string, query = '') {
  const response = await client.get(`/api/v1/bank-accounts/${accountId}/lines?page[size]=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: {
      id: string;
      attributes: { date: string; amount: string; description: string; balance: string };
    }[];
    meta: { page: { total: number } };
  };
}

const BANK_TABLES = ['bank_accounts', 'bank_imports', 'bank_lines', 'stored_files'] as const;
const snapshot = (context: TestApp) => databaseSnapshot(context.db, BANK_TABLES);

describeOnEachDatabase('bank statement imports', (use) => {
  it('imports a CommBank CSV: every line new, newest first in the list, the balances followed', async () => {
    const { client } = await signedInUser(use());
    const accountId = await bankAccount(client);
    const created = await imported(await importFile(client, accountId, { bytes: commBankCsv() }));
    expect(created.attributes).toMatchObject({
      file_name: 'CSVData.csv',
      format: 'csv-commbank',
      new_count: TRANSACTIONS.length,
      duplicate_count: 0,
      skipped_count: 0,
      first_date: '2026-03-02',
      last_date: '2026-04-30',
      gaps: [],
      undone_at: null,
      undoable: true,
    });
    const lines = await linesOf(client, accountId);
    expect(lines.meta.page.total).toBe(TRANSACTIONS.length);
    const newest = withBalances().at(-1);
    expect(lines.data[0]?.attributes).toMatchObject({
      date: '2026-04-30',
      amount: '1.98',
      description: 'Credit Interest',
      balance: (Number(newest?.balance) / 100).toFixed(2),
      status: 'unreconciled',
    });
    // The two identical transfers of one day are two lines.
    expect(lines.data.filter((line) => line.attributes.date === '2026-03-05')).toHaveLength(2);
    const account = (await client.get(`/api/v1/bank-accounts/${accountId}`)).json().data.attributes;
    expect(account).toMatchObject({
      statement_balance: (Number(newest?.balance) / 100).toFixed(2),
      reconciled_balance: '1500.00',
      unreconciled_count: TRANSACTIONS.length,
    });
  });

  it('adds nothing for the same file again, and only the new lines of an overlapping later export', async () => {
    const { client } = await signedInUser(use());
    const accountId = await bankAccount(client);
    await imported(await importFile(client, accountId, { bytes: commBankCsv({ to: 10 }) }));
    const again = await imported(await importFile(client, accountId, { bytes: commBankCsv({ to: 10 }) }));
    expect(again.attributes).toMatchObject({ new_count: 0, duplicate_count: 10, gaps: [] });
    // A month later: the export starts two weeks back.
    const later = await imported(await importFile(client, accountId, { bytes: commBankCsv({ from: 6 }) }));
    expect(later.attributes).toMatchObject({
      new_count: TRANSACTIONS.length - 10,
      duplicate_count: 4,
      first_date: '2026-03-16',
      last_date: '2026-04-30',
      gaps: [],
    });
    const lines = await linesOf(client, accountId);
    expect(lines.meta.page.total).toBe(TRANSACTIONS.length);
    expect(
      new Set(lines.data.map((line) => line.attributes.description + line.attributes.balance)).size,
    ).toBe(TRANSACTIONS.length);
    const imports = await client.get(`/api/v1/bank-accounts/${accountId}/imports`);
    expect(
      imports.json().data.map((each: { attributes: { new_count: number } }) => each.attributes.new_count),
    ).toEqual([TRANSACTIONS.length - 10, 0, 10]);
  });

  it('shows an import only once all its lines are in; meanwhile the account refuses another, unless the first was cut short long ago', async () => {
    const context = use();
    const { client, id: userId } = await signedInUser(context);
    const accountId = await bankAccount(client);
    const first = await imported(await importFile(client, accountId, { bytes: commBankCsv({ to: 10 }) }));
    // As the import stands between its batches: the import not complete, its lines written but hidden.
    const { kysely } = context.db;
    await kysely
      .updateTable('bank_imports')
      .set({ completed_at: null })
      .where('id', '=', Number(first.id))
      .execute();
    await kysely
      .updateTable('bank_lines')
      .set({ status: 'importing' })
      .where('import_id', '=', Number(first.id))
      .execute();
    expect((await linesOf(client, accountId)).meta.page.total).toBe(0);
    const account = (await client.get(`/api/v1/bank-accounts/${accountId}`)).json().data.attributes;
    expect(account).toMatchObject({ statement_balance: '1500.00', unreconciled_count: 0 });
    expect((await client.get(`/api/v1/bank-accounts/${accountId}/imports`)).json().data).toEqual([]);
    const undo = await client.delete(`/api/v1/bank-imports/${first.id}`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().errors[0].code).toBe('bank_import_running');

    const meanwhile = await importFile(client, accountId, { bytes: commBankCsv({ to: 10 }) });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().errors[0].code).toBe('bank_import_running');

    // Cut short by the server's end 20 minutes ago: the next import clears it and adds every line.
    await kysely
      .updateTable('bank_imports')
      .set({ created_at: new Date(Date.now() - 20 * 60_000).toISOString() })
      .where('id', '=', Number(first.id))
      .execute();
    const next = await imported(await importFile(client, accountId, { bytes: commBankCsv({ to: 10 }) }));
    expect(next.attributes).toMatchObject({ new_count: 10, duplicate_count: 0 });
    expect((await linesOf(client, accountId)).meta.page.total).toBe(10);
    const imports = (await client.get(`/api/v1/bank-accounts/${accountId}/imports`)).json().data;
    expect(imports.map((each: { id: string }) => each.id)).toEqual([next.id]);
    const files = await kysely
      .selectFrom('stored_files')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(files).toHaveLength(1);
  });

  it('undoes an import as a whole; importing the file again adds its lines again', async () => {
    const { client, id: userId } = await signedInUser(use());
    const accountId = await bankAccount(client);
    const first = await imported(await importFile(client, accountId, { bytes: commBankCsv({ to: 8 }) }));
    const second = await imported(await importFile(client, accountId, { bytes: commBankCsv({ from: 8 }) }));
    const files = () =>
      use().db.kysely.selectFrom('stored_files').select('id').where('user_id', '=', userId).execute();
    expect(await files()).toHaveLength(2);

    expect((await client.delete(`/api/v1/bank-imports/${second.id}`)).statusCode).toBe(204);
    expect((await linesOf(client, accountId)).meta.page.total).toBe(8);
    expect(await files()).toHaveLength(1);
    const listed = (await client.get(`/api/v1/bank-accounts/${accountId}/imports`)).json().data;
    expect(listed[0]).toMatchObject({ id: second.id, attributes: { undoable: false, new_count: 10 } });
    expect(listed[0].attributes.undone_at).toEqual(expect.any(String));
    expect(listed[1]).toMatchObject({ id: first.id, attributes: { undoable: true } });
    const twice = await client.delete(`/api/v1/bank-imports/${second.id}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].code).toBe('bank_import_undone');

    const again = await imported(await importFile(client, accountId, { bytes: commBankCsv({ from: 8 }) }));
    expect(again.attributes).toMatchObject({ new_count: 10, duplicate_count: 0 });
    expect((await linesOf(client, accountId)).meta.page.total).toBe(TRANSACTIONS.length);
  });

  it('an undo cut short: its lines left cannot be reconciled, and the account’s next import deletes them', async () => {
    const context = use();
    const { client, id: userId } = await signedInUser(context);
    const accountId = await bankAccount(client);
    const cut = await imported(await importFile(client, accountId, { bytes: commBankCsv({ to: 8 }) }));
    // The server stopped after the undo marked the import, before any of its lines were deleted.
    await markBankImportUndone(context.db.kysely, userId, Number(cut.id), new Date().toISOString());
    const left = (await linesOf(client, accountId)).data;
    expect(left).toHaveLength(8);
    const decided = await client.post(`/api/v1/bank-lines/${left[0]?.id}/reconciliation`, {
      data: { type: 'reconciliations', attributes: { kind: 'drawing' } },
    });
    expect(decided.statusCode, decided.body).toBe(404);

    const next = await imported(await importFile(client, accountId, { bytes: commBankCsv({ from: 8 }) }));
    expect(next.attributes).toMatchObject({ new_count: TRANSACTIONS.length - 8 });
    const lines = await linesOf(client, accountId);
    expect(lines.meta.page.total).toBe(TRANSACTIONS.length - 8);
    expect(lines.data.map((line) => line.id)).not.toContain(left[0]?.id);
  });

  it('refuses to undo an import, or delete its account, once one of its lines is reconciled', async () => {
    const { client } = await signedInUser(use());
    const accountId = await bankAccount(client);
    const created = await imported(await importFile(client, accountId, { bytes: commBankCsv() }));
    const line = (await linesOf(client, accountId)).data[3];
    // Reconciliation comes with its own screen; here the line is marked as it would be.
    await use()
      .db.kysely.updateTable('bank_lines')
      .set({ status: 'reconciled' })
      .where('id', '=', Number(line?.id))
      .execute();

    const undo = await client.delete(`/api/v1/bank-imports/${created.id}`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().errors[0]).toMatchObject({ code: 'bank_import_has_reconciled', status: '409' });
    const removal = await client.delete(`/api/v1/bank-accounts/${accountId}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().errors[0].code).toBe('bank_account_has_reconciled');
    expect((await linesOf(client, accountId)).meta.page.total).toBe(TRANSACTIONS.length);
    const imports = (await client.get(`/api/v1/bank-accounts/${accountId}/imports`)).json().data;
    expect(imports[0].attributes.undoable).toBe(false);

    const account = (await client.get(`/api/v1/bank-accounts/${accountId}`)).json().data.attributes;
    const cents = Math.round(Number(line?.attributes.amount) * 100);
    expect(account.reconciled_balance).toBe(((OPENING_CENTS + cents) / 100).toFixed(2));
    expect(account.unreconciled_count).toBe(TRANSACTIONS.length - 1);
    const reconciled = await linesOf(client, accountId, '&filter[status]=reconciled');
    expect(reconciled.data.map((each) => each.id)).toEqual([line?.id]);
    expect((await linesOf(client, accountId, '&filter[status]=unreconciled')).meta.page.total).toBe(
      TRANSACTIONS.length - 1,
    );
  });

  it('deletes an account with its imports, lines and statement files', async () => {
    const { client, id: userId } = await signedInUser(use());
    const accountId = await bankAccount(client);
    await imported(await importFile(client, accountId, { bytes: commBankCsv() }));
    await imported(await importFile(client, accountId, { bytes: OFX, name: 'April.ofx' }));
    expect((await client.delete(`/api/v1/bank-accounts/${accountId}`)).statusCode).toBe(204);
    const left = await Promise.all(
      (['bank_lines', 'bank_imports', 'stored_files'] as const).map((table) =>
        use().db.kysely.selectFrom(table).select('user_id').where('user_id', '=', userId).execute(),
      ),
    );
    expect(left).toEqual([[], [], []]);
  });

  it('imports an OFX statement by its FITIDs; the same download again adds nothing', async () => {
    const { client } = await signedInUser(use());
    const accountId = await bankAccount(client);
    const created = await imported(await importFile(client, accountId, { bytes: OFX, name: 'April.ofx' }));
    expect(created.attributes).toMatchObject({
      format: 'ofx',
      new_count: 3,
      first_date: '2026-04-01',
      last_date: '2026-04-10',
    });
    const again = await imported(await importFile(client, accountId, { bytes: OFX, name: 'April.ofx' }));
    expect(again.attributes).toMatchObject({ new_count: 0, duplicate_count: 3 });
    // Without balances on its lines, the statement's balance is the opening one plus the lines.
    expect(
      (await client.get(`/api/v1/bank-accounts/${accountId}`)).json().data.attributes.statement_balance,
    ).toBe('2401.50');
  });

  it('finds the lines by their description, case aside and % taken literally', async () => {
    const { client } = await signedInUser(use());
    const accountId = await bankAccount(client);
    await imported(await importFile(client, accountId, { bytes: commBankCsv() }));
    const found = await linesOf(client, accountId, '&filter[search]=bondi bakery');
    expect(found.data.map((line) => line.attributes.description)).toEqual([
      'Direct Credit 301500 BONDI BAKERY INV-0045',
      'Direct Credit 301500 BONDI BAKERY INV-0042',
    ]);
    expect((await linesOf(client, accountId, '&filter[search]=%25')).meta.page.total).toBe(0);
    const page = await client.get(`/api/v1/bank-accounts/${accountId}/lines?page[size]=5&page[number]=2`);
    expect(page.json().meta.page).toEqual({ total: TRANSACTIONS.length, number: 2, size: 5 });
    expect(page.json().data.map((line: { attributes: { date: string } }) => line.attributes.date)).toEqual([
      '2026-04-10',
      '2026-04-07',
      '2026-04-01',
      '2026-03-31',
      '2026-03-23',
    ]);
  });

  it('reports where the balances show a missing stretch, within the file and against the last import', async () => {
    const { client } = await signedInUser(use());
    const accountId = await bankAccount(client);
    // Lines 7 and 8 (20/03 and 23/03) are not in the file, but the balances the bank printed are.
    const holed = await imported(
      await importFile(client, accountId, { bytes: commBankCsv({ to: 12, drop: [7, 8] }) }),
    );
    expect(holed.attributes.gaps).toEqual([
      {
        after_line: 4,
        after_date: '2026-03-16',
        before_line: 3,
        before_date: '2026-03-31',
        expected_balance: ((withBalances()[6]?.balance ?? 0) / 100 + 2.12).toFixed(2),
        found_balance: ((withBalances()[9]?.balance ?? 0) / 100).toFixed(2),
        missing_amount: '-468.90',
      },
    ]);
    // The next export starts two lines after the last one imported: 10/04 and 14/04 are missing.
    const next = await imported(await importFile(client, accountId, { bytes: commBankCsv({ from: 14 }) }));
    expect(next.attributes.gaps).toEqual([
      {
        after_line: null,
        after_date: '2026-04-07',
        before_line: 4,
        before_date: '2026-04-20',
        expected_balance: (((withBalances()[11]?.balance ?? 0) - 12000) / 100).toFixed(2),
        found_balance: ((withBalances()[14]?.balance ?? 0) / 100).toFixed(2),
        missing_amount: '-33.50',
      },
    ]);
  });

  it('refuses a file it cannot read with the line and the problem, in the asker’s language', async () => {
    const { client } = await signedInUser(use());
    const accountId = await bankAccount(client);
    const badDate = await importFile(client, accountId, { bytes: commBankCsvWithBadDate() });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors[0]).toMatchObject({
      code: 'statement_bad_date',
      detail: 'Line 12: "31/02/2025" is not a date.',
      source: { pointer: '/data/attributes/file' },
      meta: { line: '12', text: '31/02/2025' },
    });
    const inGerman = await importFile(
      client,
      accountId,
      { bytes: commBankCsvWithBadDate() },
      {},
      {
        'accept-language': 'de',
      },
    );
    expect(inGerman.json().errors[0].detail).toBe('Zeile 12: „31/02/2025“ ist kein Datum.');

    const png = await importFile(client, accountId, { bytes: PNG, name: 'statement.png', type: 'image/png' });
    expect(png.statusCode).toBe(422);
    expect(png.json().errors[0].source.pointer).toBe('/data/attributes/file');
    const broken = await importFile(client, accountId, { bytes: BROKEN_OFX, name: 'April.ofx' });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors[0]).toMatchObject({
      code: 'statement_broken_ofx',
      source: { pointer: '/data/attributes/file' },
    });
    const empty = await importFile(client, accountId, { bytes: Buffer.from('\r\n\r\n') });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors[0].code).toBe('statement_empty');
    const noFile = await client.post(`/api/v1/bank-accounts/${accountId}/imports`, {});
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors[0]).toMatchObject({
      code: 'statement_required',
      source: { pointer: '/data/attributes/file' },
    });
  });

  it('refuses a statement over 10 MB with 413, and keeps nothing of any refused file', async () => {
    const context = use();
    const { client } = await signedInUser(context);
    const accountId = await bankAccount(client);
    const before = await snapshot(context);
    const huge = Buffer.concat([commBankCsv(), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const tooLarge = await importFile(client, accountId, { bytes: huge });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors[0]).toMatchObject({
      status: '413',
      code: 'statement_too_large',
      source: { pointer: '/data/attributes/file' },
    });
    for (const bytes of [commBankCsvWithBadDate(), BROKEN_OFX, PNG, otherBankCsv()]) {
      expect((await importFile(client, accountId, { bytes })).statusCode).toBe(422);
    }
    expect(
      (await importFile(client, accountId, { bytes: commBankCsv() }, { mapping: '{"skipRows":' })).statusCode,
    ).toBe(422);
    expect(await snapshot(context)).toEqual(before);
  });

  it('asks for a column mapping for a CSV of another layout, then saves and re-uses the one that read it', async () => {
    const { client } = await signedInUser(use());
    const accountId = await bankAccount(client);
    const unknown = await importFile(client, accountId, { bytes: otherBankCsv(), name: 'export.csv' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0]).toMatchObject({
      code: 'statement_unknown_format',
      source: { pointer: '/data/attributes/file' },
    });
    const badMapping = await importFile(
      client,
      accountId,
      { bytes: otherBankCsv() },
      {
        mapping: JSON.stringify({ ...OTHER_BANK_MAPPING, dateColumn: -1 }),
      },
    );
    expect(badMapping.statusCode).toBe(422);
    expect(badMapping.json().errors[0]).toMatchObject({
      code: 'statement_mapping_invalid',
      source: { pointer: '/data/attributes/mapping' },
    });

    const mapped = await imported(
      await importFile(
        client,
        accountId,
        { bytes: otherBankCsv() },
        { mapping: JSON.stringify(OTHER_BANK_MAPPING) },
      ),
    );
    expect(mapped.attributes).toMatchObject({ format: 'csv-mapped', new_count: 6, gaps: [] });
    const account = (await client.get(`/api/v1/bank-accounts/${accountId}`)).json().data.attributes;
    expect(account).toMatchObject({ has_column_mapping: true, column_mapping: OTHER_BANK_MAPPING });
    const lines = await linesOf(client, accountId);
    expect(lines.data.at(-1)?.attributes).toMatchObject({
      date: '2026-03-02',
      amount: '-15.26',
      balance: ((OPENING_CENTS - 1526) / 100).toFixed(2),
    });

    // The next export of that bank needs no mapping: the account's is used.
    const next = await imported(
      await importFile(client, accountId, { bytes: otherBankCsv(TRANSACTIONS.slice(0, 9)) }),
    );
    expect(next.attributes).toMatchObject({ format: 'csv-mapped', new_count: 3, duplicate_count: 6 });
  });

  it('refuses a QIF day order it does not know', async () => {
    const { client } = await signedInUser(use());
    const accountId = await bankAccount(client);
    const response = await importFile(client, accountId, { bytes: commBankCsv() }, { qif_date_order: 'YMD' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'statement_date_order_invalid',
      source: { pointer: '/data/attributes/qif_date_order' },
    });
    expect(
      (await importFile(client, accountId, { bytes: commBankCsv() }, { qif_date_order: 'DMY' })).statusCode,
    ).toBe(201);
  });

  it("answers 404 for another user's account and import, and changes nothing of theirs", async () => {
    const context = use();
    const owner = await signedInUser(context);
    const stranger = await signedInUser(context);
    const accountId = await bankAccount(owner.client);
    const created = await imported(await importFile(owner.client, accountId, { bytes: commBankCsv() }));
    await bankAccount(stranger.client);
    const before = await snapshot(context);
    for (const response of [
      await importFile(stranger.client, accountId, { bytes: commBankCsv() }),
      await stranger.client.delete(`/api/v1/bank-imports/${created.id}`),
      await stranger.client.get(`/api/v1/bank-accounts/${accountId}/imports`),
      await stranger.client.get(`/api/v1/bank-accounts/${accountId}/lines`),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.body).not.toContain('BONDI');
    }
    expect(await snapshot(context)).toEqual(before);
  });

  it('an account deleted takes its bank accounts, imports, lines and statements with it', async () => {
    const context = use();
    const owner = await signedInUser(context);
    const accountId = await bankAccount(owner.client);
    await imported(await importFile(owner.client, accountId, { bytes: commBankCsv() }));
    const { client: admin } = await signedInUser(context, { roles: ['admin'] });
    expect((await admin.delete(`/api/v1/users/${owner.id}`)).statusCode).toBe(204);
    const left = await Promise.all(
      (['bank_accounts', 'bank_imports', 'bank_lines', 'stored_files'] as const).map((table) =>
        context.db.kysely.selectFrom(table).select('user_id').where('user_id', '=', owner.id).execute(),
      ),
    );
    expect(left).toEqual([[], [], [], []]);
  });
});
