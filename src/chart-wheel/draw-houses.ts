import { SIGNS, type HouseCusp, type Sign } from '../schemas/index.js';
import { normalizeDegrees } from '../units/index.js';
import { MARK_GLYPHS } from './body-glyphs.js';
import { drawGlyph } from './draw-glyph.js';
import { radial } from './draw-zodiac.js';
import { SIGN_GLYPHS } from './sign-glyphs.js';
import { spreadLongitudes } from './spread-glyphs.js';
import { screenAngle } from './wheel-geometry.js';
import { dataDegrees, element } from './svg-writer.js';
import { polar, type WheelFrame } from './wheel-geometry.js';
import { lineClearance, type WheelLayout } from './wheel-layout.js';
import { degreeMinute, wheelText } from './wheel-text.js';
import { LABEL_EM as LABEL_TEXT_EM } from './body-column.js';
import type { WheelThemeColors } from './wheel-themes.js';
import { LABELS_EN } from '../i18n/en/labels.js';
import { formatLabel } from '../i18n/format-label.js';
import type { LabelCatalogue } from '../i18n/label-catalogue.js';

/** The four angles as the wheel draws them. */
export const ANGLE_NAMES = ['Ascendant', 'Midheaven', 'Descendant', 'ImumCoeli'] as const;
export type AngleName = (typeof ANGLE_NAMES)[number];

/** What the house drawing needs of a chart: its cusps and angles (absent for an untimed chart). */
export interface HouseInput {
  readonly cusps: readonly HouseCusp[];
  readonly ascendant: number;
  readonly midheaven: number;
}

/** The Ascendant and Midheaven of a chart (the outer chart of a bi-wheel draws only its angles). */
export interface OuterAngles {
  readonly ascendant: number;
  readonly midheaven: number;
}

/**
 * @summary The longitudes of a chart's four angles: Ascendant, Midheaven, Descendant, Imum Coeli.
 * @example angleLongitudesOf({ ascendant: 10, midheaven: 280 }) // [10, 280, 190, 100]
 */
export function angleLongitudesOf(angles: OuterAngles): number[] {
  return [
    angles.ascendant,
    angles.midheaven,
    normalizeDegrees(angles.ascendant + 180),
    normalizeDegrees(angles.midheaven + 180),
  ];
}

/** Cusp and angle within this many degrees share one label (quadrant systems: cusps 1, 4, 7, 10). */
const SAME_POINT = 1e-6;

function signOf(longitude: number): { sign: Sign; degree: number } {
  const l = normalizeDegrees(longitude);
  const i = Math.floor(l / 30) % 12;
  return { sign: SIGNS[i]!, degree: l - i * 30 };
}

/** Readable words of a position: `15°42′ Leo` (the sign in the words of `labels`, default English). */
export function positionWords(longitude: number, labels: LabelCatalogue = LABELS_EN): string {
  const { sign, degree } = signOf(longitude);
  const { degree: d, minute: m } = degreeMinute(degree);
  return `${d}${m} ${labels.signs[sign]}`;
}

/** One label block outside the wheel: a cusp, an angle of the inner chart, or an angle of the outer chart. */
interface LabelBlock {
  readonly longitude: number;
  readonly angle: AngleName | undefined;
  readonly house: number | undefined;
  readonly chart: 'inner' | 'outer';
}

/** Length of an angle's tip beyond the sign ring, as a fraction of the picture's size. */
const TIP = 0.012;

/**
 * @summary The houses of a chart: cusp lines from the house ring's outer edge to the aspect disc, the house numbers
 * in the house ring, the four angles as thick lines reaching out past the sign ring, and outside the wheel one
 * label per cusp (degree, sign glyph, minute; the angle's letters above the row when the cusp is an angle), the
 * labels spread apart where cusps crowd, each placed so that its box clears the sign ring and the angles' tips.
 * A bi-wheel whose outer chart has angles adds them (`outer`), in the outer chart's color: a thinner line across the
 * outer band where `outerLineClear` says no outer glyph is near it (else a tick at the band's outer edge), a tip
 * and a label outside the wheel.
 */
