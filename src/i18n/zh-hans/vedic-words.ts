import type { VedicWords } from '../vedic-words.js';

/** Simplified Chinese words of the Vedic records: the yoni animals, the nakshatra symbols and the matching summary (glossary: docs/i18n/zh-Hans.md). */
export const VEDIC_WORDS_ZH_HANS: VedicWords = {
  yoni: {
    Horse: '马', Elephant: '象', Sheep: '羊', Serpent: '蛇', Dog: '狗', Cat: '猫', Rat: '鼠', Cow: '牛', Buffalo: '水牛',
    Tiger: '虎', Deer: '鹿', Monkey: '猴', Mongoose: '獴', Lion: '狮',
  },
  symbols: {
    Ashwini: '马头',
    Bharani: '约尼（子宫）',
    Krittika: '剃刀（火焰）',
    Rohini: '战车（牛车）',
    Mrigashira: '鹿头',
    Ardra: '泪滴（宝石）',
    Punarvasu: '弓与箭袋',
    Pushya: '牛乳房（花）',
    Ashlesha: '盘绕的蛇',
    Magha: '王座',
    'Purva Phalguni': '床的前腿',
    'Uttara Phalguni': '床的后腿',
    Hasta: '手',
    Chitra: '璀璨的宝石',
    Swati: '风中嫩芽',
    Vishakha: '凯旋门',
    Anuradha: '莲花',
    Jyeshtha: '圆形护身符（伞）',
    Mula: '一束树根',
    'Purva Ashadha': '簸箕（象牙）',
    'Uttara Ashadha': '床板（象牙）',
    Shravana: '耳朵（三个脚印）',
    Dhanishta: '鼓（双面鼓）',
    Shatabhisha: '空心圆',
    'Purva Bhadrapada': '灵床的前腿（剑）',
    'Uttara Bhadrapada': '灵床的后腿（双胞胎）',
    Revati: '鱼（鼓）',
  },
  compatibilitySummary:
    '八项配对（Ashtakoot）得{total}分，满分36；十项配对（Porutham）中{agreeable}项相合；{verdict, select, none {双方命盘均无火星缺陷（Manglik）} balanced {双方命盘均有火星缺陷（Manglik），彼此平衡} other {仅{person}方命盘有火星缺陷（Manglik）}}。',
};
