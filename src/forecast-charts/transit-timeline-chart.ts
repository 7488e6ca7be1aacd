import { wording } from '../errors/error-wording.js';
import { ASPECTS } from '../aspects/index.js';
import { WHEEL_THEME_COLORS } from '../chart-wheel/wheel-themes.js';
import { element, num, xmlEscape, svgDocument } from '../chart-wheel/svg-writer.js';
import { wheelText as chartText, withLocaleFonts } from '../chart-wheel/wheel-text.js';
import { UraniaError } from '../errors/urania-error.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { parseAt } from '../icalendar/parse-at.js';
import { TransitTimelineChartOptions } from '../schemas/forecast-charts.js';
import { TransitContact, type TransitTimelineEntry } from '../schemas/transit-timeline.js';
import { instant, isoString } from '../time/instant.js';
import { chartIds } from './chart-ids.js';
import { DEFAULT_FORECAST_CHART_WIDTH } from './graphic-ephemeris.js';
import { pictureDate, pictureDay, widestTickLabel } from './picture-dates.js';
import { pictureLanguage } from './picture-language.js';
import { textWidth } from './text-width.js';
import { timeTicks } from './time-ticks.js';

/** `4 Oct`: the day of an exact pass, as written beside its mark (`4. Okt.` in German…). */
function shortDay(jdUt: number, locale: Parameters<typeof pictureDay>[4]): string {
  const m = /^([+-]?\d+)-(\d\d)-(\d\d)/.exec(isoString(jdUt, 'minute'))!;
  return pictureDay(Number(m[1]), Number(m[2]), Number(m[3]), false, locale);
}

/** `2025-03-14 12:30` of an ISO instant: the minute of a mark, in English as written, elsewhere through Intl. */
const minuteOf = (iso: string, locale: Parameters<typeof pictureDate>[1]) => (locale === 'en' ? iso.slice(0, 16).replace('T', ' ') : pictureDate(iso.slice(0, 16), locale));

/** A timeline entry that is not a contact (a house ingress or a lunation): not drawn as a bar. */
function isOtherKind(entry: unknown): boolean {
  const kind = entry !== null && typeof entry === 'object' ? (entry as { kind?: unknown }).kind : undefined;
  return kind === 'houseIngress' || kind === 'lunation';
}

