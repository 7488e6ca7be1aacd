import { BODIES, type Body, type ChartShape } from '../schemas/index.js';
import { normalizeDegrees } from '../units/index.js';
import { TEN_PLANETS } from '../zodiac/index.js';
import type { PlacedBody } from './aspect-patterns.js';

/**
 * Thresholds of the shape rules, degrees (docs/aspects.md). Marc Edmund Jones, The Guide to Horoscope
 * Interpretation (1941), describes the shapes in words; these numbers make his words an algorithm.
 */
export const CHART_SHAPE_LIMITS = {
  /** Bundle: every planet within a trine. */
  bundleSpan: 120,
  /** Bowl: every planet within one half of the circle. */
  bowlSpan: 180,
  /** Bucket: each of the two empty arcs beside the handle at least a sextile. */
  handleGap: 60,
  /** Bucket: a handle may be two planets this close (a conjunction). */
  handleConjunction: 10,
  /** Seesaw: exactly two empty arcs of at least a sextile separate the groups. */
  seesawGap: 60,
  /** Locomotive: an empty arc of at least a trine. */
  locomotiveGap: 120,
  /** Splay: groups are split by empty arcs of at least this much. */
  clusterGap: 30,
} as const;

/** Fewest planets a shape is read from. */
export const CHART_SHAPE_MINIMUM_BODIES = 3;

export interface ChartShapeOptions {
  /** Bodies counted (default: the ten planets, as Jones counted them). */
  readonly bodies?: readonly Body[];
}

/**
 * The English description of each shape, the record's own (`ChartShape.description`) and the natal report's English
 * chart-shape paragraph (src/text/en/natal/chart-shape.ts, whose translations are src/text/<locale>/natal/chart-shape.ts).
 */
export const CHART_SHAPE_DESCRIPTIONS: Readonly<Record<ChartShape['shape'], string>> = {
  bundle: 'Bundle: every planet within a trine (120°), a concentrated, specialized focus.',
  bowl: 'Bowl: every planet within one half of the chart (180°), self-contained, with a sense of mission toward the empty half.',
  bucket: 'Bucket: a bowl of planets with one planet (or a close pair) alone in the empty half as its handle, the channel of the whole.',
  locomotive: 'Locomotive: the planets spread over two-thirds of the circle, leaving an empty trine, self-driven momentum.',
  seesaw: 'Seesaw: two opposed groups of planets separated by two empty arcs, weighing one side against the other.',
  splay: 'Splay: planets in strong, irregular clusters around the chart, individual and hard to categorize.',
  splash: 'Splash: planets scattered evenly around the chart, wide interests and energy spread thin.',
};

/**
 * @summary Marc Edmund Jones' chart shape of a set of planets, with the leading planet where the shape has one.
 *
 * Planets are sorted by longitude and the empty arcs (gaps) between neighbours measured. In order, the first
 * rule that holds decides (limits in `CHART_SHAPE_LIMITS`):
 * 1. bundle: all within 120°; 2. bowl: all within 180°; 3. bucket: one planet (or a pair within 10°) whose
 * two neighbouring gaps are each ≥ 60° and together leave the rest within 180°; 4. seesaw: exactly two gaps
 * are ≥ 60° and they split the planets into two groups of two or more; 5. splay: splitting at gaps ≥ 30°
 * leaves three or more groups, at least two of them of three or more planets; 6. locomotive: a gap ≥ 120°
 * (an empty trine); 7. otherwise splash.
 * The leading planet (bundle, bowl, locomotive) is the first planet after the largest gap in zodiacal order:
 * the one that leads the group in the clockwise diurnal motion, rising first (Jones). For a bucket it is the
 * handle (the first of a pair). Seesaw, splay and splash have none.
 * Numeric and unvalidated: `undefined` when fewer than CHART_SHAPE_MINIMUM_BODIES (3) counted bodies are
 * given; the public `chartShape` (`records/chart-shape.ts`) checks its input.
 * @example jonesShapeOf([{ body: 'Sun', longitude: 10 }, …]) // { shape: 'bowl', leadingPlanet: 'Moon', … }
 */
