import type { LabelLocale } from '../schemas/label-locale.js';

/**
 * The headings and words of `urania chart`'s tables in one language (issue 31). The names of signs, bodies, angles and
 * aspects come from the label catalogues (src/i18n/<locale>/labels.ts); these are the rest. Templates are ICU messages
 * (`formatLabel`).
 */
export interface ChartWords {
  /** `Natal chart: {date} at {place}, {houseSystem}, {zodiac}` */
  readonly title: string;
  /** After a date without a time: ` (no time: noon, no houses)` (with its leading space). */
  readonly noTime: string;
  readonly tropical: string;
  /** `sidereal, {ayanamsa} ayanamsa {value}°` */
  readonly sidereal: string;
  readonly positionColumns: readonly [body: string, sign: string, degree: string, longitude: string, house: string, retrograde: string];
  readonly houseColumns: readonly [house: string, sign: string, degree: string, cusp: string];
  readonly aspectColumns: readonly [body1: string, aspect: string, body2: string, orb: string, phase: string];
  readonly applying: string;
  readonly separating: string;
  /** `Elements: fire {fire}, earth {earth}, air {air}, water {water} (dominant {dominant})`; {dominant} an element word. */
  readonly elements: string;
  /** `Modalities: cardinal {cardinal}, fixed {fixed}, mutable {mutable} (dominant {dominant})`. */
  readonly modalities: string;
  /** The dominant element's name (`Fire` … in English, as the record writes it). */
  readonly elementNames: { readonly Fire: string; readonly Earth: string; readonly Air: string; readonly Water: string };
  readonly modalityNames: { readonly Cardinal: string; readonly Fixed: string; readonly Mutable: string };
}

/**
 * `urania chart`'s words in the ten label locales, in each language's astrological terms (docs/i18n/<locale>.md:
 * Casa, Maison, Haus, दशा…). English is the output as it was before the catalogues, byte for byte.
 */
