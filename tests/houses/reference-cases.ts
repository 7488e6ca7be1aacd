/**
 * Loader for the house reference fixture `tests/fixtures/houses.json` (a copy of
 * /work/shared/reference/houses.json: Swiss Ephemeris 2.10.03, swe_houses_ex2; see its `_provenance`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Swiss Ephemeris house-system letters present in the table. */
export type ReferenceLetter = 'P' | 'K' | 'E' | 'W' | 'C' | 'R' | 'M' | 'O' | 'B' | 'T' | 'X' | 'V' | 'S';

export interface ReferenceSystem {
  readonly status: 'OK' | 'ERR';
  readonly cusps: readonly number[];
  readonly asc: number;
  readonly mc: number;
  readonly armc: number;
  readonly vertex: number;
  readonly error?: string;
  readonly fallbackTo?: string;
}

export interface ReferenceCase {
  readonly id: string;
  readonly iso: string;
  readonly jd_ut: number;
  readonly jd_tt: number;
  readonly geolat: number;
  readonly geolon: number;
  readonly polar: boolean;
  readonly delta_t_s: number;
  readonly eps_true: number;
  readonly gast_hours: number;
  readonly systems: Readonly<Record<ReferenceLetter, ReferenceSystem>>;
}

const path = fileURLToPath(new URL('../fixtures/houses.json', import.meta.url));
const parsed = JSON.parse(readFileSync(path, 'utf8')) as { cases: ReferenceCase[] };

/** All 220 cases (200 with |lat| ≤ 66°, 20 polar with 67° ≤ |lat| ≤ 80°). */
export const REFERENCE_CASES: readonly ReferenceCase[] = parsed.cases;
