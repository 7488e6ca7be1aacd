import type { LabelLocale } from '../schemas/label-locale.js';

/** The facts `urania sensitivity` names by one heading (the house and the aspects to the angles have templates). */
export const SENSITIVITY_FACT_WORDS = ['ascendantSign', 'midheavenSign', 'moonSign', 'moonNakshatra', 'navamsaAscendant', 'chartRuler', 'dashaLord'] as const;
export type SensitivityFactWord = (typeof SENSITIVITY_FACT_WORDS)[number];

/**
 * The words of `urania sensitivity` in one language (issue 31): the window, the facts that stay and change, the
 * Vimshottari rate. Signs, bodies, angles, grahas, nakshatras and aspects come from the label catalogue; clock times
 * and dates stay ISO (as the other CLI tables). ICU messages (`formatLabel`); English reproduces what the command
 * always printed, byte for byte.
 */
export interface SensitivityWords {
  /** `Birth {date} {time} ({zone}), window {from} – {to}` */
  readonly title: string;
  readonly stays: string;
  readonly changes: string;
  /** `Changes: none` */
  readonly changesNone: string;
  /** `{fact}: {value}` (a line of what stays, after two spaces). */
  readonly stayLine: string;
  /** `{time}  {fact}: {from} → {to}` */
  readonly changeLine: string;
  readonly facts: Readonly<Record<SensitivityFactWord, string>>;
  /** `{body} house` */
  readonly house: string;
  /** `{body}–{angle} aspect` */
  readonly angleAspect: string;
  /** The value of an aspect fact when the body makes no aspect to the angle. */
  readonly noAspect: string;
  /** `Vimshottari: {lord} mahadasha, balance {years} years; the dasha dates move {days} days {direction} per minute later birth` */
  readonly dasha: string;
}

