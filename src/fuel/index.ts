/**
 * Fuel: a body-size-neutral activity-energy score, K × net oxygen cost (ml O2 per kg), by activity type.
 *
 * @packageDocumentation
 */
export { calculateFuel, type FuelResult } from "./calculateFuel.js";
