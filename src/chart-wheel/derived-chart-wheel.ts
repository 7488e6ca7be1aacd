import { draconicChart, harmonicChart } from '../records/index.js';
import { parseBirthRequest } from '../records/parse-birth-request.js';
import { DraconicChartWheelRequest, HarmonicChartWheelRequest, type ChartWheelOptions, type DerivedChartAspect } from '../schemas/index.js';
import { zodiacPlace } from '../zodiac/index.js';
import type { AspectLine } from './draw-aspects.js';
import { bodyLabel } from './draw-bodies.js';
import type { HouseInput } from './draw-houses.js';
import { chartPlacements, leftLongitude } from './chart-placements.js';
import { renderWheel } from './render-wheel.js';
import { resolveWheelOptions } from './wheel-options.js';
import { underMember } from './under-member.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { formatCivilDate, formatLabel, formatNumber } from '../i18n/format-label.js';
import type { LabelCatalogue } from '../i18n/label-catalogue.js';

/** What a derived chart gives the wheel, its words in the wheel's catalogue: bodies at their derived longitudes, aspects, and houses when it has them. */
interface DerivedDrawing {
  readonly title: string;
  readonly zodiacLabel: string;
  readonly subtitle: string[];
  readonly positions: readonly { readonly body: string; readonly longitude: number }[];
  readonly aspects: readonly DerivedChartAspect[];
  readonly houses?: HouseInput;
}

/** Draw a derived chart through the natal wheel's renderer: the same rings, glyph spreading and aspect lines. */
function drawDerived(words: (labels: LabelCatalogue) => DerivedDrawing, options: ChartWheelOptions | undefined): string {
  const resolved = underMember('wheel', () => resolveWheelOptions(options));
  const d = words(resolved.labels);
  // The footer names the zodiac the longitudes are counted in (harmonic, draconic) unless the caller set a label.
  const o = options?.zodiacLabel === undefined ? { ...resolved, zodiacLabel: d.zodiacLabel } : resolved;
  const title = o.title ?? d.title;
  const inner = chartPlacements({ positions: d.positions.map((p) => ({ body: p.body as never, position: zodiacPlace(p.longitude) })) }, o.bodies);
  const longitude = new Map(inner.map((p) => [p.body as string, p.longitude]));
  const aspects: AspectLine[] = d.aspects
    .filter((a) => longitude.has(a.body1) && longitude.has(a.body2) && o.aspects.includes(a.type))
    .map((a) => ({ ...a, longitude1: longitude.get(a.body1)!, longitude2: longitude.get(a.body2)! }));
  return renderWheel({
    kind: 'single',
    options: o,
    leftLongitude: leftLongitude(d.houses, o),
    inner,
    outer: [],
    houses: d.houses,
    aspects,
    points: [],
    title,
    header: [{ name: title, lines: d.subtitle }],
    houseSystem: undefined,
    description: `${formatLabel(o.labels.words.derivedWheelDescription, { title }, o.locale)} ${inner.map((p) => bodyLabel(p, o.labels)).join('; ')}. ${formatLabel(o.labels.words.aspectsDrawn, { count: aspects.length }, o.locale)}`,
  });
}

/**
 * @summary The harmonic chart of a birth drawn as a wheel (`POST /harmonic-chart/wheel`, `urania harmonic --svg`):
 * the request of `harmonicChart` plus the wheel's options under `wheel`. The bodies stand at their harmonic
 * longitudes (n × λ mod 360), the aspects are the harmonic chart's; the harmonic chart has no houses, so the wheel
 * starts at 0° Aries. The title names the harmonic ("5th harmonic chart") unless `wheel.title` is given.
 * @example harmonicChartWheel({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, harmonic: 5 }).startsWith('<svg') // true
 */
export function harmonicChartWheel(request: HarmonicChartWheelRequest): string {
  refuseExtraArguments(arguments.length, 1, 'harmonicChartWheel(request)', "harmonicChartWheel({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, harmonic: 5 })");
  const { wheel, ...rest } = parseBirthRequest(HarmonicChartWheelRequest, request);
  const c = harmonicChart(rest);
  const n = c.harmonic;
  return drawDerived((labels) => {
    const { words: w, locale } = labels;
    const angles =
      c.ascendant === undefined
        ? []
        : [formatLabel(w.harmonicAngles, { ascendant: labels.angles.Ascendant, midheaven: labels.angles.Midheaven, n, asc: formatNumber(c.ascendant, 2, locale), mc: formatNumber(c.midheaven!, 2, locale) }, locale)];
    return {
      title: formatLabel(w.harmonicChart, { n }, locale),
      zodiacLabel: formatLabel(w.harmonicZodiac, { n }, locale),
      subtitle: [formatLabel(w.harmonicSubtitle, { date: formatCivilDate(rest.birth.birthDate, rest.birth.birthTime, locale), n }, locale), ...angles],
      positions: c.positions,
      aspects: c.aspects,
    };
  }, wheel);
}

/**
 * @summary The draconic chart of a birth drawn as a wheel (`POST /draconic-chart/wheel`, `urania draconic --svg`):
 * the request of `draconicChart` plus the wheel's options under `wheel`. The bodies, the cusps and the angles stand
 * at their draconic longitudes (the North Node at 0° Aries); the title says "Draconic chart" unless `wheel.title`
 * is given.
 * @example draconicChartWheel({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }).startsWith('<svg') // true
 */
export function draconicChartWheel(request: DraconicChartWheelRequest): string {
  refuseExtraArguments(arguments.length, 1, 'draconicChartWheel(request)', "draconicChartWheel({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })");
  const { wheel, ...rest } = parseBirthRequest(DraconicChartWheelRequest, request);
  const c = draconicChart(rest);
  const houses: HouseInput | undefined =
    c.houses === undefined || c.ascendant === undefined || c.midheaven === undefined
      ? undefined
      : { cusps: c.houses.map((lon, i) => ({ house: i + 1, cusp: zodiacPlace(lon) })), ascendant: c.ascendant, midheaven: c.midheaven };
  return drawDerived(({ words: w, locale, signs }) => ({
    title: w.draconicChart,
    zodiacLabel: formatLabel(w.draconicZodiac, { node: c.node }, locale),
    subtitle: [formatCivilDate(rest.birth.birthDate, rest.birth.birthTime, locale), formatLabel(w.draconicSubtitle, { node: c.node, aries: signs.Aries }, locale)],
    positions: c.positions,
    aspects: c.aspects,
    ...(houses === undefined ? {} : { houses }),
  }), wheel);
}
