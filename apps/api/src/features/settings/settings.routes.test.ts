import { expect, it } from 'vitest';
import { createClient } from '../../test/http-client.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase('public settings', (use) => {
  it('tells anyone the time zone of the dates (Australia/Sydney unless configured) and whether Google is offered', async () => {
    const response = await createClient(use().app).get('/api/v1/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        type: 'settings',
        id: 'app',
        attributes: { time_zone: 'Australia/Sydney', google_sign_in: false },
      },
    });
  });
});

describeOnEachDatabase(
  'public settings of a server in Perth',
  (use) => {
    it('answers the configured time zone', async () => {
      const response = await createClient(use().app).get('/api/v1/settings');
      expect(response.json().data.attributes.time_zone).toBe('Australia/Perth');
    });
  },
  { env: { APP_TIMEZONE: 'Australia/Perth' } },
);
