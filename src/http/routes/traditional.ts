import { Type } from 'typebox';
import {
  antiscia, antisciaConnections, arabicParts, birthDataInput, natalChart, placeBodies, profection, TECHNIQUE_BODIES,
  temperament, zodiacalReleasing,
} from '../../charts/index.js';
import {
  AntisciaRequest, AntisciaResponse, ArabicPart, Profection, ProfectionRequest, Temperament, TraditionalChartRequest,
  ZodiacalReleasingHttpRequest, ZodiacalReleasingPeriod, type HouseSystem, type NatalChartResponse, type TimedBirthData,
} from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';

/**
 * Traditional (Hellenistic and medieval) techniques of a birth. Lots, profections, releasing and temperament need
 * the Ascendant and the sect, hence a birth time (`TimedBirthData`); antiscia need only the positions.
 */

const TIMED_BIRTH = '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}';

/**
 * @summary The natal chart of a timed birth: the birth data is checked first so that every error names its
 * member under `birth.` (`birth.birthDate`, …).
 */
export function timedNatalChart(birth: TimedBirthData, houseSystem?: HouseSystem): NatalChartResponse {
  birthDataInput(birth, 'birth');
  return natalChart({ ...birth, ...(houseSystem === undefined ? {} : { houseSystem }) });
}

/** `POST /traditional/lots`: the seven Hermetic lots. */
export const LOTS_ROUTE = defineRoute<TraditionalChartRequest, TraditionalChartRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/traditional/lots',
  tag: 'Traditional',
  summary: 'Hermetic lots (Arabic parts) of a birth',
  description:
    'Fortune, Spirit, Eros, Necessity, Courage, Victory and Nemesis (Paulus Alexandrinus), each cast from the Ascendant with the day formula or its night reversal, with the formula used.',
  body: TraditionalChartRequest,
  response: Type.Array(ArabicPart, { description: 'The seven lots, in Paulus’ order.' }),
  example: `{"birth":${TIMED_BIRTH}}`,
  compute: (r) => arabicParts(timedNatalChart(r.birth, r.houseSystem)),
});

/** `POST /traditional/profection`: the annual profection at an instant. */
export const PROFECTION_ROUTE = defineRoute<ProfectionRequest, ProfectionRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/traditional/profection',
  tag: 'Traditional',
  summary: 'Annual profection of a birth at a date',
  description: 'Completed years of age at `at`, the activated house and sign (whole signs from the Ascendant) and the lord of the year.',
  body: ProfectionRequest,
  response: Profection,
  example: `{"birth":${TIMED_BIRTH},"at":"2024-07-15"}`,
  compute: (r) => profection(timedNatalChart(r.birth), r.at),
});

/** `POST /traditional/zodiacal-releasing`: zodiacal releasing from the Lot of Fortune or Spirit. */
export const ZODIACAL_RELEASING_ROUTE = defineRoute<ZodiacalReleasingHttpRequest, ZodiacalReleasingHttpRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/traditional/zodiacal-releasing',
  tag: 'Traditional',
  summary: 'Zodiacal releasing from a lot of a birth',
  description:
    'Periods of the signs from the lot (Fortune, default, or Spirit), nested to `levels` (1 to 3, default 2), over `years` from birth (default 100, at most 120), with the peak periods (angular to Fortune) and the loosing of the bond (Vettius Valens).',
  body: ZodiacalReleasingHttpRequest,
  response: Type.Array(ZodiacalReleasingPeriod, { description: 'The periods in time order, each followed by its sub-periods.' }),
  example: `{"birth":${TIMED_BIRTH},"lot":"Spirit","levels":1}`,
  compute: (r) => {
    const chart = timedNatalChart(r.birth);
    const lots = arabicParts(chart);
    const lotOf = (name: string) => lots.find((l) => l.name === name)!.longitude;
    return zodiacalReleasing({
      lot: lotOf(r.lot ?? 'Fortune'),
      fortune: lotOf('Fortune'),
      birth: chart.instant!,
      ...(r.levels === undefined ? {} : { levels: r.levels }),
      ...(r.years === undefined ? {} : { years: r.years }),
    });
  },
});

/** `POST /traditional/antiscia`: antiscia of the natal bodies and the connections they make. */
export const ANTISCIA_ROUTE = defineRoute<AntisciaRequest, AntisciaRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/traditional/antiscia',
  tag: 'Traditional',
  summary: 'Antiscia of a birth',
  description:
    'Antiscion (mirror across Cancer–Capricorn) and contra-antiscion (across Aries–Libra) of the ten planets, Chiron and the true North Node, and the pairs where a body stands on another’s (contra-)antiscion within `orb` (default 1°). The birth time is optional (noon without it).',
  body: AntisciaRequest,
  response: AntisciaResponse,
  example: `{"birth":${TIMED_BIRTH}}`,
  compute: (r) => {
    const birth = birthDataInput(r.birth, 'birth');
    const placed = placeBodies(TECHNIQUE_BODIES, birth.civil.instant);
    return { antiscia: antiscia(placed), connections: antisciaConnections(placed, r.orb ?? 1) };
  },
});

/** `POST /traditional/temperament`: the temperament from the four qualities. */
export const TEMPERAMENT_ROUTE = defineRoute<TraditionalChartRequest, TraditionalChartRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/traditional/temperament',
  tag: 'Traditional',
  summary: 'Temperament of a birth',
  description:
    'Points of hot, cold, wet and dry from the rising sign, the lord of the Ascendant, planets aspecting the Ascendant and the Moon, the Moon’s sign and phase and the season (after Lilly), and the two leading temperaments.',
  body: TraditionalChartRequest,
  response: Temperament,
  example: `{"birth":${TIMED_BIRTH}}`,
  compute: (r) => temperament(timedNatalChart(r.birth, r.houseSystem)),
});
