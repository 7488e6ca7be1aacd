// `urania/schemas`: the TypeBox schema of every request and record (single source of truth, DESIGN.md §4).
export * from './all.js';
export * from './registry.js';
export type { _EnumChecks } from './enum-checks.js';
