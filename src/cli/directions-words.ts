import type { LabelLocale } from '../schemas/label-locale.js';

/**
 * The words of `urania directions` in one language (issue 31). The promissors, aspects and significators come from
 * the label catalogue (bodies, aspects, angles, lots). ICU messages (`formatLabel`). English byte for byte.
 */
export interface DirectionsWords {
  /** `Primary directions ({method}, {motion}{latitude, select, yes { with latitude} other {}}, key {key}; RAMC {ramc}°)` */
  readonly title: string;
  readonly methods: Readonly<Record<'placidus' | 'regiomontanus', string>>;
  readonly motions: Readonly<Record<'zodiacal' | 'mundane', string>>;
  readonly keys: Readonly<Record<'naibod' | 'ptolemy' | 'solarArc', string>>;
  /** date (UT), age, direction, sense, arc */
  readonly columns: readonly [string, string, string, string, string];
  readonly senses: Readonly<Record<'direct' | 'converse', string>>;
}

/** `urania directions` in the ten label locales (docs/i18n/<locale>.md: direct, converse, Naibod's key). */
export const DIRECTIONS_WORDS: Readonly<Record<LabelLocale, DirectionsWords>> = {
  en: {
    title: 'Primary directions ({method}, {motion}{latitude, select, yes { with latitude} other {}}, key {key}; RAMC {ramc}°)',
    methods: { placidus: 'placidus', regiomontanus: 'regiomontanus' }, motions: { zodiacal: 'zodiacal', mundane: 'mundane' },
    keys: { naibod: 'naibod', ptolemy: 'ptolemy', solarArc: 'solarArc' },
    columns: ['date (UT)', 'age', 'direction', 'sense', 'arc'], senses: { direct: 'direct', converse: 'converse' },
  },
  es: {
    title: 'Direcciones primarias ({method}, {motion}{latitude, select, yes { con latitud} other {}}, clave {key}; RAMC {ramc}°)',
    methods: { placidus: 'Plácido', regiomontanus: 'Regiomontano' }, motions: { zodiacal: 'zodiacales', mundane: 'mundanas' },
    keys: { naibod: 'de Naibod', ptolemy: 'de Ptolomeo', solarArc: 'del arco solar' },
    columns: ['fecha (UT)', 'edad', 'dirección', 'sentido', 'arco'], senses: { direct: 'directa', converse: 'conversa' },
  },
  'pt-BR': {
    title: 'Direções primárias ({method}, {motion}{latitude, select, yes { com latitude} other {}}, chave {key}; RAMC {ramc}°)',
    methods: { placidus: 'Plácido', regiomontanus: 'Regiomontano' }, motions: { zodiacal: 'zodiacais', mundane: 'mundanas' },
    keys: { naibod: 'de Naibod', ptolemy: 'de Ptolomeu', solarArc: 'do arco solar' },
    columns: ['data (UT)', 'idade', 'direção', 'sentido', 'arco'], senses: { direct: 'direta', converse: 'conversa' },
  },
  fr: {
    title: 'Directions primaires ({method}, {motion}{latitude, select, yes { avec la latitude} other {}}, clé {key} ; RAMC {ramc}°)',
    methods: { placidus: 'Placidus', regiomontanus: 'Regiomontanus' }, motions: { zodiacal: 'zodiacales', mundane: 'mondaines' },
    keys: { naibod: 'de Naibod', ptolemy: 'de Ptolémée', solarArc: 'de l’arc solaire' },
    columns: ['date (UT)', 'âge', 'direction', 'sens', 'arc'], senses: { direct: 'directe', converse: 'converse' },
  },
  de: {
    title: 'Primärdirektionen ({method}, {motion}{latitude, select, yes { mit Breite} other {}}, Schlüssel {key}; RAMC {ramc}°)',
    methods: { placidus: 'Placidus', regiomontanus: 'Regiomontanus' }, motions: { zodiacal: 'zodiakal', mundane: 'mundan' },
    keys: { naibod: 'Naibod', ptolemy: 'Ptolemäus', solarArc: 'Sonnenbogen' },
    columns: ['Datum (UT)', 'Alter', 'Direktion', 'Richtung', 'Bogen'], senses: { direct: 'direkt', converse: 'konvers' },
  },
  it: {
    title: 'Direzioni primarie ({method}, {motion}{latitude, select, yes { con latitudine} other {}}, chiave {key}; RAMC {ramc}°)',
    methods: { placidus: 'Placido', regiomontanus: 'Regiomontano' }, motions: { zodiacal: 'zodiacali', mundane: 'mondane' },
    keys: { naibod: 'di Naibod', ptolemy: 'di Tolomeo', solarArc: 'dell’arco solare' },
    columns: ['data (UT)', 'età', 'direzione', 'senso', 'arco'], senses: { direct: 'diretta', converse: 'conversa' },
  },
  hi: {
    title: 'प्राथमिक दिशाएँ ({method}, {motion}{latitude, select, yes {, शर की गणना सहित} other {}}, कुंजी {key}; RAMC {ramc}°)',
    methods: { placidus: 'प्लासिडस', regiomontanus: 'रेजियोमोंटेनस' }, motions: { zodiacal: 'राशिचक्रीय', mundane: 'भौमिक' },
    keys: { naibod: 'नाइबॉड', ptolemy: 'टॉलेमी', solarArc: 'सूर्य चाप' },
    columns: ['तिथि (UT)', 'आयु', 'दिशा', 'गति', 'चाप'], senses: { direct: 'मार्गी', converse: 'विपरीत' },
  },
  ru: {
    title: 'Первичные дирекции ({method}, {motion}{latitude, select, yes { с широтой} other {}}, ключ {key}; RAMC {ramc}°)',
    methods: { placidus: 'Плацидус', regiomontanus: 'Региомонтан' }, motions: { zodiacal: 'зодиакальные', mundane: 'мунданные' },
    keys: { naibod: 'Найбода', ptolemy: 'Птолемея', solarArc: 'солнечной дуги' },
    columns: ['дата (UT)', 'возраст', 'дирекция', 'направление', 'дуга'], senses: { direct: 'прямая', converse: 'обратная' },
  },
  tr: {
    title: 'Birincil direksiyonlar ({method}, {motion}{latitude, select, yes {, enlem ile} other {}}, anahtar {key}; RAMC {ramc}°)',
    methods: { placidus: 'Placidus', regiomontanus: 'Regiomontanus' }, motions: { zodiacal: 'zodyakal', mundane: 'mundan' },
    keys: { naibod: 'Naibod', ptolemy: 'Batlamyus', solarArc: 'güneş yayı' },
    columns: ['tarih (UT)', 'yaş', 'direksiyon', 'yön', 'yay'], senses: { direct: 'düz', converse: 'ters' },
  },
  'zh-Hans': {
    title: '主限推运（{method}，{motion}{latitude, select, yes {，含黄纬} other {}}，换算 {key}；RAMC {ramc}°）',
    methods: { placidus: '普拉西度', regiomontanus: '雷格蒙塔努斯' }, motions: { zodiacal: '黄道', mundane: '天球' },
    keys: { naibod: '奈博德', ptolemy: '托勒密', solarArc: '太阳弧' },
    columns: ['日期 (UT)', '年龄', '推运', '方向', '弧'], senses: { direct: '顺行', converse: '逆推' },
  },
};
