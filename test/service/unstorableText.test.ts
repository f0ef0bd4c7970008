import { describe, expect, it } from "vitest";
import type { ActivityRepository } from "../../src/repository/activityRepository.js";
import { createInMemoryActivityRepository } from "../../src/repository/index.js";
import { createActivityService } from "../../src/service/index.js";
import { isStorableText } from "../../src/validate/isStorableText.js";
import { activity, HOUR, NOW, PROFILE } from "./helpers.js";

// Issue 28 point 1: text PostgreSQL cannot store (a NUL) or UTF-8 cannot encode (an unpaired surrogate) is refused
// or answered as unknown by the service itself, so that no repository ever sees it (on PostgreSQL it was a 500).

/** A service whose repository records which of its methods were called. */
function recordingService() {
  const calls: string[] = [];
  const inner = createInMemoryActivityRepository();
  const repository = new Proxy(inner, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        calls.push(String(name));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as ActivityRepository;
  let serial = 0;
  const service = createActivityService({ repository, clock: () => NOW, generateId: () => `id-${++serial}`, getProfile: () => PROFILE });
  return { service, calls };
}

const UNSTORABLE = ["a\u0000b", "\u0000", "Forerunner \uD83C", "\uDC00x", "x\uDBFF"];

describe("isStorableText", () => {
  it("refuses NUL and unpaired surrogates, accepts other text and whole surrogate pairs", () => {
    for (const text of UNSTORABLE) expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    for (const text of ["", "Forerunner 265", "\u0001\u001f\u007f", "Ünïcödé ✓ \uD83C\uDFC3", "\uFFFF\uFFFE"]) expect(isStorableText(text), JSON.stringify(text)).toBe(true);
  });
});

describe("text a repository cannot store", () => {
  it("a deviceName with a NUL or an unpaired surrogate is refused with 1060, nothing stored", async () => {
    const { service, calls } = recordingService();
    for (const deviceName of UNSTORABLE) {
      const result = await service.addActivities("u1", [{ ...activity(NOW - HOUR), deviceName }]);
      expect(result.ok ? [] : result.errors.map((e) => [e.code, e.activityIndex, e.path])).toEqual([[1060, 0, [0, "deviceName"]]]);
    }
    expect(calls.filter((name) => name === "addActivities")).toEqual([]);
    const emoji = await service.addActivities("u1", [{ ...activity(NOW - HOUR), deviceName: "Run \uD83C\uDFC3\u0007" }]);
    expect(emoji.ok).toBe(true);
  });

  it("an activity id with a NUL or an unpaired surrogate is an unknown id (290) on GET, /gps and DELETE, without a query", async () => {
    const { service, calls } = recordingService();
    await service.addActivities("u1", [activity(NOW - HOUR)]);
    calls.length = 0;
    for (const id of ["id-1\u0000", "\u0000id-1", "id-\uD800", ...UNSTORABLE]) {
      for (const result of [await service.getActivity("u1", id), await service.getGps("u1", id), await service.deleteActivity("u1", id)]) {
        expect(result.ok ? [] : result.errors.map((e) => [e.code, e.path])).toEqual([[290, ["activityId"]]]);
      }
    }
    expect(calls).toEqual([]);
    expect((await service.getActivity("u1", "id-1")).ok).toBe(true);
  });

  it("an after continuation with a NUL, an unpaired surrogate or a time outside 4714 BC – 275760 AD is refused with 1160", async () => {
    const { service, calls } = recordingService();
    await service.addActivities("u1", [activity(NOW - HOUR)]);
    calls.length = 0;
    const earliest = -210_866_803_200_000; // -4713-11-24T00:00Z, PostgreSQL's first timestamptz
    const latest = 8_640_000_000_000_000; // +275760-09-13T00:00Z, JavaScript's last date
    expect(new Date(earliest).toISOString()).toBe("-004713-11-24T00:00:00.000Z");
    for (const after of [`${NOW}~id\u0000`, `${NOW}~\u0000`, `${NOW}~id-\uDC00`, `${earliest - 1}~id-1`, "-9007199254740991~id-1", `${latest + 1}~id-1`, "9007199254740991~id-1"]) {
      const result = await service.listActivities("u1", "RUNNING", { after });
      expect(result.ok ? [] : result.errors.map((e) => [e.code, e.path]), after).toEqual([[1160, ["after"]]]);
    }
    expect(calls).toEqual([]);
    for (const after of [`${earliest}~id-1`, `${latest}~id-1`, `${NOW}~id-\uD83C\uDFC3`]) {
      const result = await service.listActivities("u1", "RUNNING", { after });
      expect(result.ok, after).toBe(true);
    }
    const all = await service.listActivities("u1", "RUNNING", { after: `${latest}~id-1` });
    expect(all.ok && all.value.data.map((d) => d.activityId)).toEqual(["id-1"]);
  });
});
