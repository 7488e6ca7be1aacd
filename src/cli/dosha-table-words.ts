import type { LabelLocale } from '../schemas/label-locale.js';
import type { MANGLIK_CANCELLATION_NAMES, MANGLIK_TRADITION_NAMES } from '../schemas/vedic-doshas.js';

/** The phases of a Sade Sati or Dhaiya period (the record's names). */
type SadeSatiPhase = 'rising' | 'peak' | 'setting' | 'fourth' | 'eighth';

/**
 * The words of `urania doshas` and `urania sade-sati` in one language (issue 31). Grahas and signs come from the
 * label catalogue; the Kaal Sarp types (Anant … Sheshnag) stay as named. ICU messages (`formatLabel`). English
 * reproduces what the commands always printed, byte for byte.
 */
export interface DoshaTableWords {
  /** `Manglik ({tradition}): {state} — Mars {houses}` */
  readonly manglik: string;
  readonly traditions: Readonly<Record<(typeof MANGLIK_TRADITION_NAMES)[number], string>>;
  readonly present: string;
  readonly presentCancelled: string;
  readonly absent: string;
  /** `from the Ascendant house {house}` */
  readonly fromAscendant: string;
  readonly fromMoon: string;
  readonly fromVenus: string;
  /** After a house of the dosha: ` (dosha)`. */
  readonly doshaHouse: string;
  /** `  cancellations: {list}` */
  readonly cancellations: string;
  readonly none: string;
  readonly cancellationNames: Readonly<Record<(typeof MANGLIK_CANCELLATION_NAMES)[number], string>>;
  /** `Kaal Sarp: {form}` */
  readonly kaalSarp: string;
  readonly forms: Readonly<Record<'full' | 'partial' | 'none', string>>;
  /** ` ({direction}, {type}: Rahu in house {house})` */
  readonly kaalSarpDetail: string;
  readonly directions: Readonly<Record<'kaal-sarp' | 'kaal-amrit', string>>;
  /** `; outside the axis: {grahas}` */
  readonly outsideAxis: string;
  /** `Sade Sati and Dhaiya for a Moon in {sign} ({ayanamsa}), {from} to {to}` */
  readonly sadeSatiTitle: string;
  readonly sadeSati: string;
  readonly dhaiya: string;
  /** `{phase} in {sign} from {day}` */
  readonly phaseIn: string;
  readonly phases: Readonly<Record<SadeSatiPhase, string>>;
}

