/** The points with aspect interpretations: Sun–Pluto, Chiron, the North Node and the two angles. */
export type AspectPoint =
  | 'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune' | 'Pluto'
  | 'Chiron' | 'NorthNode' | 'Ascendant' | 'Midheaven';

/** The five major aspects, which each pair has its own text for. */
export type MajorAspect = 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition';

/** The words of one pair in one major aspect, in one locale. */
export interface AspectText {
  readonly body1: AspectPoint;
  readonly body2: AspectPoint;
  readonly aspect: MajorAspect;
  /** One sentence. */
  readonly summary: string;
  /** 100–200 words specific to the pair and the aspect. */
  readonly description: string;
  /** Four to seven keywords. */
  readonly keywords: readonly string[];
}
