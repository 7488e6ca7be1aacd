import type { AspectNature, AspectType } from '../schemas/index.js';

/** Facts about one aspect. */
export interface AspectFacts {
  /** Exact angle between the two longitudes, degrees (0–180). */
  readonly angle: number;
  /** Harmonic: the circle divided by this number gives the angle's family (trine 3, square 4, …). */
  readonly harmonic: number;
  readonly nature: AspectNature;
  /** Major = the five Ptolemaic aspects (conjunction included); minor = the later additions. */
  readonly class: 'major' | 'minor';
  /** Unicode glyph; quintiles have no Unicode symbol, the usual letters are given. */
  readonly glyph: string;
}

/**
 * The eleven aspects of the spec, keyed by `AspectType`, in the spec's order. Sources:
 * - conjunction, sextile, square, trine, opposition: Ptolemy, Tetrabiblos I.13 ("Of the aspects of the
 *   signs"): trine and sextile harmonious, square and opposition disharmonious; the conjunction is neutral,
 *   taking the nature of the bodies joined;
 * - quintile (72°), biquintile (144°), sesquiquadrate (135°) and semisquare (45°): Kepler, De fundamentis
 *   astrologiae certioribus (1601) and Harmonices Mundi (1619) IV; quintiles count as harmonious, the
 *   octile family (45°, 135°) as challenging;
 * - semisextile (30°) and quincunx (150°): later Western practice (the twelfth-harmonic pair); the
 *   semisextile, half a sextile, counts as mildly harmonious and the quincunx (inconjunct) as challenging.
 * Glyphs: Unicode U+260C, U+260D, U+25B3, U+25A1, U+26B9, U+26BA, U+26BB, U+2220, U+26BC.
 */
export const ASPECTS = {
  conjunction: { angle: 0, harmonic: 1, nature: 'neutral', class: 'major', glyph: '☌' },
  sextile: { angle: 60, harmonic: 6, nature: 'harmonious', class: 'major', glyph: '⚹' },
  square: { angle: 90, harmonic: 4, nature: 'challenging', class: 'major', glyph: '□' },
  trine: { angle: 120, harmonic: 3, nature: 'harmonious', class: 'major', glyph: '△' },
  opposition: { angle: 180, harmonic: 2, nature: 'challenging', class: 'major', glyph: '☍' },
  quincunx: { angle: 150, harmonic: 12, nature: 'challenging', class: 'minor', glyph: '⚻' },
  semiSextile: { angle: 30, harmonic: 12, nature: 'harmonious', class: 'minor', glyph: '⚺' },
  semiSquare: { angle: 45, harmonic: 8, nature: 'challenging', class: 'minor', glyph: '∠' },
  sesquiquadrate: { angle: 135, harmonic: 8, nature: 'challenging', class: 'minor', glyph: '⚼' },
  quintile: { angle: 72, harmonic: 5, nature: 'harmonious', class: 'minor', glyph: 'Q' },
  biquintile: { angle: 144, harmonic: 5, nature: 'harmonious', class: 'minor', glyph: 'bQ' },
} as const satisfies Record<AspectType, AspectFacts>;
