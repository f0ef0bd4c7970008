import { readFileSync } from "node:fs";
import { importRecording } from "./src/import/index.js";
const f = "edge_long-gap_garmin-edge520_power.tcx";
const r = await importRecording(new Uint8Array(readFileSync("test/fixtures/recordings/" + f)), { fileName: f });
if (!r.ok) throw 1;
const a = r.activities[0]!;
console.log(a.activity.metrics.metricTypes.join(","), a.meta.gaps, a.activity.metrics.data.length);
a.activity.metrics.data.forEach((row, i) => { if (i % 1 === 0 && i > 20 && i < 60) console.log(i, row.join(" ")); });
