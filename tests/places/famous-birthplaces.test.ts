import { beforeAll, describe, expect, it } from 'vitest';
import { isUraniaError } from '../../src/errors/index.js';
import { loadAtlas, resolvePlace } from '../../src/places/index.js';
import { AMBIGUOUS_NAMES, CAPITAL_NAMES, FAMOUS_BIRTHPLACES } from './famous-birthplaces.js';

/**
 * Degrees between an encyclopedia's city-centre coordinates and GeoNames' point of the place: both mark the same
 * town; a large city's two points can lie 20 km apart.
 */
const CITY_CENTRE_TOLERANCE_DEG = 0.25;

beforeAll(async () => {
  await loadAtlas();
});

describe('famous births resolve to the right place and zone (issue 24)', () => {
  it(`has births of every inhabited continent (${FAMOUS_BIRTHPLACES.length})`, () => {
    const zones = new Set(FAMOUS_BIRTHPLACES.flatMap((f) => f.zones.map((z) => z.split('/')[0])));
    for (const region of ['Europe', 'America', 'Africa', 'Asia', 'Australia', 'Pacific']) expect(zones.has(region)).toBe(true);
    expect(FAMOUS_BIRTHPLACES.length).toBeGreaterThanOrEqual(100);
  });

  it.each(FAMOUS_BIRTHPLACES)('$person: "$query"', (f) => {
    const p = resolvePlace(f.query);
    expect(p.country).toBe(f.country);
    expect(f.zones).toContain(p.zone);
    expect(Math.abs(p.latitude - f.latitude)).toBeLessThan(CITY_CENTRE_TOLERANCE_DEG);
    expect(Math.abs(p.longitude - f.longitude)).toBeLessThan(CITY_CENTRE_TOLERANCE_DEG);
  });

  it.each(CAPITAL_NAMES)('"$name" alone is the capital ($country), not a smaller namesake abroad', ({ name, id, country }) => {
    const p = resolvePlace(name);
    expect(p.id).toBe(id);
    expect(p.country).toBe(country);
    expect(p.seat).toBe('country');
  });

  it.each(AMBIGUOUS_NAMES)('"%s" alone is refused with its candidates', (name) => {
    let error: unknown;
    try {
      resolvePlace(name);
    } catch (e) {
      error = e;
    }
    expect(isUraniaError(error) && error.message).toContain('is ambiguous');
  });
});
