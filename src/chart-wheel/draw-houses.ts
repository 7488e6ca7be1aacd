import { SIGNS, type HouseCusp, type Sign } from '../schemas/index.js';
import { normalizeDegrees } from '../units/index.js';
import { MARK_GLYPHS } from './body-glyphs.js';
import { drawGlyph } from './draw-glyph.js';
import { radial } from './draw-zodiac.js';
import { SIGN_GLYPHS } from './sign-glyphs.js';
import { spreadLongitudes } from './spread-glyphs.js';
import { dataDegrees, element } from './svg-writer.js';
import { polar, type WheelFrame } from './wheel-geometry.js';
import type { WheelLayout } from './wheel-layout.js';
import { degreeMinute, wheelText } from './wheel-text.js';
import type { WheelThemeColors } from './wheel-themes.js';

/** The four angles as the wheel draws them. */
export const ANGLE_NAMES = ['Ascendant', 'Midheaven', 'Descendant', 'ImumCoeli'] as const;
export type AngleName = (typeof ANGLE_NAMES)[number];

/** What the house drawing needs of a chart: its cusps and angles (absent for an untimed chart). */
export interface HouseInput {
  readonly cusps: readonly HouseCusp[];
  readonly ascendant: number;
  readonly midheaven: number;
}

const ANGLE_WORDS: Readonly<Record<AngleName, string>> = {
  Ascendant: 'Ascendant',
  Midheaven: 'Midheaven',
  Descendant: 'Descendant',
  ImumCoeli: 'Imum Coeli',
};

/** Cusp and angle within this many degrees share one label (quadrant systems: cusps 1, 4, 7, 10). */
const SAME_POINT = 1e-6;

function signOf(longitude: number): { sign: Sign; degree: number } {
  const l = normalizeDegrees(longitude);
  const i = Math.floor(l / 30) % 12;
  return { sign: SIGNS[i]!, degree: l - i * 30 };
}

/** Readable words of a position: `15°42′ Leo`. */
export function positionWords(longitude: number): string {
  const { sign, degree } = signOf(longitude);
  const { degree: d, minute: m } = degreeMinute(degree);
  return `${d}${m} ${sign}`;
}

/**
 * @summary The houses of a chart: cusp lines from the house ring's outer edge to the aspect disc, the house numbers
 * in the house ring, the four angles as thick lines reaching out past the sign ring, and outside the wheel one
 * label per cusp (degree, sign glyph, minute; the angle's letters above the row when the cusp is an angle), the
 * labels spread apart where cusps crowd.
 */
export function drawHouses(
  frame: WheelFrame,
  layout: WheelLayout,
  colors: WheelThemeColors,
  houses: HouseInput,
): string {
  const out: string[] = [];
  const thin = layout.size / 900;
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
  const numbers = houses.cusps.map((h, i) => {
    const from = h.cusp.longitude;
    const to = houses.cusps[(i + 1) % houses.cusps.length]!.cusp.longitude;
    const p = polar(frame, from + normalizeDegrees(to - from) / 2, numberRadius);
    return wheelText(p.x, p.y, String(h.house), layout.fontSize * 0.9, colors.muted, 'middle', {
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
      radial(frame, l, layout.zodiacOuter, layout.zodiacOuter + 0.02 * layout.size, {
        class: 'angle-tip',
        'data-angle': a,
      })
    );
  });
  out.push(
    element(
      'g',
      { class: 'angles', stroke: colors.angle, 'stroke-width': layout.size / 280, 'stroke-linecap': 'round' },
      angleLines.join(''),
    ),
  );
  // Label blocks outside the wheel: each cusp, plus any angle that is not a cusp (the MC of equal houses).
  const blocks: { longitude: number; angle: AngleName | undefined; house: number | undefined }[] =
    houses.cusps.map((h) => ({
      longitude: h.cusp.longitude,
      angle: isAngle(h.cusp.longitude),
      house: h.house,
    }));
  for (const a of ANGLE_NAMES) {
    if (!blocks.some((b) => b.angle === a))
      blocks.push({ longitude: angleLongitudes[a], angle: a, house: undefined });
  }
  const font = layout.fontSize * 1.05;
  const glyph = layout.labelGlyphSize * 1.15;
  const width = glyph + 3.9 * font;
  const height = 2.6 * font;
  const chord = Math.hypot(width, height);
  const step = (2 * Math.asin(Math.min(1, chord / (2 * layout.cuspLabelRadius))) * 180) / Math.PI;
  const placed = spreadLongitudes(
    blocks.map((b) => b.longitude),
    step,
  );
  const labels = blocks.map((b, i) => {
    const c = polar(frame, placed[i]!, layout.cuspLabelRadius);
    const { sign, degree } = signOf(b.longitude);
    const dm = degreeMinute(degree);
    const rowY = b.angle === undefined ? c.y : c.y + 0.62 * font;
    const gap = 0.25 * font;
    const row =
      wheelText(c.x - glyph / 2 - gap, rowY, dm.degree, font, colors.ink, 'end') +
      drawGlyph(SIGN_GLYPHS[sign], c.x, rowY, glyph, colors.ink, layout.size / 700) +
      wheelText(c.x + glyph / 2 + gap, rowY, dm.minute, font, colors.ink, 'start');
    const letter =
      b.angle === undefined
        ? ''
        : drawGlyph(
            MARK_GLYPHS[b.angle],
            c.x,
            c.y - 0.72 * font,
            1.5 * font,
            colors.angle,
            layout.size / 420,
          );
    const name =
      b.angle === undefined
        ? `House ${b.house} cusp`
        : b.house === undefined
          ? ANGLE_WORDS[b.angle]
          : `${ANGLE_WORDS[b.angle]} (house ${b.house} cusp)`;
    return element(
      'g',
      {
        class: b.angle === undefined ? 'cusp-label' : 'cusp-label angle-label',
        'data-longitude': dataDegrees(b.longitude),
        role: 'img',
        'aria-label': `${name} ${positionWords(b.longitude)}`,
      },
      letter + row,
    );
  });
  out.push(element('g', { class: 'cusp-labels' }, labels.join('')));
  return element('g', { class: 'houses' }, out.join(''));
}
