import type { HylegRuleWords } from '../hyleg-rule.js';

/** The hyleg's rules in German (docs/i18n/de.md: hylegialer Ort, vorgeburtliche Syzygie, Glückspunkt). */
export const HYLEG_WORDS_DE: HylegRuleWords = {
  ptolemyLight: '{lightKey, select, Sun {die} other {der}} {light} im hylegialen Ort {place} nach Ptolemäus',
  ptolemyLord: '{lord}, der Planet mit den meisten Herrschaftsbeziehungen {firstKey, select, Sun {zur} other {zum}} {first}, der vorgeburtlichen Syzygie und {sect, select, day {dem Aszendenten} other {dem Glückspunkt}}, im hylegialen Ort {place}',
  ptolemyFortune: 'kein Licht und kein Herrscher in einem hylegialen Ort, eine Nachtgeburt nach einem Vollmond: der Glückspunkt',
  ptolemyAscendant: 'kein Licht und kein Herrscher in einem hylegialen Ort{sect, select, day {} other {, eine Nachtgeburt nach einem Neumond}}: der Aszendent',
  lillyLight: '{lightKey, select, Sun {die} other {der}} {light} im {house}. Haus, einem hylegialen Haus',
  lillyLord: '{lord}, der Planet mit den meisten essenziellen Würden über {sect, select, day {den Grad der vorgeburtlichen Syzygie} other {den Grad des Mondes, den der vorgeburtlichen Syzygie und den Glückspunkt}}, im {house}. Haus',
  lillyAscendant: 'kein Licht und kein Herrscher in einem hylegialen Haus: der Aszendent',
};
