import { doc, type Row, type World } from './rows.ts';

export function recurringScheduleDocument(world: World) {
  return doc(
    'recurringSchedules',
    {
      frequency: 'monthly',
      start_date: '2026-11-01',
      due_days: 14,
      items: [{ name: 'Bookkeeping', quantity: 1, price: '250.00' }],
    },
    { company: world.companyId, customer: world.customerId },
  );
}

/** Recurring invoice schedules: who may do what. */
export const recurringRows: Record<string, Row> = {
  // Recurring invoice schedules: the owner's alone; naming the owner's client or business is refused.
  'GET /api/v1/recurring-schedules': { expect: [401, 200, 200, 200] },
  'GET /api/v1/recurring-schedules/:id': { expect: [401, 404, 200, 404] },
  'POST /api/v1/recurring-schedules': {
    expect: [401, 422, 201, 422],
    request: (world) => ({ body: recurringScheduleDocument(world) }),
  },
  'PATCH /api/v1/recurring-schedules/:id': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ body: recurringScheduleDocument(world) }),
  },
  'POST /api/v1/recurring-schedules/:id/pause': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({
      path: `/api/v1/recurring-schedules/${await world.fresh.recurringSchedule()}/pause`,
    }),
  },
  'POST /api/v1/recurring-schedules/:id/resume': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({
      path: `/api/v1/recurring-schedules/${await world.fresh.recurringSchedule('paused')}/resume`,
    }),
  },
  'POST /api/v1/recurring-schedules/:id/end': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({
      path: `/api/v1/recurring-schedules/${await world.fresh.recurringSchedule()}/end`,
    }),
  },
  'DELETE /api/v1/recurring-schedules/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({
      path: `/api/v1/recurring-schedules/${await world.fresh.recurringSchedule()}`,
    }),
  },
};
