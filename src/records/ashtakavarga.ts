import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { AshtakavargaRequest, type Ashtakavarga } from '../schemas/ashtakavarga.js';
import { SIGNS } from '../schemas/enums.js';
import { instant, isoString } from '../time/index.js';
import { bhinnashtakavarga, sarvashtakavarga, type AshtakavargaSigns } from '../vedic/ashtakavarga.js';
import { ASHTAKAVARGA_POINTS } from '../vedic/ashtakavarga-tables.js';
import { conventionAyanamsa } from '../vedic/panchang-day.js';
import { positionsIn } from '../vedic/sidereal-positions.js';
import { vedicConventions, type VedicConventionsChoice } from '../vedic/vedic-conventions.js';
import { birthSiderealPoints } from './divisional-chart.js';
import { parseBirthRequest } from './parse-birth-request.js';

export type { AshtakavargaRequest, Ashtakavarga };

const SEVEN = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;

/**
 * @summary The ashtakavarga of a timed birth (BPHS ch. 66–68; B. V. Raman, *Ashtakavarga System of Prediction*): the
 * bhinnashtakavarga of the seven grahas and the Ascendant (bindus by sign and by contributor, after the trikona and
 * ekadhipatya reductions, and the shodhya pinda), the sarvashtakavarga (337 bindus), and given `at` the transit score
 * of each graha (its own bindus, and the sarvashtakavarga's, in the sign it transits). Sidereal signs by
 * `conventions` (default drik).
 * @example ashtakavarga({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }).sarvashtakavarga.total // 337
 */
export function ashtakavarga(request: AshtakavargaRequest): Ashtakavarga {
  refuseExtraArguments(arguments.length, 1, 'ashtakavarga(request)', "ashtakavarga({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(AshtakavargaRequest, request);
  const { ayanamsa, points } = birthSiderealPoints(r.birth, r.conventions);
  const sign = (p: string) => Math.floor(points.find((x) => x.point === p)!.siderealLongitude / 30) % 12;
  const signs = Object.fromEntries(ASHTAKAVARGA_POINTS.map((p) => [p, sign(p)])) as AshtakavargaSigns;
  const bavs = ASHTAKAVARGA_POINTS.map((p) => bhinnashtakavarga(p, signs));
  const sav = sarvashtakavarga(bavs);
  const record: Ashtakavarga = {
    ayanamsa,
    signs: Object.fromEntries(ASHTAKAVARGA_POINTS.map((p) => [p, SIGNS[signs[p]]!])) as Ashtakavarga['signs'],
    bhinnashtakavarga: bavs.map((b) => ({
      point: b.point, bindus: b.bindus, total: b.total,
      contributors: ASHTAKAVARGA_POINTS.map((from) => ({ from, bindus: b.contributors[from] })),
      trikona: b.trikona, ekadhipatya: b.ekadhipatya, rashiPinda: b.rashiPinda, grahaPinda: b.grahaPinda, shodhyaPinda: b.shodhyaPinda,
    })),
    sarvashtakavarga: { bindus: sav, total: sav.reduce((a, b) => a + b, 0) },
  };
  if (r.at === undefined) return record;
  const at = instant(r.at, 'at');
  const c = vedicConventions(r.conventions as VedicConventionsChoice | undefined);
  const now = positionsIn({ at, system: c.ayanamsa, node: c.node, ayanamsaValue: conventionAyanamsa(at.jdTt, c) });
  return {
    ...record,
    transits: {
      at: isoString(at.jdUt, 'second'),
      planets: SEVEN.map((planet) => {
        const lon = now.find((p) => p.planet === planet)!.siderealLongitude;
        const s = Math.floor(lon / 30) % 12;
        return { planet, siderealLongitude: lon, sign: SIGNS[s]!, bindus: bavs.find((b) => b.point === planet)!.bindus[s]!, sarvashtakavarga: sav[s]! };
      }),
    },
  };
}
