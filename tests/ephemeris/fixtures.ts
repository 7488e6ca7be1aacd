/**
 * Typed access to the reference fixtures copied from the shared reference tables (see each file's
 * `_provenance`). Tests never read /work/shared at run time.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface ReferencePosition {
  readonly lon: number;
  readonly lat: number;
  readonly dist: number;
  readonly speed: number;
  readonly ra: number;
  readonly dec: number;
}

export interface ReferenceInstant {
  readonly id: string;
  readonly iso: string;
  readonly jd_ut: number;
  readonly jd_tt: number;
  readonly delta_t_s: number;
  readonly eps_true: number;
  readonly nut_lon: number;
  readonly positions: Readonly<Record<string, ReferencePosition>>;
}

export interface ReferenceState {
  readonly year: number;
  readonly jd_tt: number;
  readonly heliocentric: readonly [number, number, number, number, number, number];
}

const FIXTURES = resolve(__dirname, '../fixtures');

let positions: readonly ReferenceInstant[] | undefined;
export function referencePositions(): readonly ReferenceInstant[] {
  positions ??= (JSON.parse(readFileSync(resolve(FIXTURES, 'positions.json'), 'utf8')) as { instants: ReferenceInstant[] })
    .instants;
  return positions;
}

let states: Readonly<Record<string, readonly ReferenceState[]>> | undefined;
export function referenceStates(): Readonly<Record<string, readonly ReferenceState[]>> {
  states ??= (
    JSON.parse(readFileSync(resolve(FIXTURES, 'positions-state-vectors.json'), 'utf8')) as {
      bodies: Record<string, ReferenceState[]>;
    }
  ).bodies;
  return states;
}
