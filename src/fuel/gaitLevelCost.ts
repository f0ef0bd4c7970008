import {
  ACSM_RUNNING_MIN_SPEED_M_PER_MIN,
  ACSM_RUNNING_NET_ML_PER_KG_M,
  GAIT_WALKING_ANCHORS,
  M_PER_MIN_PER_MPH,
  RESTING_VO2_ML_PER_KG_MIN,
} from "./fuelConstants.js";

/**
 * The gait cost curve as points (speed m/min, net ml O2 per kg per metre), in increasing speed: the 2011
 * Compendium walking codes of {@link GAIT_WALKING_ANCHORS} then the ACSM running cost at 134.112 m/min.
 */
const GAIT_COST_CURVE: readonly (readonly [speedMPerMin: number, netMlPerKgM: number])[] = /* @__PURE__ */ (() => [
  ...GAIT_WALKING_ANCHORS.map((a) => {
    const speed = a.mph * M_PER_MIN_PER_MPH;
    return [speed, ((a.met - 1) * RESTING_VO2_ML_PER_KG_MIN) / speed] as const;
  }),
  [ACSM_RUNNING_MIN_SPEED_M_PER_MIN, ACSM_RUNNING_NET_ML_PER_KG_M] as const,
])();

/**
 * Net oxygen cost of level walking or running per metre at a speed, ml O2 per kg per metre:
 * linear interpolation through {@link GAIT_COST_CURVE}; below its first point (2.5 mph) the first value
 * (0.1044, close to the ACSM walking term 0.1), from 5 mph on the ACSM running term 0.2. Non-decreasing in speed.
 *
 * @param speedMPerMin - speed in metres per minute (negative or NaN counts as 0).
 * @returns cost in ml O2/kg/m, between 0.1044 and 0.2.
 */
export function gaitLevelCost(speedMPerMin: number): number {
  const curve = GAIT_COST_CURVE;
  const last = curve[curve.length - 1]!;
  if (speedMPerMin >= last[0]) return last[1];
  const first = curve[0]!;
  if (!(speedMPerMin > first[0])) return first[1];
  for (let k = 1; k < curve.length; k++) {
    const hi = curve[k]!;
    if (speedMPerMin < hi[0]) {
      const lo = curve[k - 1]!;
      return lo[1] + ((speedMPerMin - lo[0]) / (hi[0] - lo[0])) * (hi[1] - lo[1]);
    }
  }
  return last[1];
}
