import 'i18next';
import type en from '../locales/en.json';

// Type-checks translation keys: a mistyped key is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
