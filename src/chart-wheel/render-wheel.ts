import type { WheelPoint } from '../schemas/index.js';
import { drawAspects, type AspectLine } from './draw-aspects.js';
import { drawBodies, type WheelPlacement } from './draw-bodies.js';
import { drawHouses, type HouseInput } from './draw-houses.js';
import { drawPoints } from './draw-points.js';
import { drawZodiac } from './draw-zodiac.js';
import { element, xmlEscape } from './svg-writer.js';
import { compactLayout } from './compact-layout.js';
import type { WheelFrame } from './wheel-geometry.js';
import { wheelLayout } from './wheel-layout.js';
import { wheelText } from './wheel-text.js';
import { WHEEL_THEME_COLORS } from './wheel-themes.js';
import type { ResolvedWheelOptions } from './wheel-options.js';

/**
 * @summary The ids a wheel's SVG writes — of its `<title>` and `<desc>` — each `idPrefix` (validated as an XML
 * NCName by `ChartWheelOptions`) followed by `urania-wheel-title` / `urania-wheel-desc`.
 * @example wheelIds('a-').title // 'a-urania-wheel-title'
 */
export function wheelIds(idPrefix: string): { readonly title: string; readonly desc: string } {
  return { title: `${idPrefix}urania-wheel-title`, desc: `${idPrefix}urania-wheel-desc` };
}

/** Everything one picture shows, prepared from the chart record(s). */
export interface WheelScene {
  readonly kind: 'single' | 'bi';
  readonly options: ResolvedWheelOptions;
  /** Longitude at 9 o'clock. */
  readonly leftLongitude: number;
  readonly inner: readonly WheelPlacement[];
  readonly outer: readonly WheelPlacement[];
  readonly houses: HouseInput | undefined;
  readonly aspects: readonly AspectLine[];
  readonly points: readonly WheelPoint[];
  /** Title (`<title>`), the header blocks (top left, then top right: a name and its lines), the `<desc>` text. */
  readonly title: string;
  readonly header: readonly { readonly name: string; readonly lines: readonly string[] }[];
  readonly houseSystem: string | undefined;
  readonly description: string;
}

/**
 * @summary The SVG 1.1 document of a wheel scene: self-contained (no CSS, no scripts, no external references, no
 * font files), every color a presentation attribute, every coordinate rounded to 2 decimals, so the same scene
 * gives the same bytes. `<title>` and `<desc>` describe it; every glyph group has an `aria-label`. The only ids are
 * those of `<title>` and `<desc>` (`wheelIds`), referenced only by the root's `aria-labelledby`; `options.idPrefix`
 * prefixes both, so wheels inlined in one page keep unique ids.
 */
