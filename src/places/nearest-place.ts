import { UraniaError } from '../errors/index.js';
import { theAtlas, type AtlasData } from './atlas.js';
import { greatCircleKm } from './great-circle-km.js';
import type { NearestPlace } from '../schemas/places.js';
import { placeAt } from './place-record.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

const RAD = Math.PI / 180;

let sorted: { readonly atlas: AtlasData; readonly order: Uint32Array } | undefined;

/**
 * The place indices sorted by latitude (built once, on the first nearest-place question): each place as one
 * number, latitude in 1e-5° from −90° (< 2^25) times 2^18 plus its index (< 2^18), exact in a double, sorted by the
 * typed array's own numeric sort — several times faster than a comparator over 135,000 indices.
 */
function latitudeOrder(a: AtlasData): Uint32Array {
  if (sorted?.atlas !== a) {
    const SLOTS = 2 ** 18;
    if (a.size > SLOTS) throw new Error(`latitudeOrder: ${a.size} places exceed ${SLOTS}`);
    const packed = new Float64Array(a.size);
    const latitudes = a.latitudes;
    for (let i = 0; i < a.size; i++) packed[i] = Math.round((latitudes[i]! + 90) * 1e5) * SLOTS + i;
    packed.sort();
    const order = new Uint32Array(a.size);
    for (let i = 0; i < a.size; i++) order[i] = packed[i]! % SLOTS;
    sorted = { atlas: a, order };
  }
  return sorted.order;
}

function checkDegrees(value: unknown, field: 'latitude' | 'longitude', limit: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit) {
    throw new UraniaError('OUT_OF_RANGE', `${field} must be a number of degrees from -${limit} to ${limit}, got ${value === null ? 'null' : typeof value === 'object' ? 'an object' : String(value)}`, {
      field, received: value, allowed: `-${limit}..${limit}`, minimum: -limit, maximum: limit,
    });
  }
  return value;
}

/**
 * @summary The populated place of the atlas (GeoNames, ≥ 1,000 people) nearest to a point, and its great-circle
 * distance in km: a walk outwards in latitude with a flat-Earth distance, then the haversine distance of the few
 * candidates within 10 % of the best.
 * @example nearestPlace(48.4, 10).place.name // 'Ulm'
 */
export function nearestPlace(latitude: number, longitude: number): NearestPlace {
  refuseExtraArguments(arguments.length, 2, 'nearestPlace(latitude, longitude)', 'nearestPlace(48.4, 10)');
  checkDegrees(latitude, 'latitude', 90);
  checkDegrees(longitude, 'longitude', 180);
  const a = theAtlas('latitude');
  const cosLat = Math.cos(latitude * RAD);
  let best = -1;
  let bestD = Infinity;
  // Equirectangular distance², with the longitude difference wrapped to ±180°: it ranks the near places as the
  // sphere does; the few candidates within 1 % of the best are re-ranked with the haversine distance below.
  const flat = (i: number) => {
    let dLon = Math.abs(a.longitudes[i]! - longitude);
    if (dLon > 180) dLon = 360 - dLon;
    const x = dLon * Math.max(cosLat, Math.cos(a.latitudes[i]! * RAD));
    const y = a.latitudes[i]! - latitude;
    return x * x + y * y;
  };
  // Walk outwards from the latitude in the places sorted by latitude; stop each way once the latitude difference
  // alone exceeds the best distance (the flat distance is at least the latitude difference squared).
  const order = latitudeOrder(a);
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a.latitudes[order[mid]!]! < latitude) lo = mid + 1;
    else hi = mid;
  }
  const near: number[] = [];
  for (let up = lo, down = lo - 1; up < order.length || down >= 0; ) {
    const dUp = up < order.length ? a.latitudes[order[up]!]! - latitude : Infinity;
    const dDown = down >= 0 ? latitude - a.latitudes[order[down]!]! : Infinity;
    const step = Math.min(dUp, dDown);
    if (step * step > bestD * 1.1 + 1e-9) break;
    const i = dUp <= dDown ? order[up++]! : order[down--]!;
    const d = flat(i);
    if (d <= bestD * 1.1 + 1e-9) near.push(i);
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  let winner = best;
  let winnerKm = greatCircleKm(latitude, longitude, a.latitudes[best]!, a.longitudes[best]!);
  for (const i of near) {
    if (i === best || flat(i) > bestD * 1.1 + 1e-9) continue;
    const km = greatCircleKm(latitude, longitude, a.latitudes[i]!, a.longitudes[i]!);
    if (km < winnerKm) {
      winner = i;
      winnerKm = km;
    }
  }
  return { place: placeAt(a, winner), distanceKm: winnerKm };
}
