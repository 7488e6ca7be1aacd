/**
 * The eras outside 1800–2200 (src/ephemeris/integration/eras.ts): nothing is available before it is loaded (a
 * clear UNSUPPORTED naming the era and the call), loading makes the date synchronous, bodies refuse dates outside
 * their own span with OUT_OF_RANGE naming the body and the span, and the corrected inner planets' velocities are
 * the derivatives of their positions. This file runs in its own module registry (vitest isolates test files), so
 * "not loaded yet" is the real initial state.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHIRON_SPAN_JD_TT,
  EPHEMERIS_ERAS,
  EPHEMERIS_SPAN_JD_TT,
  INTEGRATION_RANGE,
  eraAt,
  integratedSource,
  isEphemerisEraLoaded,
  loadEphemerisEra,
  loadEphemerisFor,
  loadEphemerisSpan,
  sunBarycentricState,
} from '../../../src/ephemeris/integration/index.js';
import { planetState } from '../../../src/ephemeris/planet-state.js';
import { UraniaError } from '../../../src/errors/urania-error.js';

/** 44 BCE, 15 March (Julian calendar), 12:00 TT — Meeus's algorithm (Astronomical Algorithms ch. 7) gives 1705426.0. */
const JD_IDES_OF_MARCH_44_BCE = 1705426.0;
/** 1200-01-01 (Julian) 12:00 TT: before Hygiea's extended span (1500..2500). */
const JD_1200 = 2159358.0;
/** 600-01-01 (Julian) 12:00 TT: before Chiron's span (675 CE). */
const JD_600 = 1940208.0;

function caught(f: () => unknown): UraniaError {
  try {
    f();
  } catch (e) {
    if (e instanceof UraniaError) return e;
    throw e;
  }
  throw new Error('expected a UraniaError');
}

