// Public surface of the cli layer (curated re-exports).
export {};
