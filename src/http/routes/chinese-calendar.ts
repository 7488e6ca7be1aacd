import { Type } from 'typebox';
import { chineseCalendar } from '../../records/chinese-calendar.js';
import { CHINESE_CALENDAR_RANGE } from '../../calendars/chinese-calendar.js';
import { ChineseCalendarDate } from '../../schemas/index.js';
import { LABEL_LOCALES, type LabelLocale } from '../../schemas/label-locale.js';
import { oneOf } from '../../schemas/fields.js';
import { defineRoute } from '../route-definition.js';
import { localizeTop } from './localize-wheel.js';
import { dateParam, todayIn } from './params.js';
import { lightCost } from './range-cost.js';

/** China's civil time zone, in which "today" and date-only values are read. */
const CHINA_ZONE = 'Asia/Shanghai';

/**
 * `GET /chinese-calendar`: the Chinese calendar date of a civil date in China (records `chineseCalendar`), with the
 * animal and element in words of `locale`, or of the language of `?lang=` / `Accept-Language` (issue 31).
 */
export const CHINESE_CALENDAR_ROUTE = defineRoute<{ date?: string; locale?: LabelLocale }, { date: string; locale?: LabelLocale }>({
  method: 'GET',
  url: '/chinese-calendar',
  tag: 'Chinese Calendar',
  summary: 'Chinese calendar date',
  description: `Lunar month and day, leap month, solar term, the stem-branches of year, month and day, the animal and element of a date (a civil date in China, or an instant taken in China time), ${CHINESE_CALENDAR_RANGE.from}..${CHINESE_CALENDAR_RANGE.to}. Default: today in China. With \`locale\` (or \`?lang=\`), \`animalName\` and \`elementName\` in that language.`,
  querystring: Type.Object(
    {
      date: Type.Optional(dateParam(`A date in China (YYYY-MM-DD) or an instant with Z or an offset; ${CHINESE_CALENDAR_RANGE.from}..${CHINESE_CALENDAR_RANGE.to}; default today in China.`)),
      locale: Type.Optional(oneOf(LABEL_LOCALES, 'Language of animalName and elementName (a BCP 47 tag of the ten label languages); without it (and without ?lang=), neither is given.')),
    },
    { additionalProperties: false },
  ),
  response: ChineseCalendarDate,
  example: 'date=2024-02-10',
  prepare: (q, ctx) => ({ date: q.date ?? todayIn(CHINA_ZONE, ctx.now), ...(q.locale === undefined ? {} : { locale: q.locale }) }),
  cost: lightCost,
  localize: localizeTop,
  compute: (p) => chineseCalendar(p.date, p.locale === undefined ? {} : { locale: p.locale }),
});
