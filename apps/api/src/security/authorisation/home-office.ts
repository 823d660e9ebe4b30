import { doc, type Row } from './rows.ts';

const DAY = '/api/v1/home-office-days/2025-08-04';

/**
 * Working from home: each user's own diary. A day is named by its date, per owner, so another user
 * writing or deleting "that day" touches their own diary and nothing of the owner's.
 */
export const homeOfficeRows: Record<string, Row> = {
  'GET /api/v1/home-office-days': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/home-office-days?filter[financial_year]=2025-26' }),
  },
  'PUT /api/v1/home-office-days/:date': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: DAY, body: doc('home-office-days', { minutes: 450 }) }),
  },
  'DELETE /api/v1/home-office-days/:date': { expect: [401, 204, 204, 204], request: () => ({ path: DAY }) },
  'POST /api/v1/home-office-days/pattern': {
    expect: [401, 200, 200, 200],
    request: () => ({
      body: doc('home-office-days', {
        from: '2025-09-01',
        to: '2025-09-07',
        minutes_by_weekday: { mon: 480, tue: 480, wed: 480, thu: 480, fri: 240, sat: 0, sun: 0 },
      }),
    }),
  },
  'GET /api/v1/tax-years/:year/home-office': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/tax-years/2025-26/home-office' }),
  },
};
