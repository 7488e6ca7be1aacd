import { UraniaError } from '../errors/index.js';
import { parse } from '../records/parse.js';
import { NatalChartResponse, type ChartWheelOptions } from '../schemas/index.js';
import { bodyLabel } from './draw-bodies.js';
import {
  chartHouses,
  chartPlacements,
  chartPoints,
  chartSubtitle,
  leftLongitude,
} from './chart-placements.js';
import { interAspects } from './inter-aspects.js';
import { outerChartLines, parseOuterChart, type OuterChart } from './outer-chart.js';
import { renderWheel } from './render-wheel.js';
import { resolveWheelOptions } from './wheel-options.js';
import { underMember } from './under-member.js';

/** Library options of {@link biWheel} beyond the wheel's: the names of the two charts in the header. */
export interface BiWheelOptions extends ChartWheelOptions {
  /** Header names of the inner and outer charts (default "Inner" / "Outer"). */
  readonly innerName?: string;
  readonly outerName?: string;
}

/**
 * @summary A bi-wheel as an SVG 1.1 document: the inner chart (its houses, angles and bodies) inside, the outer
 * chart's bodies in a band between the sign ring and the houses, and the inter-chart aspects (every inner body with
 * every outer body, aspect types of `options.aspects`, orbs of `options.orbProfile`) as lines in the center. For
 * synastry (two natal charts), transits, progressions or returns to a natal chart (inner = natal; outer a natal,
 * progressed, solar- or lunar-return chart record, see `OuterChart`).
 *
 * Pure and deterministic; both charts are validated (`inner.<member>`, `outer.<member>`), the options too. A
 * sidereal inner chart labels the footer `Sidereal (<system>)` unless `options.zodiacLabel` is given.
 * @example
 * const svg = biWheel(natalChart(a), natalChart(b), { innerName: 'Ann', outerName: 'Bob' });
 */
export function biWheel(inner: NatalChartResponse, outer: OuterChart, options?: BiWheelOptions): string {
  const { innerName, outerName, ...wheelOptions } = options ?? {};
  for (const [field, name] of [
    ['options.innerName', innerName],
    ['options.outerName', outerName],
  ] as const) {
    if (name !== undefined && (typeof name !== 'string' || name.length < 1 || name.length > 60)) {
      throw new UraniaError('INVALID_ARGUMENT', `${field} must be a string of 1 to 60 characters`, {
        field,
        received: name,
        allowed: '1 to 60 characters',
      });
    }
  }
  const a = underMember('inner', () => parse(NatalChartResponse, inner, 'inner'));
  const b = underMember('outer', () => parseOuterChart(outer, 'outer'));
  const resolved = underMember('options', () => resolveWheelOptions(wheelOptions));
  // A sidereal inner chart says so (its `zodiac` and `ayanamsa`), as `natalWheel` does: the footer label follows
  // unless the caller set one (issue 15; the outer chart is in the same zodiac for synastry and transits).
  const o =
    wheelOptions.zodiacLabel === undefined && a.zodiac === 'sidereal'
      ? { ...resolved, zodiacLabel: `Sidereal (${a.ayanamsa?.system ?? 'Lahiri'})` }
      : resolved;
  const innerBodies = chartPlacements(a, o.bodies);
  const outerBodies = chartPlacements(b, o.bodies);
  const aspects = interAspects(innerBodies, outerBodies, o.aspects, o.orbProfile);
  const houses = chartHouses(a);
  const nameA = innerName ?? 'Inner';
  const nameB = outerName ?? 'Outer';
  return renderWheel({
    kind: 'bi',
    options: o,
    leftLongitude: leftLongitude(houses, o),
    inner: innerBodies,
    outer: outerBodies,
    houses,
    aspects,
    points: chartPoints(a, o),
    title: o.title ?? `${nameA} and ${nameB}`,
    header: [
      { name: `${nameA} (inside)`, lines: chartSubtitle(a) },
      { name: `${nameB} (outside)`, lines: outerChartLines(b) ?? chartSubtitle(b as NatalChartResponse) },
    ],
    houseSystem: houses === undefined ? undefined : (a.houseSystemUsed ?? a.houseSystem),
    description:
      `Bi-wheel. Inside, ${nameA}: ${innerBodies.map(bodyLabel).join('; ')}. Outside, ${nameB}: ${outerBodies.map(bodyLabel).join('; ')}. ` +
      `${aspects.length} inter-chart aspect${aspects.length === 1 ? '' : 's'} drawn.`,
  });
}
