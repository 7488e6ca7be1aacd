import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { SIGNS } from '../schemas/enums.js';
import { ShadbalaRequest, type Shadbala } from '../schemas/shadbala.js';
import { conventionAyanamsa } from '../vedic/panchang-day.js';
import { shadbalaChart } from '../vedic/shadbala/shadbala-chart.js';
import { DEFAULT_SHADBALA_OPTIONS, shadbalaOf, type ShadbalaOptions } from '../vedic/shadbala/shadbala-of.js';
import { vedicConventions, type VedicConventionsChoice } from '../vedic/vedic-conventions.js';
import { ayanamsaLabel } from '../zodiac/ayanamsa.js';
import { birthMoment } from './birth-moment.js';
import { parseBirthRequest } from './parse-birth-request.js';

export type { ShadbalaRequest, Shadbala };

/**
 * @summary Shadbala and Bhava bala of a timed birth (BPHS ch. 27–28, Santhanam; B. V. Raman, *Graha and Bhava
 * Balas*): the six strengths of the seven grahas with every part in virupas (sthana: uchcha, saptavargaja,
 * ojhayugmarasyamsa, kendradi, drekkana; dig; kala: nathonnata, paksha, tribhaga, abda, masa, vara, hora, ayana,
 * yuddha; cheshta; naisargika; drik), the totals in rupas against the classical minimum and their ratio, the ishta and
 * kashta phalas; and the bhava bala of the twelve Sripati bhavas (bhavadhipati, dig, drishti). Where the traditions
 * differ a named option chooses (docs/vedic.md "Shadbala and Bhava bala"). Sidereal places by `conventions`
 * (default drik). INVALID_ARGUMENT naming `birth.latitude` where the Sun neither rises nor sets around the birth.
 * @example shadbala({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }).grahas[0].naisargika // 60
 */
export function shadbala(request: ShadbalaRequest): Shadbala {
  refuseExtraArguments(arguments.length, 1, 'shadbala(request)', "shadbala({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(ShadbalaRequest, request);
  const c = vedicConventions(r.conventions as VedicConventionsChoice | undefined);
  const birth = birthMoment(r.birth, 'birth').birth;
  const ayanamsa = conventionAyanamsa(birth.at.jdTt, c);
  const ayana = r.ayana ?? 'kranti';
  const options: ShadbalaOptions = {
    saptavargaja: r.saptavargaja ?? DEFAULT_SHADBALA_OPTIONS.saptavargaja,
    drik: r.drik ?? DEFAULT_SHADBALA_OPTIONS.drik,
    luminaryCheshta: r.luminaryCheshta ?? DEFAULT_SHADBALA_OPTIONS.luminaryCheshta,
    requiredRupas: r.requiredRupas ?? DEFAULT_SHADBALA_OPTIONS.requiredRupas,
    bhavaExtras: r.bhavaExtras ?? DEFAULT_SHADBALA_OPTIONS.bhavaExtras,
    yuddha: r.yuddha ?? DEFAULT_SHADBALA_OPTIONS.yuddha,
  };
  const chart = shadbalaChart(birth.at, birth.latitude, birth.longitude, ayanamsa, c.sunrise, ayana);
  const result = shadbalaOf(chart, options);
  return {
    ayanamsa: { system: ayanamsaLabel(c.ayanamsa), value: ayanamsa },
    options: { ...options, ayana },
    lords: result.lords,
    benefics: [...result.benefics],
    wars: result.wars.map((w) => ({ ...w })),
    grahas: result.grahas.map((g) => ({
      graha: g.graha, siderealLongitude: chart.sidereal[g.graha], bhava: g.bhava,
      sthana: { ...g.sthana, vargaDignities: [...g.sthana.vargaDignities] }, dig: g.dig, kala: { ...g.kala },
      cheshta: g.cheshta, naisargika: g.naisargika, drik: g.drik, totalVirupas: g.totalVirupas, totalRupas: g.totalRupas,
      requiredRupas: g.requiredRupas, ratio: g.ratio, ishtaPhala: g.ishtaPhala, kashtaPhala: g.kashtaPhala,
    })),
    bhavas: result.bhavas.map((b) => ({ ...b, sign: SIGNS[Math.floor(b.madhya / 30) % 12]! })),
  };
}
