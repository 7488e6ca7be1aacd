import type { Body } from '../schemas/enums.js';

/** The other names of bodies: `Rahu` (NorthNodeMean) and `Ketu` (SouthNodeMean). */
export type BodyAlias = 'Rahu' | 'Ketu';

/**
 * The other names of bodies the general functions accept (issue 22 #16): the Vedic names of the lunar nodes, which
 * the Vedic records print. Rahu and Ketu are the MEAN nodes, as in the Vedic records (`siderealPositions`,
 * `vedicChart`: Rahu the mean node unless `node: 'true'`, Ketu opposite it); records answer with the canonical name
 * (`NorthNodeMean`, `SouthNodeMean`). docs/ephemeris.md "Bodies".
 */
export const BODY_ALIASES: Readonly<Record<BodyAlias, Body>> = Object.freeze({
  Rahu: 'NorthNodeMean',
  Ketu: 'SouthNodeMean',
});

/**
 * @summary A body name with its alias resolved (`Rahu` → `NorthNodeMean`, `Ketu` → `SouthNodeMean`); any other value
 * as it was, for the schema or the caller's check to judge.
 * @example canonicalBodyName('Rahu') // 'NorthNodeMean'
 */
export function canonicalBodyName<T>(value: T): Exclude<T, BodyAlias> | Body {
  return typeof value === 'string' && Object.hasOwn(BODY_ALIASES, value) ? BODY_ALIASES[value as BodyAlias] : (value as Exclude<T, BodyAlias>);
}
