/**
 * eclipseNatalImpact: the eclipses of 2024 (dates and kinds from NASA's Five Millennium Canon: penumbral lunar
 * 25 March, total solar 8 April, partial lunar 18 September, annular solar 2 October), a Metonic birth (the 8 April
 * 2005 eclipse, 19 years before the 8 April 2024 one, at nearly the same degree), the documented orb bands checked on
 * the natal chart's own longitudes, schema validation over generated births, bad input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eclipseNatalImpact, natalChart } from '../../src/records/index.js';
import { EclipseNatalImpact, type BirthData } from '../../src/schemas/index.js';
import { arbBirthData, arbIsoDate } from '../../src/testing/index.js';
import { PERSON_A, caught, delta, expectValid } from '../charts/technique-helpers.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';
import { YEAR_BEFORE_SPAN, yearDate } from '../setup/span-edges.js';

/** Born at the greatest eclipse of 8 April 2005 (20:36 UT), in Panama — the Sun and Moon at 19° Aries. */
const ECLIPSE_BORN: BirthData = { birthDate: '2005-04-08', birthTime: '20:36', latitude: 8.98, longitude: -79.52, timezone: 'UTC' };

/**
 * The documented bands, written out: conjunction ≤1 high, ≤3 moderate, ≤5 low; opposition ≤1 moderate, ≤3 low;
 * square ≤2 low (issue 11: squares count, as `low`).
 */
function expectedSignificance(separation: number): string | undefined {
  if (separation <= 1) return 'high';
  if (separation <= 3) return 'moderate';
  if (separation <= 5) return 'low';
  if (180 - separation <= 1) return 'moderate';
  if (180 - separation <= 3) return 'low';
  if (Math.abs(90 - separation) <= 2) return 'low';
  return undefined;
}

describe('eclipseNatalImpact', () => {
  const list = eclipseNatalImpact({ birth: ECLIPSE_BORN, from: '2024-01-01', to: '2025-01-01' });

  it('lists the four eclipses of 2024 in time order', () => {
    expect(list.map((e) => [e.eclipseDate.slice(0, 10), e.eclipseType])).toEqual([
      ['2024-03-25', 'lunar'], ['2024-04-08', 'solar'], ['2024-09-18', 'lunar'], ['2024-10-02', 'solar'],
    ]);
    for (const e of list) expectValid(EclipseNatalImpact, e);
  });

  it('the Metonic return of the birth eclipse falls on the natal Sun and Moon: high', () => {
    const april = list[1]!;
    expect(april.eclipseSign).toBe('Aries');
    const sun = april.impactedPlanets.find((p) => p.body === 'Sun')!;
    const moon = april.impactedPlanets.find((p) => p.body === 'Moon')!;
    expect(sun.significance).toBe('high');
    expect(moon.significance).toBe('high');
    expect(sun.orb).toBeLessThan(1);
  });

  it('impacted bodies are exactly the natal bodies within the documented bands', () => {
    const natal = natalChart(ECLIPSE_BORN).positions.slice(0, 12);
    for (const e of list) {
      const expected = natal
        .map((p) => ({ body: p.body, level: expectedSignificance(delta(e.eclipseLongitude, p.position.longitude)) }))
        .filter((x) => x.level !== undefined);
      expect(e.impactedPlanets.map((p) => [p.body, p.significance])).toEqual(expected.map((x) => [x.body, x.level]));
      for (const p of e.impactedPlanets) {
        const sep = delta(e.eclipseLongitude, p.natalLongitude);
        expect(Math.abs(Math.min(sep, 180 - sep, Math.abs(90 - sep)) - p.orb)).toBeLessThan(1e-9);
      }
    }
  });

  it('issue 11: a natal body square the eclipse degree within 2° is impacted, low, as a square; 3° off is not', () => {
    // Hand-placed: the 8 April 2024 eclipse's new moon is at 19°24′ Aries (19.4°). The Sun moves ≈ 0.955°/day in
    // July and is at 0° Cancer on 21 June, so on 12 July 1990 at noon it is near 20° Cancer (≈ 110°: 90.6° from the
    // eclipse, a square within 1°) and on 15 July near 22°50′ Cancer (≈ 112.8°: 3.4° off the square).
    const place = { birthTime: '12:00', latitude: 40.7128, longitude: -74.006, timezone: 'UTC' } as const;
    const onSquare = eclipseNatalImpact({ birth: { ...place, birthDate: '1990-07-12' }, from: '2024-04-01', to: '2024-04-30' })[0]!;
    const sun = onSquare.impactedPlanets.find((p) => p.body === 'Sun')!;
    expect(sun).toMatchObject({ significance: 'low', aspect: 'square' });
    expect(sun.orb).toBeLessThan(1);
    const offSquare = eclipseNatalImpact({ birth: { ...place, birthDate: '1990-07-15' }, from: '2024-04-01', to: '2024-04-30' })[0]!;
    expect(offSquare.impactedPlanets.find((p) => p.body === 'Sun')).toBeUndefined();
  });

  it('validates over generated births and ranges (fast-check)', () => {
    fc.assert(
      fc.property(arbBirthData({ from: '1900-01-01', to: '2100-12-31' }), arbIsoDate('1900-01-01', '2195-12-31'), fc.integer({ min: 0, max: 800 }), (birth, from, days) => {
        const to = new Date(Date.parse(`${from}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);
        for (const e of eclipseNatalImpact({ birth, from, to })) expectValid(EclipseNatalImpact, e);
      }),
      { numRuns: 10 },
    );
  });

  it('bad input names the field', () => {
    expect(caught(() => eclipseNatalImpact({ birth: PERSON_A, from: '2025-01-01', to: '2024-01-01' })).details.field).toBe('to');
    expect(caught(() => eclipseNatalImpact({ birth: PERSON_A, from: yearDate(YEAR_BEFORE_SPAN), to: yearDate(SUPPORTED_SPAN.firstYear, 6) })).details.field).toBe('from');
    expect(caught(() => eclipseNatalImpact({ birth: PERSON_A, from: '2024-01-01' } as never)).details.field).toBe('to');
    expect(caught(() => eclipseNatalImpact({ birth: { ...PERSON_A, timezone: 'Mars/Olympus_Mons' }, from: '2024-01-01', to: '2025-01-01' })).details.field).toBe('birth.timezone');
  });
});
