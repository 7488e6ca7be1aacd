export * from './julian-day.js';
export * from './instant.js';
export * from './delta-t.js';
