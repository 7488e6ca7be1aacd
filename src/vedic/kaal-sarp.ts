import { KAAL_SARP_TYPE_NAMES } from '../schemas/vedic-doshas.js';
import type { Graha } from './graha-relationships.js';
import { SEVEN_GRAHAS, type YogaChart } from './yoga-evaluator.js';

/**
 * Kaal Sarp (Kala Sarpa) dosha: the seven grahas all on one side of the Rahu–Ketu axis. The dosha is a modern
 * tradition (it is not in BPHS, Brihat Jataka or Phaladeepika); its twelve named types are by the house (whole
 * sign, from the lagna) Rahu occupies, as the manuals list them: Anant (1st), Kulik (2nd), Vasuki (3rd), Shankhpal
 * (4th), Padma (5th), Mahapadma (6th), Takshak (7th), Karkotak (8th), Shankhachud (9th), Ghatak (10th), Vishdhar
 * (11th), Sheshnag (12th). Direction: `'kaal-sarp'` when the grahas lie from Rahu forward (in the order of the signs)
 * to Ketu, `'kaal-amrit'` when from Ketu forward to Rahu (the name some traditions give the second). Forms:
 * `'full'` — every graha inside the half by longitude; `'partial'` — all inside by SIGN (a graha in a node's sign
 * but beyond it by degree) or exactly one graha outside the half; `'none'` otherwise. docs/vedic.md "Doshas".
 */
export const KAAL_SARP_TYPES = KAAL_SARP_TYPE_NAMES;

export interface KaalSarpFacts {
  readonly form: 'full' | 'partial' | 'none';
  readonly direction: 'kaal-sarp' | 'kaal-amrit' | null;
  /** The type named by Rahu's house from the lagna. */
  readonly type: (typeof KAAL_SARP_TYPES)[number];
  /** Rahu's house from the lagna (1–12). */
  readonly rahuHouse: number;
  /** The grahas outside the half, by longitude. */
  readonly outside: readonly Graha[];
}

const norm = (x: number) => ((x % 360) + 360) % 360;

/**
 * @summary Kaal Sarp of a chart: its form (full, partial, none), direction, type by Rahu's house and the grahas
 * outside the Rahu–Ketu half.
 * @example kaalSarp(chart).form
 */
export function kaalSarp(chart: YogaChart): KaalSarpFacts {
  const rahu = norm(chart.grahas.Rahu);
  const rahuHouse = ((Math.floor(rahu / 30) - Math.floor(norm(chart.lagna) / 30) + 12) % 12) + 1;
  const type = KAAL_SARP_TYPES[rahuHouse - 1]!;
  const arc = (g: Graha) => norm(chart.grahas[g] - rahu);
  // The half holding more grahas is the candidate: forward from Rahu (arc < 180) or from Ketu (arc > 180).
  const forward = SEVEN_GRAHAS.filter((g) => arc(g) > 0 && arc(g) < 180);
  const direction = forward.length >= 4 ? 'kaal-sarp' : 'kaal-amrit';
  const inside = (g: Graha) => (direction === 'kaal-sarp' ? arc(g) > 0 && arc(g) < 180 : arc(g) > 180);
  const outside = SEVEN_GRAHAS.filter((g) => !inside(g));
  // By sign: houses counted from Rahu's sign, the half being Rahu's sign to Ketu's (1st–7th) or Ketu's to Rahu's (7th–1st).
  const signFromRahu = (g: Graha) => ((Math.floor(norm(chart.grahas[g]) / 30) - Math.floor(rahu / 30) + 12) % 12) + 1;
  const bySign = SEVEN_GRAHAS.every((g) => (direction === 'kaal-sarp' ? signFromRahu(g) <= 7 : signFromRahu(g) >= 7 || signFromRahu(g) === 1));
  const form = outside.length === 0 ? 'full' : bySign || outside.length === 1 ? 'partial' : 'none';
  return { form, direction: form === 'none' ? null : direction, type, rahuHouse, outside };
}
