import { addDays, todayIn } from '@sorted/core/dates/calendar';
import { expect, it } from 'vitest';
import type { TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

// Working from home (issue 31): the owner's diary of hours at home, a day at a time or filled from a
// week's pattern, and the year's claim at the fixed rate. Another user's diary is not there.

const dayDocument = (minutes: unknown) => ({ data: { type: 'home-office-days', attributes: { minutes } } });

const patternDocument = (attributes: Record<string, unknown>) => ({
  data: { type: 'home-office-days', attributes },
});

const WEEKDAYS_FOUR_HOURS = { mon: 240, tue: 240, wed: 240, thu: 240, fri: 240, sat: 0, sun: 0 };

async function daysOf(client: TestClient, year = '2025-26') {
  const response = await client.get(`/api/v1/home-office-days?filter[financial_year]=${year}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { id: string; attributes: { date: string; minutes: number } }[]).map(
    (day) => [day.attributes.date, day.attributes.minutes] as const,
  );
}

const pointerOf = (response: { json(): unknown }) =>
  (response.json() as { errors: { source?: { pointer: string }; code?: string }[] }).errors.map((error) => [
    error.source?.pointer,
    error.code,
  ]);

describeOnEachDatabase('working from home', (use) => {
  it('records a day, replaces its time, lists the year by date and deletes it', async () => {
    const { client } = await signedInUser(use());
    const put = await client.put('/api/v1/home-office-days/2025-08-04', dayDocument(450));
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toEqual({
      type: 'home-office-days',
      id: '2025-08-04',
      attributes: { date: '2025-08-04', minutes: 450 },
    });
    await client.put('/api/v1/home-office-days/2025-07-01', dayDocument(60));
    // 30 June is the year before's; 1 July 2026 the year after's.
    await client.put('/api/v1/home-office-days/2025-06-30', dayDocument(60));
    const again = await client.put('/api/v1/home-office-days/2025-08-04', dayDocument(480));
    expect(again.statusCode, again.body).toBe(200);
    expect(await daysOf(client)).toEqual([
      ['2025-07-01', 60],
      ['2025-08-04', 480],
    ]);
    expect(await daysOf(client, '2024-25')).toEqual([['2025-06-30', 60]]);

    const deleted = await client.delete('/api/v1/home-office-days/2025-08-04');
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await daysOf(client)).toEqual([['2025-07-01', 60]]);
    // Deleting a day with nothing recorded leaves nothing recorded.
    expect((await client.delete('/api/v1/home-office-days/2025-08-04')).statusCode).toBe(204);
    expect((await client.delete('/api/v1/home-office-days/not-a-date')).statusCode).toBe(404);
  });

  it('lists the current financial year when none is asked for, and refuses a year that is not one', async () => {
    const { client } = await signedInUser(use());
    const today = todayIn(use().config.timeZone);
    await client.put(`/api/v1/home-office-days/${today}`, dayDocument(30));
    const current = await client.get('/api/v1/home-office-days');
    expect(current.json().data.map((day: { id: string }) => day.id)).toEqual([today]);
    for (const year of ['2025-27', '2025', 'next']) {
      const response = await client.get(`/api/v1/home-office-days?filter[financial_year]=${year}`);
      expect(response.statusCode, year).toBe(400);
    }
  });

  it('refuses a time that is not 1 minute to 24 hours in whole minutes, a bad date and a day to come', async () => {
    const { client } = await signedInUser(use());
    for (const minutes of [0, -5, 1441, 7.5, '60', null, undefined]) {
      const response = await client.put('/api/v1/home-office-days/2025-08-04', dayDocument(minutes));
      expect(response.statusCode, String(minutes)).toBe(422);
      expect(pointerOf(response)).toEqual([['/data/attributes/minutes', 'home_office_minutes_invalid']]);
    }
    const badDate = await client.put('/api/v1/home-office-days/2025-02-30', dayDocument(60));
    expect(badDate.statusCode).toBe(422);
    expect(pointerOf(badDate)).toEqual([['/data/attributes/date', 'date_invalid']]);
    const tomorrow = addDays(todayIn(use().config.timeZone), 1);
    const toCome = await client.put(`/api/v1/home-office-days/${tomorrow}`, dayDocument(60));
    expect(toCome.statusCode).toBe(422);
    expect(pointerOf(toCome)).toEqual([['/data/attributes/date', 'date_after_today']]);
    expect(await daysOf(client)).toEqual([]);
    // The whole day is the most.
    const whole = await client.put('/api/v1/home-office-days/2025-08-04', dayDocument(1440));
    expect(whole.statusCode, whole.body).toBe(200);
  });

  it("fills a week's pattern over the days not recorded yet, never overwriting one", async () => {
    const { client } = await signedInUser(use());
    await client.put('/api/v1/home-office-days/2025-07-08', dayDocument(30));
    const filled = await client.post(
      '/api/v1/home-office-days/pattern',
      patternDocument({
        from: '2025-07-06',
        to: '2025-07-13',
        minutes_by_weekday: { mon: 480, tue: 480, wed: 0, thu: 240, fri: 480, sat: 0, sun: 0 },
      }),
    );
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().data.map((day: { id: string }) => day.id)).toEqual([
      '2025-07-07',
      '2025-07-10',
      '2025-07-11',
    ]);
    expect(await daysOf(client)).toEqual([
      ['2025-07-07', 480],
      ['2025-07-08', 30],
      ['2025-07-10', 240],
      ['2025-07-11', 480],
    ]);
    // Again: every day is recorded already, so nothing is made and nothing changes.
    const again = await client.post(
      '/api/v1/home-office-days/pattern',
      patternDocument({ from: '2025-07-06', to: '2025-07-13', minutes_by_weekday: { mon: 60, thu: 60 } }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual([]);
    expect((await daysOf(client))[0]).toEqual(['2025-07-07', 480]);
  });

  it('refuses a pattern over two financial years, backwards, to come, or without hours', async () => {
    const { client } = await signedInUser(use());
    const tomorrow = addDays(todayIn(use().config.timeZone), 1);
    const refusals: [Record<string, unknown>, [string, string][]][] = [
      [
        { from: '2025-06-01', to: '2025-07-31', minutes_by_weekday: WEEKDAYS_FOUR_HOURS },
        [['/data/attributes/to', 'home_office_period_invalid']],
      ],
      [
        { from: '2025-08-10', to: '2025-08-01', minutes_by_weekday: WEEKDAYS_FOUR_HOURS },
        [['/data/attributes/to', 'home_office_period_invalid']],
      ],
      [
        { from: todayIn(use().config.timeZone), to: tomorrow, minutes_by_weekday: WEEKDAYS_FOUR_HOURS },
        [['/data/attributes/to', 'date_after_today']],
      ],
      [
        { from: '2025-08-01', to: '2025-08-31', minutes_by_weekday: { mon: 0 } },
        [['/data/attributes/minutes_by_weekday', 'home_office_pattern_empty']],
      ],
      [
        { from: '2025-08-01', to: '2025-08-31', minutes_by_weekday: { mon: 1500, tue: 60 } },
        [['/data/attributes/minutes_by_weekday.mon', 'home_office_weekday_invalid']],
      ],
      [
        { from: '2025-08-32', to: '2025-08-31', minutes_by_weekday: WEEKDAYS_FOUR_HOURS },
        [['/data/attributes/from', 'date_invalid']],
      ],
      [
        { from: 'soon', to: 7, minutes_by_weekday: 'weekdays' },
        [
          ['/data/attributes/from', 'date_invalid'],
          ['/data/attributes/to', 'date_invalid'],
          ['/data/attributes/minutes_by_weekday', 'home_office_pattern_empty'],
        ],
      ],
    ];
    for (const [attributes, errors] of refusals) {
      const response = await client.post('/api/v1/home-office-days/pattern', patternDocument(attributes));
      expect(response.statusCode, JSON.stringify(attributes)).toBe(422);
      expect(pointerOf(response), JSON.stringify(attributes)).toEqual(errors);
    }
    expect(await daysOf(client)).toEqual([]);
  });

  it("keeps each user's diary their own", async () => {
    const owner = await signedInUser(use());
    const other = await signedInUser(use());
    await owner.client.put('/api/v1/home-office-days/2025-08-04', dayDocument(450));
    expect(await daysOf(other.client)).toEqual([]);
    // The other user's "4 August" is theirs: writing and deleting it leaves the owner's as it was.
    await other.client.put('/api/v1/home-office-days/2025-08-04', dayDocument(60));
    expect((await other.client.delete('/api/v1/home-office-days/2025-08-04')).statusCode).toBe(204);
    expect(await daysOf(owner.client)).toEqual([['2025-08-04', 450]]);
    const claim = await other.client.get('/api/v1/tax-years/2025-26/home-office');
    expect(claim.json().data.attributes.total_minutes).toBe(0);
  });

  it('claims 800 hours in 2025-26 at 70c an hour: $560.00, the rate from a secondary source', async () => {
    const { client } = await signedInUser(use());
    // 199 weekdays of four hours, then a Saturday of four hours: 800 hours.
    const filled = await client.post(
      '/api/v1/home-office-days/pattern',
      patternDocument({ from: '2025-07-01', to: '2026-04-03', minutes_by_weekday: WEEKDAYS_FOUR_HOURS }),
    );
    expect(filled.json().data).toHaveLength(199);
    await client.put('/api/v1/home-office-days/2026-04-04', dayDocument(240));
    const claim = await client.get('/api/v1/tax-years/2025-26/home-office');
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().data).toEqual({
      type: 'home-office-claims',
      id: '2025-26',
      attributes: {
        year: '2025-26',
        total_minutes: 48_000,
        hours: 800,
        minutes: 0,
        rate_cents: 70,
        basis: 'secondary',
        claim_cents: 56_000,
        outside_year: [],
      },
    });
    // A year core has no rate for, or no year at all, is not found.
    for (const year of ['2021-22', '2030-31', '2025-27', 'soon']) {
      const response = await client.get(`/api/v1/tax-years/${year}/home-office`);
      expect(response.statusCode, year).toBe(404);
      expect(response.json().errors[0].status).toBe('404');
    }
  });
});
