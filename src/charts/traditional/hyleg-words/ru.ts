import type { HylegRuleWords } from '../hyleg-rule.js';

/**
 * The hyleg's rules in Russian (docs/i18n/ru.md: хилегиальное место, пренатальная сизигия, Парс Фортуны); the
 * instrumental of the first light («над Солнцем», «над Луной») by `select`.
 */
export const HYLEG_WORDS_RU: HylegRuleWords = {
  ptolemyLight: '{light} в хилегиальном месте {place} по Птолемею',
  ptolemyLord: '{lord}: больше всего отношений господства над {firstKey, select, Sun {Солнцем} other {Луной}}, пренатальной сизигией и {sect, select, day {Асцендентом} other {Парсом Фортуны}}; в хилегиальном месте {place}',
  ptolemyFortune: 'ни светила, ни управителя в хилегиальном месте, ночное рождение после полнолуния: Парс Фортуны',
  ptolemyAscendant: 'ни светила, ни управителя в хилегиальном месте{sect, select, day {} other {, ночное рождение после новолуния}}: Асцендент',
  lillyLight: '{light} в {house}-м доме, хилегиальном доме',
  lillyLord: '{lord}: больше всего эссенциальных достоинств в {sect, select, day {градусе пренатальной сизигии} other {градусе Луны, градусе пренатальной сизигии и Парсе Фортуны}}; в {house}-м доме',
  lillyAscendant: 'ни светила, ни управителя в хилегиальном доме: Асцендент',
};
