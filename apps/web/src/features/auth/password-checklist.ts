import { passwordRules } from '@sorted/core/schemas/auth';

/** The checklist's rules in order (the shared password rules), then "both passwords match". */
export type ChecklistKey = (typeof passwordRules)[number]['key'] | 'password_match';

export interface ChecklistItem {
  key: ChecklistKey;
  met: boolean;
}

/** Each rule of the sign-up checklist, ticked when the typed password meets it. */
export function passwordChecklist(password: string, confirmation: string): ChecklistItem[] {
  return [
    ...passwordRules.map((rule) => ({ key: rule.key, met: rule.test(password) })),
    { key: 'password_match', met: confirmation !== '' && password === confirmation },
  ];
}

export const allMet = (items: readonly ChecklistItem[]) => items.every((item) => item.met);

/**
 * The message keys the checklist already shows, so the form does not repeat them under the fields. The
 * match is not one of them: the spec has "Password and Password Confirmation do not match." under the
 * confirmation.
 */
export const CHECKLIST_CODES: ReadonlySet<string> = new Set(passwordRules.map((rule) => rule.key));

/**
 * A new-password form's message keys per field, with "password_mismatch" on the confirmation whenever
 * the two differ: the shared schema checks the match only once every field is valid.
 */
export function withMismatch(
  codes: Readonly<Record<string, string>>,
  values: { password: string; password_confirmation: string },
): Record<string, string> {
  if (values.password === values.password_confirmation || codes.password_confirmation) return { ...codes };
  return { ...codes, password_confirmation: 'password_mismatch' };
}
