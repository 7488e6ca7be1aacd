/**
 * The points of the synastry text: Sun–Pluto, the North Node and the Ascendant, in this order (a pair's entry is
 * stored once, its first point the earlier in this list).
 */
export const SYNASTRY_POINTS = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'NorthNode', 'Ascendant',
] as const;

/** A point with synastry text. */
export type SynastryPoint = (typeof SYNASTRY_POINTS)[number];

/**
 * The three families a major aspect belongs to in the synastry text: the conjunction; the harmonious trine and
 * sextile; the hard square and opposition. Each entry names its aspects' flavour in its own words.
 */
export const SYNASTRY_ASPECT_FAMILIES = ['conjunction', 'harmonious', 'hard'] as const;

/** A family of major aspects. */
export type SynastryAspectFamily = (typeof SYNASTRY_ASPECT_FAMILIES)[number];

/**
 * One pair of points between two people's charts, with a text for each aspect family (60–120 words each). The
 * text speaks of roles ("the Saturn partner", "the Moon partner"), so one entry reads right whichever person holds
 * which point: the report names who that is. A point with itself (Sun to Sun) speaks of both people.
 */
export interface SynastryPairText {
  readonly point1: SynastryPoint;
  readonly point2: SynastryPoint;
  readonly conjunction: string;
  readonly harmonious: string;
  readonly hard: string;
}

/** The bodies of the house overlays: the ten planets. */
export const OVERLAY_BODIES = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;

/** A body with house-overlay (and composite-house) text. */
export type OverlayBody = (typeof OVERLAY_BODIES)[number];

/**
 * The synastry text of one locale: every pair of SYNASTRY_POINTS (a point with itself included: 78 pairs, three
 * aspect families each) and the ten planets of one person in each house of the other (houses 1 to 12 in order,
 * 40–80 words each; the text calls the person whose houses they are "the host").
 */
export interface SynastryText {
  readonly pairs: readonly SynastryPairText[];
  readonly overlays: Readonly<Record<OverlayBody, readonly string[]>>;
}
