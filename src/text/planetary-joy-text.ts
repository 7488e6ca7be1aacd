import type { TraditionalPlanet } from '../zodiac/index.js';

/**
 * What each planet's joy means, one sentence per planet (`PlanetaryJoy.description`; the houses are
 * `PLANETARY_JOYS` of src/aspects/planetary-joys.ts). Original wording, English; translated in
 * src/text/<locale>/planetary-joys.ts (issue 31).
 */
export type PlanetaryJoyText = Readonly<Record<TraditionalPlanet, string>>;

/** English, the wording `planetaryJoys` has always given. */
export const PLANETARY_JOY_TEXT_EN: PlanetaryJoyText = {
  Mercury: 'Mercury rejoices in the 1st house, the place of the self and of reason, where the mind shapes how life is met.',
  Moon: 'The Moon rejoices in the 3rd house, the place of the Goddess, of journeys, siblings and daily movement.',
  Venus: 'Venus rejoices in the 5th house, the place of Good Fortune, of pleasure, children and delight.',
  Mars: 'Mars rejoices in the 6th house, the place of Bad Fortune, of toil, illness and strife, where its force finds work.',
  Sun: 'The Sun rejoices in the 9th house, the place of the God, of religion, wisdom and long journeys.',
  Jupiter: 'Jupiter rejoices in the 11th house, the place of the Good Spirit, of friends, hopes and benefactors.',
  Saturn: 'Saturn rejoices in the 12th house, the place of the Bad Spirit, of hardship, confinement and hidden enemies.',
};
