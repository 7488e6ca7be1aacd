import type { LabelLocale } from '../schemas/label-locale.js';

/**
 * The words of the forecast tables (`urania transits`, `progressions`, `returns`) in one language (issue 31). Body,
 * sign, aspect and angle names come from the label catalogue, the progressed lunation's phase from its `phases` (the
 * same eight 45° sectors), an eclipse's name from the calendar words (`icsWords(locale).eclipses`); times stay
 * `YYYY-MM-DD HH:MM` UT. ICU messages (`formatLabel`); `{rx}` is empty or the retrograde mark in brackets.
 */
export interface ForecastTableWords {
  readonly transitColumns: readonly [enters: string, transit: string, exact: string, leaves: string];
  readonly progressionColumns: readonly [enters: string, event: string, exact: string, leaves: string];
  readonly returnColumns: readonly [ret: string, passes: string];
  /** The mark after a retrograde pass's time (`Rx` in English). */
  readonly retroMark: string;
  /** `{transit} {aspect} {natal}` */
  readonly contact: string;
  /** `{transit} enters house {house}{how, select, back { (Rx)} again { (again)} other {}}` */
  readonly houseIngress: string;
  /** `{phase, select, newMoon {New moon} other {Full moon}}{eclipse}: {luminary} on natal {natal} ({distance}°)`; `{eclipse}` empty or ` (name)`. */
  readonly lunation: string;
  /** `progressed {body} {aspect} {natal}` */
  readonly progressedContact: string;
  /** `progressed {body} enters {sign}{rx}` */
  readonly progressedSign: string;
  /** `progressed {body} enters house {house}{rx}` */
  readonly progressedHouse: string;
  /** `progressed {body} stations {type}`; `{type}`: retrograde or direct (select). */
  readonly progressedStation: string;
  /** `progressed lunation: {phase} phase` */
  readonly progressedLunation: string;
  /** `directed {point} {aspect} {natal} (arc {arc}°)` */
  readonly directed: string;
}

