// What other features may use of tax time (ARCHITECTURE.md, "Boundaries"): the expense form names the
// vehicle a motor-vehicle expense is for, from the car screen's own list of vehicles.
export { useVehicles, type Vehicle } from './vehicles-query.ts';
