import type { Place } from '../schemas/places.js';
import { theAtlas } from './atlas.js';
import { placeAt } from './place-record.js';

/**
 * @summary The `count` most populous places of the atlas (GeoNames), largest first (ties by GeoNames id): the city
 * layer of the astrocartography map. One pass over the population column.
 * @example largestPlaces(1)[0]?.name // 'Shanghai'
 */
export function largestPlaces(count: number): Place[] {
  if (count <= 0) return [];
  const a = theAtlas('map.cities');
  const pops = a.populations;
  const ids = a.ids;
  const best: number[] = [];
  for (let i = 0; i < a.size; i++) {
    if (best.length === count && pops[i]! <= pops[best[best.length - 1]!]!) continue;
    let at = best.length;
    while (at > 0 && (pops[best[at - 1]!]! < pops[i]! || (pops[best[at - 1]!]! === pops[i]! && ids[best[at - 1]!]! > ids[i]!))) at--;
    best.splice(at, 0, i);
    if (best.length > count) best.pop();
  }
  return best.map((i) => placeAt(a, i));
}
