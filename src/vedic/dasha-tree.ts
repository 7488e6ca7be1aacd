/**
 * The shape every dasha shares (issue 28): a sequence of periods, each of a lord (a graha, a yogini or a sign), each
 * divided into sub-periods by the system's own rule, level after level. One builder for all the systems, so that the
 * invariant "the sub-periods of a period fill it exactly" holds by construction: the last sub-period of a parent
 * ends at the parent's end to the bit, and the others are laid end to end from its start.
 */

/** One period of a dasha, numeric: UT Julian days and its length in dasha years. */
export interface DashaNode {
  /** Lord of the period: a graha, a yogini or a sign name. */
  readonly lord: string;
  readonly startJd: number;
  readonly endJd: number;
  /** Length in dasha years (of the system's year length). */
  readonly years: number;
  /** The sub-periods, when the depth and the window asked for them. */
  sub?: DashaNode[];
}

/** A share of a parent period: the lord and its years. */
export interface DashaShare {
  readonly lord: string;
  readonly years: number;
}

/** How a system divides a period of `lord` lasting `years` at depth `level` (2 = antardasha …) into shares. */
export type DashaSplitter = (lord: string, years: number, level: number) => readonly DashaShare[];

/** Where sub-periods below level 2 are listed: every period overlapping [fromJd, toJd]. */
export interface DashaWindow {
  readonly fromJd: number;
  readonly toJd: number;
}

/** The level names, 1 to 5 (BPHS ch. 46 names the first three; sookshma and prana are the usual fourth and fifth). */
export const DASHA_LEVEL_NAMES = ['mahadasha', 'antardasha', 'pratyantardasha', 'sookshmadasha', 'pranadasha'] as const;

/**
 * @summary Lays shares end to end from `startJd` (years of `yearDays` days) and divides each down to `levels`; the
 * last share ends at `endJd` exactly when given. Below level 2 only the periods overlapping `window` are divided.
 * @example layDashas([{ lord: 'A', years: 1 }], 0, 365.25, 1, 1, () => [])[0].endJd // 365.25
 */
export function layDashas(
  shares: readonly DashaShare[],
  startJd: number,
  yearDays: number,
  level: number,
  levels: number,
  split: DashaSplitter,
  window?: DashaWindow,
  endJd?: number,
): DashaNode[] {
  const out: DashaNode[] = [];
  let elapsed = 0;
  for (let k = 0; k < shares.length; k += 1) {
    const share = shares[k]!;
    const from = startJd + elapsed * yearDays;
    elapsed += share.years;
    const to = k === shares.length - 1 && endJd !== undefined ? endJd : startJd + elapsed * yearDays;
    const node: DashaNode = { lord: share.lord, startJd: from, endJd: to, years: share.years };
    const inWindow = window === undefined || level < 2 || (to > window.fromJd && from <= window.toJd);
    if (level < levels && share.years > 0 && inWindow) {
      node.sub = layDashas(split(share.lord, share.years, level + 1), from, yearDays, level + 1, levels, split, window, to);
    }
    out.push(node);
  }
  return out;
}

/**
 * @summary The periods running at a Julian day, one per level (mahadasha first), as deep as the tree goes; empty
 * before the first period or after the last. A period holds [start, end).
 * @example runningDashas([{ lord: 'A', startJd: 0, endJd: 10, years: 1 }], 5)[0].lord // 'A'
 */
export function runningDashas(tree: readonly DashaNode[], jd: number): DashaNode[] {
  const out: DashaNode[] = [];
  let level: readonly DashaNode[] | undefined = tree;
  while (level !== undefined) {
    const hit: DashaNode | undefined = level.find((n) => n.startJd <= jd && jd < n.endJd);
    if (hit === undefined) break;
    out.push(hit);
    level = hit.sub;
  }
  return out;
}
