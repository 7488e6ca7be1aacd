/**
 * The atlas's two indexes (issue 24's speed) answer what a pass over the WHOLE atlas answers:
 *   - the typo index (src/places/typo-candidates.ts) returns exactly the places whose key is one edit from the
 *     query — by the definition, an optimal-string-alignment distance of 1 computed here by dynamic programming
 *     (Damerau 1964's four single errors; not the library's `withinOneEdit`) — in the order of key length, then index;
 *     and `findPlaces` ranks the same candidates as it does with that full pass;
 *   - the grid (src/places/nearest-place-index.ts) returns the place of the smallest `greatCircleKm` over every
 *     place (the lowest index among equals), and its distance.
 * Queries: atlas keys with one random edit, random letters, long strings; points: uniform on the sphere, near
 * places, exactly on places, at the poles and on the antimeridian.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyAt, theAtlas, type AtlasData } from '../../src/places/atlas.js';
import { findPlacesUsing } from '../../src/places/find-places.js';
import { greatCircleKm } from '../../src/places/great-circle-km.js';
import { findPlaces, loadAtlas, nearestPlace } from '../../src/places/index.js';
import { typoCandidates } from '../../src/places/typo-candidates.js';

let a: AtlasData;

beforeAll(async () => {
  await loadAtlas();
  a = theAtlas();
});

/** Optimal string alignment distance (Damerau–Levenshtein without repeated edits of one substring), by its recurrence. */
function osaDistance(s: string, t: string): number {
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) => Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[s.length]![t.length]!;
}

/**
 * Whether two strings may be one edit apart: one edit changes at most two neighbouring characters, so the common
 * prefix and the common suffix (not overlapping) cover all but two characters of the longer. A quick screen
 * before the dynamic programme; it never rejects a pair at distance 1.
 */
function mayBeOneEditApart(s: string, t: string): boolean {
  const longer = Math.max(s.length, t.length);
  const shorter = Math.min(s.length, t.length);
  if (longer - shorter > 1) return false;
  let prefix = 0;
  while (prefix < shorter && s[prefix] === t[prefix]) prefix++;
  let suffix = 0;
  while (suffix < shorter - prefix && s[s.length - 1 - suffix] === t[t.length - 1 - suffix]) suffix++;
  return prefix + suffix >= longer - 2;
}

/** Every place of the atlas whose key is at distance exactly 1 from `key`, by key length then index. */
function typoByFullPass(atlas: AtlasData, key: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < atlas.size; i++) {
    const k = keyAt(atlas, i);
    if (k !== key && mayBeOneEditApart(k, key) && osaDistance(k, key) === 1) out.push(i);
  }
  return out.sort((x, y) => keyAt(atlas, x).length - keyAt(atlas, y).length || x - y);
}