export function jonesShapeOf(positions: readonly PlacedBody[], options: ChartShapeOptions = {}): ChartShape | undefined {
  const counted = new Set<Body>(options.bodies ?? TEN_PLANETS);
  const pts = positions
    .filter((p) => counted.has(p.body))
    .map((p) => ({ body: p.body, lon: normalizeDegrees(p.longitude) }))
    .sort((a, b) => a.lon - b.lon || BODIES.indexOf(a.body) - BODIES.indexOf(b.body));
  const n = pts.length;
  if (n < CHART_SHAPE_MINIMUM_BODIES) return undefined;
  // gap[i]: the empty arc from planet i to planet i + 1 (zodiacal order, wrapping).
  const gap = pts.map((p, i) => (i + 1 < n ? pts[i + 1]!.lon - p.lon : pts[0]!.lon + 360 - p.lon));
  const g = (i: number) => gap[((i % n) + n) % n]!;
  const at = (i: number) => pts[((i % n) + n) % n]!.body;
  let largest = 0;
  for (let i = 1; i < n; i++) if (gap[i]! > gap[largest]!) largest = i;
  const span = 360 - gap[largest]!;
  const leader = at(largest + 1);
  const L = CHART_SHAPE_LIMITS;
  const result = (shape: ChartShape['shape'], leadingPlanet?: Body): ChartShape =>
    leadingPlanet === undefined
      ? { shape, description: CHART_SHAPE_DESCRIPTIONS[shape] }
      : { shape, description: `${CHART_SHAPE_DESCRIPTIONS[shape]} Leading planet: ${leadingPlanet}.`, leadingPlanet };

  if (span <= L.bundleSpan) return result('bundle', leader);
  if (span <= L.bowlSpan) return result('bowl', leader);

  // Bucket: handle k alone (gaps k-1 and k around it), or the pair k, k+1 (gaps k-1 and k+1 around it).
  let handle: { body: Body; margin: number } | null = null;
  for (let k = 0; k < n; k++) {
    const single = [g(k - 1), g(k)];
    if (single.every((x) => x >= L.handleGap) && single[0]! + single[1]! >= 360 - L.bowlSpan) {
      const margin = Math.min(...single);
      if (handle === null || margin > handle.margin) handle = { body: at(k), margin };
    }
    if (n >= 4 && g(k) <= L.handleConjunction) {
      const pair = [g(k - 1), g(k + 1)];
      if (pair.every((x) => x >= L.handleGap) && pair[0]! + g(k) + pair[1]! >= 360 - L.bowlSpan) {
        const margin = Math.min(...pair);
        if (handle === null || margin > handle.margin) handle = { body: at(k), margin };
      }
    }
  }
  if (handle !== null) return result('bucket', handle.body);

  // Seesaw: exactly two wide gaps, each side holding two or more planets.
  const wide = gap.map((x, i) => [x, i] as const).filter(([x]) => x >= L.seesawGap);
  if (wide.length === 2) {
    const between = (((wide[1]![1] - wide[0]![1]) % n) + n) % n;
    if (between >= 2 && n - between >= 2) return result('seesaw');
  }

  // Splay: split at gaps of at least `clusterGap`, starting after the largest gap.
  const groups: number[] = [];
  let size = 0;
  for (let i = 1; i <= n; i++) {
    size += 1;
    if (g(largest + i) >= L.clusterGap) {
      groups.push(size);
      size = 0;
    }
  }
  // Left over when the largest gap is itself below `clusterGap`: those planets continue the first group.
  if (size > 0) {
    if (groups.length === 0) groups.push(size);
    else groups[0]! += size;
  }
  if (groups.length >= 3 && groups.filter((s) => s >= 3).length >= 2) return result('splay');
  if (gap[largest]! >= L.locomotiveGap) return result('locomotive', leader);
  return result('splash');
}
