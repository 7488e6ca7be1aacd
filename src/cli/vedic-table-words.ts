import type { LabelLocale } from '../schemas/label-locale.js';
import type { YOGA_GROUPS, YOGA_NATURES } from '../schemas/vedic-yogas.js';
import type { DASHA_SYSTEMS } from '../schemas/vedic-dasha.js';

/**
 * The words of the Vedic tables of the command line in one language (issue 31): `urania yogas`, `dashas`,
 * `ashtakavarga`, `shadbala` and `varga`. The grahas, signs, nakshatras and varga names come from the label
 * catalogue; the Sanskrit terms (bindu, rupa, virupa, shodhya pinda…) stay Sanskrit, in each language's script.
 * ICU messages (`formatLabel`). English reproduces what the commands always printed, byte for byte.
 */
export interface VedicTableWords {
  /** `Yogas: {count} of the {size} in the catalogue; lagna {sign}, {ayanamsa} ayanamsa {value}°` */
  readonly yogasTitle: string;
  /** `{name} ({group}, {nature}): {grahas}` */
  readonly yogaLine: string;
  readonly yogaGroups: Readonly<Record<(typeof YOGA_GROUPS)[number], string>>;
  readonly yogaNatures: Readonly<Record<(typeof YOGA_NATURES)[number], string>>;
  /** `{system} dasha{reckoning}, {start}; years of {days} days` (`{reckoning}` is ` (kn-rao)` or empty). */
  readonly dashaTitle: string;
  readonly dashaSystems: Readonly<Record<(typeof DASHA_SYSTEMS)[number], string>>;
  /** `from {point}` */
  readonly startFrom: string;
  /** `from the {point} in {nakshatra}` */
  readonly startFromIn: string;
  /** `Balance at birth: {lord}, {years} years (to {date})` */
  readonly balance: string;
  /** `Ashtottari rule: Rahu in house {house} from the lagna lord — {applies, select, yes {…} other {…}}` */
  readonly ashtottariRule: string;
  /** `{years} y`: a period's length in years. */
  readonly periodYears: string;
  /** `Running at {at}: {lords}` */
  readonly runningAt: string;
  /** `Ashtakavarga, {ayanamsa} ayanamsa; Ascendant in {sign}` */
  readonly ashtakavargaTitle: string;
  /** The heading after the signs: `total · shodhya pinda`. */
  readonly ashtakavargaTail: string;
  /** The sarvashtakavarga's row. */
  readonly sarva: string;
  /** `Transits at {at}:` */
  readonly transitsAt: string;
  /** `{planet} in {sign} {bindus} bindus (sarva {sarva})` (`{planet}` and `{sign}` padded). */
  readonly transitLine: string;
  /** `Shadbala, {ayanamsa} ayanamsa (virupas; rupas = virupas / 60)` */
  readonly shadbalaTitle: string;
  /** Graha, then sthana, dig, kala, cheshta, naisarg, drik, rupas, need, ratio, ishta, kashta. */
  readonly shadbalaColumns: readonly [string, string, string, string, string, string, string, string, string, string, string, string];
  /** Bhava, then sign, lord, adhipati, dig, drishti, rupas. */
  readonly bhavaColumns: readonly [string, string, string, string, string, string, string];
  /** `Divisional charts, sidereal ({ayanamsa} {value}°); * vargottama` */
  readonly vargaTitle: string;
  /** Vimshopaka, then the shad-, sapta-, dasa- and shodasavarga columns. */
  readonly vimshopakaColumns: readonly [string, string, string, string, string];
}

