import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/index.js';
import { formatLabel } from '../i18n/format-label.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { keyAt, keyLowerBound, nameAt, theAtlas, type AtlasData } from './atlas.js';
import { countryCodeOf, requireCountryCode } from './country-code.js';
import { greatCircleKm } from './great-circle-km.js';
import { placeKey } from './place-key.js';
import type { PlaceCandidate } from '../schemas/places.js';
import { placeAt } from './place-record.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { typoCandidates } from './typo-candidates.js';
import { PLACE_WORDS, placeLocale } from './place-words.js';

export { withinOneEdit } from './within-one-edit.js';

/** How a candidate's name matched the query, best first. */
export type PlaceMatch = PlaceCandidate['match'];

export interface FindPlacesOptions {
  /** Only places in this country: ISO 3166 code (`DE`) or English name (`Germany`). */
  readonly country?: string;
  /** How many candidates at most (1..100, default 10). */
  readonly limit?: number;
  /** Rank places of the same match quality by distance from this point instead of by population. */
  readonly near?: { readonly latitude: number; readonly longitude: number };
  /**
   * Language of each candidate's `reason` and `place.countryName` (issue 31): one of the ten label locales, default
   * en. The country names come from the runtime's `Intl.DisplayNames` (English where it has none).
   */
  readonly locale?: LabelLocale;
}

const TIER: Readonly<Record<PlaceMatch, number>> = { exact: 0, alternate: 0, prefix: 1, typo: 2 };
export const DEFAULT_PLACE_LIMIT = 10;
export const MAX_PLACE_LIMIT = 100;

/** A qualifier after a comma ("Texas", "IL", "FR", "Germany") and what it may mean. */
interface Qualifier {
  readonly text: string;
  readonly key: string;
  readonly country: string | undefined;
}

/** How place `i` satisfies a qualifier: as its country, or as its division (named); put in words at the end. */
type QualifierReason = { readonly text: string; readonly division?: string };

/** How place `i` satisfies the qualifier, or undefined when it does not. */
function qualifierReason(a: AtlasData, i: number, q: Qualifier): QualifierReason | undefined {
  const d = a.divisions[i]!;
  const country = a.divisionCountry[d]!;
  if (q.country === country) return { text: q.text };
  const code = a.divisionCode[d]!;
  const name = a.divisionName[d]!;
  if (name !== '') {
    const divisionKey = placeKey(name);
    if (divisionKey === q.key || code.toLowerCase() === q.key || (q.key.length >= 3 && divisionKey.startsWith(q.key))) {
      return { text: q.text, division: name };
    }
  }
  return undefined;
}

interface Found {
  readonly index: number;
  readonly match: PlaceMatch;
  readonly matched: string;
  readonly rank: number;
  readonly distanceKm?: number;
}

/**
 * @summary Ranked candidate places for a query as people type it: case- and diacritic-insensitive ("zurich"
 * finds Zürich, "sao paulo" São Paulo), exact names first, then names beginning with the query, then names one
 * edit away (a typo: "Zurihc"; searched only when no name matches exactly). Words after commas narrow the search
 * to a country (ISO code or English name: "Paris, FR", "Ulm, Germany") or a first-level division (name or code:
 * "Paris, Texas", "Springfield, IL"). Within a match quality the most populous place comes first (or the nearest
 * to `near`). Each candidate says why it matched, in `locale` (default en), which also names its country. The atlas
 * is GeoNames' (CC BY 4.0); see docs/places.md.
 * @example findPlaces('Springfield, IL')[0].place.division // 'Illinois'
 */
export function findPlaces(query: string, options: FindPlacesOptions = {}): PlaceCandidate[] {
  refuseExtraArguments(arguments.length, 2, 'findPlaces(query, options?)', "findPlaces('Springfield, IL')");
  return findPlacesUsing(typoCandidates, query, options);
}

/**
 * The places one edit from a search key (never the key itself), ordered by key length then index: `typoCandidates`
 * (the index) in `findPlaces`; the benchmark and the tests pass a pass over the whole atlas to compare.
 */
export type TypoSearch = (a: AtlasData, key: string) => Iterable<number>;

