import { wording } from '../errors/error-wording.js';
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
import { angleInterAspects, interAspects } from './inter-aspects.js';
import { outerChartLines, parseOuterChart, type OuterChart } from './outer-chart.js';
import { chartArgument } from './chart-argument.js';
import { renderWheel } from './render-wheel.js';
import { resolveWheelOptions } from './wheel-options.js';
import { formatLabel } from '../i18n/format-label.js';
import { underMember } from './under-member.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** The orb table of a bi-wheel's inter-chart aspects when `options.orbProfile` is not given. */
export const BI_WHEEL_ORB_PROFILE = 'tight';

/** Library options of {@link biWheel} beyond the wheel's: the names of the two charts in the header. */
export interface BiWheelOptions extends ChartWheelOptions {
  /** Header names of the inner and outer charts (default "Inner" / "Outer"). */
  readonly innerName?: string;
  readonly outerName?: string;
}

/**
 * @summary A bi-wheel as an SVG 1.1 document: the inner chart (its houses, angles and bodies) inside, the outer
 * chart's bodies in a band between the sign ring and the houses, and the inter-chart aspects (every inner body with
 * every outer body, and every outer body with the inner Ascendant and Midheaven; aspect types of `options.aspects`,
 * orbs of `options.orbProfile`, default `tight`) as lines in the center; the outer chart's angles (AC, MC, DC, IC)
 * across the outer band and labelled outside, when it has them (a timed natal chart, a progressed or return chart
 * cast for a place). For
 * synastry (two natal charts), transits, progressions or returns to a natal chart (inner = natal; outer a natal,
 * progressed, solar- or lunar-return chart record, see `OuterChart`).
 *
 * Pure and deterministic; both charts are validated (`inner.<member>`, `outer.<member>`), the options too. A
 * sidereal inner chart labels the footer `Sidereal (<system>)` unless `options.zodiacLabel` is given.
 * @example
 * const svg = biWheel(natalChart(a), natalChart(b), { innerName: 'Ann', outerName: 'Bob' });
 */
export function biWheel(inner: NatalChartResponse, outer: OuterChart, options?: BiWheelOptions): string {
  refuseExtraArguments(arguments.length, 3, 'biWheel(inner, outer, options?)', "biWheel(natalChart(a), natalChart(b), { innerName: 'Ann', outerName: 'Bob' })");
  const { innerName, outerName, ...wheelOptions } = options ?? {};
  for (const [field, name] of [
    ['options.innerName', innerName],
    ['options.outerName', outerName],
  ] as const) {
    if (name !== undefined && (typeof name !== 'string' || name.length < 1 || name.length > 60)) {
      throw new UraniaError('INVALID_ARGUMENT', `${field} must be a string of 1 to 60 characters`, {
        wording: wording('stringLength', { field, min: '1', max: '60' }),
        field,
        received: name,
        allowed: '1 to 60 characters',
      });
    }
  }
  chartArgument(inner, 'inner', 'biWheel(natalChart(birthA), natalChart(birthB), options)');
  chartArgument(outer, 'outer', 'biWheel(natalChart(birthA), natalChart(birthB), options)');
  const a = underMember('inner', () => parse(NatalChartResponse, inner, 'inner'));
  const b = underMember('outer', () => parseOuterChart(outer, 'outer'));
  const resolved = underMember('options', () => resolveWheelOptions(wheelOptions));
  // A sidereal inner chart says so (its `zodiac` and `ayanamsa`), as `natalWheel` does: the footer label follows
  // unless the caller set one (issue 15; the outer chart is in the same zodiac for synastry and transits).
  const o =
    wheelOptions.zodiacLabel === undefined && a.zodiac === 'sidereal'
      ? { ...resolved, zodiacLabel: formatLabel(resolved.labels.words.sidereal, { ayanamsa: a.ayanamsa?.system ?? 'Lahiri' }, resolved.locale) }
      : resolved;
  const labels = o.labels;
  const w = labels.words;
  const say = (template: string, values: Record<string, string | number>) => formatLabel(template, values, o.locale);
  const innerBodies = chartPlacements(a, o.bodies);
  const outerBodies = chartPlacements(b, o.bodies);
  // Inter-chart aspects take tight orbs unless asked otherwise (as `progressedChart` does): with the natal orbs of
  // modern-western a synastry drew some sixty lines up to 8°, too many to read.
  const profile = wheelOptions.orbProfile ?? BI_WHEEL_ORB_PROFILE;
  const houses = chartHouses(a);
  const aspects = [
    ...interAspects(innerBodies, outerBodies, o.aspects, profile),
    ...angleInterAspects(houses, outerBodies, o.aspects, profile),
  ];
  const outerAngles =
    b.ascendant !== undefined && b.midheaven !== undefined
      ? { ascendant: b.ascendant, midheaven: b.midheaven }
      : undefined;
  const nameA = innerName ?? w.inner;
  const nameB = outerName ?? w.outer;
  return renderWheel({
    kind: 'bi',
    options: o,
    leftLongitude: leftLongitude(houses, o),
    inner: innerBodies,
    outer: outerBodies,
    houses,
    outerAngles,
    aspects,
    points: chartPoints(a, o),
    title: o.title ?? say(w.pairTitle, { inner: nameA, outer: nameB }),
    header: [
      { name: say(w.insideName, { name: nameA }), lines: chartSubtitle(a, labels) },
      { name: say(w.outsideName, { name: nameB }), lines: outerChartLines(b, labels) ?? chartSubtitle(b as NatalChartResponse, labels) },
    ],
    houseSystem: houses === undefined ? undefined : (a.houseSystemUsed ?? a.houseSystem),
    description:
      `${say(w.biWheelDescription, { inner: nameA, innerBodies: innerBodies.map((p) => bodyLabel(p, labels)).join('; '), outer: nameB, outerBodies: outerBodies.map((p) => bodyLabel(p, labels)).join('; ') })} ` +
      say(w.interAspectsDrawn, { count: aspects.length }),
  });
}
