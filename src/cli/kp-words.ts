import type { LabelLocale } from '../schemas/label-locale.js';

/**
 * The words of `urania kp` in one language (issue 31). The grahas, nakshatras, signs and the Ascendant come from the
 * label catalogue, the record's warnings from `kpChart(…, { locale })`. ICU messages (`formatLabel`).
 */
export interface KpWords {
  /** `KP chart, {houses} houses, {ayanamsa} ayanamsa {value}°{nodes, select, agents {, nodes as agents} other {}}` */
  readonly title: string;
  readonly columns: readonly [longitude: string, nakshatra: string, sign: string, star: string, sub: string, subSub: string];
  /** `Cusp {house}`: a cusp's row. */
  readonly cusp: string;
  /** `house {house}`: after a graha's lords. */
  readonly inHouse: string;
  /** The heading of the significators. */
  readonly significators: string;
  /** `House {house}`: a house's significators (`{house}` padded). */
  readonly house: string;
  /** `Ruling planets: day {day}; {ascendant} {asc}; {moon} {moonLords} (sign/star/sub)` */
  readonly ruling: string;
}

/** `urania kp` in the ten label locales (Krishnamurti's terms: star lord, sub lord; Sternherr, Sub-Herr…). English byte for byte. */
export const KP_WORDS: Readonly<Record<LabelLocale, KpWords>> = {
  en: {
    title: 'KP chart, {houses} houses, {ayanamsa} ayanamsa {value}°{nodes, select, agents {, nodes as agents} other {}}',
    columns: ['longitude', 'nakshatra', 'sign', 'star', 'sub', 'sub-sub'],
    cusp: 'Cusp {house}', inHouse: 'house {house}', significators: 'Significators (level 1 · 2 · 3 · 4)', house: 'House {house}',
    ruling: 'Ruling planets: day {day}; {ascendant} {asc}; {moon} {moonLords} (sign/star/sub)',
  },
  es: {
    title: 'Carta KP, casas {houses}, ayanamsa {ayanamsa} {value}°{nodes, select, agents {, nodos como agentes} other {}}',
    columns: ['longitud', 'nakshatra', 'signo', 'estrella', 'sub', 'sub-sub'],
    cusp: 'Cúspide {house}', inHouse: 'casa {house}', significators: 'Significadores (nivel 1 · 2 · 3 · 4)', house: 'Casa {house}',
    ruling: 'Planetas regentes: día {day}; {ascendant} {asc}; {moon} {moonLords} (signo/estrella/sub)',
  },
  'pt-BR': {
    title: 'Mapa KP, casas {houses}, ayanamsa {ayanamsa} {value}°{nodes, select, agents {, nodos como agentes} other {}}',
    columns: ['longitude', 'nakshatra', 'signo', 'estrela', 'sub', 'sub-sub'],
    cusp: 'Cúspide {house}', inHouse: 'casa {house}', significators: 'Significadores (nível 1 · 2 · 3 · 4)', house: 'Casa {house}',
    ruling: 'Planetas regentes: dia {day}; {ascendant} {asc}; {moon} {moonLords} (signo/estrela/sub)',
  },
  fr: {
    title: 'Thème KP, maisons {houses}, ayanamsa {ayanamsa} {value}°{nodes, select, agents {, nœuds comme agents} other {}}',
    columns: ['longitude', 'nakshatra', 'signe', 'étoile', 'sub', 'sub-sub'],
    cusp: 'Cuspide {house}', inHouse: 'maison {house}', significators: 'Significateurs (niveau 1 · 2 · 3 · 4)', house: 'Maison {house}',
    ruling: 'Planètes régissantes : jour {day} ; {ascendant} {asc} ; {moon} {moonLords} (signe/étoile/sub)',
  },
  de: {
    title: 'KP-Horoskop, Häuser {houses}, Ayanamsa {ayanamsa} {value}°{nodes, select, agents {, Knoten als Agenten} other {}}',
    columns: ['Länge', 'Nakshatra', 'Zeichen', 'Stern', 'Sub', 'Sub-Sub'],
    cusp: 'Spitze {house}', inHouse: 'Haus {house}', significators: 'Signifikatoren (Stufe 1 · 2 · 3 · 4)', house: 'Haus {house}',
    ruling: 'Herrschende Planeten: Tag {day}; {ascendant} {asc}; {moon} {moonLords} (Zeichen/Stern/Sub)',
  },
  it: {
    title: 'Tema KP, case {houses}, ayanamsa {ayanamsa} {value}°{nodes, select, agents {, nodi come agenti} other {}}',
    columns: ['longitudine', 'nakshatra', 'segno', 'stella', 'sub', 'sub-sub'],
    cusp: 'Cuspide {house}', inHouse: 'casa {house}', significators: 'Significatori (livello 1 · 2 · 3 · 4)', house: 'Casa {house}',
    ruling: 'Pianeti reggenti: giorno {day}; {ascendant} {asc}; {moon} {moonLords} (segno/stella/sub)',
  },
  hi: {
    title: 'केपी कुंडली, {houses} भाव, अयनांश {ayanamsa} {value}°{nodes, select, agents {, राहु-केतु प्रतिनिधि के रूप में} other {}}',
    columns: ['भोगांश', 'नक्षत्र', 'राशीश', 'नक्षत्रेश', 'उपेश', 'उप-उपेश'],
    cusp: 'भाव {house}', inHouse: 'भाव {house}', significators: 'कारक ग्रह (स्तर 1 · 2 · 3 · 4)', house: 'भाव {house}',
    ruling: 'शासक ग्रह: वार {day}; {ascendant} {asc}; {moon} {moonLords} (राशि/नक्षत्र/उप)',
  },
  ru: {
    title: 'Карта KP, дома {houses}, айанамса {ayanamsa} {value}°{nodes, select, agents {, узлы как агенты} other {}}',
    columns: ['долгота', 'накшатра', 'знак', 'звезда', 'суб', 'суб-суб'],
    cusp: 'Куспид {house}', inHouse: 'дом {house}', significators: 'Сигнификаторы (уровень 1 · 2 · 3 · 4)', house: 'Дом {house}',
    ruling: 'Управляющие планеты: день {day}; {ascendant} {asc}; {moon} {moonLords} (знак/звезда/суб)',
  },
  tr: {
    title: 'KP haritası, {houses} evleri, ayanamsa {ayanamsa} {value}°{nodes, select, agents {, düğümler temsilci olarak} other {}}',
    columns: ['boylam', 'nakshatra', 'burç', 'yıldız', 'alt', 'alt-alt'],
    cusp: 'Ev başı {house}', inHouse: 'ev {house}', significators: 'Göstergeler (seviye 1 · 2 · 3 · 4)', house: 'Ev {house}',
    ruling: 'Yönetici gezegenler: gün {day}; {ascendant} {asc}; {moon} {moonLords} (burç/yıldız/alt)',
  },
  'zh-Hans': {
    title: 'KP 星盘，{houses} 宫制，岁差 {ayanamsa} {value}°{nodes, select, agents {，交点作为代理} other {}}',
    columns: ['黄经', '月宿', '星座主', '星宿主', '子主', '子子主'],
    cusp: '宫头 {house}', inHouse: '第 {house} 宫', significators: '征象星（层级 1 · 2 · 3 · 4）', house: '第 {house} 宫',
    ruling: '主宰行星：日主 {day}；{ascendant} {asc}；{moon} {moonLords}（星座/星宿/子）',
  },
};
