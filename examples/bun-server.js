// The /v1 interface on Bun, with no adapter: Bun.serve takes the Web-standard fetch handler as is.
//
//   npm run build && npx bun examples/bun-server.js        (PORT=9000 to choose the port; 8787 by default)
//   curl -s -H 'Authorization: Bearer demo-token' http://127.0.0.1:8787/v1/me/sport/activities/RUNNING
//
// A test (test/http/runtimes.test.ts) starts this file with the `bun` devDependency and drives it with fetch.
import { createActivityService, createInMemoryActivityRepository } from "activity-fuel";
import { createActivityHandler } from "activity-fuel/http";

const service = createActivityService({
  repository: createInMemoryActivityRepository(),
  getProfile: () => ({ weightKg: 70, ageYears: 35, timeZoneName: "Europe/Paris" }),
});
const handler = createActivityHandler({
  service,
  authenticate: (token) => (token === "demo-token" ? "demo-user" : undefined),
  cors: { origins: ["http://localhost:5173"] }, // a browser app served by a dev server may call it
});

const server = Bun.serve({ hostname: "127.0.0.1", port: Number(process.env.PORT ?? 8787), fetch: handler });
console.log(`listening on http://127.0.0.1:${server.port}`);