/** `urania doshas` and `sade-sati` in the ten label locales (docs/i18n/<locale>.md). */
export const DOSHA_TABLE_WORDS: Readonly<Record<LabelLocale, DoshaTableWords>> = {
  en: {
    manglik: 'Manglik ({tradition}): {state} — Mars {houses}',
    traditions: { classical: 'classical', 'south-indian': 'south-indian', extended: 'extended' },
    present: 'present', presentCancelled: 'present, cancelled', absent: 'absent',
    fromAscendant: 'from the Ascendant house {house}', fromMoon: 'from the Moon house {house}', fromVenus: 'from Venus house {house}', doshaHouse: ' (dosha)',
    cancellations: '  cancellations: {list}', none: 'none',
    cancellationNames: { 'mars-own-or-exalted': 'mars-own-or-exalted', 'mars-with-or-aspected-by-jupiter': 'mars-with-or-aspected-by-jupiter', 'mars-with-moon': 'mars-with-moon', 'mars-sign-exception': 'mars-sign-exception' },
    kaalSarp: 'Kaal Sarp: {form}', forms: { full: 'full', partial: 'partial', none: 'none' },
    kaalSarpDetail: ' ({direction}, {type}: Rahu in house {house})', directions: { 'kaal-sarp': 'kaal-sarp', 'kaal-amrit': 'kaal-amrit' },
    outsideAxis: '; outside the axis: {grahas}',
    sadeSatiTitle: 'Sade Sati and Dhaiya for a Moon in {sign} ({ayanamsa}), {from} to {to}', sadeSati: 'Sade Sati', dhaiya: 'Dhaiya',
    phaseIn: '{phase} in {sign} from {day}', phases: { rising: 'rising', peak: 'peak', setting: 'setting', fourth: 'fourth', eighth: 'eighth' },
  },
  es: {
    manglik: 'Manglik ({tradition}): {state} — Marte {houses}',
    traditions: { classical: 'clásica', 'south-indian': 'del sur de la India', extended: 'ampliada' },
    present: 'presente', presentCancelled: 'presente, anulado', absent: 'ausente',
    fromAscendant: 'casa {house} desde el Ascendente', fromMoon: 'casa {house} desde la Luna', fromVenus: 'casa {house} desde Venus', doshaHouse: ' (dosha)',
    cancellations: '  anulaciones: {list}', none: 'ninguna',
    cancellationNames: { 'mars-own-or-exalted': 'Marte en domicilio o exaltado', 'mars-with-or-aspected-by-jupiter': 'Marte con Júpiter o aspectado por él', 'mars-with-moon': 'Marte con la Luna', 'mars-sign-exception': 'excepción del signo' },
    kaalSarp: 'Kaal Sarp: {form}', forms: { full: 'completo', partial: 'parcial', none: 'ninguno' },
    kaalSarpDetail: ' ({direction}, tipo {type}: Rahu en la casa {house})', directions: { 'kaal-sarp': 'kaal sarp', 'kaal-amrit': 'kaal amrit' },
    outsideAxis: '; fuera del eje: {grahas}',
    sadeSatiTitle: 'Sade Sati y Dhaiya para una Luna en {sign} ({ayanamsa}), del {from} al {to}', sadeSati: 'Sade Sati', dhaiya: 'Dhaiya',
    phaseIn: '{phase} en {sign} desde el {day}', phases: { rising: 'ascenso', peak: 'cumbre', setting: 'descenso', fourth: '4.ª desde la Luna', eighth: '8.ª desde la Luna' },
  },
  'pt-BR': {
    manglik: 'Manglik ({tradition}): {state} — Marte {houses}',
    traditions: { classical: 'clássica', 'south-indian': 'do sul da Índia', extended: 'ampliada' },
    present: 'presente', presentCancelled: 'presente, anulado', absent: 'ausente',
    fromAscendant: 'casa {house} a partir do Ascendente', fromMoon: 'casa {house} a partir da Lua', fromVenus: 'casa {house} a partir de Vênus', doshaHouse: ' (dosha)',
    cancellations: '  anulações: {list}', none: 'nenhuma',
    cancellationNames: { 'mars-own-or-exalted': 'Marte em domicílio ou exaltado', 'mars-with-or-aspected-by-jupiter': 'Marte com Júpiter ou aspectado por ele', 'mars-with-moon': 'Marte com a Lua', 'mars-sign-exception': 'exceção do signo' },
    kaalSarp: 'Kaal Sarp: {form}', forms: { full: 'completo', partial: 'parcial', none: 'nenhum' },
    kaalSarpDetail: ' ({direction}, tipo {type}: Rahu na casa {house})', directions: { 'kaal-sarp': 'kaal sarp', 'kaal-amrit': 'kaal amrit' },
    outsideAxis: '; fora do eixo: {grahas}',
    sadeSatiTitle: 'Sade Sati e Dhaiya para uma Lua em {sign} ({ayanamsa}), de {from} a {to}', sadeSati: 'Sade Sati', dhaiya: 'Dhaiya',
    phaseIn: '{phase} em {sign} desde {day}', phases: { rising: 'ascensão', peak: 'auge', setting: 'declínio', fourth: '4ª a partir da Lua', eighth: '8ª a partir da Lua' },
  },
  fr: {
    manglik: 'Manglik ({tradition}) : {state} — Mars {houses}',
    traditions: { classical: 'classique', 'south-indian': 'du Sud de l’Inde', extended: 'étendue' },
    present: 'présent', presentCancelled: 'présent, annulé', absent: 'absent',
    fromAscendant: 'maison {house} depuis l’Ascendant', fromMoon: 'maison {house} depuis la Lune', fromVenus: 'maison {house} depuis Vénus', doshaHouse: ' (dosha)',
    cancellations: '  annulations : {list}', none: 'aucune',
    cancellationNames: { 'mars-own-or-exalted': 'Mars en domicile ou exalté', 'mars-with-or-aspected-by-jupiter': 'Mars conjoint à Jupiter ou aspecté par lui', 'mars-with-moon': 'Mars avec la Lune', 'mars-sign-exception': 'exception du signe' },
    kaalSarp: 'Kaal Sarp : {form}', forms: { full: 'complet', partial: 'partiel', none: 'aucun' },
    kaalSarpDetail: ' ({direction}, type {type} : Rahu en maison {house})', directions: { 'kaal-sarp': 'kaal sarp', 'kaal-amrit': 'kaal amrit' },
    outsideAxis: ' ; hors de l’axe : {grahas}',
    sadeSatiTitle: 'Sade Sati et Dhaiya pour une Lune en {sign} ({ayanamsa}), du {from} au {to}', sadeSati: 'Sade Sati', dhaiya: 'Dhaiya',
    phaseIn: '{phase} en {sign} dès le {day}', phases: { rising: 'montée', peak: 'sommet', setting: 'descente', fourth: '4e depuis la Lune', eighth: '8e depuis la Lune' },
  },
  de: {
    manglik: 'Manglik ({tradition}): {state} — Mars {houses}',
    traditions: { classical: 'klassisch', 'south-indian': 'südindisch', extended: 'erweitert' },
    present: 'vorhanden', presentCancelled: 'vorhanden, aufgehoben', absent: 'nicht vorhanden',
    fromAscendant: 'im {house}. Haus vom Aszendenten', fromMoon: 'im {house}. Haus vom Mond', fromVenus: 'im {house}. Haus von der Venus', doshaHouse: ' (Dosha)',
    cancellations: '  Aufhebungen: {list}', none: 'keine',
    cancellationNames: { 'mars-own-or-exalted': 'Mars im eigenen Zeichen oder erhöht', 'mars-with-or-aspected-by-jupiter': 'Mars mit Jupiter oder von ihm aspektiert', 'mars-with-moon': 'Mars mit dem Mond', 'mars-sign-exception': 'Ausnahme des Zeichens' },
    kaalSarp: 'Kaal Sarp: {form}', forms: { full: 'vollständig', partial: 'teilweise', none: 'keiner' },
    kaalSarpDetail: ' ({direction}, Typ {type}: Rahu im {house}. Haus)', directions: { 'kaal-sarp': 'Kaal Sarp', 'kaal-amrit': 'Kaal Amrit' },
    outsideAxis: '; außerhalb der Achse: {grahas}',
    sadeSatiTitle: 'Sade Sati und Dhaiya für einen Mond im Zeichen {sign} ({ayanamsa}), {from} bis {to}', sadeSati: 'Sade Sati', dhaiya: 'Dhaiya',
    phaseIn: '{phase} im Zeichen {sign} ab {day}', phases: { rising: 'aufsteigend', peak: 'Höhepunkt', setting: 'abklingend', fourth: '4. vom Mond', eighth: '8. vom Mond' },
  },
  it: {
    manglik: 'Manglik ({tradition}): {state} — Marte {houses}',
    traditions: { classical: 'classica', 'south-indian': 'dell’India del Sud', extended: 'estesa' },
    present: 'presente', presentCancelled: 'presente, annullato', absent: 'assente',
    fromAscendant: 'casa {house} dall’Ascendente', fromMoon: 'casa {house} dalla Luna', fromVenus: 'casa {house} da Venere', doshaHouse: ' (dosha)',
    cancellations: '  annullamenti: {list}', none: 'nessuno',
    cancellationNames: { 'mars-own-or-exalted': 'Marte in domicilio o esaltato', 'mars-with-or-aspected-by-jupiter': 'Marte con Giove o aspettato da lui', 'mars-with-moon': 'Marte con la Luna', 'mars-sign-exception': 'eccezione del segno' },
    kaalSarp: 'Kaal Sarp: {form}', forms: { full: 'completo', partial: 'parziale', none: 'nessuno' },
    kaalSarpDetail: ' ({direction}, tipo {type}: Rahu in casa {house})', directions: { 'kaal-sarp': 'kaal sarp', 'kaal-amrit': 'kaal amrit' },
    outsideAxis: '; fuori dall’asse: {grahas}',
    sadeSatiTitle: 'Sade Sati e Dhaiya per una Luna in {sign} ({ayanamsa}), dal {from} al {to}', sadeSati: 'Sade Sati', dhaiya: 'Dhaiya',
    phaseIn: '{phase} in {sign} dal {day}', phases: { rising: 'ascesa', peak: 'culmine', setting: 'discesa', fourth: '4ª dalla Luna', eighth: '8ª dalla Luna' },
  },
  hi: {
    manglik: 'मांगलिक ({tradition}): {state} — मंगल {houses}',
    traditions: { classical: 'शास्त्रीय', 'south-indian': 'दक्षिण भारतीय', extended: 'विस्तृत' },
    present: 'उपस्थित', presentCancelled: 'उपस्थित, परिहार सहित', absent: 'अनुपस्थित',
    fromAscendant: 'लग्न से {house}वें भाव में', fromMoon: 'चंद्र से {house}वें भाव में', fromVenus: 'शुक्र से {house}वें भाव में', doshaHouse: ' (दोष)',
    cancellations: '  परिहार: {list}', none: 'कोई नहीं',
    cancellationNames: { 'mars-own-or-exalted': 'मंगल स्वराशि या उच्च में', 'mars-with-or-aspected-by-jupiter': 'मंगल गुरु के साथ या उसकी दृष्टि में', 'mars-with-moon': 'मंगल चंद्र के साथ', 'mars-sign-exception': 'राशि का अपवाद' },
    kaalSarp: 'कालसर्प: {form}', forms: { full: 'पूर्ण', partial: 'आंशिक', none: 'नहीं' },
    kaalSarpDetail: ' ({direction}, {type} प्रकार: राहु {house}वें भाव में)', directions: { 'kaal-sarp': 'कालसर्प', 'kaal-amrit': 'कालामृत' },
    outsideAxis: '; अक्ष से बाहर: {grahas}',
    sadeSatiTitle: '{sign} राशि के चंद्र के लिए साढ़े साती और ढैया ({ayanamsa}), {from} से {to}', sadeSati: 'साढ़े साती', dhaiya: 'ढैया',
    phaseIn: '{phase}, {sign} में, {day} से', phases: { rising: 'आरोही', peak: 'शिखर', setting: 'अवरोही', fourth: 'चंद्र से चतुर्थ', eighth: 'चंद्र से अष्टम' },
  },
  ru: {
    manglik: 'Манглик ({tradition}): {state} — Марс {houses}',
    traditions: { classical: 'классическая', 'south-indian': 'южноиндийская', extended: 'расширенная' },
    present: 'есть', presentCancelled: 'есть, снята', absent: 'нет',
    fromAscendant: 'в {house}-м доме от Асцендента', fromMoon: 'в {house}-м доме от Луны', fromVenus: 'в {house}-м доме от Венеры', doshaHouse: ' (доша)',
    cancellations: '  снятия: {list}', none: 'нет',
    cancellationNames: { 'mars-own-or-exalted': 'Марс в своём знаке или в экзальтации', 'mars-with-or-aspected-by-jupiter': 'Марс с Юпитером или под его аспектом', 'mars-with-moon': 'Марс с Луной', 'mars-sign-exception': 'исключение по знаку' },
    kaalSarp: 'Кала Сарпа: {form}', forms: { full: 'полная', partial: 'частичная', none: 'нет' },
    kaalSarpDetail: ' ({direction}, тип {type}: Раху в {house}-м доме)', directions: { 'kaal-sarp': 'кала сарпа', 'kaal-amrit': 'кала амрита' },
    outsideAxis: '; вне оси: {grahas}',
    sadeSatiTitle: 'Саде Сати и Дхайя для Луны в знаке {sign} ({ayanamsa}), с {from} по {to}', sadeSati: 'Саде Сати', dhaiya: 'Дхайя',
    phaseIn: '{phase}: {sign} с {day}', phases: { rising: 'восход', peak: 'пик', setting: 'спад', fourth: '4-й от Луны', eighth: '8-й от Луны' },
  },
  tr: {
    manglik: 'Manglik ({tradition}): {state} — Mars {houses}',
    traditions: { classical: 'klasik', 'south-indian': 'Güney Hint', extended: 'genişletilmiş' },
    present: 'var', presentCancelled: 'var, kaldırılmış', absent: 'yok',
    fromAscendant: 'yükselenden {house}. evde', fromMoon: 'Ay’dan {house}. evde', fromVenus: 'Venüs’ten {house}. evde', doshaHouse: ' (dosha)',
    cancellations: '  kaldırmalar: {list}', none: 'yok',
    cancellationNames: { 'mars-own-or-exalted': 'Mars kendi burcunda ya da yücelimde', 'mars-with-or-aspected-by-jupiter': 'Mars Jüpiter ile ya da onun açısında', 'mars-with-moon': 'Mars Ay ile', 'mars-sign-exception': 'burç istisnası' },
    kaalSarp: 'Kaal Sarp: {form}', forms: { full: 'tam', partial: 'kısmi', none: 'yok' },
    kaalSarpDetail: ' ({direction}, {type} türü: Rahu {house}. evde)', directions: { 'kaal-sarp': 'kaal sarp', 'kaal-amrit': 'kaal amrit' },
    outsideAxis: '; eksenin dışında: {grahas}',
    sadeSatiTitle: '{sign} burcundaki bir Ay için Sade Sati ve Dhaiya ({ayanamsa}), {from} – {to}', sadeSati: 'Sade Sati', dhaiya: 'Dhaiya',
    phaseIn: '{phase}: {sign}, {day} tarihinden', phases: { rising: 'yükseliş', peak: 'doruk', setting: 'iniş', fourth: 'Ay’dan 4.', eighth: 'Ay’dan 8.' },
  },
  'zh-Hans': {
    manglik: '火星煞（{tradition}）：{state} — 火星{houses}',
    traditions: { classical: '古典', 'south-indian': '南印度', extended: '扩展' },
    present: '有', presentCancelled: '有，已化解', absent: '无',
    fromAscendant: '自上升起第 {house} 宫', fromMoon: '自月亮起第 {house} 宫', fromVenus: '自金星起第 {house} 宫', doshaHouse: '（煞）',
    cancellations: '  化解：{list}', none: '无',
    cancellationNames: { 'mars-own-or-exalted': '火星入庙或入旺', 'mars-with-or-aspected-by-jupiter': '火星与木星同宫或受木星相照', 'mars-with-moon': '火星与月亮同宫', 'mars-sign-exception': '星座例外' },
    kaalSarp: '时蛇煞：{form}', forms: { full: '完全', partial: '部分', none: '无' },
    kaalSarpDetail: '（{direction}，{type} 型：罗睺在第 {house} 宫）', directions: { 'kaal-sarp': '时蛇', 'kaal-amrit': '时甘露' },
    outsideAxis: '；轴线之外：{grahas}',
    sadeSatiTitle: '月亮在{sign}的七年半土星与两年半土星（{ayanamsa}），{from} 至 {to}', sadeSati: '七年半', dhaiya: '两年半',
    phaseIn: '{phase}：{sign}，自 {day}', phases: { rising: '上升期', peak: '高峰期', setting: '下降期', fourth: '月亮起第四宫', eighth: '月亮起第八宫' },
  },
};
