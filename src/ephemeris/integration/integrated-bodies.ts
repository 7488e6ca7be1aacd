/**
 * The bodies whose heliocentric states come from the numerical integration (contract of
 * `src/ephemeris/integration/index.ts`): the outer planets and Pluto, and the minor bodies.
 */
export const INTEGRATED_BODIES = [
  'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto',
  'Chiron', 'Ceres', 'Pallas', 'Juno', 'Vesta', 'Hygiea', 'Astraea', 'Psyche', 'Eros', 'Sappho', 'Amor',
  'Eris', 'Sedna', 'Makemake', 'Haumea', 'Quaoar', 'Ixion', 'Varuna',
] as const;

/** One of INTEGRATED_BODIES. */
export type IntegratedBody = (typeof INTEGRATED_BODIES)[number];

/**
 * The integrated bodies whose 1800–2200 tables are modules of their own (src/ephemeris/data/
 * integrated-ephemeris-<body>.ts): every one but Jupiter–Pluto. The full entries register them all at start-up;
 * the light entry `urania/core` loads each on `await loadBodies([...])` (minor-bodies.ts).
 */
export const MINOR_BODIES = [
  'Chiron', 'Ceres', 'Pallas', 'Juno', 'Vesta', 'Hygiea', 'Astraea', 'Psyche', 'Eros', 'Sappho', 'Amor',
  'Eris', 'Sedna', 'Makemake', 'Haumea', 'Quaoar', 'Ixion', 'Varuna',
] as const satisfies readonly IntegratedBody[];

/** One of MINOR_BODIES. */
export type MinorBody = (typeof MINOR_BODIES)[number];
