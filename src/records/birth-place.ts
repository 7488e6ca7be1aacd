import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/index.js';
import { resolvePlace } from '../places/index.js';
import type { BirthPlace } from '../schemas/index.js';

/** The members of a request that hold a birth of their own (a technique's `birth`, a synastry's persons). */
const NESTED_BIRTHS = ['birth', 'personA', 'personB'] as const;

/**
 * A birth request given with `place` instead of `latitude`/`longitude` (issue 24): the request type `R` with the
 * coordinates replaced by a place name ("Ulm, Germany") or a GeoNames id of the atlas (docs/places.md).
 */
export type AtPlace<R> = Omit<R, 'latitude' | 'longitude' | 'place'> & { readonly place: string | number };

/** A birth object whose `place` was read: `place` gone, `latitude` and `longitude` present (`withBirthPlace`). */
export type Located<T> = T extends object
  ? 'place' extends keyof T
    ? Omit<T, 'place' | 'latitude' | 'longitude'> & { readonly latitude: number; readonly longitude: number }
    : T
  : T;

/** A request after `withBirthPlace`: itself and its `birth`, `personA`, `personB` located (`Located`). */
export type Placed<T> = Located<{ [K in keyof T]: K extends (typeof NESTED_BIRTHS)[number] ? Located<T[K]> : T[K] }>;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** One birth object with its `place` read: the place's coordinates, and its zone unless `timezone` is given. */
function resolvedBirth(birth: Record<string, unknown>, prefix: string): Record<string, unknown> {
  if (!('place' in birth)) return birth;
  const field = `${prefix}place`;
  const { place, ...rest } = birth;
  if (typeof place !== 'string' && typeof place !== 'number') {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be a place name such as "Ulm, Germany" or a GeoNames id from findPlaces`, {
      wording: wording('placeName', { field }),
      field, received: place, allowed: 'a place name or a GeoNames id',
    });
  }
  if ('latitude' in rest || 'longitude' in rest) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} stands instead of ${prefix}latitude and ${prefix}longitude: give the place or the coordinates, not both`, {
      wording: wording('placeNotBoth', { field, latitude: `${prefix}latitude`, longitude: `${prefix}longitude` }),
      field, received: place, allowed: 'place alone, or latitude and longitude',
    });
  }
  const p = resolvePlace(place, field);
  return { ...rest, latitude: p.latitude, longitude: p.longitude, ...(rest.timezone === undefined ? { timezone: p.zone } : {}) };
}

/**
 * @summary A birth request with every `place` read (the request itself, `birth`, `personA`, `personB`): each becomes
 * that atlas place's latitude and longitude, and its zone when no `timezone` is given. An ambiguous or unknown
 * place is INVALID_ARGUMENT listing the candidates (`resolvePlace`); a place beside coordinates too.
 * @example withBirthPlace({ birthDate: '1879-03-14', place: 'Ulm, Germany' }).latitude // 48.39841
 */
export function withBirthPlace(value: unknown): unknown {
  if (!isObject(value)) return value;
  let out = resolvedBirth(value, '');
  for (const key of NESTED_BIRTHS) {
    const inner = out[key];
    if (isObject(inner) && 'place' in inner) out = { ...out, [key]: resolvedBirth(inner, `${key}.`) };
  }
  return out;
}

/**
 * @summary The members a record adds for a request given with places: `place` for the request's own birth or its
 * `birth`, `personAPlace` and `personBPlace` for a pair's persons (each absent when that birth gave coordinates).
 * @example placeEcho({ birth: { place: 'Ulm, Germany', birthDate: '1879-03-14' } }).place?.id // 2820256
 */
export function placeEcho(request: unknown): { place?: BirthPlace; personAPlace?: BirthPlace; personBPlace?: BirthPlace } {
  if (!isObject(request)) return {};
  const own = birthPlaceOf(request) ?? birthPlaceOf(request.birth, 'birth.place');
  const a = birthPlaceOf(request.personA, 'personA.place');
  const b = birthPlaceOf(request.personB, 'personB.place');
  return { ...(own === undefined ? {} : { place: own }), ...(a === undefined ? {} : { personAPlace: a }), ...(b === undefined ? {} : { personBPlace: b }) };
}

/**
 * @summary The `place` a record echoes for a request given with one (undefined otherwise): id, name, country,
 * the latitude and longitude used, and the place's zone.
 * @example birthPlaceOf({ place: 'Ulm, Germany' })?.zone // 'Europe/Berlin'
 */
export function birthPlaceOf(request: unknown, field = 'place'): BirthPlace | undefined {
  if (!isObject(request) || (typeof request.place !== 'string' && typeof request.place !== 'number')) return undefined;
  const p = resolvePlace(request.place, field);
  return { id: p.id, name: p.name, country: p.country, latitude: p.latitude, longitude: p.longitude, zone: p.zone };
}
