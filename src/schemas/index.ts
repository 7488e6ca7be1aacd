// `urania/schemas`: the TypeBox schema of every request and record (single source of truth).
export * from './enums.js';