/** @summary `findPlaces` with the typo search given (bench/places.bench.ts compares the index with a full pass). */
export function findPlacesUsing(typo: TypoSearch, query: string, options: FindPlacesOptions = {}): PlaceCandidate[] {
  if (typeof query !== 'string' || placeKey(query.split(',')[0] ?? '') === '') {
    throw new UraniaError('INVALID_ARGUMENT', 'q must be a place name, for example "Ulm, Germany" or "Paris, Texas"', {
      wording: wording('place.query', { field: 'q' }),
      field: 'q',
      received: query,
      allowed: 'a place name, optionally followed by a comma and its country or division',
    });
  }
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new UraniaError('INVALID_ARGUMENT', 'options must be an object such as { limit: 5, country: "DE" }, or left out', {
      wording: wording('shape.objectOrLeftOut', { field: 'options', example: '{ limit: 5, country: "DE" }' }),
      field: 'options', received: options, allowed: '{ country?, limit?, near?, locale? }',
    });
  }
  const locale = placeLocale(options.locale);
  const words = PLACE_WORDS[locale];
  const limit = options.limit ?? DEFAULT_PLACE_LIMIT;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_PLACE_LIMIT) {
    throw new UraniaError('OUT_OF_RANGE', `limit must be a whole number from 1 to ${MAX_PLACE_LIMIT}, got ${typeof limit === 'number' ? limit : typeof limit}`, {
      wording: wording('wholeFromToGot', { field: 'limit', min: '1', max: String(MAX_PLACE_LIMIT), value: String(typeof limit === 'number' ? limit : typeof limit) }),
      field: 'limit', received: limit, allowed: `1..${MAX_PLACE_LIMIT}`, minimum: 1, maximum: MAX_PLACE_LIMIT,
    });
  }
  const near = options.near;
  if (near !== undefined && !(near !== null && typeof near === 'object' && typeof near.latitude === 'number' && typeof near.longitude === 'number' &&
    Math.abs(near.latitude) <= 90 && Math.abs(near.longitude) <= 180)) {
    throw new UraniaError('OUT_OF_RANGE', 'near must be { latitude: -90..90, longitude: -180..180 } in degrees', {
      wording: wording('place.near', { field: 'near', shape: '{ latitude: -90..90, longitude: -180..180 }' }),
      field: 'near', received: near, allowed: 'latitude -90..90, longitude -180..180',
    });
  }
  const a = theAtlas('q');
  if (options.country !== undefined && typeof options.country !== 'string') {
    throw new UraniaError('INVALID_ARGUMENT', 'country must be an ISO 3166 code (DE, US, FR …) or an English country name (Germany), or left out', {
      wording: wording('place.countryOption', { field: 'country' }),
      field: 'country', received: options.country, allowed: 'an ISO 3166-1 alpha-2 code or an English country name',
    });
  }
  const onlyCountry = options.country === undefined ? undefined : requireCountryCode(a, options.country, 'country');
  const [head = '', ...rest] = query.split(',');
  const key = placeKey(head);
  const qualifiers: Qualifier[] = rest
    .map((t) => t.trim())
    .filter((t) => t !== '')
    .map((text) => ({ text, key: placeKey(text), country: countryCodeOf(a, text) }));

  const accepts = (i: number): QualifierReason[] | undefined => {
    if (onlyCountry !== undefined && a.divisionCountry[a.divisions[i]!] !== onlyCountry) return undefined;
    const reasons: QualifierReason[] = [];
    for (const q of qualifiers) {
      const r = qualifierReason(a, i, q);
      if (r === undefined) return undefined;
      reasons.push(r);
    }
    return reasons;
  };
  // Best `limit` by (tier, then population descending or distance ascending), kept sorted.
  const best: Found[] = [];
  const seen = new Set<number>();
  const worse = (x: Found, y: Found) => x.rank > y.rank;
  const offer = (index: number, match: PlaceMatch, matched: string) => {
    if (seen.has(index) || accepts(index) === undefined) return;
    const distanceKm = near === undefined ? undefined : greatCircleKm(near.latitude, near.longitude, a.latitudes[index]!, a.longitudes[index]!);
    // Rank: tier first, then −population (or distance): smaller is better.
    const rank = TIER[match] * 1e9 + (distanceKm === undefined ? 5e8 - Math.min(a.populations[index]!, 5e8 - 1) : Math.min(distanceKm, 5e8 - 1));
    const found: Found = { index, match, matched, rank, ...(distanceKm === undefined ? {} : { distanceKm }) };
    if (best.length === limit && !worse(best[best.length - 1]!, found)) return;
    seen.add(index);
    let at = best.length;
    while (at > 0 && worse(best[at - 1]!, found)) at--;
    best.splice(at, 0, found);
    if (best.length > limit) seen.delete(best.pop()!.index);
  };

  let exact = false;
  const start = keyLowerBound(a, key);
  for (let i = start; i < a.size && keyAt(a, i).startsWith(key); i++) {
    const isExact = keyAt(a, i) === key;
    exact ||= isExact && accepts(i) !== undefined;
    offer(i, isExact ? 'exact' : 'prefix', nameAt(a, i));
  }
  for (const [i, names] of a.alternates) {
    for (const alternate of names) {
      const k = placeKey(alternate);
      if (k === key) {
        exact ||= accepts(i) !== undefined;
        offer(i, 'alternate', alternate);
      } else if (k.startsWith(key)) offer(i, 'prefix', alternate);
    }
  }
  if (!exact && key.length >= 3) {
    for (const i of typo(a, key)) offer(i, 'typo', nameAt(a, i));
  }
  const typed = head.trim();
  return best.map((f) => {
    const how = formatLabel(words[f.match], { matched: f.matched, typed, name: nameAt(a, f.index) }, locale);
    const qualified = (accepts(f.index) ?? []).map((r) =>
      r.division === undefined ? formatLabel(words.country, { text: r.text }, locale) : formatLabel(words.division, { text: r.text, division: r.division }, locale));
    return {
      place: placeAt(a, f.index, locale),
      match: f.match,
      reason: [how, ...qualified].join(words.separator),
      ...(f.distanceKm === undefined ? {} : { distanceKm: f.distanceKm }),
    };
  });
}
