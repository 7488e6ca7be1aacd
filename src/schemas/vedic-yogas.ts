import { Type, type Static } from 'typebox';
import { TimedBirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { SIGNS } from './enums.js';
import { integerIn, longitudeDeg, oneOf, text } from './fields.js';
import { LOCALES } from './interpretation.js';
import { VedicConventionsInput } from './panchang.js';
import { birthPlaceEchoMember } from './places.js';
import { VEDIC_GRAHAS } from './record-enums.js';
import { textWarningsMember } from './text-warnings-member.js';

/** The yogas of a birth chart (`vedicYogas`; docs/vedic.md "Yogas"). */

/** The families of the yoga catalogue. */
export const YOGA_GROUPS = ['mahapurusha', 'lunar', 'solar', 'raja', 'dhana', 'vipareeta', 'parivartana', 'nabhasa', 'other'] as const;

/** What the texts make of a yoga. */
export const YOGA_NATURES = ['benefic', 'malefic', 'mixed'] as const;

export const VedicYogasRequest = closedObject('Request for the yogas of a timed birth.', {
  birth: TimedBirthData,
  conventions: Type.Optional(VedicConventionsInput),
  locale: Type.Optional(oneOf(LOCALES, 'Language of each yoga\'s `rule` and `source`; default en. The names stay as the catalogue spells them.')),
});
export type VedicYogasRequest = Static<typeof VedicYogasRequest>;

export const VedicYoga = closedObject('A classical yoga present in the chart: its row of the catalogue and the grahas that form it.', {
  id: text('Stable key of the yoga (kebab-case), the key of its interpretation text.'),
  name: text('The yoga\'s name.'),
  group: oneOf(YOGA_GROUPS, 'Its family in the catalogue.'),
  nature: oneOf(YOGA_NATURES, 'benefic: the texts count it a blessing; malefic: an affliction; mixed: by the planets that form it.'),
  rule: text('The rule, in words, as Urania evaluates it (in `locale`).'),
  source: text('The classical source(s): book, chapter, verse (in `locale`).'),
  grahas: Type.Array(oneOf(VEDIC_GRAHAS, 'A graha.'), { description: 'The grahas that form the yoga in this chart.' }),
});
export type VedicYoga = Static<typeof VedicYoga>;

export const VedicYogas = closedObject('The classical yogas present in a birth chart (sidereal, whole-sign houses from the lagna).', {
  ayanamsa: closedObject('The ayanamsa used.', { system: text('Its name.'), value: Type.Number({ description: 'Its value at birth, degrees.' }) }),
  lagna: closedObject('The Ascendant.', {
    sign: oneOf(SIGNS, 'The sidereal sign of the Ascendant: the 1st house.'),
    longitude: longitudeDeg('Sidereal longitude, degrees.'),
  }),
  catalogueSize: integerIn(1, 10000, 'How many yogas the catalogue checked.'),
  yogas: Type.Array(VedicYoga, { description: 'The yogas present, in catalogue order.' }),
  ...birthPlaceEchoMember(),
  warnings: textWarningsMember(),
});
export type VedicYogas = Static<typeof VedicYogas>;
