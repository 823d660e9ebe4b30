import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';

// The five languages: the menu offers English, Español and Português, and Deutsch and Français under
// "More languages"; each changes the sidebar, a form's validation message (from packages/core) and a
// toast, and survives a reload. A browser that prefers German gets German on its first visit.

interface Language {
  name: string;
  more: boolean;
  /** The language button's accessible name once this language is on. */
  button: string;
  taxCalculator: string;
  help: string;
  subject: string;
  message: string;
  submit: string;
  subjectRequired: string;
  success: string;
  htmlLang: string;
}

const LANGUAGES: Language[] = [
  {
    name: 'Español',
    more: false,
    button: 'Idioma: Español',
    taxCalculator: 'Calculadora de impuestos',
    help: 'Ayuda',
    subject: 'Asunto',
    message: 'Mensaje',
    submit: 'Enviar solicitud',
    subjectRequired: 'El asunto es obligatorio.',
    success: '¡Solicitud de soporte enviada! Nuestro equipo se pondrá en contacto contigo pronto.',
    htmlLang: 'es',
  },
  {
    name: 'Português',
    more: false,
    button: 'Idioma: Português',
    taxCalculator: 'Calculadora de impostos',
    help: 'Ajuda',
    subject: 'Assunto',
    message: 'Mensagem',
    submit: 'Enviar solicitação',
    subjectRequired: 'O assunto é obrigatório.',
    success: 'Solicitação de suporte enviada! Nossa equipe vai responder em breve.',
    htmlLang: 'pt-BR',
  },
  {
    name: 'Deutsch',
    more: true,
    button: 'Sprache: Deutsch',
    taxCalculator: 'Steuerrechner',
    help: 'Hilfe',
    subject: 'Betreff',
    message: 'Nachricht',
    submit: 'Anfrage senden',
    subjectRequired: 'Der Betreff ist erforderlich.',
    success: 'Supportanfrage gesendet! Unser Team meldet sich bald bei Ihnen.',
    htmlLang: 'de',
  },
  {
    name: 'Français',
    more: true,
    button: 'Langue : Français',
    taxCalculator: "Calculateur d'impôts",
    help: 'Aide',
    subject: 'Objet',
    message: 'Message',
    submit: 'Envoyer la demande',
    subjectRequired: "L'objet est obligatoire.",
    success: "Demande d'assistance envoyée ! Notre équipe vous répondra rapidement.",
    htmlLang: 'fr',
  },
  {
    name: 'English',
    more: false,
    button: 'Language: English',
    taxCalculator: 'Tax Calculator',
    help: 'Help',
    subject: 'Subject',
    message: 'Message',
    submit: 'Send request',
    subjectRequired: 'Subject is required.',
    success: 'Support request submitted! Our team will get back to you soon.',
    htmlLang: 'en',
  },
];

/** Picks a language from the menu; Deutsch and Français wait behind "More languages" unless one is on. */
async function choose(page: Page, from: Language | undefined, language: Language): Promise<void> {
  await page.getByRole('button', { name: from?.button ?? 'Language: English' }).click();
  if (language.more && !from?.more) {
    await expect(page.getByRole('menuitemradio', { name: language.name })).toHaveCount(0);
    await page
      .getByRole('menuitem', {
        name: /^(More languages|Más idiomas|Mais idiomas|Weitere Sprachen|Autres langues)$/,
      })
      .click();
  }
  await page.getByRole('menuitemradio', { name: language.name }).click();
}

async function expectLanguage(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language.htmlLang);
  await expect(page.getByRole('heading', { level: 1, name: language.help })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: /./ }).getByRole('link', { name: language.taxCalculator }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: language.button })).toBeVisible();
}

test('each of the five languages changes the sidebar, a validation message and a toast, and survives a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, 'languages');
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();

  // The menu lists the spec's three; the other two wait behind "More languages".
  await page.getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('menuitemradio')).toHaveText(['English', 'Español', 'Português']);
  await expect(page.getByRole('menuitem', { name: 'More languages' })).toBeVisible();
  await page.keyboard.press('Escape');

  let from: Language | undefined;
  for (const language of LANGUAGES) {
    await choose(page, from, language);
    from = language;
    await expectLanguage(page, language);

    const form = page.locator('form[aria-labelledby="support-request-title"]');
    await form.getByRole('button', { name: language.submit }).click();
    await expect(form.getByText(language.subjectRequired)).toBeVisible();
    await form.getByLabel(language.subject).fill(`${language.name} ${Date.now()}`);
    await form.getByLabel(language.message, { exact: false }).first().fill('Hello');
    await form.getByRole('button', { name: language.submit }).click();
    await expect(page.getByText(language.success)).toBeVisible();

    await page.reload();
    await expectLanguage(page, language);
  }
});

test.describe('a browser that prefers German', () => {
  test.use({ locale: 'de-DE' });

  test('gets German on its first visit, without it being remembered as a choice', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Sprache: Deutsch' })).toBeVisible();
    expect(await page.evaluate("window.localStorage.getItem('locale')")).toBeNull();

    // Picking a language is a choice, and it wins over the browser from then on.
    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});

test.describe('a browser that prefers French', () => {
  test.use({ locale: 'fr-FR' });

  test('gets French on its first visit', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});
