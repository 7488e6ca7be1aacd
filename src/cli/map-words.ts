import type { LabelLocale } from '../schemas/label-locale.js';

/**
 * The words of `urania astrocartography`, `urania relocate` and `urania places` in one language (issue 31). Body,
 * sign and angle names come from the label catalogues, the places' reasons and countries from
 * `findPlaces(…, { locale })`, the map's words from `astrocartographyMap(…, { locale })`. ICU messages (`formatLabel`).
 */
export interface MapWords {
  /** The astrocartography table's columns. */
  readonly lineColumns: readonly [body: string, mc: string, ic: string, rises: string];
  /** A body that never rises at any latitude of the lines. */
  readonly neverRises: string;
  /** `{from} to {to}`: the latitudes between which a body rises and sets. */
  readonly between: string;
  /** `{count} paran latitudes (--json lists them)`; `{count}` a number (plural). */
  readonly parans: string;
  /** `Relocated to {where} (born at {born})` */
  readonly relocated: string;
  /** The relocated chart's cusps table. */
  readonly cuspColumns: readonly [house: string, cusp: string, sign: string];
  /** `urania places` when nothing matches. */
  readonly noPlace: string;
  /** `{distance} km`, the distance to the nearest place. */
  readonly kilometres: string;
}

/** The map commands' words in the ten label locales (docs/i18n/<locale>.md: MC, IC, Paran, Häuserspitze…). */
export const MAP_WORDS: Readonly<Record<LabelLocale, MapWords>> = {
  en: {
    lineColumns: ['body', 'MC longitude', 'IC longitude', 'rises and sets between latitudes'],
    neverRises: 'never rises',
    between: '{from} to {to}',
    parans: '{count} paran latitudes (--json lists them)',
    relocated: 'Relocated to {where} (born at {born})',
    cuspColumns: ['house', 'cusp', 'sign'],
    noPlace: 'no place of the atlas matches',
    kilometres: '{distance} km',
  },
  es: {
    lineColumns: ['cuerpo', 'longitud MC', 'longitud IC', 'sale y se pone entre las latitudes'],
    neverRises: 'nunca sale',
    between: '{from} a {to}',
    parans: '{count, plural, one {# latitud de paran} other {# latitudes de paran}} (--json las enumera)',
    relocated: 'Carta trasladada a {where} (nacimiento en {born})',
    cuspColumns: ['casa', 'cúspide', 'signo'],
    noPlace: 'ningún lugar del atlas coincide',
    kilometres: '{distance} km',
  },
  'pt-BR': {
    lineColumns: ['corpo', 'longitude MC', 'longitude IC', 'nasce e se põe entre as latitudes'],
    neverRises: 'nunca nasce',
    between: '{from} a {to}',
    parans: '{count, plural, one {# latitude de paran} other {# latitudes de paran}} (--json as lista)',
    relocated: 'Mapa relocado para {where} (nascimento em {born})',
    cuspColumns: ['casa', 'cúspide', 'signo'],
    noPlace: 'nenhum lugar do atlas corresponde',
    kilometres: '{distance} km',
  },
  fr: {
    lineColumns: ['corps', 'longitude MC', 'longitude FC', 'se lève et se couche entre les latitudes'],
    neverRises: 'ne se lève jamais',
    between: '{from} à {to}',
    parans: '{count, plural, one {# latitude de paran} other {# latitudes de paran}} (--json les énumère)',
    relocated: 'Thème relocalisé à {where} (naissance à {born})',
    cuspColumns: ['maison', 'cuspide', 'signe'],
    noPlace: 'aucun lieu de l’atlas ne correspond',
    kilometres: '{distance} km',
  },
  de: {
    lineColumns: ['Körper', 'MC-Länge', 'IC-Länge', 'geht auf und unter zwischen den Breiten'],
    neverRises: 'geht nie auf',
    between: '{from} bis {to}',
    parans: '{count, plural, one {# Paran-Breite} other {# Paran-Breiten}} (--json listet sie auf)',
    relocated: 'Versetzt nach {where} (Geburtsort {born})',
    cuspColumns: ['Haus', 'Spitze', 'Zeichen'],
    noPlace: 'kein Ort des Atlas passt',
    kilometres: '{distance} km',
  },
  it: {
    lineColumns: ['corpo', 'longitudine MC', 'longitudine IC', 'sorge e tramonta tra le latitudini'],
    neverRises: 'non sorge mai',
    between: 'da {from} a {to}',
    parans: '{count, plural, one {# latitudine di paran} other {# latitudini di paran}} (--json le elenca)',
    relocated: 'Tema rilocato a {where} (nascita a {born})',
    cuspColumns: ['casa', 'cuspide', 'segno'],
    noPlace: 'nessun luogo dell’atlante corrisponde',
    kilometres: '{distance} km',
  },
  hi: {
    lineColumns: ['ग्रह', 'दशम भोगांश', 'चतुर्थ भोगांश', 'इन अक्षांशों के बीच उदय और अस्त'],
    neverRises: 'कभी उदय नहीं',
    between: '{from} से {to}',
    parans: '{count} पैरान अक्षांश (--json उनकी सूची देता है)',
    relocated: '{where} के लिए स्थानांतरित कुंडली (जन्म {born} पर)',
    cuspColumns: ['भाव', 'भाव-संधि', 'राशि'],
    noPlace: 'एटलस का कोई स्थान मेल नहीं खाता',
    kilometres: '{distance} किमी',
  },
  ru: {
    lineColumns: ['тело', 'долгота MC', 'долгота IC', 'восходит и заходит между широтами'],
    neverRises: 'никогда не восходит',
    between: 'от {from} до {to}',
    parans: '{count, plural, one {# широта паранов} few {# широты паранов} other {# широт паранов}} (--json перечисляет их)',
    relocated: 'Релокация в {where} (рождение в {born})',
    cuspColumns: ['дом', 'куспид', 'знак'],
    noPlace: 'ни одно место атласа не подходит',
    kilometres: '{distance} км',
  },
  tr: {
    lineColumns: ['gök cismi', 'MC boylamı', 'IC boylamı', 'doğup battığı enlemler'],
    neverRises: 'hiç doğmaz',
    between: '{from} ile {to} arası',
    parans: '{count} paran enlemi (--json hepsini listeler)',
    relocated: '{where} için taşınmış harita (doğum yeri {born})',
    cuspColumns: ['ev', 'ev başlangıcı', 'burç'],
    noPlace: 'atlasta eşleşen yer yok',
    kilometres: '{distance} km',
  },
  'zh-Hans': {
    lineColumns: ['天体', '中天黄经', '天底黄经', '升落的纬度范围'],
    neverRises: '永不升起',
    between: '{from} 至 {to}',
    parans: '{count} 条同时上升纬度（--json 列出）',
    relocated: '迁移至 {where} 的星盘（出生于 {born}）',
    cuspColumns: ['宫位', '宫头', '星座'],
    noPlace: '地图集中没有匹配的地点',
    kilometres: '{distance} 公里',
  },
};
