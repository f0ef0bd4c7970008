// Every constant of the fuel models, with its unit and source. docs/fuel.md explains how they combine; the
// decisions are D-20 to D-26 of docs/decisions.md.

/**
 * K: fuel per ml of net (above-rest) oxygen cost per kg of body mass.
 *
 * Calibrated to the final Nike algorithm: real runs from mid-2014 on earned 258–262 fuel per km at ordinary
 * paces (5–6.5 min/km, `nike-v1-facts.md`, "Fuel"); level running costs 0.2 ml O2/kg per metre net (ACSM running
 * equation, ACSM's Guidelines for Exercise Testing and Prescription, 10th ed., Table 6.3), i.e. 200 ml/kg per km;
 * 260 / 200 = 1.30.
 */
export const FUEL_PER_ML_O2_PER_KG = 1.3;

/**
 * Resting oxygen uptake, ml O2 per kg per minute: the 1 MET convention (ACSM; Compendium of Physical Activities).
 * Net cost = gross − this; a fixed per-kg baseline keeps fuel body-size neutral (`energy-science.md` §1).
 */
export const RESTING_VO2_ML_PER_KG_MIN = 3.5;

/**
 * Caloric equivalent of oxygen, kcal per litre O2: the ACSM rounding of Weir (1949, J Physiol 109:1), exact at
 * RER ≈ 0.96 (4.69 at RER 0.70, 5.05 at 1.00).
 */
export const KCAL_PER_LITRE_O2 = 5;

/** Millilitres of O2 per kcal: 1000 / {@link KCAL_PER_LITRE_O2} = 200. */
export const ML_O2_PER_KCAL = 1000 / KCAL_PER_LITRE_O2;

/** Joules of metabolic energy per ml O2: {@link KCAL_PER_LITRE_O2} × 4.184 J/cal = 20.92 (thermochemical calorie). */
export const J_PER_ML_O2 = KCAL_PER_LITRE_O2 * 4.184;

/**
 * Ceiling of the net oxygen cost a computed model may credit to one data point, ml O2/kg/min:
 * 100 gross − 3.5 rest. 100 ml/kg/min lies just above the highest VO2max values reported in humans (≈ 90–97 in
 * elite endurance athletes); it only cuts GPS jumps and sensor spikes (running at 29 km/h, cycling ≈ 590 W for a
 * 70 kg rider). Submitted fuel is never capped.
 */
export const MAX_NET_VO2_ML_PER_KG_MIN = 100 - RESTING_VO2_ML_PER_KG_MIN;

/**
 * Reference body mass, kg: converts power (W) to oxygen per kg for the power and speed cycling
 * models, which must not depend on the user's weight. It is the mass of the MET convention's reference man
 * (70 kg, 40 years; `energy-science.md` §1).
 */
export const REFERENCE_BODY_MASS_KG = 70;

// ---------------------------------------------------------------- walking and running (RUN and WALK families)

/**
 * Net level cost of running, ml O2 per kg per metre: the 0.2·S term of the ACSM running equation
 * `VO2 = 3.5 + 0.2·S + 0.9·S·G` (S in m/min; ACSM GETP 10th ed., Table 6.3; Bushman 2020, ACSM H&FJ 24(3)).
 */
export const ACSM_RUNNING_NET_ML_PER_KG_M = 0.2;

/**
 * Speed from which the running cost {@link ACSM_RUNNING_NET_ML_PER_KG_M} applies, m/min: 5 mph = 134.112 m/min,
 * the lower bound of the ACSM running equation's validity (> 134 m/min; medicalalgorithms.com summary).
 */
export const ACSM_RUNNING_MIN_SPEED_M_PER_MIN = 5 * 26.8224;

/**
 * One speed anchor of the gait cost curve: a 2011 Compendium walking code (gross MET at a speed in mph). The codes
 * are named in {@link GAIT_WALKING_ANCHORS}'s description, not carried in the data (text stays out
 * of the calculators' bundle).
 */