describe('loading the eras', () => {
  it('lists four eras that tile the span outside 1800–2200, oldest first', () => {
    expect(EPHEMERIS_ERAS.map((e) => e.name)).toEqual(['m3000-m1000', 'm1000-p1000', 'p1000-p1800', 'p2200-p3000']);
    expect(EPHEMERIS_ERAS[0]!.fromJdTt).toBe(EPHEMERIS_SPAN_JD_TT.fromJdTt);
    expect(EPHEMERIS_ERAS[3]!.toJdTt).toBe(EPHEMERIS_SPAN_JD_TT.toJdTt);
    for (let i = 1; i < 3; i++) expect(EPHEMERIS_ERAS[i]!.fromJdTt).toBe(EPHEMERIS_ERAS[i - 1]!.toJdTt);
  });

  it('throws UNSUPPORTED naming the era and the loading call before the era is loaded', () => {
    expect(isEphemerisEraLoaded('m1000-p1000')).toBe(false);
    const e = caught(() => sunBarycentricState(JD_IDES_OF_MARCH_44_BCE));
    expect(e.code).toBe('UNSUPPORTED');
    expect(e.message).toContain('loadEphemerisSpan');
    expect(e.message).toContain('m1000-p1000');
    expect(e.details.field).toBe('jdTt');
    expect(caught(() => planetState('Earth', JD_IDES_OF_MARCH_44_BCE)).code).toBe('UNSUPPORTED');
  });

  it('rejects an unknown era name and a non-finite Julian Day synchronously', () => {
    const e = caught(() => loadEphemerisEra('jurassic'));
    expect(e.code).toBe('INVALID_ARGUMENT');
    expect(e.details.field).toBe('era');
    expect(caught(() => loadEphemerisFor(Number.NaN)).details.field).toBe('jdTt');
  });

  it('answers synchronously once the era of a date is loaded', async () => {
    await loadEphemerisFor(JD_IDES_OF_MARCH_44_BCE);
    expect(isEphemerisEraLoaded('m1000-p1000')).toBe(true);
    const earth = planetState('Earth', JD_IDES_OF_MARCH_44_BCE);
    // The March equinox of 44 BCE fell on ≈ 23 March (Julian): the Julian calendar gains a day on the seasons every
    // ≈ 128 years, and the equinox was on 11 March in 1582. So on 15 March the Sun stood ≈ 8 days (≈ 8°) before
    // 0° of the equinox of date, and the equinox of J2000 lies ≈ 28.5° further on (2043 years × 50.3″/year of
    // general precession): the Sun's J2000 longitude is ≈ 352° + 28.5° − 360° ≈ 20°, the Earth's ≈ 200° (± 3°).
    const lon = (Math.atan2(earth.y, earth.x) * 180) / Math.PI;
    expect(Math.abs(((lon + 360) % 360) - 200)).toBeLessThan(3);
    expect(Math.hypot(earth.x, earth.y, earth.z)).toBeGreaterThan(0.98);
    expect(Math.hypot(earth.x, earth.y, earth.z)).toBeLessThan(1.02);
  });

  it('refuses dates outside a body\'s own span with OUT_OF_RANGE naming the body and its span', async () => {
    await loadEphemerisSpan();
    const hygiea = caught(() => integratedSource('Hygiea')(JD_1200));
    expect(hygiea.code).toBe('OUT_OF_RANGE');
    expect(hygiea.message).toContain('Hygiea');
    expect(hygiea.message).toContain('1500..2500');
    expect(hygiea.details.body).toBe('Hygiea');
    expect(caught(() => integratedSource('Eros')(2323711 - 1)).message).toContain('1650..2350');
    expect(() => integratedSource('Eris')(JD_1200)).not.toThrow();
    const chiron = caught(() => integratedSource('Chiron')(JD_600));
    expect(chiron.code).toBe('OUT_OF_RANGE');
    expect(chiron.message).toContain('675..3000');
    expect(chiron.details.minimum).toBe(CHIRON_SPAN_JD_TT.fromJdTt);
    expect(() => integratedSource('Chiron')(CHIRON_SPAN_JD_TT.fromJdTt + 1)).not.toThrow();
    const before = caught(() => planetState('Mars', EPHEMERIS_SPAN_JD_TT.fromJdTt - 1));
    expect(before.code).toBe('OUT_OF_RANGE');
    expect(before.details.body).toBe('Mars');
    expect(caught(() => sunBarycentricState(EPHEMERIS_SPAN_JD_TT.toJdTt + 1)).code).toBe('OUT_OF_RANGE');
  });

  it('continues the 1800–2200 tables: an extended minor body meets them at their common edge within 1″ seen from the Earth', async () => {
    await loadEphemerisSpan();
    /** 1″ in radians; the geocentric distance is at least the heliocentric one minus 1.02 AU. */
    const MEET_RAD = Math.PI / 648000;
    for (const [body, jd] of [
      ['Hygiea', INTEGRATION_RANGE.fromJdTt + 10],
      ['Eros', INTEGRATION_RANGE.fromJdTt + 10],
      ['Eris', INTEGRATION_RANGE.fromJdTt + 10],
      // Six days after the 2200 seed: both come from the same 2150–2200 fit (later, both extrapolate, differently).
      ['Amor', 2524600],
      ['Sedna', 2524600],
    ] as const) {
      // Inside INTEGRATION_RANGE the source reads the 1800–2200 tables; the era's own table overlaps them there.
      const main = integratedSource(body)(jd);
      const era = eraAt(jd < 2451545 ? 2378490 : 2524600);
      const b = era.table(body)!.state(jd);
      const sun = era.table('Sun')!.state(jd);
      const miss = Math.hypot(b.x - sun.x - main.x, b.y - sun.y - main.y, b.z - sun.z - main.z);
      expect(miss / (Math.hypot(main.x, main.y, main.z) - 1.02), body).toBeLessThan(MEET_RAD);
    }
  });

  it('gives velocities that are the derivatives of the positions (corrected inner planets and era tables)', async () => {
    await loadEphemerisSpan();
    /**
     * Fourth-order central difference with h = 0.02 day (truncation h⁴·|r⁽⁵⁾|/30 < 1e-14 AU/day). What remains is the
     * evaluation noise of the long-term VSOP87 at |Cτ| up to 6e6 rad (≈ 1e-11 AU, i.e. ≈ 1e-9 AU/day after the
     * difference): 2e-8 AU/day is 0.004″/day at 1 AU, far below the 5″/day speed goal, while a wrong rate formula
     * errs by orders of magnitude more (a dropped harmonic term's rate is ≥ 1e-6 AU/day).
     */
    const H = 0.02;
    const TOLERANCE_AU_PER_DAY = 2e-8;
    const outside1800to2200 = fc.oneof(
      fc.double({ min: EPHEMERIS_SPAN_JD_TT.fromJdTt + 1, max: 2378400, noNaN: true }),
      fc.double({ min: 2525100, max: EPHEMERIS_SPAN_JD_TT.toJdTt - 1, noNaN: true }),
    );
    const sources = [
      ['Mercury', (t: number) => planetState('Mercury', t)],
      ['Earth', (t: number) => planetState('Earth', t)],
      ['Mars', (t: number) => planetState('Mars', t)],
      ['Jupiter', integratedSource('Jupiter')],
      ['Vesta', integratedSource('Vesta')],
    ] as const;
    fc.assert(
      fc.property(outside1800to2200, fc.constantFrom(...sources), (t, [, f]) => {
        const s = f(t);
        const [a, b, c, d] = [f(t - 2 * H), f(t - H), f(t + H), f(t + 2 * H)];
        const rate = (k: 'x' | 'y' | 'z'): number => (8 * (c[k] - b[k]) - (d[k] - a[k])) / (12 * H);
        return Math.hypot(rate('x') - s.vx, rate('y') - s.vy, rate('z') - s.vz) < TOLERANCE_AU_PER_DAY;
      }),
      { numRuns: 200, seed: 14 },
    );
  });
});
