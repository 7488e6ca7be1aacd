import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apparentBodyPosition } from '../../src/ephemeris/body-position.js';
import { panchang } from '../../src/records/panchang.js';
import { instantFromJulianDay } from '../../src/time/instant.js';
import { ayanamsaAt } from '../../src/zodiac/ayanamsa.js';

/**
 * Property (issue 25, "Must show"): for random dates over 1800–2200 and random places, every limb the Panchang lists
 * begins and ends within END_TOLERANCE_S of where a dense, independent scan of its definition puts the boundary:
 *   tithi = ⌊(λ☾ − λ☉) mod 360 / 12⌋, karana = ⌊… / 6⌋, nakshatra = ⌊λ☾* / (360/27)⌋, yoga = ⌊(λ☾* + λ☉*) mod 360 / (360/27)⌋,
 * sampled every SCAN_STEP_MIN minutes from `bodyPosition`'s apparent Sun and Moon minus the true Lahiri ayanamsa,
 * the Sun moved back once more by its aberration −20.4898″/R (Meeus eq. 25.10) — the drik preset, the default —
 * and bisected to 1 s wherever the index changes. The scan shares no search code with the Panchang.
 * Amrit kalam and Varjyam are then checked against their definition on the scanned nakshatra boundaries: the period
 * of nakshatra n starts g(n)/60 of the nakshatra's duration after its start and lasts 4/60 of it, with g the
 * amrita and tyajya ghatikas written out below from the sources (Muhurta Chintamani; docs/vedic.md).
 */
const END_TOLERANCE_S = 60;
/** Random days per run (PANCHANG_RUNS=200 to soak; ≈ 0.4 s each on a shared 2-core machine). */
const RUNS = Number(process.env.PANCHANG_RUNS ?? 12);
const SCAN_STEP_MIN = 10;
/** The Sun's annual aberration at 1 AU, arcseconds (Meeus, Astronomical Algorithms 2nd ed., eq. 25.10). */
const SUN_ABERRATION_ARCSEC = 20.4898;
/** Ashwini … Revati: the ghatika (of 60) where Varjyam (tyajya, Muhurta Chintamani) and Amrit kalam begin. */
const TYAJYA = [50, 24, 30, 40, 14, 21, 30, 20, 32, 30, 20, 18, 21, 20, 14, 14, 10, 14, 56, 24, 20, 10, 10, 18, 16, 24, 30];
const AMRITA = [42, 48, 54, 52, 38, 35, 54, 44, 56, 54, 44, 42, 45, 44, 38, 38, 34, 38, 44, 48, 44, 34, 34, 42, 40, 48, 54];
const ARC = { tithi: 12, karana: 6, nakshatra: 360 / 27, yoga: 360 / 27 } as const;
type Limb = keyof typeof ARC;

const UNIX_EPOCH_JD = 2440587.5;
const jdOf = (iso: string): number => Date.parse(iso) / 86_400_000 + UNIX_EPOCH_JD;

function limbIndex(limb: Limb, jdUt: number): number {
  const at = instantFromJulianDay(jdUt, 'UT');
  const s = apparentBodyPosition('Sun', at);
  const sun = s.longitude - SUN_ABERRATION_ARCSEC / s.distanceAu / 3600;
  const moon = apparentBodyPosition('Moon', at).longitude;
  const a = ayanamsaAt('Lahiri', at.jdTt);
  const angle = limb === 'tithi' || limb === 'karana' ? moon - sun : limb === 'nakshatra' ? moon - a : moon + sun - 2 * a;
  return Math.floor((((angle % 360) + 360) % 360) / ARC[limb]);
}

/** The pada (1–4) of the Moon's sidereal longitude at a UT Julian Day: ⌊(λ☾* mod 13°20′) / 3°20′⌋ + 1. */
function padaAt(jdUt: number): number {
  const at = instantFromJulianDay(jdUt, 'UT');
  const lon = (((apparentBodyPosition('Moon', at).longitude - ayanamsaAt('Lahiri', at.jdTt)) % 360) + 360) % 360;
  return Math.floor((lon % ARC.nakshatra) / (ARC.nakshatra / 4)) + 1;
}

/** The instants in [from, to] where the limb's index changes: a scan every SCAN_STEP_MIN minutes, bisected to 1 s. */
function scanBoundaries(limb: Limb, from: number, to: number): number[] {
  const step = SCAN_STEP_MIN / 1440;
  const out: number[] = [];
  let t0 = from;
  let i0 = limbIndex(limb, t0);
  while (t0 < to) {
    const t1 = Math.min(t0 + step, to);
    const i1 = limbIndex(limb, t1);
    if (i1 !== i0) {
      let lo = t0;
      let hi = t1;
      while ((hi - lo) * 86_400 > 1) {
        const mid = (lo + hi) / 2;
        if (limbIndex(limb, mid) === i0) lo = mid;
        else hi = mid;
      }
      out.push((lo + hi) / 2);
    }
    t0 = t1;
    i0 = i1;
  }
  return out;
}

