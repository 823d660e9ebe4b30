import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18next, i18nReady, loadEverydayTexts } from '../../../app/i18n.ts';
import { Providers } from '../../../app/providers.tsx';
import { PaymentForm } from './payment-form.tsx';

beforeEach(async () => {
  await i18nReady;
  await i18next.changeLanguage('en');
  await loadEverydayTexts();
});

afterEach(async () => {
  await i18next.changeLanguage('en');
});

function renderForm() {
  render(
    <Providers env="test">
      <PaymentForm
        initial={{ payid: '', name: 'Sorted Plumbing' }}
        submitLabel="Save"
        onSubmit={async () => {}}
        describeFailure={() => 'failed'}
      />
    </Providers>,
  );
  return screen.getByRole('textbox', { name: 'PayID' });
}

const kind = () => screen.getByTestId('payid-kind').textContent;

describe('PayID form', () => {
  it('says which kind of PayID the text is recognised as while it is typed', async () => {
    const user = userEvent.setup();
    const field = renderForm();
    expect(kind()).toBe('');

    await user.type(field, 'pay@sorted.test');
    expect(kind()).toBe('Recognised as: Email address');

    // The @ left out by mistake: still a PayID, but an organisation's, which is worth noticing.
    await user.clear(field);
    await user.paste('paysorted.test');
    expect(kind()).toBe('Recognised as: Organisation ID');

    await user.clear(field);
    await user.paste('0412 345 678');
    expect(kind()).toBe('Recognised as: Phone number');

    await user.clear(field);
    await user.paste('51 824 753 556');
    expect(kind()).toBe('Recognised as: ABN');

    await user.clear(field);
    await user.paste('000 000 019');
    expect(kind()).toBe('Recognised as: ACN');

    await user.clear(field);
    expect(kind()).toBe('');
  });

  it('shows nothing for text that is no PayID, and still refuses it on save', async () => {
    const user = userEvent.setup();
    const field = renderForm();
    await user.type(field, '12');
    expect(kind()).toBe('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter the PayID as an email address/)).toBeTruthy();
    expect(kind()).toBe('');
  });

  it('names the kind in the language of the app', async () => {
    await i18next.changeLanguage('de');
    await loadEverydayTexts();
    const user = userEvent.setup();
    render(
      <Providers env="test">
        <PaymentForm
          initial={{ payid: '', name: 'A' }}
          submitLabel="Speichern"
          onSubmit={async () => {}}
          describeFailure={() => ''}
        />
      </Providers>,
    );
    await user.type(screen.getAllByRole('textbox')[0] as HTMLElement, 'pay@sorted.test');
    expect(kind()).toBe('Erkannt als: E-Mail-Adresse');
  });
});
