import { signLordOf } from '../vimshopaka-bala.js';
import { bhavaBalaOf, type BhavaBala, type BhavaExtras } from './bhava-bala.js';
import { cheshtaBala, type LuminaryCheshtaRule } from './cheshta-bala.js';
import { digBala } from './dig-bala.js';
import { drishtiReceived, type DrikRule } from './drik-bala.js';
import {
  ayanaBala, isShadbalaBenefic, kalaLords, nathonnataBala, pakshaBala, tribhagaBala, type KalaBala, type KalaMoment,
} from './kala-bala.js';
import {
  NAISARGIKA_BALA, REQUIRED_RUPAS_TABLES, SHADBALA_GRAHAS,
  type RequiredRupasTable, type SaptavargajaScale, type ShadbalaGraha,
} from './shadbala-tables.js';
import { bhavaOf, sripatiBhavas } from './sripati-bhavas.js';
import { sthanaBala, type SthanaBala } from './sthana-bala.js';
import { yuddhaAdjustments, type YuddhaRule } from './yuddha-bala.js';

/** The chart the numeric core reads: longitudes, declinations and latitudes of the seven, the angles, the moment. */
export interface ShadbalaChart {
  /** Sidereal longitudes, degrees. */
  readonly sidereal: Readonly<Record<ShadbalaGraha, number>>;
  /** Tropical (true, of date) longitudes, degrees: the cheshta kendras and the Sun's chesta kendra. */
  readonly tropical: Readonly<Record<ShadbalaGraha, number>>;
  /** Declinations (kranti) for the ayana bala, degrees north positive. */
  readonly declination: Readonly<Record<ShadbalaGraha, number>>;
  /** Ecliptic latitudes, degrees (north positive): the victor of a planetary war. */
  readonly latitude: Readonly<Record<ShadbalaGraha, number>>;
  /** Sidereal Ascendant and Midheaven, degrees. */
  readonly ascendant: number;
  readonly midheaven: number;
  readonly jdTt: number;
  readonly moment: KalaMoment;
}

/** The named choices where the traditions differ (docs/vedic.md "Shadbala"). */
export interface ShadbalaOptions {
  readonly saptavargaja: SaptavargajaScale;
  readonly drik: DrikRule;
  readonly luminaryCheshta: LuminaryCheshtaRule;
  readonly requiredRupas: RequiredRupasTable;
  readonly bhavaExtras: BhavaExtras;
  /** Yuddha bala: BPHS's plain difference (default) or Raman's difference ÷ the discs' diameters. */
  readonly yuddha: YuddhaRule;
}

/** The defaults: Raman's saptavargaja scale, BPHS's quartered aspects, the ayana/paksha cheshta of the luminaries, BPHS's minimums, no extras, BPHS's yuddha. */
export const DEFAULT_SHADBALA_OPTIONS: ShadbalaOptions = {
  saptavargaja: 'raman', drik: 'quarter', luminaryCheshta: 'ayana-paksha', requiredRupas: 'bphs', bhavaExtras: 'none', yuddha: 'bphs',
};

/** The Shadbala of one graha: the six strengths with their parts (virupas), the totals and the phalas. */
export interface GrahaShadbala {
  readonly graha: ShadbalaGraha;
  readonly bhava: number;
  readonly sthana: SthanaBala;
  readonly dig: number;
  readonly kala: KalaBala;
  readonly cheshta: number;
  readonly naisargika: number;
  readonly drik: number;
  /** Sum of the six, virupas, and in rupas (÷ 60). */
  readonly totalVirupas: number;
  readonly totalRupas: number;
  readonly requiredRupas: number;
  /** totalRupas ÷ requiredRupas: 1 or more is "strong enough" (BPHS ch. 27). */
  readonly ratio: number;
  /** BPHS ch. 28 v. 6 as Raman ch. X works it: ishta = √(uchcha × cheshta), kashta = √((60 − uchcha)(60 − cheshta)). */
  readonly ishtaPhala: number;
  readonly kashtaPhala: number;
}

/** The whole computation: the seven grahas, the twelve bhavas and the facts shared by them. */
export interface ShadbalaResult {
  readonly grahas: readonly GrahaShadbala[];
  readonly bhavas: readonly BhavaBala[];
  readonly lords: ReturnType<typeof kalaLords>;
  readonly wars: ReturnType<typeof yuddhaAdjustments>['wars'];
  readonly benefics: readonly ShadbalaGraha[];
}

