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

/** The message keys the checklist already shows, so the form does not repeat them under the fields. */
export const CHECKLIST_CODES: ReadonlySet<string> = new Set([
  ...passwordRules.map((rule) => rule.key),
  'password_mismatch',
]);
