import { UraniaError } from '../../errors/urania-error.js';
import { GM_AU3_DAY2, GM_EMB_AU3_DAY2 } from './gravitational-parameters.js';
import { nBodyModel, type MassiveBody, type NBodyModel } from './n-body-model.js';

/**
 * Seeding the integration from a table of state vectors shaped like `state-vectors.json` of the reference
 * folder (barycentric and heliocentric [x, y, z, vx, vy, vz], AU and AU/day, mean ecliptic and equinox J2000,
 * TT epochs). The table is passed in as data: this module reads no file.
 */

/** One epoch of one body. */
export interface SeedEpoch {
  readonly year: number;
  readonly jd_tt: number;
  readonly barycentric: readonly number[];
  readonly heliocentric?: readonly number[];
}

/** The state-vector table (the parts the integration reads). */
export interface StateVectorTable {
  readonly sunBarycentric: readonly SeedEpoch[];
  readonly bodies: { readonly [name: string]: { readonly states: readonly SeedEpoch[] } };
}

/**
 * The massive bodies, in model order: the Sun first (the relativistic term is the Sun's field), the planets
 * with the Earth and the Moon merged into their barycentre ('EMB'), Pluto, and the six SB441-N16 asteroids
 * that have seeds. Minor bodies that perturb nothing measurable ride along as test particles.
 */
export const MASSIVE_BODIES: readonly MassiveBody[] = [
  { name: 'Sun', gm: GM_AU3_DAY2.Sun },
  { name: 'Mercury', gm: GM_AU3_DAY2.Mercury },
  { name: 'Venus', gm: GM_AU3_DAY2.Venus },
  { name: 'EMB', gm: GM_EMB_AU3_DAY2 },
  { name: 'Mars', gm: GM_AU3_DAY2.Mars },
  { name: 'Jupiter', gm: GM_AU3_DAY2.Jupiter },
  { name: 'Saturn', gm: GM_AU3_DAY2.Saturn },
  { name: 'Uranus', gm: GM_AU3_DAY2.Uranus },
  { name: 'Neptune', gm: GM_AU3_DAY2.Neptune },
  { name: 'Pluto', gm: GM_AU3_DAY2.Pluto },
  { name: 'Ceres', gm: GM_AU3_DAY2.Ceres },
  { name: 'Pallas', gm: GM_AU3_DAY2.Pallas },
  { name: 'Juno', gm: GM_AU3_DAY2.Juno },
  { name: 'Vesta', gm: GM_AU3_DAY2.Vesta },
  { name: 'Hygiea', gm: GM_AU3_DAY2.Hygiea },
  { name: 'Psyche', gm: GM_AU3_DAY2.Psyche },
];

/** The test particles (massless). */
export const TEST_PARTICLES = [
  'Chiron', 'Astraea', 'Eros', 'Sappho', 'Amor', 'Eris', 'Sedna', 'Makemake', 'Haumea', 'Quaoar', 'Ixion', 'Varuna',
] as const;

/** @summary The integration's model: the massive bodies above, the test particles, and the Sun's 1PN term. */
export function solarSystemModel(relativity = true): NBodyModel {
  return nBodyModel(MASSIVE_BODIES, TEST_PARTICLES, relativity);
}

/** A seed: the epoch and the flat barycentric position and velocity arrays in model order. */
export interface Seed {
  readonly jdTt: number;
  readonly pos: Float64Array;
  readonly vel: Float64Array;
}

function epochOf(states: readonly SeedEpoch[], jdTt: number, name: string): SeedEpoch {
  const e = states.find((s) => s.jd_tt === jdTt);
  if (!e || e.barycentric.length !== 6) {
    throw new UraniaError('NOT_FOUND', `no barycentric seed state for ${name} at JD ${jdTt} TT`, { field: name, received: jdTt });
  }
  return e;
}

/**
 * @summary The barycentric seed of a model at one epoch of the table. 'EMB' is built from the Earth and the
 * Moon weighted by their GMs (the definition of the Earth–Moon barycentre).
 */
export function seedAt(table: StateVectorTable, model: NBodyModel, jdTt: number): Seed {
  const n = model.names.length;
  const pos = new Float64Array(3 * n);
  const vel = new Float64Array(3 * n);
  const stateOf = (name: string): readonly number[] => {
    if (name === 'Sun') return epochOf(table.sunBarycentric, jdTt, name).barycentric;
    if (name === 'EMB') {
      const e = stateOf('Earth');
      const m = stateOf('Moon');
      const fm = GM_AU3_DAY2.Moon / GM_EMB_AU3_DAY2;
      return e.map((x, i) => x + fm * (m[i]! - x));
    }
    const body = table.bodies[name];
    if (!body) throw new UraniaError('NOT_FOUND', `the state-vector table has no body ${name}`, { field: name });
    return epochOf(body.states, jdTt, name).barycentric;
  };
  model.names.forEach((name, i) => {
    const st = stateOf(name);
    for (let c = 0; c < 3; c++) {
      pos[3 * i + c] = st[c]!;
      vel[3 * i + c] = st[3 + c]!;
    }
  });
  return { jdTt, pos, vel };
}

/** The seed epochs of a table (TT Julian Days, ascending). */
export function seedEpochs(table: StateVectorTable): number[] {
  return table.sunBarycentric.map((s) => s.jd_tt).sort((a, b) => a - b);
}
