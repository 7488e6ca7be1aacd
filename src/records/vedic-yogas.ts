import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { VEDIC_FACTS_WORDS, VEDIC_FACTS_WORDS_FAMILY } from '../report/vedic-facts-words.js';
import { SIGNS } from '../schemas/enums.js';
import { familyUse } from '../text/text-family.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { VedicYogasRequest, type VedicYogas } from '../schemas/vedic-yogas.js';
import type { Graha } from '../vedic/graha-relationships.js';
import type { YogaChart } from '../vedic/yoga-evaluator.js';
import { YOGA_RULES } from '../vedic/yoga-rules.js';
import { yogasOf } from '../vedic/yogas-of.js';
import { placeEcho } from './birth-place.js';
import { birthSiderealPoints } from './divisional-chart.js';
import { parseBirthRequest } from './parse-birth-request.js';

export type { VedicYogasRequest, VedicYogas };

/** @summary The yoga chart (lagna and nine grahas, sidereal) of a parsed timed birth, with its ayanamsa. */
export function birthYogaChart(birth: VedicYogasRequest['birth'], conventions: unknown): { chart: YogaChart; ayanamsa: VedicYogas['ayanamsa'] } {
  const { ayanamsa, points } = birthSiderealPoints(birth as never, conventions);
  const at = (p: string) => points.find((x) => x.point === p)!.siderealLongitude;
  const grahas = Object.fromEntries(points.filter((p) => p.point !== 'Ascendant').map((p) => [p.point, p.siderealLongitude])) as Record<Graha, number>;
  return { chart: { lagna: at('Ascendant'), grahas }, ayanamsa };
}

/**
 * @summary The classical yogas present in a timed birth chart: the catalogue of src/vedic/yoga-rules.ts (the five
 * Mahapurusha yogas, the lunar and solar yogas, Gajakesari, Raja, Dhana, Vipareeta and Parivartana yogas, Neecha
 * Bhanga, Kala Sarpa, the 32 Nabhasa yogas…), each with its rule, its classical source and the grahas that form it.
 * Sidereal positions by `conventions` (default drik); whole-sign houses from the lagna. With a `locale`, each rule and
 * source reads in that language (`VEDIC_FACTS_WORDS`, the Vedic report's own; issue 31), and what has no translation
 * yet reads English and is named in `warnings`; without one, the catalogue's English. docs/vedic.md "Yogas".
 * @example vedicYogas({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }).catalogueSize // 79
 */
export function vedicYogas(request: VedicYogasRequest): VedicYogas {
  refuseExtraArguments(arguments.length, 1, 'vedicYogas(request)', "vedicYogas({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(VedicYogasRequest, request);
  const { chart, ayanamsa } = birthYogaChart(r.birth, r.conventions);
  const quoted = r.locale === undefined ? undefined : VEDIC_FACTS_WORDS[r.locale].yogas;
  const record: VedicYogas = {
    ayanamsa,
    lagna: { sign: SIGNS[Math.floor(chart.lagna / 30) % 12]!, longitude: chart.lagna },
    catalogueSize: YOGA_RULES.length,
    yogas: yogasOf(chart).map(({ rule, grahas }) => {
      const words = quoted?.[rule.id] ?? rule;
      return { id: rule.id, name: rule.name, group: rule.group, nature: rule.nature, rule: words.rule, source: words.source, grahas: [...grahas] };
    }),
    ...placeEcho(request),
  };
  return r.locale === undefined ? record : withTextWarnings(r.locale, record, [familyUse(VEDIC_FACTS_WORDS_FAMILY, r.locale)]);
}
