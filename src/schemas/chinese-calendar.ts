import { Type, type Static } from 'typebox';
import { integerIn, oneOf, text } from './fields.js';
import { CHINESE_ANIMALS, CHINESE_ELEMENTS } from './record-enums.js';
import { closedObject } from './closed-object.js';

/** The Chinese calendar (`chineseCalendar`, `GET /chinese-calendar`): the record. */

export const ChineseCalendarDate = closedObject('A civil date in the Chinese calendar (library record, issue 5).', {
  year: Type.Integer({ description: 'Gregorian year in which this Chinese year began (at Chinese New Year).' }),
  month: integerIn(1, 12, 'Chinese lunar month (1 begins at Chinese New Year).'),
  isLeapMonth: Type.Boolean({ description: 'True in an intercalary (leap) month.' }),
  day: integerIn(1, 30, 'Day of the lunar month.'),
  solarTerm: text('Solar term (jieqi) in effect on the date: the last of the 24 terms begun on or before it.'),
  yearStemBranch: text('Sexagenary stem-branch of the year.'),
  monthStemBranch: text('Sexagenary stem-branch of the month.'),
  dayStemBranch: text('Sexagenary stem-branch of the day.'),
  animal: oneOf(CHINESE_ANIMALS, 'Zodiac animal of the year.'),
  element: oneOf(CHINESE_ELEMENTS, 'Element of the year’s stem.'),
  animalName: Type.Optional(text('The animal in `locale`, only when a locale is asked for (`Dragon`, de `Drache`, zh-Hans `龙`); `animal` stays the identifier.')),
  elementName: Type.Optional(text('The element in `locale`, only when a locale is asked for (`Wood`, de `Holz`, zh-Hans `木`); `element` stays the identifier.')),
});
export type ChineseCalendarDate = Static<typeof ChineseCalendarDate>;
