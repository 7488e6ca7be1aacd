import type { HouseSystem } from '../schemas/index.js';
import { alcabitiusCusps } from './alcabitius.js';
import { campanusCusps } from './campanus.js';
import { equalCusps } from './equal.js';
import type { HouseSystemFunction } from './house-frame.js';
import { kochCusps } from './koch.js';
import { meridianCusps } from './meridian.js';
import { morinusCusps } from './morinus.js';
import { naturalGraduationCusps } from './natural-graduation.js';
import { placidusCusps } from './placidus.js';
import { porphyryCusps } from './porphyry.js';
import { regiomontanusCusps } from './regiomontanus.js';
import { sripatiCusps } from './sripati.js';
import { topocentricCusps } from './topocentric.js';
import { vehlowEqualCusps } from './vehlow-equal.js';
import { wholeSignCusps } from './whole-sign.js';

/**
 * The one table of house systems: spec value → pure cusp function, and whether cusp 1 and cusp 10 are the
 * Ascendant and the MC ("quadrant" systems, outside the polar circles).
 */
export const HOUSE_SYSTEM_TABLE: Readonly<
  Record<HouseSystem, { readonly cusps: HouseSystemFunction; readonly quadrant: boolean }>
> = {
  Placidus: { cusps: placidusCusps, quadrant: true },
  Koch: { cusps: kochCusps, quadrant: true },
  Equal: { cusps: equalCusps, quadrant: false },
  Whole: { cusps: wholeSignCusps, quadrant: false },
  Campanus: { cusps: campanusCusps, quadrant: true },
  Regiomontanus: { cusps: regiomontanusCusps, quadrant: true },
  Morinus: { cusps: morinusCusps, quadrant: false },
  Porphyry: { cusps: porphyryCusps, quadrant: true },
  Alcabitius: { cusps: alcabitiusCusps, quadrant: true },
  Topocentric: { cusps: topocentricCusps, quadrant: true },
  Meridian: { cusps: meridianCusps, quadrant: false },
  VehlowEqual: { cusps: vehlowEqualCusps, quadrant: false },
  NaturalGraduation: { cusps: naturalGraduationCusps, quadrant: true },
  Sripati: { cusps: sripatiCusps, quadrant: false },
};