/**
 * @summary Shadbala of the seven grahas and Bhava bala of the twelve bhavas of a chart (BPHS ch. 27–28; Raman,
 * *Graha and Bhava Balas*), every part in virupas: the numeric core of the records function `shadbala`.
 */
export function shadbalaOf(chart: ShadbalaChart, options: ShadbalaOptions = DEFAULT_SHADBALA_OPTIONS): ShadbalaResult {
  const bhavas = sripatiBhavas(chart.ascendant, chart.midheaven);
  const rasi = Object.fromEntries(SHADBALA_GRAHAS.map((g) => [g, Math.floor(chart.sidereal[g] / 30) % 12])) as Record<ShadbalaGraha, number>;
  const elongation = ((chart.sidereal.Moon - chart.sidereal.Sun) % 360 + 360) % 360;
  const benefic = (g: ShadbalaGraha) => isShadbalaBenefic(g, elongation, rasi);
  const lords = kalaLords(chart.moment);
  const m = chart.moment;

  const base = SHADBALA_GRAHAS.map((g) => {
    const lon = chart.sidereal[g];
    const bhava = bhavaOf(bhavas, lon);
    const sthana = sthanaBala(g, lon, bhava, rasi, options.saptavargaja);
    const ayana = ayanaBala(g, chart.declination[g]);
    const kalaParts = {
      nathonnata: nathonnataBala(g, m.sunHourAngle),
      paksha: pakshaBala(g, elongation, benefic(g)),
      tribhaga: tribhagaBala(g, m.isDay, m.fractionElapsed),
      abda: lords.abda === g ? 15 : 0,
      masa: lords.masa === g ? 30 : 0,
      vara: lords.vara === g ? 45 : 0,
      hora: lords.hora === g ? 60 : 0,
      ayana,
    };
    const cheshta = cheshtaBala(g, {
      trueTropical: chart.tropical[g], jdTt: chart.jdTt, elongation, sunAyanaUndoubled: g === 'Sun' ? ayana / 2 : 0,
    }, options.luminaryCheshta);
    const drik = drishtiReceived(lon, chart.sidereal, benefic, options.drik, g);
    const kalaBeforeWar = Object.values(kalaParts).reduce((a, b) => a + b, 0);
    const beforeWar = sthana.total + digBala(g, lon, bhavas) + kalaBeforeWar + cheshta + NAISARGIKA_BALA[g] + drik;
    return { g, bhava, sthana, kalaParts, kalaBeforeWar, cheshta, drik, dig: digBala(g, lon, bhavas), beforeWar };
  });

  const { adjustment, wars } = yuddhaAdjustments(chart.sidereal, chart.latitude, Object.fromEntries(base.map((b) => [b.g, b.beforeWar])) as Record<ShadbalaGraha, number>, options.yuddha);
  const required = REQUIRED_RUPAS_TABLES[options.requiredRupas];
  const grahas: GrahaShadbala[] = base.map((b) => {
    const yuddha = adjustment[b.g];
    const kala: KalaBala = { ...b.kalaParts, yuddha, total: b.kalaBeforeWar + yuddha };
    const naisargika = NAISARGIKA_BALA[b.g];
    const totalVirupas = b.sthana.total + b.dig + kala.total + b.cheshta + naisargika + b.drik;
    const totalRupas = totalVirupas / 60;
    const u = b.sthana.uchcha;
    const c = Math.min(60, Math.max(0, b.cheshta));
    return {
      graha: b.g, bhava: b.bhava, sthana: b.sthana, dig: b.dig, kala, cheshta: b.cheshta, naisargika, drik: b.drik,
      totalVirupas, totalRupas, requiredRupas: required[b.g], ratio: totalRupas / required[b.g],
      ishtaPhala: Math.sqrt(u * c), kashtaPhala: Math.sqrt((60 - u) * (60 - c)),
    };
  });
  const totals = Object.fromEntries(grahas.map((x) => [x.graha, x.totalVirupas])) as Record<ShadbalaGraha, number>;
  const bhavaBalas = bhavaBalaOf({
    bhavas, sidereal: chart.sidereal, totals, benefic, drik: options.drik, extras: options.bhavaExtras,
    lordOf: (sign) => signLordOf(sign) as ShadbalaGraha,
  });
  return { grahas, bhavas: bhavaBalas, lords, wars, benefics: SHADBALA_GRAHAS.filter(benefic) };
}
