import { arcBetween } from './sthana-bala.js';
import type { Bhavas } from './sripati-bhavas.js';
import { DIG_STRONG_BHAVA, type ShadbalaGraha } from './shadbala-tables.js';

/**
 * @summary Dig bala (BPHS ch. 27; Raman ch. IV art. 35–36): the arc from the graha's powerless point — the madhya of
 * the bhava opposite its strong one (`DIG_STRONG_BHAVA`) — reduced to at most 180° and divided by 3: 60 virupas at
 * the strong point, 0 at the powerless one.
 * @example digBala('Sun', 270, sripatiBhavas(0, 270)) // 60 (on the Midheaven)
 */
export function digBala(graha: ShadbalaGraha, siderealLongitude: number, bhavas: Bhavas): number {
  const powerless = bhavas.madhya[(DIG_STRONG_BHAVA[graha] - 1 + 6) % 12]!;
  return arcBetween(siderealLongitude, powerless) / 3;
}
