import type { HylegRuleWords } from '../hyleg-rule.js';

/** The hyleg's rules in Turkish (docs/i18n/tr.md: hyleg yeri, doğum öncesi sizigi, Şans Noktası, Yükselen). */
export const HYLEG_WORDS_TR: HylegRuleWords = {
  ptolemyLight: '{light}, Batlamyus’un {place}. hyleg yerinde',
  ptolemyLord: '{lord}: {first}, doğum öncesi sizigi ve {sect, select, day {Yükselen} other {Şans Noktası}} üzerinde en çok hâkimiyet ilişkisi; {place}. hyleg yerinde',
  ptolemyFortune: 'hyleg yerinde ne ışık ne yönetici var, dolunaydan sonra gece doğumu: Şans Noktası',
  ptolemyAscendant: 'hyleg yerinde ne ışık ne yönetici var{sect, select, day {} other {, yeni aydan sonra gece doğumu}}: Yükselen',
  lillyLight: '{light} {house}. evde, bir hyleg evinde',
  lillyLord: '{lord}: {sect, select, day {doğum öncesi sizigi derecesi} other {Ay’ın derecesi, doğum öncesi sizigi derecesi ve Şans Noktası}} üzerinde en çok esas yücelik; {house}. evde',
  lillyAscendant: 'hyleg evinde ne ışık ne yönetici var: Yükselen',
};
