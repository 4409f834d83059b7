import type { Db } from '../../db/client';
import { centerCoordinates, locations } from '../../db/schema/index';
import { eq } from 'drizzle-orm';

const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine) in miles. */
export function distanceMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The center closest to a point, among those with known coordinates (a few hundred at most: compared in memory). */
export async function nearestCenter(
  db: Db,
  point: { lat: number; lng: number },
): Promise<{ locationID: number; name: string; distanceMiles: number } | null> {
  const centers = await db
    .select({ id: locations.id, name: locations.name, lat: centerCoordinates.lat, lng: centerCoordinates.lng })
    .from(centerCoordinates)
    .innerJoin(locations, eq(locations.id, centerCoordinates.locationId));
  let best: { locationID: number; name: string; distanceMiles: number } | null = null;
  for (const center of centers) {
    const miles = distanceMiles(point, center);
    if (!best || miles < best.distanceMiles)
      best = { locationID: center.id, name: center.name, distanceMiles: Math.round(miles * 10) / 10 };
  }
  return best;
}
