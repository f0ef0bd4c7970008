// The plausibility table of docs/fuel.md §5: each row computed and checked against its expected range, the range
// derived here from its published source (not from the model).
import { describe, expect, it } from "vitest";
import { calculateFuel } from "../../src/fuel/calculateFuel.js";
import type { ActivityTypeName } from "../../src/registry/activityTypes.js";
import { activity, paced } from "./fuelTestKit.js";

const K = 1.3;
const NET_MET_MINUTE = 3.5 * K; // fuel per net MET-minute
const acsmPowerNetPerMin = (watts: number) => 3.5 + (1.8 * (watts * 60)) / 9.80665 / 70; // ACSM, 70 kg

/** Fuel per minute and per km of `minutes` at a constant speed, level or on a grade. */
function steady(type: ActivityTypeName, kmh: number, minutes: number, gradePct?: number) {
  const interval = type === "RUN" ? 10 : 5;
  const n = (minutes * 60) / interval;
  const r = calculateFuel(paced(type, new Array<number>(n).fill(kmh), interval, gradePct === undefined ? undefined : { grades: new Array<number>(n).fill(gradePct) }));
  return { model: r.model, perMin: (r.netO2MlPerKg * K) / minutes, perKm: (r.netO2MlPerKg * K) / ((kmh * minutes) / 60) };
}

const within = (x: number, lo: number, hi: number) => {
  expect(x).toBeGreaterThanOrEqual(lo);
  expect(x).toBeLessThanOrEqual(hi);
};

