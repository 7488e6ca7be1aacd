import type { LabelLocale } from '../schemas/label-locale.js';
import type { AGE_OF_LIFE_NAMES } from '../schemas/time-lords.js';

/**
 * The words of `urania time-lords` in one language (issue 31): the firdaria, decennials, Ptolemy's ages of life and
 * the running lords. The planets come from the label catalogue; dates stay `YYYY-MM-DD`. ICU messages (`formatLabel`).
 */
export interface TimeLordsWords {
  /** `Firdaria ({sect} chart, {variant}):`; `{sect}`: day or night (select); `{variant}`: abuMashar or bonatti (select). */
  readonly firdaria: string;
  /** `age {from}–{to}` after a firdar's dates. */
  readonly ageSpan: string;
  /** `Decennials (from the {first}; order {order}):` */
  readonly decennials: string;
  /** `{months} months` after a decennial's dates (plural). */
  readonly months: string;
  readonly agesOfLife: string;
  /** The seven ages by their identifiers. */
  readonly ages: Readonly<Record<(typeof AGE_OF_LIFE_NAMES)[number], string>>;
  /** The last age's end. */
  readonly endOfLife: string;
  /** `Running at {at}: firdar {firdar}, decennial {decennial}, age of {lord} ({age})` */
  readonly running: string;
}

