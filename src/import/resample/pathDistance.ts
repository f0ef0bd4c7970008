/** WGS 84 semi-major axis, metres. */
const A = 6_378_137;
/** WGS 84 flattening. */
const F = 1 / 298.257223563;
const E2 = F * (2 - F);
const RAD = Math.PI / 180;

/**
 * Horizontal distance between two nearby points on the WGS 84 ellipsoid, metres: the local flat-earth
 * approximation with the meridional (M) and prime-vertical (N) radii of curvature at the mean latitude
 * (e.g. Snyder, "Map Projections: A Working Manual", USGS 1987, eq. 4-18 and 4-20). For the metres-apart
 * points of a recording it agrees with Vincenty's inverse formula to better than 1e-6 relative; it is 0.1–0.3 %
 * longer than a spherical haversine at mid latitudes in the east–west direction.
 *
 * @param lat1 - latitude of the first point, degrees.
 * @param lon1 - longitude of the first point, degrees.
 * @param lat2 - latitude of the second point, degrees.
 * @param lon2 - longitude of the second point, degrees.
 */
export function segmentDistanceM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const phi = ((lat1 + lat2) / 2) * RAD;
  const s = Math.sin(phi);
  const w = Math.sqrt(1 - E2 * s * s);
  const m = (A * (1 - E2)) / (w * w * w);
  const n = A / w;
  let dLon = lon2 - lon1;
  if (dLon > 180) dLon -= 360;
  else if (dLon < -180) dLon += 360;
  const dy = (lat2 - lat1) * RAD * m;
  const dx = dLon * RAD * n * Math.cos(phi);
  return Math.hypot(dx, dy);
}
