import type { Body } from '../schemas/enums.js';
import { BODIES } from '../schemas/enums.js';
import type { HeliocentricSource } from './source.js';
import { EPHEMERIS_SPAN_JD_TT, integratedBodySpan, integratedSource, type IntegratedBody } from './integration/index.js';
import { uranianSource, type UranianBody } from './uranian.js';
import { planetPosition, planetState, type InnerPlanet } from './planet-state.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * The body registry: how each of the 44 values of the spec's `Body` is computed. One static table (no
 * registration side effects, so bundlers can tree-shake safely); the theories and their accuracy are described
 * in docs/ephemeris.md and measured in docs/accuracy.md.
 */

/** The lunar points computed by ephemeris/lunar-points. */
export type LunarPointBody = 'NorthNode' | 'NorthNodeMean' | 'LilithMean' | 'LilithTrue';

/**
 * A body's span: TT Julian Days and the years in words (docs/accuracy.md states them per body); the years and the
 * note in brackets also as data (`description` is `years ${fromYear}..${toYear}`, then ` (${note})` when there is one).
 */
export interface BodySpan {
  readonly fromJdTt: number;
  readonly toJdTt: number;
  readonly description: string;
  readonly fromYear: string;
  readonly toYear: string;
  readonly note?: string;
}

/** How a body is computed. */
export type BodyMethod =
  /** The Sun: the Earth's VSOP87 state, reversed, with light time and aberration. */
  | { readonly kind: 'sun'; readonly theory: string }
  /** The Moon: ELP/MPP02 geocentric state. */
  | { readonly kind: 'moon'; readonly theory: string }
  /** A heliocentric geometric source (VSOP87, the numerical integration, Keplerian elements). */
  | {
      readonly kind: 'heliocentric';
      readonly theory: string;
      readonly source: HeliocentricSource;
      /** A cheaper position-only evaluation of the same theory (used to fit range-path segments). */
      readonly position?: (jdTt: number) => { x: number; y: number; z: number };
      /** The TT span the source has data for, when narrower than the supported span (it throws OUT_OF_RANGE outside). */
      readonly span?: BodySpan;
    }
  /** A lunar point (node, apogee), given directly in the true ecliptic of date. */
  | { readonly kind: 'lunar-point'; readonly theory: string; readonly point: LunarPointBody }
  /** The point exactly opposite another body: longitude + 180°, latitude negated. */
  | { readonly kind: 'opposite'; readonly theory: string; readonly of: Body }
  /** Vertex / AntiVertex: an observer-dependent point on the ecliptic. */
  | { readonly kind: 'vertex'; readonly theory: string; readonly anti: boolean }
  /** Not computable in this build (its theory is not installed yet). */
  | { readonly kind: 'unavailable'; readonly theory: string };

function vsop87(planet: InnerPlanet, note = ''): BodyMethod {
  return {
    kind: 'heliocentric',
    theory: `VSOP87B (Bretagnon & Francou 1988)${note}; outside 1800–2200 the long-term VSOP87B corrected to the numerical integration (eras)`,
    source: (jdTt) => planetState(planet, jdTt),
    position: (jdTt) => planetPosition(planet, jdTt),
    span: { ...EPHEMERIS_SPAN_JD_TT, description: 'years −3000..+3000', fromYear: '−3000', toYear: '+3000' },
  };
}

function integrated(body: IntegratedBody, what: string): BodyMethod {
  return {
    kind: 'heliocentric',
    theory: `numerical integration of the outer solar system seeded from DE441 states (${what}; ephemeris/integration)`,
    source: integratedSource(body),
    span: integratedBodySpan(body),
  };
}

function uranian(body: UranianBody): BodyMethod {
  return { kind: 'heliocentric', theory: 'Hamburg-school Keplerian elements (J1900), ephemeris/uranian.ts', source: uranianSource(body) };
}

function lunar(point: LunarPointBody, theory: string): BodyMethod {
  return { kind: 'lunar-point', theory, point };
}


