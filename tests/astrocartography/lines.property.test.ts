/**
 * astrocartography (issue 29): every sampled point of every line read back against the definition, from the
 * public positions (`bodyPosition`: apparent right ascension and declination) and sidereal time
 * (`greenwichApparentSiderealTime`), with the horizontal coordinates of Meeus (13.5), (13.6) p. 93 written out here:
 * on an MC line the local hour angle is 0, on an IC line 180°, on an AS/DS line the altitude is the horizon's (0, or
 * −34′ with `horizon: 'apparent'`) with the body east (rising) or west (setting) of the meridian; both bodies of a
 * paran are on their angles at its latitude and longitude; a local space line leaves the birth place along the
 * body's azimuth. Tolerances: 1″ after the record's own rounding of coordinates to 4 decimals.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  astrocartography, bodyPosition, eclipticToEquatorial, greenwichApparentSiderealTime, relocatedChart, trueObliquity,
} from '../../src/index.js';
import type { Astrocartography } from '../../src/index.js';

const D = Math.PI / 180;
/** One arcsecond, degrees. */
const ARCSEC = 1 / 3600;
/** Half the last decimal of a rounded coordinate (4 decimals), degrees. */
const ROUNDING = 0.5e-4;
/** Altitude moves by at most 1° per degree of latitude and per degree of longitude: both roundings add up. */
const ALTITUDE_TOLERANCE = ARCSEC + 2 * ROUNDING;
const HOUR_ANGLE_TOLERANCE = ARCSEC + ROUNDING;

const wrap = (x: number) => ((((x + 180) % 360) + 360) % 360) - 180;

/** Altitude (degrees) of (α, δ) at latitude φ and local hour angle H: Meeus (13.6) p. 93. */
function altitude(dec: number, lat: number, hourAngle: number): number {
  return Math.asin(Math.sin(lat * D) * Math.sin(dec * D) + Math.cos(lat * D) * Math.cos(dec * D) * Math.cos(hourAngle * D)) / D;
}

/** Initial bearing from one point to another (degrees from north through east): the spherical triangle pole–A–B. */
function bearing(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dl = (lon2 - lon1) * D;
  const y = Math.sin(dl) * Math.cos(lat2 * D);
  const x = Math.cos(lat1 * D) * Math.sin(lat2 * D) - Math.sin(lat1 * D) * Math.cos(lat2 * D) * Math.cos(dl);
  return (Math.atan2(y, x) / D + 360) % 360;
}

const BODIES = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;