describe('panchang limbs against a dense scan of their definitions (1800–2200)', () => {
  it(`every start and end within ${END_TOLERANCE_S} s of the scanned boundary, and each name's index is the definition's`, () => {
    const firstDay = Date.UTC(1800, 0, 2) / 86_400_000;
    const lastDay = Date.UTC(2200, 11, 30) / 86_400_000;
    fc.assert(
      fc.property(
        fc.integer({ min: firstDay, max: lastDay }),
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (day, latitude, longitude) => {
          const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
          const p = panchang({ date, latitude, longitude, timezone: 'UTC' });
          for (const [limb, spans] of [['tithi', p.tithi], ['karana', p.karana], ['nakshatra', p.nakshatra], ['yoga', p.yoga]] as const) {
            const from = jdOf(spans[0]!.start) - 0.05;
            const to = jdOf(spans.at(-1)!.end) + 0.05;
            const scanned = scanBoundaries(limb, from, to);
            const listed = [spans[0]!.start, ...spans.map((s) => s.end)].map(jdOf);
            expect(scanned.length, `${limb} boundaries on ${date}`).toBe(listed.length);
            listed.forEach((t, k) => expect(Math.abs(t - scanned[k]!) * 86_400, `${limb} boundary ${k} on ${date}`).toBeLessThanOrEqual(END_TOLERANCE_S));
            for (const s of spans) {
              const mid = (jdOf(s.start) + jdOf(s.end)) / 2;
              expect(s.number - 1, `${limb} ${s.name} on ${date}`).toBe(limbIndex(limb, mid));
            }
          }
          // The pada: the quarter of the nakshatra a minute after the later of sunrise and the span's start (read at
          // +1 s and +2 min too, so that a pada boundary inside that minute cannot fail the property by chance).
          for (const n of p.nakshatra) {
            const t = Math.max(jdOf(n.start), jdOf(p.sunrise));
            const padas = [1 / 86_400, 1 / 1440, 2 / 1440].map((dt) => padaAt(t + dt));
            expect(padas, `pada of ${n.name} on ${date}`).toContain(n.pada);
          }
          // Amrit kalam and Varjyam from the scanned nakshatra boundaries (one more before, for the first's start).
          const nFrom = jdOf(p.nakshatra[0]!.start) - 0.05;
          const nTo = jdOf(p.nakshatra.at(-1)!.end) + 0.05;
          const edges = scanBoundaries('nakshatra', nFrom, nTo);
          const rise = jdOf(p.sunrise);
          const next = jdOf(p.nextSunrise);
          for (const [table, got] of [[AMRITA, p.muhurta.amritKalam], [TYAJYA, p.muhurta.varjyam]] as const) {
            const all: [number, number][] = [];
            for (let k = 0; k + 1 < edges.length; k += 1) {
              const index = limbIndex('nakshatra', (edges[k]! + edges[k + 1]!) / 2);
              const ghatika = (edges[k + 1]! - edges[k]!) / 60;
              const start = edges[k]! + table[index]! * ghatika;
              all.push([start, start + 4 * ghatika]);
            }
            // Every listed period is one of the definition's, and every one of the definition's that overlaps the day
            // by more than the tolerance is listed (one grazing sunrise within the tolerance may go either way).
            const margin = END_TOLERANCE_S / 86_400;
            const near = (g: { start: string; end: string }, e: [number, number]): boolean =>
              Math.abs(jdOf(g.start) - e[0]) <= margin && Math.abs(jdOf(g.end) - e[1]) <= margin;
            for (const g of got) expect(all.some((e) => near(g, e)), `${g.name} ${g.start} on ${date}`).toBe(true);
            for (const e of all.filter(([a, b]) => b > rise + margin && a < next - margin)) {
              expect(got.some((g) => near(g, e)), `a period from ${e[0]} on ${date}`).toBe(true);
            }
          }
          // The Vedic day runs from its sunrise to the next, and the limbs listed are those in force in it.
          expect(jdOf(p.tithi[0]!.start)).toBeLessThanOrEqual(jdOf(p.sunrise));
          expect(jdOf(p.tithi.at(-1)!.start)).toBeLessThan(jdOf(p.nextSunrise));
        },
      ),
      { numRuns: RUNS },
    );
  }, 60_000 + RUNS * 2_000);
});
