import * as fc from 'fast-check';

/**
 * Places of the atlas that a birth's `place` names without ambiguity (issue 24): names with their country, and
 * GeoNames ids (2820256 Ulm, 2988507 Paris, 1850147 Tokyo: https://www.geonames.org/<id>). A request with one of
 * them needs the atlas: under Node the built package loads it by itself; elsewhere `await loadAtlas()` first.
 */
export const BIRTH_PLACE_EXAMPLES: readonly (string | number)[] = [
  'Ulm, Germany', 'Paris, FR', 'Tokyo', 'Zürich', 'São Paulo', 'Springfield, IL', 'Athens', 'Buenos Aires',
  'Lagos, Nigeria', 'Mumbai', 'Sydney, Australia', 'Reykjavík', 2820256, 2988507, 1850147,
];

/**
 * @summary A birth's `place` that the atlas resolves to one place: a name (with its country where the name is
 * shared) or a GeoNames id (`BIRTH_PLACE_EXAMPLES`).
 * @example fc.sample(arbBirthPlace(), 1)[0] // 'Ulm, Germany'
 */
export function arbBirthPlace(): fc.Arbitrary<string | number> {
  return fc.constantFrom(...BIRTH_PLACE_EXAMPLES);
}
