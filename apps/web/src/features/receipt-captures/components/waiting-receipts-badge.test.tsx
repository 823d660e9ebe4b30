import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady, loadEverydayTexts } from '../../../app/i18n.ts';
import { Providers } from '../../../app/providers.tsx';
import { notify } from '../../../ui/notify.tsx';
import { authStore } from '../../auth/index.ts';
import { captureReceipts, startWaitingReceipts } from '../offline-queue.ts';
import { forgetReceiptsOfOthers } from '../waiting-receipts-store.ts';
import { WaitingReceiptsBadge } from './waiting-receipts-badge.tsx';

const alex = { id: '1', name: 'Alex', email: 'alex@example.com', roles: ['owner'], profileImageUrl: null };

describe('the badge of receipts waiting to upload', () => {
  beforeEach(async () => {
    await i18nReady;
    await loadEverydayTexts();
    await i18next.changeLanguage('en');
    authStore.reset();
    authStore.signedIn(alex);
    await forgetReceiptsOfOthers('nobody');
    await startWaitingReceipts();
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  });
  afterEach(() => authStore.reset());

  it('shows nothing while nothing waits, then how many do, by name', async () => {
    render(
      <Providers env="test">
        <WaitingReceiptsBadge />
      </Providers>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await captureReceipts([new File(['a'], 'a.jpg'), new File(['b'], 'b.jpg')]);
    const badge = await screen.findByRole('status', { name: '2 receipts waiting to upload' });
    expect(badge.textContent).toBe('2');
  });
});
