/**
 * Loader for tests/fixtures/houses-more.json (a copy of /work/shared/reference/houses-more.json: Swiss Ephemeris
 * 2.10.03, 11 more house systems at 150 cases, |latitude| ≤ 66°; see its `_provenance`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Swiss Ephemeris house-system letters of the table. */
export type MoreLetter = 'U' | 'Y' | 'F' | 'D' | 'N' | 'L' | 'Q' | 'I' | 'i' | 'H' | 'G';

export interface MoreReferenceSystem {
  readonly status: 'OK';
  readonly cusps: readonly number[];
  readonly asc: number;
  readonly mc: number;
  readonly armc: number;
}

export interface MoreReferenceCase {
  readonly iso: string;
  readonly jd_ut: number;
  readonly geolat: number;
  readonly geolon: number;
  readonly systems: Readonly<Record<MoreLetter, MoreReferenceSystem>>;
}

const path = fileURLToPath(new URL('../fixtures/houses-more.json', import.meta.url));
const parsed = JSON.parse(readFileSync(path, 'utf8')) as { cases: MoreReferenceCase[] };

/** All 150 cases. */
export const MORE_CASES: readonly MoreReferenceCase[] = parsed.cases;

/**
 * Urania value of each letter. I and i: the Swiss Ephemeris documentation calls I "Sunshine (Makransky, solution
 * Treindl)" and i "Sunshine (Makransky, solution Makransky)" (the reference's own meta swaps the two labels; see
 * docs/houses.md).
 */
export const MORE_LETTER_TO_SYSTEM = {
  U: 'KrusinskiPisaGoelzer',
  Y: 'APC',
  F: 'Carter',
  D: 'EqualMC',
  N: 'EqualAries',
  L: 'PullenSD',
  Q: 'PullenSR',
  I: 'SunshineTreindl',
  i: 'Sunshine',
  H: 'Horizon',
  G: 'Gauquelin',
} as const;
