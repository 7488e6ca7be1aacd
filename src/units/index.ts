export * from './angle.js';
export * from './constants.js';
export * from './bounded-cache.js';
