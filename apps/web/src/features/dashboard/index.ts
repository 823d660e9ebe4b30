// What other features may use of the dashboard (ARCHITECTURE.md, "Boundaries"): nothing yet; it is
// reached through the router only.
export {};
