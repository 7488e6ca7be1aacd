export * from './angle.js';
export * from './constants.js';
