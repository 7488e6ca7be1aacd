import { WHEEL_THEME_COLORS } from '../chart-wheel/wheel-themes.js';
import { WHEEL_FONT, degreeMinute, withLocaleFonts } from '../chart-wheel/wheel-text.js';
import { element, num, xmlEscape } from '../chart-wheel/svg-writer.js';
import { SIGNS, type WheelTheme } from '../schemas/index.js';
import { LABELS_EN } from '../i18n/en/labels.js';
import { formatLabel } from '../i18n/format-label.js';
import type { GrahaLabelName, LabelCatalogue } from '../i18n/label-catalogue.js';
import { fitLabels, SIDE_BEARING_EM, type LabelParts } from './fit-labels.js';
import {
  eastIndianCells,
  northIndianCells,
  southIndianCells,
  type ChartCell,
  type IndianChartStyleName,
} from './indian-chart-cells.js';

/** The two-letter names of the grahas, as Indian charts write them. */
export const GRAHA_SHORT: Readonly<Record<string, string>> = {
  Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke',
  Ascendant: 'Asc',
};

/** One graha (or the Ascendant) of a drawing: its sign in the drawn division, its birth-chart place and marks. */
export interface DrawnBody {
  readonly name: string;
  /** Sign in the drawn division (0 Aries … 11 Pisces). */
  readonly sign: number;
  /** Sidereal longitude in the birth chart (D1). */
  readonly longitude: number;
  readonly retrograde: boolean;
  readonly combust: boolean;
}

/** What an Indian chart shows: the bodies of the chart (the Ascendant among them when known) and of the transit overlay. */
export interface IndianChartScene {
  readonly style: IndianChartStyleName;
  readonly title: string;
  /** The centre's lines (South and East Indian): the division's name, the zodiac. */
  readonly centre: readonly string[];
  readonly footerLeft: string;
  readonly footerRight: string;
  readonly ascendantSign: number | undefined;
  readonly bodies: readonly DrawnBody[];
  readonly transits: readonly DrawnBody[];
  readonly transitLabel: string | undefined;
  readonly degrees: boolean;
  readonly size: number;
  readonly theme: WheelTheme;
  readonly idPrefix: string;
  /** The words of the drawing (default English). */
  readonly labels?: LabelCatalogue;
}

/** The ids an Indian chart writes: its `<title>` and `<desc>`, each after the `idPrefix`. */
export function indianChartIds(idPrefix: string): { readonly title: string; readonly desc: string } {
  return { title: `${idPrefix}urania-indian-chart-title`, desc: `${idPrefix}urania-indian-chart-desc` };
}

/** The marks after a name: `(R)` retrograde, `(c)` combust, `(R,c)` both (the letters of `labels`). */
function marks(b: DrawnBody, labels: LabelCatalogue): string {
  const r = labels.words.retroMark;
  const c = labels.words.combustMark;
  if (b.retrograde && b.combust) return `(${r},${c})`;
  if (b.retrograde) return `(${r})`;
  return b.combust ? `(${c})` : '';
}

/** A graha's name in a catalogue (`Rahu`, `Ascendant` included), or the name as given. */
const grahaOf = (names: Readonly<Record<GrahaLabelName, string>>, name: string): string | undefined =>
  (names as Readonly<Record<string, string>>)[name];

function degreeText(longitude: number): string {
  const dm = degreeMinute(longitude - Math.floor(longitude / 30) * 30);
  return `${dm.degree}${dm.minute}`;
}

/** @summary A body's label in its parts: `['Sa(R)', '15°42′']` (one line `Sa(R) 15°42′`, or wrapped in two). */
export function bodyLabel(b: DrawnBody, degrees: boolean, labels: LabelCatalogue = LABELS_EN): LabelParts {
  const short = grahaOf(labels.grahaShort, b.name);
  const name = `${short ?? b.name}${marks(b, labels)}`;
  return degrees ? [name, degreeText(b.longitude)] : [name];
}

/** The smallest size a house's labels are drawn at before a crowded house shrinks alone, as a share of the largest. */
const COMMON_FLOOR = 0.72;

