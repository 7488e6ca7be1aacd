import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/index.js';
import { SIGNS, type Element, type Modality, type Sign } from '../schemas/index.js';
import { normalizeDegrees } from '../units/index.js';
import type { ModernRuler, TraditionalPlanet } from './traditional-planets.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * Facts about one sign. Sources:
 * - element (triplicity), modality and polarity: Ptolemy, Tetrabiblos I.12 (masculine/feminine signs),
 *   I.11 (tropical, solid and bicorporeal = cardinal, fixed, mutable), I.18 (triplicities);
 * - traditional ruler (domicile lord): Ptolemy, Tetrabiblos I.17 ("Of the houses of each planet");
 * - modern rulers of Scorpio, Aquarius and Pisces (Pluto, Uranus, Neptune): twentieth-century convention,
 *   e.g. Alan Leo, How to Judge a Nativity (1903) for Uranus and Neptune, Pluto adopted after 1930;
 * - glyphs: Unicode block "Miscellaneous Symbols", U+2648–U+2653;
 * - keywords: original words of this project.
 */
export interface SignFacts {
  /** Position of the sign in the zodiac, 0 (Aries) to 11 (Pisces). */
  readonly index: number;
  /** Ecliptic longitude where the sign begins, degrees (0, 30, …, 330). */
  readonly startLongitude: number;
  readonly element: Element;
  readonly modality: Modality;
  /** Ptolemy's masculine (diurnal, odd) and feminine (nocturnal, even) signs. */
  readonly polarity: 'masculine' | 'feminine';
  /** Domicile lord in the traditional (Ptolemaic) scheme. */
  readonly traditionalRuler: TraditionalPlanet;
  /** Ruler in the modern scheme (differs for Scorpio, Aquarius, Pisces). */
  readonly modernRuler: ModernRuler;
  /** Unicode glyph (text presentation may need U+FE0E on some platforms). */
  readonly glyph: string;
  /** The sign 180° away. */
  readonly opposite: Sign;
  /** Three to five short keywords (original wording). */
  readonly keywords: readonly string[];
}

/** One table, keyed by sign: the single home of the facts about the twelve signs. */
export const SIGN_FACTS = {
  Aries: {
    index: 0, startLongitude: 0, element: 'Fire', modality: 'Cardinal', polarity: 'masculine',
    traditionalRuler: 'Mars', modernRuler: 'Mars', glyph: '♈', opposite: 'Libra',
    keywords: ['initiative', 'courage', 'impulse', 'beginnings'],
  },
  Taurus: {
    index: 1, startLongitude: 30, element: 'Earth', modality: 'Fixed', polarity: 'feminine',
    traditionalRuler: 'Venus', modernRuler: 'Venus', glyph: '♉', opposite: 'Scorpio',
    keywords: ['steadiness', 'comfort', 'patience', 'possessions'],
  },
  Gemini: {
    index: 2, startLongitude: 60, element: 'Air', modality: 'Mutable', polarity: 'masculine',
    traditionalRuler: 'Mercury', modernRuler: 'Mercury', glyph: '♊', opposite: 'Sagittarius',
    keywords: ['curiosity', 'exchange', 'versatility', 'wit'],
  },
  Cancer: {
    index: 3, startLongitude: 90, element: 'Water', modality: 'Cardinal', polarity: 'feminine',
    traditionalRuler: 'Moon', modernRuler: 'Moon', glyph: '♋', opposite: 'Capricorn',
    keywords: ['care', 'belonging', 'memory', 'protection'],
  },
  Leo: {
    index: 4, startLongitude: 120, element: 'Fire', modality: 'Fixed', polarity: 'masculine',
    traditionalRuler: 'Sun', modernRuler: 'Sun', glyph: '♌', opposite: 'Aquarius',
    keywords: ['warmth', 'pride', 'creativity', 'display'],
  },
  Virgo: {
    index: 5, startLongitude: 150, element: 'Earth', modality: 'Mutable', polarity: 'feminine',
    traditionalRuler: 'Mercury', modernRuler: 'Mercury', glyph: '♍', opposite: 'Pisces',
    keywords: ['precision', 'service', 'analysis', 'craft'],
  },
  Libra: {
    index: 6, startLongitude: 180, element: 'Air', modality: 'Cardinal', polarity: 'masculine',
    traditionalRuler: 'Venus', modernRuler: 'Venus', glyph: '♎', opposite: 'Aries',
    keywords: ['balance', 'partnership', 'fairness', 'grace'],
  },
  Scorpio: {
    index: 7, startLongitude: 210, element: 'Water', modality: 'Fixed', polarity: 'feminine',
    traditionalRuler: 'Mars', modernRuler: 'Pluto', glyph: '♏', opposite: 'Taurus',
    keywords: ['intensity', 'depth', 'secrecy', 'renewal'],
  },
  Sagittarius: {
    index: 8, startLongitude: 240, element: 'Fire', modality: 'Mutable', polarity: 'masculine',
    traditionalRuler: 'Jupiter', modernRuler: 'Jupiter', glyph: '♐', opposite: 'Gemini',
    keywords: ['quest', 'candor', 'faith', 'distance'],
  },
  Capricorn: {
    index: 9, startLongitude: 270, element: 'Earth', modality: 'Cardinal', polarity: 'feminine',
    traditionalRuler: 'Saturn', modernRuler: 'Saturn', glyph: '♑', opposite: 'Cancer',
    keywords: ['ambition', 'structure', 'discipline', 'endurance'],
  },
  Aquarius: {
    index: 10, startLongitude: 300, element: 'Air', modality: 'Fixed', polarity: 'masculine',
    traditionalRuler: 'Saturn', modernRuler: 'Uranus', glyph: '♒', opposite: 'Leo',
    keywords: ['independence', 'ideals', 'community', 'invention'],
  },
  Pisces: {
    index: 11, startLongitude: 330, element: 'Water', modality: 'Mutable', polarity: 'feminine',
    traditionalRuler: 'Jupiter', modernRuler: 'Neptune', glyph: '♓', opposite: 'Virgo',
    keywords: ['empathy', 'imagination', 'surrender', 'mystery'],
  },
} as const satisfies Record<Sign, SignFacts>;

