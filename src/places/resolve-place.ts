import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/index.js';
import { theAtlas } from './atlas.js';
import type { PlaceCandidate } from '../schemas/places.js';
import { findPlaces } from './find-places.js';
import { placeAt, type Place } from './place-record.js';

/** A rival within this factor of the leader's weight (`placeWeight`), of the same match quality, makes a name ambiguous. */
export const AMBIGUITY_POPULATION_RATIO = 10;

/**
 * How much more a country's capital (GeoNames feature code PPLC or PPLG) weighs than its population alone when a
 * name is shared: "Athens" is the capital of Greece (664,046 people) before Athens, Georgia (116,714), although
 * GeoNames counts each within its city limits and the two are within a factor of 10. A capital still meets a rival
 * of its weight: San José, Costa Rica (335,007 × 10) and San Jose, California (1,026,908) stay ambiguous.
 */
export const CAPITAL_WEIGHT = 10;

/** @summary A candidate's weight when a name is shared: its population, times `CAPITAL_WEIGHT` for a country's capital. */
export function placeWeight(c: PlaceCandidate): number {
  return c.place.population * (c.place.seat === 'country' ? CAPITAL_WEIGHT : 1);
}

function describe(c: PlaceCandidate): string {
  const p = c.place;
  return `${p.name}${p.division === undefined ? '' : `, ${p.division}`}, ${p.countryName} (id ${p.id})`;
}

/**
 * @summary The one place a birth's `place` names: a GeoNames id (a number, or a string of digits) or a query
 * ("Ulm, Germany"). Only a name that matches exactly (or one of its other names) is taken; never a silent guess:
 * a query whose best candidates of the same match quality lie in different countries or divisions with
 * weights within a factor of 10 (`AMBIGUITY_POPULATION_RATIO`; the weight is the population, ten times it for a
 * country's capital: `placeWeight`) is INVALID_ARGUMENT listing the candidates
 * with their ids, and a query that only begins a name or is one letter off lists what it found.
 * @example resolvePlace('Ulm, Germany').id // 2820256
 */
export function resolvePlace(value: string | number, field = 'place'): Place {
  const a = theAtlas(field);
  if (typeof value === 'number' || /^\s*\d+\s*$/.test(value)) {
    const id = Number(value);
    const index = a.ids.indexOf(id);
    if (!Number.isInteger(id) || index === -1) {
      throw new UraniaError('INVALID_ARGUMENT', `${field} ${String(value)} is not the id of a place in the atlas: give a place name such as "Ulm, Germany", or an id from findPlaces (GET /places)`, {
        wording: wording('place.notAnId', { field, value: String(value) }),
        field, received: value, allowed: 'a GeoNames id of the atlas, or a place name',
      });
    }
    return placeAt(a, index);
  }
  const candidates = findPlaces(value, { limit: 8 });
  const list = (cs: readonly PlaceCandidate[]) => cs.map(describe).join('; ');
  const details = (cs: readonly PlaceCandidate[]) => ({
    field,
    received: value,
    allowed: 'a place name that matches one place, or a place id',
    candidates: cs.map((c) => ({ id: c.place.id, name: c.place.name, division: c.place.division, country: c.place.country, population: c.place.population })),
  });
  const top = candidates[0];
  if (top === undefined) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} "${value}" matches no place of the atlas (GeoNames places of at least 1,000 people): check the spelling, or give latitude and longitude instead`, { ...details([]), wording: wording('place.noMatch', { field, value }) });
  }
  if (top.match === 'prefix' || top.match === 'typo') {
    throw new UraniaError('INVALID_ARGUMENT', `${field} "${value}" is not the name of a place; did you mean: ${list(candidates)}? Give the full name (with its country after a comma) or the id`, { ...details(candidates), wording: wording('place.didYouMean', { field, value, candidates: list(candidates) }) });
  }
  // Among the exact matches, the heaviest leads (a capital before a larger namesake that is not one); a rival of the
  // same quality within a factor of 10 of its weight, in another country or division, makes the name ambiguous.
  const exact = candidates.filter((c) => c.match === 'exact' || c.match === 'alternate');
  const leader = exact.reduce((best, c) => (placeWeight(c) > placeWeight(best) ? c : best), top);
  const rivals = exact.filter(
    (c) =>
      c !== leader &&
      placeWeight(c) * AMBIGUITY_POPULATION_RATIO >= placeWeight(leader) &&
      (c.place.country !== leader.place.country || c.place.division !== leader.place.division),
  );
  if (rivals.length > 0) {
    const all = [leader, ...rivals];
    const example = `${leader.place.name}, ${rivals.every((r) => r.place.country === leader.place.country) && leader.place.division !== undefined ? leader.place.division : leader.place.countryName}`;
    throw new UraniaError('INVALID_ARGUMENT', `${field} "${value}" is ambiguous: ${list(all)}. Add the country or division after a comma ("${example}") or give the id`, {
      ...details(all),
      wording: wording('place.ambiguous', { field, value, candidates: list(all), example }),
    });
  }
  return leader.place;
}
