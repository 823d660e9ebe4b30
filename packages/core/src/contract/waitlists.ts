import { z } from 'zod';
import { list, resource, single, toOne } from './json-api.ts';

export const waitlistAttributes = z.strictObject({ name: z.string(), created_at: z.string() });
export type WaitlistAttributes = z.infer<typeof waitlistAttributes>;
export const waitlistResource = resource(
  'waitlists',
  waitlistAttributes,
  z.strictObject({ user: toOne('users') }),
);
export type WaitlistResource = z.infer<typeof waitlistResource>;
export const waitlistDocument = single(waitlistResource);
export type WaitlistDocument = z.infer<typeof waitlistDocument>;
export const waitlistListDocument = list(waitlistResource);
export type WaitlistListDocument = z.infer<typeof waitlistListDocument>;
