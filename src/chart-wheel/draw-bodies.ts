import type { Sign } from '../schemas/index.js';
import { BODY_GLYPHS, MARK_GLYPHS, type WheelBody } from './body-glyphs.js';
import { drawGlyph } from './draw-glyph.js';
import { radial } from './draw-zodiac.js';
import { SIGN_GLYPHS } from './sign-glyphs.js';
import { spreadLongitudes } from './spread-glyphs.js';
import { dataDegrees, element } from './svg-writer.js';
import { polar, screenAngle, type WheelFrame } from './wheel-geometry.js';
import { glyphSeparation } from './wheel-layout.js';
import { degreeMinute } from './wheel-text.js';
import { wheelText } from './wheel-text.js';

/** A body as the wheel draws it. */
export interface WheelPlacement {
  readonly body: WheelBody;
  readonly longitude: number;
  readonly sign: Sign;
  /** Degrees within the sign, [0, 30). */
  readonly degree: number;
  readonly isRetrograde: boolean;
}

/** Where and how one ring of bodies is drawn. */
export interface BodyRing {
  /** Glyph centers' radius and box side. */
  readonly glyphRadius: number;
  readonly glyphSize: number;
  /** Label rows inwards from the glyph: `full` degree, sign glyph, minute (and ℞); `short` without the sign glyph. */
  readonly rows: 'full' | 'short';
  readonly fontSize: number;
  readonly labelGlyphSize: number;
  /** Radius of the exact-position tick (and start of the pointer), and the tick's other end. */
  readonly tickFrom: number;
  readonly tickTo: number;
  readonly color: string;
  readonly tickColor: string;
  /** Stroke width of glyphs, pixels. */
  readonly stroke: number;
  /** `inner` or `outer` (the chart a bi-wheel ring belongs to), written as `data-chart`. */
  readonly chart: 'inner' | 'outer';
}

/** Body names as people write them (`NorthNode` → `North Node`). */
const WORDS: Partial<Record<WheelBody, string>> = {
  NorthNode: 'North Node',
  SouthNode: 'South Node',
  NorthNodeMean: 'Mean North Node',
  SouthNodeMean: 'Mean South Node',
  LilithMean: 'Black Moon Lilith (mean)',
  LilithTrue: 'Black Moon Lilith (true)',
};

/** A glyph moved by less than this (degrees) is drawn without a pointer. */
export const POINTER_THRESHOLD = 0.05;

/**
 * @summary The accessible name of a body on the wheel: `Mars 15°42′ Leo, retrograde`.
 * @example bodyLabel({ body: 'Mars', longitude: 135.7, sign: 'Leo', degree: 15.7, isRetrograde: true })
 * // 'Mars 15°42′ Leo, retrograde'
 */
export function bodyLabel(p: WheelPlacement): string {
  const { degree, minute } = degreeMinute(p.degree);
  return `${WORDS[p.body] ?? p.body} ${degree}${minute} ${p.sign}${p.isRetrograde ? ', retrograde' : ''}`;
}

/**
 * @summary One ring of body glyphs: glyphs spread apart where bodies crowd (`spreadLongitudes` with the step
 * that keeps their boxes apart), each with its label rows, a tick at the exact longitude and, when the glyph was
 * moved, a pointer from the tick to the glyph.
 */
export function drawBodies(frame: WheelFrame, ring: BodyRing, placements: readonly WheelPlacement[]): string {
  // Shrink the glyphs when the ring is too full for the normal size (n steps must fit in 360°).
  const full = placements.length * glyphSeparation(ring.glyphRadius, ring.glyphSize);
  const scale =
    full > 350
      ? Math.max(
          0.2,
          (Math.sin(((350 / placements.length) * Math.PI) / 360) * 2 * ring.glyphRadius) /
            (ring.glyphSize * Math.SQRT2 * 1.02),
        )
      : 1;
  const size = ring.glyphSize * Math.min(1, scale);
  const placed = spreadLongitudes(
    placements.map((p) => p.longitude),
    glyphSeparation(ring.glyphRadius, size),
  );
  const groups = placements.map((p, i) => {
    const at = placed[i]!;
    const g = polar(frame, at, ring.glyphRadius);
    const parts: string[] = [];
    parts.push(
      radial(frame, p.longitude, ring.tickFrom, ring.tickTo, {
        class: 'tick',
        stroke: ring.tickColor,
        'stroke-width': ring.stroke,
      }),
    );
    if (Math.abs(((at - p.longitude + 540) % 360) - 180) > POINTER_THRESHOLD) {
      const a = polar(frame, p.longitude, ring.tickTo);
      const towards = ring.tickTo > ring.glyphRadius ? 1 : -1;
      const b = polar(frame, at, ring.glyphRadius + towards * size * 0.62);
      parts.push(
        element('line', {
          class: 'pointer',
          x1: a.x,
          y1: a.y,
          x2: b.x,
          y2: b.y,
          stroke: ring.tickColor,
          'stroke-width': ring.stroke * 0.7,
        }),
      );
    }
    parts.push(drawGlyph(BODY_GLYPHS[p.body], g.x, g.y, size, ring.color, ring.stroke, { class: 'glyph' }));
    const dm = degreeMinute(p.degree);
    const font = ring.fontSize * Math.min(1, scale);
    const sign = ring.labelGlyphSize * Math.min(1, scale);
    // Label rows inwards from the glyph. Each row takes, along the radius, its box's extent in that direction
    // (|cos θ|·width + |sin θ|·height), so that rows read on the left and right of the wheel do not run together.
    const theta = (screenAngle(frame, at) * Math.PI) / 180;
    const extent = (w: number, h: number) => Math.abs(Math.cos(theta)) * w + Math.abs(Math.sin(theta)) * h;
    const gap = 0.18 * font;
    let r = ring.glyphRadius - extent(size, size) / 2 - gap;
    const next = (w: number, h: number) => {
      const e = extent(w, h);
      const center = r - e / 2;
      r -= e + gap;
      return polar(frame, at, center);
    };
    const degreeAt = next(0.6 * font * dm.degree.length, font);
    parts.push(wheelText(degreeAt.x, degreeAt.y, dm.degree, font, ring.color, 'middle', { class: 'degree' }));
    if (ring.rows === 'full') {
      const q = next(sign, sign);
      parts.push(
        drawGlyph(SIGN_GLYPHS[p.sign], q.x, q.y, sign, ring.color, ring.stroke * 0.8, {
          class: 'label-sign',
        }),
      );
    }
    const minuteAt = next(0.54 * font * dm.minute.length, 0.9 * font);
    parts.push(
      wheelText(minuteAt.x, minuteAt.y, dm.minute, font * 0.9, ring.color, 'middle', { class: 'minute' }),
    );
    if (p.isRetrograde) {
      const q = next(0.9 * sign, 0.9 * sign);
      parts.push(
        drawGlyph(MARK_GLYPHS.retrograde, q.x, q.y, 0.9 * sign, ring.color, ring.stroke * 0.7, {
          class: 'retrograde',
        }),
      );
    }
    return element(
      'g',
      {
        class: 'body',
        'data-chart': ring.chart,
        'data-body': p.body,
        'data-longitude': dataDegrees(p.longitude),
        role: 'img',
        'aria-label': bodyLabel(p),
      },
      parts.join(''),
    );
  });
  return element('g', { class: `bodies bodies-${ring.chart}` }, groups.join(''));
}