/** @summary The spoken label of a body: `Saturn in Capricorn (birth chart 15°42′ Capricorn), retrograde, combust`. */
export function spokenBody(b: DrawnBody, transit: boolean, labels: LabelCatalogue = LABELS_EN): string {
  const w = labels.words;
  const rasi = labels.signs[SIGNS[Math.floor(b.longitude / 30) % 12]!];
  const values = { body: grahaOf(labels.grahas, b.name) ?? b.name, sign: labels.signs[SIGNS[b.sign]!], position: `${degreeText(b.longitude)} ${rasi}` };
  const words = [formatLabel(transit ? w.transitGrahaInSign : w.grahaInSign, values, labels.locale)];
  if (b.retrograde) words.push(w.retrograde);
  if (b.combust) words.push(w.combust);
  return words.join(', ');
}

function cellsOf(scene: IndianChartScene, x0: number, y0: number, side: number): ChartCell[] {
  if (scene.style === 'north') return northIndianCells(x0, y0, side, scene.ascendantSign ?? 0);
  const signNames = scene.labels === undefined ? undefined : SIGNS.map((s) => scene.labels!.signShort[s]);
  if (scene.style === 'south') return southIndianCells(x0, y0, side, scene.ascendantSign, signNames);
  return eastIndianCells(x0, y0, side, signNames);
}

const pointsText = (pts: ChartCell['polygon']): string => pts.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');

/**
 * @summary The SVG 1.1 document of an Indian chart: self-contained (no CSS, no scripts, no external references, no
 * font files), every color a presentation attribute of the wheel's themes, coordinates rounded to 2 decimals, so the
 * same scene gives the same bytes. Each house is a `<polygon data-house data-sign>`; each label a `<text>` with its
 * width fixed by `textLength` (its box: that width × 1.2 em around its centre), `data-body`, `data-chart`
 * (`natal` or `transit`), `data-house`, `data-sign` and an `aria-label`; the labels of a house are laid out inside its
 * region without overlap (`fitLabels`).
 */
