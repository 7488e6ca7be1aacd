// Public surface of the stars layer (curated re-exports).
export { FIXED_STARS } from './fixed-star-catalogue.js';
export type { FixedStarEntry } from './fixed-star-catalogue.js';
export { fixedStar, fixedStarNames, fixedStarPositions } from './fixed-star.js';
export type { FixedStarPosition } from './fixed-star.js';
export { starConjunctions, DEFAULT_STAR_ORB } from './star-conjunctions.js';
export type { StarChartPoint, StarConjunction, StarConjunctionOptions } from './star-conjunctions.js';
export { starApparentPlace, starState } from './star-apparent-place.js';
export type { StarPlace, StarState } from './star-apparent-place.js';
