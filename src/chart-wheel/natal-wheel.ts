import { parse } from '../records/parse.js';
import { NatalChartResponse, type ChartWheelOptions } from '../schemas/index.js';
import type { AspectLine } from './draw-aspects.js';
import { bodyLabel } from './draw-bodies.js';
import { positionWords } from './draw-houses.js';
import {
  chartHouses,
  chartPlacements,
  chartPoints,
  chartSubtitle,
  leftLongitude,
} from './chart-placements.js';
import { chartArgument } from './chart-argument.js';
import { renderWheel } from './render-wheel.js';
import { resolveWheelOptions } from './wheel-options.js';
import { underMember } from './under-member.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { formatLabel } from '../i18n/format-label.js';

/**
 * @summary The wheel of a natal chart record as an SVG 1.1 document (a string): the sign ring with 1°/5° ticks,
 * the houses with their cusps' degree and minute and the four angles emphasized, the bodies at their longitudes
 * (spread apart where they crowd, with a pointer to the exact degree), their degree–sign–minute labels and
 * retrograde marks, and the chart's aspects of the drawn types (to the Ascendant and Midheaven too) as lines colored by nature and weighted by orb.
 *
 * Pure and deterministic (same input, same bytes); no DOM, no fonts, no CSS. The chart is validated against
 * `NatalChartResponse` (errors name `chart.<member>`), the options against `ChartWheelOptions` (`options.<member>`).
 * Without a birth time the wheel has no houses and starts at 0° Aries. Details and pictures: docs/chart-wheel.md.
 * @example
 * const svg = natalWheel(natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }));
 * svg.startsWith('<svg') // true
 */
export function natalWheel(chart: NatalChartResponse, options?: ChartWheelOptions): string {
  refuseExtraArguments(arguments.length, 2, 'natalWheel(chart, options?)', "natalWheel(natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }))");
  chartArgument(chart, 'chart', 'natalWheel(natalChart({ birthDate, birthTime, latitude, longitude }), options)');
  const c = underMember('chart', () => parse(NatalChartResponse, chart, 'chart'));
  const resolved = underMember('options', () => resolveWheelOptions(options));
  // A sidereal chart says so (its `zodiac` and `ayanamsa`): the label follows unless the caller set one.
  const o =
    options?.zodiacLabel === undefined && c.zodiac === 'sidereal'
      ? { ...resolved, zodiacLabel: formatLabel(resolved.labels.words.sidereal, { ayanamsa: c.ayanamsa?.system ?? 'Lahiri' }, resolved.locale) }
      : resolved;
  const labels = o.labels;
  const w = labels.words;
  const inner = chartPlacements(c, o.bodies);
  const drawn = new Set<string>(inner.map((p) => p.body));
  const longitude = new Map(inner.map((p) => [p.body as string, p.longitude]));
  const aspects: AspectLine[] = c.aspects
    .filter((a) => drawn.has(a.body1) && drawn.has(a.body2) && o.aspects.includes(a.type))
    .map((a) => ({ ...a, longitude1: longitude.get(a.body1)!, longitude2: longitude.get(a.body2)! }));
  const houses = chartHouses(c);
  // The chart's aspects to the Ascendant and Midheaven (`angleAspects`), from the angle's point on the disc.
  if (houses !== undefined) {
    for (const x of c.angleAspects ?? []) {
      if (!drawn.has(x.body) || !o.aspects.includes(x.type)) continue;
      aspects.push({
        body1: x.angle,
        body2: x.body,
        longitude1: x.angle === 'Ascendant' ? houses.ascendant : houses.midheaven,
        longitude2: longitude.get(x.body)!,
        type: x.type,
        orb: x.orb,
      });
    }
  }
  const angles =
    houses === undefined
      ? w.noHouses
      : `${labels.angles.Ascendant} ${positionWords(houses.ascendant, labels)}, ${labels.angles.Midheaven} ${positionWords(houses.midheaven, labels)}`;
  return renderWheel({
    kind: 'single',
    options: o,
    leftLongitude: leftLongitude(houses, o),
    inner,
    outer: [],
    houses,
    aspects,
    points: chartPoints(c, o),
    title: o.title ?? w.natalChart,
    header: [{ name: o.title ?? w.natalChart, lines: chartSubtitle(c, labels) }],
    houseSystem: houses === undefined ? undefined : (c.houseSystemUsed ?? c.houseSystem),
    description: `${w.natalWheelDescription} ${inner.map((p) => bodyLabel(p, labels)).join('; ')}. ${angles}. ${formatLabel(w.aspectsDrawn, { count: aspects.length }, o.locale)}`,
  });
}