/** `urania time-lords` in the ten label locales (firdaria, decennials, the ages of Tetrabiblos IV.10). English byte for byte. */
export const TIME_LORDS_WORDS: Readonly<Record<LabelLocale, TimeLordsWords>> = {
  en: {
    firdaria: 'Firdaria ({sect} chart, {variant}):', ageSpan: 'age {from}–{to}',
    decennials: 'Decennials (from the {first}; order {order}):', months: '{months} months',
    agesOfLife: 'Ages of life (Ptolemy, Tetrabiblos IV.10):',
    ages: { infancy: 'infancy', childhood: 'childhood', youth: 'youth', youngManhood: 'youngManhood', manhood: 'manhood', elderhood: 'elderhood', oldAge: 'oldAge' },
    endOfLife: 'end of life',
    running: 'Running at {at}: firdar {firdar}, decennial {decennial}, age of {lord} ({age})',
  },
  es: {
    firdaria: 'Firdaria (carta {sect, select, day {diurna} other {nocturna}}, {variant, select, bonatti {según Bonatti} other {según Abu Ma’shar}}):',
    ageSpan: 'edad {from}–{to}', decennials: 'Decenales (comienzo: {first}; orden {order}):', months: '{months} meses',
    agesOfLife: 'Edades de la vida (Ptolomeo, Tetrabiblos IV.10):',
    ages: { infancy: 'infancia', childhood: 'niñez', youth: 'adolescencia', youngManhood: 'juventud', manhood: 'madurez', elderhood: 'vejez', oldAge: 'decrepitud' },
    endOfLife: 'fin de la vida',
    running: 'En curso el {at}: firdar {firdar}, decenal {decennial}, edad: {lord} ({age})',
  },
  'pt-BR': {
    firdaria: 'Firdaria (mapa {sect, select, day {diurno} other {noturno}}, {variant, select, bonatti {segundo Bonatti} other {segundo Abu Ma’shar}}):',
    ageSpan: 'idade {from}–{to}', decennials: 'Decenais (início: {first}; ordem {order}):', months: '{months} meses',
    agesOfLife: 'Idades da vida (Ptolomeu, Tetrabiblos IV.10):',
    ages: { infancy: 'primeira infância', childhood: 'infância', youth: 'adolescência', youngManhood: 'juventude', manhood: 'maturidade', elderhood: 'velhice', oldAge: 'decrepitude' },
    endOfLife: 'fim da vida',
    running: 'Em curso em {at}: firdar {firdar}, decenal {decennial}, idade: {lord} ({age})',
  },
  fr: {
    firdaria: 'Firdaria (thème {sect, select, day {diurne} other {nocturne}}, {variant, select, bonatti {selon Bonatti} other {selon Abu Ma’shar}}) :',
    ageSpan: 'âge {from}–{to}', decennials: 'Décennies (début : {first} ; ordre {order}) :', months: '{months} mois',
    agesOfLife: 'Âges de la vie (Ptolémée, Tetrabiblos IV.10) :',
    ages: { infancy: 'première enfance', childhood: 'enfance', youth: 'adolescence', youngManhood: 'jeunesse', manhood: 'âge mûr', elderhood: 'vieillesse', oldAge: 'grand âge' },
    endOfLife: 'fin de la vie',
    running: 'En cours le {at} : firdar {firdar}, décennie {decennial}, âge : {lord} ({age})',
  },
  de: {
    firdaria: 'Firdaria ({sect, select, day {Taghoroskop} other {Nachthoroskop}}, {variant, select, bonatti {nach Bonatti} other {nach Abu Ma’schar}}):',
    ageSpan: 'Alter {from}–{to}', decennials: 'Dekaden (Beginn: {first}; Reihenfolge {order}):', months: '{months} Monate',
    agesOfLife: 'Lebensalter (Ptolemäus, Tetrabiblos IV.10):',
    ages: { infancy: 'Säuglingsalter', childhood: 'Kindheit', youth: 'Jugend', youngManhood: 'junges Mannesalter', manhood: 'Mannesalter', elderhood: 'Alter', oldAge: 'Greisenalter' },
    endOfLife: 'Lebensende',
    running: 'Laufend am {at}: Firdar {firdar}, Dekade {decennial}, Lebensalter: {lord} ({age})',
  },
  it: {
    firdaria: 'Firdaria (tema {sect, select, day {diurno} other {notturno}}, {variant, select, bonatti {secondo Bonatti} other {secondo Abu Ma’shar}}):',
    ageSpan: 'età {from}–{to}', decennials: 'Decennali (inizio: {first}; ordine {order}):', months: '{months} mesi',
    agesOfLife: 'Età della vita (Tolomeo, Tetrabiblos IV.10):',
    ages: { infancy: 'prima infanzia', childhood: 'fanciullezza', youth: 'adolescenza', youngManhood: 'giovinezza', manhood: 'virilità', elderhood: 'anzianità', oldAge: 'vecchiaia' },
    endOfLife: 'fine della vita',
    running: 'In corso al {at}: firdar {firdar}, decennale {decennial}, età: {lord} ({age})',
  },
  hi: {
    firdaria: 'फ़िरदारिया ({sect, select, day {दिन की कुंडली} other {रात्रि की कुंडली}}, {variant, select, bonatti {बोनाटी के अनुसार} other {अबू माशर के अनुसार}}):',
    ageSpan: 'आयु {from}–{to}', decennials: 'दशक काल ({first} से; क्रम {order}):', months: '{months} मास',
    agesOfLife: 'जीवन की अवस्थाएँ (टॉलेमी, टेट्राबिब्लोस IV.10):',
    ages: { infancy: 'शैशव', childhood: 'बाल्य', youth: 'किशोरावस्था', youngManhood: 'यौवन', manhood: 'प्रौढ़ावस्था', elderhood: 'वृद्धावस्था', oldAge: 'जरावस्था' },
    endOfLife: 'जीवन का अंत',
    running: '{at} पर चालू: फ़िरदार {firdar}, दशक {decennial}, {lord} की अवस्था ({age})',
  },
  ru: {
    firdaria: 'Фирдарии ({sect, select, day {дневная карта} other {ночная карта}}, {variant, select, bonatti {по Бонатти} other {по Абу Машару}}):',
    ageSpan: 'возраст {from}–{to}', decennials: 'Деценналии (первая: {first}; порядок {order}):',
    months: '{months, plural, one {# месяц} few {# месяца} other {# месяцев}}',
    agesOfLife: 'Возрасты жизни (Птолемей, Тетрабиблос IV.10):',
    ages: { infancy: 'младенчество', childhood: 'детство', youth: 'отрочество', youngManhood: 'юность', manhood: 'зрелость', elderhood: 'пожилой возраст', oldAge: 'старость' },
    endOfLife: 'конец жизни',
    running: 'Действуют на {at}: фирдар {firdar}, деценналия {decennial}, возраст жизни: {lord} ({age})',
  },
  tr: {
    firdaria: 'Firdarlar ({sect, select, day {gündüz haritası} other {gece haritası}}, {variant, select, bonatti {Bonatti’ye göre} other {Ebu Maşer’e göre}}):',
    ageSpan: 'yaş {from}–{to}', decennials: 'On yıllıklar ({first} ile başlayarak; sıra {order}):', months: '{months} ay',
    agesOfLife: 'Hayatın çağları (Batlamyus, Tetrabiblos IV.10):',
    ages: { infancy: 'bebeklik', childhood: 'çocukluk', youth: 'ergenlik', youngManhood: 'gençlik', manhood: 'olgunluk', elderhood: 'yaşlılık', oldAge: 'ihtiyarlık' },
    endOfLife: 'hayatın sonu',
    running: '{at} itibarıyla: firdar {firdar}, on yıllık {decennial}, {lord} çağı ({age})',
  },
  'zh-Hans': {
    firdaria: '法达星限（{sect, select, day {日生盘} other {夜生盘}}，{variant, select, bonatti {依博纳蒂} other {依阿布·马谢尔}}）：',
    ageSpan: '年龄 {from}–{to}', decennials: '十年限（自{first}起；顺序 {order}）：', months: '{months} 个月',
    agesOfLife: '人生七阶段（托勒密，《四书》IV.10）：',
    ages: { infancy: '婴儿期', childhood: '童年', youth: '少年', youngManhood: '青年', manhood: '壮年', elderhood: '中老年', oldAge: '老年' },
    endOfLife: '寿终',
    running: '{at} 时运行：法达 {firdar}，十年限 {decennial}，{lord}主管的人生阶段（{age}）',
  },
};
