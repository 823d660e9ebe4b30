import { z } from 'zod';
import { metaOnly } from './json-api.ts';

/** GET /health: 200 while the database answers (a 503 error document otherwise). */
export const healthDocument = metaOnly(
  z.strictObject({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }),
);
export type HealthDocument = z.infer<typeof healthDocument>;
