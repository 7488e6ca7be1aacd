import type { VedicWords } from '../vedic-words.js';

/** Simplified Chinese words of the Vedic records: the yoni animals and the matching summary (glossary: docs/i18n/zh-Hans.md). */
export const VEDIC_WORDS_ZH_HANS: VedicWords = {
  yoni: {
    Horse: '马', Elephant: '象', Sheep: '羊', Serpent: '蛇', Dog: '狗', Cat: '猫', Rat: '鼠', Cow: '牛', Buffalo: '水牛',
    Tiger: '虎', Deer: '鹿', Monkey: '猴', Mongoose: '獴', Lion: '狮',
  },
  compatibilitySummary:
    '八项配对（Ashtakoot）得{total}分，满分36；十项配对（Porutham）中{agreeable}项相合；{verdict, select, none {双方命盘均无火星缺陷（Manglik）} balanced {双方命盘均有火星缺陷（Manglik），彼此平衡} other {仅{person}方命盘有火星缺陷（Manglik）}}。',
};