/** The forecast tables' words in the ten label locales (docs/i18n/<locale>.md: Radix, progressiv, प्रगत, 推运…). English byte for byte. */
export const FORECAST_TABLE_WORDS: Readonly<Record<LabelLocale, ForecastTableWords>> = {
  en: {
    transitColumns: ['enters / at (UT)', 'transit', 'exact', 'leaves'],
    progressionColumns: ['enters / at (UT)', 'event', 'exact', 'leaves'],
    returnColumns: ['return', 'passes (UT)'],
    retroMark: 'Rx',
    contact: '{transit} {aspect} {natal}',
    houseIngress: '{transit} enters house {house}{how, select, back { (Rx)} again { (again)} other {}}',
    lunation: '{phase, select, newMoon {New moon} other {Full moon}}{eclipse}: {luminary} on natal {natal} ({distance}°)',
    progressedContact: 'progressed {body} {aspect} {natal}',
    progressedSign: 'progressed {body} enters {sign}{rx}',
    progressedHouse: 'progressed {body} enters house {house}{rx}',
    progressedStation: 'progressed {body} stations {type, select, retrograde {retrograde} other {direct}}',
    progressedLunation: 'progressed lunation: {phase} phase',
    directed: 'directed {point} {aspect} {natal} (arc {arc}°)',
  },
  es: {
    transitColumns: ['entrada / instante (UT)', 'tránsito', 'exacto', 'salida'],
    progressionColumns: ['entrada / instante (UT)', 'evento', 'exacto', 'salida'],
    returnColumns: ['retorno', 'pasos (UT)'],
    retroMark: 'R',
    contact: '{transit} {aspect} {natal}',
    houseIngress: '{transit} {how, select, back {vuelve retrógrado a la casa natal {house}} again {entra de nuevo en la casa natal {house}} other {entra en la casa natal {house}}}',
    lunation: '{phase, select, newMoon {Luna nueva} other {Luna llena}}{eclipse}: {luminary} sobre {natal} natal ({distance}°)',
    progressedContact: '{body} prog. {aspect} {natal}',
    progressedSign: '{body} prog. entra en {sign}{rx}',
    progressedHouse: '{body} prog. entra en la casa {house}{rx}',
    progressedStation: '{body} prog. estacionario {type, select, retrograde {retrógrado} other {directo}}',
    progressedLunation: 'lunación progresada: {phase}',
    directed: '{point} dir. {aspect} {natal} (arco {arc}°)',
  },
  'pt-BR': {
    transitColumns: ['entrada / instante (UT)', 'trânsito', 'exato', 'saída'],
    progressionColumns: ['entrada / instante (UT)', 'evento', 'exato', 'saída'],
    returnColumns: ['retorno', 'passagens (UT)'],
    retroMark: 'R',
    contact: '{transit} {aspect} {natal}',
    houseIngress: '{transit} {how, select, back {volta retrógrado à casa natal {house}} again {entra de novo na casa natal {house}} other {entra na casa natal {house}}}',
    lunation: '{phase, select, newMoon {Lua nova} other {Lua cheia}}{eclipse}: {luminary} sobre {natal} natal ({distance}°)',
    progressedContact: '{body} prog. {aspect} {natal}',
    progressedSign: '{body} prog. entra em {sign}{rx}',
    progressedHouse: '{body} prog. entra na casa {house}{rx}',
    progressedStation: '{body} prog. estacionário {type, select, retrograde {retrógrado} other {direto}}',
    progressedLunation: 'lunação progredida: {phase}',
    directed: '{point} dir. {aspect} {natal} (arco {arc}°)',
  },
  fr: {
    transitColumns: ['entrée / instant (TU)', 'transit', 'exact', 'sortie'],
    progressionColumns: ['entrée / instant (TU)', 'événement', 'exact', 'sortie'],
    returnColumns: ['retour', 'passages (TU)'],
    retroMark: 'R',
    contact: '{transit} {aspect} {natal}',
    houseIngress: '{transit} {how, select, back {revient rétrograde en maison natale {house}} again {entre de nouveau en maison natale {house}} other {entre en maison natale {house}}}',
    lunation: '{phase, select, newMoon {Nouvelle lune} other {Pleine lune}}{eclipse} : {luminary} sur {natal} radix ({distance}°)',
    progressedContact: '{body} prog. {aspect} {natal}',
    progressedSign: '{body} prog. entre en {sign}{rx}',
    progressedHouse: '{body} prog. entre en maison {house}{rx}',
    progressedStation: '{body} prog. stationnaire {type, select, retrograde {rétrograde} other {direct}}',
    progressedLunation: 'lunaison progressée : {phase}',
    directed: '{point} dir. {aspect} {natal} (arc {arc}°)',
  },
  de: {
    transitColumns: ['Eintritt / Zeitpunkt (UT)', 'Transit', 'exakt', 'Austritt'],
    progressionColumns: ['Eintritt / Zeitpunkt (UT)', 'Ereignis', 'exakt', 'Austritt'],
    returnColumns: ['Wiederkehr', 'Durchgänge (UT)'],
    retroMark: 'R',
    contact: '{transit} {aspect} {natal}',
    houseIngress: '{transit} {how, select, back {läuft rückläufig ins {house}. Radixhaus zurück} again {tritt erneut ins {house}. Radixhaus ein} other {tritt ins {house}. Radixhaus ein}}',
    lunation: '{phase, select, newMoon {Neumond} other {Vollmond}}{eclipse}: {luminary} auf Radix-{natal} ({distance}°)',
    progressedContact: 'progr. {body} {aspect} Radix-{natal}',
    progressedSign: 'progr. {body} tritt ins Zeichen {sign} ein{rx}',
    progressedHouse: 'progr. {body} tritt ins {house}. Radixhaus ein{rx}',
    progressedStation: 'progr. {body} wird stationär {type, select, retrograde {rückläufig} other {direktläufig}}',
    progressedLunation: 'progressive Lunation: {phase}',
    directed: 'dir. {point} {aspect} Radix-{natal} (Bogen {arc}°)',
  },
  it: {
    transitColumns: ['ingresso / istante (UT)', 'transito', 'esatto', 'uscita'],
    progressionColumns: ['ingresso / istante (UT)', 'evento', 'esatto', 'uscita'],
    returnColumns: ['ritorno', 'passaggi (UT)'],
    retroMark: 'R',
    contact: '{transit} {aspect} {natal}',
    houseIngress: '{transit} {how, select, back {torna retrogrado nella casa natale {house}} again {rientra nella casa natale {house}} other {entra nella casa natale {house}}}',
    lunation: '{phase, select, newMoon {Luna nuova} other {Luna piena}}{eclipse}: {luminary} su {natal} natale ({distance}°)',
    progressedContact: '{body} prog. {aspect} {natal}',
    progressedSign: '{body} prog. entra in {sign}{rx}',
    progressedHouse: '{body} prog. entra nella casa {house}{rx}',
    progressedStation: '{body} prog. stazionario {type, select, retrograde {retrogrado} other {diretto}}',
    progressedLunation: 'lunazione progressa: {phase}',
    directed: '{point} dir. {aspect} {natal} (arco {arc}°)',
  },
  hi: {
    transitColumns: ['प्रवेश / क्षण (UT)', 'गोचर', 'सटीक', 'निकास'],
    progressionColumns: ['प्रवेश / क्षण (UT)', 'घटना', 'सटीक', 'निकास'],
    returnColumns: ['वापसी', 'पारगमन (UT)'],
    retroMark: 'व',
    contact: '{transit} {aspect} {natal}',
    houseIngress: '{how, select, back {{transit} का जन्म कुंडली के भाव {house} में वक्री प्रवेश} again {{transit} का जन्म कुंडली के भाव {house} में पुनः प्रवेश} other {{transit} का जन्म कुंडली के भाव {house} में प्रवेश}}',
    lunation: '{phase, select, newMoon {अमावस्या} other {पूर्णिमा}}{eclipse}: {luminary} जन्म {natal} पर ({distance}°)',
    progressedContact: 'प्रगत {body} {aspect} {natal}',
    progressedSign: 'प्रगत {body} का {sign} में प्रवेश{rx}',
    progressedHouse: 'प्रगत {body} का भाव {house} में प्रवेश{rx}',
    progressedStation: 'प्रगत {body} स्तंभित, {type, select, retrograde {वक्री} other {मार्गी}}',
    progressedLunation: 'प्रगत चंद्र-कला: {phase}',
    directed: 'निर्देशित {point} {aspect} {natal} (चाप {arc}°)',
  },
  ru: {
    transitColumns: ['вход / момент (UT)', 'транзит', 'точно', 'выход'],
    progressionColumns: ['вход / момент (UT)', 'событие', 'точно', 'выход'],
    returnColumns: ['возвращение', 'прохождения (UT)'],
    retroMark: 'R',
    contact: '{transit} {aspect} {natal}',
    houseIngress: '{transit} {how, select, back {возвращается ретроградно в {house}-й натальный дом} again {снова входит в {house}-й натальный дом} other {входит в {house}-й натальный дом}}',
    lunation: '{phase, select, newMoon {Новолуние} other {Полнолуние}}{eclipse}: {luminary} на натальном {natal} ({distance}°)',
    progressedContact: 'прогр. {body} {aspect} {natal}',
    progressedSign: 'прогр. {body} входит в знак {sign}{rx}',
    progressedHouse: 'прогр. {body} входит в {house}-й дом{rx}',
    progressedStation: 'прогр. {body}: стоянка, {type, select, retrograde {ретроградная} other {директная}}',
    progressedLunation: 'прогрессивная лунация: {phase}',
    directed: 'дир. {point} {aspect} {natal} (дуга {arc}°)',
  },
  tr: {
    transitColumns: ['giriş / an (UT)', 'transit', 'tam', 'çıkış'],
    progressionColumns: ['giriş / an (UT)', 'olay', 'tam', 'çıkış'],
    returnColumns: ['dönüş', 'geçişler (UT)'],
    retroMark: 'R',
    contact: '{transit} {aspect} {natal}',
    houseIngress: '{transit} {how, select, back {geri hareketle natal {house}. eve döner} again {natal {house}. eve yeniden girer} other {natal {house}. eve girer}}',
    lunation: '{phase, select, newMoon {Yeni Ay} other {Dolunay}}{eclipse}: {luminary} natal {natal} üzerinde ({distance}°)',
    progressedContact: 'ilerletilmiş {body} {aspect} {natal}',
    progressedSign: 'ilerletilmiş {body} {sign} burcuna girer{rx}',
    progressedHouse: 'ilerletilmiş {body} {house}. eve girer{rx}',
    progressedStation: 'ilerletilmiş {body} durur, {type, select, retrograde {geri} other {düz}}',
    progressedLunation: 'ilerletilmiş lunasyon: {phase}',
    directed: 'yönlendirilmiş {point} {aspect} {natal} (yay {arc}°)',
  },
  'zh-Hans': {
    transitColumns: ['进入 / 时刻（UT）', '行运', '精确', '离开'],
    progressionColumns: ['进入 / 时刻（UT）', '事件', '精确', '离开'],
    returnColumns: ['回归', '经过（UT）'],
    retroMark: '逆',
    contact: '{transit} {aspect} {natal}',
    houseIngress: '{how, select, back {{transit}逆行退回本命第 {house} 宫} again {{transit}再次进入本命第 {house} 宫} other {{transit}进入本命第 {house} 宫}}',
    lunation: '{phase, select, newMoon {新月} other {满月}}{eclipse}：{luminary}在本命{natal}上（{distance}°）',
    progressedContact: '推运{body} {aspect} {natal}',
    progressedSign: '推运{body}进入{sign}{rx}',
    progressedHouse: '推运{body}进入第 {house} 宫{rx}',
    progressedStation: '推运{body}{type, select, retrograde {停滞转逆} other {停滞转顺}}',
    progressedLunation: '推运月相：{phase}',
    directed: '向运{point} {aspect} {natal}（弧 {arc}°）',
  },
};
