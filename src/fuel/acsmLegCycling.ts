import {
  ACSM_CYCLING_MIN_POWER_W,
  ACSM_UNLOADED_PEDALLING_ML_PER_KG_MIN,
  ML_O2_PER_J_CYCLING,
  REFERENCE_BODY_MASS_KG,
} from "./fuelConstants.js";

/**
 * Net oxygen cost of cycling work, ml O2 per kg (ACSM leg-cycle ergometry, GETP 10th ed., Table 6.3:
 * `VO2 = 1.8·WR/M + 3.5 + 3.5`): 3.5 ml/kg/min of unloaded pedalling for the interval plus
 * 1.8 ml O2 per kg·m (= 0.18355 ml per J) of external work, divided by the reference body mass (70 kg,
 * decision D-24). In power terms, from 50 W on: net VO2 = 3.5 + 11.01 × P / 70 ml/kg/min. Below 50 W (the
 * lower end of the equation's validity) the unloaded term is scaled by P / 50 W, so no work costs nothing and
 * the cost is continuous and increasing in power.
 *
 * @param workJ - external (pedal) work of the interval, joules.
 * @param minutes - length of the interval, minutes.
 */
export function acsmLegCyclingNetO2(workJ: number, minutes: number): number {
  if (!(workJ > 0) || !(minutes > 0)) return 0;
  const share = workJ / (minutes * 60 * ACSM_CYCLING_MIN_POWER_W);
  const unloaded = ACSM_UNLOADED_PEDALLING_ML_PER_KG_MIN * minutes * (share < 1 ? share : 1);
  return unloaded + (ML_O2_PER_J_CYCLING * workJ) / REFERENCE_BODY_MASS_KG;
}
