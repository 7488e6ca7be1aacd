import { Type } from 'typebox';
import { panchang } from '../../records/panchang.js';
import {
  AYANAMSA_SYSTEM_NAMES, ISO_DATE_PATTERN, Panchang, VEDIC_POSITION_KINDS, VEDIC_PRESETS, VEDIC_SUNRISE_KINDS,
  type VedicConventionsInput,
} from '../../schemas/index.js';
import { timezoneForLocation } from '../../time/index.js';
import { ALLOWED_WORDS } from '../../schemas/format-words.js';
import { defineRoute } from '../route-definition.js';
import { timezoneParam, todayIn, zoneOf } from './params.js';
import { fixedCost } from './range-cost.js';

interface PanchangQuery {
  date?: string;
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

type PanchangParams = {
  date: string;
  latitude: number;
  longitude: number;
  timezone: string;
  conventions: VedicConventionsInput;
};

/**
 * Cost of one Panchang day: ≈ 0.15 s of a worker warm (four limb searches, the Sun's and Moon's horizon searches,
 * the lunations bounding the month), measured in tests/vedic — 20 light units.
 */
const PANCHANG_COST_UNITS = 20;

const members = ['ayanamsa', 'ayanamsaKind', 'positions', 'node', 'sunrise'] as const;

/** `GET /panchang`: the Panchang of a local date at a place (records `panchang`, docs/vedic.md). */
export const PANCHANG_ROUTE = defineRoute<PanchangQuery, PanchangParams>({
  method: 'GET',
  url: '/panchang',
  tag: 'Vedic',
  summary: 'Panchang of a day at a place',
  description:
    'The Vedic day from the sunrise of a local date (default today) to the next sunrise: vara, tithi, nakshatra (with pada), yoga and karana with their start and end, paksha, lunar month (amanta, purnimanta, adhika), samvatsara, ritu, ayana, sun and moon rise and set, and the muhurta periods. `preset` (default drik) and the convention members over it follow docs/vedic.md.',
  querystring: Type.Object(
    {
      date: Type.Optional(Type.String({ pattern: ISO_DATE_PATTERN, 'x-allowed': ALLOWED_WORDS.ymd, description: 'Local civil date; default today at the place.' })),
      latitude: Type.Number({ minimum: -90, maximum: 90, description: 'Latitude, degrees north.' }),
      longitude: Type.Number({ minimum: -180, maximum: 180, description: 'Longitude, degrees east.' }),
      timezone: Type.Optional(timezoneParam('IANA zone of the date; default the zone at the coordinates.')),
      preset: Type.Optional(Type.Union(VEDIC_PRESETS.map((p) => Type.Literal(p)), { description: 'Conventions preset: drik (default), jhora, prokerala, kp.' })),
      ayanamsa: Type.Optional(Type.Union(AYANAMSA_SYSTEM_NAMES.map((a) => Type.Literal(a)), { description: 'Ayanamsa over the preset’s.' })),
      ayanamsaKind: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('mean')], { description: 'True (with nutation) or mean ayanamsa.' })),
      positions: Type.Optional(Type.Union(VEDIC_POSITION_KINDS.map((p) => Type.Literal(p)), { description: 'Apparent, geometric, or apparent with the Sun’s aberration twice (Drik Panchang).' })),
      node: Type.Optional(Type.Union([Type.Literal('mean'), Type.Literal('true')], { description: 'Mean or true node.' })),
      sunrise: Type.Optional(Type.Union(VEDIC_SUNRISE_KINDS.map((s) => Type.Literal(s)), { description: 'Which sunrise starts the day.' })),
    },
    { additionalProperties: false },
  ),
  response: Panchang,
  example: 'date=2024-04-23&latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata',
  prepare: (q, ctx) => {
    const timezone = q.timezone !== undefined ? zoneOf(q.timezone) : timezoneForLocation(q.latitude, q.longitude);
    const overrides = Object.fromEntries(members.filter((m) => q[m] !== undefined).map((m) => [m, q[m]]));
    return {
      date: q.date ?? todayIn(timezone, ctx.now),
      latitude: q.latitude,
      longitude: q.longitude,
      timezone,
      conventions: { preset: q.preset ?? 'drik', ...overrides } as VedicConventionsInput,
    };
  },
  cost: fixedCost(PANCHANG_COST_UNITS, 'date'),
  compute: (p) => panchang(p),
});
