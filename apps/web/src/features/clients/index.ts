// What other features may use of the clients: their data and the drawer that adds or edits one
// (ARCHITECTURE.md, "Boundaries").
export { ClientFormDrawer } from './components/client-form-drawer.tsx';
export { customersKey, fetchCustomer, useCustomers } from './customers.ts';
