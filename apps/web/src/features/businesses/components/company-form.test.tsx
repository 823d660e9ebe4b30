import { todayIn } from '@sorted/core/dates/calendar';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady, loadEverydayTexts } from '../../../app/i18n.ts';
import { Providers } from '../../../app/providers.tsx';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { type CompanyFormValues, emptyCompany } from '../companies.ts';
import { CompanyForm } from './company-form.tsx';

beforeEach(async () => {
  await i18nReady;
  await i18next.changeLanguage('en');
  await loadEverydayTexts();
});

afterEach(async () => {
  await i18next.changeLanguage('en');
});

function renderForm(
  initial: CompanyFormValues,
  options: { mode?: 'create' | 'update'; changesFrom?: string | null } = {},
) {
  const onSubmit = vi.fn(async (_values: CompanyFormValues) => {});
  render(
    <Providers env="test">
      <CompanyForm
        initial={initial}
        mode={options.mode ?? 'create'}
        changesFrom={options.changesFrom}
        submitLabel="Save"
        onSubmit={onSubmit}
        describeFailure={() => 'failed'}
      />
    </Providers>,
  );
  return onSubmit;
}

const dateInput = () => screen.getByRole('textbox', { name: /Registered for GST from/ }) as HTMLInputElement;
const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

describe('the business form’s GST registration', () => {
  it('asks for the registration date once registered, today by default, shown DD/MM/YYYY, and sends it', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({ ...emptyCompany, name: 'Harbour Electrical', abn: '51 824 753 556' });
    expect(screen.queryByRole('textbox', { name: /Registered for GST from/ })).toBeNull();

    await user.click(screen.getByRole('switch', { name: /Registered for GST/ }));
    const today = todayIn(appTimeZone());
    expect(dateInput().value).toBe(shown(today));
    expect(screen.getByText(/Sales and purchases before it are not on your BAS/)).toBeTruthy();

    await user.clear(dateInput());
    await user.type(dateInput(), '15/08/2026');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      gst_registered: true,
      gst_registered_from: '2026-08-15',
    });
  });

  it('refuses to save a registered business without its registration date, under the field', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({
      ...emptyCompany,
      name: 'Harbour Electrical',
      abn: '51 824 753 556',
      gst_registered: true,
    });
    // Save is on once something changed.
    await user.type(screen.getByRole('textbox', { name: /Business name/ }), ' Pty Ltd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the date the business registered for GST.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a saved business’s date and says from when a change of reporting period or basis applies', () => {
    renderForm(
      {
        ...emptyCompany,
        name: 'Harbour Electrical',
        email: 'hi@harbour.test',
        gst_registered: true,
        gst_registered_from: '2026-08-15',
      },
      { mode: 'update', changesFrom: '2026-10' },
    );
    expect(dateInput().value).toBe('15/08/2026');
    expect(screen.getByTestId('bas-changes-from').textContent).toBe(
      'A change of reporting period or basis applies from October 2026: periods already lodged keep theirs.',
    );
  });

  it('says nothing of changes when no period is lodged', () => {
    renderForm(
      {
        ...emptyCompany,
        name: 'A',
        email: 'a@b.test',
        gst_registered: true,
        gst_registered_from: '2026-08-15',
      },
      { mode: 'update', changesFrom: null },
    );
    expect(screen.queryByTestId('bas-changes-from')).toBeNull();
  });
});
