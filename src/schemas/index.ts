// `urania/schemas`: the TypeBox schema of every request and record (single source of truth).
export * from './enums.js';
export * from './fields.js';
export * from './core.js';
