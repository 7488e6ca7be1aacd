// Public surface of the vedic layer (curated re-exports).
export {};