/** The Vedic tables in the ten label locales (docs/i18n/<locale>.md). */
export const VEDIC_TABLE_WORDS: Readonly<Record<LabelLocale, VedicTableWords>> = {
  en: {
    yogasTitle: 'Yogas: {count} of the {size} in the catalogue; lagna {sign}, {ayanamsa} ayanamsa {value}°',
    yogaLine: '{name} ({group}, {nature}): {grahas}',
    yogaGroups: { mahapurusha: 'mahapurusha', lunar: 'lunar', solar: 'solar', raja: 'raja', dhana: 'dhana', vipareeta: 'vipareeta', parivartana: 'parivartana', nabhasa: 'nabhasa', other: 'other' },
    yogaNatures: { benefic: 'benefic', malefic: 'malefic', mixed: 'mixed' },
    dashaTitle: '{system} dasha{reckoning}, {start}; years of {days} days',
    dashaSystems: { vimshottari: 'Vimshottari', yogini: 'Yogini', ashtottari: 'Ashtottari', chara: 'Chara', narayana: 'Narayana' },
    startFrom: 'from {point}', startFromIn: 'from the {point} in {nakshatra}',
    balance: 'Balance at birth: {lord}, {years} years (to {date})',
    ashtottariRule: 'Ashtottari rule: Rahu in house {house} from the lagna lord — {applies, select, yes {applies} other {does not apply (forced)}}',
    periodYears: '{years} y', runningAt: 'Running at {at}: {lords}',
    ashtakavargaTitle: 'Ashtakavarga, {ayanamsa} ayanamsa; Ascendant in {sign}', ashtakavargaTail: 'total · shodhya pinda', sarva: 'Sarva',
    transitsAt: 'Transits at {at}:', transitLine: '{planet} in {sign} {bindus} bindus (sarva {sarva})',
    shadbalaTitle: 'Shadbala, {ayanamsa} ayanamsa (virupas; rupas = virupas / 60)',
    shadbalaColumns: ['Graha', 'sthana', 'dig', 'kala', 'cheshta', 'naisarg', 'drik', 'rupas', 'need', 'ratio', 'ishta', 'kashta'],
    bhavaColumns: ['Bhava', 'sign', 'lord', 'adhipati', 'dig', 'drishti', 'rupas'],
    vargaTitle: 'Divisional charts, sidereal ({ayanamsa} {value}°); * vargottama',
    vimshopakaColumns: ['Vimshopaka', 'shad', 'sapta', 'dasa', 'shodasa'],
  },
  es: {
    yogasTitle: 'Yogas: {count} de los {size} del catálogo; lagna en {sign}, ayanamsa {ayanamsa} {value}°',
    yogaLine: '{name} ({group}, {nature}): {grahas}',
    yogaGroups: { mahapurusha: 'mahapurusha', lunar: 'lunar', solar: 'solar', raja: 'raja', dhana: 'dhana', vipareeta: 'vipareeta', parivartana: 'parivartana', nabhasa: 'nabhasa', other: 'otro' },
    yogaNatures: { benefic: 'benéfico', malefic: 'maléfico', mixed: 'mixto' },
    dashaTitle: 'Dasha {system}{reckoning}, {start}; años de {days} días',
    dashaSystems: { vimshottari: 'Vimshottari', yogini: 'Yogini', ashtottari: 'Ashtottari', chara: 'Chara', narayana: 'Narayana' },
    startFrom: 'inicio: {point}', startFromIn: 'inicio: {point} en {nakshatra}',
    balance: 'Saldo al nacer: {lord}, {years} años (hasta {date})',
    ashtottariRule: 'Regla de Ashtottari: Rahu en la casa {house} desde el regente del lagna — {applies, select, yes {se cumple} other {no se cumple (forzado)}}',
    periodYears: '{years} a', runningAt: 'En curso el {at}: {lords}',
    ashtakavargaTitle: 'Ashtakavarga, ayanamsa {ayanamsa}; Ascendente en {sign}', ashtakavargaTail: 'total · shodhya pinda', sarva: 'Sarva',
    transitsAt: 'Tránsitos el {at}:', transitLine: '{planet} en {sign} {bindus} bindus (sarva {sarva})',
    shadbalaTitle: 'Shadbala, ayanamsa {ayanamsa} (virupas; rupas = virupas / 60)',
    shadbalaColumns: ['Graha', 'sthana', 'dig', 'kala', 'cheshta', 'naisarg', 'drik', 'rupas', 'mínimo', 'razón', 'ishta', 'kashta'],
    bhavaColumns: ['Bhava', 'signo', 'regente', 'adhipati', 'dig', 'drishti', 'rupas'],
    vargaTitle: 'Cartas divisionales, sideral ({ayanamsa} {value}°); * vargottama',
    vimshopakaColumns: ['Vimshopaka', 'shad', 'sapta', 'dasa', 'shodasa'],
  },
  'pt-BR': {
    yogasTitle: 'Yogas: {count} dos {size} do catálogo; lagna em {sign}, ayanamsa {ayanamsa} {value}°',
    yogaLine: '{name} ({group}, {nature}): {grahas}',
    yogaGroups: { mahapurusha: 'mahapurusha', lunar: 'lunar', solar: 'solar', raja: 'raja', dhana: 'dhana', vipareeta: 'vipareeta', parivartana: 'parivartana', nabhasa: 'nabhasa', other: 'outro' },
    yogaNatures: { benefic: 'benéfico', malefic: 'maléfico', mixed: 'misto' },
    dashaTitle: 'Dasha {system}{reckoning}, {start}; anos de {days} dias',
    dashaSystems: { vimshottari: 'Vimshottari', yogini: 'Yogini', ashtottari: 'Ashtottari', chara: 'Chara', narayana: 'Narayana' },
    startFrom: 'início: {point}', startFromIn: 'início: {point} em {nakshatra}',
    balance: 'Saldo no nascimento: {lord}, {years} anos (até {date})',
    ashtottariRule: 'Regra de Ashtottari: Rahu na casa {house} a partir do regente do lagna — {applies, select, yes {vale} other {não vale (forçado)}}',
    periodYears: '{years} a', runningAt: 'Em curso em {at}: {lords}',
    ashtakavargaTitle: 'Ashtakavarga, ayanamsa {ayanamsa}; Ascendente em {sign}', ashtakavargaTail: 'total · shodhya pinda', sarva: 'Sarva',
    transitsAt: 'Trânsitos em {at}:', transitLine: '{planet} em {sign} {bindus} bindus (sarva {sarva})',
    shadbalaTitle: 'Shadbala, ayanamsa {ayanamsa} (virupas; rupas = virupas / 60)',
    shadbalaColumns: ['Graha', 'sthana', 'dig', 'kala', 'cheshta', 'naisarg', 'drik', 'rupas', 'mínimo', 'razão', 'ishta', 'kashta'],
    bhavaColumns: ['Bhava', 'signo', 'regente', 'adhipati', 'dig', 'drishti', 'rupas'],
    vargaTitle: 'Mapas divisionais, sideral ({ayanamsa} {value}°); * vargottama',
    vimshopakaColumns: ['Vimshopaka', 'shad', 'sapta', 'dasa', 'shodasa'],
  },
  fr: {
    yogasTitle: 'Yogas : {count} sur les {size} du catalogue ; lagna en {sign}, ayanamsa {ayanamsa} {value}°',
    yogaLine: '{name} ({group}, {nature}) : {grahas}',
    yogaGroups: { mahapurusha: 'mahapurusha', lunar: 'lunaire', solar: 'solaire', raja: 'raja', dhana: 'dhana', vipareeta: 'vipareeta', parivartana: 'parivartana', nabhasa: 'nabhasa', other: 'autre' },
    yogaNatures: { benefic: 'bénéfique', malefic: 'maléfique', mixed: 'mixte' },
    dashaTitle: 'Dasha {system}{reckoning}, {start} ; années de {days} jours',
    dashaSystems: { vimshottari: 'Vimshottari', yogini: 'Yogini', ashtottari: 'Ashtottari', chara: 'Chara', narayana: 'Narayana' },
    startFrom: 'départ : {point}', startFromIn: 'départ : {point} en {nakshatra}',
    balance: 'Reliquat à la naissance : {lord}, {years} ans (jusqu’au {date})',
    ashtottariRule: 'Règle de l’Ashtottari : Rahu en maison {house} depuis le maître du lagna — {applies, select, yes {elle s’applique} other {elle ne s’applique pas (forcé)}}',
    periodYears: '{years} a', runningAt: 'En cours le {at} : {lords}',
    ashtakavargaTitle: 'Ashtakavarga, ayanamsa {ayanamsa} ; Ascendant en {sign}', ashtakavargaTail: 'somme · shodhya pinda', sarva: 'Sarva',
    transitsAt: 'Transits le {at} :', transitLine: '{planet} en {sign} {bindus} bindus (sarva {sarva})',
    shadbalaTitle: 'Shadbala, ayanamsa {ayanamsa} (virupas ; rupas = virupas / 60)',
    shadbalaColumns: ['Graha', 'sthana', 'dig', 'kala', 'cheshta', 'naisarg', 'drik', 'rupas', 'minimum', 'rapport', 'ishta', 'kashta'],
    bhavaColumns: ['Bhava', 'signe', 'maître', 'adhipati', 'dig', 'drishti', 'rupas'],
    vargaTitle: 'Thèmes divisionnaires, sidéral ({ayanamsa} {value}°) ; * vargottama',
    vimshopakaColumns: ['Vimshopaka', 'shad', 'sapta', 'dasa', 'shodasa'],
  },
  de: {
    yogasTitle: 'Yogas: {count} der {size} im Katalog; Lagna in {sign}, Ayanamsa {ayanamsa} {value}°',
    yogaLine: '{name} ({group}, {nature}): {grahas}',
    yogaGroups: { mahapurusha: 'Mahapurusha', lunar: 'lunar', solar: 'solar', raja: 'Raja', dhana: 'Dhana', vipareeta: 'Vipareeta', parivartana: 'Parivartana', nabhasa: 'Nabhasa', other: 'sonstige' },
    yogaNatures: { benefic: 'wohltätig', malefic: 'übeltätig', mixed: 'gemischt' },
    dashaTitle: '{system}-Dasha{reckoning}, {start}; Jahre zu {days} Tagen',
    dashaSystems: { vimshottari: 'Vimshottari', yogini: 'Yogini', ashtottari: 'Ashtottari', chara: 'Chara', narayana: 'Narayana' },
    startFrom: 'Beginn: {point}', startFromIn: 'Beginn: {point} in {nakshatra}',
    balance: 'Rest bei der Geburt: {lord}, {years} Jahre (bis {date})',
    ashtottariRule: 'Ashtottari-Regel: Rahu im {house}. Haus vom Herrn des Lagna — {applies, select, yes {sie gilt} other {sie gilt nicht (erzwungen)}}',
    periodYears: '{years} J.', runningAt: 'Laufend am {at}: {lords}',
    ashtakavargaTitle: 'Ashtakavarga, Ayanamsa {ayanamsa}; Aszendent in {sign}', ashtakavargaTail: 'Summe · Shodhya Pinda', sarva: 'Sarva',
    transitsAt: 'Transite am {at}:', transitLine: '{planet} in {sign} {bindus} Bindus (Sarva {sarva})',
    shadbalaTitle: 'Shadbala, Ayanamsa {ayanamsa} (Virupas; Rupas = Virupas / 60)',
    shadbalaColumns: ['Graha', 'Sthana', 'Dig', 'Kala', 'Cheshta', 'Naisarg', 'Drik', 'Rupas', 'Minimum', 'Verh.', 'Ishta', 'Kashta'],
    bhavaColumns: ['Bhava', 'Zeichen', 'Herr', 'Adhipati', 'Dig', 'Drishti', 'Rupas'],
    vargaTitle: 'Teilhoroskope, siderisch ({ayanamsa} {value}°); * Vargottama',
    vimshopakaColumns: ['Vimshopaka', 'Shad', 'Sapta', 'Dasa', 'Shodasa'],
  },
  it: {
    yogasTitle: 'Yoga: {count} dei {size} del catalogo; lagna in {sign}, ayanamsa {ayanamsa} {value}°',
    yogaLine: '{name} ({group}, {nature}): {grahas}',
    yogaGroups: { mahapurusha: 'mahapurusha', lunar: 'lunare', solar: 'solare', raja: 'raja', dhana: 'dhana', vipareeta: 'vipareeta', parivartana: 'parivartana', nabhasa: 'nabhasa', other: 'altro' },
    yogaNatures: { benefic: 'benefico', malefic: 'malefico', mixed: 'misto' },
    dashaTitle: 'Dasha {system}{reckoning}, {start}; anni di {days} giorni',
    dashaSystems: { vimshottari: 'Vimshottari', yogini: 'Yogini', ashtottari: 'Ashtottari', chara: 'Chara', narayana: 'Narayana' },
    startFrom: 'inizio: {point}', startFromIn: 'inizio: {point} in {nakshatra}',
    balance: 'Residuo alla nascita: {lord}, {years} anni (fino al {date})',
    ashtottariRule: 'Regola dell’Ashtottari: Rahu in casa {house} dal signore del lagna — {applies, select, yes {vale} other {non vale (forzato)}}',
    periodYears: '{years} a', runningAt: 'In corso il {at}: {lords}',
    ashtakavargaTitle: 'Ashtakavarga, ayanamsa {ayanamsa}; Ascendente in {sign}', ashtakavargaTail: 'totale · shodhya pinda', sarva: 'Sarva',
    transitsAt: 'Transiti il {at}:', transitLine: '{planet} in {sign} {bindus} bindu (sarva {sarva})',
    shadbalaTitle: 'Shadbala, ayanamsa {ayanamsa} (virupa; rupa = virupa / 60)',
    shadbalaColumns: ['Graha', 'sthana', 'dig', 'kala', 'cheshta', 'naisarg', 'drik', 'rupa', 'minimo', 'rapporto', 'ishta', 'kashta'],
    bhavaColumns: ['Bhava', 'segno', 'signore', 'adhipati', 'dig', 'drishti', 'rupa'],
    vargaTitle: 'Carte divisionali, siderale ({ayanamsa} {value}°); * vargottama',
    vimshopakaColumns: ['Vimshopaka', 'shad', 'sapta', 'dasa', 'shodasa'],
  },
  hi: {
    yogasTitle: 'योग: सूची के {size} में से {count}; लग्न {sign}, अयनांश {ayanamsa} {value}°',
    yogaLine: '{name} ({group}, {nature}): {grahas}',
    yogaGroups: { mahapurusha: 'महापुरुष', lunar: 'चंद्र', solar: 'सूर्य', raja: 'राज', dhana: 'धन', vipareeta: 'विपरीत', parivartana: 'परिवर्तन', nabhasa: 'नाभस', other: 'अन्य' },
    yogaNatures: { benefic: 'शुभ', malefic: 'अशुभ', mixed: 'मिश्रित' },
    dashaTitle: '{system} दशा{reckoning}, {start}; वर्ष {days} दिनों का',
    dashaSystems: { vimshottari: 'विंशोत्तरी', yogini: 'योगिनी', ashtottari: 'अष्टोत्तरी', chara: 'चर', narayana: 'नारायण' },
    startFrom: '{point} से', startFromIn: '{nakshatra} में स्थित {point} से',
    balance: 'जन्म के समय शेष: {lord}, {years} वर्ष ({date} तक)',
    ashtottariRule: 'अष्टोत्तरी नियम: लग्नेश से {house}वें भाव में राहु — {applies, select, yes {लागू} other {लागू नहीं (फिर भी गणना की गई)}}',
    periodYears: '{years} वर्ष', runningAt: '{at} को चल रही दशा: {lords}',
    ashtakavargaTitle: 'अष्टकवर्ग, अयनांश {ayanamsa}; लग्न {sign}', ashtakavargaTail: 'योग · शोध्य पिंड', sarva: 'सर्व',
    transitsAt: '{at} को गोचर:', transitLine: '{planet} {sign} में {bindus} बिंदु (सर्व {sarva})',
    shadbalaTitle: 'षड्बल, अयनांश {ayanamsa} (विरूप; रूप = विरूप / 60)',
    shadbalaColumns: ['ग्रह', 'स्थान', 'दिक्', 'काल', 'चेष्टा', 'नैसर्गिक', 'दृक्', 'रूप', 'न्यूनतम', 'अनुपात', 'इष्ट', 'कष्ट'],
    bhavaColumns: ['भाव', 'राशि', 'स्वामी', 'अधिपति', 'दिक्', 'दृष्टि', 'रूप'],
    vargaTitle: 'वर्ग कुंडलियाँ, निरयन ({ayanamsa} {value}°); * वर्गोत्तम',
    vimshopakaColumns: ['विंशोपक', 'षड्', 'सप्त', 'दश', 'षोडश'],
  },
  ru: {
    yogasTitle: 'Йоги: {count} из {size} в каталоге; лагна в знаке {sign}, айанамса {ayanamsa} {value}°',
    yogaLine: '{name} ({group}, {nature}): {grahas}',
    yogaGroups: { mahapurusha: 'махапуруша', lunar: 'лунная', solar: 'солнечная', raja: 'раджа', dhana: 'дхана', vipareeta: 'випарита', parivartana: 'паривартана', nabhasa: 'набхаса', other: 'прочая' },
    yogaNatures: { benefic: 'благоприятная', malefic: 'неблагоприятная', mixed: 'смешанная' },
    dashaTitle: 'Даша {system}{reckoning}, {start}; год из {days} дней',
    dashaSystems: { vimshottari: 'Вимшоттари', yogini: 'Йогини', ashtottari: 'Аштоттари', chara: 'Чара', narayana: 'Нараяна' },
    startFrom: 'начало: {point}', startFromIn: 'начало: {point} в накшатре {nakshatra}',
    balance: 'Остаток при рождении: {lord}, {years} года (до {date})',
    ashtottariRule: 'Правило Аштоттари: Раху в {house}-м доме от управителя лагны — {applies, select, yes {выполняется} other {не выполняется (принудительно)}}',
    periodYears: '{years} г.', runningAt: 'Идут на {at}: {lords}',
    ashtakavargaTitle: 'Аштакаварга, айанамса {ayanamsa}; Асцендент в знаке {sign}', ashtakavargaTail: 'сумма · шодхья пинда', sarva: 'Сарва',
    transitsAt: 'Транзиты на {at}:', transitLine: '{planet} в знаке {sign} {bindus} бинду (сарва {sarva})',
    shadbalaTitle: 'Шадбала, айанамса {ayanamsa} (вирупы; рупы = вирупы / 60)',
    shadbalaColumns: ['Граха', 'стхана', 'диг', 'кала', 'чешта', 'найсарг', 'дрик', 'рупы', 'минимум', 'отношение', 'ишта', 'кашта'],
    bhavaColumns: ['Бхава', 'знак', 'управ.', 'адхипати', 'диг', 'дришти', 'рупы'],
    vargaTitle: 'Варги, сидерически ({ayanamsa} {value}°); * варготтама',
    vimshopakaColumns: ['Вимшопака', 'шад', 'сапта', 'даша', 'шодаша'],
  },
  tr: {
    yogasTitle: 'Yogalar: katalogdaki {size} yogadan {count}; lagna {sign}, ayanamsa {ayanamsa} {value}°',
    yogaLine: '{name} ({group}, {nature}): {grahas}',
    yogaGroups: { mahapurusha: 'mahapurusha', lunar: 'ay', solar: 'güneş', raja: 'raja', dhana: 'dhana', vipareeta: 'vipareeta', parivartana: 'parivartana', nabhasa: 'nabhasa', other: 'diğer' },
    yogaNatures: { benefic: 'olumlu', malefic: 'olumsuz', mixed: 'karma' },
    dashaTitle: '{system} dasha{reckoning}, {start}; yıl {days} gün',
    dashaSystems: { vimshottari: 'Vimshottari', yogini: 'Yogini', ashtottari: 'Ashtottari', chara: 'Chara', narayana: 'Narayana' },
    startFrom: 'başlangıç: {point}', startFromIn: 'başlangıç: {nakshatra} nakshatrasındaki {point}',
    balance: 'Doğumda kalan: {lord}, {years} yıl ({date} tarihine kadar)',
    ashtottariRule: 'Ashtottari kuralı: Rahu lagna yöneticisinden {house}. evde — {applies, select, yes {geçerli} other {geçerli değil (zorlandı)}}',
    periodYears: '{years} yıl', runningAt: '{at} anında işleyen: {lords}',
    ashtakavargaTitle: 'Ashtakavarga, ayanamsa {ayanamsa}; yükselen {sign}', ashtakavargaTail: 'toplam · shodhya pinda', sarva: 'Sarva',
    transitsAt: '{at} anındaki transitler:', transitLine: '{planet} {sign} burcunda {bindus} bindu (sarva {sarva})',
    shadbalaTitle: 'Shadbala, ayanamsa {ayanamsa} (virupa; rupa = virupa / 60)',
    shadbalaColumns: ['Graha', 'sthana', 'dig', 'kala', 'cheshta', 'naisarg', 'drik', 'rupa', 'asgari', 'oran', 'ishta', 'kashta'],
    bhavaColumns: ['Bhava', 'burç', 'yönetici', 'adhipati', 'dig', 'drishti', 'rupa'],
    vargaTitle: 'Bölüm haritaları, sidereal ({ayanamsa} {value}°); * vargottama',
    vimshopakaColumns: ['Vimshopaka', 'shad', 'sapta', 'dasa', 'shodasa'],
  },
  'zh-Hans': {
    yogasTitle: '瑜伽：目录 {size} 种中成立 {count} 种；上升 {sign}，岁差 {ayanamsa} {value}°',
    yogaLine: '{name}（{group}，{nature}）：{grahas}',
    yogaGroups: { mahapurusha: '大人物', lunar: '月亮', solar: '太阳', raja: '王者', dhana: '财富', vipareeta: '逆转', parivartana: '互换', nabhasa: '天空', other: '其他' },
    yogaNatures: { benefic: '吉', malefic: '凶', mixed: '吉凶参半' },
    dashaTitle: '{system}大运{reckoning}，{start}；每年 {days} 天',
    dashaSystems: { vimshottari: '维姆肖塔里', yogini: '瑜伽女', ashtottari: '阿什托塔里', chara: '变动', narayana: '那罗延' },
    startFrom: '自{point}起', startFromIn: '自{nakshatra}中的{point}起',
    balance: '出生时余额：{lord}，{years} 年（至 {date}）',
    ashtottariRule: '阿什托塔里规则：罗睺在上升主星起第 {house} 宫 — {applies, select, yes {适用} other {不适用（强制计算）}}',
    periodYears: '{years} 年', runningAt: '{at} 运行中：{lords}',
    ashtakavargaTitle: '八分力，岁差 {ayanamsa}；上升在{sign}', ashtakavargaTail: '合计 · 净化点数', sarva: '总',
    transitsAt: '{at} 的行运：', transitLine: '{planet} 在 {sign} {bindus} 点（总 {sarva}）',
    shadbalaTitle: '六力，岁差 {ayanamsa}（维鲁帕；鲁帕 = 维鲁帕 / 60）',
    shadbalaColumns: ['行星', '位置力', '方位力', '时间力', '运动力', '自然力', '相位力', '鲁帕', '最低', '比率', '吉果', '凶果'],
    bhavaColumns: ['宫位', '星座', '宫主', '宫主力', '方位力', '相位力', '鲁帕'],
    vargaTitle: '分盘，恒星黄道（{ayanamsa} {value}°）；* 同宫（vargottama）',
    vimshopakaColumns: ['二十分力', '六分', '七分', '十分', '十六分'],
  },
};