export function drawHouses(
  frame: WheelFrame,
  layout: WheelLayout,
  colors: WheelThemeColors,
  houses: HouseInput | undefined,
  outer?: OuterAngles,
  outerLineClear: (longitude: number) => boolean = () => true,
  catalogue: LabelCatalogue = LABELS_EN,
): string {
  const out: string[] = [];
  const thin = layout.size / 900;
  const tipTo = layout.zodiacOuter + TIP * layout.size;
  const blocks: LabelBlock[] = [];
  if (houses !== undefined) {
    const angleLongitudes: Record<AngleName, number> = {
      Ascendant: houses.ascendant,
      Midheaven: houses.midheaven,
      Descendant: normalizeDegrees(houses.ascendant + 180),
      ImumCoeli: normalizeDegrees(houses.midheaven + 180),
    };
    const isAngle = (l: number) =>
      ANGLE_NAMES.find((a) => Math.abs(normalizeDegrees(angleLongitudes[a] - l + 180) - 180) < SAME_POINT);
    // Cusp lines (the angles are drawn thicker below).
    const lines = houses.cusps.map((h) =>
      radial(frame, h.cusp.longitude, layout.outerBandInner, layout.aspectRadius, {
        class: 'cusp',
        'data-house': h.house,
        'data-longitude': dataDegrees(h.cusp.longitude),
      }),
    );
    out.push(element('g', { class: 'cusps', stroke: colors.muted, 'stroke-width': thin }, lines.join('')));
    // House numbers at the middle of each house, in the house ring.
    const numberRadius = (layout.outerBandInner + layout.houseInner) / 2;
    // An angle that is not a cusp (equal and whole-sign houses) and the outer chart's angles cross the ring
    // too: the number goes to the middle of the widest piece of its house between those lines.
    const crossing = [
      ...Object.values(angleLongitudes),
      ...(outer === undefined ? [] : angleLongitudesOf(outer)),
    ];
    const numbers = houses.cusps.map((h, i) => {
      const from = h.cusp.longitude;
      const width = normalizeDegrees(houses.cusps[(i + 1) % houses.cusps.length]!.cusp.longitude - from);
      const cuts = [
        0,
        ...crossing
          .map((l) => normalizeDegrees(l - from))
          .filter((d) => d > SAME_POINT && d < width - SAME_POINT),
        width,
      ].sort((x, y) => x - y);
      let start = 0;
      let span = 0;
      for (let k = 1; k < cuts.length; k++) {
        if (cuts[k]! - cuts[k - 1]! > span) {
          span = cuts[k]! - cuts[k - 1]!;
          start = cuts[k - 1]!;
        }
      }
      const half = span / 2;
      const p = polar(frame, from + start + half, numberRadius);
      // A narrow house (high latitudes) gets a smaller number, so that it keeps clear of the lines on both sides:
      // the number's half-extent across a line, |sin θ|·w/2 + |cos θ|·h/2, within the room r·sin(half) left.
      const t = (screenAngle(frame, from + start + half) * Math.PI) / 180;
      const perFont =
        (Math.abs(Math.sin(t)) * LABEL_TEXT_EM * String(h.house).length) / 2 + Math.abs(Math.cos(t)) / 2;
      const room =
        numberRadius * Math.sin((Math.min(half, 90) * Math.PI) / 180) - lineClearance(layout.size);
      const size = Math.max(0, Math.min(layout.fontSize * 0.9, room / perFont));
      return wheelText(p.x, p.y, String(h.house), size, colors.muted, 'middle', {
        class: 'house-number',
      });
    });
    out.push(element('g', { class: 'house-numbers' }, numbers.join('')));
    // The angles.
    const angleLines = ANGLE_NAMES.map((a) => {
      const l = angleLongitudes[a];
      return (
        radial(frame, l, layout.aspectRadius, layout.zodiacInner, {
          class: 'angle',
          'data-angle': a,
          'data-longitude': dataDegrees(l),
        }) +
        radial(frame, l, layout.zodiacOuter, tipTo, {
          class: 'angle-tip',
          'data-angle': a,
        })
      );
    });
    out.push(
      element(
        'g',
        {
          class: 'angles',
          stroke: colors.angle,
          'stroke-width': layout.size / 280,
          'stroke-linecap': 'round',
        },
        angleLines.join(''),
      ),
    );
    // Label blocks: each cusp, plus any angle that is not a cusp (the MC of equal houses).
    for (const h of houses.cusps)
      blocks.push({
        longitude: h.cusp.longitude,
        angle: isAngle(h.cusp.longitude),
        house: h.house,
        chart: 'inner',
      });
    for (const a of ANGLE_NAMES) {
      if (!blocks.some((b) => b.angle === a))
        blocks.push({ longitude: angleLongitudes[a], angle: a, house: undefined, chart: 'inner' });
    }
  }
  if (outer !== undefined) {
    const longitudes = angleLongitudesOf(outer);
    const outerLines = ANGLE_NAMES.map((a, i) => {
      const l = longitudes[i]!;
      blocks.push({ longitude: l, angle: a, house: undefined, chart: 'outer' });
      return (
        radial(
          frame,
          l,
          outerLineClear(l)
            ? layout.outerBandInner + layout.size / 200
            : layout.pointsInner - 0.012 * layout.zodiacOuter,
          layout.pointsInner,
          {
            class: 'outer-angle',
            'data-angle': a,
            'data-longitude': dataDegrees(l),
          },
        ) +
        radial(frame, l, layout.zodiacOuter, tipTo, {
          class: 'angle-tip outer-angle-tip',
          'data-angle': a,
        })
      );
    });
    out.push(
      element(
        'g',
        {
          class: 'outer-angles',
          stroke: colors.outerBody,
          'stroke-width': layout.size / 400,
          'stroke-linecap': 'round',
        },
        outerLines.join(''),
      ),
    );
  }
  const font = layout.fontSize * 1.05;
  const glyph = layout.labelGlyphSize * 1.15;
  const gap = 0.25 * font;
  // Clear space between a block and an angle's tip: half the tip's stroke and 1.6 px (at 640 px).
  const clearance = lineClearance(layout.size);
  // A block: the row (degree, sign glyph, minute) and, for an angle, its letters above.
  const width = glyph + 2 * gap + 2 * LABEL_TEXT_EM * font * 3;
  // An angle's block: its letters (a 1.5-font box centered 0.7 font above the center) over the row (0.8 font
  // below); a cusp's block is the row alone. Both symmetric about the center.
  const angleHeight = 2.9 * font;
  const rowHeight = Math.max(font, glyph);
  const chord = Math.hypot(width, angleHeight) * 1.02;
  const nearest = tipTo + clearance + rowHeight / 2;
  const step = (2 * Math.asin(Math.min(1, chord / (2 * nearest))) * 180) / Math.PI;
  const placed = spreadLongitudes(
    blocks.map((b) => b.longitude),
    step,
  );
  const labels = blocks.map((b, i) => {
    // The block's center lies so far out that its box (width × height) clears the angles' tips in any direction.
    const t = (screenAngle(frame, placed[i]!) * Math.PI) / 180;
    const height = b.angle === undefined ? rowHeight : angleHeight;
    const reach = (Math.abs(Math.cos(t)) * width + Math.abs(Math.sin(t)) * height) / 2;
    const c = polar(frame, placed[i]!, tipTo + clearance + reach);
    const color = b.chart === 'outer' ? colors.outerBody : colors.ink;
    const { sign, degree } = signOf(b.longitude);
    const dm = degreeMinute(degree);
    const rowY = b.angle === undefined ? c.y : c.y + 0.8 * font;
    const row =
      wheelText(c.x - glyph / 2 - gap, rowY, dm.degree, font, color, 'end') +
      drawGlyph(SIGN_GLYPHS[sign], c.x, rowY, glyph, color, layout.size / 700) +
      wheelText(c.x + glyph / 2 + gap, rowY, dm.minute, font, color, 'start');
    const letter =
      b.angle === undefined
        ? ''
        : drawGlyph(
            MARK_GLYPHS[b.angle],
            c.x,
            c.y - 0.7 * font,
            1.5 * font,
            b.chart === 'outer' ? colors.outerBody : colors.angle,
            layout.size / 420,
          );
    const w = catalogue.words;
    const say = (template: string, values: Record<string, string | number>) => formatLabel(template, values, catalogue.locale);
    const name =
      b.angle === undefined
        ? say(w.houseCusp, { house: String(b.house) })
        : b.chart === 'outer'
          ? say(w.outerChartAngle, { angle: catalogue.angles[b.angle] })
          : b.house === undefined
            ? catalogue.angles[b.angle]
            : say(w.angleOnCusp, { angle: catalogue.angles[b.angle], house: String(b.house) });
    return element(
      'g',
      {
        class: b.angle === undefined ? 'cusp-label' : 'cusp-label angle-label',
        'data-chart': b.chart,
        'data-longitude': dataDegrees(b.longitude),
        role: 'img',
        'aria-label': `${name} ${positionWords(b.longitude, catalogue)}`,
      },
      letter + row,
    );
  });
  out.push(element('g', { class: 'cusp-labels' }, labels.join('')));
  return element('g', { class: 'houses' }, out.join(''));
}
