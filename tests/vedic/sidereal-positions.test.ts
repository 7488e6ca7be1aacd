/**
 * Sidereal (Lahiri) longitudes of the grahas and both nodes against the Swiss Ephemeris 2.10 reference
 * (tests/fixtures/sidereal.json, see its `_provenance`), evaluated at the reference's own TT. The error is the
 * ephemeris error (docs/accuracy.md) plus the ayanamsa error (a few mas).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { VedicPlanetPosition } from '../../src/schemas/index.js';
import { siderealPositions } from '../../src/records/index.js';
import { siderealLongitude } from '../../src/records/sidereal-longitude.js';
import { delta, expectFieldError } from '../charts/technique-helpers.js';
import { CENTURY_AFTER_SPAN, yearDate } from '../setup/span-edges.js';

const ARCSEC = 1 / 3600;
/** Sun–Saturn and the mean node: the ephemeris is good to 0.2″ (docs/accuracy.md), the ayanamsa to 0.01″. */
const PLANET_TOLERANCE = 1 * ARCSEC;
/** The true (osculating) node: 1.5″ ephemeris agreement (docs/lunar-points.md). */
const TRUE_NODE_TOLERANCE = 2 * ARCSEC;

interface Row { id: string; iso: string; jd_ut: number; jd_tt: number; siderealLahiri: Record<string, number> }
const ROWS = (JSON.parse(readFileSync(resolve(__dirname, '../fixtures/sidereal.json'), 'utf8')) as { instants: Row[] }).instants;
/** Every third instant (100 of 300) keeps the run short; the ayanamsa test covers all 300. */
const SAMPLE = ROWS.filter((_, i) => i % 3 === 0);

describe('sidereal positions vs the reference (Lahiri)', () => {
  const errors = new Map<string, number[]>();
  const record = (body: string, e: number) => errors.set(body, [...(errors.get(body) ?? []), e]);

  it('Sun … Saturn and the mean node within 1″, the true node within 2″', () => {
    for (const r of SAMPLE) {
      const at = { jdUt: r.jd_ut, jdTt: r.jd_tt };
      for (const p of siderealPositions(at)) {
        const key = p.planet === 'Rahu' ? 'NorthNodeMean' : p.planet === 'Ketu' ? undefined : p.planet;
        if (key === undefined) continue;
        record(key, delta(p.siderealLongitude, r.siderealLahiri[key]!));
      }
      const rahuTrue = siderealPositions(at, { node: 'true' }).find((p) => p.planet === 'Rahu')!;
      record('NorthNode', delta(rahuTrue.siderealLongitude, r.siderealLahiri.NorthNode!));
    }
    for (const [body, list] of errors) {
      const max = Math.max(...list);
      expect(list.length, body).toBe(SAMPLE.length);
      expect(max, body).toBeLessThan(body === 'NorthNode' ? TRUE_NODE_TOLERANCE : PLANET_TOLERANCE);
    }
  });

  it('Ketu is opposite Rahu; tropical − sidereal is the ayanamsa for every graha', () => {
    const r = SAMPLE[5]!;
    const ps = siderealPositions({ jdUt: r.jd_ut, jdTt: r.jd_tt });
    const rahu = ps.find((p) => p.planet === 'Rahu')!;
    const ketu = ps.find((p) => p.planet === 'Ketu')!;
    expect(delta(ketu.siderealLongitude, rahu.siderealLongitude + 180)).toBeLessThan(1e-9);
    const ayan = ps.map((p) => ((p.tropicalLongitude - p.siderealLongitude) % 360 + 360) % 360);
    for (const a of ayan) expect(Math.abs(a - ayan[0]!)).toBeLessThan(1e-9);
  });

  it('records validate; sign and signIndex come from the sidereal longitude', () => {
    const ps = siderealPositions('2024-01-01T00:00:00Z', { ayanamsa: 'Krishnamurti' });
    expect(ps.map((p) => p.planet)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
    for (const p of ps) {
      expect(Value.Check(VedicPlanetPosition, p)).toBe(true);
      expect(p.signIndex).toBe(Math.floor(p.siderealLongitude / 30));
    }
    // On 2024-01-01 the tropical Sun is in Capricorn (~10°) and the sidereal Sun in Sagittarius (Lahiri ≈ 24°11′).
    expect(ps[0]!.sign).toBe('Sagittarius');
  });
});

describe('siderealLongitude', () => {
  it('subtracts and wraps', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 360, noNaN: true }), fc.double({ min: 0, max: 30, noNaN: true }), (t, a) => {
      const s = siderealLongitude(t, a);
      return s >= 0 && s < 360 && delta(s + a, t) < 1e-9;
    }));
  });
  it('bad input names the field', () => {
    expectFieldError(() => siderealLongitude(Number.NaN, 24), 'tropicalLongitude');
    expectFieldError(() => siderealPositions('2024-01-01', { ayanamsa: 'Fagan' as 'Lahiri' }), 'ayanamsa');
    expectFieldError(() => siderealPositions('2024-01-01', { node: 'osculating' as 'true' }), 'node');
    expectFieldError(() => siderealPositions(yearDate(CENTURY_AFTER_SPAN)), 'at', 'OUT_OF_RANGE');
  });
});
