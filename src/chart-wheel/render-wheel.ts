import type { WheelPoint } from '../schemas/index.js';
import { drawAspects, type AspectLine } from './draw-aspects.js';
import { drawBodies, type BodyRing, type WheelPlacement } from './draw-bodies.js';
import { COLUMN_KEPT_ABOVE, placeRing } from './place-ring.js';
import { angleLongitudesOf, drawHouses, type HouseInput, type OuterAngles } from './draw-houses.js';
import { drawPoints } from './draw-points.js';
import { drawZodiac } from './draw-zodiac.js';
import { drawSheet } from './wheel-sheet.js';
import { element, xmlEscape, svgDocument } from './svg-writer.js';
import { COMPACT_MIN_TEXT, compactLayout } from './compact-layout.js';
import type { WheelFrame } from './wheel-geometry.js';
import { lineClearance, wheelLayout, type WheelLayout } from './wheel-layout.js';
import { wheelText, withLocaleFonts } from './wheel-text.js';
import { WHEEL_THEME_COLORS, type WheelThemeColors } from './wheel-themes.js';
import type { ResolvedWheelOptions } from './wheel-options.js';
import { formatLabel } from '../i18n/format-label.js';

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
  /** The outer chart's Ascendant and Midheaven (a bi-wheel whose outer chart has them). */
  readonly outerAngles?: OuterAngles | undefined;
  readonly aspects: readonly AspectLine[];
  readonly points: readonly WheelPoint[];
  /** Title (`<title>`), the header blocks (top left, then top right: a name and its lines), the `<desc>` text. */
  readonly title: string;
  readonly header: readonly { readonly name: string; readonly lines: readonly string[] }[];
  readonly houseSystem: string | undefined;
  readonly description: string;
}

/** A crowded house narrows the aspect disc to this fraction of its radius (0.4 → 0.28 of the wheel's). */
const CROWDED_ASPECT_DISC = 0.6;

