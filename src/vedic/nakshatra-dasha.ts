import { layDashas, type DashaNode, type DashaShare, type DashaWindow } from './dasha-tree.js';

/**
 * A nakshatra dasha (Vimshottari, Ashtottari, Yogini): lords in a fixed cycle, each with its years; the first lord
 * and the elapsed part of its period follow the star a point (the Moon by default) occupies at birth. The rules
 * common to the three (BPHS ch. 46, the Vimshottari verses 12–16, which the other nakshatra dashas follow):
 * - the first period is that of the lord of the star, and the part of it already run at birth is the part of the
 *   star (or of the lord's group of stars) the point has crossed, so the first period STARTS BEFORE BIRTH;
 * - a period of lord A lasting L years is divided among all the lords of the cycle, starting with A and in the
 *   cycle's order, each B receiving L × years(B) / (the cycle's years) — the rule of three of BPHS ch. 46
 *   (antardasha) applied again at each level (Phaladeepika ch. 21 v. 2 spells out the same proportion).
 */
export interface NakshatraDashaScheme {
  /** The lords in the order of the cycle. */
  readonly lords: readonly string[];
  /** Years of each lord's period. */
  readonly years: Readonly<Record<string, number>>;
  /** Sum of the years: the length of one full cycle. */
  readonly cycleYears: number;
  /** The first lord for a sidereal longitude, and the fraction (0 ≤ f < 1) of its period elapsed at birth. */
  readonly start: (siderealLongitude: number) => { readonly lord: string; readonly elapsedFraction: number };
}

/** A nakshatra dasha laid out from a birth. */
export interface NakshatraDashaResult {
  readonly periods: DashaNode[];
  /** The first lord, and the years of its period still to run at birth. */
  readonly balance: { readonly lord: string; readonly years: number; readonly elapsedFraction: number };
}

/** @summary The proportional splitter of a scheme: the shares of a period of `lord` lasting `years`. */
export function proportionalShares(scheme: NakshatraDashaScheme, lord: string, years: number): DashaShare[] {
  const first = scheme.lords.indexOf(lord);
  const n = scheme.lords.length;
  return Array.from({ length: n }, (_, k) => {
    const l = scheme.lords[(first + k) % n]!;
    return { lord: l, years: (years * scheme.years[l]!) / scheme.cycleYears };
  });
}

/**
 * @summary The periods of a nakshatra dasha from a birth: the cycle from its lord's theoretical start before birth,
 * repeated until `spanYears` after birth are covered, divided down to `levels` (1–5).
 * @example nakshatraDasha(scheme, 0, 2451545, 365.25, 1, 120).balance.years // 7 for Vimshottari at 0° (Ketu, all to run)
 */
export function nakshatraDasha(
  scheme: NakshatraDashaScheme,
  siderealLongitude: number,
  birthJd: number,
  yearDays: number,
  levels: number,
  spanYears: number,
  window?: DashaWindow,
): NakshatraDashaResult {
  const { lord, elapsedFraction } = scheme.start(siderealLongitude);
  const firstYears = scheme.years[lord]!;
  const startJd = birthJd - elapsedFraction * firstYears * yearDays;
  const shares: DashaShare[] = [];
  const first = scheme.lords.indexOf(lord);
  let covered = -elapsedFraction * firstYears;
  for (let k = 0; covered < spanYears; k += 1) {
    const l = scheme.lords[(first + k) % scheme.lords.length]!;
    shares.push({ lord: l, years: scheme.years[l]! });
    covered += scheme.years[l]!;
  }
  const periods = layDashas(shares, startJd, yearDays, 1, levels, (l, y) => proportionalShares(scheme, l, y), window);
  return { periods, balance: { lord, years: (1 - elapsedFraction) * firstYears, elapsedFraction } };
}
