import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { formatLabel } from '../i18n/format-label.js';
import { VEDIC_WORDS } from '../i18n/vedic-words.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { VedicCompatibilityRequest, type ManglikDosha, type VedicCompatibility } from '../schemas/index.js';
import { ashtakootOf } from '../vedic/ashtakoot.js';
import { manglikDosha, type ManglikFacts } from '../vedic/manglik-dosha.js';
import { PORUTHAM_NAMES, poruthamsOf } from '../vedic/poruthams.js';
import { placeEcho } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { birthYogaChart } from './vedic-yogas.js';

export type { VedicCompatibilityRequest, VedicCompatibility };

function manglikRecord(m: ManglikFacts): ManglikDosha {
  return { ...m, fromAscendant: { ...m.fromAscendant }, fromMoon: { ...m.fromMoon }, fromVenus: { ...m.fromVenus }, cancellations: [...m.cancellations] };
}

/**
 * @summary The Vedic compatibility of two timed births: the ashtakoot (with the named table `variants`), the ten
 * South Indian poruthams, and Manglik matching — the dosha of each chart (tradition `manglik`, default extended,
 * cancellations applied) and the verdict: no-dosha, balanced (both have it: the traditional rule that one cancels
 * the other) or unbalanced. personA takes the groom's side of the tables, personB the bride's. The one-line
 * `summary` is written in `locale` (the ten label languages, default en; issue 31). docs/vedic.md "Matching".
 * @example vedicCompatibility({ personA: a, personB: b }).poruthams.length // 10
 */
export function vedicCompatibility(request: VedicCompatibilityRequest): VedicCompatibility {
  refuseExtraArguments(arguments.length, 1, 'vedicCompatibility(request)', 'vedicCompatibility({ personA: a, personB: b })');
  const r = parseBirthRequest(VedicCompatibilityRequest, request);
  const a = birthYogaChart(r.personA, r.conventions);
  const b = birthYogaChart(r.personB, r.conventions);
  const ashtakoot = ashtakootOf(a.chart.grahas.Moon, b.chart.grahas.Moon, r.variants ?? {});
  const p = poruthamsOf(a.chart.grahas.Moon, b.chart.grahas.Moon);
  const poruthams = PORUTHAM_NAMES.map((name) => ({ name, agreeable: p[name] }));
  const agreeable = poruthams.filter((x) => x.agreeable).length;
  const tradition = r.manglik ?? 'extended';
  const ma = manglikDosha(a.chart, tradition);
  const mb = manglikDosha(b.chart, tradition);
  const verdict = ma.effective === mb.effective ? (ma.effective ? 'balanced' : 'no-dosha') : 'unbalanced';
  return {
    ayanamsa: a.ayanamsa,
    ashtakoot,
    poruthams,
    poruthamsAgreeable: agreeable,
    manglik: { personA: manglikRecord(ma), personB: manglikRecord(mb), verdict },
    summary: summaryIn(r.locale ?? 'en', ashtakoot.total, agreeable, verdict, ma.effective ? 'A' : 'B'),
    ...placeEcho(request),
  };
}

/**
 * The one-line summary in `locale`, from its ICU template (`VEDIC_WORDS`): the ashtakoot points written by
 * `Intl.NumberFormat` (English as JavaScript writes the number, as before), the poruthams by the language's plural
 * rules, the verdict by select (`person` names the one chart with the dosha when unbalanced).
 */
function summaryIn(locale: LabelLocale, total: number, agreeable: number, verdict: 'no-dosha' | 'balanced' | 'unbalanced', person: 'A' | 'B'): string {
  const points = locale === 'en' ? String(total) : new Intl.NumberFormat(locale, { useGrouping: false }).format(total);
  return formatLabel(VEDIC_WORDS[locale].compatibilitySummary, { total: points, agreeable, verdict: verdict === 'no-dosha' ? 'none' : verdict, person }, locale);
}
