/** The words of one placement (a body in a sign, or in a house) in one locale. */
export interface PlacementText {
  /** One sentence. */
  readonly summary: string;
  /** How the body's function works there, in daily life, at its best and under strain: 120–250 words. */
  readonly description: string;
  /** Four to eight short keywords. */
  readonly keywords: readonly string[];
  /** Three to five strengths. */
  readonly strengths: readonly string[];
  /** Three to five challenges. */
  readonly challenges: readonly string[];
}
