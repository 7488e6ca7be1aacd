import type { LabelLocale } from '../schemas/label-locale.js';

/**
 * The words of `urania lots` and `urania significators` in one language (issue 31). The names of lots, bodies, signs,
 * aspects and the Ascendant come from the label catalogues and `lots(…, { locale })`, the hyleg's rule from
 * `nativitySignificators(…, { locale })`; these are the rest. Templates are ICU messages (`formatLabel`).
 */
export interface TraditionalWords {
  /** The lots table's columns; the formula is printed as written (`Asc + Venus - Saturn`), in any language. */
  readonly lotColumns: readonly [lot: string, longitude: string, sign: string, formula: string];
  /** `almuten figuris: {planet} ({method})` */
  readonly almuten: string;
  /** The almuten's method by its identifier. */
  readonly almutenMethods: { readonly essential: string; readonly 'with-accidental': string };
  /** `hyleg: {point} at {longitude}° {sign} ({method}: {rule})` */
  readonly hyleg: string;
  /** The hyleg's rules by their identifier: whose rules (Lilly's, Ptolemy's). */
  readonly hylegMethods: { readonly lilly: string; readonly ptolemy: string };
  /** The line when no planet qualifies as alcocoden. */
  readonly noAlcocoden: string;
  /** `alcocoden: {planet} ({aspect}, house {house}): {kind} years, {years}`; `{kind}`: greater, middle, lesser (select). */
  readonly alcocoden: string;
  /** The almuten scores' columns. */
  readonly scoreColumns: readonly [planet: string, essential: string, house: string, day: string, hour: string, total: string];
}

/**
 * `urania lots` and `urania significators` in the ten label locales, the traditional terms of docs/i18n/<locale>.md
 * (hylegialer Ort, lieu hylégiaque, हिल्लाज…). English is the output as it was, byte for byte.
 */
