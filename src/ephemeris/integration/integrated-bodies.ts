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
