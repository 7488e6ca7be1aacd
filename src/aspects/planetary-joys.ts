import type { Body } from '../schemas/index.js';
import type { TraditionalPlanet } from '../zodiac/index.js';

/**
 * The houses in which the seven planets rejoice. Source: the Hellenistic scheme of the twelve places, as in Firmicus
 * Maternus, Mathesis II, and Paulus Alexandrinus, Introductory Matters (the chapter on the twelve places); discussed by
 * Deborah Houlding, The Houses: Temples of the Sky (2006). The diurnal planets rejoice above the horizon (Sun 9th,
 * Jupiter 11th, Saturn 12th), the nocturnal below (Moon 3rd, Venus 5th, Mars 6th); Mercury, of both sects, in the 1st.
 * What each joy means, in words, is the text layer's (src/text/planetary-joy-text.ts, in every language).
 */
export const PLANETARY_JOYS = {
  Mercury: { house: 1 },
  Moon: { house: 3 },
  Venus: { house: 5 },
  Mars: { house: 6 },
  Sun: { house: 9 },
  Jupiter: { house: 11 },
  Saturn: { house: 12 },
} as const satisfies Record<TraditionalPlanet, { house: number }>;

/** A planet found in the house of its joy, before it is worded. */
export interface JoyFinding {
  readonly planet: TraditionalPlanet;
  readonly joyHouse: number;
}

/** A body and the house (1–12) it occupies. */
export interface HousePlacement {
  readonly body: Body;
  readonly house: number;
}

/**
 * @summary The planets placed in the house of their joy, in house order (numeric and unvalidated: the public
 * `planetaryJoys` of `records/planetary-joys.ts` checks its input, also takes a natal chart, and words each joy).
 * @example joysOf([{ body: 'Sun', house: 9 }, { body: 'Moon', house: 4 }]) // [{ planet: 'Sun', joyHouse: 9 }]
 */
export function joysOf(placements: readonly HousePlacement[]): JoyFinding[] {
  const out: JoyFinding[] = [];
  for (const { body, house } of placements) {
    const joy = (PLANETARY_JOYS as Partial<Record<Body, { house: number }>>)[body];
    if (joy !== undefined && joy.house === house) out.push({ planet: body as TraditionalPlanet, joyHouse: house });
  }
  return out.sort((a, b) => a.joyHouse - b.joyHouse);
}
