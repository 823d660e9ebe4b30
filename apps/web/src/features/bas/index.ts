// What other features may use of the BAS (ARCHITECTURE.md, "Boundaries").
export { basKey } from './bas.ts';
