/**
 * The model and the intervals of the historical-span build (−3000..+3000 outside 1800–2200; docs/integration.md).
 * Same force model as the 1800–2200 build (initial-conditions.ts) with the bodies that have seeds over the whole
 * span: the Sun, Mercury, Venus, the Earth–Moon barycentre, Mars, Jupiter–Pluto and Ceres, Pallas, Juno, Vesta
 * as massive bodies (Hygiea and Psyche have no seeds there; their GMs are 1–3 % of Ceres's and they are left
 * out), Chiron as a test particle over the intervals where both ends have a seed (700–3000 CE).
 */
import { MASSIVE_BODIES } from '../src/ephemeris/integration/initial-conditions.js';
import { nBodyModel, type NBodyModel } from '../src/ephemeris/integration/n-body-model.js';

/** Integration step (days) — as the 1800–2200 build; Mercury's 50-year runs agree with 1-day steps to 1e-12 AU. */
export const SPAN_STEP_DAYS = 4;

/** The massive bodies of the span model. */
export const SPAN_MASSIVE = MASSIVE_BODIES.filter((b) => b.name !== 'Hygiea' && b.name !== 'Psyche');

/** @summary The span model, with or without Chiron as a test particle; relativity on. */
export function spanModel(withChiron: boolean): NBodyModel {
  return nBodyModel(SPAN_MASSIVE, withChiron ? ['Chiron'] : [], true);
}

/** One 50-year interval of the span build. */
export interface SpanInterval {
  readonly yearA: number;
  readonly yearB: number;
  readonly a: number;
  readonly b: number;
  readonly withChiron: boolean;
}

interface SpanTable {
  readonly sunBarycentric: readonly { readonly year: number; readonly jd_tt: number }[];
  readonly bodies: { readonly [name: string]: { readonly states: readonly { readonly year: number }[] } };
}

/** @summary The intervals between consecutive seed epochs, except those inside 1800–2200 (the shipped 1800–2200 build). */
export function spanIntervals(table: SpanTable): SpanInterval[] {
  const epochs = [...table.sunBarycentric].sort((x, y) => x.jd_tt - y.jd_tt);
  const chironYears = new Set((table.bodies['Chiron']?.states ?? []).map((s) => s.year));
  const out: SpanInterval[] = [];
  for (let k = 0; k + 1 < epochs.length; k++) {
    const A = epochs[k]!;
    const B = epochs[k + 1]!;
    if (A.year >= 1800 && B.year <= 2200) continue;
    out.push({ yearA: A.year, yearB: B.year, a: A.jd_tt, b: B.jd_tt, withChiron: chironYears.has(A.year) && chironYears.has(B.year) });
  }
  return out;
}

/**
 * The minor bodies seeded only within 1800–2200 and the years to which they are extended (before, after):
 * where the leave-one-seed-out estimate (50 years of one-sided extrapolation missed by Hygiea 0.02–0.21″, Psyche
 * 0.06″, Astraea 0.12–0.24″, Sappho 0.23–0.51″, Eros 0.77″, Amor 0.58–0.65″, the TNOs ≤ 0.02″), grown
 * quadratically with time, stays within the 10″ goal (docs/integration.md, "The span").
 */
export const MINOR_BODY_EXTENSION_YEARS: Readonly<Record<string, readonly [number, number]>> = {
  Eris: [1000, 3000],
  Sedna: [1000, 3000],
  Makemake: [1000, 3000],
  Haumea: [1000, 3000],
  Quaoar: [1000, 3000],
  Ixion: [1000, 3000],
  Varuna: [1000, 3000],
  Hygiea: [1500, 2500],
  Psyche: [1500, 2500],
  Astraea: [1500, 2500],
  Sappho: [1600, 2400],
  Eros: [1650, 2350],
  Amor: [1650, 2350],
};

/** Tolerances of the extended minor bodies' tables (geocentric arcseconds at closest approach). */
export const SPAN_EXTENSION_TOLERANCES = { planetArcsec: 0.02, minorArcsec: 2, sunAu: 2e-7 } as const;
