/**
 * Typed access to tests/fixtures/lunar-points.json (a trimmed copy of the shared reference
 * `positions.json`, Swiss Ephemeris 2.10.03 with DE441 files; see its `_provenance`).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface ReferencePoint {
  readonly lon: number;
  readonly lat: number;
  readonly dist: number;
  readonly speed: number;
}

export interface LunarPointRow {
  readonly id: string;
  readonly jd_tt: number;
  readonly nut_lon: number;
  readonly NorthNode: ReferencePoint;
  readonly NorthNodeMean: ReferencePoint;
  readonly LilithMean: ReferencePoint;
  readonly LilithTrue: ReferencePoint;
}

const file = resolve(__dirname, '../../fixtures/lunar-points.json');
export const LUNAR_POINT_ROWS: readonly LunarPointRow[] = (
  JSON.parse(readFileSync(file, 'utf8')) as { rows: LunarPointRow[] }
).rows;
