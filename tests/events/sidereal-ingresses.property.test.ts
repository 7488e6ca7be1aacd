/**
 * Issue 15, "Sidereal everywhere" — sidereal sign ingresses: at every instant the engine reports, the body's
 * apparent longitude (the public `bodyPosition`) minus the true ayanamsa (the public `ayanamsa`) is a multiple of
 * 30° to 1e-6°, and none is missed: over each day of the range, the number of ingresses found has the parity of
 * the change of sidereal sign between the day's ends (sampled independently of the search). numRuns small
 * (2-core machine).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_BODIES } from '../../src/events/body-motion.js';
import { ingressesBetween } from '../../src/events/ingresses.js';
import { ayanamsa } from '../../src/records/ayanamsa.js';
import { findIngresses, nextIngress } from '../../src/records/ingresses.js';
import { bodyPosition } from '../../src/records/positions.js';
import { AYANAMSA_SYSTEM_NAMES } from '../../src/schemas/record-enums.js';
import { SIGNS, type Body } from '../../src/schemas/index.js';
import { instantFromJulianDay } from '../../src/time/index.js';

/** How far from a multiple of 30° the sidereal longitude may be at a reported ingress, degrees (issue 15 brief). */
const INGRESS_TOLERANCE_DEG = 1e-6;

type System = (typeof AYANAMSA_SYSTEM_NAMES)[number];

const siderealLongitude = (body: Body, jdTt: number, system: System) => {
  const at = instantFromJulianDay(jdTt, 'TT');
  const lon = bodyPosition(body, at).longitude - ayanamsa(system, at);
  return ((lon % 360) + 360) % 360;
};
const signIndex = (lon: number) => Math.floor(lon / 30) % 12;

describe('sidereal sign ingresses', () => {
  it('are instants where the sidereal longitude is k·30° (1e-6°), entering the sign the body is in next, none missed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EVENT_BODIES),
        fc.constantFrom(...AYANAMSA_SYSTEM_NAMES),
        fc.integer({ min: 2415020, max: 2488000 }),
        (body, system, startJd) => {
          const days = body === 'Moon' ? 30 : 240;
          const found = ingressesBetween([body], startJd, startJd + days, system);
          for (const i of found) {
            const lon = siderealLongitude(body, i.jdTt, system);
            const offBoundary = Math.min(lon % 30, 30 - (lon % 30));
            expect(offBoundary, `${body} ${system} ${i.jdTt}`).toBeLessThan(INGRESS_TOLERANCE_DEG);
            // The sign entered is the one the body is in just after the crossing, whichever way it moves.
            expect(SIGNS[signIndex(siderealLongitude(body, i.jdTt + 1e-4, system))]).toBe(i.sign);
          }
          for (let d = 0; d < days; d += 1) {
            const changed = signIndex(siderealLongitude(body, startJd + d, system)) !== signIndex(siderealLongitude(body, startJd + d + 1, system));
            const inside = found.filter((i) => i.jdTt > startJd + d && i.jdTt <= startJd + d + 1).length;
            expect(inside % 2, `${body} ${system} day ${startJd + d}`).toBe(changed ? 1 : 0);
          }
        },
      ),
      { numRuns: 20 },
    );
  });

  it('findIngresses and nextIngress: sidereal signs with the ayanamsa reported, the tropical ones unchanged', () => {
    const sidereal = findIngresses({ from: '2024-01-01', to: '2024-12-31', bodies: ['Sun'], zodiac: 'sidereal', ayanamsa: 'Lahiri' });
    // Makar Sankranti: the Sun enters sidereal Capricorn (Lahiri) on 14–15 January.
    expect(sidereal[0]).toMatchObject({ body: 'Sun', sign: 'Capricorn', zodiac: 'sidereal', ayanamsa: { system: 'Lahiri' } });
    expect(sidereal[0]!.date.slice(0, 10)).toMatch(/^2024-01-1[45]$/);
    expect(sidereal).toHaveLength(12);
    const tropical = findIngresses({ from: '2024-01-01', to: '2024-12-31', bodies: ['Sun'] });
    expect(tropical[0]).toMatchObject({ sign: 'Aquarius' });
    expect(tropical[0]!.zodiac).toBeUndefined();
    expect(nextIngress('Sun', '2024-01-01', { zodiac: 'sidereal' })).toEqual(sidereal[0]);
  });

  it('refuses an ayanamsa with zodiac tropical, and an unknown ayanamsa, naming ayanamsa', () => {
    expect(() => findIngresses({ from: '2024-01-01', to: '2024-02-01', zodiac: 'tropical', ayanamsa: 'Lahiri' }))
      .toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'ayanamsa' }) }));
    expect(() => nextIngress('Sun', '2024-01-01', { ayanamsa: 'Fagan' as never }))
      .toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'ayanamsa' }) }));
  });
});
