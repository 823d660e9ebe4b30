import { type UseFormReturnType, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api.ts';
import { errorText, validationText } from './validation-errors.ts';

/** A schema issue as zod reports it (its message is a validation message key). */
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly params?: unknown;
}

/** What the form needs of a shared schema from packages/core: zod's safeParse. */
export interface FormSchema {
  safeParse(values: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

/**
 * A form's schema from a check of its values (a zod `safeParse` of the payload the form sends, with any
 * issues of its own added): only whether it passed and the issues are kept.
 */
export const schemaFromParse = <Values>(
  check: (values: Values) => {
    success: boolean;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  },
): FormSchema => ({
  safeParse(values) {
    const parsed = check(values as Values);
    return parsed.success
      ? { success: true }
      : { success: false, error: { issues: parsed.error?.issues ?? [] } };
  },
});

/** A message that names what it refused (the characters a PDF cannot print) ends with them. */
const naming = (text: string, params: unknown) => {
  const characters =
    typeof params === 'object' && params && 'characters' in params ? params.characters : null;
  return typeof characters === 'string' && characters ? `${text}: ${characters}` : text;
};

/** A failed parse as the first message per field path (`items.0.name`), in the given language. */
export function issueErrors(issues: readonly Issue[], language: string | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!path || path in errors) continue;
    errors[path] = naming(validationText(issue.message, language) ?? issue.message, issue.params);
  }
  return errors;
}

/**
 * `/data/attributes/items/0/name` → `items.0.name`, `/data/relationships/customer` → `customer` (the
 * field that chooses it); undefined for other pointers.
 */
export function pathFromPointer(pointer: string | undefined): string | undefined {
  const prefix = ['/data/attributes/', '/data/relationships/'].find((start) => pointer?.startsWith(start));
  if (!pointer || !prefix) return undefined;
  return pointer.slice(prefix.length).split('/').join('.') || undefined;
}

/**
 * The one form approach: Mantine's form state, checked on submit by the same zod schema the API parses
 * with (packages/core/src/schemas), its message keys shown in the person's language under each field.
 * A field's error clears as it is edited.
 */
export function useSchemaForm<Values extends object>(
  schema: FormSchema,
  initialValues: Values,
): UseFormReturnType<Values> {
  const { i18n } = useTranslation();
  return useForm<Values>({
    mode: 'controlled',
    initialValues,
    clearInputErrorOnChange: true,
    // Named inputs: the browser's autofill and a test can find a field by what it holds.
    enhanceGetInputProps: ({ field }) => ({ name: field }),
    validate: (values) => {
      const parsed = schema.safeParse(values);
      return parsed.success ? {} : issueErrors(parsed.error.issues, i18n.resolvedLanguage);
    },
  });
}

/**
 * Shows a refused save on the form: a 422's errors under the fields their pointers name, in the person's
 * language. Returns what the form should say above its button when no field took the message (or the
 * failure was not a 422), else undefined.
 */
export function showServerErrors<Values>(
  form: UseFormReturnType<Values>,
  error: unknown,
  language: string | undefined,
  fallback: string,
  /** The paths the form shows errors under, when it has no field for some (all by default). */
  shows: (path: string) => boolean = () => true,
): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return fallback;
  const fields: Record<string, string> = {};
  let first: string | undefined;
  for (const item of error.errors) {
    const text = errorText(item, language);
    if (!text) continue;
    first ??= text;
    const path = pathFromPointer(item.source?.pointer);
    if (path && shows(path) && !(path in fields)) fields[path] = text;
  }
  form.setErrors(fields);
  return Object.keys(fields).length > 0 ? undefined : (first ?? fallback);
}

/** Moves the focus to the first field that shows an error, once it is drawn. */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** The fields of a form's values that hold text (a date field's YYYY-MM-DD). */
type TextField<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] &
  string;

/** What a date field takes from a form (its value, error and change), as `getInputProps` is for an input. */
export function dateFieldProps<Values extends object>(
  form: UseFormReturnType<Values>,
  path: TextField<Values>,
) {
  return {
    value: form.values[path] as string,
    error: form.errors[path] as string | undefined,
    // Mantine types the value by the path, which it cannot work out for a generic form.
    onChange: (value: string) => form.setFieldValue(path, value as never),
  };
}
