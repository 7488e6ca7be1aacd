import type { HylegRuleWords } from '../hyleg-rule.js';

/** The hyleg's rules in Simplified Chinese (docs/i18n/zh-Hans.md): 赋生位置, 赋生宫位, 出生前朔望, 幸运点, 上升点. */
export const HYLEG_WORDS_ZH_HANS: HylegRuleWords = {
  ptolemyLight: '{light}位于托勒密的第{place}赋生位置',
  ptolemyLord: '{lord}：对{first}、出生前朔望及{sect, select, day {上升点} other {幸运点}}拥有最多支配关系，位于第{place}赋生位置',
  ptolemyFortune: '没有发光体或主星位于赋生位置，满月后的夜间出生：幸运点',
  ptolemyAscendant: '没有发光体或主星位于赋生位置{sect, select, day {} other {，新月后的夜间出生}}：上升点',
  lillyLight: '{light}位于第{house}宫，为赋生宫位',
  lillyLord: '{lord}：在{sect, select, day {出生前朔望的度数} other {月亮的度数、出生前朔望的度数及幸运点}}上拥有最多必然尊贵，位于第{house}宫',
  lillyAscendant: '没有发光体或主星位于赋生宫位：上升点',
};