const birthArb = fc.record({
  year: fc.integer({ min: 1900, max: 2099 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
  latitude: fc.double({ min: -66, max: 66, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});
const requestArb = fc.record({
  birth: birthArb,
  bodies: fc.subarray([...BODIES], { minLength: 2, maxLength: 3 }),
  mode: fc.constantFrom('mundane', 'zodiacal') as fc.Arbitrary<'mundane' | 'zodiacal'>,
  horizon: fc.constantFrom('geometric', 'apparent') as fc.Arbitrary<'geometric' | 'apparent'>,
  latitudeStep: fc.constantFrom(1, 2.5, 5),
});

type Req = fc.Arbitrary<unknown> extends never ? never : ReturnType<typeof requestArb.generate>['value'];
const pad = (n: number) => String(n).padStart(2, '0');

function birthOf(r: Req) {
  const b = r.birth;
  return {
    birthDate: `${b.year}-${pad(b.month)}-${pad(b.day)}`,
    birthTime: `${pad(b.hour)}:${pad(b.minute)}`,
    latitude: b.latitude,
    longitude: b.longitude,
    timezone: 'UTC',
  };
}

/** The right ascension and declination of a body as the mode reads it, from the public positions. */
function equatorOf(body: string, at: string, mode: 'mundane' | 'zodiacal') {
  const p = bodyPosition(body as 'Sun', at);
  if (mode === 'mundane') return { ra: p.rightAscension, dec: p.declination };
  const e = eclipticToEquatorial(p.longitude, 0, trueObliquity(at));
  return { ra: e.rightAscension, dec: e.declination };
}

function drawn(r: Req): { record: Astrocartography; at: string; gast: number } {
  const birth = birthOf(r);
  const record = astrocartography({ birth, bodies: r.bodies, mode: r.mode, horizon: r.horizon, latitudeStep: r.latitudeStep });
  const at = `${birth.birthDate}T${birth.birthTime}:00Z`;
  return { record, at, gast: greenwichApparentSiderealTime(at) };
}

/** Checks that `body` is on `angle` at (lat, lon): hour angle for the meridian, altitude and side for the horizon. */
function expectOnAngle(eq: { ra: number; dec: number }, angle: string, lat: number, lon: number, gast: number, h0: number): void {
  const hourAngle = wrap(gast + lon - eq.ra);
  if (angle === 'MC') expect(Math.abs(hourAngle)).toBeLessThanOrEqual(HOUR_ANGLE_TOLERANCE);
  else if (angle === 'IC') expect(Math.abs(wrap(hourAngle - 180))).toBeLessThanOrEqual(HOUR_ANGLE_TOLERANCE);
  else {
    expect(Math.abs(altitude(eq.dec, lat, hourAngle) - h0)).toBeLessThanOrEqual(ALTITUDE_TOLERANCE);
    // Rising east of the meridian (H < 0), setting west; at the circumpolar ends H is 0 or 180 and either side is fine.
    if (Math.abs(Math.sin(hourAngle * D)) > 0.01) expect(Math.sign(hourAngle)).toBe(angle === 'AS' ? -1 : 1);
  }
}

describe('astrocartography lines', () => {
  it('puts every sampled point of every line on its angle (MC: H = 0, IC: 180°, AS/DS: the horizon’s altitude)', () => {
    fc.assert(
      fc.property(requestArb, (r) => {
        const { record, at, gast } = drawn(r);
        const h0 = r.horizon === 'apparent' ? -34 / 60 : 0;
        expect(record.lines.filter((l) => l.angle === 'MC')).toHaveLength(r.bodies.length);
        for (const line of record.lines) {
          const eq = equatorOf(line.body, at, r.mode);
          for (const [lat, lon] of line.points as [number, number][]) expectOnAngle(eq, line.angle, lat, lon, gast, h0);
          // Rising lines end where the body turns circumpolar: there AS and DS meet (H = 0 or 180°).
          if ((line.angle === 'AS' || line.angle === 'DS') && Math.abs(line.points[0]![0]!) < 89) {
            const [lat, lon] = line.points[0] as [number, number];
            expect(Math.abs(Math.sin(wrap(gast + lon - eq.ra) * D))).toBeLessThan(0.05 + Math.sqrt(ROUNDING * D) * 4);
            expect(Math.abs(lat)).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it('finds paran latitudes where both bodies are on their angles at once', () => {
    fc.assert(
      fc.property(requestArb, (r) => {
        const { record, at, gast } = drawn(r);
        const h0 = r.horizon === 'apparent' ? -34 / 60 : 0;
        for (const p of record.parans) {
          expectOnAngle(equatorOf(p.bodyA, at, r.mode), p.angleA, p.latitude, p.longitude, gast, h0);
          expectOnAngle(equatorOf(p.bodyB, at, r.mode), p.angleB, p.latitude, p.longitude, gast, h0);
          expect(p.angleA === 'AS' || p.angleA === 'DS' || p.angleB === 'AS' || p.angleB === 'DS').toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('draws each local space line from the birth place along the body’s azimuth, and back round the globe', () => {
    fc.assert(
      fc.property(requestArb, (r) => {
        const { record, at, gast } = drawn(r);
        const { latitude, longitude } = r.birth;
        for (const ls of record.localSpace) {
          const eq = equatorOf(ls.body, at, 'mundane');
          const h = (gast + longitude - eq.ra) * D;
          // Meeus (13.5): azimuth from the south, westward; turned to from the north, eastward.
          const south = Math.atan2(Math.sin(h), Math.cos(h) * Math.sin(latitude * D) - Math.tan(eq.dec * D) * Math.cos(latitude * D)) / D;
          expect(Math.abs(wrap(ls.azimuth - (south + 180)))).toBeLessThanOrEqual(HOUR_ANGLE_TOLERANCE);
          expect(Math.abs(ls.altitude - altitude(eq.dec, latitude, h / D))).toBeLessThanOrEqual(HOUR_ANGLE_TOLERANCE);
          expect(ls.points).toHaveLength(181);
          (ls.points as [number, number][]).forEach(([lat, lon], k) => {
            const d = 2 * k;
            if (d % 180 < 10 || d % 180 > 170) return; // the bearing is undefined at the place and its antipode
            // Rounding moves a point by 0.7e-4° at most: the bearing by that over sin(d) (≤ 4e-4° at 10°).
            const expected = d < 180 ? ls.azimuth : ls.azimuth + 180;
            expect(Math.abs(wrap(bearing(latitude, longitude, lat, lon) - expected))).toBeLessThanOrEqual(1e-3);
          });
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('relocatedChart', () => {
  it('is the natal chart at the birth place', async () => {
    const { natalChart } = await import('../../src/index.js');
    fc.assert(
      fc.property(birthArb, (b) => {
        const birth = birthOf({ birth: b } as Req);
        const relocated = relocatedChart({ birth, latitude: birth.latitude, longitude: birth.longitude });
        const { birthLatitude, birthLongitude, ...rest } = relocated;
        expect([birthLatitude, birthLongitude]).toEqual([birth.latitude, birth.longitude]);
        expect(rest).toEqual(natalChart(birth));
      }),
      { numRuns: 15 },
    );
  });

  it('has, on a zodiacal AS line (geometric horizon), the body’s ecliptic degree on the Ascendant', () => {
    fc.assert(
      fc.property(requestArb, fc.nat(), (r, pick) => {
        const birth = birthOf(r);
        const record = astrocartography({ birth, bodies: r.bodies, mode: 'zodiacal', horizon: 'geometric' });
        const at = `${birth.birthDate}T${birth.birthTime}:00Z`;
        const line = record.lines.find((l) => l.angle === 'AS' && l.body === r.bodies[0]);
        const inside = (line?.points ?? []).filter(([lat]) => Math.abs(lat!) <= 55) as [number, number][];
        fc.pre(inside.length > 0);
        const [lat, lon] = inside[pick % inside.length]!;
        const chart = relocatedChart({ birth, latitude: lat, longitude: lon });
        const longitude = bodyPosition(r.bodies[0]!, at).longitude;
        // The Ascendant moves by less than 3° per degree of place below 55° of latitude: 3 × the rounding.
        expect(Math.abs(wrap(chart.ascendant! - longitude))).toBeLessThanOrEqual(ARCSEC + 3 * 2 * ROUNDING);
        expect(chart.latitude).toBe(lat);
      }),
      { numRuns: 15 },
    );
  });
});
