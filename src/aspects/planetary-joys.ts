import type { Body, PlanetaryJoy } from '../schemas/index.js';
import type { TraditionalPlanet } from '../zodiac/index.js';

/**
 * The houses in which the seven planets rejoice, with what the joy means (original wording). Source: the
 * Hellenistic scheme of the twelve places, as in Firmicus Maternus, Mathesis II, and Paulus Alexandrinus,
 * Introductory Matters (the chapter on the twelve places); discussed by Deborah Houlding, The Houses: Temples of the Sky (2006). The
 * diurnal planets rejoice above the horizon (Sun 9th, Jupiter 11th, Saturn 12th), the nocturnal below
 * (Moon 3rd, Venus 5th, Mars 6th); Mercury, of both sects, in the 1st.
 */
export const PLANETARY_JOYS = {
  Mercury: { house: 1, description: 'Mercury rejoices in the 1st house, the place of the self and of reason, where the mind shapes how life is met.' },
  Moon: { house: 3, description: 'The Moon rejoices in the 3rd house, the place of the Goddess, of journeys, siblings and daily movement.' },
  Venus: { house: 5, description: 'Venus rejoices in the 5th house, the place of Good Fortune, of pleasure, children and delight.' },
  Mars: { house: 6, description: 'Mars rejoices in the 6th house, the place of Bad Fortune, of toil, illness and strife, where its force finds work.' },
  Sun: { house: 9, description: 'The Sun rejoices in the 9th house, the place of the God, of religion, wisdom and long journeys.' },
  Jupiter: { house: 11, description: 'Jupiter rejoices in the 11th house, the place of the Good Spirit, of friends, hopes and benefactors.' },
  Saturn: { house: 12, description: 'Saturn rejoices in the 12th house, the place of the Bad Spirit, of hardship, confinement and hidden enemies.' },
} as const satisfies Record<TraditionalPlanet, { house: number; description: string }>;

/** A body and the house (1–12) it occupies. */
export interface HousePlacement {
  readonly body: Body;
  readonly house: number;
}

/**
 * @summary The planets placed in the house of their joy, in house order (numeric and unvalidated: the public
 * `planetaryJoys` of `records/planetary-joys.ts` checks its input and also takes a natal chart).
 * @example joysOf([{ body: 'Sun', house: 9 }, { body: 'Moon', house: 4 }])
 * // [{ planet: 'Sun', joyHouse: 9, description: 'The Sun rejoices in the 9th house, …' }]
 */
export function joysOf(placements: readonly HousePlacement[]): PlanetaryJoy[] {
  const out: PlanetaryJoy[] = [];
  for (const { body, house } of placements) {
    const joy = (PLANETARY_JOYS as Partial<Record<Body, { house: number; description: string }>>)[body];
    if (joy !== undefined && joy.house === house) out.push({ planet: body, joyHouse: house, description: joy.description });
  }
  return out.sort((a, b) => a.joyHouse - b.joyHouse);
}
