import { z } from 'zod';
import { resource, single, toOne } from './json-api.ts';

export const supportContactAttributes = z.strictObject({ email: z.string() });
export type SupportContactAttributes = z.infer<typeof supportContactAttributes>;
export const supportContactDocument = single(resource('support-contacts', supportContactAttributes));
export type SupportContactDocument = z.infer<typeof supportContactDocument>;

export const supportRequestAttributes = z.strictObject({
  subject: z.string(),
  message: z.string(),
  invoice_ref: z.string().nullable(),
  created_at: z.string(),
});
export type SupportRequestAttributes = z.infer<typeof supportRequestAttributes>;
export const supportRequestResource = resource(
  'support-requests',
  supportRequestAttributes,
  z.strictObject({ user: toOne('users') }),
);
export type SupportRequestResource = z.infer<typeof supportRequestResource>;
export const supportRequestDocument = single(supportRequestResource);
export type SupportRequestDocument = z.infer<typeof supportRequestDocument>;