export function renderWheel(scene: WheelScene): string {
  const o = scene.options;
  const ids = wheelIds(o.idPrefix);
  const colors = WHEEL_THEME_COLORS[o.theme];
  const plain = wheelLayout(scene.kind, o.size, scene.points.length > 0);
  const layout = o.compact ? compactLayout(plain) : plain;
  // A compact wheel draws its body glyphs without label rows (size 0: compact-layout.ts).
  const bodyLabels = o.compact ? 0 : 1;
  const frame: WheelFrame = { cx: layout.cx, cy: layout.cy, leftLongitude: scene.leftLongitude };
  const s = o.size;
  const parts: string[] = [];
  parts.push(element('title', { id: ids.title }, xmlEscape(scene.title)));
  parts.push(element('desc', { id: ids.desc }, xmlEscape(scene.description)));
  parts.push(element('rect', { x: 0, y: 0, width: s, height: s, fill: colors.background, stroke: 'none' }));
  parts.push(
    element('circle', {
      cx: layout.cx,
      cy: layout.cy,
      r: layout.zodiacInner,
      fill: colors.ringFill,
      stroke: 'none',
    }),
  );
  parts.push(drawZodiac(frame, layout, colors));
  if (scene.points.length > 0) parts.push(drawPoints(frame, layout, colors, scene.points));
  if (scene.kind === 'bi') {
    parts.push(
      element('circle', {
        cx: layout.cx,
        cy: layout.cy,
        r: layout.outerBandInner,
        fill: 'none',
        stroke: colors.ink,
        'stroke-width': s / 900,
      }),
    );
  }
  parts.push(
    element('circle', {
      cx: layout.cx,
      cy: layout.cy,
      r: layout.houseInner,
      fill: colors.background,
      stroke: colors.ink,
      'stroke-width': s / 900,
    }),
  );
  parts.push(
    element('circle', {
      cx: layout.cx,
      cy: layout.cy,
      r: layout.aspectRadius,
      fill: colors.ringFill,
      stroke: colors.muted,
      'stroke-width': s / 900,
    }),
  );
  if (scene.houses !== undefined) parts.push(drawHouses(frame, layout, colors, scene.houses));
  parts.push(
    drawAspects(
      frame,
      layout.aspectRadius,
      s,
      colors,
      scene.aspects,
      scene.kind === 'bi' ? 'inter' : 'inner',
    ),
  );
  const stroke = s / 380;
  parts.push(
    drawBodies(
      frame,
      {
        glyphRadius: layout.glyphRadius,
        glyphSize: layout.glyphSize,
        rows: 'full',
        fontSize: layout.fontSize * bodyLabels,
        labelGlyphSize: layout.labelGlyphSize * bodyLabels,
        tickFrom: layout.houseInner,
        tickTo: layout.houseInner - 0.025 * layout.zodiacOuter,
        color: colors.body,
        tickColor: colors.muted,
        stroke,
        chart: 'inner',
      },
      scene.inner,
    ),
  );
  if (scene.kind === 'bi') {
    parts.push(
      drawBodies(
        frame,
        {
          glyphRadius: layout.outerGlyphRadius,
          glyphSize: layout.glyphSize,
          rows: 'short',
          fontSize: layout.fontSize * bodyLabels,
          labelGlyphSize: layout.labelGlyphSize * bodyLabels,
          tickFrom: layout.pointsInner,
          tickTo: layout.pointsInner - 0.025 * layout.zodiacOuter,
          color: colors.outerBody,
          tickColor: colors.muted,
          stroke,
          chart: 'outer',
        },
        scene.outer,
      ),
    );
  }
  // Header (top left) and footer (bottom corners): the square's corners are free of the wheel.
  const font = s / 48;
  const header = scene.header.slice(0, 2).flatMap((block, k) => {
    const x = k === 0 ? font * 0.8 : s - font * 0.8;
    const anchor = k === 0 ? 'start' : 'end';
    return [
      wheelText(x, font * 1.3, block.name, font * 1.05, colors.ink, anchor, { 'font-weight': 'bold' }),
      ...block.lines.map((line, i) =>
        wheelText(x, font * (2.6 + 1.2 * i), line, font * 0.8, colors.muted, anchor),
      ),
    ];
  });
  const footer = [
    ...(o.houseSystemLabel && scene.houseSystem !== undefined
      ? [
          wheelText(
            font * 0.8,
            s - font * 1.1,
            `${scene.houseSystem} houses`,
            font * 0.85,
            colors.muted,
            'start',
          ),
        ]
      : []),
    wheelText(s - font * 0.8, s - font * 1.1, o.zodiacLabel, font * 0.85, colors.muted, 'end'),
  ];
  parts.push(
    element('g', { class: 'header' }, header.join('')),
    element('g', { class: 'footer' }, footer.join('')),
  );
  return element(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      version: '1.1',
      width: s,
      height: s,
      viewBox: `0 0 ${s} ${s}`,
      role: 'img',
      'aria-labelledby': `${ids.title} ${ids.desc}`,
    },
    parts.join(''),
  );
}
