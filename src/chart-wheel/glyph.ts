/**
 * A glyph of the wheel: stroked path data on a 0..100 grid (y downwards), and optional filled dots. Drawn by
 * `drawGlyph` scaled to its box; every glyph is Urania's own drawing (sign-glyphs.ts, body-glyphs.ts).
 */
export interface Glyph {
  /** SVG path data on the 0..100 grid, stroked (never filled). */
  readonly d: string;
  /** Filled dots `[x, y, r]` on the same grid (the Sun's center). */
  readonly dots?: readonly (readonly [number, number, number])[];
}

/** Circle as path data (two half arcs) centerd at (x, y), radius r, on the glyph grid. */
export function circlePath(x: number, y: number, r: number): string {
  return `M${x - r},${y}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`;
}