/** The nearest place by a pass over every place: smallest great-circle distance, lowest index among equals. */
function nearestByFullPass(atlas: AtlasData, latitude: number, longitude: number): { index: number; km: number } {
  let index = -1;
  let km = Infinity;
  for (let i = 0; i < atlas.size; i++) {
    const d = greatCircleKm(latitude, longitude, atlas.latitudes[i]!, atlas.longitudes[i]!);
    if (d < km) {
      index = i;
      km = d;
    }
  }
  return { index, km };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz ';
const letter = fc.constantFrom(...LETTERS.split(''));

/** A key of the atlas with one random edit (or none), as a person mistypes a name. */
const editedKey = fc
  .tuple(fc.nat(), fc.constantFrom('substitute', 'insert', 'delete', 'swap', 'none'), fc.nat(), letter)
  .map(([n, edit, at, c]) => {
    const k = keyAt(a, n % a.size);
    const p = at % (k.length + 1);
    if (edit === 'substitute') return k.slice(0, p) + c + k.slice(p + 1);
    if (edit === 'insert') return k.slice(0, p) + c + k.slice(p);
    if (edit === 'delete') return k.slice(0, p) + k.slice(p + 1);
    if (edit === 'swap' && p + 1 < k.length) return k.slice(0, p) + k[p + 1] + k[p] + k.slice(p + 2);
    return k;
  });
const query = fc
  .oneof(
    { weight: 6, arbitrary: editedKey },
    { weight: 3, arbitrary: fc.array(letter, { minLength: 3, maxLength: 8 }).map((cs) => cs.join('')) },
    { weight: 1, arbitrary: fc.array(letter, { minLength: 60, maxLength: 70 }).map((cs) => cs.join('')) },
  )
  .map((q) => q.trim().replace(/ +/g, ' '))
  .filter((q) => q.length >= 3);

describe('the typo index answers as a pass over the whole atlas', () => {
  it('typoCandidates: the keys at one edit, in key-length-then-index order', () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(typoCandidates(a, q)).toEqual(typoByFullPass(a, q));
      }),
      { numRuns: 150 },
    );
  });

  it('findPlaces ranks the same candidates with the index as with the full pass', () => {
    fc.assert(
      fc.property(query, fc.constantFrom(1, 5, 10, 100), (q, limit) => {
        expect(findPlaces(q, { limit })).toEqual(findPlacesUsing(typoByFullPass, q, { limit }));
      }),
      { numRuns: 40 },
    );
  });

  it('finds a key from every single edit of it, at every position (each kind of edit, each place in the word)', () => {
    for (const name of ['zurich', 'sao paulo', 'ulm', 'rio de janeiro', 'x'.repeat(3)]) {
      const edits = new Set<string>();
      for (let p = 0; p <= name.length; p++) {
        for (const c of ['q', 'a', ' ']) {
          edits.add(name.slice(0, p) + c + name.slice(p + 1));
          edits.add(name.slice(0, p) + c + name.slice(p));
        }
        edits.add(name.slice(0, p) + name.slice(p + 1));
        if (p + 1 < name.length) edits.add(name.slice(0, p) + name[p + 1] + name[p] + name.slice(p + 2));
      }
      for (const q of edits) {
        if (q.length < 3 || q === name || q !== q.trim() || q.includes('  ')) continue;
        expect(typoCandidates(a, q), q).toEqual(typoByFullPass(a, q));
      }
    }
  });

  it('finds the typos of the docs ("zurihc" → Zürich, "lodon" → London)', () => {
    const names = (key: string) => typoCandidates(a, key).map((i) => keyAt(a, i));
    expect(names('zurihc')).toContain('zurich');
    expect(names('lodon')).toContain('london');
  });
});

/** Degrees of latitude and longitude as a place may be asked for. */
const point = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true })).map(([s, lon]) => [Math.asin(s) * 180 / Math.PI, lon] as const) },
  {
    weight: 3,
    arbitrary: fc.tuple(fc.nat(), fc.double({ min: -0.05, max: 0.05, noNaN: true }), fc.double({ min: -0.05, max: 0.05, noNaN: true }))
      .map(([n, dLat, dLon]) => [Math.max(-90, Math.min(90, a.latitudes[n % a.size]! + dLat)), Math.max(-180, Math.min(180, a.longitudes[n % a.size]! + dLon))] as const),
  },
  { weight: 1, arbitrary: fc.nat().map((n) => [a.latitudes[n % a.size]!, a.longitudes[n % a.size]!] as const) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(-90, 90, 0, 89.99, -89.99), fc.constantFrom(-180, 180, 179.999, -179.999, 0)) },
);

describe('the grid answers as a pass over the whole atlas', () => {
  it('nearestPlace: the place of the smallest great-circle distance and that distance', () => {
    fc.assert(
      fc.property(point, ([latitude, longitude]) => {
        const { index, km } = nearestByFullPass(a, latitude, longitude);
        const found = nearestPlace(latitude, longitude);
        expect(found.place.id).toBe(a.ids[index]);
        expect(found.distanceKm).toBe(km);
      }),
      { numRuns: 120 },
    );
  });
});
