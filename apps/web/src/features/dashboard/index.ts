// What other features may use of the dashboard (ARCHITECTURE.md, "Boundaries").
export { type DashboardSummary, dashboardKey } from './dashboard.ts';
