import notification from './resources/notification.json' with { type: 'json' };
import type { InEveryLanguage } from './resources.ts';

/** What the owner is told (the bell's items and their mails), in every language. */
export const notificationTexts = notification satisfies InEveryLanguage<typeof notification>;
