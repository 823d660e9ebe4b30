// What other features may use of the profit and the set-aside (ARCHITECTURE.md, "Boundaries").
export { profitKey, type SetAside, setAsideQuery, useSetAside } from './profit.ts';
