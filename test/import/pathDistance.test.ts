import { describe, expect, it } from "vitest";
import { segmentDistanceM } from "../../src/import/resample/pathDistance.js";

// Reference values from the WGS 84 radii of curvature (a = 6378137 m, f = 1/298.257223563):
// equator east-west: a·π/180 per degree = 111319.4908 m; meridian at the equator M = a(1−e²) = 6335439.327 m,
// i.e. 110574.2727 m per degree there; at 45° M = 6367381.816 m (111131.777 m per degree) and N = 6388838.290 m.
describe("segmentDistanceM (WGS 84)", () => {
  it("matches the ellipsoid's radii of curvature for short steps", () => {
    expect(segmentDistanceM(0, 0, 0, 0.001)).toBeCloseTo(111.3194908, 5);
    expect(segmentDistanceM(-0.0005, 0, 0.0005, 0)).toBeCloseTo(110.5742727, 4);
    expect(segmentDistanceM(44.9995, 7, 45.0005, 7)).toBeCloseTo(111.131777, 4);
    const eastWest45 = (6388838.29 * Math.cos(Math.PI / 4) * Math.PI) / 180 / 1000;
    expect(segmentDistanceM(45, 7, 45, 7.001)).toBeCloseTo(eastWest45, 3);
  });

  it("is symmetric, zero for equal points, and wraps the antimeridian", () => {
    expect(segmentDistanceM(47.1, 8.2, 47.2, 8.3)).toBeCloseTo(segmentDistanceM(47.2, 8.3, 47.1, 8.2), 9);
    expect(segmentDistanceM(10, 20, 10, 20)).toBe(0);
    expect(segmentDistanceM(0, 179.9995, 0, -179.9995)).toBeCloseTo(111.3194908, 4);
  });

  it("is within 0.3 % of a spherical haversine for a 100 m step at mid latitude", () => {
    const R = 6371008.8;
    const rad = Math.PI / 180;
    const [lat1, lon1, lat2, lon2] = [45.2, 5.78, 45.2006, 5.7808];
    const h = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
    const haversine = 2 * R * Math.asin(Math.sqrt(h));
    expect(Math.abs(segmentDistanceM(lat1, lon1, lat2, lon2) / haversine - 1)).toBeLessThan(0.003);
  });
});
