import { DIGNITY_KINDS, type Body, type Sign } from '../schemas/index.js';
import { normalizeDegrees } from '../units/index.js';
import { domicileRuler } from './domiciles.js';
import { exaltationRuler, fallRuler } from './exaltations.js';
import { faceRulerAt } from './faces.js';
import { SIGN_FACTS, signOf } from './signs.js';
import { termRulerAt, type TermRuler } from './terms.js';
import { isTraditionalPlanet, OUTER_PLANETS, type ModernRuler, type TraditionalPlanet } from './traditional-planets.js';
import { triplicityRuler } from './triplicities.js';

/** A dignity or debility a body can hold by its zodiac place (the schema's `DIGNITY_KINDS`). */
export type DignityKind = (typeof DIGNITY_KINDS)[number];

/**
 * Points of each essential dignity and debility: Lilly, Christian Astrology (1647) p. 115, "A Table of the
 * Fortitudes and Debilities of the Planets": house 5, exaltation 4, triplicity 3, term 2, face 1; detriment
 * −5, fall −4, peregrine −5.
 */
export const DIGNITY_POINTS = {
  domicile: 5,
  exaltation: 4,
  triplicity: 3,
  terms: 2,
  face: 1,
  detriment: -5,
  fall: -4,
  peregrine: -5,
} as const satisfies Record<DignityKind, number>;

/** Order in which `dignities` are listed and the principal `dignity` label chosen: `DIGNITY_KINDS` order. */
const LABEL_ORDER: readonly DignityKind[] = DIGNITY_KINDS;

/** Each kind's bit in `dignitiesAt`'s mask: 1 << its place in LABEL_ORDER. */
const KIND_BIT = Object.fromEntries(LABEL_ORDER.map((kind, k) => [kind, 1 << k])) as Readonly<Record<DignityKind, number>>;

/** The dignities proper (a classical planet with none of them is peregrine). */
const POSITIVE_BITS = KIND_BIT.domicile | KIND_BIT.exaltation | KIND_BIT.triplicity | KIND_BIT.terms | KIND_BIT.face;

/** Uranus, Neptune and Pluto as a set. */
const OUTER_PLANET_SET: ReadonlySet<string> = new Set<string>(OUTER_PLANETS);

/** The lords of a zodiac place: who rules the sign, the exaltation, the triplicity, the term and the face. */
export interface PlaceRulers {
  readonly domicile: TraditionalPlanet;
  readonly exaltation: TraditionalPlanet | null;
  readonly triplicity: TraditionalPlanet;
  readonly terms: TermRuler;
  readonly face: TraditionalPlanet;
}

/** What `dignitiesAt` (and the records function `essentialDignity`) reports for one body. */
export interface EssentialDignity {
  readonly body: Body;
  /** Longitude examined, degrees [0, 360). */
  readonly longitude: number;
  readonly sign: Sign;
  /** Every dignity and debility held, in the order domicile, exaltation, detriment, fall, triplicity, terms,
   * face, peregrine. Empty for bodies outside the doctrine (nodes, asteroids, points). */
  readonly dignities: readonly DignityKind[];
  /** Sum of `DIGNITY_POINTS` over `dignities` (Lilly's points). */
  readonly score: number;
  /** The principal label: the first of `dignities`, or `'none'` when the body holds none. */
  readonly dignity: DignityKind | 'none';
  /** The lords of the place (traditional scheme), for receptions and almutens. */
  readonly rulers: PlaceRulers;
}

/**
 * @summary Lords of a zodiac place: domicile, exaltation, triplicity (by sect), Egyptian term, Chaldean face.
 * @example placeRulers(15, true) // { domicile: 'Mars', exaltation: 'Sun', triplicity: 'Sun', terms: 'Mercury', face: 'Sun' }
 */
export function placeRulers(longitude: number, isDayChart: boolean): PlaceRulers {
  const sign = signOf(longitude);
  return {
    domicile: domicileRuler(sign) as TraditionalPlanet,
    exaltation: exaltationRuler(sign),
    triplicity: triplicityRuler(sign, isDayChart),
    terms: termRulerAt(longitude),
    face: faceRulerAt(longitude),
  };
}

/**
 * @summary The essential dignities a body holds at a longitude, with Lilly's score.
 *
 * Rules (docs/zodiac.md): for the seven classical planets, domicile and detriment by Ptolemy's rulerships,
 * exaltation and fall by sign (Tetrabiblos I.19), triplicity only for the lord of the chart's sect (Dorothean
 * lords; the participating lord is not scored, as in Lilly), Egyptian terms, Chaldean faces; a classical
 * planet with none of domicile, exaltation, triplicity, term or face is peregrine (−5), whatever its
 * debilities. Uranus, Neptune and Pluto take only modern domicile (+5) and detriment (−5) and are never
 * peregrine. Every other body (nodes, Lilith, asteroids, points) holds nothing: `dignities` empty, score 0.
 * Inputs taken as valid (a known body, a finite longitude, wrapped): the numeric core of the records function
 * `essentialDignity`.
 * @example
 * dignitiesAt('Sun', 19, true).dignities // ['exaltation', 'triplicity', 'face']  (19° Aries, day)
 */
export function dignitiesAt(body: Body, longitude: number, isDayChart: boolean): EssentialDignity {
  const lon = normalizeDegrees(longitude);
  const sign = signOf(lon);
  const rulers = placeRulers(lon, isDayChart === true);
  // The kinds held, as bits of their place in LABEL_ORDER (a Set per call was most of this function's time).
  let held = 0;
  if (isTraditionalPlanet(body)) {
    if (rulers.domicile === body) held |= KIND_BIT.domicile;
    if (rulers.exaltation === body) held |= KIND_BIT.exaltation;
    if (domicileRuler(SIGN_FACTS[sign].opposite) === body) held |= KIND_BIT.detriment;
    if (fallRuler(sign) === body) held |= KIND_BIT.fall;
    if (rulers.triplicity === body) held |= KIND_BIT.triplicity;
    if (rulers.terms === body) held |= KIND_BIT.terms;
    if (rulers.face === body) held |= KIND_BIT.face;
    if ((held & POSITIVE_BITS) === 0) held |= KIND_BIT.peregrine;
  } else if (OUTER_PLANET_SET.has(body)) {
    const planet = body as ModernRuler;
    if (domicileRuler(sign, 'modern') === planet) held |= KIND_BIT.domicile;
    if (domicileRuler(SIGN_FACTS[sign].opposite, 'modern') === planet) held |= KIND_BIT.detriment;
  }

  const dignities: DignityKind[] = [];
  let score = 0;
  for (let k = 0; k < LABEL_ORDER.length; k += 1) {
    if ((held & (1 << k)) === 0) continue;
    const kind = LABEL_ORDER[k]!;
    dignities.push(kind);
    score += DIGNITY_POINTS[kind];
  }
  return { body, longitude: lon, sign, dignities, score, dignity: dignities[0] ?? 'none', rulers };
}
