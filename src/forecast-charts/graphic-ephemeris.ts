import { wording } from '../errors/error-wording.js';
import { WHEEL_THEME_COLORS } from '../chart-wheel/wheel-themes.js';
import { element, num, xmlEscape, svgDocument } from '../chart-wheel/svg-writer.js';
import { apparentLongitude } from '../ephemeris/range-path.js';
import { UraniaError } from '../errors/urania-error.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { canonicalBodyName } from '../records/body-alias.js';
import { eventRange } from '../records/event-range.js';
import { parseBirthRequest } from '../records/parse-birth-request.js';
import { boundsAsText } from '../records/time-members.js';
import { SIGNS, type AspectType, type Body } from '../schemas/enums.js';
import { GRAPHIC_EPHEMERIS_MAX_YEARS, GraphicEphemerisRequest, type GraphicEphemerisHarmonic } from '../schemas/forecast-charts.js';
import { instantFromJulianDay, isoString, type TimeInput } from '../time/instant.js';
import { formatCivilDate } from '../i18n/format-label.js';
import { wheelText as chartText, withLocaleFonts } from '../chart-wheel/wheel-text.js';
import { chartIds } from './chart-ids.js';
import { natalPoints, type NatalPoint } from './natal-points.js';
import { pictureDate, pictureDay, widestTickLabel } from './picture-dates.js';
import { pictureLanguage } from './picture-language.js';
import { seriesStyle } from './series-styles.js';
import { spreadAlong } from './spread-along.js';
import { textWidth } from './text-width.js';
import { timeTicks } from './time-ticks.js';

/** The library form of `GraphicEphemerisRequest`: the range's ends may also be a Date or an Instant. */
export type GraphicEphemerisInput = Omit<GraphicEphemerisRequest, 'from' | 'to'> & { readonly from: TimeInput; readonly to: TimeInput };

