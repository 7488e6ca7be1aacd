import type { LabelLocale } from '../schemas/label-locale.js';

/**
 * The headings of `urania panchang` (a day, or `--month`) in one language (issue 31). The names of the weekday,
 * paksha, tithis, nakshatras, yogas and karanas come from the label catalogue and Intl (src/cli/panchang-names-in.ts);
 * the lunar months, samvatsaras, ritu, ayana and the observances stay as the record writes them. ICU messages.
 */
export interface PanchangWords {
  /** `Panchang of {date} ({zone}), {vara}; preset sunrise {sunrise}, ayanamsa {ayanamsa}` */
  readonly title: string;
  /** `Panchang of {month} ({zone}); preset sunrise {sunrise}, ayanamsa {ayanamsa}` (`--month`) */
  readonly monthTitle: string;
  /** `Sunrise {sunrise}  sunset {sunset}  moonrise {moonrise}  moonset {moonset}` */
  readonly sunAndMoon: string;
  /** The row labels of the day, padded to 10 columns (or one space after a longer one). */
  readonly rows: {
    readonly place: string; readonly tithi: string; readonly paksha: string; readonly nakshatra: string; readonly yoga: string;
    readonly karana: string; readonly month: string; readonly year: string;
  };
  /** `{name} (pada {pada}) until {time}`; `{pada}` empty or the pada's number (select). */
  readonly limbUntil: string;
  /** Between two limbs of one day: `, then `. */
  readonly then: string;
  /** `{amanta} (amanta), {purnimanta} (purnimanta)` */
  readonly months: string;
  /** `Adhika {name}`: an intercalary month. */
  readonly adhika: string;
  /** `Shaka {shaka} {south}, Vikram {vikram} {north}; {ritu}, {ayana}` */
  readonly years: string;
  /** The periods of the day, padded to 16 columns. */
  readonly periods: {
    readonly rahuKalam: string; readonly yamaganda: string; readonly gulikaKalam: string; readonly abhijit: string;
    readonly brahmaMuhurta: string; readonly durmuhurta: string; readonly amritKalam: string; readonly varjyam: string;
  };
  /** `--month`: `sunrise {time}` on each day's line. */
  readonly sunriseAt: string;
  /** `--month`: the heading of the observances. */
  readonly observances: string;
}

