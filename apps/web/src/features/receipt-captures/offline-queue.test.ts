import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady, loadEverydayTexts } from '../../app/i18n.ts';
import { notify } from '../../ui/notify.tsx';
import { authStore } from '../auth/index.ts';
import { captureReceipts, uploadWaitingReceipts } from './index.ts';
import { startWaitingReceipts, waitingCount, whenReceiptsUploaded } from './offline-queue.ts';
import { forgetReceiptsOfOthers, keepReceipt, waitingKeys } from './waiting-receipts-store.ts';

const alex = { id: '1', name: 'Alex', email: 'alex@example.com', roles: ['owner'], profileImageUrl: null };
const sam = { id: '2', name: 'Sam', email: 'sam@example.com', roles: ['owner'], profileImageUrl: null };

const receipt = (name: string) => new File([`bytes of ${name}`], name, { type: 'image/jpeg' });

/** The server's answers, in turn: a status, or 'offline' for a request that never reaches it. */
function server(...answers: (number | 'offline')[]) {
  const sent: string[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = answers.shift() ?? 201;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    if (!(init?.body instanceof FormData)) throw new Error('a receipt is sent as a multipart form');
    const file = init.body.get('receipt') as File;
    sent.push(`${init.method} ${String(input)} ${file.name} ${await file.text()}`);
    const body =
      answer < 300 ? { data: { type: 'receipt-captures', id: '9' } } : { errors: [{ title: 'No' }] };
    return new Response(JSON.stringify(body), {
      status: answer,
      headers: { 'Content-Type': 'application/vnd.api+json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return sent;
}

function online(value: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(value);
}

async function snappedOffline(...names: string[]) {
  online(false);
  server();
  await captureReceipts(names.map(receipt));
  online(true);
}

describe('receipts snapped offline', () => {
  let errors: string[];
  let successes: string[];

  beforeEach(async () => {
    await i18nReady;
    await loadEverydayTexts();
    await i18next.changeLanguage('en');
    authStore.reset();
    authStore.signedIn(alex);
    // Nobody's receipts are left from the test before.
    await forgetReceiptsOfOthers('nobody');
    errors = [];
    successes = [];
    vi.spyOn(notify, 'error').mockImplementation((message) => void errors.push(message));
    vi.spyOn(notify, 'success').mockImplementation((message) => void successes.push(message));
  });
  afterEach(async () => {
    // A successful capture also sends what was waiting, in the background: done before the next test.
    server();
    await uploadWaitingReceipts();
    authStore.reset();
  });

  it('wait in the browser, counted, without a request, while offline', async () => {
    online(false);
    const sent = server();
    const results = await captureReceipts([receipt('bunnings.jpg'), receipt('fuel.jpg')]);
    expect(results).toEqual([
      { name: 'bunnings.jpg', outcome: 'waiting' },
      { name: 'fuel.jpg', outcome: 'waiting' },
    ]);
    expect(sent).toEqual([]);
    expect(await waitingKeys(alex.id)).toHaveLength(2);
    expect(waitingCount()).toBe(2);
    expect(successes).toEqual(['Kept on this device: 2 receipts upload when the connection is back.']);
  });

  it('go up at once when online, each file its own POST', async () => {
    online(true);
    const sent = server(201, 201);
    const uploads = vi.fn();
    const stop = whenReceiptsUploaded(uploads);
    const results = await captureReceipts([receipt('bunnings.jpg'), receipt('fuel.jpg')]);
    stop();
    expect(results.map((result) => result.outcome)).toEqual(['uploaded', 'uploaded']);
    expect(sent).toEqual([
      'POST /api/v1/receipt-captures bunnings.jpg bytes of bunnings.jpg',
      'POST /api/v1/receipt-captures fuel.jpg bytes of fuel.jpg',
    ]);
    expect(uploads).toHaveBeenCalled();
    expect(await waitingKeys(alex.id)).toEqual([]);
  });

  it('wait when the upload fails for want of a connection or of a working server', async () => {
    online(true);
    server('offline', 503);
    const results = await captureReceipts([receipt('bunnings.jpg'), receipt('fuel.jpg')]);
    expect(results.map((result) => result.outcome)).toEqual(['waiting', 'waiting']);
    expect(await waitingKeys(alex.id)).toHaveLength(2);
  });

  it('are refused, named, and not kept, when the server says they never will be accepted', async () => {
    online(true);
    server(413);
    const results = await captureReceipts([receipt('huge.jpg')]);
    expect(results).toEqual([{ name: 'huge.jpg', outcome: 'refused' }]);
    expect(errors).toEqual(['huge.jpg was not uploaded: it is larger than 10 MB.']);
    expect(await waitingKeys(alex.id)).toEqual([]);
  });

  it('go up oldest first once the connection is back, each removed only once the server has it', async () => {
    await snappedOffline('first.jpg', 'second.jpg', 'third.jpg');
    const sent = server(201, 'offline');
    expect(await uploadWaitingReceipts()).toBe(1);
    expect(sent).toEqual(['POST /api/v1/receipt-captures first.jpg bytes of first.jpg']);
    // The failure stopped the pass: the second and third are still there, in order.
    expect(waitingCount()).toBe(2);

    const later = server(201, 201);
    expect(await uploadWaitingReceipts()).toBe(2);
    expect(later.map((line) => line.split(' ')[2])).toEqual(['second.jpg', 'third.jpg']);
    expect(waitingCount()).toBe(0);
    expect(successes.at(-1)).toBe('The 2 receipts that were waiting are uploaded.');
  });

  it('stay through a server error, and one that is not a receipt is dropped with its name', async () => {
    await snappedOffline('notes.txt', 'fuel.jpg', 'bunnings.jpg');
    server(422, 201, 500);
    expect(await uploadWaitingReceipts()).toBe(1);
    expect(errors).toEqual(['notes.txt was not uploaded: it is not a receipt in JPEG, PNG, HEIC or PDF.']);
    expect(waitingCount()).toBe(1);
    const sent = server(201);
    await uploadWaitingReceipts();
    expect(sent.map((line) => line.split(' ')[2])).toEqual(['bunnings.jpg']);
  });

  it('are sent once, however often the upload is asked for at the same time', async () => {
    await snappedOffline('bunnings.jpg', 'fuel.jpg');
    const sent = server(201, 201, 201, 201);
    await Promise.all([uploadWaitingReceipts(), uploadWaitingReceipts(), uploadWaitingReceipts()]);
    expect(sent.map((line) => line.split(' ')[2])).toEqual(['bunnings.jpg', 'fuel.jpg']);
  });

  it("are sent only by the person who snapped them, and another's are forgotten when they sign in", async () => {
    await snappedOffline('alex-fuel.jpg');
    authStore.signedOut({ onPurpose: true });
    authStore.signedIn(sam);
    const sent = server(201);
    await startWaitingReceipts();
    expect(sent).toEqual([]);
    expect(waitingCount()).toBe(0);
    expect(await waitingKeys(alex.id)).toEqual([]);
  });

  it("stay for their owner's return after a sign-out", async () => {
    await snappedOffline('fuel.jpg');
    authStore.signedOut({ onPurpose: true });
    authStore.signedIn(alex);
    const sent = server(201);
    await startWaitingReceipts();
    expect(sent.map((line) => line.split(' ')[2])).toEqual(['fuel.jpg']);
  });

  it('are kept whatever the order of snapping within one millisecond', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_764_000_000_000);
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg']) await keepReceipt(alex.id, receipt(name));
    vi.mocked(Date.now).mockRestore();
    const sent = server(201, 201, 201);
    await uploadWaitingReceipts();
    expect(sent.map((line) => line.split(' ')[2])).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  });
});