/** The bodies of a graphic ephemeris by default: the Sun and Mercury to Pluto (the Moon would fill it with lines). */
export const DEFAULT_GRAPHIC_EPHEMERIS_BODIES = ['Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const satisfies readonly Body[];

/** The default width of a forecast picture, pixels. */
export const DEFAULT_FORECAST_CHART_WIDTH = 960;

/**
 * Fastest geocentric motion in longitude, degrees a day, of the bodies that move faster than 0.6°/day (Meeus,
 * Astronomical Algorithms, ch. 33 and 47 give the orbits; the Moon's 15.4°/day at perigee); others move slower,
 * but minor bodies near the Earth (Eros, Amor) can pass 2°/day, so any body not listed counts as 2.5°/day.
 */
const MAX_SPEED: Readonly<Partial<Record<Body, number>>> = {
  Moon: 15.5, Mercury: 2.3, Venus: 1.3, Sun: 1.02, Mars: 0.8, Jupiter: 0.25, Saturn: 0.14, Uranus: 0.07, Neptune: 0.04, Pluto: 0.04,
  Chiron: 0.15, NorthNode: 0.25, SouthNode: 0.25, NorthNodeMean: 0.06, SouthNodeMean: 0.06, LilithMean: 0.12, LilithTrue: 0.5,
};

/** The aspect made when the folded longitudes meet: the difference of the real ones, a multiple of 360°/harmonic. */
const ASPECT_OF_ANGLE: Readonly<Record<number, AspectType>> = {
  0: 'conjunction', 45: 'semiSquare', 90: 'square', 135: 'sesquiquadrate', 180: 'opposition', 225: 'sesquiquadrate', 270: 'square', 315: 'semiSquare',
};

/** Short names in crossing labels (the five-letter names kept whole; "Mer" and "Mars" never read as March). */
const ABBREVIATIONS: Readonly<Partial<Record<string, string>>> = {
  Mercury: 'Mer', Jupiter: 'Jup', Saturn: 'Sat', Uranus: 'Ura', Neptune: 'Nep', Chiron: 'Chi', NorthNode: 'Node', SouthNode: 'S.Node',
};


/** A crossing: a body's folded longitude meets a natal point's (an aspect of the harmonic's family is exact). */
export interface EphemerisCrossing {
  readonly body: Body;
  readonly point: NatalPoint['point'];
  readonly jdUt: number;
  readonly aspect: AspectType;
}

/** Longitude folded into [0, span). */
function fold(longitude: number, span: number): number {
  const f = ((longitude % span) + span) % span;
  return f >= span ? 0 : f;
}

/** Signed folded difference in [−span/2, span/2). */
function foldedDelta(a: number, b: number, span: number): number {
  return fold(a - b + span / 2, span) - span / 2;
}

function longitudeAtUt(body: Body, jdUt: number): number {
  return apparentLongitude(body, instantFromJulianDay(jdUt, 'UT').jdTt);
}

/** `14 Mar` (and `’26` when the picture spans more than one calendar year), in the picture's language. */
function dayLabel(jdUt: number, withYear: boolean, locale: Parameters<typeof pictureDay>[4]): string {
  const m = /^([+-]?\d+)-(\d\d)-(\d\d)/.exec(isoString(jdUt, 'minute'))!;
  return pictureDay(Number(m[1]), Number(m[2]), Number(m[3]), withYear, locale);
}

interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

const overlaps = (a: Box, b: Box, gap: number) => a.x0 < b.x1 + gap && b.x0 < a.x1 + gap && a.y0 < b.y1 + gap && b.y0 < a.y1 + gap;

/**
 * @summary A graphic ephemeris as an SVG document (issue 27): the bodies' apparent geocentric longitudes over a
 * range, folded modulo 360°/`harmonic` (1: the zodiac; 2: 180°; 4: 90°; 8: the 45° sort, where every hard aspect —
 * conjunction, semi-square, square, sesquiquadrate, opposition — is a crossing), time running left to right and
 * 0° at the bottom. A line that passes the top or bottom edge is split there and continues from the other edge
 * (never drawn across). With a `birth`, its natal points are horizontal lines labelled at the right, and every
 * crossing of a body's line with a natal line is marked (its aspect and date in the marker's label; its date
 * written beside it where there is room). The same standards as the wheel: self-contained SVG 1.1, plain color
 * attributes, `role="img"` with a `<title>` and `<desc>`, the wheel's four themes, the same bytes for the same input.
 *
 * Lines are sampled at most two pixels apart and closer for fast bodies (so that a body moves at most an eighth of
 * the fold between samples), on the range path of the ephemeris (within 1e-6° of `bodyPosition`).
 * `chart.locale` (one of the ten label locales, default en) writes every text in that language (names from the label
 * catalogue, other words from `PictureWords`, dates through Intl) in the world font stack.
 * Range 1 day to 20 years. Errors: `UraniaError` naming the member (`from`, `to`, `bodies[i]`, `harmonic`,
 * `birth.birthDate`, `natalPoints`, `chart.width`).
 * @example graphicEphemeris({ from: '2025-01-01', to: '2026-01-01', harmonic: 8, birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })
 * // '<svg xmlns="http://www.w3.org/2000/svg" …'
 */
export function graphicEphemeris(request: GraphicEphemerisInput): string {
  refuseExtraArguments(arguments.length, 1, 'graphicEphemeris(request)', "graphicEphemeris({ from: '2025-01-01', to: '2026-01-01', harmonic: 8 })");
  const range = eventRange(request, GRAPHIC_EPHEMERIS_MAX_YEARS);
  const canonical = (list: unknown): unknown => (Array.isArray(list) ? list.map((b: unknown) => canonicalBodyName(b)) : list);
  const r = parseBirthRequest(
    GraphicEphemerisRequest,
    boundsAsText({ ...request, ...(request.bodies === undefined ? {} : { bodies: canonical(request.bodies) }), ...(request.natalPoints === undefined ? {} : { natalPoints: canonical(request.natalPoints) }) }),
  );
  const fromJd = range.from.jdUt;
  const toJd = range.to.jdUt;
  if (toJd - fromJd < 1) {
    throw new UraniaError('OUT_OF_RANGE', 'to must be at least one day after from for a graphic ephemeris', { wording: wording('graphicEphemeris.dayAfter', { field: 'to', other: 'from' }), field: 'to', received: request.to, allowed: 'an instant at least one day after from' });
  }
  if (r.natalPoints !== undefined && r.birth === undefined) {
    throw new UraniaError('MISSING_ARGUMENT', 'birth is required with natalPoints (the natal points are the birth’s)', { wording: wording('requiredWithNatalPoints', { field: 'birth' }), field: 'birth', received: undefined, allowed: 'birth data: birthDate, birthTime, latitude, longitude' });
  }
  const harmonic: GraphicEphemerisHarmonic = r.harmonic ?? 1;
  const span = 360 / harmonic;
  const bodies = [...new Set(r.bodies ?? DEFAULT_GRAPHIC_EPHEMERIS_BODIES)] as Body[];
  const natal = r.birth === undefined ? [] : natalPoints(r.birth, r.natalPoints);
  const o = r.chart ?? {};
  const width = o.width ?? DEFAULT_FORECAST_CHART_WIDTH;
  const theme = o.theme ?? 'light';
  const colors = WHEEL_THEME_COLORS[theme];
  const k = width / DEFAULT_FORECAST_CHART_WIDTH;
  const height = Math.round(width * 0.625);
  const ids = chartIds(o.idPrefix ?? '', 'ephemeris');
  const locale = o.locale ?? 'en';
  const lang = pictureLanguage(locale);
  const w = lang.words;

  // ── Layout ────────────────────────────────────────────────────────────────────────────────────────────────
  const small = 11 * k;
  const natalLabel = (p: NatalPoint) => `${lang.point(p.point)} ${lang.position(p.longitude, true)}`;
  const natalWidth = natal.length === 0 ? 0 : Math.max(...natal.map((p) => textWidth(natalLabel(p), small))) + 22 * k;
  const legendItems = bodies.map((b, i) => ({ body: b, style: seriesStyle(theme, i), w: 30 * k + textWidth(lang.point(b), small) + 14 * k }));
  const left = 62 * k;
  const right = width - 18 * k - natalWidth;
  const legendRows: (typeof legendItems)[] = [[]];
  let rowWidth = 0;
  for (const item of legendItems) {
    if (rowWidth + item.w > width - 2 * left && legendRows[legendRows.length - 1]!.length > 0) {
      legendRows.push([]);
      rowWidth = 0;
    }
    legendRows[legendRows.length - 1]!.push(item);
    rowWidth += item.w;
  }
  const top = 64 * k;
  const bottom = height - (36 * k + legendRows.length * 18 * k);
  const plotW = right - left;
  const plotH = bottom - top;
  const days = toJd - fromJd;
  const xOf = (jd: number) => left + ((jd - fromJd) / days) * plotW;
  const yOf = (folded: number) => bottom - (folded / span) * plotH;

  // ── Sampled lines, split where they wrap ──────────────────────────────────────────────────────────────────
  const samplesOf = (body: Body) => {
    const step = Math.min((2 * days) / plotW, span / 8 / (MAX_SPEED[body] ?? 2.5));
    const n = Math.max(2, Math.ceil(days / step));
    const out: { jd: number; longitude: number }[] = [];
    for (let i = 0; i <= n; i++) {
      const jd = fromJd + (days * i) / n;
      out.push({ jd, longitude: longitudeAtUt(body, jd) });
    }
    return out;
  };
  const lines = bodies.map((body) => ({ body, samples: samplesOf(body) }));
  const pathOf = (body: Body, samples: readonly { jd: number; longitude: number }[]): string => {
    const segments: [number, number][][] = [[]];
    let previous: { jd: number; f: number } | undefined;
    for (const s of samples) {
      const f = fold(s.longitude, span);
      if (previous !== undefined && Math.abs(f - previous.f) > span / 2) {
        // Wrapped: up through the top (f fell) or down through the bottom. The instant the folded longitude passes
        // 0 is bisected on the ephemeris (not interpolated), so the edge points lie on the body's line too.
        const up = f < previous.f;
        const before = foldedDelta(fold(previous.f, span), 0, span) < 0;
        let lo = previous.jd;
        let hi = s.jd;
        for (let j = 0; j < 40 && hi - lo > 1e-8; j++) {
          const mid = (lo + hi) / 2;
          if (foldedDelta(longitudeAtUt(body, mid), 0, span) < 0 === before) lo = mid;
          else hi = mid;
        }
        const jd = (lo + hi) / 2;
        segments[segments.length - 1]!.push([xOf(jd), yOf(up ? span : 0)]);
        segments.push([[xOf(jd), yOf(up ? 0 : span)]]);
      }
      segments[segments.length - 1]!.push([xOf(s.jd), yOf(f)]);
      previous = { jd: s.jd, f };
    }
    return segments
      .filter((seg) => seg.length > 1)
      .map((seg) => seg.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`).join(''))
      .join('');
  };

  // ── Crossings of natal lines ─────────────────────────────────────────────────────────────────────────────
  const crossings: EphemerisCrossing[] = [];
  for (const { body, samples } of lines) {
    for (const p of natal) {
      for (let i = 0; i + 1 < samples.length; i++) {
        const a = foldedDelta(samples[i]!.longitude, p.longitude, span);
        const b = foldedDelta(samples[i + 1]!.longitude, p.longitude, span);
        if (!(a < 0 !== b < 0) || Math.abs(a - b) > span / 2) continue;
        let lo = samples[i]!.jd;
        let hi = samples[i + 1]!.jd;
        for (let j = 0; j < 40 && hi - lo > 1e-7; j++) {
          const mid = (lo + hi) / 2;
          if (foldedDelta(longitudeAtUt(body, mid), p.longitude, span) < 0 === a < 0) lo = mid;
          else hi = mid;
        }
        const jd = (lo + hi) / 2;
        const angle = (Math.round((((longitudeAtUt(body, jd) - p.longitude) % 360) + 360) % 360 / span) * span) % 360;
        crossings.push({ body, point: p.point, jdUt: jd, aspect: ASPECT_OF_ANGLE[angle] ?? 'conjunction' });
      }
    }
  }
  crossings.sort((a, b) => a.jdUt - b.jdUt);

  // ── Drawing ──────────────────────────────────────────────────────────────────────────────────────────────
  const parts: string[] = [];
  const fromText = pictureDate(isoString(fromJd, 'minute').replace(/T00:00Z$/, ''), locale);
  const toText = pictureDate(isoString(toJd, 'minute').replace(/T00:00Z$/, ''), locale);
  const sortWords = harmonic === 1 ? lang.say(w.zodiacSort, { aries: lang.labels.signs.Aries }) : lang.say(w.harmonicSort, { span: String(span), harmonic: String(harmonic) });
  const title = o.title ?? (harmonic === 1 ? w.ephemerisTitle : lang.say(w.foldedEphemerisTitle, { span: String(span) }));
  const birthWords = r.birth === undefined ? '' : ` · ${lang.say(w.natalPointsOf, { date: formatCivilDate(r.birth.birthDate, r.birth.birthTime, locale) })}`;
  const crossingWords = crossings.map((c) => `${lang.contact(c.body, c.aspect, c.point)} ${pictureDate(isoString(c.jdUt, 'minute').slice(0, 10), locale)}`);
  const crossingCount = lang.count(w.crossingCount, crossings.length);
  const crossingList = `${crossingWords.slice(0, 80).join(w.clauseSeparator)}${crossingWords.length > 80 ? `${w.clauseSeparator}${lang.say(w.andMore, { count: String(crossingWords.length - 80) })}` : ''}`;
  const description =
    `${lang.say(w.ephemerisDescription, { from: fromText, to: toText, bodies: lang.list(bodies.map(lang.point)), sort: sortWords })}${w.sentenceSpace}` +
    (natal.length === 0
      ? w.noNatalPoints
      : `${lang.say(w.natalLines, { points: lang.list(natal.map((p) => `${lang.point(p.point)} ${lang.position(p.longitude)}`)) })}${w.sentenceSpace}` +
        lang.say(w.sentence, { text: crossings.length === 0 ? crossingCount : lang.say(w.headedList, { head: crossingCount, list: crossingList }) }));
  parts.push(element('title', { id: ids.title }, xmlEscape(title)));
  parts.push(element('desc', { id: ids.desc }, xmlEscape(description)));
  parts.push(element('rect', { x: 0, y: 0, width, height, fill: colors.background, stroke: 'none' }));
  parts.push(chartText(left, 24 * k, title, 16 * k, colors.ink, 'start', { 'font-weight': 'bold' }));
  parts.push(chartText(left, 44 * k, `${lang.say(w.rangeUt, { from: fromText, to: toText })} · ${sortWords}${birthWords}`, small, colors.muted, 'start'));
  parts.push(element('rect', { x: left, y: top, width: plotW, height: plotH, fill: colors.ringFill, stroke: colors.muted, 'stroke-width': 0.8 * k }));

  // Degree grid: minor lines, labelled major lines (signs on the zodiac).
  const minor = harmonic === 1 ? 10 : 5;
  const major = harmonic === 1 ? 30 : harmonic === 2 ? 30 : 15;
  const grid: string[] = [];
  for (let d = 0; d <= span + 1e-9; d += minor) {
    const y = yOf(d);
    const isMajor = d % major === 0;
    grid.push(element('line', { x1: left, y1: y, x2: right, y2: y, stroke: colors.muted, 'stroke-width': (isMajor ? 0.6 : 0.25) * k, 'stroke-opacity': isMajor ? 0.8 : 0.6 }));
    if (isMajor) grid.push(chartText(left - 6 * k, y, harmonic === 1 && d < 360 ? `${lang.labels.signShort[SIGNS[d / 30]!]} 0°` : `${d}°`, small, colors.muted, 'end'));
  }
  // Time grid.
  const ticks = timeTicks(fromJd, toJd, plotW, locale === 'en' ? 52 * k : Math.max(52 * k, widestTickLabel(locale, small) + 8 * k), locale);
  for (const t of ticks) {
    const x = xOf(t.jdUt);
    grid.push(element('line', { x1: x, y1: top, x2: x, y2: bottom, stroke: colors.muted, 'stroke-width': (t.label === undefined ? 0.25 : 0.5) * k, 'stroke-opacity': 0.6 }));
    // A label at either end is kept inside the picture.
    const half = t.label === undefined ? 0 : textWidth(t.label, small) / 2 + 2 * k;
    if (t.label !== undefined) grid.push(chartText(Math.min(width - half, Math.max(half, x)), bottom + 13 * k, t.label, small, colors.muted, 'middle'));
  }
  parts.push(element('g', { class: 'grid' }, grid.join('')));

  // Natal lines, labelled on the right (labels spread apart, a leader to the line when moved).
  if (natal.length > 0) {
    const ys = natal.map((p) => yOf(fold(p.longitude, span)));
    const labelYs = spreadAlong(ys, small * 1.25, top + small / 2, bottom - small / 2);
    const natalParts = natal.map((p, i) => {
      const y = ys[i]!;
      const ly = labelYs[i]!;
      return element(
        'g',
        { class: 'natal-point', 'data-point': p.point, 'data-longitude': String(Math.round(p.longitude * 1e4) / 1e4), 'aria-label': lang.natal(w.natalPointMark, p.point, { position: lang.position(p.longitude) }) },
        element('line', { x1: left, y1: y, x2: right, y2: y, stroke: colors.angle, 'stroke-width': 0.9 * k, 'stroke-dasharray': `${num(5 * k)} ${num(3 * k)}` }) +
          element('polyline', { points: `${num(right)},${num(y)} ${num(right + 8 * k)},${num(ly)} ${num(right + 12 * k)},${num(ly)}`, fill: 'none', stroke: colors.angle, 'stroke-width': 0.6 * k }) +
          chartText(right + 14 * k, ly, natalLabel(p), small, colors.angle, 'start'),
      );
    });
    parts.push(element('g', { class: 'natal-points' }, natalParts.join('')));
  }

  // The bodies' lines.
  const plotData = {
    class: 'plot',
    'data-left': String(left), 'data-right': String(right), 'data-top': String(top), 'data-bottom': String(bottom),
    'data-from-jd': String(fromJd), 'data-to-jd': String(toJd), 'data-span': String(span),
  };
  const bodyPaths = lines.map(({ body, samples }, i) => {
    const style = seriesStyle(theme, i);
    return element('path', {
      class: 'body-line',
      'data-body': body,
      'aria-label': lang.say(w.bodyLine, { body: lang.point(body), span: String(span) }),
      d: pathOf(body, samples),
      fill: 'none',
      stroke: style.color,
      'stroke-width': 1.6 * k,
      'stroke-linejoin': 'round',
      'stroke-dasharray': style.dash === '' ? undefined : style.dash.split(' ').map((v) => num(Number(v) * 1.6 * k)).join(' '),
    });
  });
  parts.push(element('g', plotData, bodyPaths.join('')));

  // Crossings: a ring on the natal line; the body and date beside it where they fit, never over another label —
  // placed slowest body first, so the long transits (the outer planets') get their labels before the fast ones.
  const placed: Box[] = [];
  const withYear = days > 366;
  const labelOf = new Map<EphemerisCrossing, string>();
  const bySlowness = [...crossings].sort((a, b) => (MAX_SPEED[a.body] ?? 2.5) - (MAX_SPEED[b.body] ?? 2.5) || a.jdUt - b.jdUt);
  for (const c of bySlowness) {
    const p = natal.find((n) => n.point === c.point)!;
    const x = xOf(c.jdUt);
    const y = yOf(fold(p.longitude, span));
    const label = `${locale === 'en' ? (ABBREVIATIONS[c.body] ?? c.body) : lang.point(c.body)} ${dayLabel(c.jdUt, withYear, locale)}`;
    const lw = textWidth(label, 9 * k);
    const h = 9 * k;
    const candidates: Box[] = [
      { x0: x + 4 * k, y0: y - 4 * k - h, x1: x + 4 * k + lw, y1: y - 4 * k },
      { x0: x - 4 * k - lw, y0: y - 4 * k - h, x1: x - 4 * k, y1: y - 4 * k },
      { x0: x + 4 * k, y0: y + 4 * k, x1: x + 4 * k + lw, y1: y + 4 * k + h },
      { x0: x - 4 * k - lw, y0: y + 4 * k, x1: x - 4 * k, y1: y + 4 * k + h },
    ];
    const box = candidates.find((b) => b.x0 >= left + 1 && b.x1 <= right - 1 && b.y0 >= top + 1 && b.y1 <= bottom - 1 && placed.every((q) => !overlaps(b, q, 1.5 * k)));
    if (box === undefined) continue;
    placed.push(box);
    labelOf.set(c, chartText(box.x0, (box.y0 + box.y1) / 2, label, 9 * k, seriesStyle(theme, bodies.indexOf(c.body)).color, 'start'));
  }
  const crossingParts = crossings.map((c) => {
    const p = natal.find((n) => n.point === c.point)!;
    const style = seriesStyle(theme, bodies.indexOf(c.body));
    const when = locale === 'en' ? isoString(c.jdUt, 'minute') : lang.say(w.timeUt, { time: pictureDate(isoString(c.jdUt, 'minute'), locale) });
    const words = lang.say(w.contactAt, { contact: lang.contact(c.body, c.aspect, c.point), time: when });
    return element(
      'g',
      { class: 'crossing', 'data-body': c.body, 'data-point': c.point, 'data-aspect': c.aspect, 'data-jd': String(Math.round(c.jdUt * 1e6) / 1e6), 'aria-label': words },
      element('title', {}, xmlEscape(words)) +
        element('circle', { cx: xOf(c.jdUt), cy: yOf(fold(p.longitude, span)), r: 3 * k, fill: colors.background, stroke: style.color, 'stroke-width': 1.4 * k }) +
        (labelOf.get(c) ?? ''),
    );
  });
  if (crossingParts.length > 0) parts.push(element('g', { class: 'crossings' }, crossingParts.join('')));

  // Legend: a stroke of each line's style and the body's name.
  const legend: string[] = [];
  legendRows.forEach((row, j) => {
    const y = bottom + 34 * k + j * 18 * k;
    let x = left;
    for (const item of row) {
      legend.push(
        element('line', {
          x1: x, y1: y, x2: x + 24 * k, y2: y, stroke: item.style.color, 'stroke-width': 1.6 * k,
          'stroke-dasharray': item.style.dash === '' ? undefined : item.style.dash.split(' ').map((v) => num(Number(v) * 1.6 * k)).join(' '),
        }),
        chartText(x + 30 * k, y, lang.point(item.body), small, colors.ink, 'start'),
      );
      x += item.w;
    }
  });
  parts.push(element('g', { class: 'legend' }, legend.join('')));

  return withLocaleFonts(svgDocument(width, height, ids, parts.join('')), locale);
}
