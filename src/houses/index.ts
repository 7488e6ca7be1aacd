// Public surface of the houses layer (curated re-exports).
export {};
