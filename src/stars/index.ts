// Public surface of the stars layer (curated re-exports): the numeric fixed stars. The records (`fixedStar`,
// `fixedStarPositions`, `starConjunctions`) are in src/records/.
export { FIXED_STARS } from './fixed-star-catalogue.js';
export type { FixedStarEntry } from './fixed-star-catalogue.js';
export { fixedStarAt, fixedStarNames, fixedStarPositionsAt, isFixedStarName } from './fixed-star.js';
export type { FixedStarPosition } from './fixed-star.js';
export { starConjunctionsAt, DEFAULT_STAR_ORB, MAX_STAR_ORB } from './star-conjunctions.js';
export type { StarChartPoint, StarConjunction } from './star-conjunctions.js';
export { starApparentPlace, starState } from './star-apparent-place.js';
export type { StarPlace, StarState } from './star-apparent-place.js';
