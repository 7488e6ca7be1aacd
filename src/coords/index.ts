// Public surface of the coords layer (curated re-exports).
export {};
export { ascendant, eastPoint, midheaven, vertex } from './chart-angles.js';
