/**
 * The warm natal chart's shortcuts (issue 17) change nothing: a body that follows from one already placed (the South
 * nodes, the AntiVertex) is the record `apparentBodyPosition` gives, bit for bit, and the angles differenced for
 * the angle aspects are `housesAt`'s, bit for bit, whatever the house system (polar fallbacks included).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANGLE_RATE_STEP_DAYS, ascendantAndMidheaven, ascendantAndMidheavenRates } from '../../src/charts/builders/ascendant-and-midheaven.js';
import { natalChartParts } from '../../src/charts/builders/natal-chart-parts.js';
import { availableBodies } from '../../src/ephemeris/bodies.js';
import { apparentBodyPosition, apparentBodyPositionAmong } from '../../src/ephemeris/body-position.js';
import { housesAt } from '../../src/houses/index.js';
import { TWELVE_HOUSE_SYSTEMS, type Body, type BodyPosition } from '../../src/schemas/index.js';
import { instantFromJulianDay } from '../../src/time/instant.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';
import { signedDelta } from '../../src/units/index.js';

/** Any instant of the supported span (UT Julian Days), a day clear of its ends. */
const JD_UT = fc.double({ min: SUPPORTED_SPAN.fromJd + 1, max: SUPPORTED_SPAN.toJd - 1, noNaN: true });
const LATITUDE = fc.double({ min: -89.9, max: 89.9, noNaN: true });
const LONGITUDE = fc.double({ min: -180, max: 180, noNaN: true });

describe('apparentBodyPositionAmong', () => {
  it('property: every body placed in chart order is apparentBodyPosition’s record, bit for bit', () => {
    fc.assert(
      fc.property(JD_UT, LATITUDE, LONGITUDE, (jd, latitude, longitude) => {
        const at = instantFromJulianDay(jd, 'UT');
        const observer = { latitude, longitude };
        const placed = new Map<Body, BodyPosition>();
        let shared = 0;
        for (const body of availableBodies()) {
          let alone: BodyPosition;
          try {
            alone = apparentBodyPosition(body, at, observer);
          } catch {
            continue; // a body without data at this date (Chiron before 675): the chart omits it either way
          }
          const among = apparentBodyPositionAmong(body, at, observer, placed);
          expect(among).toEqual(alone);
          expect(Object.keys(among)).toEqual(Object.keys(alone)); // the same member order in the record
          if (['SouthNode', 'SouthNodeMean', 'AntiVertex'].includes(body)) shared += 1;
          placed.set(body, among);
        }
        expect(shared).toBe(3);
      }),
      { numRuns: 40 },
    );
  });

  it('computes a body whose original is not among the placed ones', () => {
    const at = instantFromJulianDay(2460000.5, 'UT');
    expect(apparentBodyPositionAmong('SouthNode', at, undefined, new Map())).toEqual(apparentBodyPosition('SouthNode', at));
  });
});

describe('ascendantAndMidheaven', () => {
  it('property: the Ascendant and the Midheaven of housesAt, bit for bit, for every twelve-house system', () => {
    fc.assert(
      fc.property(JD_UT, LATITUDE, LONGITUDE, fc.constantFrom(...TWELVE_HOUSE_SYSTEMS), (jd, latitude, longitude, system) => {
        const at = instantFromJulianDay(jd, 'UT');
        const h = housesAt(at, latitude, longitude, system);
        expect(ascendantAndMidheaven(at, latitude, longitude)).toEqual({ ascendant: h.ascendant, midheaven: h.midheaven });
      }),
      { numRuns: 200 },
    );
  });
});

/**
 * How far the angles' daily motion may stray from `housesAt`'s angles a minute either side, as a fraction of the motion:
 * the rates keep the birth instant's equation of the equinoxes and obliquity for both neighbours, which move by some
 * 1e-8° in two minutes; near the poles the Ascendant magnifies that a few hundred times (2.8e-5 at worst in 20,000
 * random charts, session 20).
 */
const RATE_RELATIVE_TOLERANCE = 1e-4;

describe('ascendantAndMidheavenRates', () => {
  it('property: the motion of housesAt\'s Ascendant and Midheaven between a minute before and a minute after', () => {
    fc.assert(
      fc.property(JD_UT, LATITUDE, LONGITUDE, (jd, latitude, longitude) => {
        const rates = ascendantAndMidheavenRates(instantFromJulianDay(jd, 'UT'), latitude, longitude);
        const before = housesAt(instantFromJulianDay(jd - ANGLE_RATE_STEP_DAYS, 'UT'), latitude, longitude, 'Placidus');
        const after = housesAt(instantFromJulianDay(jd + ANGLE_RATE_STEP_DAYS, 'UT'), latitude, longitude, 'Placidus');
        for (const angle of ['ascendant', 'midheaven'] as const) {
          const expected = signedDelta(before[angle], after[angle]) / (2 * ANGLE_RATE_STEP_DAYS);
          expect(Math.abs(rates[angle] - expected), angle).toBeLessThanOrEqual(RATE_RELATIVE_TOLERANCE * Math.abs(expected));
        }
        // The Midheaven always moves forward, at about a sidereal day's rate or faster.
        expect(rates.midheaven).toBeGreaterThan(300);
      }),
      { numRuns: 200 },
    );
  });
});

describe('natalChartParts', () => {
  it('places the South nodes and the AntiVertex exactly opposite their originals', () => {
    const birth = { at: instantFromJulianDay(2448088.1, 'UT'), latitude: 40.7128, longitude: -74.006, timeKnown: true };
    const { parts } = natalChartParts(birth, 'Placidus', 'modern-western');
    const lon = (b: Body) => parts.positions.find((p) => p.body === b)!.position.longitude;
    for (const [north, south] of [['NorthNode', 'SouthNode'], ['NorthNodeMean', 'SouthNodeMean'], ['Vertex', 'AntiVertex']] as const) {
      const d = Math.abs(((lon(south) - lon(north)) % 360 + 360) % 360 - 180);
      expect(d).toBeLessThan(1e-9);
    }
  });
});
