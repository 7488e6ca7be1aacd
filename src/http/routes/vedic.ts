import { Type } from 'typebox';
import { birthDataInput } from '../../charts/index.js';
import { bodyPosition } from '../../ephemeris/index.js';
import { UraniaError } from '../../errors/index.js';
import {
  AshtakootRequest, AshtakootScore, DashaPeriod, DashaRequest, Nakshatra, NakshatraQuery, VedicAspectResult,
  VedicChartRequest, type BirthData,
} from '../../schemas/index.js';
import { ashtakoot, nakshatra, siderealPositions, vedicAspects, vimshottariDasha } from '../../vedic/index.js';
import { ayanamsa, type AyanamsaSystem } from '../../zodiac/index.js';
import { normalizeDegrees } from '../../units/index.js';
import { defineRoute } from '../route-definition.js';
import { instantParam, todayIn, zoneOf } from './params.js';

const BIRTH = '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}';

/** @summary The birth instant of a birth record (local wall-clock time at the birth place), errors under `field`. */
function birthInstant(birth: BirthData, field: string) {
  return birthDataInput(birth, field).civil.instant;
}

/** `POST /vedic/chart`: sidereal positions of the nine grahas and their drishti at a birth. */
export const VEDIC_CHART_ROUTE = defineRoute<VedicChartRequest, VedicChartRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/vedic/chart',
  tag: 'Vedic',
  summary: 'Sidereal positions and graha drishti of a birth',
  description:
    'Tropical and sidereal longitudes of the nine grahas (ayanamsa default Lahiri; Rahu the mean node unless node is true, Ketu opposite) with sign and nakshatra, and the graha drishti between them with sputa-drishti strength.',
  body: VedicChartRequest,
  response: VedicAspectResult,
  example: `{"birth":${BIRTH}}`,
  compute: (r) =>
    vedicAspects(birthInstant(r.birth, 'birth'), {
      ...(r.ayanamsa === undefined ? {} : { ayanamsa: r.ayanamsa }),
      ...(r.node === undefined ? {} : { node: r.node }),
      ...(r.nodeAspects === undefined ? {} : { nodeAspects: r.nodeAspects }),
    }),
});

type NakshatraParams = { longitude: number } | { at: string; body: NonNullable<NakshatraQuery['body']>; ayanamsa: AyanamsaSystem };

/** The parameters that only apply to the date form of `/vedic/nakshatra`. */
const DATE_FORM_ONLY = ['date', 'timezone', 'body', 'ayanamsa'] as const;

/** `GET /vedic/nakshatra`: the nakshatra and pada of a sidereal longitude, or of a graha at a date. */
export const NAKSHATRA_ROUTE = defineRoute<NakshatraQuery, NakshatraParams>({
  method: 'GET',
  url: '/vedic/nakshatra',
  tag: 'Vedic',
  summary: 'Nakshatra of a sidereal longitude or of a graha at a date',
  description:
    'Either `longitude` (sidereal degrees) alone, or `date` (default today, 00:00 local in `timezone`) with `body` (a graha, default Moon) and `ayanamsa` (default Lahiri): the nakshatra, its pada and facts.',
  querystring: NakshatraQuery,
  response: Nakshatra,
  example: 'date=2024-03-20T12:00:00Z&body=Moon',
  prepare: (q, ctx) => {
    if (q.longitude !== undefined) {
      const extra = DATE_FORM_ONLY.find((k) => q[k] !== undefined);
      if (extra !== undefined) {
        throw new UraniaError('INVALID_ARGUMENT', `${extra} does not apply with longitude (give longitude alone, or date with body)`, {
          field: extra, received: q[extra], allowed: 'longitude alone, or date/timezone/body/ayanamsa without longitude',
        });
      }
      return { longitude: q.longitude };
    }
    const tz = zoneOf(q.timezone);
    return { at: instantParam(q.date ?? todayIn(tz, ctx.now), tz), body: q.body ?? 'Moon', ayanamsa: q.ayanamsa ?? 'Lahiri' };
  },
  compute: (p) => {
    if ('longitude' in p) return nakshatra(p.longitude);
    const graha = siderealPositions(p.at, { ayanamsa: p.ayanamsa }).find((g) => g.planet === p.body)!;
    return nakshatra(graha.siderealLongitude);
  },
});

/** @summary The sidereal Moon of a birth (apparent tropical Moon minus the true ayanamsa). */
function siderealMoon(birth: BirthData, field: string, system: AyanamsaSystem): number {
  const at = birthInstant(birth, field);
  return normalizeDegrees(bodyPosition('Moon', at).longitude - ayanamsa(system, at));
}

/** `POST /vedic/ashtakoot`: the eight-fold compatibility of two births. */
export const ASHTAKOOT_ROUTE = defineRoute<AshtakootRequest, AshtakootRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/vedic/ashtakoot',
  tag: 'Vedic',
  summary: 'Ashtakoot (guna milan) score of two births',
  description:
    'The eight kootas (36 points) from the sidereal Moons of the two births; personA takes the groom’s side of the varna, vashya and gana tables, personB the bride’s. No dosha cancellation is applied.',
  body: AshtakootRequest,
  response: AshtakootScore,
  example: `{"personA":${BIRTH},"personB":{"birthDate":"1992-03-02","birthTime":"08:10","latitude":19.076,"longitude":72.8777}}`,
  compute: (r) => {
    const system = r.ayanamsa ?? 'Lahiri';
    return ashtakoot(siderealMoon(r.personA, 'personA', system), siderealMoon(r.personB, 'personB', system));
  },
});

/** `POST /vedic/dasha`: the Vimshottari dasha periods of a birth. */
export const DASHA_ROUTE = defineRoute<DashaRequest, DashaRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/vedic/dasha',
  tag: 'Vedic',
  summary: 'Vimshottari dasha periods of a birth',
  description:
    'The nine mahadashas from the birth (balance from the sidereal Moon’s nakshatra, ayanamsa default Lahiri), nested to `levels` (1 to 3, default 2: antardashas; 3: pratyantardashas). Years of 365.25 days.',
  body: DashaRequest,
  response: Type.Array(DashaPeriod, { description: 'The mahadashas in time order, with their sub-periods.' }),
  example: `{"birth":${BIRTH},"levels":2}`,
  compute: (r) =>
    vimshottariDasha({
      birth: birthInstant(r.birth, 'birth'),
      ...(r.levels === undefined ? {} : { levels: r.levels }),
      ...(r.ayanamsa === undefined ? {} : { ayanamsa: r.ayanamsa }),
    }),
});
