import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGNS, type Sign } from '../../src/schemas/index.js';
import { scoredTransits, wholeSignHouse } from '../../src/horoscope/index.js';
import type { SkySnapshot } from '../../src/horoscope/sky-snapshot.js';
import { KEY_TRANSIT_ORBS, keyTransits } from '../../src/horoscope/sign-transits.js';
import type { Planet } from '../../src/zodiac/index.js';

/** A synthetic sky: planets at chosen longitudes and speeds (no ephemeris involved). */
function sky(places: [Planet, number, number][]): SkySnapshot {
  const planets = places.map(([planet, longitude, speed]) => ({ planet, longitude, speed, sign: SIGNS[Math.floor(longitude / 30)]! }));
  return { jdTt: 0, planets, byPlanet: Object.fromEntries(planets.map((p) => [p.planet, p])) };
}

const DEG = 1e-9;

describe('whole-sign transits to a sign (docs/horoscopes.md)', () => {
  it('names the aspect by whole signs and measures the orb to the middle of the sign', () => {
    // Leo's middle is 135°.
    const s = sky([
      ['Mars', 127, 0.6], // in Leo: conjunction, orb 8, applying (moving toward 135)
      ['Saturn', 345, -0.05], // Pisces: 6 signs from Leo? Pisces is 7 signs on → quincunx: aversion, no transit
      ['Jupiter', 50, 0.2], // Taurus: square to Leo; |135 − 50| = 85 → orb 5; moving away from 45 → separating
      ['Venus', 255, 1.2], // Sagittarius: trine; |255 − 135| = 120 → orb 0
      ['Sun', 315, 1], // Aquarius: opposition; 180 → orb 0
      ['Mercury', 190, 1.5], // Libra: sextile; 55 → orb 5, moving toward 60 → applying
    ]);
    const byPlanet = Object.fromEntries(scoredTransits(s, 'Leo', 'sun', 'Sun').map((t) => [t.transit.planet, t.transit]));
    expect(byPlanet.Saturn).toBeUndefined();
    expect(byPlanet.Mars).toMatchObject({ aspectType: 'conjunction', aspectNature: 'neutral', isApplying: true, planetSign: 'Leo' });
    expect(Math.abs(byPlanet.Mars!.orb - 8)).toBeLessThan(DEG);
    expect(byPlanet.Jupiter).toMatchObject({ aspectType: 'square', aspectNature: 'challenging', isApplying: false });
    expect(Math.abs(byPlanet.Jupiter!.orb - 5)).toBeLessThan(DEG);
    expect(byPlanet.Venus).toMatchObject({ aspectType: 'trine', aspectNature: 'harmonious' });
    expect(Math.abs(byPlanet.Venus!.orb)).toBeLessThan(DEG);
    expect(byPlanet.Sun).toMatchObject({ aspectType: 'opposition' });
    expect(byPlanet.Mercury).toMatchObject({ aspectType: 'sextile', isApplying: true });
    expect(Math.abs(byPlanet.Mercury!.orb - 5)).toBeLessThan(DEG);
    expect(byPlanet.Mars!.house).toBeUndefined();
  });

  it('ranks by the documented score: slow planets, tight orbs, the ruler', () => {
    const s = sky([
      ['Moon', 135, 13], // Leo, exact conjunction: 4 × 1 × 1 = 4
      ['Saturn', 135, 0.1], // exact conjunction: 9.5 × 1 × 1 = 9.5
      ['Venus', 255, 1.2], // exact trine: 5.5 × 0.75 = 4.125
    ]);
    expect(scoredTransits(s, 'Leo', 'sun', 'Sun').map((t) => t.transit.planet)).toEqual(['Saturn', 'Venus', 'Moon']);
    // Venus ruling the queried sign (Libra would be ruled by Venus): ×1.25 lifts it above... still below Saturn.
    const scores = scoredTransits(s, 'Leo', 'sun', 'Venus');
    expect(Math.abs(scores[1]!.score - 5.5 * 0.75 * 1.25)).toBeLessThan(1e-12);
    // The moon perspective raises the Moon (7) and Venus (7 × 0.75 = 5.25).
    expect(scoredTransits(s, 'Leo', 'moon', 'Sun').map((t) => t.transit.planet)).toEqual(['Saturn', 'Moon', 'Venus']);
  });

  it('names whole-sign houses and weighs angular houses in the rising perspective', () => {
    expect(wholeSignHouse('Leo', 'Leo')).toBe(1);
    expect(wholeSignHouse('Leo', 'Scorpio')).toBe(4);
    expect(wholeSignHouse('Leo', 'Cancer')).toBe(12);
    const s = sky([
      ['Mars', 225, 0.6], // Scorpio: square to Leo, 4th house (angular): 6.5 × 0.85 × 1.3
      ['Jupiter', 255, 0.2], // Sagittarius: trine, 5th house (succedent): 8 × 0.75 × 1.0
    ]);
    const rising = scoredTransits(s, 'Leo', 'rising', 'Sun');
    expect(rising.map((t) => [t.transit.planet, t.transit.house])).toEqual([['Mars', 4], ['Jupiter', 5]]);
    expect(scoredTransits(s, 'Leo', 'sun', 'Sun').map((t) => t.transit.planet)).toEqual(['Jupiter', 'Mars']);
  });

  it('keeps orbs within 0–15° and aspects consistent with the sign distance, for any sky', () => {
    const ASPECT_BY_DISTANCE: Record<number, string> = { 0: 'conjunction', 2: 'sextile', 3: 'square', 4: 'trine', 6: 'opposition' };
    fc.assert(
      fc.property(
        fc.constantFrom(...SIGNS),
        fc.array(fc.tuple(fc.double({ min: 0, max: 359.999, noNaN: true }), fc.double({ min: -2, max: 15, noNaN: true })), { minLength: 10, maxLength: 10 }),
        (sign: Sign, lons) => {
          const planets = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as Planet[];
          const out = scoredTransits(sky(planets.map((p, i) => [p, lons[i]![0], lons[i]![1]])), sign, 'rising', 'Sun');
          for (let i = 1; i < out.length; i += 1) expect(out[i - 1]!.score).toBeGreaterThanOrEqual(out[i]!.score);
          for (const { transit } of out) {
            expect(transit.orb).toBeGreaterThanOrEqual(0);
            expect(transit.orb).toBeLessThanOrEqual(15);
            const d = (SIGNS.indexOf(transit.planetSign) - SIGNS.indexOf(sign) + 12) % 12;
            expect(transit.aspectType).toBe(ASPECT_BY_DISTANCE[Math.min(d, 12 - d)]);
            expect(transit.house).toBe(d + 1);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('key transits (docs/horoscopes.md "Key transits")', () => {
  it('issue 11 astrologer defaults: a Pluto opposition at 12.99° orb is not key; tight orbs by planet and aspect', () => {
    // Leo's middle is 135°. Hand-computed orbs: |Δλ| − aspect angle.
    const s = sky([
      ['Pluto', 302.01, 0.02], // Aquarius, opposition: 180 − 167.01 = 12.99° → beyond Pluto's 2°
      ['Saturn', 16, 0.03], // Aries, trine: 120 − 119 = 1° (≤ 3°, key), separating (moving on shrinks Δλ below 119)
      ['Neptune', 256.5, 0.02], // Sagittarius, trine: 121.5 − 120 = 1.5° (≤ 2°, key), separating
      ['Uranus', 47.5, 0.01], // Taurus, square: 90 − 87.5 = 2.5° → beyond the outer planets' 2°
      ['Mercury', 193, 1.2], // Libra, sextile: 60 − 58 = 2.0° (≤ 2°, key), applying
      ['Venus', 197, 1.2], // Libra, sextile: 62 − 60 = 2.0°, separating (key but fourth)
      ['Mars', 194, 0.6], // Libra, sextile: 60 − 59 = 1°, applying
    ]);
    const key = keyTransits(s, 'Leo', 'sun', 'Sun');
    expect(key.map((t) => t.planet)).not.toContain('Pluto');
    expect(key.map((t) => t.planet)).not.toContain('Uranus');
    for (const t of key) expect(t.orb).toBeLessThanOrEqual(KEY_TRANSIT_ORBS[t.planet as Planet][t.aspectType]! + DEG);
    // Applying first (Mars, Mercury by score), then the separating ones by score (Saturn 6.77 > Neptune 6.24 > Venus).
    expect(key.map((t) => [t.planet, t.isApplying])).toEqual([['Mars', true], ['Mercury', true], ['Saturn', false]]);
  });

  it('issue 11 astrologer defaults: the documented orb table (3° major, 2° sextile; Uranus–Pluto 2° and 1°)', () => {
    expect(KEY_TRANSIT_ORBS.Moon).toEqual({ conjunction: 3, opposition: 3, square: 3, trine: 3, sextile: 2 });
    expect(KEY_TRANSIT_ORBS.Saturn).toEqual(KEY_TRANSIT_ORBS.Sun);
    expect(KEY_TRANSIT_ORBS.Pluto).toEqual({ conjunction: 2, opposition: 2, square: 2, trine: 2, sextile: 1 });
  });

  it('lists none when no transit is that close', () => {
    expect(keyTransits(sky([['Pluto', 302.01, 0.02], ['Moon', 100, 13]]), 'Leo', 'sun', 'Sun')).toEqual([]);
  });
});
