import type { HylegRuleWords } from '../hyleg-rule.js';

/** The hyleg's rules in Spanish (docs/i18n/es.md: lugar hilegíaco, sicigia prenatal, Parte de la Fortuna). */
export const HYLEG_WORDS_ES: HylegRuleWords = {
  ptolemyLight: '{lightKey, select, Sun {el} other {la}} {light} en el lugar hilegíaco {place} de Ptolomeo',
  ptolemyLord: '{lord}, con más relaciones de dominio sobre {firstKey, select, Sun {el} other {la}} {first}, la sicigia prenatal y {sect, select, day {el Ascendente} other {la Parte de la Fortuna}}, en el lugar hilegíaco {place}',
  ptolemyFortune: 'ninguna luminaria ni regente en un lugar hilegíaco, nacimiento nocturno tras una luna llena: la Parte de la Fortuna',
  ptolemyAscendant: 'ninguna luminaria ni regente en un lugar hilegíaco{sect, select, day {} other {, nacimiento nocturno tras una luna nueva}}: el Ascendente',
  lillyLight: '{lightKey, select, Sun {el} other {la}} {light} en la Casa {house}, una casa hilegíaca',
  lillyLord: '{lord}, con más dignidades esenciales sobre {sect, select, day {el grado de la sicigia prenatal} other {el grado de la Luna, el de la sicigia prenatal y la Parte de la Fortuna}}, en la Casa {house}',
  lillyAscendant: 'ninguna luminaria ni regente en una casa hilegíaca: el Ascendente',
};
