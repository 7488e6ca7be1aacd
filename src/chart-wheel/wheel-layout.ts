/**
 * The radii and sizes of a wheel, in pixels, from its size and kind. The wheel is a disc of radius `zodiacOuter`
 * (80 % of half the picture), leaving a margin for the cusp labels and the angles' letters. Going inwards:
 * the sign ring, the optional ring of fixed stars and lots, (bi-wheel: the outer chart's band,) the house ring,
 * the inner chart's glyphs with their stacked labels (degree, sign, minute, retrograde mark), the aspect disc.
 */
export interface WheelLayout {
  readonly size: number;
  readonly cx: number;
  readonly cy: number;
  readonly zodiacOuter: number;
  readonly zodiacInner: number;
  /** Ring of extra points (inner edge); equals zodiacInner when there are none. */
  readonly pointsInner: number;
  /** Outer chart band of a bi-wheel (inner edge); equals pointsInner for a single wheel. */
  readonly outerBandInner: number;
  readonly houseInner: number;
  /** Radius of the inner chart's glyph centers (its label rows follow inwards). */
  readonly glyphRadius: number;
  /** The outer chart's glyph centers in a bi-wheel. */
  readonly outerGlyphRadius: number;
  readonly aspectRadius: number;
  /** Cusp label blocks' centers. */
  readonly cuspLabelRadius: number;
  /** Body glyph box side, label font size, sign-glyph size in labels, sign-ring glyph size. */
  readonly glyphSize: number;
  readonly fontSize: number;
  readonly labelGlyphSize: number;
  readonly signGlyphSize: number;
}

/**
 * @summary The layout of a single wheel (`'single'`) or a bi-wheel (`'bi'`) of `size` pixels, with or without the
 * ring of extra points.
 * @example wheelLayout('single', 640, false).zodiacOuter // 256
 */
export function wheelLayout(kind: 'single' | 'bi', size: number, withPoints: boolean): WheelLayout {
  const R = (size / 2) * 0.8;
  const points = withPoints ? 0.1 : 0;
  const zodiacInner = 0.86 * R;
  const pointsInner = zodiacInner - points * R;
  const f = (x: number) => x * R;
  if (kind === 'single') {
    // Everything inside the points ring scales into what is left (0.86R, or 0.79R with points).
    const k = pointsInner / zodiacInner;
    const g = (x: number) => f(x) * k;
    return {
      size,
      cx: size / 2,
      cy: size / 2,
      zodiacOuter: R,
      zodiacInner,
      pointsInner,
      outerBandInner: pointsInner,
      houseInner: g(0.78),
      glyphRadius: g(0.69),
      outerGlyphRadius: g(0.69),
      aspectRadius: g(0.4),
      cuspLabelRadius: f(1.115),
      glyphSize: g(0.062),
      fontSize: g(0.04),
      labelGlyphSize: g(0.036),
      signGlyphSize: f(0.075),
    };
  }
  // The outer band holds the outer chart's glyphs and their full label rows (degree, sign, minute, ℞), which
  // need about a fifth of the radius where the rows run horizontally; the inner ring the same for the inner chart.
  const k = pointsInner / zodiacInner;
  const g = (x: number) => f(x) * k;
  return {
    size,
    cx: size / 2,
    cy: size / 2,
    zodiacOuter: R,
    zodiacInner,
    pointsInner,
    outerBandInner: g(0.572),
    houseInner: g(0.52),
    glyphRadius: g(0.487),
    outerGlyphRadius: g(0.8),
    aspectRadius: g(0.265),
    cuspLabelRadius: f(1.115),
    glyphSize: g(0.048),
    fontSize: g(0.032),
    labelGlyphSize: g(0.028),
    signGlyphSize: f(0.07),
  };
}

/**
 * @summary The least angular step (degrees) between two glyph centers on a circle of `radius` so that their
 * square boxes of side `box` cannot overlap: the chord must be at least the box's diagonal (box·√2), whatever
 * the direction of the chord. A 2 % margin keeps the boxes visibly apart.
 * @example glyphSeparation(100, 10) // about 8.2
 */
export function glyphSeparation(radius: number, box: number): number {
  const chord = box * Math.SQRT2 * 1.02;
  return chord >= 2 * radius ? 180 : (2 * Math.asin(chord / (2 * radius)) * 180) / Math.PI;
}

/** The least clear space between a glyph or label and the edge of a line's stroke, pixels (a phone's wheel). */
const MIN_CLEAR_PX = 1.25;

/**
 * @summary How far a glyph or label keeps from a cusp or angle line's center, pixels: half an angle's stroke
 * (size/280), then size/400 of clear space, never under 1.25 px (a phone's 370 px wheel would keep 0.93 px).
 * @example lineClearance(640) // 2.74
 */
export function lineClearance(size: number): number {
  return size / 560 + Math.max(size / 400, MIN_CLEAR_PX);
}
