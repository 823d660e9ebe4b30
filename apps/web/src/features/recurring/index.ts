// What other features may use of the recurring invoices (ARCHITECTURE.md, "Boundaries").
export { RecurringSchedulesPanel } from './components/recurring-schedules-panel.tsx';
export { schedulesQuery } from './recurring-schedules.ts';
