// What other features may use of the signed-in person (ARCHITECTURE.md, "Boundaries").
export { authStore, useAuth } from './auth-store.ts';
