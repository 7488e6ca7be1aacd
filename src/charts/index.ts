// Public surface of the charts layer (curated re-exports).
export {};
