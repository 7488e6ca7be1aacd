import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/index.js';
import type { NatalChartResponse, WheelPoint } from '../schemas/index.js';
import { fixedStarAt, fixedStarNames } from '../stars/index.js';
import { instant } from '../time/index.js';
import { WHEEL_BODIES, type WheelBody } from './body-glyphs.js';
import type { WheelPlacement } from './draw-bodies.js';
import type { HouseInput } from './draw-houses.js';
import type { ResolvedWheelOptions } from './wheel-options.js';
import { LABELS_EN } from '../i18n/en/labels.js';
import { formatCivilDate, formatNumber } from '../i18n/format-label.js';
import type { LabelCatalogue } from '../i18n/label-catalogue.js';

/**
 * @summary The bodies of a chart record the wheel draws: those the options ask for that the chart places, in the
 * wheel's fixed body order (so the output does not depend on the order of the record's positions).
 */
export function chartPlacements(
  chart: Pick<NatalChartResponse, 'positions'>,
  bodies: readonly WheelBody[],
): WheelPlacement[] {
  const wanted = new Set<string>(bodies);
  const byBody = new Map(chart.positions.map((p) => [p.body, p.position]));
  return WHEEL_BODIES.filter((b) => wanted.has(b) && byBody.has(b)).map((body) => {
    const p = byBody.get(body)!;
    // The record's degree is whole and its minute fractional (docs/zodiac.md): the wheel takes their sum.
    return {
      body,
      longitude: p.longitude,
      sign: p.sign,
      degree: p.degree + p.minute / 60,
      isRetrograde: p.isRetrograde,
    };
  });
}

/** @summary The houses of a chart record, when it has them (a birth time was given). */
export function chartHouses(chart: NatalChartResponse): HouseInput | undefined {
  if (
    !chart.housesAvailable ||
    chart.houses === undefined ||
    chart.ascendant === undefined ||
    chart.midheaven === undefined
  )
    return undefined;
  return { cusps: chart.houses, ascendant: chart.ascendant, midheaven: chart.midheaven };
}

/**
 * @summary The extra points of a wheel: the options' points, the catalogue stars named in `fixedStars` at the chart's
 * instant (apparent longitude of date, `fixedStarAt`), and the chart's Part of Fortune when asked for. An unknown
 * star, or stars asked of a chart without its `instant`, is a `UraniaError` naming `options.fixedStars[i]`.
 */
export function chartPoints(chart: NatalChartResponse, options: ResolvedWheelOptions): WheelPoint[] {
  const points = [...options.points];
  options.fixedStars.forEach((name, i) => {
    const field = `options.fixedStars[${i}]`;
    if (chart.instant === undefined) {
      throw new UraniaError(
        'INVALID_ARGUMENT',
        `${field} needs the chart's instant (a natalChart record carries it)`,
        { wording: wording('chart.needsInstant', { field }), field, received: name },
      );
    }
    const star = fixedStarAt(name, instant(chart.instant, 'chart.instant').jdTt);
    if (star === undefined) {
      throw new UraniaError(
        'INVALID_ARGUMENT',
        `${field} is not a catalogue star (allowed: ${fixedStarNames().join(', ')})`,
        {
          wording: wording('star.notCatalogue', { field, values: fixedStarNames().join(', ') }),
          field,
          received: name,
          allowed: `one of: ${fixedStarNames().join(', ')}`,
        },
      );
    }
    points.push({ name: star.name, longitude: star.longitude, kind: 'star' });
  });
  if (options.partOfFortune && chart.partOfFortune !== undefined) {
    points.push({ name: options.labels.locale === 'en' ? 'Part of Fortune' : options.labels.lots.Fortune, longitude: chart.partOfFortune.longitude, kind: 'lot' });
  }
  return points;
}

/** @summary The longitude a wheel puts at 9 o'clock: the Ascendant (ascendant-left, with houses), else 0° Aries. */
export function leftLongitude(houses: HouseInput | undefined, options: ResolvedWheelOptions): number {
  return options.orientation === 'ascendant-left' && houses !== undefined ? houses.ascendant : 0;
}

/**
 * @summary The header lines of a chart, short enough for a corner of the picture: date and time, time zone (or
 * "local mean time"), place (as the record echoes them); in the words, date format (`Intl.DateTimeFormat`) and
 * digits (`Intl.NumberFormat`) of `labels` (default English, ISO date).
 * @example chartSubtitle(chart) // ['1990-07-15 14:30', 'America/New_York', '40.71°N 74.01°W']
 */
export function chartSubtitle(chart: NatalChartResponse, labels: LabelCatalogue = LABELS_EN): string[] {
  const c = labels.compass;
  const n = (value: number) => formatNumber(Math.abs(value), 2, labels.locale);
  const { latitude, longitude } = chart;
  // The place as coordinates (a record without them writes no place line).
  const place =
    latitude === undefined || longitude === undefined
      ? []
      : [
          `${n(latitude)}°${latitude < 0 ? c.S : c.N} ` +
            `${n(longitude)}°${longitude < 0 ? c.W : c.E}`,
        ];
  const time = chart.birthTime === undefined ? labels.words.noTime : chart.birthTime;
  return [formatCivilDate(chart.birthDate, time, labels.locale), ...zoneLine(chart, labels), ...place];
}

/**
 * The header's time-zone line: the zone's name, or "local mean time" when the zone was still on local mean time at
 * the birth (the birth longitude set the offset, `civilInstant` rule 3; the record says so in a warning) — the
 * zone's name would suggest its standard time.
 */
function zoneLine(chart: NatalChartResponse, labels: LabelCatalogue): string[] {
  if (chart.timezone === undefined) return [];
  const lmt = (chart.warnings ?? []).some((w) => /local mean time/i.test(w));
  return [lmt ? labels.words.localMeanTime : chart.timezone];
}