/** The shorter angle between two longitudes, degrees. */
function angleGap(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/**
 * @summary The two rings of body glyphs of a scene and the lines each keeps clear of: the inner chart's cusps and
 * angles cross the inner ring; its angles cross the outer band, and its cusps bound it too (an outer body stays in
 * the inner house it falls in).
 */
function bodyRings(
  scene: WheelScene,
  layout: WheelLayout,
  colors: WheelThemeColors,
  bodyLabels: number,
): { innerRing: BodyRing; outerRing: BodyRing } {
  const s = scene.options.size;
  const innerAngles = scene.houses === undefined ? [] : angleLongitudesOf(scene.houses);
  const cusps = scene.houses === undefined ? [] : scene.houses.cusps.map((h) => h.cusp.longitude);
  const common = {
    glyphSize: layout.glyphSize,
    fontSize: layout.fontSize * bodyLabels,
    labelGlyphSize: layout.labelGlyphSize * bodyLabels,
    tickColor: colors.muted,
    stroke: s / 380,
    barriers: [...cusps, ...innerAngles],
    clearance: lineClearance(s),
  };
  return {
    innerRing: {
      ...common,
      glyphRadius: layout.glyphRadius,
      innerLimit: layout.aspectRadius,
      tickFrom: layout.houseInner,
      tickTo: layout.houseInner - 0.025 * layout.zodiacOuter,
      color: colors.body,
      chart: 'inner',
    },
    outerRing: {
      ...common,
      glyphRadius: layout.outerGlyphRadius,
      innerLimit: layout.outerBandInner,
      tickFrom: layout.pointsInner,
      tickTo: layout.pointsInner - 0.025 * layout.zodiacOuter,
      color: colors.outerBody,
      chart: 'outer',
    },
  };
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
  parts.push(drawZodiac(frame, layout, colors, o.labels));
  if (scene.points.length > 0) {
    // The inner chart's angle lines cross the ring of points (the outer chart's stop at its inner edge).
    const lines = scene.houses === undefined ? [] : angleLongitudesOf(scene.houses);
    parts.push(drawPoints(frame, layout, colors, scene.points, lines, o.labels));
  }
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
  // The rings of glyphs, placed before the lines are drawn: an outer chart's angle line runs across the outer
  // band only where no outer glyph or label is near it (else it is a tick at the band's edge). A crowded house
  // narrows the aspect disc, giving its tiers of glyphs more room (place-ring.ts).
  const rings = bodyRings(scene, layout, colors, bodyLabels);
  const { outerRing } = rings;
  let innerRing = rings.innerRing;
  let innerPlaced = placeRing(frame, innerRing, scene.inner);
  let aspectRadius = layout.aspectRadius;
  const smallest = (placed: readonly { scale: number }[]) => Math.min(1, ...placed.map((p) => p.scale));
  if (smallest(innerPlaced) < COLUMN_KEPT_ABOVE) {
    const narrowed = { ...innerRing, innerLimit: layout.aspectRadius * CROWDED_ASPECT_DISC };
    const placed = placeRing(frame, narrowed, scene.inner);
    if (smallest(placed) > smallest(innerPlaced)) {
      innerRing = narrowed;
      innerPlaced = placed;
      aspectRadius = narrowed.innerLimit;
    }
  }
  parts.push(
    element('circle', {
      cx: layout.cx,
      cy: layout.cy,
      r: aspectRadius,
      fill: colors.ringFill,
      stroke: colors.muted,
      'stroke-width': s / 900,
    }),
  );
  const outerPlaced = placeRing(frame, outerRing, scene.outer);
  const outerLineClear = (longitude: number) =>
    outerPlaced.every((p) => angleGap(p.longitude, longitude) >= p.margin);
  if (scene.houses !== undefined || scene.outerAngles !== undefined)
    parts.push(
      drawHouses(frame, { ...layout, aspectRadius }, colors, scene.houses, scene.outerAngles, outerLineClear, o.labels),
    );
  parts.push(
    drawAspects(
      frame,
      aspectRadius,
      s,
      colors,
      scene.aspects,
      scene.kind === 'bi' ? 'inter' : 'inner',
      o.labels,
    ),
  );
  parts.push(drawBodies(frame, innerRing, scene.inner, innerPlaced, o.labels));
  if (scene.kind === 'bi') parts.push(drawBodies(frame, outerRing, scene.outer, outerPlaced, o.labels));
  // Header (top left) and footer (bottom corners): the square's corners are free of the wheel. A compact wheel's
  // smallest header line (0.8 of `font`) is no smaller than its other text (COMPACT_MIN_TEXT).
  const font = o.compact ? Math.max(s / 48, COMPACT_MIN_TEXT / 0.8) : s / 48;
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
            formatLabel(o.labels.words.houseSystemFooter, { system: scene.houseSystem }, o.locale),
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
  // `layout: 'wheel+grid' | 'sheet'`: the panel to the right of the wheel's square, the picture widened for it.
  const sheet =
    o.layout === 'wheel'
      ? undefined
      : drawSheet(
          {
            kind: scene.kind,
            inner: scene.inner,
            outer: scene.outer,
            houses: scene.houses,
            aspects: scene.aspects,
            aspectTypes: o.aspects,
            names: scene.header.map((h) => h.name),
            labels: o.labels,
          },
          colors,
          o.layout,
          s,
        );
  const width = sheet?.width ?? s;
  const height = sheet?.height ?? s;
  if (sheet !== undefined) {
    // The description says what the panel holds; the background covers the widened picture.
    const panel = o.layout === 'sheet' ? o.labels.words.panelSheet : o.labels.words.panelGrid;
    parts[1] = element('desc', { id: ids.desc }, xmlEscape(`${scene.description} ${panel}`));
    parts[2] = element('rect', { x: 0, y: 0, width, height, fill: colors.background, stroke: 'none' });
    parts.push(sheet.svg);
  }
  return withLocaleFonts(svgDocument(width, height, ids, parts.join('')), o.locale);
}
