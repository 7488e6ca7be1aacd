// Public surface of the chart-wheel layer (curated): the SVG wheels of chart records, their request forms for the
// adapters, and the tables a page or a test may read (glyphs, themes, layout).
export { natalWheel } from './natal-wheel.js';
export { biWheel, type BiWheelOptions } from './bi-wheel.js';
export { parseOuterChart, type OuterChart } from './outer-chart.js';
export { transitWheel, transitChart } from './transit-wheel.js';
export { natalChartWheel } from './natal-chart-wheel.js';
export { draconicChartWheel, harmonicChartWheel } from './derived-chart-wheel.js';
export { synastryWheel } from './synastry-wheel.js';
export { transitsWheel } from './transits-wheel.js';
export {
  resolveWheelOptions,
  DEFAULT_WHEEL_ASPECTS,
  DEFAULT_WHEEL_SIZE,
  type ResolvedWheelOptions,
} from './wheel-options.js';
export { WHEEL_THEME_COLORS, type WheelThemeColors } from './wheel-themes.js';
export { SIGN_GLYPHS } from './sign-glyphs.js';
export {
  BODY_GLYPHS,
  MARK_GLYPHS,
  WHEEL_BODIES,
  DEFAULT_WHEEL_BODIES,
  isWheelBody,
  type WheelBody,
} from './body-glyphs.js';
export type { Glyph } from './glyph.js';
export { spreadLongitudes } from './spread-glyphs.js';
export { spreadInSectors, type SectorSpacing, type SectorPlacement } from './spread-in-sectors.js';
export {
  aspectGrid,
  orbWords,
  type AspectGrid,
  type AspectCell,
  type AspectGridOptions,
} from './aspect-grid.js';
export { ASPECT_GLYPHS, ASPECT_LETTERS } from './aspect-glyphs.js';
export { LOT_GLYPHS, LOT_GLYPH_NAMES, lotGlyphName, type LotGlyphName } from './lot-glyphs.js';
export { houseOfLongitude } from './wheel-sheet.js';
export { wheelLayout, glyphSeparation, type WheelLayout } from './wheel-layout.js';
export { screenAngle, polar, type WheelFrame, type Point } from './wheel-geometry.js';
export { aspectStrokeWidth, ORB_FOR_THINNEST } from './draw-aspects.js';
export { POINTER_THRESHOLD } from './draw-bodies.js';
