import { Type, type Static } from 'typebox';
import { integerIn, isoDateOrDateTime, longitudeDeg, oneOf, text, timeZoneName } from './fields.js';
import {
  DASHA_LORDS, NAKSHATRA_QUALITIES, VEDIC_GRAHAS, YONI_GENDERS,
} from './record-enums.js';
import { closedObject } from './closed-object.js';
import { LABEL_LOCALES } from './label-locale.js';
import { ayanamsaChoice, ayanamsaNameMember } from './members.js';
import { textWarningsMember } from './text-warnings-member.js';

/** The `locale` of a nakshatra request (issue 31): the language of its `symbol` and yoni animal. */
const symbolLocale = () => Type.Optional(oneOf(
  LABEL_LOCALES,
  'Language of the yoni animal and the `symbol` (a BCP 47 tag of the ten label languages); default en. Both are translated in all ten (no fallback). The name and deity stay as the catalogue spells them.',
));

/** Spec "Natal and related records": the nakshatra of a sidereal longitude or of a graha at an instant (`nakshatraLookup`, `GET /vedic/nakshatra`). */

/** Either a sidereal `longitude`, or an instant `at` with a graha and an ayanamsa (the HTTP query resolved). */
export const NakshatraRequest = closedObject('Request for a nakshatra: a sidereal longitude, or an instant and a graha.', {
  longitude: Type.Optional(Type.Number({ minimum: 0, exclusiveMaximum: 360, description: 'Sidereal longitude, degrees, 0 <= x < 360. Exclusive with at.' })),
  at: Type.Optional(isoDateOrDateTime('Instant (a date alone is 00:00 UTC; the library also takes a Date or an Instant): the nakshatra of body then. Exclusive with longitude.')),
  body: Type.Optional(oneOf(VEDIC_GRAHAS, 'Graha whose sidereal longitude is looked up at `at` (Rahu: the mean node); default Moon.')),
  ayanamsa: Type.Optional(ayanamsaChoice('Ayanamsa of the sidereal longitude: a system name or a user-defined { epochJdTt, valueDeg }; default Lahiri.')),
  locale: symbolLocale(),
});
export type NakshatraRequest = Static<typeof NakshatraRequest>;

export const NakshatraQuery = closedObject('Query for a nakshatra: a sidereal longitude, or a date and a body.', {
  longitude: Type.Optional(Type.Number({ minimum: 0, exclusiveMaximum: 360, description: 'Sidereal longitude, degrees, 0 <= x < 360. Exclusive with date.' })),
  date: Type.Optional(isoDateOrDateTime('Instant (a date alone is 00:00 in timezone): the nakshatra of body then. Exclusive with longitude.')),
  timezone: Type.Optional(timeZoneName('Zone that date-only values are local dates in; default UTC.')),
  body: Type.Optional(oneOf(VEDIC_GRAHAS, 'Graha whose sidereal longitude is looked up at date (Rahu: the mean node); default Moon.')),
  ayanamsa: ayanamsaNameMember(),
  locale: symbolLocale(),
});
export type NakshatraQuery = Static<typeof NakshatraQuery>;

/** Named by Urania: the spec's inline `yoni` object of Nakshatra. */
export const Yoni = closedObject('Yoni (animal symbol) of a nakshatra.', {
  animal: text('Yoni animal of the nakshatra, in words (in `locale`: `Horse`, de `Pferd`, hi `अश्व`).'),
  gender: oneOf(YONI_GENDERS, 'Gender of the yoni.'),
});
export type Yoni = Static<typeof Yoni>;

export const Nakshatra = closedObject('A lunar mansion (nakshatra) and the pada occupied.', {
  index: integerIn(0, 26, 'Index of the nakshatra (0 = Ashwini).'),
  name: text('Name of the nakshatra.'),
  ruler: oneOf(DASHA_LORDS, 'Vimshottari ruler of the nakshatra.'),
  deity: text('Presiding deity.'),
  symbol: text('Symbol (in `locale`).'),
  quality: oneOf(NAKSHATRA_QUALITIES, 'Gana (temperament) of the nakshatra.'),
  yoni: Yoni,
  pada: integerIn(1, 4, 'Quarter (pada) of the nakshatra occupied.'),
  startDegree: longitudeDeg('Sidereal longitude where the nakshatra starts.'),
  endDegree: Type.Number({
    minimum: 0, maximum: 360, description: 'Sidereal longitude where the nakshatra ends. Degrees, 0 to 360.',
  }),
  warnings: textWarningsMember(),
});
export type Nakshatra = Static<typeof Nakshatra>;
