import { coarseMoon, coarseMoonLongitude, coarseSunLongitude } from './coarse-sun-moon.js';
import { lunarEclipseNear, solarEclipseNear, type SyzygyEclipse } from './eclipse-at-syzygy.js';
import { sarosPlace } from './eclipse-saros.js';
import { SUPPORTED_END_JD_TT } from './event-range.js';
import { findLunations } from './moon-phases.js';
import { findCrossings } from './search.js';
import { sunMoon } from './sun-moon.js';

/**
 * Ecliptic limit used to pick candidate syzygies: the coarse Moon's |latitude| at the syzygy. No eclipse,
 * solar or lunar (penumbral included), happens beyond ≈ 1.59°; 1.75° keeps a margin for the coarse model
 * and for the offset between the syzygy and greatest eclipse.
 */
export const ECLIPSE_LATITUDE_LIMIT_DEG = 1.75;

/** A found eclipse (TT): its geometry at greatest eclipse, the degree of its lunation and its saros place. */
export interface Eclipse extends SyzygyEclipse {
  /**
   * Apparent longitude of the Moon at the exact lunation of the eclipse (the new moon of a solar eclipse, where
   * Sun = Moon; the full moon of a lunar one), degrees: the eclipse's degree and sign (docs/events.md).
   */
  readonly lunationLongitude: number;
  /** Meeus's lunation number, NASA's saros series and the member number in it (eclipse-saros.ts). */
  readonly lunation: number;
  readonly saros: number;
  readonly sarosMember: number;
}

/** The Moon's longitude at the lunation (phase angle 0° or 180°) found by the lunation finder near a syzygy. */
function lunationLongitude(syzygyJdTt: number, target: 0 | 180): number {
  const found = findLunations(syzygyJdTt - 0.5, syzygyJdTt + 0.5, [target]);
  return found.length > 0 ? found[0]!.moonLongitude : sunMoon(syzygyJdTt).moon.longitude;
}

/** The eclipse at a syzygy of the scan, completed with its lunation degree and saros place. */
function eclipseAt(syzygyJdTt: number, kind: 'solar' | 'lunar'): Eclipse | undefined {
  const e = kind === 'solar' ? solarEclipseNear(syzygyJdTt) : lunarEclipseNear(syzygyJdTt);
  if (e === undefined) return undefined;
  const place = sarosPlace(e.jdTt, kind);
  return {
    ...e,
    lunationLongitude: lunationLongitude(syzygyJdTt, kind === 'solar' ? 0 : 180),
    lunation: place.lunation,
    saros: place.saros,
    sarosMember: place.member,
  };
}

/**
 * @summary Solar and lunar eclipses with greatest eclipse in [fromJdTt, toJdTt]: syzygies (coarse model) near
 * a node, then the geometry on the full theory.
 */
export function eclipsesBetween(fromJdTt: number, toJdTt: number): Eclipse[] {
  // Candidates are sought a little beyond the range: greatest eclipse is within hours of the syzygy.
  const syzygies = findCrossings(
    {
      angle: (t) => coarseMoonLongitude(t) - coarseSunLongitude(t),
      targets: [0, 180],
      stepDays: 3,
      toleranceDays: 1e-4,
      accept: (t) => Math.abs(coarseMoon(t).latitude) < ECLIPSE_LATITUDE_LIMIT_DEG,
    },
    fromJdTt - 0.5,
    toJdTt + 0.5,
  );
  const out: Eclipse[] = [];
  for (const s of syzygies) {
    const e = eclipseAt(s.jdTt, s.target === 0 ? 'solar' : 'lunar');
    if (e !== undefined && e.jdTt >= fromJdTt && e.jdTt <= toJdTt) out.push(e);
  }
  return out;
}

/**
 * @summary The first eclipse (solar or lunar, or only the kind asked for) with greatest eclipse strictly after a
 * TT Julian day, or undefined before the end of the supported span.
 */
export function nextEclipseAfter(afterJdTt: number, kind?: 'solar' | 'lunar'): Eclipse | undefined {
  for (let from = afterJdTt; from < SUPPORTED_END_JD_TT; from += 400) {
    const found = eclipsesBetween(from, Math.min(from + 400, SUPPORTED_END_JD_TT)).find(
      (e) => e.jdTt > afterJdTt && (kind === undefined || e.kind === kind),
    );
    if (found !== undefined) return found;
  }
  return undefined;
}
