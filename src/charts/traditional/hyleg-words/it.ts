import type { HylegRuleWords } from '../hyleg-rule.js';

/** The hyleg's rules in Italian (docs/i18n/it.md: luogo ilegiaco, sizigia prenatale, Parte di Fortuna). */
export const HYLEG_WORDS_IT: HylegRuleWords = {
  ptolemyLight: '{lightKey, select, Sun {il} other {la}} {light} nel luogo ilegiaco {place} di Tolomeo',
  ptolemyLord: '{lord}, con più relazioni di dominio {firstKey, select, Sun {sul} other {sulla}} {first}, sulla sizigia prenatale e {sect, select, day {sull’Ascendente} other {sulla Parte di Fortuna}}, nel luogo ilegiaco {place}',
  ptolemyFortune: 'nessun luminare né signore in un luogo ilegiaco, nascita notturna dopo una luna piena: la Parte di Fortuna',
  ptolemyAscendant: 'nessun luminare né signore in un luogo ilegiaco{sect, select, day {} other {, nascita notturna dopo una luna nuova}}: l’Ascendente',
  lillyLight: '{lightKey, select, Sun {il} other {la}} {light} nella Casa {house}, una casa ilegiaca',
  lillyLord: '{lord}, con più dignità essenziali {sect, select, day {sul grado della sizigia prenatale} other {sul grado della Luna, su quello della sizigia prenatale e sulla Parte di Fortuna}}, nella Casa {house}',
  lillyAscendant: 'nessun luminare né signore in una casa ilegiaca: l’Ascendente',
};
