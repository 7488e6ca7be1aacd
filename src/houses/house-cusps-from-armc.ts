import { ascendant as ascendantOf, eastPoint as eastPointOf, midheaven as midheavenOf, vertex as vertexOf } from '../coords/chart-angles.js';
import type { AnyHouseSystem } from '../schemas/index.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { warningText } from '../i18n/warning-catalogues.js';
import { warningNote } from '../i18n/warning-words.js';
import { normalizeDegrees } from '../units/index.js';
import { forwardArc } from './cusp-geometry.js';
import type { HouseFrame } from './house-frame.js';
import { HOUSE_SYSTEM_TABLE } from './house-systems.js';
import { porphyryLongitudes } from './porphyry.js';

/** The numeric core of a house computation: longitudes in degrees, [0, 360). */
export interface HouseCuspLongitudes<S extends AnyHouseSystem = AnyHouseSystem> {
  /** The system asked for. */
  readonly system: S;
  /** The system actually used: `system`, or `'Porphyry'` where `system` is undefined (see `warnings`). */
  readonly systemUsed: S | 'Porphyry';
  /** Cusp longitudes of houses 1..12 (index 0 = house 1); the 36 sector cusps when `systemUsed` is Gauquelin. */
  readonly cusps: readonly number[];
  /**
   * Which way the houses run in longitude: `'direct'` (order of the signs) or `'reversed'` (Campanus,
   * Regiomontanus, Topocentric in reversed polar charts, Horizon where the ecliptic passes near the zenith, and
   * always the Gauquelin sectors, numbered clockwise).
   */
  readonly order: 'direct' | 'reversed';
  readonly ascendant: number;
  readonly midheaven: number;
  readonly armc: number;
  readonly vertex: number;
  readonly eastPoint: number;
  /** Why a fallback was used or what is unusual about this chart, in `locale` (default English); empty for an ordinary chart. */
  readonly warnings: readonly string[];
}

/**
 * @summary The numeric core of `houseCuspsFromArmc` and `houses`, inputs taken as valid: a finite ARMC (wrapped
 * into [0, 360)), the true obliquity (0..45°), a latitude in −90..90, a house system and, for the Sunshine systems,
 * the Sun's apparent declination. Same polar policy. `locale` is the language of `warnings` (issue 31; default en).
 * @example cuspsFromArmc(89.125, 23.4406, 18.47, 'Koch').cusps[1] // ≈ 210.10
 */
export function cuspsFromArmc<S extends AnyHouseSystem>(
  armcDeg: number,
  obliquity: number,
  latitude: number,
  system: S,
  sunDeclination?: number,
  locale: LabelLocale = 'en',
): HouseCuspLongitudes<S> {
  const armc = normalizeDegrees(armcDeg);
  const frame: HouseFrame = {
    armc,
    obliquity,
    latitude,
    ascendant: ascendantOf(armc, obliquity, latitude),
    midheaven: midheavenOf(armc, obliquity),
    sunDeclination,
  };
  const angles = {
    ascendant: frame.ascendant,
    midheaven: frame.midheaven,
    armc,
    vertex: vertexOf(armc, obliquity, latitude),
    eastPoint: eastPointOf(armc, obliquity),
  };
  const warnings: string[] = [];
  const entry = HOUSE_SYSTEM_TABLE[system];
  const result = entry.cusps(frame);
  const order = result.ok ? cuspOrder(result.cusps) : null;
  if (!result.ok || order === null) {
    const reason = result.ok ? warningNote('housesOverlap', { system }) : result.reason;
    warnings.push(warningText(warningNote('porphyryFallback', { reason: { note: reason }, latitude }), locale));
    return {
      system,
      systemUsed: 'Porphyry',
      cusps: closeEmptyHouses(porphyryLongitudes(frame.ascendant, frame.midheaven), 'direct'),
      order: 'direct',
      ...angles,
      warnings,
    };
  }
  if (order !== entry.runs) {
    const note = system === 'Horizon' ? warningNote('horizonReversed', { latitude }) : warningNote('polarMidheaven', { latitude, system });
    warnings.push(warningText(note, locale));
  }
  return { system, systemUsed: system, cusps: closeEmptyHouses(result.cusps.map(normalizeDegrees), order), order, ...angles, warnings };
}

/**
 * An empty house (two cusps at one point, as at the poles) can come out with its closing cusp a round-off hair
 * behind its opening one, which would read as a house of 360°: such a cusp is set equal to the one before it,
 * so that the twelve arcs add up to one turn. Only arcs within ORDER_SLACK_DEG of a full turn are touched.
 */
function closeEmptyHouses(cusps: number[], order: 'direct' | 'reversed'): number[] {
  const out = [...cusps];
  const n = out.length;
  for (let i = 0; i < n; i++) {
    const a = out[i] as number;
    const j = (i + 1) % n;
    const b = out[j] as number;
    const arc = order === 'direct' ? forwardArc(a, b) : forwardArc(b, a);
    if (arc > 360 - ORDER_SLACK_DEG) out[j] = a;
  }
  return out;
}

/** Slack on the 360° sum of the twelve house arcs (pure round-off). */
const ORDER_SLACK_DEG = 1e-6;

/**
 * @summary Whether the cusps (twelve, or the 36 Gauquelin sector cusps) run once around the circle in the order of
 * the signs (`'direct'`), against it (`'reversed'`), or neither (`null`: houses would overlap).
 * @example cuspOrder([0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]) // 'direct'
 */
export function cuspOrder(cusps: readonly number[]): 'direct' | 'reversed' | null {
  let forward = 0;
  let backward = 0;
  const n = cusps.length;
  for (let i = 0; i < n; i++) {
    const a = cusps[i] as number;
    const b = cusps[(i + 1) % n] as number;
    forward += forwardArc(a, b);
    backward += forwardArc(b, a);
  }
  if (Math.abs(forward - 360) < ORDER_SLACK_DEG) return 'direct';
  if (Math.abs(backward - 360) < ORDER_SLACK_DEG) return 'reversed';
  return null;
}
