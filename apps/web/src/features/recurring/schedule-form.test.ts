import { describe, expect, it } from 'vitest';
import type { RecurringSchedule } from './recurring-schedules.ts';
import { emptySchedule, formValuesOf, payloadOf, scheduleFormSchema } from './schedule-form.ts';

const filled = () => ({
  ...emptySchedule('2026-11-25', '7', '3'),
  items: [{ key: 'a', name: 'Garden care', description: '', quantity: '1', price: '180', taxable: true }],
});

const pathsOf = (values: unknown) => {
  const result = scheduleFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('the schedule form', () => {
  it('sends only the end its choice names', () => {
    expect(payloadOf(filled())).toMatchObject({ end_date: null, max_count: null, due_days: 14 });
    expect(payloadOf({ ...filled(), ends: 'on', end_date: '2027-11-25', max_count: '4' })).toMatchObject({
      end_date: '2027-11-25',
      max_count: null,
    });
    expect(payloadOf({ ...filled(), ends: 'after', end_date: '2027-11-25', max_count: '4' })).toMatchObject({
      end_date: null,
      max_count: 4,
    });
    expect(payloadOf({ ...filled(), delivery: 'send' }).send_automatically).toBe(true);
  });

  it('is checked by the shared schema, with the client and business required', () => {
    expect(pathsOf(filled())).toEqual([]);
    expect(pathsOf({ ...filled(), customer_id: '', company_id: '' })).toEqual([
      'customer:customer_required',
      'company:company_required',
    ]);
    expect(pathsOf({ ...filled(), ends: 'after', max_count: '' })).toEqual([
      'max_count:recurring_count_invalid',
    ]);
    expect(pathsOf({ ...filled(), ends: 'on', end_date: '2026-11-01' })).toEqual([
      'end_date:recurring_end_before_start',
    ]);
    expect(pathsOf({ ...filled(), due_days: '' })).toEqual(['due_days:due_days_invalid']);
  });

  it('fills in from a saved schedule', () => {
    const schedule = {
      id: '5',
      customerId: '7',
      companyId: '3',
      frequency: 'quarterly',
      start_date: '2026-11-30',
      end_date: null,
      max_count: 4,
      due_days: 30,
      send_automatically: true,
      note: 'Thanks',
      items: [{ name: 'Audit', description: null, quantity: '1', price: '900.00', taxable: true }],
    } as unknown as RecurringSchedule;
    const values = formValuesOf(schedule);
    expect(values).toMatchObject({ ends: 'after', max_count: '4', due_days: '30', delivery: 'send' });
    expect(payloadOf(values)).toMatchObject({
      frequency: 'quarterly',
      max_count: 4,
      due_days: 30,
      send_automatically: true,
      note: 'Thanks',
      items: [{ name: 'Audit', description: null, quantity: '1', price: '900.00', taxable: true }],
    });
  });
});
