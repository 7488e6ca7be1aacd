import type { ElpTruncation } from './elp-series.js';
import type { Vsop87Truncation } from './vsop87-series.js';

/**
 * The truncations of the analytical series, in one place: `scripts/build-series.ts` applies them when it
 * generates the compact data modules (src/ephemeris/data/), and the run time applies the coarser ones to those
 * modules. Every bound below is measured, not assumed (tests/ephemeris/vsop87.test.ts, moon.test.ts).
 */

/** Planets VSOP87 provides. */
export const VSOP87_PLANETS = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'] as const;
export type Vsop87Planet = (typeof VSOP87_PLANETS)[number];

/** Mean distances (AU), only to scale the radius truncation threshold. */
export const VSOP87_MEAN_DISTANCE_AU: Record<Vsop87Planet, number> = {
  Mercury: 0.387,
  Venus: 0.723,
  Earth: 1,
  Mars: 1.524,
  Jupiter: 5.2,
  Saturn: 9.55,
  Uranus: 19.2,
  Neptune: 30.1,
};

/**
 * The truncation used for single-instant positions (and the one the generated data keeps). Thresholds
 * (radians; radius relative) keep the truncated series within 0.04″ (Venus, Earth, Mars), 0.08″ (Mercury, whose
 * geocentric distance is never below 0.55 AU) and 0.1″ (Jupiter–Neptune, interim theories whose own error is
 * larger) of the full series over 1778–2222 (measured in tests/ephemeris/vsop87.test.ts). The apparent places
 * stay within 0.2″ of DE441 (docs/accuracy.md).
 */
export const VSOP87_TRUNCATION: Record<Vsop87Planet, Vsop87Truncation> = {
  Mercury: { tauMax: 0.22, angle: 1e-8, radius: 1e-8 },
  Venus: { tauMax: 0.22, angle: 8e-9, radius: 8e-9 },
  Earth: { tauMax: 0.22, angle: 6e-9, radius: 6e-9 },
  Mars: { tauMax: 0.22, angle: 5e-9, radius: 5e-9 },
  Jupiter: { tauMax: 0.22, angle: 2e-8, radius: 2e-8 },
  Saturn: { tauMax: 0.22, angle: 2e-8, radius: 2e-8 },
  Uranus: { tauMax: 0.22, angle: 2e-8, radius: 2e-8 },
  Neptune: { tauMax: 0.22, angle: 2e-8, radius: 2e-8 },
};

/**
 * The truncation of the separate rate series (`vsop87StateFromTheory` comparisons; the single-instant path
 * takes its rates from the position terms): dropping every term below 1e-6 changes a planet's velocity by
 * < 3e-4 of itself (measured in tests/ephemeris/vsop87.test.ts).
 */
export const VSOP87_RATE_TRUNCATION: Vsop87Truncation = { tauMax: 0.22, angle: 1e-6, radius: 1e-6 };

/**
 * The ELP/MPP02 selection the generated data keeps — the contract Moon (`moonGeocentricState`), on which the
 * osculating node and apogee are built. A term A·T^α·sin(φ0 + φ1T + …) of astronomia's complete ELP/MPP02
 * table (`elpMppDeFull`, 35 901 terms) is kept when
 *   |A|·Tmax^α·max(1, (φ1/n)²) ≥ threshold   (arcseconds for L and B; km for R),
 * n = 8399.7 rad/century the Moon's mean motion: the amplitude for the position, the amplitude times the squared
 * frequency ratio for the acceleration — the osculating apogee's daily motion is made of the Moon's acceleration,
 * which the short-period terms dominate. 0.002″/4 m keeps 3959 terms: positions within 0.1″ of the complete
 * table and the osculating apogee's speed within 2.5″/day of the reference (5.2″/day with every term of the
 * compact `elpMppDe` table, 8.3″/day with its 0.002″ truncation; measured, docs/lunar-points.md).
 */
export const ELP_CONTRACT_SELECTION = { tMax: 2.2, arcsec: 0.002, km: 0.004, meanMotionRadPerCentury: 8399.7 } as const;

/**
 * The faster truncation of the apparent Moon and the range-path fits: 0.004″/8 m (1649 terms; within 0.3″ of
 * the whole table, the apparent Moon within 0.2″ of DE441, docs/accuracy.md).
 */
export const ELP_FAST_POSITION_TRUNCATION: ElpTruncation = { tMax: 2.2, arcsec: 0.004, km: 0.008 };

/**
 * The long-span supplement of the contract Moon (data/elp-mpp02-span-terms.ts, used beyond 1800–2200 only): the
 * Poisson terms (α ≥ 1) that ELP_CONTRACT_SELECTION drops but that reach |A|·50^α ≥ 0.01″ (0.02 km) at the ends
 * of −3000..+3000 (|T| ≤ 50). Without them the contract Moon strays up to 0.9″ from the complete table there.
 */
export const ELP_SPAN_SUPPLEMENT = { tMax: 50, arcsec: 0.01, km: 0.02 } as const;
