// What other features may use of a record's history (ARCHITECTURE.md, "Boundaries").
export { historiesKey } from './history.ts';
export { HistoryPanel } from './history-panel.tsx';
