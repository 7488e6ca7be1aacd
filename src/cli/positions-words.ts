import type { LabelLocale } from '../schemas/label-locale.js';

/** The headings of `urania positions` in one language: the title line, the columns, the note on bodies left out. */
export interface PositionsWords {
  /** `Positions at {at} (apparent, tropical, true equinox of date)` */
  readonly title: string;
  readonly columns: readonly [body: string, sign: string, degree: string, longitude: string, latitude: string, speed: string];
  /** `Not computed at this date (outside their data's years): {bodies}.` */
  readonly omitted: string;
}

/**
 * The positions table's headings in the ten label locales (issue 31; the terms of docs/i18n/<locale>.md: Länge and
 * Breite, долгота and широта, 黄经 and 黄纬). English is the output as it was before the catalogues.
 */
export const POSITIONS_WORDS: Readonly<Record<LabelLocale, PositionsWords>> = {
  en: { title: 'Positions at {at} (apparent, tropical, true equinox of date)', columns: ['body', 'sign', 'degree', 'longitude', 'latitude', 'speed°/d'], omitted: 'Not computed at this date (outside their data\'s years): {bodies}.' },
  es: { title: 'Posiciones el {at} (aparentes, tropicales, equinoccio verdadero de la fecha)', columns: ['cuerpo', 'signo', 'grado', 'longitud', 'latitud', 'velocidad °/d'], omitted: 'No calculados en esta fecha (fuera de los años de sus datos): {bodies}.' },
  'pt-BR': { title: 'Posições em {at} (aparentes, tropicais, equinócio verdadeiro da data)', columns: ['corpo', 'signo', 'grau', 'longitude', 'latitude', 'velocidade °/d'], omitted: 'Não calculados nesta data (fora dos anos de seus dados): {bodies}.' },
  fr: { title: 'Positions le {at} (apparentes, tropicales, équinoxe vrai de la date)', columns: ['corps', 'signe', 'degré', 'longitude', 'latitude', 'vitesse °/j'], omitted: 'Non calculés à cette date (hors des années de leurs données) : {bodies}.' },
  de: { title: 'Stellungen am {at} (scheinbar, tropisch, wahres Äquinoktium des Datums)', columns: ['Körper', 'Zeichen', 'Grad', 'Länge', 'Breite', 'Geschw. °/T'], omitted: 'An diesem Datum nicht berechnet (außerhalb der Jahre ihrer Daten): {bodies}.' },
  it: { title: 'Posizioni al {at} (apparenti, tropicali, equinozio vero della data)', columns: ['corpo', 'segno', 'grado', 'longitudine', 'latitudine', 'velocità °/g'], omitted: 'Non calcolati in questa data (fuori dagli anni dei loro dati): {bodies}.' },
  hi: { title: '{at} पर ग्रह स्थितियाँ (दृश्य, सायन, तिथि का वास्तविक विषुव)', columns: ['ग्रह', 'राशि', 'अंश', 'भोगांश', 'शर', 'गति °/दिन'], omitted: 'इस तिथि पर गणना नहीं (इनकी सारणी के वर्षों से बाहर): {bodies}।' },
  ru: { title: 'Положения на {at} (видимые, тропические, истинное равноденствие даты)', columns: ['тело', 'знак', 'градус', 'долгота', 'широта', 'скорость °/д'], omitted: 'Не рассчитаны на эту дату (вне лет их данных): {bodies}.' },
  tr: { title: '{at} konumları (görünür, tropikal, tarihin gerçek ekinoksu)', columns: ['gök cismi', 'burç', 'derece', 'boylam', 'enlem', 'hız °/g'], omitted: 'Bu tarihte hesaplanmadı (verilerinin yılları dışında): {bodies}.' },
  'zh-Hans': { title: '{at} 的天体位置（视位置、回归黄道、当日真春分点）', columns: ['天体', '星座', '度数', '黄经', '黄纬', '速度 °/日'], omitted: '此日期未计算（超出其数据年份）：{bodies}。' },
};
