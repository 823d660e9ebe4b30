import { createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';

// Receipts picked while offline, kept in this browser's IndexedDB until they are uploaded. Each is
// stored under `<owner>/<time added>-<sequence>/<random>`, so that one person's queue is listed, in the order it
// was snapped, from the keys alone, without reading the files.

/** A receipt waiting to be uploaded: the file as it was picked. */
export interface WaitingReceipt {
  key: string;
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

type Stored = Omit<WaitingReceipt, 'key'>;

let database: UseStore | null = null;
// Opened with the first use: createStore opens the database at once.
const store = () => {
  database ??= createStore('sorted-waiting-receipts', 'receipts');
  return database;
};

const prefixOf = (owner: string) => `${encodeURIComponent(owner)}/`;
/** Orders receipts snapped within the same millisecond. */
let sequence = 0;

export async function keepReceipt(owner: string, file: File): Promise<void> {
  sequence += 1;
  const added = `${String(Date.now()).padStart(15, '0')}-${String(sequence).padStart(6, '0')}`;
  const key = `${prefixOf(owner)}${added}/${Math.random().toString(36).slice(2, 10)}`;
  // The bytes, not the File: what IndexedDB stores of a File object differs between browsers.
  const stored: Stored = { name: file.name, type: file.type, bytes: await file.arrayBuffer() };
  await set(key, stored, store());
}

/** The keys of an owner's waiting receipts, oldest first. */
export async function waitingKeys(owner: string): Promise<string[]> {
  const prefix = prefixOf(owner);
  return (await keys<string>(store())).filter((key) => key.startsWith(prefix)).sort();
}

/** A waiting receipt, or null when it is gone (another tab uploaded it). */
export async function readReceipt(key: string): Promise<WaitingReceipt | null> {
  const stored = await get<Stored>(key, store());
  return stored ? { key, ...stored } : null;
}

export function forgetReceipt(key: string): Promise<void> {
  return del(key, store());
}

/** Forgets everybody's waiting receipts but the owner's. */
export async function forgetReceiptsOfOthers(owner: string): Promise<void> {
  const prefix = prefixOf(owner);
  const others = (await keys<string>(store())).filter((key) => !key.startsWith(prefix));
  if (others.length > 0) await delMany(others, store());
}