export function renderIndianChart(scene: IndianChartScene): string {
  const s = scene.size;
  const labels = scene.labels ?? LABELS_EN;
  const colors = WHEEL_THEME_COLORS[scene.theme];
  const ids = indianChartIds(scene.idPrefix);
  const header = 0.075 * s;
  const footer = 0.055 * s;
  const side = s - header - footer;
  const x0 = (s - side) / 2;
  const y0 = header;
  const cells = cellsOf(scene, x0, y0, side);
  const house = (sign: number): number | undefined =>
    scene.ascendantSign === undefined ? undefined : ((sign - scene.ascendantSign + 12) % 12) + 1;
  const stroke = Math.max(1, s / 400);
  const maxSize = side * 0.036;
  const parts: string[] = [];
  const description: string[] = [];
  parts.push(element('title', { id: ids.title }, xmlEscape(scene.title)));
  const descAt = parts.length;
  parts.push(element('rect', { x: 0, y: 0, width: s, height: s, fill: colors.background, stroke: 'none' }));
  parts.push(element('rect', { x: x0, y: y0, width: side, height: side, fill: colors.ringFill, stroke: 'none' }));
  for (const c of cells) {
    parts.push(
      element('polygon', {
        points: pointsText(c.polygon),
        fill: 'none',
        stroke: colors.ink,
        'stroke-width': stroke,
        'stroke-linejoin': 'round',
        'data-house': house(c.sign),
        'data-sign': SIGNS[c.sign]!,
      }),
    );
  }
  parts.push(element('rect', { x: x0, y: y0, width: side, height: side, fill: 'none', stroke: colors.ink, 'stroke-width': stroke * 1.6 }));
  if (scene.style !== 'north') {
    const fs = side * 0.042;
    const lines = scene.centre;
    lines.forEach((line, k) => {
      const size = k === 0 ? fs : fs * 0.66;
      const y = y0 + side / 2 + (k - (lines.length - 1) / 2) * fs * 1.3;
      parts.push(element('text', { x: x0 + side / 2, y, 'font-size': size, 'font-family': WHEEL_FONT, 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: k === 0 ? colors.ink : colors.muted, stroke: 'none' }, xmlEscape(line)));
    });
  }
  for (const c of cells) {
    const l = c.signLabel;
    parts.push(
      element('text', { x: l.x, y: l.y, 'font-size': l.size, 'font-family': WHEEL_FONT, 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: colors.muted, stroke: 'none', textLength: l.width - 2 * SIDE_BEARING_EM * l.size, 'aria-hidden': 'true', 'data-sign-label': SIGNS[c.sign]! }, xmlEscape(l.text)),
    );
    if (c.ascendantMark) {
      const [a, b] = c.ascendantMark;
      parts.push(element('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: colors.angle, 'stroke-width': stroke * 1.6, 'aria-hidden': 'true' }));
    }
  }
  const contents = cells.map((c) => {
    const natal = scene.bodies.filter((b) => b.sign === c.sign).map((b) => ({ b, transit: false }));
    const transit = scene.transits.filter((b) => b.sign === c.sign).map((b) => ({ b, transit: true }));
    return [...natal, ...transit];
  });
  const labelsOf = (k: number): LabelParts[] => contents[k]!.map(({ b }) => bodyLabel(b, scene.degrees, labels));
  // One size for every house (the largest all fit at, but not under COMMON_FLOOR of the largest); a house that
  // needs less shrinks alone.
  const common = Math.max(
    COMMON_FLOOR * maxSize,
    Math.min(maxSize, ...cells.map((c, k) => fitLabels(c.region, labelsOf(k), maxSize).size)),
  );
  cells.forEach((c, k) => {
    const all = contents[k]!;
    const layout = fitLabels(c.region, labelsOf(k), common);
    layout.labels.forEach((lines, j) => {
      const { b, transit: isTransit } = all[j]!;
      lines.forEach((p, line) => {
        parts.push(
          element(
            'text',
            {
              x: p.x,
              y: p.y,
              'font-size': layout.size,
              'font-family': WHEEL_FONT,
              'font-style': isTransit ? 'italic' : undefined,
              'text-anchor': 'middle',
              'dominant-baseline': 'central',
              fill: isTransit ? colors.outerBody : b.name === 'Ascendant' ? colors.angle : colors.body,
              stroke: 'none',
              textLength: p.width - 2 * SIDE_BEARING_EM * layout.size,
              'data-body': b.name,
              'data-chart': isTransit ? 'transit' : 'natal',
              'data-house': house(c.sign),
              'data-sign': SIGNS[c.sign]!,
              'aria-label': line === 0 ? spokenBody(b, isTransit, labels) : undefined,
              'aria-hidden': line === 0 ? undefined : 'true',
            },
            xmlEscape(p.text),
          ),
        );
      });
    });
    const sign = labels.signs[SIGNS[c.sign]!];
    const where = house(c.sign) === undefined ? sign : `${formatLabel(labels.words.house, { house: String(house(c.sign)!) }, labels.locale)}, ${sign}`;
    description.push(`${where}: ${all.length === 0 ? labels.words.empty : all.map(({ b, transit: t }) => spokenBody(b, t, labels)).join('; ')}.`);
  });
  const fs = s * 0.03;
  parts.push(element('text', { x: s / 2, y: header / 2, 'font-size': fs, 'font-family': WHEEL_FONT, 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: colors.ink, stroke: 'none' }, xmlEscape(scene.title)));
  const fy = s - footer / 2;
  parts.push(element('text', { x: x0, y: fy, 'font-size': fs * 0.62, 'font-family': WHEEL_FONT, 'text-anchor': 'start', 'dominant-baseline': 'central', fill: colors.muted, stroke: 'none' }, xmlEscape(scene.footerLeft)));
  parts.push(element('text', { x: x0 + side, y: fy, 'font-size': fs * 0.62, 'font-family': WHEEL_FONT, 'text-anchor': 'end', 'dominant-baseline': 'central', fill: colors.muted, stroke: 'none' }, xmlEscape(scene.footerRight)));
  const desc = `${scene.title}. ${scene.footerLeft}. ${scene.transitLabel === undefined ? '' : `${scene.transitLabel}. `}${description.join(' ')}`;
  parts.splice(descAt, 0, element('desc', { id: ids.desc }, xmlEscape(desc)));
  return withLocaleFonts(element(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', version: '1.1', width: s, height: s, viewBox: `0 0 ${num(s)} ${num(s)}`, role: 'img', 'aria-labelledby': `${ids.title} ${ids.desc}` },
    parts.join(''),
  ), labels.locale);
}
