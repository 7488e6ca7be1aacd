// Public surface of the zodiac layer (curated re-exports).
export { SIGN_FACTS, signOf, signIndex, signIndexOf, signAt } from './signs.js';
export type { SignFacts } from './signs.js';
export { zodiacPosition } from './zodiac-position.js';
export {
  TRADITIONAL_PLANETS, OUTER_PLANETS, TEN_PLANETS, isTraditionalPlanet,
} from './traditional-planets.js';
export type { TraditionalPlanet, ModernRuler, Planet } from './traditional-planets.js';
