/**
 * The searches of tests/ephemeris/range-path-edges.test.ts: every search kind that runs on the range path, for every
 * body whose fits read the 1800–2200 tables (the inner planets and the Earth, the integrated bodies) at both ends
 * of those tables — a range starting 1800-01-01 and one ending 2200-12-31. Imported by the test (eras loaded by the
 * setup) and by range-path-edges-child.ts (a fresh process on the sources, no era loaded), which compare them.
 */
import { INTEGRATED_BODIES } from '../../src/ephemeris/integration/integrated-bodies.js';
import { findAspectPerfections, findHouseIngresses, findIngresses, findStations, lunarReturn, solarReturn } from '../../src/index.js';
import type { Body } from '../../src/schemas/enums.js';

/** Every body whose range-path fits read the integration's tables or the inner planets' series. */
export const EDGE_BODIES: readonly Body[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', ...INTEGRATED_BODIES];

/**
 * The two ranges: the first two months of 1800 (the 64–512-day segments of the fits that hold 1 January 1800 start
 * between 1799-07-17 and 1799-11-22, before the tables' 1799-12-02) and the last two of 2200 (those that hold
 * 31 December 2200 end on 2201-02-27 or later, after the tables' 2201-02-02).
 */
export const EDGE_RANGES = [
  { from: '1800-01-01', to: '1800-03-01' },
  { from: '2200-11-01', to: '2200-12-31' },
] as const;

/** House cusps for the house-ingress search: every 30° from 5°, so that every body crosses one within two months. */
const CUSPS = Array.from({ length: 12 }, (_, i) => 5 + 30 * i);

/** A search's outcome: the instants (ms since 1970) of its events, or the error code it threw. */
export type EdgeOutcome = { readonly dates: number[] } | { readonly error: string };

function outcome(run: () => readonly { readonly date: string }[]): EdgeOutcome {
  try {
    return { dates: run().map((e) => Date.parse(e.date)) };
  } catch (e) {
    return { error: `${(e as { code?: string }).code ?? 'no code'}: ${(e as Error).message}` };
  }
}

/**
 * @summary Outcomes keyed `kind body from`: ingresses, stations (not for the Sun and the Moon), aspects to the Sun (the
 * Sun: to the Moon), house ingresses, and the solar and lunar returns of the two edge years.
 */
export function edgeOutcomes(): Record<string, EdgeOutcome> {
  const out: Record<string, EdgeOutcome> = {};
  for (const { from, to } of EDGE_RANGES) {
    for (const body of EDGE_BODIES) {
      const bodies = [body];
      out[`ingresses ${body} ${from}`] = outcome(() => findIngresses({ from, to, bodies }));
      if (body !== 'Sun' && body !== 'Moon') out[`stations ${body} ${from}`] = outcome(() => findStations({ from, to, bodies }));
      const other: Body = body === 'Sun' ? 'Moon' : 'Sun';
      out[`aspects ${body} ${from}`] = outcome(() => findAspectPerfections({ from, to, bodyA: body, bodyB: other, aspects: ['conjunction', 'sextile', 'square', 'trine', 'opposition'] }));
      out[`house-ingresses ${body} ${from}`] = outcome(() => findHouseIngresses({ from, to, cusps: CUSPS, bodies }));
    }
  }
  out['solar-return 1800'] = outcome(() => [solarReturn(290, 1800)]);
  out['solar-return 2200'] = outcome(() => [solarReturn(270, 2200)]);
  out['lunar-return 1800'] = outcome(() => [lunarReturn(123, '1800-01-01T00:00:00Z')!]);
  out['lunar-return 2200'] = outcome(() => [lunarReturn(123, '2200-12-01T00:00:00Z')!]);
  return out;
}

/**
 * The bodies of the era 1000–1800 whose span reaches back across its first edge (year 1000, TT JD 2086308; the TNOs'
 * spans start there and the other minor bodies' later).
 */
export const ERA_EDGE_BODIES: readonly Body[] = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'Ceres', 'Pallas', 'Juno', 'Vesta',
];

/**
 * @summary Outcomes of ingress, station and aspect searches from 1000-02-15 (Julian; 40 days after the edge of the
 * eras −1000..1000 and 1000–1800 — more than any search looks back before its range, `motionStepDays`) to 1000-04-15:
 * with only the era 1000–1800 loaded they must not need the era before (the 64–512-day segments of 15 February 1000
 * start between 4 February and 21 December 999).
 */
export function eraEdgeOutcomes(): Record<string, EdgeOutcome> {
  const out: Record<string, EdgeOutcome> = {};
  const from = '1000-02-15';
  const to = '1000-04-15';
  for (const body of ERA_EDGE_BODIES) {
    const bodies = [body];
    out[`ingresses ${body}`] = outcome(() => findIngresses({ from, to, bodies }));
    if (body !== 'Sun' && body !== 'Moon') out[`stations ${body}`] = outcome(() => findStations({ from, to, bodies }));
    out[`aspects ${body}`] = outcome(() => findAspectPerfections({ from, to, bodyA: body, bodyB: body === 'Sun' ? 'Moon' : 'Sun' }));
  }
  return out;
}

