import { Type } from 'typebox';
import { chineseCalendar, CHINESE_CALENDAR_RANGE } from '../../records/index.js';
import { ChineseCalendarDate } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { dateParam, todayIn } from './params.js';
import { lightCost } from './range-cost.js';

/** China's civil time zone, in which "today" and date-only values are read. */
const CHINA_ZONE = 'Asia/Shanghai';

/** `GET /chinese-calendar`: the Chinese calendar date of a civil date in China (records `chineseCalendar`). */
export const CHINESE_CALENDAR_ROUTE = defineRoute<{ date?: string }, { date: string }>({
  method: 'GET',
  url: '/chinese-calendar',
  tag: 'Chinese Calendar',
  summary: 'Chinese calendar date',
  description: `Lunar month and day, leap month, solar term, the stem-branches of year, month and day, the animal and element of a date (a civil date in China, or an instant taken in China time), ${CHINESE_CALENDAR_RANGE.from}..${CHINESE_CALENDAR_RANGE.to}. Default: today in China.`,
  querystring: Type.Object(
    { date: Type.Optional(dateParam(`A date in China (YYYY-MM-DD) or an instant with Z or an offset; ${CHINESE_CALENDAR_RANGE.from}..${CHINESE_CALENDAR_RANGE.to}; default today in China.`)) },
    { additionalProperties: false },
  ),
  response: ChineseCalendarDate,
  example: 'date=2024-02-10',
  prepare: (q, ctx) => ({ date: q.date ?? todayIn(CHINA_ZONE, ctx.now) }),
  cost: lightCost,
  compute: (p) => chineseCalendar(p.date),
});
