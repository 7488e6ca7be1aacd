import { wording } from '../errors/error-wording.js';
import { apparentBodyPosition } from '../ephemeris/body-position.js';
import { UraniaError } from '../errors/urania-error.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { birthMoment } from '../records/birth-moment.js';
import { divisionalChart } from '../records/divisional-chart.js';
import { parseBirthRequest } from '../records/parse-birth-request.js';
import { IndianChartRequest, SIGNS, type Body, type IndianChartStyle } from '../schemas/index.js';
import { instant, isoString, type Instant } from '../time/index.js';
import { conventionAyanamsa } from '../vedic/panchang-day.js';
import { positionsIn } from '../vedic/sidereal-positions.js';
import { VARGA_NAMES, vargaSign, type VargaDivision, type VargaMethod } from '../vedic/varga-sign.js';
import { vedicConventions, type VedicConventionsChoice } from '../vedic/vedic-conventions.js';
import { isCombust } from './combustion.js';
import { renderIndianChart, type DrawnBody } from './draw-indian-chart.js';
import { formatCivilDate, formatLabel } from '../i18n/format-label.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';

export type { IndianChartRequest };

/** The five grahas that can be retrograde (the luminaries never are; the nodes always move backwards and are not marked). */
const MAY_RETROGRADE = new Set(['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']);

const STYLE_WORDS = { north: 'northIndian', south: 'southIndian', east: 'eastIndian' } as const satisfies Readonly<Record<IndianChartStyle, string>>;

function retrogradeAt(graha: string, at: Instant): boolean {
  return MAY_RETROGRADE.has(graha) && apparentBodyPosition(graha as Body, at).speed < 0;
}

/** The drawn grahas from their names, D1 longitudes and signs in the division, with their marks at `at`. */
function drawn(points: readonly { name: string; longitude: number; sign: number }[], at: Instant): DrawnBody[] {
  const sun = points.find((p) => p.name === 'Sun')!.longitude;
  return points.map((p) => {
    const retrograde = retrogradeAt(p.name, at);
    return { ...p, retrograde, combust: isCombust(p.name, p.longitude, sun, retrograde) };
  });
}

/**
 * @summary A birth's chart (D1) or any divisional chart drawn as an Indian chart, an SVG 1.1 document: `style`
 * north (default: the diamond, houses fixed, house 1 at the top, the signs' numbers written), south (signs fixed,
 * Pisces top left, the Ascendant's cell marked) or east (signs fixed, Aries top middle). Each house holds its grahas'
 * two-letter names — `(R)` retrograde, `(c)` combust (Surya Siddhanta's orbs: docs/indian-charts.md) — and with
 * `degrees` their degree in the birth-chart sign; `transitAt` adds the grahas at that instant in italics. The
 * signs are `divisionalChart`'s (`division`, `method`, `conventions`). Same request, same bytes. A North Indian chart
 * needs the Ascendant: without `birth.birthTime` it is INVALID_ARGUMENT naming `birth.birthTime`.
 * @example indianChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, style: 'south', division: 9 }).startsWith('<svg') // true
 */
export function indianChart(request: IndianChartRequest): string {
  refuseExtraArguments(arguments.length, 1, 'indianChart(request)', "indianChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, style: 'south' })");
  const r = parseBirthRequest(IndianChartRequest, request);
  const style = r.style ?? 'north';
  const labels = labelCatalogue(r.locale ?? 'en');
  const w = labels.words;
  const division = r.division ?? 1;
  const method: VargaMethod = r.method ?? 'parashara';
  const chart = divisionalChart({
    birth: r.birth,
    division,
    ...(r.method === undefined ? {} : { method: r.method }),
    ...(r.conventions === undefined ? {} : { conventions: r.conventions }),
  });
  const moment = birthMoment(r.birth, 'birth');
  const asc = chart.points.find((p) => p.point === 'Ascendant');
  if (style === 'north' && asc === undefined) {
    throw new UraniaError(
      'INVALID_ARGUMENT',
      'birth.birthTime is required for a North Indian chart, whose houses start at the Ascendant: give the birth time (e.g. "14:30"), or draw style "south" or "east", which need no Ascendant',
      { wording: wording('birthTime.northIndian', { field: 'birth.birthTime' }), field: 'birth.birthTime' },
    );
  }
  const signIndex = (name: string): number => SIGNS.indexOf(name as (typeof SIGNS)[number]);
  const grahas = drawn(
    chart.points.filter((p) => p.point !== 'Ascendant').map((p) => ({ name: p.point, longitude: p.siderealLongitude, sign: signIndex(p.sign) })),
    moment.birth.at,
  );
  const bodies: DrawnBody[] = asc === undefined
    ? grahas
    : [{ name: 'Ascendant', longitude: asc.siderealLongitude, sign: signIndex(asc.sign), retrograde: false, combust: false }, ...grahas];
  let transits: DrawnBody[] = [];
  let transitLabel: string | undefined;
  if (r.transitAt !== undefined) {
    const at = instant(r.transitAt, 'transitAt');
    const c = vedicConventions(r.conventions as VedicConventionsChoice | undefined);
    const frame = { at, system: c.ayanamsa, node: c.node, ayanamsaValue: conventionAyanamsa(at.jdTt, c) };
    transits = drawn(
      positionsIn(frame).map((p) => ({ name: p.planet, longitude: p.siderealLongitude, sign: vargaSign(p.siderealLongitude, division, method) })),
      at,
    );
    transitLabel = formatLabel(w.transitsItalic, { time: isoString(at.jdUt, 'minute').replace('T', ' ').replace('Z', '') }, labels.locale);
  }
  // The division's name in the labels' language (D9 is Navamsa, नवमांश, Навамша, 九分盘); an unnamed D-number has none.
  const name = VARGA_NAMES[division as VargaDivision] === undefined ? undefined : (labels.vargas as Readonly<Record<number, string>>)[division];
  const divisionTitle = `${method === 'cyclic' && division !== 1 ? `D${division} ${w.cyclic}` : name === undefined ? `D${division}` : `${name} (D${division})`}`;
  const when = formatCivilDate(r.birth.birthDate, r.birth.birthTime, labels.locale);
  const zodiac = formatLabel(w.sidereal, { ayanamsa: chart.ayanamsa.system }, labels.locale);
  return renderIndianChart({
    style,
    title: r.title ?? divisionTitle,
    centre: [name ?? `D${division}`, `D${division} · ${chart.ayanamsa.system}`, when],
    footerLeft: `${w[STYLE_WORDS[style]]} · ${when} · ${zodiac}`,
    footerRight: transitLabel ?? w.marksLegend,
    ascendantSign: asc === undefined ? undefined : signIndex(asc.sign),
    bodies,
    transits,
    transitLabel,
    degrees: r.degrees ?? false,
    size: r.size ?? 640,
    theme: r.theme ?? 'light',
    idPrefix: r.idPrefix ?? '',
    ...(labels.locale === 'en' ? {} : { labels }),
  });
}
