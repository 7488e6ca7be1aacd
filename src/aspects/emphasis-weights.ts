import type { Body } from '../schemas/index.js';

/**
 * Default weights of the bodies in hemisphere and quadrant emphasis (docs/aspects.md): the luminaries count
 * double, the five other classical planets once, the slow outer planets (whose places are shared by a whole
 * generation) half. Bodies not listed count zero unless the caller passes its own weights.
 */
export const DEFAULT_EMPHASIS_WEIGHTS: Readonly<Partial<Record<Body, number>>> = {
  Sun: 2,
  Moon: 2,
  Mercury: 1,
  Venus: 1,
  Mars: 1,
  Jupiter: 1,
  Saturn: 1,
  Uranus: 0.5,
  Neptune: 0.5,
  Pluto: 0.5,
};

export interface EmphasisOptions {
  /** Weight per body; bodies missing from the table count zero (default `DEFAULT_EMPHASIS_WEIGHTS`). */
  readonly weights?: Readonly<Partial<Record<Body, number>>>;
}
