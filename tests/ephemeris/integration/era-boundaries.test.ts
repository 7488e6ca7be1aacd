/**
 * Two eras share their boundary instant (src/ephemeris/integration/eras.ts). A body whose span begins at a boundary
 * (the TNOs at 1000 CE) has a table in the later era only; at that instant the source must take the later era's
 * table instead of failing (found by the ingress search of issue 17: Sedna's first instant threw INTERNAL). Every
 * integrated body answers, finitely, at every era boundary inside its span and at both ends of its span.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EPHEMERIS_ERAS, loadEphemerisSpan } from '../../../src/ephemeris/integration/eras.js';
import { INTEGRATED_BODIES } from '../../../src/ephemeris/integration/integrated-bodies.js';
import { integratedBodySpan, integratedSource } from '../../../src/ephemeris/integration/integrated-source.js';

/** A step after the boundary, days. */
const STEP_DAYS = 1e-6;
/**
 * Heliocentric states at an era's shared instant may mix the two eras' fits (the Sun's barycentre of one, the body's
 * of the other): measured 1.3e-7 AU apart at 1000 CE (19 km; 0.0006″ seen from 40 AU). Bound: 1e-6 AU.
 */
const SEAM_AU = 1e-6;

beforeAll(async () => {
  await loadEphemerisSpan();
});

describe('integrated bodies at the eras’ shared instants', () => {
  const boundaries = [...new Set(EPHEMERIS_ERAS.flatMap((e) => [e.fromJdTt, e.toJdTt]))];

  it.each([...INTEGRATED_BODIES])('%s answers at every boundary inside its span and at its ends', (body) => {
    const span = integratedBodySpan(body);
    const instants = [span.fromJdTt, span.toJdTt, ...boundaries.filter((jd) => jd >= span.fromJdTt && jd <= span.toJdTt)];
    for (const jd of instants) {
      const s = integratedSource(body)(jd);
      expect([s.x, s.y, s.z, s.vx, s.vy, s.vz].every(Number.isFinite), `${body} at TT JD ${jd}`).toBe(true);
    }
  });

  it('a body beginning at a boundary takes the later era there: its state equals the one just after', () => {
    const starts = INTEGRATED_BODIES.filter((b) => boundaries.includes(integratedBodySpan(b).fromJdTt));
    expect(starts.length).toBeGreaterThan(0);
    for (const body of starts) {
      const jd = integratedBodySpan(body).fromJdTt;
      const at = integratedSource(body)(jd);
      const after = integratedSource(body)(jd + STEP_DAYS);
      // The state just after, carried back by its velocity, is the state at the boundary within the eras' seam.
      const gap = Math.hypot(after.x - after.vx * STEP_DAYS - at.x, after.y - after.vy * STEP_DAYS - at.y, after.z - after.vz * STEP_DAYS - at.z);
      expect(gap, body).toBeLessThan(SEAM_AU);
    }
  });
});