export const TRADITIONAL_WORDS: Readonly<Record<LabelLocale, TraditionalWords>> = {
  en: {
    lotColumns: ['lot', 'longitude', 'sign', 'formula'],
    almuten: 'almuten figuris: {planet} ({method})',
    almutenMethods: { essential: 'essential', 'with-accidental': 'with-accidental' },
    hyleg: 'hyleg: {point} at {longitude}° {sign} ({method}: {rule})',
    hylegMethods: { lilly: 'lilly', ptolemy: 'ptolemy' },
    noAlcocoden: 'alcocoden: none (no planet with dignity over the hyleg beholds it)',
    alcocoden: 'alcocoden: {planet} ({aspect}, house {house}): {kind} years, {years}',
    scoreColumns: ['planet', 'essential', 'house', 'day', 'hour', 'total'],
  },
  es: {
    lotColumns: ['parte', 'longitud', 'signo', 'fórmula'],
    almuten: 'almuten figuris: {planet} ({method})',
    almutenMethods: { essential: 'dignidades esenciales', 'with-accidental': 'con dignidades accidentales' },
    hyleg: 'hyleg: {point} a {longitude}° de {sign} (reglas de {method}: {rule})',
    hylegMethods: { lilly: 'Lilly', ptolemy: 'Ptolomeo' },
    noAlcocoden: 'alcocoden: ninguno (ningún planeta con dignidad sobre el hyleg lo aspecta)',
    alcocoden: 'alcocoden: {planet} ({aspect}, casa {house}): años {kind, select, greater {mayores} middle {medios} other {menores}}, {years}',
    scoreColumns: ['planeta', 'esencial', 'casa', 'día', 'hora', 'total'],
  },
  'pt-BR': {
    lotColumns: ['parte', 'longitude', 'signo', 'fórmula'],
    almuten: 'almuten figuris: {planet} ({method})',
    almutenMethods: { essential: 'dignidades essenciais', 'with-accidental': 'com dignidades acidentais' },
    hyleg: 'hyleg: {point} a {longitude}° de {sign} (regras de {method}: {rule})',
    hylegMethods: { lilly: 'Lilly', ptolemy: 'Ptolomeu' },
    noAlcocoden: 'alcocoden: nenhum (nenhum planeta com dignidade sobre o hyleg o aspecta)',
    alcocoden: 'alcocoden: {planet} ({aspect}, casa {house}): anos {kind, select, greater {maiores} middle {médios} other {menores}}, {years}',
    scoreColumns: ['planeta', 'essencial', 'casa', 'dia', 'hora', 'total'],
  },
  fr: {
    lotColumns: ['part', 'longitude', 'signe', 'formule'],
    almuten: 'almuten figuris : {planet} ({method})',
    almutenMethods: { essential: 'dignités essentielles', 'with-accidental': 'avec les dignités accidentelles' },
    hyleg: 'hyleg : {point} à {longitude}° {sign} (règles de {method} : {rule})',
    hylegMethods: { lilly: 'Lilly', ptolemy: 'Ptolémée' },
    noAlcocoden: 'alcochoden : aucun (aucune planète en dignité sur le hyleg ne le regarde)',
    alcocoden: 'alcochoden : {planet} ({aspect}, maison {house}) : {kind, select, greater {grandes} middle {moyennes} other {petites}} années, {years}',
    scoreColumns: ['planète', 'essentielles', 'maison', 'jour', 'heure', 'total'],
  },
  de: {
    lotColumns: ['Punkt', 'Länge', 'Zeichen', 'Formel'],
    almuten: 'Almuten figuris: {planet} ({method})',
    almutenMethods: { essential: 'essenzielle Würden', 'with-accidental': 'mit akzidentellen Würden' },
    hyleg: 'Hyleg: {point} auf {longitude}° {sign} (Regeln nach {method}: {rule})',
    hylegMethods: { lilly: 'Lilly', ptolemy: 'Ptolemäus' },
    noAlcocoden: 'Alcocoden: keiner (kein Planet mit Würde über dem Hyleg blickt ihn an)',
    alcocoden: 'Alcocoden: {planet} ({aspect}, {house}. Haus): {kind, select, greater {große} middle {mittlere} other {kleine}} Jahre, {years}',
    scoreColumns: ['Planet', 'essenziell', 'Haus', 'Tag', 'Stunde', 'gesamt'],
  },
  it: {
    lotColumns: ['parte', 'longitudine', 'segno', 'formula'],
    almuten: 'almuten figuris: {planet} ({method})',
    almutenMethods: { essential: 'dignità essenziali', 'with-accidental': 'con le dignità accidentali' },
    hyleg: 'hyleg: {point} a {longitude}° {sign} (regole di {method}: {rule})',
    hylegMethods: { lilly: 'Lilly', ptolemy: 'Tolomeo' },
    noAlcocoden: 'alcocoden: nessuno (nessun pianeta con dignità sull’hyleg lo guarda)',
    alcocoden: 'alcocoden: {planet} ({aspect}, casa {house}): anni {kind, select, greater {maggiori} middle {medi} other {minori}}, {years}',
    scoreColumns: ['pianeta', 'essenziali', 'casa', 'giorno', 'ora', 'totale'],
  },
  hi: {
    lotColumns: ['सहम', 'भोगांश', 'राशि', 'सूत्र'],
    almuten: 'अल्मुतेन फ़िगुरिस: {planet} ({method})',
    almutenMethods: { essential: 'मूल गरिमाएँ', 'with-accidental': 'आकस्मिक गरिमाओं सहित' },
    hyleg: 'हिल्लाज: {point}, {sign} {longitude}° पर ({method} के नियम: {rule})',
    hylegMethods: { lilly: 'लिली', ptolemy: 'टॉलेमी' },
    noAlcocoden: 'आयुर्दाता ग्रह: कोई नहीं (हिल्लाज पर गरिमा वाला कोई ग्रह उसे नहीं देखता)',
    alcocoden: 'आयुर्दाता ग्रह: {planet} ({aspect}, भाव {house}): {kind, select, greater {दीर्घ} middle {मध्यम} other {लघु}} वर्ष, {years}',
    scoreColumns: ['ग्रह', 'मूल', 'भाव', 'दिन', 'होरा', 'कुल'],
  },
  ru: {
    lotColumns: ['парс', 'долгота', 'знак', 'формула'],
    almuten: 'альмутен карты: {planet} ({method})',
    almutenMethods: { essential: 'эссенциальные достоинства', 'with-accidental': 'с акцидентальными достоинствами' },
    hyleg: 'хилег: {point} на {longitude}° {sign} (правила: {method}; {rule})',
    hylegMethods: { lilly: 'Лилли', ptolemy: 'Птолемей' },
    noAlcocoden: 'алькокоден: нет (ни одна планета с достоинством над хилегом не видит его)',
    alcocoden: 'алькокоден: {planet} ({aspect}, дом {house}): {kind, select, greater {большие} middle {средние} other {малые}} годы, {years}',
    scoreColumns: ['планета', 'эссенц.', 'дом', 'день', 'час', 'итого'],
  },
  tr: {
    lotColumns: ['nokta', 'boylam', 'burç', 'formül'],
    almuten: 'almuten figuris: {planet} ({method})',
    almutenMethods: { essential: 'esas yücelikler', 'with-accidental': 'arızi yüceliklerle' },
    hyleg: 'hyleg: {point}, {longitude}° {sign} ({method} kuralları: {rule})',
    hylegMethods: { lilly: 'Lilly', ptolemy: 'Batlamyus' },
    noAlcocoden: 'alkokoden: yok (hyleg üzerinde yücelik sahibi hiçbir gezegen ona bakmıyor)',
    alcocoden: 'alkokoden: {planet} ({aspect}, {house}. ev): {kind, select, greater {büyük} middle {orta} other {küçük}} yıllar, {years}',
    scoreColumns: ['gezegen', 'esas', 'ev', 'gün', 'saat', 'toplam'],
  },
  'zh-Hans': {
    lotColumns: ['特殊点', '黄经', '星座', '公式'],
    almuten: '本命最强星：{planet}（{method}）',
    almutenMethods: { essential: '必然尊贵', 'with-accidental': '含偶然尊贵' },
    hyleg: '赋生点：{point}，{sign} {longitude}°（{method}规则：{rule}）',
    hylegMethods: { lilly: '利里', ptolemy: '托勒密' },
    noAlcocoden: '授寿星：无（没有在赋生点上有尊贵的行星与其相位）',
    alcocoden: '授寿星：{planet}（{aspect}，第 {house} 宫）：{kind, select, greater {大年} middle {中年} other {小年}}，{years}',
    scoreColumns: ['行星', '必然', '宫位', '日', '时', '合计'],
  },
};
