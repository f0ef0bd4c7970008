// The /v1 interface on Deno, with no adapter: Deno.serve takes the Web-standard fetch handler as is.
//
//   npm run build && npx deno run --allow-net --allow-env --allow-read examples/deno-server.js
//   curl -s 'http://127.0.0.1:8787/v1/me/sport/activities/RUNNING?access_token=demo-token'
//
// A test (test/http/runtimes.test.ts) starts this file with the `deno` devDependency and drives it with fetch.
import { createActivityService, createInMemoryActivityRepository } from "activity-fuel";
import { createActivityHandler } from "activity-fuel/http";

const service = createActivityService({
  repository: createInMemoryActivityRepository(),
  getProfile: () => ({ weightKg: 70, ageYears: 35, timeZoneName: "Europe/Paris" }),
});
const handler = createActivityHandler({
  service,
  authenticate: (token) => (token === "demo-token" ? "demo-user" : undefined),
  cors: { origins: ["http://localhost:5173"] },
});

Deno.serve(
  {
    hostname: "127.0.0.1",
    port: Number(Deno.env.get("PORT") ?? 8787),
    onListen: ({ hostname, port }) => console.log(`listening on http://${hostname}:${port}`),
  },
  handler,
);
