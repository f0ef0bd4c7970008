import type { SubmittedActivity } from "../../src/model/submittedActivity.js";

/** A 24-hour ALL_DAY at 5 s (17 280 points) with heart rate, steps and fuel; one heart-rate spike of 190 bpm. */
export function allDay(): SubmittedActivity {
  const data: number[][] = [];
  for (let k = 0; k < 17_280; k++) {
    const hour = (k * 5) / 3600;
    const awake = hour >= 7 && hour < 22;
    data.push([k === 12_345 ? 190 : Math.round(awake ? 75 + 20 * Math.sin(k / 97) : 55 + 3 * Math.sin(k / 300)), awake ? k % 13 : 0, awake ? 1 + (k % 4) : 0]);
  }
  return {
    activityType: "ALL_DAY",
    deviceType: "FUELBAND",
    startTime: Date.UTC(2024, 2, 10, 0),
    timeZoneName: "Etc/UTC",
    metrics: { intervalUnit: "sec", intervalValue: 5, metricTypes: ["heartrate", "steps", "fuel"], data },
  };
}