/** Check a longitude is a finite number (any real value is accepted and wrapped into [0, 360)). */
export function requireLongitude(value: unknown, field = 'longitude'): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be a finite number of degrees (wrapped into 0..360)`, {
      field,
      received: value,
      allowed: 'finite number (degrees)',
      wording: wording('check.longitude', { field }),
    });
  }
  return value;
}

/**
 * @summary Index 0–11 of the sign containing an ecliptic longitude (any finite degrees, wrapped).
 * @example signIndexOf(45) // 1 (Taurus)
 */
export function signIndexOf(longitude: number): number {
  return signIndexOfNormalized(normalizeDegrees(requireLongitude(longitude)));
}

/** Sign index of a longitude already in [0, 360), exact at the boundaries despite division rounding. */
export function signIndexOfNormalized(lon: number): number {
  // Each sign is 30° of the tropical zodiac starting at the vernal equinox (Ptolemy, Tetrabiblos I.10).
  let index = Math.min(11, Math.floor(lon / 30));
  // lon / 30 can round up to an integer for lon just below a boundary (e.g. 59.99999999999999).
  if (index * 30 > lon) index -= 1;
  return index;
}

/**
 * @summary The sign containing an ecliptic longitude (degrees; any finite value, wrapped into [0, 360)).
 * @example signOf(359.9) // 'Pisces'; signOf(360) // 'Aries'
 */
export function signOf(longitude: number): Sign {
  refuseExtraArguments(arguments.length, 1, 'signOf(longitude)', 'signOf(359.9)');
  return SIGNS[signIndexOf(longitude)]!;
}

/**
 * @summary Position 0 (Aries) to 11 (Pisces) of a sign; throws `UraniaError` for an unknown name.
 * @example signIndex('Leo') // 4
 */
export function signIndex(sign: Sign): number {
  const i = (SIGNS as readonly string[]).indexOf(sign);
  if (i < 0) {
    throw new UraniaError('INVALID_ARGUMENT', `sign must be one of: ${SIGNS.join(', ')}`, {
      wording: wording('oneOf', { field: 'sign', values: SIGNS.join(', ') }),
      field: 'sign',
      received: sign,
      allowed: `one of: ${SIGNS.join(', ')}`,
      values: SIGNS,
    });
  }
  return i;
}

/**
 * @summary The sign `offset` signs after `sign` (negative offsets count backwards).
 * @example signAt('Pisces', 1) // 'Aries'
 */
export function signAt(sign: Sign, offset: number): Sign {
  return SIGNS[(((signIndex(sign) + offset) % 12) + 12) % 12]!;
}
