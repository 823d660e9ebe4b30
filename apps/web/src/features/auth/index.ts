// What other features may use of the signed-in person (ARCHITECTURE.md, "Boundaries").
export { type AuthUser, useAuth } from './auth-store.ts';
