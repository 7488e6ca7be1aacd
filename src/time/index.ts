export * from './julian-day.js';
export * from './instant.js';
export * from './delta-t.js';
export * from './fundamental-arguments.js';
export * from './nutation.js';
export * from './obliquity.js';
export * from './sidereal-time.js';
