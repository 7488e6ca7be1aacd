import { refuseExtraArguments } from '../errors/extra-arguments.js';
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
 * the other) or unbalanced. personA takes the groom's side of the tables, personB the bride's. docs/vedic.md
 * "Matching".
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
  const verdictWords = { 'no-dosha': 'no Manglik dosha in either chart', balanced: 'Manglik in both charts (balanced)', unbalanced: `Manglik in ${ma.effective ? 'person A' : 'person B'}'s chart only` }[verdict];
  return {
    ayanamsa: a.ayanamsa,
    ashtakoot,
    poruthams,
    poruthamsAgreeable: agreeable,
    manglik: { personA: manglikRecord(ma), personB: manglikRecord(mb), verdict },
    summary: `Ashtakoot ${ashtakoot.total} of 36; ${agreeable} of the 10 poruthams agree; ${verdictWords}.`,
    ...placeEcho(request),
  };
}
