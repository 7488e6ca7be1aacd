import { PRELOADED_INNER_PLANET_TABLES } from './data/inner-planet-tables-preloaded.js';
import { requireDataModule } from '../time/node-data-loader.js';
import { chebyshevTable, type ChebyshevTable, type PackedChebyshevBody } from './integration/chebyshev-table.js';
import type { HeliocentricState } from './source.js';
import { INNER_VSOP87, type InnerVsop87Planet } from './vsop87-inner.js';
import { stateFromSpherical, VSOP87_LONGITUDE_CORRECTION_ARCSEC } from './vsop87-planets.js';
import { splitByPeriod } from './split-by-period.js';
import { shareFrequencies, vsop87SphericalShared, type SharedFrequencyTheory } from './vsop87-shared-frequencies.js';

/**
 * The inner planets' VSOP87B at a random instant without summing the whole series (issue 30: `bodyPosition` at
 * random instants ≤ 0.5× the Swiss Ephemeris's time). A planet's truncated VSOP87B series (vsop87-inner.ts, the
 * theory the position path uses) is split by the period of its terms:
 *
 * - the slow part (every term whose period is at least `fastPeriodDays`) is stored as piecewise Chebyshev series of
 *   L, B and R, fitted by scripts/build-inner-planet-tables.ts from Urania's own series at the Chebyshev–Gauss nodes
 *   of each segment (Press et al., Numerical Recipes 3rd ed. (2007), §5.8) and quantised to integers
 *   (src/ephemeris/data/inner-planet-tables.ts, the packed form of integration/chebyshev-table.ts, whose evaluator
 *   gives the values and their daily rates by the derivative of the series, §5.9);
 * - the fast part (the Earth's 49 terms with periods under 60 days: the Moon's pull on the geocentre) is summed
 *   directly, with its rates, as vsop87-series.ts sums the whole series;
 *
 * and the sum goes through the same frame rotation and longitude correction as the series (vsop87-planets.ts,
 * `stateFromSpherical`). The two parts add up to the series itself, so the answers differ from the series only by
 * the fit and its quantisation: ≤ 1e-9 rad in L and B and 1e-9 AU in R over 1800–2200, measured at dense random
 * instants by tests/ephemeris/fitted-inner-state.test.ts (≤ 0.001″ on any apparent geocentric position, against a
 * series truncated to 0.01–0.1″; the range path's own fits are allowed 0.01″).
 *
 * Where the tables are: the source tree starts with them (data/inner-planet-tables-preloaded.ts); the library's
 * build swaps that module for an empty one (scripts/light-entry-plugin.ts) so that no browser bundle carries the
 * tables, and under Node the built package loads them synchronously on first use (node-data-loader.ts,
 * `INNER_PLANET_TABLES_ENTRY`). Without them (a browser, a bundled app) every call sums the series as before.
 */

/** One planet's table: the packed Chebyshev series of the slow part's L, B (radians) and R (AU). */
export interface InnerPlanetTable extends PackedChebyshevBody {
  /** Terms with a shorter period (days) are not in the table: they are summed directly (0: none). */
  readonly fastPeriodDays: number;
}

/** The tables of the planets that have one. */
export type InnerPlanetTables = Readonly<Partial<Record<InnerVsop87Planet, InnerPlanetTable>>>;

/** The built package's entry holding the tables (tsup.config.ts `INNER_PLANET_TABLES_BUILD_ENTRY`). */
export const INNER_PLANET_TABLES_ENTRY = 'ephemeris/inner-planet-tables';

/** A planet's decoded table and its fast part (undefined: no fast terms). */
interface Decoded {
  readonly table: ChebyshevTable;
  readonly fast: SharedFrequencyTheory | undefined;
}

/** The tables in use: undefined until looked for, null when there are none. */
let tables: InnerPlanetTables | null | undefined = PRELOADED_INNER_PLANET_TABLES;
const decoded = new Map<InnerVsop87Planet, Decoded | null>();

function currentTables(): InnerPlanetTables | null {
  if (tables === undefined) {
    tables = requireDataModule<{ readonly INNER_PLANET_TABLES: InnerPlanetTables }>(INNER_PLANET_TABLES_ENTRY)?.INNER_PLANET_TABLES ?? null;
  }
  return tables;
}

function decodedOf(planet: InnerVsop87Planet): Decoded | null {
  let d = decoded.get(planet);
  if (d === undefined) {
    const packed = currentTables()?.[planet];
    if (packed === undefined) d = null;
    else {
      const fast = splitByPeriod(INNER_VSOP87.positionTheory(planet), packed.fastPeriodDays).fast;
      const hasFast = [fast.L, fast.B, fast.R].some((s) => s.powers.some((p) => p.length > 0));
      d = { table: chebyshevTable(packed, planet), fast: hasFast ? shareFrequencies(fast) : undefined };
    }
    decoded.set(planet, d);
  }
  return d;
}

/**
 * @summary Use these tables (tests: `undefined` to sum the series everywhere; the module's own tables otherwise).
 * @example setInnerPlanetTables(undefined) // every inner planet from its series
 */
export function setInnerPlanetTables(given: InnerPlanetTables | undefined): void {
  tables = given ?? null;
  decoded.clear();
}

/**
 * @summary The geometric heliocentric state (AU, AU/day; contract frame) of Mercury, Venus, the Earth or Mars at a
 * TT Julian Day from its table and fast terms, or undefined where it has no table (the caller sums the series).
 * @example fittedInnerState('Earth', 2451545)?.x // ≈ -0.1771 AU
 */
export function fittedInnerState(planet: InnerVsop87Planet, jdTt: number): HeliocentricState | undefined {
  const d = decodedOf(planet);
  if (d === null || !(jdTt >= d.table.fromJdTt && jdTt <= d.table.toJdTt)) return undefined;
  // The table's "x, y, z" are L, B, R; its "vx, vy, vz" their daily rates.
  const s = d.table.state(jdTt);
  let lRad = s.x;
  let bRad = s.y;
  let rAu = s.z;
  let lRadPerDay = s.vx;
  let bRadPerDay = s.vy;
  let rAuPerDay = s.vz;
  if (d.fast !== undefined) {
    const f = vsop87SphericalShared(d.fast, jdTt);
    lRad += f.lRad;
    bRad += f.bRad;
    rAu += f.rAu;
    lRadPerDay += f.lRadPerDay;
    bRadPerDay += f.bRadPerDay;
    rAuPerDay += f.rAuPerDay;
  }
  return stateFromSpherical({ lRad, bRad, rAu, lRadPerDay, bRadPerDay, rAuPerDay }, jdTt, VSOP87_LONGITUDE_CORRECTION_ARCSEC[planet]);
}
