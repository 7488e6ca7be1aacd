import { Type, type Static } from 'typebox';
import { TimedBirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { SIGNS } from './enums.js';
import { houseNumber, longitudeDeg, nonNegative, oneOf, text } from './fields.js';
import { VedicConventionsInput } from './panchang.js';

/** Shadbala and Bhava bala of a timed birth (`shadbala`; docs/vedic.md "Shadbala and Bhava bala"). */

export const SHADBALA_GRAHA_NAMES = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
export const SAPTAVARGAJA_SCALE_NAMES = ['raman', 'bphs'] as const;
export const DRIK_RULE_NAMES = ['quarter', 'raman'] as const;
export const LUMINARY_CHESHTA_NAMES = ['ayana-paksha', 'kendra'] as const;
export const AYANA_RULE_NAMES = ['kranti', 'declination'] as const;
export const REQUIRED_RUPAS_NAMES = ['bphs', 'raman'] as const;
export const BHAVA_EXTRAS_NAMES = ['none', 'occupants'] as const;
export const YUDDHA_RULE_NAMES = ['bphs', 'raman'] as const;
export const SAPTAVARGA_DIGNITY_NAMES = ['moolatrikona', 'own', 'great-friend', 'friend', 'neutral', 'enemy', 'great-enemy'] as const;

const virupas = (description: string) => Type.Number({ description: `${description} Virupas (shashtiamsas; 60 to a rupa).` });

export const ShadbalaRequest = closedObject('Request for the Shadbala and Bhava bala of a timed birth.', {
  birth: TimedBirthData,
  conventions: Type.Optional(VedicConventionsInput),
  saptavargaja: Type.Optional(oneOf(SAPTAVARGAJA_SCALE_NAMES, 'Saptavargaja virupas: raman (45, 30, 22.5, 15, 7.5, 3.75, 1.875; default) or bphs (45, 30, 20, 15, 10, 4, 2).')),
  drik: Type.Optional(oneOf(DRIK_RULE_NAMES, 'Drik bala: quarter (every aspect ÷ 4, BPHS; default) or raman (Jupiter’s and Mercury’s aspects whole).')),
  luminaryCheshta: Type.Optional(oneOf(LUMINARY_CHESHTA_NAMES, 'Cheshta bala of the Sun and Moon: ayana-paksha (their ayana and paksha balas; default) or kendra (BPHS ch. 28 chesta kendras).')),
  ayana: Type.Optional(oneOf(AYANA_RULE_NAMES, 'Declination of the ayana bala: kranti (of the ecliptic point; default) or declination (the true one, latitude included).')),
  requiredRupas: Type.Optional(oneOf(REQUIRED_RUPAS_NAMES, 'Minimum Shadbala table: bphs (Sun 5 rupas; default) or raman (Sun 6.5).')),
  bhavaExtras: Type.Optional(oneOf(BHAVA_EXTRAS_NAMES, 'Bhava bala extras: none (default) or occupants (+60 for Jupiter or Mercury in the bhava, −60 for the Sun, Mars or Saturn).')),
  yuddha: Type.Optional(oneOf(YUDDHA_RULE_NAMES, 'Yuddha bala (planetary war): bphs (the difference of the two totals moved to the victor; default) or raman (that difference ÷ the difference of the two discs\' diameters).')),
});
export type ShadbalaRequest = Static<typeof ShadbalaRequest>;

export const GrahaShadbalaRecord = closedObject('The Shadbala of one graha: the six strengths and their parts, the totals, the minimum and the phalas.', {
  graha: oneOf(SHADBALA_GRAHA_NAMES, 'The graha.'),
  siderealLongitude: longitudeDeg('Its sidereal longitude.'),
  bhava: houseNumber('Its bhava (Sripati: sandhis halfway between the madhyas).'),
  sthana: closedObject('Sthana bala (positional) and its five parts.', {
    uchcha: virupas('Uchcha bala: arc from the deep debilitation point ÷ 3.'),
    saptavargaja: virupas('Saptavargaja bala: dignity in the seven vargas.'),
    vargaDignities: Type.Array(oneOf(SAPTAVARGA_DIGNITY_NAMES, 'Dignity.'), { minItems: 7, maxItems: 7, description: 'Its dignity in D1, D2, D3, D7, D9, D12, D30.' }),
    ojhayugmarasyamsa: virupas('Ojhayugmarasyamsa bala: 15 for the sign, 15 for the navamsa.'),
    kendradi: virupas('Kendradi bala: 60, 30 or 15.'),
    drekkana: virupas('Drekkana bala: 0 or 15.'),
    total: virupas('Sum of the five.'),
  }),
  dig: virupas('Dig bala (directional), 0–60.'),
  kala: closedObject('Kala bala (temporal) and its nine parts.', {
    nathonnata: virupas('Nathonnata (diurnal/nocturnal).'), paksha: virupas('Paksha (lunar fortnight); the Moon’s doubled.'),
    tribhaga: virupas('Tribhaga (thirds of day and night).'), abda: virupas('Abda (lord of the year): 15 or 0.'),
    masa: virupas('Masa (lord of the month): 30 or 0.'), vara: virupas('Vara (lord of the weekday): 45 or 0.'),
    hora: virupas('Hora (lord of the hour): 60 or 0.'), ayana: virupas('Ayana (declination); the Sun’s doubled.'),
    yuddha: virupas('Yuddha (planetary war): gained or lost.'), total: virupas('Sum of the nine.'),
  }),
  cheshta: virupas('Cheshta bala (motional), 0–60.'),
  naisargika: virupas('Naisargika bala (natural), fixed.'),
  drik: virupas('Drik bala (aspectual): benefic aspects minus malefic ones.'),
  totalVirupas: virupas('The six summed.'),
  totalRupas: Type.Number({ description: 'The six summed, rupas.' }),
  requiredRupas: nonNegative('The minimum the graha needs, rupas.'),
  ratio: Type.Number({ description: 'totalRupas ÷ requiredRupas; 1 or more: strong enough.' }),
  ishtaPhala: virupas('Ishta phala: √(uchcha × cheshta), 0–60.'),
  kashtaPhala: virupas('Kashta phala: √((60 − uchcha)(60 − cheshta)), 0–60.'),
});
export type GrahaShadbalaRecord = Static<typeof GrahaShadbalaRecord>;

export const BhavaBalaRecord = closedObject('The Bhava bala of one bhava and its parts.', {
  bhava: houseNumber('The bhava.'),
  madhya: longitudeDeg('Its madhya (mid-point), sidereal.'),
  sign: oneOf(SIGNS, 'The sign of the madhya.'),
  lord: oneOf(SHADBALA_GRAHA_NAMES, 'The lord of that sign.'),
  adhipati: virupas('Bhavadhipati bala: the lord’s Shadbala.'),
  dig: virupas('Bhava dig bala, 0–60.'),
  drishti: virupas('Bhava drishti bala: aspects on the madhya.'),
  extras: virupas('The occupants rule when asked (else 0).'),
  totalVirupas: virupas('The parts summed.'),
  totalRupas: Type.Number({ description: 'The parts summed, rupas.' }),
});
export type BhavaBalaRecord = Static<typeof BhavaBalaRecord>;

export const Shadbala = closedObject('Shadbala of the seven grahas and Bhava bala of the twelve bhavas of a birth.', {
  ayanamsa: closedObject('The ayanamsa used.', { system: text('Its name.'), value: Type.Number({ description: 'Its value at birth, degrees.' }) }),
  options: closedObject('The rules used where the traditions differ.', {
    saptavargaja: oneOf(SAPTAVARGAJA_SCALE_NAMES, 'Saptavargaja scale.'), drik: oneOf(DRIK_RULE_NAMES, 'Drik rule.'),
    luminaryCheshta: oneOf(LUMINARY_CHESHTA_NAMES, 'Cheshta of the luminaries.'), ayana: oneOf(AYANA_RULE_NAMES, 'Ayana declination.'),
    requiredRupas: oneOf(REQUIRED_RUPAS_NAMES, 'Minimum table.'), bhavaExtras: oneOf(BHAVA_EXTRAS_NAMES, 'Bhava extras.'),
    yuddha: oneOf(YUDDHA_RULE_NAMES, 'Yuddha rule.'),
  }),
  lords: closedObject('The lords of the kala bala.', {
    abda: oneOf(SHADBALA_GRAHA_NAMES, 'Lord of the (360-day) year.'), masa: oneOf(SHADBALA_GRAHA_NAMES, 'Lord of the (30-day) month.'),
    vara: oneOf(SHADBALA_GRAHA_NAMES, 'Lord of the weekday (from sunrise).'), hora: oneOf(SHADBALA_GRAHA_NAMES, 'Lord of the hour.'),
  }),
  benefics: Type.Array(oneOf(SHADBALA_GRAHA_NAMES, 'A graha.'), { description: 'The grahas counted benefic in paksha and drik bala.' }),
  wars: Type.Array(closedObject('A planetary war.', {
    victor: oneOf(SHADBALA_GRAHA_NAMES, 'The victor (further north).'), vanquished: oneOf(SHADBALA_GRAHA_NAMES, 'The vanquished.'),
    separation: nonNegative('Their distance in longitude, degrees (under 1).'), virupas: nonNegative('Virupas moved from the vanquished to the victor.'),
  }), { description: 'Planetary wars (grahas within 1°).' }),
  grahas: Type.Array(GrahaShadbalaRecord, { description: 'Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn.' }),
  bhavas: Type.Array(BhavaBalaRecord, { description: 'Bhavas 1 … 12.' }),
});
export type Shadbala = Static<typeof Shadbala>;
