import { apparentBodyPosition } from '../ephemeris/body-position.js';
import { siderealIngressesOf } from '../events/ingresses.js';
import { SIGNS } from '../schemas/enums.js';
import { instantFromJulianDay } from '../time/instant.js';
import { ayanamsaAt, type AyanamsaChoice } from '../zodiac/ayanamsa.js';

/**
 * Sade Sati and Dhaiya: Saturn's transits over the natal Moon's sidereal sign (the janma rashi). Sade Sati ("seven
 * and a half") is Saturn in the 12th, 1st and 2nd signs from the Moon — its three phases, rising, peak and setting,
 * about two and a half years each; Dhaiya ("two and a half") is Saturn in the 4th (kantaka shani) or the 8th (ashtama
 * shani) from the Moon. The transit reading of Saturn from the Moon is Phaladeepika ch. 26 (Gochara phala: Saturn
 * gives trouble in the 12th, 1st, 2nd, 4th and 8th from the Moon); the names and phases are those of the modern
 * manuals. The spans come from Saturn's sidereal sign ingresses found by the event engine
 * (`siderealIngressesOf`); a retrograde exit from the three signs and a re-entry make two periods, as the ingresses
 * are. docs/vedic.md "Doshas".
 */

export const SATURN_TRANSIT_PHASES = ['rising', 'peak', 'setting', 'fourth', 'eighth'] as const;
export type SaturnTransitPhase = (typeof SATURN_TRANSIT_PHASES)[number];

export interface SaturnTransitSpan {
  readonly phase: SaturnTransitPhase;
  readonly sign: (typeof SIGNS)[number];
  readonly startJdTt: number;
  readonly endJdTt: number;
}

export interface SaturnTransitPeriod {
  readonly kind: 'sade-sati' | 'dhaiya';
  readonly startJdTt: number;
  readonly endJdTt: number;
  /** True when the period was already running at the range's start (its start is the range's). */
  readonly clippedStart: boolean;
  /** True when it still runs at the range's end. */
  readonly clippedEnd: boolean;
  readonly phases: readonly SaturnTransitSpan[];
}

/** Saturn's sidereal sign (0 Aries … 11 Pisces) at an instant (TT), on the full theory. */
export function saturnSiderealSign(jdTt: number, ayanamsa: AyanamsaChoice): number {
  const lon = apparentBodyPosition('Saturn', instantFromJulianDay(jdTt, 'TT')).longitude - ayanamsaAt(ayanamsa, jdTt);
  return Math.floor((((lon % 360) + 360) % 360) / 30) % 12;
}

/**
 * @summary The Sade Sati and Dhaiya periods for a natal Moon sign within [fromJdTt, toJdTt]: each a maximal stretch
 * of Saturn in the 12th–1st–2nd (Sade Sati) or in the 4th or the 8th (Dhaiya) sign from the Moon, with its phases.
 * @example saturnTransitPeriods(3, 2451545, 2451545 + 36525, 'Lahiri').filter((p) => p.kind === 'sade-sati').length
 */
export function saturnTransitPeriods(moonSign: number, fromJdTt: number, toJdTt: number, ayanamsa: AyanamsaChoice): SaturnTransitPeriod[] {
  const phaseOf = (s: number): SaturnTransitPhase | null => {
    const h = ((s - moonSign + 12) % 12) + 1;
    return h === 12 ? 'rising' : h === 1 ? 'peak' : h === 2 ? 'setting' : h === 4 ? 'fourth' : h === 8 ? 'eighth' : null;
  };
  const kindOf = (p: SaturnTransitPhase) => (p === 'fourth' || p === 'eighth' ? 'dhaiya' : 'sade-sati');
  // Saturn's sign in each stretch between ingresses.
  const ingresses = siderealIngressesOf('Saturn', fromJdTt, toJdTt, ayanamsa).sort((a, b) => a.jdTt - b.jdTt);
  const stretches: { sign: number; start: number; end: number }[] = [];
  let sign = saturnSiderealSign(fromJdTt, ayanamsa);
  let start = fromJdTt;
  for (const x of ingresses) {
    stretches.push({ sign, start, end: x.jdTt });
    sign = SIGNS.indexOf(x.sign);
    start = x.jdTt;
  }
  stretches.push({ sign, start, end: toJdTt });

  const periods: SaturnTransitPeriod[] = [];
  let open: { kind: 'sade-sati' | 'dhaiya'; phases: SaturnTransitSpan[] } | null = null;
  const close = () => {
    if (open === null) return;
    const first = open.phases[0]!;
    const last = open.phases[open.phases.length - 1]!;
    periods.push({
      kind: open.kind, startJdTt: first.startJdTt, endJdTt: last.endJdTt,
      clippedStart: first.startJdTt === fromJdTt, clippedEnd: last.endJdTt === toJdTt, phases: open.phases,
    });
    open = null;
  };
  for (const s of stretches) {
    if (s.end <= s.start) continue;
    const phase = phaseOf(s.sign);
    if (phase === null) { close(); continue; }
    const kind = kindOf(phase);
    // A Dhaiya is one sign: the 4th and the 8th never join; a Sade Sati runs on through its three signs.
    if (open !== null && (open.kind !== kind || kind === 'dhaiya')) close();
    open ??= { kind, phases: [] };
    open.phases.push({ phase, sign: SIGNS[s.sign]!, startJdTt: s.start, endJdTt: s.end });
  }
  close();
  return periods;
}
