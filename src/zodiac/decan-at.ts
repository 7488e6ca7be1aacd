import type { Sign } from '../schemas/index.js';
import { normalizeDegrees } from '../units/index.js';
import { CHALDEAN_FACES, faceIndexOf } from './faces.js';
import { signAt, SIGN_FACTS } from './signs.js';
import type { ModernRuler, TraditionalPlanet } from './traditional-planets.js';

/** The decan of a longitude under both decan schemes. */
export interface Decan {
  readonly sign: Sign;
  /** 1 (0°–10° of the sign), 2 (10°–20°) or 3 (20°–30°). */
  readonly decan: 1 | 2 | 3;
  /** Start and end of the decan within the sign, degrees (0/10/20 and 10/20/30). */
  readonly startDegree: number;
  readonly endDegree: number;
  /** Start and end as ecliptic longitudes, degrees [0, 360]. */
  readonly startLongitude: number;
  readonly endLongitude: number;
  /** Lord of the Chaldean face (see `CHALDEAN_FACES`). */
  readonly chaldeanRuler: TraditionalPlanet;
  /** Triplicity (drekkana) decan lord, traditional rulers: lord of the sign, its 5th, its 9th. */
  readonly triplicityRuler: TraditionalPlanet;
  /** The same with modern rulers (Pluto for the Scorpio decans, Uranus Aquarius, Neptune Pisces). */
  readonly modernTriplicityRuler: ModernRuler;
}

/**
 * @summary The decan (face) of an ecliptic longitude, with its Chaldean lord and its triplicity lord.
 *
 * Two schemes: the Chaldean faces (Hellenistic and medieval Western, see `CHALDEAN_FACES`), and the
 * triplicity decans, where the three decans of a sign belong to the signs of its element in zodiac order
 * (the sign itself, the 5th sign, the 9th sign) and take their lords: Varahamihira, Brihat Jataka ch. 1
 * (the drekkana lords), adopted in modern Western practice (e.g. Alan Leo). The longitude is taken as valid
 * (finite degrees): the numeric core of the records function `decanOf`.
 * @example decanAt(135) // Leo decan 2: chaldeanRuler 'Jupiter', triplicityRuler 'Jupiter' (Sagittarius)
 */
export function decanAt(longitude: number): Decan {
  const { sign, face } = faceIndexOf(longitude);
  const base = SIGN_FACTS[sign].startLongitude;
  const decanSign = signAt(sign, 4 * (face - 1));
  const startDegree = (face - 1) * 10;
  return {
    sign,
    decan: face,
    startDegree,
    endDegree: startDegree + 10,
    startLongitude: normalizeDegrees(base + startDegree),
    endLongitude: base + startDegree + 10,
    chaldeanRuler: CHALDEAN_FACES[sign][face - 1]!,
    triplicityRuler: SIGN_FACTS[decanSign].traditionalRuler,
    modernTriplicityRuler: SIGN_FACTS[decanSign].modernRuler,
  };
}
