/**
 * The chart-technique, Vedic and traditional routes read back against facts computed by hand or published
 * independently, and against invariants of each technique: they show each route hands the right parameters to
 * the right composer (accuracy itself is tested in the charts and vedic layers).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { signedDelta } from '../../src/units/index.js';

/** Tolerances: one arcsecond and one arcminute (degrees), a float epsilon for identities. */
const ARCSEC = 1 / 3600;
const ARCMIN = 1 / 60;
const EPS_DEG = 1e-9;
/** Scores summed in another order differ in the last bits only. */
const SCORE_EPS = 1e-9;
/** The span of a nakshatra, 13°20′, and of a pada, 3°20′ (360/27 and 360/108). */
const NAKSHATRA_DEG = 40 / 3;
const PADA_DEG = 10 / 3;

/** 1990-07-15 14:30 EDT (UTC−4) in New York = 18:30 UT. */
const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const PARIS = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 48.8566, longitude: 2.3522 };

describe('technique routes', () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  const { key } = createApiKey();
  const headers = { authorization: `Bearer ${key}` };
  // The answers are read loosely here; their shapes are checked against the response schemas in routes.test.ts.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const get = async (url: string): Promise<any> => {
    const r = await app.inject({ url: `/api/v1${url}`, headers });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const post = async (url: string, payload: Record<string, unknown>): Promise<any> => {
    const r = await app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };
  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 1_000_000 } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('/transits at the birth instant: every natal body conjunct itself, orb under an arcsecond', async () => {
    const aspects = (await post('/transits', { birth: NY, at: '1990-07-15T18:30:00Z' })) as { transitBody: string; natalBody: string; aspect: string; orb: number }[];
    const self = aspects.filter((a) => a.transitBody === a.natalBody);
    expect(self.map((a) => a.transitBody)).toEqual(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'NorthNode']);
    for (const a of self) {
      expect(a.aspect).toBe('conjunction');
      expect(a.orb).toBeLessThan(ARCSEC);
    }
  });

  it('/progressions: 34 years of life (less 18.5 h) are 34 days after the birth, 1990-08-18', async () => {
    const p = await post('/progressions', { birth: NY, targetDate: '2024-07-15' });
    expect(p.birthDate).toBe('1990-07-15');
    expect(p.progressedDate.slice(0, 10)).toBe('1990-08-18');
  });

  it('/returns/solar: the Sun at the return instant (read from /positions) is the natal Sun', async () => {
    const r = await post('/returns/solar', { birth: NY, year: 2024 });
    expect(r.exactDate.slice(0, 7)).toBe('2024-07');
    const at = await get(`/positions?date=${encodeURIComponent(r.exactDate)}&bodies=Sun`);
    expect(Math.abs(signedDelta(at.positions[0].position.longitude, r.natalSunLongitude))).toBeLessThan(ARCSEC);
    expect(r.houses).toHaveLength(12);
  });

  it('/solar-arc: each directed longitude is the natal longitude plus the arc', async () => {
    const s = await post('/solar-arc', { birth: NY, targetDate: '2024-07-15' });
    expect(s.arc).toBeGreaterThan(32);
    expect(s.arc).toBeLessThan(34);
    for (const d of s.directedPositions) expect(Math.abs(signedDelta(d.directedLongitude, d.natalLongitude + s.arc))).toBeLessThan(EPS_DEG);
  });

  it('/declinations: the Sun at the June solstice 2024 (06-20 20:51 UT, USNO) is at the obliquity, 23.44°', async () => {
    const d = await get('/declinations?date=2024-06-20T20:51:00Z');
    const sun = d.positions.find((p: { body: string }) => p.body === 'Sun');
    expect(Math.abs(sun.declination - 23.44)).toBeLessThan(ARCMIN);
    expect(sun.isOutOfBounds).toBe(false);
  });

  it('/eclipse-impact 2024: the four eclipses of 2024 (NASA catalogues)', async () => {
    const e = (await post('/eclipse-impact', { birth: NY, from: '2024-01-01', to: '2025-01-01' })) as { eclipseDate: string }[];
    expect(e.map((x) => x.eclipseDate.slice(0, 10))).toEqual(['2024-03-25', '2024-04-08', '2024-09-18', '2024-10-02']);
  });

  it('/midpoints: the dial is the longitude modulo 90; transits at `at` activate the natal midpoints', async () => {
    const m = await post('/midpoints', { birth: NY, at: '2024-07-15T12:00:00Z', orb: 1.5 });
    expect(m.midpoints).toHaveLength((12 * 11) / 2); // every pair of the 12 technique bodies (only one node: no linked pair)
    for (const d of m.dial) expect(Math.abs(d.dialPosition - (d.originalLongitude % 90))).toBeLessThan(EPS_DEG);
    for (const a of m.activations) expect(a.orb).toBeLessThanOrEqual(1.5);
  });

  it('/synastry: swapping the two persons swaps the inter-aspects and keeps the scores', async () => {
    const ab = await post('/synastry', { personA: NY, personB: PARIS });
    const ba = await post('/synastry', { personA: PARIS, personB: NY });
    for (const k of Object.keys(ab.scores)) expect(Math.abs(ba.scores[k] - ab.scores[k]), k).toBeLessThan(SCORE_EPS);
    const key = (bodyA: string, bodyB: string, aspect: string) => `${bodyA}/${bodyB}/${aspect}`;
    expect(new Set(ba.interAspects.map((x: { bodyA: string; bodyB: string; aspect: string }) => key(x.bodyB, x.bodyA, x.aspect))))
      .toEqual(new Set(ab.interAspects.map((x: { bodyA: string; bodyB: string; aspect: string }) => key(x.bodyA, x.bodyB, x.aspect))));
  });

  it('/composite: the composite Sun is the nearer midpoint of the two natal Suns', async () => {
    const c = await post('/composite', { personA: NY, personB: PARIS });
    const sunA = (await post('/natal-chart', NY)).positions.find((p: { body: string }) => p.body === 'Sun').position.longitude;
    const sunB = (await post('/natal-chart', PARIS)).positions.find((p: { body: string }) => p.body === 'Sun').position.longitude;
    const sun = c.positions.find((p: { body: string }) => p.body === 'Sun');
    expect(Math.abs(signedDelta(sun.longitude, sunA + signedDelta(sunA, sunB) / 2))).toBeLessThan(ARCSEC);
  });

  it('/traditional/lots: Fortune + Spirit = 2 × Ascendant (the two lots mirror each other about it)', async () => {
    const lots = (await post('/traditional/lots', { birth: NY })) as { name: string; longitude: number }[];
    expect(lots.map((l) => l.name)).toEqual(['Fortune', 'Spirit', 'Eros', 'Necessity', 'Courage', 'Victory', 'Nemesis']);
    const asc = (await post('/natal-chart', NY)).ascendant as number;
    expect(Math.abs(signedDelta(lots[0]!.longitude + lots[1]!.longitude, 2 * asc))).toBeLessThan(ARCSEC);
  });

  it('/traditional/profection: 33 completed years on 2024-07-15 00:00 UT (birth 18:30 UT): house 10', async () => {
    const p = await post('/traditional/profection', { birth: NY, at: '2024-07-15' });
    expect(p.age).toBe(33);
    expect(p.activatedHouse).toBe(33 % 12 + 1);
  });

  it('/traditional/zodiacal-releasing: level-1 periods follow the signs from the lot, contiguous', async () => {
    const periods = (await post('/traditional/zodiacal-releasing', { birth: NY, levels: 1, years: 100 })) as { sign: string; startDate: string; endDate: string; level: number }[];
    const fortune = ((await post('/traditional/lots', { birth: NY })) as { name: string; sign: string }[])[0]!;
    expect(periods[0]!.sign).toBe(fortune.sign);
    for (let i = 1; i < periods.length; i++) expect(periods[i]!.startDate).toBe(periods[i - 1]!.endDate);
  });

  it('/traditional/antiscia: antiscion + longitude = 180°, contra-antiscion + longitude = 360°', async () => {
    const a = await post('/traditional/antiscia', { birth: NY });
    expect(a.antiscia).toHaveLength(12);
    for (const x of a.antiscia) {
      expect(Math.abs(signedDelta(x.antisciaLongitude + x.originalLongitude, 180))).toBeLessThan(EPS_DEG);
      expect(Math.abs(signedDelta(x.contraAntisciaLongitude + x.originalLongitude, 0))).toBeLessThan(EPS_DEG);
    }
  });

  it('/traditional/temperament: every factor adds one of hot/cold and one of wet/dry', async () => {
    const t = await post('/traditional/temperament', { birth: NY });
    expect(t.hot + t.cold).toBe(t.wet + t.dry);
    expect(t.primary).not.toBe(t.secondary);
  });

  it('/vedic/chart: sidereal = tropical − ayanamsa for the nine grahas; Ketu opposite Rahu', async () => {
    const v = await post('/vedic/chart', { birth: NY, ayanamsa: 'Lahiri' });
    expect(v.ayanamsa.system).toBe('Lahiri');
    expect(v.ayanamsa.value).toBeGreaterThan(23.5); // Lahiri in 1990 ≈ 23°43′
    expect(v.ayanamsa.value).toBeLessThan(24);
    expect(v.positions.map((p: { planet: string }) => p.planet)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
    for (const p of v.positions) expect(Math.abs(signedDelta(p.siderealLongitude, p.tropicalLongitude - v.ayanamsa.value))).toBeLessThan(EPS_DEG);
    const [rahu, ketu] = [v.positions[7], v.positions[8]];
    expect(Math.abs(signedDelta(ketu.siderealLongitude, rahu.siderealLongitude + 180))).toBeLessThan(EPS_DEG);
  });

  it('/vedic/nakshatra of a graha at a date is the nakshatra of its sidereal longitude in /vedic/chart', async () => {
    const v = await post('/vedic/chart', { birth: { ...NY, timezone: 'UTC', birthTime: '18:30' } });
    const moon = v.positions[1];
    const n = await get('/vedic/nakshatra?date=1990-07-15T18:30:00Z&body=Moon');
    expect(n.name).toBe(moon.nakshatra);
  });

  it('/vedic/nakshatra: index and pada of any sidereal longitude (13°20′ and 3°20′ divisions)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.double({ min: 0, max: 359.999, noNaN: true }), async (lon) => {
        const atBoundary = Math.min(lon % PADA_DEG, PADA_DEG - (lon % PADA_DEG)) < 1e-9;
        fc.pre(!atBoundary);
        const n = await get(`/vedic/nakshatra?longitude=${lon}`);
        expect(n.index).toBe(Math.floor(lon / NAKSHATRA_DEG));
        expect(n.pada).toBe(Math.floor((lon % NAKSHATRA_DEG) / PADA_DEG) + 1);
      }),
      { numRuns: 40 },
    );
  });

  it('/vedic/ashtakoot: a person with themself scores everything but nadi (same nakshatra: 28 of 36)', async () => {
    const s = await post('/vedic/ashtakoot', { personA: NY, personB: NY });
    expect(s.nadi).toBe(0);
    expect(s.total).toBe(28);
  });

  it('/vedic/dasha: mahadashas contiguous; levels 1 has no sub-periods, levels 2 nine per mahadasha at most', async () => {
    const one = (await post('/vedic/dasha', { birth: NY, levels: 1 })) as { startDate: string; endDate: string; subPeriods?: unknown[] }[];
    for (let i = 1; i < one.length; i++) expect(one[i]!.startDate).toBe(one[i - 1]!.endDate);
    expect(one.every((p) => p.subPeriods === undefined || p.subPeriods.length === 0)).toBe(true);
    const two = (await post('/vedic/dasha', { birth: NY })) as { subPeriods?: unknown[] }[];
    expect(two.every((p) => (p.subPeriods?.length ?? 0) >= 1 && (p.subPeriods?.length ?? 0) <= 9)).toBe(true);
  });

  it('the new routes are cached like the others: a repeated POST is a byte-identical HIT', async () => {
    const payload = { birth: NY, year: 2030 };
    const a = await app.inject({ method: 'POST', url: '/api/v1/returns/solar', headers, payload });
    const b = await app.inject({ method: 'POST', url: '/api/v1/returns/solar', headers, payload });
    expect([a.headers['x-cache'], b.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(b.body).toBe(a.body);
  });
});