export interface GaitSpeedAnchor {
  /** Speed in miles per hour, as in the Compendium's description (mid-point for a range). */
  readonly mph: number;
  /** Gross MET of the code. */
  readonly met: number;
}

/**
 * The walking part of the gait cost curve: level walking by speed, 2011 Compendium of Physical
 * Activities (Ainsworth et al., Med Sci Sports Exerc 2011;43:1575; codes as listed in `energy-science.md` §2.4):
 * 2.5 mph 17170, 3.0 mph 17190, 3.5 mph 17200, 4.0 mph 17220, 4.5 mph 17230.
 * Net cost per metre = (MET − 1) × 3.5 / S. The 2.0 mph code (17152, 2.8 MET) is left out: slow walking costs
 * more per metre (the U-shaped curve), which would make a faster pace earn less per metre.
 */
export const GAIT_WALKING_ANCHORS: readonly GaitSpeedAnchor[] = [
  { mph: 2.5, met: 3.0 },
  { mph: 3.0, met: 3.5 },
  { mph: 3.5, met: 4.3 },
  { mph: 4.0, met: 5.0 },
  { mph: 4.5, met: 7.0 },
];

/** Metres per minute in one mile per hour (1609.344 m / 60 min). */
export const M_PER_MIN_PER_MPH = 26.8224;

/**
 * Largest grade magnitude used by the gait and cycling models, as a fraction (±45 %): the range Minetti et al.
 * (2002) measured; steeper values (sensor noise, data errors) are clamped to it.
 */
export const MAX_ABS_GRADE = 0.45;

/**
 * Minetti et al. 2002 (J Appl Physiol 93:1039, doi 10.1152/japplphysiol.01177.2001): net metabolic cost of
 * walking per metre, J/kg/m, as a 5th-order polynomial of the grade fraction i (−0.45…+0.45). Coefficients from
 * i⁵ down to the constant.
 */
export const MINETTI_WALKING_J_PER_KG_M: readonly [number, number, number, number, number, number] = [
  280.5, -58.7, -76.8, 51.9, 19.6, 2.5,
];

/** Minetti et al. 2002: net metabolic cost of running per metre, J/kg/m, coefficients i⁵ … constant. */
export const MINETTI_RUNNING_J_PER_KG_M: readonly [number, number, number, number, number, number] = [
  155.4, -30.4, -43.3, 46.3, 19.5, 3.6,
];

// ---------------------------------------------------------------- cycling (CYCLE family)

/**
 * ACSM leg-cycle ergometry: oxygen per unit of external work, ml O2 per kg·m (`VO2 = 1.8·WR/M + 3.5 + 3.5`,
 * WR in kg·m/min; ACSM GETP 10th ed., Table 6.3). Implies ≈ 26 % delta efficiency (Moseley & Jeukendrup 2001,
 * MSSE 33:621: 25.8 %).
 */
const ACSM_CYCLING_ML_O2_PER_KGM = 1.8;

/**
 * Net oxygen cost of unloaded pedalling, ml O2/kg/min: the second 3.5 of the ACSM leg-cycling equation, charged
 * only while the rider produces power, in full from {@link ACSM_CYCLING_MIN_POWER_W}.
 */
export const ACSM_UNLOADED_PEDALLING_ML_PER_KG_MIN = 3.5;

/**
 * Lower end of the ACSM leg-cycling equation's validity, W (50–200 W, 300–1200 kg·m/min). Below it the
 * unloaded-pedalling cost is ramped in linearly from 0 at 0 W, so that fuel is continuous in power and coasting
 * (0 W) earns nothing.
 */
export const ACSM_CYCLING_MIN_POWER_W = 50;

/** Standard gravity, m/s² (one kg·m of work is 9.80665 J). */
export const STANDARD_GRAVITY_M_PER_S2 = 9.80665;

