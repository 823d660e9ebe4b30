import { describe, expect, it } from 'vitest';
import { logbookJourneySchema, logbookPeriodSchema } from './vehicle-logbook.ts';

const codes = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

const period = {
  start_date: '2025-07-01',
  end_date: '2025-09-30',
  odometer_start: '10,000',
  odometer_end: 14000,
};
const journey = {
  start_date: '2025-07-02',
  end_date: '2025-07-02',
  odometer_start: 10_000,
  odometer_end: '10 250',
  purpose: ' Site visit, Geelong ',
};

describe('logbook schemas', () => {
  it('take a period inside one year as kept for that year', () => {
    expect(logbookPeriodSchema.parse({ ...period, kept_for_year: '2024-25' })).toEqual({
      start_date: '2025-07-01',
      end_date: '2025-09-30',
      odometer_start: 10_000,
      odometer_end: 14_000,
      kept_for_year: '2025-26',
    });
  });

  it.each([
    ['no year chosen', undefined, [['kept_for_year', 'logbook_year_required']]],
    ['a year it does not touch', '2023-24', [['kept_for_year', 'logbook_year_required']]],
    ['the year it starts in', '2024-25', []],
    ['the year it ends in', '2025-26', []],
  ])('ask which year a straddling period is kept for: %s', (_name, year, problems) => {
    expect(
      codes(logbookPeriodSchema.safeParse({ ...period, start_date: '2025-05-01', kept_for_year: year })),
    ).toEqual(problems);
  });

  it.each([
    [
      'nothing',
      {},
      [
        ['start_date', 'logbook_start_required'],
        ['end_date', 'logbook_end_required'],
        ['odometer_start', 'odometer_invalid'],
        ['odometer_end', 'odometer_invalid'],
      ],
    ],
    ['odometer going back', { odometer_end: 9_999 }, [['odometer_end', 'odometer_end_below_start']]],
    ['end before start', { end_date: '2025-06-30' }, [['end_date', 'logbook_end_before_start']]],
    ['under 12 weeks', { end_date: '2025-09-21' }, [['end_date', 'logbook_too_short']]],
    ['12 weeks to the day', { end_date: '2025-09-22' }, []],
  ])('refuse a period with %s', (_name, change, problems) => {
    const input = Object.keys(change).length === 0 ? {} : { ...period, ...change };
    expect(codes(logbookPeriodSchema.safeParse(input))).toEqual(problems);
  });

  it('take a journey, its purpose trimmed', () => {
    expect(logbookJourneySchema.parse(journey)).toEqual({
      ...journey,
      odometer_end: 10_250,
      purpose: 'Site visit, Geelong',
    });
  });

  it.each([
    ['no purpose', { purpose: '  ' }, [['purpose', 'journey_purpose_required']]],
    ['a purpose too long', { purpose: 'x'.repeat(201) }, [['purpose', 'journey_purpose_too_long']]],
    ['no date', { start_date: '' }, [['start_date', 'journey_date_required']]],
    ['ending before it starts', { end_date: '2025-07-01' }, [['end_date', 'journey_end_before_start']]],
    ['odometer going back', { odometer_end: 9_000 }, [['odometer_end', 'odometer_end_below_start']]],
    ['a reading in km and metres', { odometer_start: '10000.5' }, [['odometer_start', 'odometer_invalid']]],
  ])('refuse a journey with %s', (_name, change, problems) => {
    expect(codes(logbookJourneySchema.safeParse({ ...journey, ...change }))).toEqual(problems);
  });
});
