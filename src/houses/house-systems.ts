import type { AnyHouseSystem } from '../schemas/index.js';
import { alcabitiusCusps } from './alcabitius.js';
import { apcCusps } from './apc.js';
import { campanusCusps } from './campanus.js';
import { carterCusps } from './carter.js';
import { equalCusps } from './equal.js';
import { equalAriesCusps } from './equal-aries.js';
import { equalMcCusps } from './equal-mc.js';
import { gauquelinCusps } from './gauquelin.js';
import { horizonCusps } from './horizon.js';
import type { HouseSystemFunction } from './house-frame.js';
import { kochCusps } from './koch.js';
import { krusinskiPisaGoelzerCusps } from './krusinski-pisa-goelzer.js';
import { meridianCusps } from './meridian.js';
import { morinusCusps } from './morinus.js';
import { naturalGraduationCusps } from './natural-graduation.js';
import { placidusCusps } from './placidus.js';
import { porphyryCusps } from './porphyry.js';
import { pullenSdCusps } from './pullen-sd.js';
import { pullenSrCusps } from './pullen-sr.js';
import { regiomontanusCusps } from './regiomontanus.js';
import { sripatiCusps } from './sripati.js';
import { sunshineCusps } from './sunshine.js';
import { sunshineTreindlCusps } from './sunshine-treindl.js';
import { topocentricCusps } from './topocentric.js';
import { vehlowEqualCusps } from './vehlow-equal.js';
import { wholeSignCusps } from './whole-sign.js';

/** @summary What the table knows of one system. */
export interface HouseSystemEntry {
  /** The pure cusp function. */
  readonly cusps: HouseSystemFunction;
  /** Whether cusp 1 and cusp 10 are the Ascendant and the MC ("quadrant" systems, outside the polar circles). */
  readonly quadrant: boolean;
  /** Number of cusps: 12, or 36 for the Gauquelin sectors. */
  readonly count: 12 | 36;
  /** The way the cusps normally run: with the order of the signs, or against it (Gauquelin, numbered clockwise). */
  readonly runs: 'direct' | 'reversed';
  /** Whether the system needs the Sun's declination (Sunshine). */
  readonly needsSun?: true;
}

const twelve = (cusps: HouseSystemFunction, quadrant: boolean): HouseSystemEntry => ({ cusps, quadrant, count: 12, runs: 'direct' });

/**
 * @summary The one table of house systems: value → pure cusp function and its properties. The spec's 14 first, then the
 * additive extension of issue 15 (ten twelve-house systems and the Gauquelin sectors).
 */
export const HOUSE_SYSTEM_TABLE: Readonly<Record<AnyHouseSystem, HouseSystemEntry>> = {
  Placidus: twelve(placidusCusps, true),
  Koch: twelve(kochCusps, true),
  Equal: twelve(equalCusps, false),
  Whole: twelve(wholeSignCusps, false),
  Campanus: twelve(campanusCusps, true),
  Regiomontanus: twelve(regiomontanusCusps, true),
  Morinus: twelve(morinusCusps, false),
  Porphyry: twelve(porphyryCusps, true),
  Alcabitius: twelve(alcabitiusCusps, true),
  Topocentric: twelve(topocentricCusps, true),
  Meridian: twelve(meridianCusps, false),
  VehlowEqual: twelve(vehlowEqualCusps, false),
  NaturalGraduation: twelve(naturalGraduationCusps, true),
  Sripati: twelve(sripatiCusps, false),
  KrusinskiPisaGoelzer: twelve(krusinskiPisaGoelzerCusps, true),
  APC: twelve(apcCusps, true),
  Carter: twelve(carterCusps, false),
  EqualMC: twelve(equalMcCusps, false),
  EqualAries: twelve(equalAriesCusps, false),
  PullenSD: twelve(pullenSdCusps, true),
  PullenSR: twelve(pullenSrCusps, true),
  Sunshine: { ...twelve(sunshineCusps, true), needsSun: true },
  SunshineTreindl: { ...twelve(sunshineTreindlCusps, true), needsSun: true },
  Horizon: twelve(horizonCusps, false),
  Gauquelin: { cusps: gauquelinCusps, quadrant: false, count: 36, runs: 'reversed' },
};
