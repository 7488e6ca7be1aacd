import { normalizeDegrees, shorterArcMidpoint } from '../../units/index.js';

/** Composite Ascendant and Midheaven, degrees [0, 360). */
export interface CompositeAngles {
  readonly ascendant: number;
  readonly midheaven: number;
}

/**
 * @summary Composite angles by the near-midpoint convention with the Ascendant kept east of the MC.
 *
 * MC = midpoint of the two MCs on the shorter arc. Ascendant = midpoint of the two Ascendants on the shorter arc,
 * unless that point lies in the western half of the chart relative to the composite MC — forward arc from the MC
 * of 180° or more — in which case the opposite point (the far midpoint) is taken. In every chart outside the polar
 * circles the Ascendant follows the MC by less than 180° in zodiacal order (houses 10–12 lie between them); the
 * near midpoints of two such pairs can still break that order when the two charts' angles lie on opposite sides of
 * the circle, and the far midpoint restores it (Hand, Planets in Composite, 1975, ch. 1, on the composite
 * Ascendant falling "in the wrong place").
 * @example compositeAngles(80, 350, 130, 30) // { ascendant: 105, midheaven: 10 }
 * @example compositeAngles(30, 300, 215, 115) // { ascendant: 122.5, midheaven: 27.5 } (near midpoint 302.5 is west of the MC)
 */
export function compositeAngles(ascendantA: number, midheavenA: number, ascendantB: number, midheavenB: number): CompositeAngles {
  const midheaven = shorterArcMidpoint(midheavenA, midheavenB);
  const near = shorterArcMidpoint(ascendantA, ascendantB);
  const fromMc = normalizeDegrees(near - midheaven);
  const ascendant = fromMc >= 180 ? normalizeDegrees(near + 180) : near;
  return { ascendant, midheaven };
}