export const CHART_WORDS: Readonly<Record<LabelLocale, ChartWords>> = {
  en: {
    title: 'Natal chart: {date} at {place}, {houseSystem}, {zodiac}',
    noTime: ' (no time: noon, no houses)',
    tropical: 'tropical',
    sidereal: 'sidereal, {ayanamsa} ayanamsa {value}°',
    positionColumns: ['body', 'sign', 'degree', 'longitude', 'house', 'Rx'],
    houseColumns: ['house', 'sign', 'degree', 'cusp'],
    aspectColumns: ['body 1', 'aspect', 'body 2', 'orb°', 'phase'],
    applying: 'applying',
    separating: 'separating',
    elements: 'Elements: fire {fire}, earth {earth}, air {air}, water {water} (dominant {dominant})',
    modalities: 'Modalities: cardinal {cardinal}, fixed {fixed}, mutable {mutable} (dominant {dominant})',
    elementNames: { Fire: 'Fire', Earth: 'Earth', Air: 'Air', Water: 'Water' },
    modalityNames: { Cardinal: 'Cardinal', Fixed: 'Fixed', Mutable: 'Mutable' },
  },
  es: {
    title: 'Carta natal: {date} en {place}, {houseSystem}, {zodiac}',
    noTime: ' (sin hora: mediodía, sin casas)',
    tropical: 'tropical',
    sidereal: 'sideral, ayanamsa {ayanamsa} {value}°',
    positionColumns: ['cuerpo', 'signo', 'grado', 'longitud', 'casa', 'R'],
    houseColumns: ['casa', 'signo', 'grado', 'cúspide'],
    aspectColumns: ['cuerpo 1', 'aspecto', 'cuerpo 2', 'orbe°', 'fase'],
    applying: 'aplicativo',
    separating: 'separativo',
    elements: 'Elementos: fuego {fire}, tierra {earth}, aire {air}, agua {water} (domina {dominant})',
    modalities: 'Modalidades: cardinal {cardinal}, fija {fixed}, mutable {mutable} (domina {dominant})',
    elementNames: { Fire: 'fuego', Earth: 'tierra', Air: 'aire', Water: 'agua' },
    modalityNames: { Cardinal: 'cardinal', Fixed: 'fija', Mutable: 'mutable' },
  },
  'pt-BR': {
    title: 'Mapa natal: {date} em {place}, {houseSystem}, {zodiac}',
    noTime: ' (sem hora: meio-dia, sem casas)',
    tropical: 'tropical',
    sidereal: 'sideral, ayanamsa {ayanamsa} {value}°',
    positionColumns: ['corpo', 'signo', 'grau', 'longitude', 'casa', 'R'],
    houseColumns: ['casa', 'signo', 'grau', 'cúspide'],
    aspectColumns: ['corpo 1', 'aspecto', 'corpo 2', 'orbe°', 'fase'],
    applying: 'aplicativo',
    separating: 'separativo',
    elements: 'Elementos: fogo {fire}, terra {earth}, ar {air}, água {water} (predomina {dominant})',
    modalities: 'Modalidades: cardinal {cardinal}, fixa {fixed}, mutável {mutable} (predomina {dominant})',
    elementNames: { Fire: 'fogo', Earth: 'terra', Air: 'ar', Water: 'água' },
    modalityNames: { Cardinal: 'cardinal', Fixed: 'fixa', Mutable: 'mutável' },
  },
  fr: {
    title: 'Thème natal : {date} à {place}, {houseSystem}, {zodiac}',
    noTime: ' (sans heure : midi, sans maisons)',
    tropical: 'tropical',
    sidereal: 'sidéral, ayanamsa {ayanamsa} {value}°',
    positionColumns: ['corps', 'signe', 'degré', 'longitude', 'maison', 'R'],
    houseColumns: ['maison', 'signe', 'degré', 'cuspide'],
    aspectColumns: ['corps 1', 'aspect', 'corps 2', 'orbe°', 'phase'],
    applying: 'appliquant',
    separating: 'séparant',
    elements: 'Éléments : feu {fire}, terre {earth}, air {air}, eau {water} (dominante {dominant})',
    modalities: 'Modes : cardinal {cardinal}, fixe {fixed}, mutable {mutable} (dominante {dominant})',
    elementNames: { Fire: 'feu', Earth: 'terre', Air: 'air', Water: 'eau' },
    modalityNames: { Cardinal: 'cardinal', Fixed: 'fixe', Mutable: 'mutable' },
  },
  de: {
    title: 'Geburtshoroskop: {date} in {place}, {houseSystem}, {zodiac}',
    noTime: ' (ohne Uhrzeit: Mittag, ohne Häuser)',
    tropical: 'tropisch',
    sidereal: 'siderisch, Ayanamsa {ayanamsa} {value}°',
    positionColumns: ['Körper', 'Zeichen', 'Grad', 'Länge', 'Haus', 'R'],
    houseColumns: ['Haus', 'Zeichen', 'Grad', 'Spitze'],
    aspectColumns: ['Körper 1', 'Aspekt', 'Körper 2', 'Orbis°', 'Phase'],
    applying: 'applikativ',
    separating: 'separativ',
    elements: 'Elemente: Feuer {fire}, Erde {earth}, Luft {air}, Wasser {water} (vorherrschend {dominant})',
    modalities: 'Qualitäten: kardinal {cardinal}, fix {fixed}, veränderlich {mutable} (vorherrschend {dominant})',
    elementNames: { Fire: 'Feuer', Earth: 'Erde', Air: 'Luft', Water: 'Wasser' },
    modalityNames: { Cardinal: 'kardinal', Fixed: 'fix', Mutable: 'veränderlich' },
  },
  it: {
    title: 'Tema natale: {date} a {place}, {houseSystem}, {zodiac}',
    noTime: ' (senza ora: mezzogiorno, senza case)',
    tropical: 'tropicale',
    sidereal: 'siderale, ayanamsa {ayanamsa} {value}°',
    positionColumns: ['corpo', 'segno', 'grado', 'longitudine', 'casa', 'R'],
    houseColumns: ['casa', 'segno', 'grado', 'cuspide'],
    aspectColumns: ['corpo 1', 'aspetto', 'corpo 2', 'orbita°', 'fase'],
    applying: 'applicativo',
    separating: 'separativo',
    elements: 'Elementi: fuoco {fire}, terra {earth}, aria {air}, acqua {water} (dominante {dominant})',
    modalities: 'Modalità: cardinale {cardinal}, fisso {fixed}, mobile {mutable} (dominante {dominant})',
    elementNames: { Fire: 'fuoco', Earth: 'terra', Air: 'aria', Water: 'acqua' },
    modalityNames: { Cardinal: 'cardinale', Fixed: 'fisso', Mutable: 'mobile' },
  },
  hi: {
    title: 'जन्म कुंडली: {date}, {place}, {houseSystem}, {zodiac}',
    noTime: ' (समय नहीं: दोपहर, भाव नहीं)',
    tropical: 'सायन',
    sidereal: 'निरयण, अयनांश {ayanamsa} {value}°',
    positionColumns: ['ग्रह', 'राशि', 'अंश', 'भोगांश', 'भाव', 'व'],
    houseColumns: ['भाव', 'राशि', 'अंश', 'भाव-संधि'],
    aspectColumns: ['ग्रह 1', 'दृष्टि', 'ग्रह 2', 'दीप्तांश°', 'दिशा'],
    applying: 'निकट आता',
    separating: 'दूर जाता',
    elements: 'तत्त्व: अग्नि {fire}, पृथ्वी {earth}, वायु {air}, जल {water} (प्रधान {dominant})',
    modalities: 'स्वभाव: चर {cardinal}, स्थिर {fixed}, द्विस्वभाव {mutable} (प्रधान {dominant})',
    elementNames: { Fire: 'अग्नि', Earth: 'पृथ्वी', Air: 'वायु', Water: 'जल' },
    modalityNames: { Cardinal: 'चर', Fixed: 'स्थिर', Mutable: 'द्विस्वभाव' },
  },
  ru: {
    title: 'Натальная карта: {date}, {place}, {houseSystem}, {zodiac}',
    noTime: ' (без времени: полдень, без домов)',
    tropical: 'тропический',
    sidereal: 'сидерический, айанамса {ayanamsa} {value}°',
    positionColumns: ['тело', 'знак', 'градус', 'долгота', 'дом', 'R'],
    houseColumns: ['дом', 'знак', 'градус', 'куспид'],
    aspectColumns: ['тело 1', 'аспект', 'тело 2', 'орбис°', 'фаза'],
    applying: 'сходящийся',
    separating: 'расходящийся',
    elements: 'Стихии: огонь {fire}, земля {earth}, воздух {air}, вода {water} (преобладает {dominant})',
    modalities: 'Кресты: кардинальный {cardinal}, фиксированный {fixed}, мутабельный {mutable} (преобладает {dominant})',
    elementNames: { Fire: 'огонь', Earth: 'земля', Air: 'воздух', Water: 'вода' },
    modalityNames: { Cardinal: 'кардинальный', Fixed: 'фиксированный', Mutable: 'мутабельный' },
  },
  tr: {
    title: 'Doğum haritası: {date}, {place}, {houseSystem}, {zodiac}',
    noTime: ' (saat yok: öğle, ev yok)',
    tropical: 'tropikal',
    sidereal: 'sidereal, ayanamsa {ayanamsa} {value}°',
    positionColumns: ['gök cismi', 'burç', 'derece', 'boylam', 'ev', 'R'],
    houseColumns: ['ev', 'burç', 'derece', 'ev başlangıcı'],
    aspectColumns: ['gök cismi 1', 'açı', 'gök cismi 2', 'orb°', 'evre'],
    applying: 'yaklaşan',
    separating: 'ayrılan',
    elements: 'Elementler: ateş {fire}, toprak {earth}, hava {air}, su {water} (baskın {dominant})',
    modalities: 'Nitelikler: öncü {cardinal}, sabit {fixed}, değişken {mutable} (baskın {dominant})',
    elementNames: { Fire: 'ateş', Earth: 'toprak', Air: 'hava', Water: 'su' },
    modalityNames: { Cardinal: 'öncü', Fixed: 'sabit', Mutable: 'değişken' },
  },
  'zh-Hans': {
    title: '本命盘：{date}，{place}，{houseSystem}，{zodiac}',
    noTime: '（无时间：按正午，无宫位）',
    tropical: '回归黄道',
    sidereal: '恒星黄道，岁差 {ayanamsa} {value}°',
    positionColumns: ['天体', '星座', '度数', '黄经', '宫位', '逆'],
    houseColumns: ['宫位', '星座', '度数', '宫头'],
    aspectColumns: ['天体 1', '相位', '天体 2', '容许度°', '状态'],
    applying: '入相',
    separating: '出相',
    elements: '元素：火 {fire}，土 {earth}，风 {air}，水 {water}（主导：{dominant}）',
    modalities: '模式：基本 {cardinal}，固定 {fixed}，变动 {mutable}（主导：{dominant}）',
    elementNames: { Fire: '火', Earth: '土', Air: '风', Water: '水' },
    modalityNames: { Cardinal: '基本', Fixed: '固定', Mutable: '变动' },
  },
};
