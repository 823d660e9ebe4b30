import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18next, i18nReady, loadEverydayTexts } from '../../../app/i18n.ts';
import { Providers } from '../../../app/providers.tsx';
import { BankLinesToReconcile } from './bank-lines-to-reconcile.tsx';

beforeEach(async () => {
  await i18nReady;
  await i18next.changeLanguage('en');
  await loadEverydayTexts();
});

afterEach(async () => {
  await i18next.changeLanguage('en');
});

const renderCount = (count: number | undefined) =>
  render(
    <Providers env="test">
      <MemoryRouter>
        <BankLinesToReconcile count={count} />
      </MemoryRouter>
    </Providers>,
  );

describe('the dashboard’s bank lines to reconcile', () => {
  it('says how many lines wait, as a link to the bank screen', () => {
    renderCount(12);
    const link = screen.getByRole('link', { name: '12 bank lines to reconcile' });
    expect(link.getAttribute('href')).toBe('/bank');
  });

  it('says one line in the singular, in the user’s language too', async () => {
    const { unmount } = renderCount(1);
    expect(screen.getByRole('link').textContent).toBe('1 bank line to reconcile');
    unmount();
    await i18next.changeLanguage('de');
    renderCount(2);
    expect(screen.getByRole('link').textContent).toBe('2 Bankbuchungen abzugleichen');
  });

  it('shows nothing when every line is reconciled, nor before the summary has answered', () => {
    const { unmount } = renderCount(0);
    expect(screen.queryByTestId('bank-lines-to-reconcile')).toBeNull();
    unmount();
    renderCount(undefined);
    expect(screen.queryByTestId('bank-lines-to-reconcile')).toBeNull();
  });
});
