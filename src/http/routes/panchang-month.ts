import { Type } from 'typebox';
import { panchangMonth } from '../../records/panchang-month.js';
import {
  AYANAMSA_SYSTEM_NAMES, PanchangMonth, VEDIC_POSITION_KINDS, VEDIC_PRESETS, VEDIC_SUNRISE_KINDS, type VedicConventionsInput,
} from '../../schemas/index.js';
import { timezoneForLocation } from '../../time/index.js';
import { defineRoute } from '../route-definition.js';
import { timezoneParam, zoneOf } from './params.js';
import { fixedCost } from './range-cost.js';

interface PanchangMonthQuery {
  year: number;
  month: number;
  latitude: number;
  longitude: number;
  timezone?: string;
  preset?: (typeof VEDIC_PRESETS)[number];
  ayanamsa?: (typeof AYANAMSA_SYSTEM_NAMES)[number];
  ayanamsaKind?: 'true' | 'mean';
  positions?: (typeof VEDIC_POSITION_KINDS)[number];
  node?: 'mean' | 'true';
  sunrise?: (typeof VEDIC_SUNRISE_KINDS)[number];
}

type PanchangMonthParams = {
  year: number;
  month: number;
  latitude: number;
  longitude: number;
  timezone: string;
  conventions: VedicConventionsInput;
};

/**
 * Cost of a month: the Panchang of 35 days (the month and two days on each side, so that a tithi across its edges
 * is judged whole) at GET /panchang's 20 units a day, plus the sankranti search — 720 units, a heavy request.
 */
const PANCHANG_MONTH_COST_UNITS = 720;

const members = ['ayanamsa', 'ayanamsaKind', 'positions', 'node', 'sunrise'] as const;

/** `GET /panchang/month`: the Panchang of every day of a month at a place, and the observances (records `panchangMonth`). */
export const PANCHANG_MONTH_ROUTE = defineRoute<PanchangMonthQuery, PanchangMonthParams>({
  method: 'GET',
  url: '/panchang/month',
  tag: 'Vedic',
  summary: 'Panchang of every day of a month, with the observances',
  description:
    'One compact Panchang per civil day of a Gregorian month at a place (sunrise, sunset, vara, and the tithi, nakshatra, yoga and karana at sunrise with their ends, paksha, lunar months), and the recurring observances kept on days of the month — Ekadashi, Purnima, Amavasya, Pradosh, Vinayaka and Sankashti Chaturthi, Masik and Maha Shivaratri, the sankrantis — each with the rule that fixes its civil day (docs/vedic.md, "Month and observances"). `preset` (default drik) and the convention members over it as for GET /panchang.',
  querystring: Type.Object(
    {
      year: Type.Integer({ minimum: -3000, maximum: 3000, description: 'Gregorian year.' }),
      month: Type.Integer({ minimum: 1, maximum: 12, description: 'Month, 1 (January) to 12.' }),
      latitude: Type.Number({ minimum: -90, maximum: 90, description: 'Latitude, degrees north.' }),
      longitude: Type.Number({ minimum: -180, maximum: 180, description: 'Longitude, degrees east.' }),
      timezone: Type.Optional(timezoneParam('IANA zone of the civil days; default the zone at the coordinates.')),
      preset: Type.Optional(Type.Union(VEDIC_PRESETS.map((p) => Type.Literal(p)), { description: 'Conventions preset: drik (default), jhora, prokerala, kp.' })),
      ayanamsa: Type.Optional(Type.Union(AYANAMSA_SYSTEM_NAMES.map((a) => Type.Literal(a)), { description: 'Ayanamsa over the preset’s.' })),
      ayanamsaKind: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('mean')], { description: 'True (with nutation) or mean ayanamsa.' })),
      positions: Type.Optional(Type.Union(VEDIC_POSITION_KINDS.map((p) => Type.Literal(p)), { description: 'Apparent, geometric, or apparent with the Sun’s aberration twice (Drik Panchang).' })),
      node: Type.Optional(Type.Union([Type.Literal('mean'), Type.Literal('true')], { description: 'Mean or true node.' })),
      sunrise: Type.Optional(Type.Union(VEDIC_SUNRISE_KINDS.map((s) => Type.Literal(s)), { description: 'Which sunrise starts the day.' })),
    },
    { additionalProperties: false },
  ),
  response: PanchangMonth,
  example: 'year=2024&month=4&latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata',
  prepare: (q) => {
    const timezone = q.timezone !== undefined ? zoneOf(q.timezone) : timezoneForLocation(q.latitude, q.longitude);
    const overrides = Object.fromEntries(members.filter((m) => q[m] !== undefined).map((m) => [m, q[m]]));
    return {
      year: q.year,
      month: q.month,
      latitude: q.latitude,
      longitude: q.longitude,
      timezone,
      conventions: { preset: q.preset ?? 'drik', ...overrides } as VedicConventionsInput,
    };
  },
  cost: fixedCost(PANCHANG_MONTH_COST_UNITS, 'month'),
  compute: (p) => panchangMonth(p),
});