/** `urania sensitivity` in the ten label locales (docs/i18n/<locale>.md). */
export const SENSITIVITY_WORDS: Readonly<Record<LabelLocale, SensitivityWords>> = {
  en: {
    title: 'Birth {date} {time} ({zone}), window {from} – {to}',
    stays: 'Stays:', changes: 'Changes:', changesNone: 'Changes: none',
    stayLine: '{fact}: {value}', changeLine: '{time}  {fact}: {from} → {to}',
    facts: {
      ascendantSign: 'Ascendant sign', midheavenSign: 'MC sign', moonSign: 'Moon sign', moonNakshatra: 'Moon nakshatra',
      navamsaAscendant: 'navamsa Ascendant', chartRuler: 'chart ruler', dashaLord: 'Vimshottari lord',
    },
    house: '{body} house', angleAspect: '{body}–{angle} aspect', noAspect: 'none',
    dasha: 'Vimshottari: {lord} mahadasha, balance {years} years; the dasha dates move {days} days {direction, select, earlier {earlier} other {later}} per minute later birth',
  },
  es: {
    title: 'Nacimiento {date} {time} ({zone}), ventana {from} – {to}',
    stays: 'Se mantiene:', changes: 'Cambia:', changesNone: 'Cambia: nada',
    stayLine: '{fact}: {value}', changeLine: '{time}  {fact}: {from} → {to}',
    facts: {
      ascendantSign: 'signo del Ascendente', midheavenSign: 'signo del MC', moonSign: 'signo de la Luna', moonNakshatra: 'nakshatra de la Luna',
      navamsaAscendant: 'Ascendente del navamsa', chartRuler: 'regente de la carta', dashaLord: 'regente de Vimshottari',
    },
    house: 'casa ({body})', angleAspect: 'aspecto {body}–{angle}', noAspect: 'ninguno',
    dasha: 'Vimshottari: mahadasha de {lord}, saldo {years} años; las fechas de las dashas se desplazan {days} días {direction, select, earlier {antes} other {después}} por cada minuto más tarde de nacimiento',
  },
  'pt-BR': {
    title: 'Nascimento {date} {time} ({zone}), janela {from} – {to}',
    stays: 'Permanece:', changes: 'Muda:', changesNone: 'Muda: nada',
    stayLine: '{fact}: {value}', changeLine: '{time}  {fact}: {from} → {to}',
    facts: {
      ascendantSign: 'signo do Ascendente', midheavenSign: 'signo do MC', moonSign: 'signo da Lua', moonNakshatra: 'nakshatra da Lua',
      navamsaAscendant: 'Ascendente do navamsa', chartRuler: 'regente do mapa', dashaLord: 'regente de Vimshottari',
    },
    house: 'casa ({body})', angleAspect: 'aspecto {body}–{angle}', noAspect: 'nenhum',
    dasha: 'Vimshottari: mahadasha de {lord}, saldo {years} anos; as datas das dashas se deslocam {days} dias {direction, select, earlier {antes} other {depois}} a cada minuto mais tarde de nascimento',
  },
  fr: {
    title: 'Naissance {date} {time} ({zone}), fenêtre {from} – {to}',
    stays: 'Ne change pas :', changes: 'Change :', changesNone: 'Change : rien',
    stayLine: '{fact} : {value}', changeLine: '{time}  {fact} : {from} → {to}',
    facts: {
      ascendantSign: 'signe de l’Ascendant', midheavenSign: 'signe du MC', moonSign: 'signe de la Lune', moonNakshatra: 'nakshatra de la Lune',
      navamsaAscendant: 'Ascendant du navamsa', chartRuler: 'maître du thème', dashaLord: 'maître Vimshottari',
    },
    house: 'maison ({body})', angleAspect: 'aspect {body}–{angle}', noAspect: 'aucun',
    dasha: 'Vimshottari : mahadasha de {lord}, reliquat {years} ans ; les dates des dashas se décalent de {days} jours {direction, select, earlier {plus tôt} other {plus tard}} par minute de naissance plus tardive',
  },
  de: {
    title: 'Geburt {date} {time} ({zone}), Zeitfenster {from} – {to}',
    stays: 'Bleibt gleich:', changes: 'Ändert sich:', changesNone: 'Ändert sich: nichts',
    stayLine: '{fact}: {value}', changeLine: '{time}  {fact}: {from} → {to}',
    facts: {
      ascendantSign: 'Zeichen des Aszendenten', midheavenSign: 'Zeichen des MC', moonSign: 'Mondzeichen', moonNakshatra: 'Nakshatra des Mondes',
      navamsaAscendant: 'Navamsa-Aszendent', chartRuler: 'Horoskopherrscher', dashaLord: 'Vimshottari-Herrscher',
    },
    house: 'Haus ({body})', angleAspect: 'Aspekt {body}–{angle}', noAspect: 'keiner',
    dasha: 'Vimshottari-Mahadasha: {lord}, Rest {years} Jahre; je Minute späterer Geburt liegen die Dasha-Daten {days} Tage {direction, select, earlier {früher} other {später}}',
  },
  it: {
    title: 'Nascita {date} {time} ({zone}), finestra {from} – {to}',
    stays: 'Resta:', changes: 'Cambia:', changesNone: 'Cambia: nulla',
    stayLine: '{fact}: {value}', changeLine: '{time}  {fact}: {from} → {to}',
    facts: {
      ascendantSign: 'segno dell’Ascendente', midheavenSign: 'segno del MC', moonSign: 'segno della Luna', moonNakshatra: 'nakshatra della Luna',
      navamsaAscendant: 'Ascendente del navamsa', chartRuler: 'signore del tema', dashaLord: 'signore Vimshottari',
    },
    house: 'casa ({body})', angleAspect: 'aspetto {body}–{angle}', noAspect: 'nessuno',
    dasha: 'Vimshottari: mahadasha di {lord}, residuo {years} anni; le date delle dasha si spostano di {days} giorni {direction, select, earlier {prima} other {dopo}} per ogni minuto di nascita più tardi',
  },
  hi: {
    title: 'जन्म {date} {time} ({zone}), अवधि {from} – {to}',
    stays: 'स्थिर रहता है:', changes: 'बदलता है:', changesNone: 'बदलता है: कुछ नहीं',
    stayLine: '{fact}: {value}', changeLine: '{time}  {fact}: {from} → {to}',
    facts: {
      ascendantSign: 'लग्न राशि', midheavenSign: 'दशम भाव (MC) राशि', moonSign: 'चंद्र राशि', moonNakshatra: 'चंद्र नक्षत्र',
      navamsaAscendant: 'नवांश लग्न', chartRuler: 'लग्नेश', dashaLord: 'विंशोत्तरी स्वामी',
    },
    house: '{body} का भाव', angleAspect: '{body}–{angle} दृष्टि-संबंध', noAspect: 'कोई नहीं',
    dasha: 'विंशोत्तरी: {lord} महादशा, शेष {years} वर्ष; जन्म एक मिनट बाद होने पर दशा की तिथियाँ {days} दिन {direction, select, earlier {पहले} other {बाद}} खिसकती हैं',
  },
  ru: {
    title: 'Рождение {date} {time} ({zone}), окно {from} – {to}',
    stays: 'Не меняется:', changes: 'Меняется:', changesNone: 'Меняется: ничего',
    stayLine: '{fact}: {value}', changeLine: '{time}  {fact}: {from} → {to}',
    facts: {
      ascendantSign: 'знак Асцендента', midheavenSign: 'знак MC', moonSign: 'знак Луны', moonNakshatra: 'накшатра Луны',
      navamsaAscendant: 'Асцендент навамши', chartRuler: 'управитель карты', dashaLord: 'управитель Вимшоттари',
    },
    house: 'дом ({body})', angleAspect: 'аспект {body}–{angle}', noAspect: 'нет',
    dasha: 'Вимшоттари: махадаша {lord}, остаток {years} года; даты даш сдвигаются на {days} дня {direction, select, earlier {раньше} other {позже}} на каждую минуту более позднего рождения',
  },
  tr: {
    title: 'Doğum {date} {time} ({zone}), aralık {from} – {to}',
    stays: 'Değişmeyen:', changes: 'Değişen:', changesNone: 'Değişen: yok',
    stayLine: '{fact}: {value}', changeLine: '{time}  {fact}: {from} → {to}',
    facts: {
      ascendantSign: 'yükselen burç', midheavenSign: 'MC burcu', moonSign: 'Ay burcu', moonNakshatra: 'Ay nakshatrası',
      navamsaAscendant: 'navamsa yükseleni', chartRuler: 'harita yöneticisi', dashaLord: 'Vimshottari yöneticisi',
    },
    house: 'ev ({body})', angleAspect: '{body}–{angle} açısı', noAspect: 'yok',
    dasha: 'Vimshottari: {lord} mahadashası, kalan {years} yıl; doğum her dakika geç olduğunda dasha tarihleri {days} gün {direction, select, earlier {öne} other {geriye}} kayar',
  },
  'zh-Hans': {
    title: '出生 {date} {time}（{zone}），时间窗 {from} – {to}',
    stays: '不变：', changes: '变化：', changesNone: '变化：无',
    stayLine: '{fact}：{value}', changeLine: '{time}  {fact}：{from} → {to}',
    facts: {
      ascendantSign: '上升星座', midheavenSign: '中天星座', moonSign: '月亮星座', moonNakshatra: '月亮月宿',
      navamsaAscendant: '九分盘上升', chartRuler: '命主星', dashaLord: '维姆肖塔里主星',
    },
    house: '{body}所在宫位', angleAspect: '{body}–{angle}相位', noAspect: '无',
    dasha: '维姆肖塔里：{lord}大运，出生时余额 {years} 年；出生时间每晚一分钟，大运日期{direction, select, earlier {提前} other {推后}} {days} 天',
  },
};