/** A label's box. */
interface Box {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

/**
 * @summary A transit timeline (`transitTimeline`) drawn as a Gantt chart, SVG (issue 27): one row per contact in the
 * timeline's order, its label on the left (`Saturn square natal Moon`); a bar from the instant it enters orb to the
 * instant it leaves, in the color of the aspect's nature (harmonious, challenging, neutral, as the wheel's aspect
 * lines), with an open arrow at an end cut by the range (entered before `from`, still within orb at `to`); a
 * diamond at each exact pass — filled when the body moves direct, hollow when retrograde — with its day written
 * above the bar where it fits (else below, else only in the mark's label: no two labels overlap); a triangle at
 * each station within orb (down: retrograde, up: direct). The time axis runs over `options.from`..`options.to`
 * (default: the contacts' span), months or years by its length; a legend explains the marks. The wheel's
 * standards: self-contained SVG 1.1, `role="img"` with `<title>` and `<desc>` (every contact in words), themes,
 * `idPrefix`, the same bytes for the same input. Errors: `UraniaError` naming `contacts[i].<member>` or
 * `options.<member>`. A timeline with `include` (house ingresses, lunations on natal points) may be passed whole:
 * the chart draws its contacts and leaves the other kinds to the list. `options.locale` (one of the ten label
 * locales, default en) writes every text in that language: names from the label catalogue, the other words from
 * `PictureWords`, dates through Intl, the world font stack (`WHEEL_FONT_WORLD`).
 * @example transitTimelineChart(transitTimeline({ birth, from: '2025-01-01', to: '2026-01-01' }), { from: '2025-01-01', to: '2026-01-01' })
 * // '<svg xmlns="http://www.w3.org/2000/svg" …'
 */
export function transitTimelineChart(contacts: readonly (TransitContact | TransitTimelineEntry)[], options?: TransitTimelineChartOptions): string {
  refuseExtraArguments(arguments.length, 2, 'transitTimelineChart(contacts, options?)', "transitTimelineChart(transitTimeline({ birth, from: '2025-01-01', to: '2026-01-01' }))");
  if (!Array.isArray(contacts)) {
    throw new UraniaError('INVALID_ARGUMENT', 'contacts must be an array of transit contacts (the answer of transitTimeline)', { wording: wording('contacts.array', { field: 'contacts' }), field: 'contacts', received: contacts, allowed: 'an array of transit contacts' });
  }
  const list = contacts.flatMap((c, i) => (isOtherKind(c) ? [] : [parseAt(TransitContact, c, `contacts[${i}]`)]));
  const o = parseAt(TransitTimelineChartOptions, options ?? {}, 'options');
  const jd = (iso: string, field: string) => instant(iso, field).jdUt;
  const fromJd = o.from !== undefined ? jd(o.from, 'options.from') : list.length > 0 ? Math.min(...list.map((c, i) => jd(c.enters, `contacts[${i}].enters`))) : 0;
  let toJd = o.to !== undefined ? jd(o.to, 'options.to') : list.length > 0 ? Math.max(...list.map((c, i) => jd(c.leaves, `contacts[${i}].leaves`))) : 1;
  if (o.from === undefined && o.to === undefined && list.length === 0) throw new UraniaError('MISSING_ARGUMENT', 'options.from and options.to are required to draw an empty timeline', { wording: wording('timeline.emptyNeedsRange', { field: 'options.from', other: 'options.to' }), field: 'options.from', received: undefined, allowed: 'an ISO-8601 instant' });
  if (toJd <= fromJd) {
    if (o.to !== undefined) throw new UraniaError('OUT_OF_RANGE', 'options.to must be after options.from', { wording: wording('mustBeAfter', { field: 'options.to', other: 'options.from' }), field: 'options.to', received: o.to, allowed: 'an instant after from' });
    toJd = fromJd + 1;
  }
  const width = o.width ?? DEFAULT_FORECAST_CHART_WIDTH;
  const theme = o.theme ?? 'light';
  const colors = WHEEL_THEME_COLORS[theme];
  const k = width / DEFAULT_FORECAST_CHART_WIDTH;
  const ids = chartIds(o.idPrefix ?? '', 'timeline');
  const locale = o.locale ?? 'en';
  const lang = pictureLanguage(locale);
  const w = lang.words;

  // ── Layout: the label column as wide as the longest label; rows with room for a day label above and below. ──
  const labelSize = 12 * k;
  const daySize = 9.5 * k;
  const rowLabel = (c: TransitContact) => lang.contact(c.transitBody, c.aspect, c.natalPoint);
  const labelColumn = Math.min(width * 0.4, Math.max(120 * k, ...list.map((c) => textWidth(rowLabel(c), labelSize))) + 24 * k);
  // A label wider than the column (at most 40 % of the width) is drawn smaller, so that it stays inside the picture.
  const rowLabelSize = (text: string) => Math.min(labelSize, (labelSize * (labelColumn - 12 * k - 2 * k)) / textWidth(text, labelSize));
  const left = labelColumn;
  const right = width - 24 * k;
  const top = 78 * k;
  const rowH = 38 * k;
  const barH = 10 * k;
  const bottom = top + Math.max(1, list.length) * rowH;
  const height = Math.round(bottom + 64 * k);
  const days = toJd - fromJd;
  const xOf = (t: number) => left + ((Math.min(toJd, Math.max(fromJd, t)) - fromJd) / days) * (right - left);

  const parts: string[] = [];
  const fromText = pictureDate(isoString(fromJd, 'minute').replace(/T00:00Z$/, ''), locale);
  const toText = pictureDate(isoString(toJd, 'minute').replace(/T00:00Z$/, ''), locale);
  const title = o.title ?? w.timelineTitle;
  const day = (iso: string) => pictureDate(iso.slice(0, 10), locale);
  const contactWords = (c: TransitContact) => {
    const passes = c.exact.map((e) => lang.say(w.exactPass, { date: day(e.at), direction: e.direction }));
    const stations = c.stations.map((s) => lang.say(w.station, { type: s.type, date: day(s.at) }));
    const enters = lang.say(c.entersBeforeRange ? w.withinOrbFromBefore : w.entersOrb, { date: day(c.enters) });
    const leaves = lang.say(c.leavesAfterRange ? w.stillWithinOrb : w.leavesOrb, { date: day(c.leaves) });
    return lang.say(w.headedList, { head: rowLabel(c), list: lang.list([enters, ...passes, ...stations, leaves]) });
  };
  const contactCount = lang.count(w.contactCount, list.length);
  const description =
    `${lang.say(w.timelineDescription, { from: fromText, to: toText })}${w.sentenceSpace}` +
    (list.length === 0 ? w.noContacts : lang.say(w.sentence, { text: lang.say(w.headedList, { head: contactCount, list: list.map(contactWords).join(w.clauseSeparator) }) }));
  parts.push(element('title', { id: ids.title }, xmlEscape(title)));
  parts.push(element('desc', { id: ids.desc }, xmlEscape(description)));
  parts.push(element('rect', { x: 0, y: 0, width, height, fill: colors.background, stroke: 'none' }));
  parts.push(chartText(24 * k, 24 * k, title, 16 * k, colors.ink, 'start', { 'font-weight': 'bold' }));
  parts.push(chartText(24 * k, 44 * k, `${lang.say(w.rangeUt, { from: fromText, to: toText })} · ${contactCount}`, 11 * k, colors.muted, 'start'));

  // Time grid with its labels above the rows.
  const grid: string[] = [];
  const tickGap = locale === 'en' ? 56 * k : Math.max(56 * k, widestTickLabel(locale, 11 * k) + 8 * k);
  for (const t of timeTicks(fromJd, toJd, right - left, tickGap, locale)) {
    const x = xOf(t.jdUt);
    grid.push(element('line', { x1: x, y1: top - 6 * k, x2: x, y2: bottom, stroke: colors.muted, 'stroke-width': (t.label === undefined ? 0.25 : 0.5) * k, 'stroke-opacity': 0.6 }));
    // A label at either end is kept inside the picture.
    const half = t.label === undefined ? 0 : textWidth(t.label, 11 * k) / 2 + 2 * k;
    if (t.label !== undefined) grid.push(chartText(Math.min(width - half, Math.max(half, x)), top - 14 * k, t.label, 11 * k, colors.muted, 'middle'));
  }
  grid.push(element('rect', { x: left, y: top, width: right - left, height: bottom - top, fill: 'none', stroke: colors.muted, 'stroke-width': 0.8 * k }));
  parts.push(element('g', { class: 'grid' }, grid.join('')));

  // Rows.
  const rows = list.map((c, i) => {
    const y0 = top + i * rowH;
    const cy = y0 + rowH / 2;
    const color = colors.aspect[ASPECTS[c.aspect].nature];
    const x0 = xOf(jd(c.enters, `contacts[${i}].enters`));
    const x1 = Math.max(x0 + 1.5 * k, xOf(jd(c.leaves, `contacts[${i}].leaves`)));
    const g: string[] = [];
    if (i % 2 === 1) g.push(element('rect', { x: 0, y: y0, width, height: rowH, fill: colors.ringFill, stroke: 'none' }));
    g.push(chartText(left - 12 * k, cy, rowLabel(c), rowLabelSize(rowLabel(c)), colors.ink, 'end', { class: 'row-label' }));
    g.push(element('rect', { class: 'bar', x: x0, y: cy - barH / 2, width: x1 - x0, height: barH, rx: 2 * k, fill: color, 'fill-opacity': 0.3, stroke: color, 'stroke-width': 1 * k }));
    // An end cut by the range: an open arrow pointing out of it.
    const arrow = (x: number, dir: number) =>
      element('polyline', { points: `${num(x + dir * 2 * k)},${num(cy - 6 * k)} ${num(x + dir * 7 * k)},${num(cy)} ${num(x + dir * 2 * k)},${num(cy + 6 * k)}`, fill: 'none', stroke: color, 'stroke-width': 1.4 * k });
    if (c.entersBeforeRange) g.push(arrow(x0, -1));
    if (c.leavesAfterRange) g.push(arrow(x1, 1));
    // Stations: a triangle under the bar (down: turns retrograde; up: turns direct).
    c.stations.forEach((s) => {
      const x = xOf(jd(s.at, `contacts[${i}].stations`));
      const yb = cy + barH / 2 + 1.5 * k;
      const pts = s.type === 'retrograde' ? `${num(x - 4 * k)},${num(yb)} ${num(x + 4 * k)},${num(yb)} ${num(x)},${num(yb + 6 * k)}` : `${num(x - 4 * k)},${num(yb + 6 * k)} ${num(x + 4 * k)},${num(yb + 6 * k)} ${num(x)},${num(yb)}`;
      g.push(element('polygon', { class: 'station', points: pts, fill: colors.ink, stroke: 'none', 'aria-label': lang.say(w.stationMark, { body: lang.point(c.transitBody), type: s.type, time: minuteOf(s.at, locale) }) }));
    });
    // Exact passes: diamonds on the bar, their day above (or below) where it fits.
    const placed: Box[] = [];
    c.exact.forEach((e, j) => {
      const x = xOf(jd(e.at, `contacts[${i}].exact[${j}].at`));
      const d = 5 * k;
      g.push(
        element('path', {
          class: 'exact',
          d: `M${num(x)} ${num(cy - d)}L${num(x + d)} ${num(cy)}L${num(x)} ${num(cy + d)}L${num(x - d)} ${num(cy)}Z`,
          fill: e.direction === 'direct' ? color : colors.background,
          stroke: color,
          'stroke-width': 1.4 * k,
          'aria-label': lang.say(w.exactMark, { contact: rowLabel(c), time: minuteOf(e.at, locale), direction: e.direction }),
        }),
      );
      const text = shortDay(jd(e.at, `contacts[${i}].exact[${j}].at`), locale);
      const tw = textWidth(text, daySize);
      const slots = [cy - barH / 2 - 3 * k - daySize / 2, cy + barH / 2 + 10 * k + daySize / 2];
      for (const yc of slots) {
        const box = { x0: Math.max(left + 1, Math.min(right - 1 - tw, x - tw / 2)), x1: 0, y0: yc - daySize / 2, y1: yc + daySize / 2 };
        const b = { ...box, x1: box.x0 + tw };
        const stationClash = c.stations.some((s) => yc > cy && Math.abs(xOf(jd(s.at, 'station')) - (b.x0 + b.x1) / 2) < tw / 2 + 5 * k);
        if (stationClash || placed.some((q) => b.x0 < q.x1 + 3 * k && q.x0 < b.x1 + 3 * k && b.y0 < q.y1 && q.y0 < b.y1)) continue;
        placed.push(b);
        g.push(chartText(b.x0, yc, text, daySize, colors.ink, 'start', { class: 'exact-day' }));
        break;
      }
    });
    return element(
      'g',
      { class: 'contact', 'data-transit-body': c.transitBody, 'data-natal-point': c.natalPoint, 'data-aspect': c.aspect, 'aria-label': contactWords(c) },
      g.join(''),
    );
  });
  if (list.length === 0) rows.push(chartText((left + right) / 2, top + rowH / 2, w.noContactsInRange, labelSize, colors.muted, 'middle'));
  parts.push(element('g', { class: 'rows', 'data-left': String(left), 'data-right': String(right), 'data-from-jd': String(fromJd), 'data-to-jd': String(toJd) }, rows.join('')));

  // Legend.
  const ly = bottom + 30 * k;
  const legend: string[] = [];
  let x = 24 * k;
  const item = (mark: string, text: string) => {
    legend.push(mark, chartText(x + 14 * k, ly, text, 11 * k, colors.ink, 'start'));
    x += 14 * k + textWidth(text, 11 * k) + 18 * k;
  };
  const d = 5 * k;
  const diamond = (fill: string) => element('path', { d: `M${num(x + 5 * k)} ${num(ly - d)}L${num(x + 5 * k + d)} ${num(ly)}L${num(x + 5 * k)} ${num(ly + d)}L${num(x + 5 * k - d)} ${num(ly)}Z`, fill, stroke: colors.ink, 'stroke-width': 1.2 * k });
  item(diamond(colors.ink), w.exactDirect);
  item(diamond(colors.background), w.exactRetrograde);
  item(element('polygon', { points: `${num(x + 1 * k)},${num(ly - 3 * k)} ${num(x + 9 * k)},${num(ly - 3 * k)} ${num(x + 5 * k)},${num(ly + 3 * k)}`, fill: colors.ink, stroke: 'none' }), w.stationRetrograde);
  item(element('polygon', { points: `${num(x + 1 * k)},${num(ly + 3 * k)} ${num(x + 9 * k)},${num(ly + 3 * k)} ${num(x + 5 * k)},${num(ly - 3 * k)}`, fill: colors.ink, stroke: 'none' }), w.stationDirect);
  for (const nature of ['harmonious', 'challenging', 'neutral'] as const) {
    item(element('rect', { x: x, y: ly - 4 * k, width: 10 * k, height: 8 * k, fill: colors.aspect[nature], 'fill-opacity': 0.3, stroke: colors.aspect[nature], 'stroke-width': 1 * k }), lang.labels.aspectNatures[nature]);
  }
  parts.push(element('g', { class: 'legend' }, legend.join('')));

  return withLocaleFonts(svgDocument(width, height, ids, parts.join('')), locale);
}
