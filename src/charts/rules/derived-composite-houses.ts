import { cuspsFromArmc } from '../../houses/index.js';
import { rightAscensionOfLongitude } from '../../houses/cusp-geometry.js';
import type { TwelveHouseSystem } from '../../schemas/index.js';

/** The houses of a composite derived from its MC at a reference latitude. */
export interface DerivedCompositeHouses {
  /** The Ascendant the composite MC has at the reference latitude, degrees [0, 360). */
  readonly ascendant: number;
  /** The twelve cusps, house 1 first, in the system used; cusp 10 is the composite MC. */
  readonly cusps: readonly number[];
  /** The system asked for, or Porphyry where it is undefined at that latitude (as `houses` does). */
  readonly systemUsed: TwelveHouseSystem | 'Porphyry';
}

/**
 * @summary The "derived" houses of a composite chart: the composite MC (the midpoint of the two MCs) is taken as the
 * MC of a real sky, its right ascension as the ARMC, and the Ascendant and the cusps are those of that ARMC at the
 * latitude of a reference place — "like looking up the MC in a table of houses and copying the rest of the cusps for
 * the latitude", the latitude normally that of the place where the couple lives (Matrix Software, Win*Star manual,
 * "Composite charts: the derived-cusp version", 1997; R. Hand, Planets in Composite, 1975, ch. 1, the composite
 * Ascendant from the composite MC and the latitude of the relationship's place). ARMC = α(MC) on the ecliptic of
 * obliquity ε (Meeus, Astronomical Algorithms, 2nd ed., (13.3)); the cusps by `cuspsFromArmc`.
 * @example derivedCompositeHouses(0, 0, 23.44, 'Placidus').ascendant // 90 (MC 0° Aries at the equator: Asc 0° Cancer)
 */
export function derivedCompositeHouses(midheaven: number, latitude: number, obliquity: number, system: TwelveHouseSystem): DerivedCompositeHouses {
  const h = cuspsFromArmc(rightAscensionOfLongitude(midheaven, obliquity), obliquity, latitude, system);
  return { ascendant: h.ascendant, cusps: h.cusps, systemUsed: h.systemUsed };
}
