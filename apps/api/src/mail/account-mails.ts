import type { Locale } from '@sorted/core/i18n/locales';
import { escapeHtml } from './escape-html.ts';
import type { OutgoingMail } from './outbox.repository.ts';

interface AccountMailText {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

type AccountMailKind = 'verify' | 'reset';

const texts: Record<Locale, Record<AccountMailKind, AccountMailText>> = {
  en: {
    verify: {
      subject: 'Verify your email address',
      greeting: (name) => `Hello ${name},`,
      body: 'Please confirm your email address to finish setting up your Sorted account.',
      action: 'Verify email address',
      expiry: 'This link expires in 60 minutes.',
      ignore: 'If you did not create an account, no further action is required.',
    },
    reset: {
      subject: 'Reset your password',
      greeting: (name) => `Hello ${name},`,
      body: 'We received a request to reset the password of your Sorted account.',
      action: 'Reset password',
      expiry: 'This link expires in 60 minutes and works once.',
      ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
    },
  },
  de: {
    verify: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      greeting: (name) => `Hallo ${name},`,
      body: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Sorted-Konto fertig einzurichten.',
      action: 'E-Mail-Adresse bestätigen',
      expiry: 'Dieser Link ist 60 Minuten lang gültig.',
      ignore: 'Wenn Sie kein Konto angelegt haben, müssen Sie nichts weiter tun.',
    },
    reset: {
      subject: 'Passwort zurücksetzen',
      greeting: (name) => `Hallo ${name},`,
      body: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Sorted-Kontos zurückzusetzen.',
      action: 'Passwort zurücksetzen',
      expiry: 'Dieser Link ist 60 Minuten lang gültig und funktioniert nur einmal.',
      ignore:
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    },
  },
  es: {
    verify: {
      subject: 'Verifica tu correo electrónico',
      greeting: (name) => `Hola, ${name}:`,
      body: 'Confirma tu correo electrónico para terminar de configurar tu cuenta de Sorted.',
      action: 'Verificar correo electrónico',
      expiry: 'Este enlace caduca en 60 minutos.',
      ignore: 'Si no creaste una cuenta, no tienes que hacer nada.',
    },
    reset: {
      subject: 'Restablece tu contraseña',
      greeting: (name) => `Hola, ${name}:`,
      body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Sorted.',
      action: 'Restablecer contraseña',
      expiry: 'Este enlace caduca en 60 minutos y solo funciona una vez.',
      ignore: 'Si no lo solicitaste, ignora este correo: tu contraseña no cambiará.',
    },
  },
  fr: {
    verify: {
      subject: 'Vérifiez votre adresse e-mail',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Confirmez votre adresse e-mail pour terminer la création de votre compte Sorted.',
      action: "Vérifier l'adresse e-mail",
      expiry: 'Ce lien expire dans 60 minutes.',
      ignore: "Si vous n'avez pas créé de compte, vous n'avez rien à faire.",
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Sorted.',
      action: 'Réinitialiser le mot de passe',
      expiry: "Ce lien expire dans 60 minutes et ne fonctionne qu'une fois.",
      ignore:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
    },
  },
  'pt-br': {
    verify: {
      subject: 'Confirme seu endereço de e-mail',
      greeting: (name) => `Olá, ${name},`,
      body: 'Confirme seu endereço de e-mail para concluir a configuração da sua conta Sorted.',
      action: 'Confirmar e-mail',
      expiry: 'Este link expira em 60 minutos.',
      ignore: 'Se você não criou uma conta, não é preciso fazer nada.',
    },
    reset: {
      subject: 'Redefina sua senha',
      greeting: (name) => `Olá, ${name},`,
      body: 'Recebemos um pedido para redefinir a senha da sua conta Sorted.',
      action: 'Redefinir senha',
      expiry: 'Este link expira em 60 minutos e funciona uma única vez.',
      ignore: 'Se você não fez esse pedido, ignore este e-mail: sua senha continua a mesma.',
    },
  },
};

/** A plain-text and HTML mail with one action link, in the recipient's language. */
export function accountMail(
  kind: AccountMailKind,
  locale: Locale,
  to: { email: string; name: string },
  link: string,
): OutgoingMail {
  const text = texts[locale][kind];
  const greeting = text.greeting(to.name);
  return {
    kind,
    recipient: to.email,
    subject: text.subject,
    text: [
      greeting,
      '',
      text.body,
      '',
      `${text.action}: ${link}`,
      '',
      text.expiry,
      text.ignore,
      '',
      'Sorted',
    ].join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(text.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(text.action)}</a></p>
<p style="color:#555">${escapeHtml(text.expiry)}<br>${escapeHtml(text.ignore)}</p><p>Sorted</p></body></html>`,
  };
}