describe("plausibility per sport (docs/fuel.md §5)", () => {
  it("RUN 5–6.5 min/km: 255–265 /km (Nike final algorithm)", () => {
    for (const pace of [5, 5.75, 6.5]) within(steady("RUN", 60 / pace, 60).perKm, 255, 265);
  });

  it("RUN 9 and 12.9 min/km: observed 175 and 143 /km ± 10 %", () => {
    within(steady("RUN", 60 / 9, 60).perKm, 175 * 0.9, 175 * 1.1);
    within(steady("RUN", 60 / 12.9, 60).perKm, 143 * 0.9, 143 * 1.1);
  });

  it("RUN 10 km/h: between Compendium running 6 mph (9.8 MET) and 7 mph (11.0 MET)", () => {
    within(steady("RUN", 10, 30).perMin, (9.8 - 1) * NET_MET_MINUTE, (11.0 - 1) * NET_MET_MINUTE);
  });

  it("RUN 10.8 km/h at +5 %: between ACSM (0.2 + 0.9·G) and Minetti's cost ratio applied to the level cost", () => {
    const acsm = (0.2 + 0.9 * 0.05) * 1000 * K;
    const minettiRatio = (3.6 + 155.4 * 0.05 ** 5 - 30.4 * 0.05 ** 4 - 43.3 * 0.05 ** 3 + 46.3 * 0.05 ** 2 + 19.5 * 0.05) / 3.6;
    within(steady("RUN", 10.8, 30, 5).perKm, acsm, 0.2 * 1000 * K * minettiRatio);
  });

  it("WALK 3 km/h: between ACSM walking (0.1·S) and Compendium 2.0 mph (2.8 MET)", () => {
    within(steady("WALK", 3, 60).perMin, 0.1 * 50 * K, (2.8 - 1) * NET_MET_MINUTE);
  });

  it("WALK 5 km/h: between Compendium 3.0 mph (3.5 MET) and 3.5 mph (4.3 MET)", () => {
    within(steady("WALK", 5, 60).perMin, (3.5 - 1) * NET_MET_MINUTE, (4.3 - 1) * NET_MET_MINUTE);
  });

  it("HIKING 4 km/h at +10 %: Minetti's walking cost at +10 % − 10 %, up to ACSM walking", () => {
    const minetti = (2.5 + 280.5 * 1e-5 - 58.7 * 1e-4 - 76.8 * 1e-3 + 51.9 * 1e-2 + 19.6 * 0.1) / 20.92; // ml/kg/m
    within(steady("HIKING", 4, 60, 10).perKm, minetti * 1000 * K * 0.9, (0.1 + 1.8 * 0.1) * 1000 * K);
  });

  it("CYCLE 25 km/h flat: 96 W ± 10 % through ACSM (energy-science §4.1, Millet 2014)", () => {
    const r = steady("CYCLE", 25, 60, 0);
    expect(r.model).toBe("cycling-speed");
    within(r.perMin, acsmPowerNetPerMin(96 * 0.9) * K, acsmPowerNetPerMin(96 * 1.1) * K);
  });

  it("CYCLE 12 km/h at +8 %: 245 W ± 10 % through ACSM, per km", () => {
    const perKm = (w: number) => acsmPowerNetPerMin(w) * 5 * K; // 12 km/h = 5 min per km
    within(steady("CYCLE", 12, 60, 8).perKm, perKm(245 * 0.9), perKm(245 * 1.1));
  });

  it("CYCLE 100 W and 175 W: Compendium 2024 stationary cycling 101–125 W (6.8 MET), 151–199 W (10.3 MET), −10 %", () => {
    const perMin = (w: number) => {
      const rows = Array.from({ length: 720 }, (_, i) => [i * 0.01, w]);
      return (calculateFuel(activity("CYCLE", ["distance", "watts"], rows, 5)).netO2MlPerKg * K) / 60;
    };
    within(perMin(100), (6.8 - 1) * NET_MET_MINUTE * 0.9, (6.8 - 1) * NET_MET_MINUTE);
    within(perMin(175), (10.3 - 1) * NET_MET_MINUTE * 0.9, (10.3 - 1) * NET_MET_MINUTE);
  });

  it("heart rate 140 bpm at 40 y: between Swain 1994 (%HRmax → %VO2max) and Keytel 2005 (sex-averaged, 70 kg)", () => {
    const rows = Array.from({ length: 360 }, () => [140]);
    const perMin = (calculateFuel(activity("TENNIS", ["heartrate"], rows), { ageYears: 40 }).netO2MlPerKg * K) / 60;
    const hrMax = 208 - 0.7 * 40;
    const vo2Max = 3.5 * (16.35 - 0.14 * 40);
    const swain = (((100 * 140) / hrMax - 37.182) / 0.6463 / 100) * vo2Max - 3.5;
    const keytelKj = ((-55.0969 + 0.6309 * 140 + 0.1988 * 70 + 0.2017 * 40) + (-20.4022 + 0.4472 * 140 - 0.1263 * 70 + 0.074 * 40)) / 2;
    const keytel = (keytelKj * 1000) / 20.92 / 70 - 3.5;
    within(perMin, swain * K, keytel * K);
  });

  it("MET fallback: SOCCER between casual (7.0) and competitive (10.0), YOGA between Hatha (2.5) and power (4.0)", () => {
    const perMin = (type: ActivityTypeName) =>
      (calculateFuel(activity(type, ["heartrate"], Array.from({ length: 60 }, () => [120]))).netO2MlPerKg * K) / 10;
    within(perMin("SOCCER"), 6 * NET_MET_MINUTE - 1e-9, 9 * NET_MET_MINUTE);
    within(perMin("YOGA"), 1.5 * NET_MET_MINUTE - 1e-9, 3 * NET_MET_MINUTE);
  });

  it("fuel per gross kcal of a 60–100 kg runner lies in the observed per-user range 2.3–4.1", () => {
    const r = calculateFuel(paced("RUN", new Array<number>(360).fill(10)));
    for (const weightKg of [60, 80, 100]) {
      const kcal = (r.grossO2MlPerKg * weightKg) / 1000 / 0.2; // 5 kcal per litre
      within(r.fuel / kcal, 2.3, 4.1);
    }
  });
});
