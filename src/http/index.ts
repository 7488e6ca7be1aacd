// Public surface of the http layer (curated re-exports).
export {};
