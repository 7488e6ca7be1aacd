import type { LabelLocale } from '../schemas/label-locale.js';

/**
 * The table words of `urania harmonic`, `draconic`, `uranian`, `davison` and `marks` in one language (issue 31); the
 * body and sign names come from the label catalogue, the wheels' words from the chart-wheel options' `locale`.
 */
export interface DerivedWords {
  /** `H{n}`: the harmonic longitude's column. */
  readonly harmonicColumns: readonly [body: string, natal: string, harmonic: string, sign: string];
  readonly draconicColumns: readonly [body: string, tropical: string, draconic: string, sign: string];
  readonly uranianColumns: readonly [picture: string, sensitivePoint: string, orb: string];
  readonly relationshipColumns: readonly [body: string, longitude: string, sign: string];
  /** `{instant} at {latitude}, {longitude}`: the relationship chart's moment and place. */
  readonly relationshipTitle: string;
  /** The Aries point (0° Aries) of the planetary pictures, which the label catalogue does not name. */
  readonly ariesPoint: string;
}

/** The derived charts' table words in the ten label locales (the Hamburg school's Planetenbild, sensitiver Punkt…). */
export const DERIVED_WORDS: Readonly<Record<LabelLocale, DerivedWords>> = {
  en: {
    harmonicColumns: ['body', 'natal', 'H{n}', 'sign'], draconicColumns: ['body', 'tropical', 'draconic', 'sign'],
    uranianColumns: ['picture', 'sensitive point', 'orb'], relationshipColumns: ['body', 'longitude', 'sign'],
    relationshipTitle: '{instant} at {latitude}, {longitude}',
    ariesPoint: 'AriesPoint',
  },
  es: {
    harmonicColumns: ['cuerpo', 'natal', 'H{n}', 'signo'], draconicColumns: ['cuerpo', 'tropical', 'dracónico', 'signo'],
    uranianColumns: ['imagen planetaria', 'punto sensible', 'orbe'], relationshipColumns: ['cuerpo', 'longitud', 'signo'],
    relationshipTitle: '{instant} en {latitude}, {longitude}',
    ariesPoint: 'Punto Aries',
  },
  'pt-BR': {
    harmonicColumns: ['corpo', 'natal', 'H{n}', 'signo'], draconicColumns: ['corpo', 'tropical', 'dracônico', 'signo'],
    uranianColumns: ['imagem planetária', 'ponto sensível', 'orbe'], relationshipColumns: ['corpo', 'longitude', 'signo'],
    relationshipTitle: '{instant} em {latitude}, {longitude}',
    ariesPoint: 'Ponto Áries',
  },
  fr: {
    harmonicColumns: ['corps', 'natal', 'H{n}', 'signe'], draconicColumns: ['corps', 'tropical', 'draconique', 'signe'],
    uranianColumns: ['image planétaire', 'point sensible', 'orbe'], relationshipColumns: ['corps', 'longitude', 'signe'],
    relationshipTitle: '{instant} à {latitude}, {longitude}',
    ariesPoint: 'point vernal',
  },
  de: {
    harmonicColumns: ['Körper', 'Radix', 'H{n}', 'Zeichen'], draconicColumns: ['Körper', 'tropisch', 'drakonisch', 'Zeichen'],
    uranianColumns: ['Planetenbild', 'sensitiver Punkt', 'Orbis'], relationshipColumns: ['Körper', 'Länge', 'Zeichen'],
    relationshipTitle: '{instant} bei {latitude}, {longitude}',
    ariesPoint: 'Widderpunkt',
  },
  it: {
    harmonicColumns: ['corpo', 'natale', 'H{n}', 'segno'], draconicColumns: ['corpo', 'tropicale', 'draconico', 'segno'],
    uranianColumns: ['immagine planetaria', 'punto sensibile', 'orbita'], relationshipColumns: ['corpo', 'longitudine', 'segno'],
    relationshipTitle: '{instant} a {latitude}, {longitude}',
    ariesPoint: 'Punto Ariete',
  },
  hi: {
    harmonicColumns: ['ग्रह', 'जन्म', 'H{n}', 'राशि'], draconicColumns: ['ग्रह', 'सायन', 'ड्रेकोनिक', 'राशि'],
    uranianColumns: ['ग्रह-चित्र', 'संवेदी बिंदु', 'दीप्तांश'], relationshipColumns: ['ग्रह', 'भोगांश', 'राशि'],
    relationshipTitle: '{instant}, {latitude}, {longitude}',
    ariesPoint: 'मेष बिंदु',
  },
  ru: {
    harmonicColumns: ['тело', 'натал', 'H{n}', 'знак'], draconicColumns: ['тело', 'тропич.', 'драконич.', 'знак'],
    uranianColumns: ['планетная картина', 'чувствительная точка', 'орбис'], relationshipColumns: ['тело', 'долгота', 'знак'],
    relationshipTitle: '{instant}, {latitude}, {longitude}',
    ariesPoint: 'точка Овна',
  },
  tr: {
    harmonicColumns: ['gök cismi', 'natal', 'H{n}', 'burç'], draconicColumns: ['gök cismi', 'tropikal', 'drakonik', 'burç'],
    uranianColumns: ['gezegen resmi', 'hassas nokta', 'orb'], relationshipColumns: ['gök cismi', 'boylam', 'burç'],
    relationshipTitle: '{instant}, {latitude}, {longitude}',
    ariesPoint: 'Koç noktası',
  },
  'zh-Hans': {
    harmonicColumns: ['天体', '本命', 'H{n}', '星座'], draconicColumns: ['天体', '回归黄道', '龙头黄道', '星座'],
    uranianColumns: ['行星图形', '敏感点', '容许度'], relationshipColumns: ['天体', '黄经', '星座'],
    relationshipTitle: '{instant}，{latitude}，{longitude}',
    ariesPoint: '白羊点',
  },
};
