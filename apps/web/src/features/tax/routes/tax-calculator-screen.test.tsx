import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n.ts';
import { meDocument, renderApp, WAIT } from '../../../testing/render-app.tsx';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/v1/me?include=roles'
        ? new Response(JSON.stringify(meDocument()), { status: 200 })
        : new Response(null, { status: 404 }),
    ),
  );
});

afterEach(async () => {
  await i18next.changeLanguage('en');
});

async function openCalculator() {
  const app = await renderApp('/tax/calculator');
  await screen.findByRole('heading', { level: 1, name: 'Tax Calculator' }, WAIT);
  return app;
}

const panel = (name: string) => screen.getByRole('tabpanel', { name });
const text = (testId: string, scope = document.body) => within(scope).getByTestId(testId).textContent;

describe('tax calculator screen', () => {
  it('opens on the Business Owner tab with the current financial year', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T01:00:00Z') });
    try {
      await openCalculator();
      expect(screen.getByRole('tab', { name: 'Business Owner (ABN)' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      expect(screen.getByRole('tab', { name: 'Employee (TFN)' }).getAttribute('aria-selected')).toBe('false');
      const business = panel('Business Owner (ABN)');
      expect((within(business).getByRole('combobox', { name: 'Tax year' }) as HTMLInputElement).value).toBe(
        '2026-27',
      );
      expect(text('tax-rates-line', business)).toContain('2026-27');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says what the largest amount is when a tenth whole-dollar digit is typed, rather than dropping it unsaid', async () => {
    await openCalculator();
    const user = userEvent.setup();
    const business = panel('Business Owner (ABN)');
    const income = within(business).getByRole('textbox', { name: 'Annual business income (before tax)' });
    await user.type(income, '1234567890');
    expect((income as HTMLInputElement).value).toBe('123,456,789');
    expect(within(business).getByText('Amount can be at most $999,999,999.99.')).toBeTruthy();
    expect(income.getAttribute('aria-invalid')).toBe('true');
    await user.type(income, '{Backspace}');
    expect(within(business).queryByText('Amount can be at most $999,999,999.99.')).toBeNull();
  });

  it('works out a GST-registered sole trader as you type, with separators', async () => {
    await openCalculator();
    const user = userEvent.setup();
    const business = panel('Business Owner (ABN)');
    const income = within(business).getByRole('textbox', { name: 'Annual business income (before tax)' });
    await user.type(income, '110000');
    expect((income as HTMLInputElement).value).toBe('110,000');
    await user.type(within(business).getByRole('textbox', { name: 'Total expenses' }), '20000.5');
    await user.click(within(business).getByRole('checkbox', { name: 'GST registered' }));
    await user.click(within(business).getByRole('combobox', { name: 'Tax year' }));
    await user.click(await screen.findByRole('option', { name: '2024-25' }));

    // $110,000 − $10,000 GST − $20,000.50 = $79,999.50, assessed as $79,999.
    await waitFor(() => expect(text('business-gst', business)).toBe('−$10,000.00'));
    // What income ÷ 11 is: the GST collected, not what is owed once GST credits are claimed.
    expect(within(business).getByText('GST collected (income ÷ 11), before GST credits')).toBeTruthy();
    expect(text('business-taxable-income', business)).toBe('$79,999.50');
    // $4,288 + 30% × $34,999 = $14,787.70; Medicare 2% × $79,999 = $1,599.98.
    expect(text('business-total-tax', business)).toBe('$16,387.68');
    expect(text('business-medicare', business)).toBe('$1,599.98');
    expect(within(business).queryByTestId('gst-warning')).toBeNull();
  });

  it('warns an unregistered business with a turnover of $75,000 or more', async () => {
    await openCalculator();
    const user = userEvent.setup();
    const business = panel('Business Owner (ABN)');
    await user.type(
      within(business).getByRole('textbox', { name: 'Annual business income (before tax)' }),
      '75000',
    );
    expect(await within(business).findByTestId('gst-warning')).toBeTruthy();
  });

  it('refuses a negative amount with the spec message and no result', async () => {
    await openCalculator();
    const user = userEvent.setup();
    const business = panel('Business Owner (ABN)');
    await user.type(within(business).getByRole('textbox', { name: 'Total expenses' }), '-5');
    expect(within(business).getByRole('alert').textContent).toBe('Income and expenses cannot be negative.');
    expect(within(business).queryByTestId('business-total-tax')).toBeNull();
    expect(
      within(business).getByRole('textbox', { name: 'Total expenses' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('shows a partnership of three and a company', async () => {
    await openCalculator();
    const user = userEvent.setup();
    const business = panel('Business Owner (ABN)');
    await user.type(
      within(business).getByRole('textbox', { name: 'Annual business income (before tax)' }),
      '150000',
    );
    await user.click(within(business).getByRole('combobox', { name: 'Tax year' }));
    await user.click(await screen.findByRole('option', { name: '2024-25' }));
    await user.click(within(business).getByRole('combobox', { name: 'Business type' }));
    await user.click(await screen.findByRole('option', { name: 'Partnership' }));
    const partners = within(business).getByRole('textbox', { name: 'Number of partners' });
    await user.clear(partners);
    await user.type(partners, '3');
    await waitFor(() => expect(text('business-partner-share', business)).toBe('$50,000.00'));
    expect(text('business-partner-tax', business)).toBe('$6,538.00');
    expect(text('business-total-tax', business)).toBe('$19,614.00');

    await user.click(within(business).getByRole('combobox', { name: 'Business type' }));
    await user.click(await screen.findByRole('option', { name: 'Company' }));
    await waitFor(() => expect(text('business-total-tax', business)).toBe('$37,500.00'));
    expect(text('business-company-rate', business)).toBe('25%');
  });

  it('works out an employee: tax, net pay, super and the employer cost', async () => {
    await openCalculator();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Employee (TFN)' }));
    const employee = panel('Employee (TFN)');
    await user.type(within(employee).getByRole('textbox', { name: 'Annual salary (before tax)' }), '90000');
    await user.click(within(employee).getByRole('combobox', { name: 'Tax year' }));
    await user.click(await screen.findByRole('option', { name: '2024-25' }));
    await waitFor(() => expect(text('employee-total-tax', employee)).toBe('$19,588.00'));
    expect(text('employee-net', employee)).toBe('$70,412.00');
    expect(text('employee-net-month', employee)).toBe('$5,867.67');
    expect(text('employee-effective-rate', employee)).toBe('21.76%');
    expect(text('employee-super', employee)).toBe('$10,350.00');
    expect(text('employee-employer-cost', employee)).toBe('$100,350.00');
    expect(within(employee).getByTestId('employee-chart').textContent).toContain('Take-home pay');
    expect(within(employee).queryByTestId('employee-super-cap')).toBeNull();
  });

  it('taxes a working holiday maker 15% from the first dollar, with no offsets and no levy, on both tabs', async () => {
    await openCalculator();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Employee (TFN)' }));
    const employee = panel('Employee (TFN)');
    await user.type(within(employee).getByRole('textbox', { name: 'Annual salary (before tax)' }), '30000');
    await user.click(within(employee).getByRole('combobox', { name: 'Tax year' }));
    await user.click(await screen.findByRole('option', { name: '2024-25' }));
    const whm = within(employee).getByRole('radio', { name: 'Working holiday maker' });
    expect(whm.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(whm.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Visa 417 or 462',
    );
    await user.click(whm);
    await waitFor(() => expect(text('employee-total-tax', employee)).toBe('$4,500.00'));
    expect(text('employee-net', employee)).toBe('$25,500.00');
    expect(within(employee).queryByTestId('employee-lito')).toBeNull();
    expect(within(employee).getByText('Medicare levy (not for working holiday makers)')).toBeTruthy();
    expect(text('tax-rates-line', employee)).toContain("the ATO's tax rates for working holiday makers");

    await user.click(screen.getByRole('tab', { name: 'Business Owner (ABN)' }));
    const business = panel('Business Owner (ABN)');
    await user.type(
      within(business).getByRole('textbox', { name: 'Annual business income (before tax)' }),
      '30000',
    );
    await user.click(within(business).getByRole('combobox', { name: 'Tax year' }));
    await user.click(await screen.findByRole('option', { name: '2024-25' }));
    await user.click(within(business).getByRole('radio', { name: 'Working holiday maker' }));
    await waitFor(() => expect(text('business-total-tax', business)).toBe('$4,500.00'));
    expect(
      (within(business).getByRole('checkbox', { name: 'Medicare levy' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('caps the super guarantee at the maximum contribution base, an estimate after 2025-26', async () => {
    await openCalculator();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Employee (TFN)' }));
    const employee = panel('Employee (TFN)');
    await user.type(within(employee).getByRole('textbox', { name: 'Annual salary (before tax)' }), '300000');
    await user.click(within(employee).getByRole('combobox', { name: 'Tax year' }));
    await user.click(await screen.findByRole('option', { name: '2025-26' }));
    // 4 × $62,500 × 12%, not 12% of $300,000.
    await waitFor(() => expect(text('employee-super', employee)).toBe('$30,000.00'));
    expect(text('employee-employer-cost', employee)).toBe('$330,000.00');
    expect(text('employee-super-cap', employee)).toBe(
      'Super guarantee capped at the maximum contribution base ($250,000 a year)',
    );
    expect(within(employee).queryByText(/maximum super contribution base for/)).toBeNull();

    await user.click(within(employee).getByRole('combobox', { name: 'Tax year' }));
    await user.click(await screen.findByRole('option', { name: '2026-27' }));
    await waitFor(() => expect(text('employee-super-cap', employee)).toContain('estimate'));
    expect(
      within(employee).getByText(
        'The maximum super contribution base for 2026-27 is not published yet: it is worked out from the $30,000 concessional contributions cap of 2025-26 and is an estimate.',
      ),
    ).toBeTruthy();
  });

  it('opens five deduction tips for the chosen business type', async () => {
    await openCalculator();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Deduction guidance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deduction guidance' });
    expect(within(within(dialog).getByTestId('deduction-tips')).getAllByRole('listitem')).toHaveLength(5);
    expect(dialog.textContent).toContain('five years');
  });

  it('speaks German', async () => {
    await openCalculator();
    await i18next.changeLanguage('de');
    expect(await screen.findByRole('tab', { name: 'Unternehmer (ABN)' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Steuerrechner' })).toBeTruthy();
  });
});