/** Oxygen per joule of external cycling work per kg body mass: 1.8 / 9.80665 = 0.18355 ml O2·kg / (J·kg). */
export const ML_O2_PER_J_CYCLING = ACSM_CYCLING_ML_O2_PER_KGM / STANDARD_GRAVITY_M_PER_S2;

/** Parameters of the road-cycling power model (Martin et al. 1998, J Appl Biomech 14:276). */
export interface CyclingPhysics {
  /** Rolling resistance coefficient, dimensionless. */
  readonly crr: number;
  /** Drag area Cd·A, m². */
  readonly cdaM2: number;
  /** Air density, kg/m³. */
  readonly airDensityKgPerM3: number;
  /** Drivetrain efficiency (power at the wheel / power at the pedals). */
  readonly drivetrainEfficiency: number;
  /** Bicycle mass, kg (added to {@link REFERENCE_BODY_MASS_KG}). */
  readonly bikeMassKg: number;
}

/**
 * Road bike on asphalt, rider on the hoods, still air at sea level: Crr 0.005 and CdA 0.32 m²
 * (gribble.org power_v_speed defaults), ρ 1.225 kg/m³ (ISA sea level, 15 °C), η 0.98 (2 % drivetrain loss;
 * gribble.org; Springer s12283-021-00345-2), bike 9 kg (typical 8–10 kg).
 */
export const ROAD_CYCLING: CyclingPhysics = {
  crr: 0.005,
  cdaM2: 0.32,
  airDensityKgPerM3: 1.225,
  drivetrainEfficiency: 0.98,
  bikeMassKg: 9,
};

/**
 * Off-road bike (MOUNTAIN_BIKING, CYCLOCROSS): Crr 0.012 (top of the gravel range 0.006–0.012,
 * analyticcycling.com; bike-aero.jevaisrouler.fr) and CdA 0.35 m² (relaxed upright position); the rest as
 * {@link ROAD_CYCLING}.
 */
export const OFF_ROAD_CYCLING: CyclingPhysics = {
  crr: 0.012,
  cdaM2: 0.35,
  airDensityKgPerM3: 1.225,
  drivetrainEfficiency: 0.98,
  bikeMassKg: 9,
};

// ---------------------------------------------------------------- heart rate

/**
 * Heart rate below which a data point earns no fuel, bpm: FLEX-HR, the boundary between rest and
 * light activity (Ceesay et al. 1989, Br J Nutr 61:175; ≈ 86 bpm in men, 96 in women); 90 is a sex-neutral value
 * between them.
 */
export const FLEX_HEART_RATE_BPM = 90;

/**
 * Resting heart rate used when the profile has none, bpm: the Uth et al. (2004, Eur J Appl Physiol 91:111)
 * relation VO2max = 15.3 × HRmax / HRrest solved at the reference age 35 (HRmax 183.5, VO2max 40.1) gives 70.
 */
export const DEFAULT_RESTING_HEART_RATE_BPM = 70;

/** Smallest heart-rate reserve (HRmax − HRrest, bpm) accepted from a profile; below it the defaults are used. */
export const MIN_HEART_RATE_RESERVE_BPM = 20;

/** Age range (years) in which the age equations are used; other ages are clamped to it. */
export const HEART_RATE_AGE_RANGE_YEARS: readonly [number, number] = [20, 80];

/** HRmax = a − b × age (Tanaka, Monahan & Seals 2001, J Am Coll Cardiol 37:153): [a, b] = [208, 0.7]. */
export const TANAKA_HR_MAX: readonly [number, number] = [208, 0.7];

/**
 * Sex-neutral age-predicted peak METs, `a − b × age`: the mean of the men's VA-cohort equation
 * 18 − 0.15·A (validated by Kim et al. 2007, J Am Coll Cardiol 50:1867) and the women's equation 14.7 − 0.13·A
 * (Gulati et al. 2005, N Engl J Med 353:468): [16.35, 0.14]. VO2max = 3.5 × METs.
 */
export const AGE_PREDICTED_PEAK_MET: readonly [number, number] = [16.35, 0.14];
