import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AfterResponse } from '../../plugins/after-response.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { Sessions } from '../../plugins/sessions/sessions.ts';

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  limiter: RateLimiter;
  sessions: Sessions;
  afterResponse: AfterResponse;
}
