import 'i18next';
import type { CoreTexts } from '@sorted/core/i18n/resources';
import type en from '../locales/en.json';

// Type-checks translation keys: a mistyped key is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      validation: CoreTexts['validation'];
      pdf: CoreTexts['pdf'];
      notification: CoreTexts['notification'];
    };
  }
}