/** How each body is computed. */
export const BODY_METHODS: Readonly<Record<Body, BodyMethod>> = {
  Sun: { kind: 'sun', theory: 'VSOP87B Earth (Bretagnon & Francou 1988), reversed; outside 1800–2200 the long-term VSOP87B Earth corrected to the numerical integration (eras)' },
  Moon: { kind: 'moon', theory: 'ELP/MPP02, DE405 fit (Chapront & Francou 2003)' },
  Mercury: vsop87('Mercury'),
  Venus: vsop87('Venus'),
  Mars: vsop87('Mars', ' with a DE441-measured secular longitude correction'),
  Jupiter: integrated('Jupiter', 'massive body'),
  Saturn: integrated('Saturn', 'massive body'),
  Uranus: integrated('Uranus', 'massive body'),
  Neptune: integrated('Neptune', 'massive body'),
  Pluto: integrated('Pluto', 'massive body'),
  Chiron: integrated('Chiron', 'test particle'),
  NorthNode: lunar('NorthNode', 'osculating node of the ELP/MPP02 Moon (ephemeris/lunar-points)'),
  SouthNode: { kind: 'opposite', theory: 'opposite NorthNode', of: 'NorthNode' },
  NorthNodeMean: lunar('NorthNodeMean', 'mean node, ELP/MPP02 mean elements (ephemeris/lunar-points)'),
  SouthNodeMean: { kind: 'opposite', theory: 'opposite NorthNodeMean', of: 'NorthNodeMean' },
  Ceres: integrated('Ceres', 'test particle'),
  Juno: integrated('Juno', 'test particle'),
  Vesta: integrated('Vesta', 'test particle'),
  Pallas: integrated('Pallas', 'test particle'),
  LilithMean: lunar('LilithMean', 'mean apogee, ELP/MPP02 mean elements (ephemeris/lunar-points)'),
  LilithTrue: lunar('LilithTrue', 'osculating apogee of the ELP/MPP02 Moon (ephemeris/lunar-points)'),
  Eris: integrated('Eris', 'test particle'),
  Sedna: integrated('Sedna', 'test particle'),
  Makemake: integrated('Makemake', 'test particle'),
  Haumea: integrated('Haumea', 'test particle'),
  Quaoar: integrated('Quaoar', 'test particle'),
  Ixion: integrated('Ixion', 'test particle'),
  Varuna: integrated('Varuna', 'test particle'),
  Hygiea: integrated('Hygiea', 'test particle'),
  Astraea: integrated('Astraea', 'test particle'),
  Psyche: integrated('Psyche', 'test particle'),
  Eros: integrated('Eros', 'test particle'),
  Sappho: integrated('Sappho', 'test particle'),
  Amor: integrated('Amor', 'test particle'),
  Cupido: uranian('Cupido'),
  Hades: uranian('Hades'),
  Zeus: uranian('Zeus'),
  Kronos: uranian('Kronos'),
  Apollon: uranian('Apollon'),
  Admetos: uranian('Admetos'),
  Vulkanus: uranian('Vulkanus'),
  Poseidon: uranian('Poseidon'),
  Vertex: { kind: 'vertex', theory: 'vertex() of coords/chart-angles with local apparent sidereal time', anti: false },
  AntiVertex: { kind: 'vertex', theory: 'opposite the Vertex', anti: true },
};

/** @summary The bodies this build can compute (every body whose method is not `unavailable`). */
export function availableBodies(): Body[] {
  refuseExtraArguments(arguments.length, 0, 'availableBodies()');
  // The methods are fixed when the module loads, so the list is too: read once (every natal chart asks; issue 30), a
  // copy handed out so a caller's changes stay its own.
  available ??= BODIES.filter(isAvailable);
  return available.slice();
}

let available: readonly Body[] | undefined;

/** @summary Whether this build can compute a body (an opposite point needs its original). */
export function isAvailable(body: Body): boolean {
  const method = BODY_METHODS[body];
  if (method.kind === 'opposite') return isAvailable(method.of);
  return method.kind !== 'unavailable';
}