/** The Panchang's headings in the ten label locales: Jyotish terms as docs/i18n/<locale>.md writes them. English byte for byte. */
export const PANCHANG_WORDS: Readonly<Record<LabelLocale, PanchangWords>> = {
  en: {
    title: 'Panchang of {date} ({zone}), {vara}; preset sunrise {sunrise}, ayanamsa {ayanamsa}',
    monthTitle: 'Panchang of {month} ({zone}); preset sunrise {sunrise}, ayanamsa {ayanamsa}',
    sunAndMoon: 'Sunrise {sunrise}  sunset {sunset}  moonrise {moonrise}  moonset {moonset}',
    rows: { place: 'Place', tithi: 'Tithi', paksha: 'Paksha', nakshatra: 'Nakshatra', yoga: 'Yoga', karana: 'Karana', month: 'Month', year: 'Year' },
    limbUntil: '{name}{pada, select, none {} other { (pada {pada})}} until {time}',
    then: ', then ',
    months: '{amanta} (amanta), {purnimanta} (purnimanta)',
    adhika: 'Adhika {name}',
    years: 'Shaka {shaka} {south}, Vikram {vikram} {north}; {ritu}, {ayana}',
    periods: {
      rahuKalam: 'Rahu kalam', yamaganda: 'Yamaganda', gulikaKalam: 'Gulika kalam', abhijit: 'Abhijit',
      brahmaMuhurta: 'Brahma muhurta', durmuhurta: 'Durmuhurta', amritKalam: 'Amrit kalam', varjyam: 'Varjyam',
    },
    sunriseAt: 'sunrise {time}',
    observances: 'Observances (rule: the part of the day the tithi must hold, docs/vedic.md):',
  },
  es: {
    title: 'Panchang del {date} ({zone}), {vara}; salida del Sol según {sunrise}, ayanamsa {ayanamsa}',
    monthTitle: 'Panchang de {month} ({zone}); salida del Sol según {sunrise}, ayanamsa {ayanamsa}',
    sunAndMoon: 'Salida del Sol {sunrise}  puesta del Sol {sunset}  salida de la Luna {moonrise}  puesta de la Luna {moonset}',
    rows: { place: 'Lugar', tithi: 'Tithi', paksha: 'Paksha', nakshatra: 'Nakshatra', yoga: 'Yoga', karana: 'Karana', month: 'Mes', year: 'Año' },
    limbUntil: '{name}{pada, select, none {} other { (pada {pada})}} hasta las {time}',
    then: ', luego ',
    months: '{amanta} (amanta), {purnimanta} (purnimanta)',
    adhika: 'Adhika {name}',
    years: 'Shaka {shaka} {south}, Vikram {vikram} {north}; {ritu}, {ayana}',
    periods: {
      rahuKalam: 'Rahu kalam', yamaganda: 'Yamaganda', gulikaKalam: 'Gulika kalam', abhijit: 'Abhijit',
      brahmaMuhurta: 'Brahma muhurta', durmuhurta: 'Durmuhurta', amritKalam: 'Amrit kalam', varjyam: 'Varjyam',
    },
    sunriseAt: 'salida del Sol {time}',
    observances: 'Festividades (regla: la parte del día que debe ocupar el tithi, docs/vedic.md):',
  },
  'pt-BR': {
    title: 'Panchang de {date} ({zone}), {vara}; nascer do Sol segundo {sunrise}, ayanamsa {ayanamsa}',
    monthTitle: 'Panchang de {month} ({zone}); nascer do Sol segundo {sunrise}, ayanamsa {ayanamsa}',
    sunAndMoon: 'Nascer do Sol {sunrise}  pôr do Sol {sunset}  nascer da Lua {moonrise}  ocaso da Lua {moonset}',
    rows: { place: 'Local', tithi: 'Tithi', paksha: 'Paksha', nakshatra: 'Nakshatra', yoga: 'Yoga', karana: 'Karana', month: 'Mês', year: 'Ano' },
    limbUntil: '{name}{pada, select, none {} other { (pada {pada})}} até {time}',
    then: ', depois ',
    months: '{amanta} (amanta), {purnimanta} (purnimanta)',
    adhika: 'Adhika {name}',
    years: 'Shaka {shaka} {south}, Vikram {vikram} {north}; {ritu}, {ayana}',
    periods: {
      rahuKalam: 'Rahu kalam', yamaganda: 'Yamaganda', gulikaKalam: 'Gulika kalam', abhijit: 'Abhijit',
      brahmaMuhurta: 'Brahma muhurta', durmuhurta: 'Durmuhurta', amritKalam: 'Amrit kalam', varjyam: 'Varjyam',
    },
    sunriseAt: 'nascer do Sol {time}',
    observances: 'Festividades (regra: a parte do dia que o tithi deve ocupar, docs/vedic.md):',
  },
  fr: {
    title: 'Panchang du {date} ({zone}), {vara} ; lever du Soleil selon {sunrise}, ayanamsa {ayanamsa}',
    monthTitle: 'Panchang de {month} ({zone}) ; lever du Soleil selon {sunrise}, ayanamsa {ayanamsa}',
    sunAndMoon: 'Lever du Soleil {sunrise}  coucher du Soleil {sunset}  lever de la Lune {moonrise}  coucher de la Lune {moonset}',
    rows: { place: 'Lieu', tithi: 'Tithi', paksha: 'Paksha', nakshatra: 'Nakshatra', yoga: 'Yoga', karana: 'Karana', month: 'Mois', year: 'Année' },
    limbUntil: '{name}{pada, select, none {} other { (pada {pada})}} jusqu’à {time}',
    then: ', puis ',
    months: '{amanta} (amanta), {purnimanta} (purnimanta)',
    adhika: 'Adhika {name}',
    years: 'Shaka {shaka} {south}, Vikram {vikram} {north} ; {ritu}, {ayana}',
    periods: {
      rahuKalam: 'Rahu kalam', yamaganda: 'Yamaganda', gulikaKalam: 'Gulika kalam', abhijit: 'Abhijit',
      brahmaMuhurta: 'Brahma muhurta', durmuhurta: 'Durmuhurta', amritKalam: 'Amrit kalam', varjyam: 'Varjyam',
    },
    sunriseAt: 'lever du Soleil {time}',
    observances: 'Fêtes (règle : la partie du jour que le tithi doit occuper, docs/vedic.md) :',
  },
  de: {
    title: 'Panchang vom {date} ({zone}), {vara}; Sonnenaufgang nach {sunrise}, Ayanamsa {ayanamsa}',
    monthTitle: 'Panchang für {month} ({zone}); Sonnenaufgang nach {sunrise}, Ayanamsa {ayanamsa}',
    sunAndMoon: 'Sonnenaufgang {sunrise}  Sonnenuntergang {sunset}  Mondaufgang {moonrise}  Monduntergang {moonset}',
    rows: { place: 'Ort', tithi: 'Tithi', paksha: 'Paksha', nakshatra: 'Nakshatra', yoga: 'Yoga', karana: 'Karana', month: 'Monat', year: 'Jahr' },
    limbUntil: '{name}{pada, select, none {} other { (Pada {pada})}} bis {time}',
    then: ', dann ',
    months: '{amanta} (Amanta), {purnimanta} (Purnimanta)',
    adhika: 'Adhika {name}',
    years: 'Shaka {shaka} {south}, Vikram {vikram} {north}; {ritu}, {ayana}',
    periods: {
      rahuKalam: 'Rahu Kalam', yamaganda: 'Yamaganda', gulikaKalam: 'Gulika Kalam', abhijit: 'Abhijit',
      brahmaMuhurta: 'Brahma Muhurta', durmuhurta: 'Durmuhurta', amritKalam: 'Amrit Kalam', varjyam: 'Varjyam',
    },
    sunriseAt: 'Sonnenaufgang {time}',
    observances: 'Festtage (Regel: der Teil des Tages, den das Tithi halten muss, docs/vedic.md):',
  },
  it: {
    title: 'Panchang del {date} ({zone}), {vara}; alba secondo {sunrise}, ayanamsa {ayanamsa}',
    monthTitle: 'Panchang di {month} ({zone}); alba secondo {sunrise}, ayanamsa {ayanamsa}',
    sunAndMoon: 'Alba {sunrise}  tramonto {sunset}  sorgere della Luna {moonrise}  tramonto della Luna {moonset}',
    rows: { place: 'Luogo', tithi: 'Tithi', paksha: 'Paksha', nakshatra: 'Nakshatra', yoga: 'Yoga', karana: 'Karana', month: 'Mese', year: 'Anno' },
    limbUntil: '{name}{pada, select, none {} other { (pada {pada})}} fino alle {time}',
    then: ', poi ',
    months: '{amanta} (amanta), {purnimanta} (purnimanta)',
    adhika: 'Adhika {name}',
    years: 'Shaka {shaka} {south}, Vikram {vikram} {north}; {ritu}, {ayana}',
    periods: {
      rahuKalam: 'Rahu kalam', yamaganda: 'Yamaganda', gulikaKalam: 'Gulika kalam', abhijit: 'Abhijit',
      brahmaMuhurta: 'Brahma muhurta', durmuhurta: 'Durmuhurta', amritKalam: 'Amrit kalam', varjyam: 'Varjyam',
    },
    sunriseAt: 'alba {time}',
    observances: 'Ricorrenze (regola: la parte del giorno che il tithi deve occupare, docs/vedic.md):',
  },
  hi: {
    title: '{date} का पंचांग ({zone}), {vara}; सूर्योदय की परिपाटी {sunrise}, अयनांश {ayanamsa}',
    monthTitle: '{month} का पंचांग ({zone}); सूर्योदय की परिपाटी {sunrise}, अयनांश {ayanamsa}',
    sunAndMoon: 'सूर्योदय {sunrise}  सूर्यास्त {sunset}  चंद्रोदय {moonrise}  चंद्रास्त {moonset}',
    rows: { place: 'स्थान', tithi: 'तिथि', paksha: 'पक्ष', nakshatra: 'नक्षत्र', yoga: 'योग', karana: 'करण', month: 'मास', year: 'संवत्' },
    limbUntil: '{name}{pada, select, none {} other { (पद {pada})}} {time} तक',
    then: ', फिर ',
    months: '{amanta} (अमांत), {purnimanta} (पूर्णिमांत)',
    adhika: 'अधिक {name}',
    years: 'शक {shaka} {south}, विक्रम {vikram} {north}; {ritu}, {ayana}',
    periods: {
      rahuKalam: 'राहु काल', yamaganda: 'यमगंड', gulikaKalam: 'गुलिक काल', abhijit: 'अभिजित',
      brahmaMuhurta: 'ब्रह्म मुहूर्त', durmuhurta: 'दुर्मुहूर्त', amritKalam: 'अमृत काल', varjyam: 'वर्ज्यम्',
    },
    sunriseAt: 'सूर्योदय {time}',
    observances: 'व्रत और पर्व (नियम: दिन का वह भाग जिसमें तिथि होनी चाहिए, docs/vedic.md):',
  },
  ru: {
    title: 'Панчанга на {date} ({zone}), {vara}; восход по правилу {sunrise}, айанамса {ayanamsa}',
    monthTitle: 'Панчанга на {month} ({zone}); восход по правилу {sunrise}, айанамса {ayanamsa}',
    sunAndMoon: 'Восход Солнца {sunrise}  заход Солнца {sunset}  восход Луны {moonrise}  заход Луны {moonset}',
    rows: { place: 'Место', tithi: 'Титхи', paksha: 'Пакша', nakshatra: 'Накшатра', yoga: 'Йога', karana: 'Карана', month: 'Месяц', year: 'Год' },
    limbUntil: '{name}{pada, select, none {} other { (пада {pada})}} до {time}',
    then: ', затем ',
    months: '{amanta} (аманта), {purnimanta} (пурниманта)',
    adhika: 'Адхика {name}',
    years: 'Шака {shaka} {south}, Викрам {vikram} {north}; {ritu}, {ayana}',
    periods: {
      rahuKalam: 'Раху калам', yamaganda: 'Ямаганда', gulikaKalam: 'Гулика калам', abhijit: 'Абхиджит',
      brahmaMuhurta: 'Брахма мухурта', durmuhurta: 'Дурмухурта', amritKalam: 'Амрит калам', varjyam: 'Варджьям',
    },
    sunriseAt: 'восход {time}',
    observances: 'Праздники и посты (правило: часть дня, в которой должна стоять титхи, docs/vedic.md):',
  },
  tr: {
    title: '{date} Panchang ({zone}), {vara}; gün doğumu kuralı {sunrise}, ayanamsa {ayanamsa}',
    monthTitle: '{month} Panchang ({zone}); gün doğumu kuralı {sunrise}, ayanamsa {ayanamsa}',
    sunAndMoon: 'Gün doğumu {sunrise}  gün batımı {sunset}  Ay doğuşu {moonrise}  Ay batışı {moonset}',
    rows: { place: 'Yer', tithi: 'Tithi', paksha: 'Paksha', nakshatra: 'Nakshatra', yoga: 'Yoga', karana: 'Karana', month: 'Ay', year: 'Yıl' },
    limbUntil: '{name}{pada, select, none {} other { (pada {pada})}} {time} saatine kadar',
    then: ', sonra ',
    months: '{amanta} (amanta), {purnimanta} (purnimanta)',
    adhika: 'Adhika {name}',
    years: 'Shaka {shaka} {south}, Vikram {vikram} {north}; {ritu}, {ayana}',
    periods: {
      rahuKalam: 'Rahu kalam', yamaganda: 'Yamaganda', gulikaKalam: 'Gulika kalam', abhijit: 'Abhijit',
      brahmaMuhurta: 'Brahma muhurta', durmuhurta: 'Durmuhurta', amritKalam: 'Amrit kalam', varjyam: 'Varjyam',
    },
    sunriseAt: 'gün doğumu {time}',
    observances: 'Bayram ve oruç günleri (kural: tithinin kaplaması gereken gün parçası, docs/vedic.md):',
  },
  'zh-Hans': {
    title: '{date}的五支历（{zone}），{vara}；日出算法 {sunrise}，岁差 {ayanamsa}',
    monthTitle: '{month} 的五支历（{zone}）；日出算法 {sunrise}，岁差 {ayanamsa}',
    sunAndMoon: '日出 {sunrise}  日落 {sunset}  月出 {moonrise}  月落 {moonset}',
    rows: { place: '地点', tithi: '太阴日', paksha: '半月', nakshatra: '月宿', yoga: '日月合', karana: '半太阴日', month: '月份', year: '纪年' },
    limbUntil: '{name}{pada, select, none {} other {（第 {pada} 足）}}至 {time}',
    then: '，然后 ',
    months: '{amanta}（朔望月止于新月），{purnimanta}（朔望月止于满月）',
    adhika: '闰 {name}',
    years: '塞种纪元 {shaka} {south}，超日王纪元 {vikram} {north}；{ritu}，{ayana}',
    periods: {
      rahuKalam: '罗睺时段', yamaganda: '阎摩时段', gulikaKalam: '古利卡时段', abhijit: '阿毗吉特吉时',
      brahmaMuhurta: '梵天吉时', durmuhurta: '凶时', amritKalam: '甘露时段', varjyam: '忌时',
    },
    sunriseAt: '日出 {time}',
    observances: '节日与斋戒（规则：太阴日须占的时段，docs/vedic.md）：',
  },
};
