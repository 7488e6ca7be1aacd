import type { LabelLocale } from '../schemas/label-locale.js';

/**
 * The CLI's usage errors in one language (issue 31), keyed as the library's errors are (src/errors/error-wording.ts):
 * a `UsageError` carries its key and values beside its English sentence, which English prints unchanged; node:util
 * parseArgs's refusals are read by their code. ICU messages (`formatLabel`); `{flag}`, `{option}`, `{value}` are code.
 */
export interface UsageWords {
  /** `--date is required` */
  readonly required: string;
  /** `--time is required, for example --time 14:30` (English says why as well). */
  readonly requiredExample: string;
  /** `--lat must be a number, got "abc"` */
  readonly notNumber: string;
  /** `--levels must be a whole number, got "2.5"` (English may name the range as well). */
  readonly notWholeNumber: string;
  /** `--format must be one of text, md, json, got "pdf"` */
  readonly oneOf: string;
  /** `give --place or --lat and --lon, not both` */
  readonly placeOrLatLon: string;
  /** `give --tz or --timezone, not both` */
  readonly notBoth: string;
  /** `give the range: --from 2025-01-01 --to 2026-01-01` */
  readonly range: string;
  /** `--method needs one --division, for example --division 3 --method jagannatha` */
  readonly needs: string;
  /** parseArgs: `Unknown option '--foo'` */
  readonly unknownOption: string;
  /** parseArgs: `Option '--date <value>' argument missing` */
  readonly missingValue: string;
  /** parseArgs: `Option '--json' does not take an argument` */
  readonly takesNoValue: string;
  /** parseArgs: `Unexpected argument 'x'. This command does not take positional arguments` */
  readonly unexpectedArgument: string;
  // The last sentences keyed (issue 31): a command's own shapes and examples.
  /** `unknown command "foo"` (run-cli: the command name, JSON-quoted) */
  readonly unknownCommand: string;
  /** `unknown keys subcommand "x"` */
  readonly unknownSubcommand: string;
  /** `--near takes LAT,LON in degrees (for example --near 48.4,10) and no query` */
  readonly nearLatLon: string;
  /** `give a place name, for example: urania places "Ulm, Germany"` */
  readonly placeName: string;
  /** `--input data.jsonl does not exist` */
  readonly fileMissing: string;
  /** `--formula takes NAME=FORMULA, for example --formula 'Mine=Asc + Venus - Saturn'; got "x"` */
  readonly formulaShape: string;
  /** `--kind is one of a, b; got c` (`given`: yes or no, whether a value was given) */
  readonly kindOneOf: string;
  /** `--date 2024-03-20T12:00 has no time zone: add Z for UT or an offset, e.g. --date 2024-03-20T12:00Z or --date 2024-03-20T12:00+02:00` */
  readonly noTimeZone: string;
  /** `give --lat-b and --lon-b, or --place-b` */
  readonly pairPlace: string;
  /** `say which horoscope: daily, weekly, monthly, yearly` */
  readonly whichOne: string;
  /** `give the place: urania panchang --lat 28.61 --lon 77.21, or --place "New Delhi"` */
  readonly placeExample: string;
  /** `--lat and --lon take degrees, for example --lat 28.61 --lon 77.21; got abc, 77` */
  readonly latLonDegrees: string;
  /** `--month takes YYYY-MM (for example --month 2024-04), without --date; got 2024-4` */
  readonly monthShape: string;
}

/** The keys of the usage words. */
export type UsageWordKey = keyof UsageWords;

/** The usage errors in the ten label locales. English is what the CLI always printed (its sentences stay in the code). */
export const USAGE_WORDS: Readonly<Record<LabelLocale, UsageWords>> = {
  en: {
    required: '{flag} is required',
    requiredExample: '{flag} is required, for example {example}',
    notNumber: '{flag} must be a number, got {value}',
    notWholeNumber: '{flag} must be a whole number, got {value}',
    oneOf: '{flag} must be one of {list}, got {value}',
    placeOrLatLon: 'give --place or --lat and --lon, not both',
    notBoth: 'give {a} or {b}, not both',
    range: 'give the range: {example}',
    needs: '{flag} needs {other}, for example {example}',
    unknownOption: "Unknown option ''{option}''",
    missingValue: "Option ''{option} '<value>''' argument missing",
    takesNoValue: "Option ''{option}'' does not take an argument",
    unexpectedArgument: "Unexpected argument ''{value}''. This command does not take positional arguments",
    unknownCommand: 'unknown command {value}',
    unknownSubcommand: 'unknown {command} subcommand {value}',
    nearLatLon: '{flag} takes LAT,LON in degrees (for example {example}) and no query',
    placeName: 'give a place name, for example: {example}',
    fileMissing: '{flag} {value} does not exist',
    formulaShape: '{flag} takes NAME=FORMULA, for example {example}; got {value}',
    kindOneOf: '{flag} is one of {list}{given, select, yes {; got {value}} other {}}',
    noTimeZone: '{flag} {value} has no time zone: add Z for UT or an offset, e.g. {utc} or {offset}',
    pairPlace: 'give {lat} and {lon}, or {place}',
    whichOne: 'say which horoscope: {list}',
    placeExample: 'give the place: {example}, or {place}',
    latLonDegrees: '{lat} and {lon} take degrees, for example {example}; got {values}',
    monthShape: '{flag} takes YYYY-MM (for example {example}), without {other}; got {value}',
  },
  es: {
    required: 'falta {flag}',
    requiredExample: 'falta {flag}, por ejemplo {example}',
    notNumber: '{flag} debe ser un número; se recibió {value}',
    notWholeNumber: '{flag} debe ser un número entero; se recibió {value}',
    oneOf: '{flag} debe ser uno de estos valores: {list}; se recibió {value}',
    placeOrLatLon: 'indique --place o bien --lat y --lon, no ambos',
    notBoth: 'indique {a} o {b}, no ambos',
    range: 'indique el intervalo: {example}',
    needs: '{flag} requiere {other}, por ejemplo {example}',
    unknownOption: 'opción desconocida «{option}»',
    missingValue: 'la opción «{option}» necesita un valor',
    takesNoValue: 'la opción «{option}» no admite ningún valor',
    unexpectedArgument: 'argumento inesperado «{value}»: este comando no admite argumentos posicionales',
    unknownCommand: 'comando desconocido {value}',
    unknownSubcommand: 'subcomando de {command} desconocido: {value}',
    nearLatLon: '{flag} espera LAT,LON en grados (por ejemplo {example}) y ninguna búsqueda',
    placeName: 'indique el nombre de un lugar, por ejemplo: {example}',
    fileMissing: '{flag} {value} no existe',
    formulaShape: '{flag} espera NOMBRE=FÓRMULA, por ejemplo {example}; se recibió {value}',
    kindOneOf: '{flag} debe ser uno de estos valores: {list}{given, select, yes {; se recibió {value}} other {}}',
    noTimeZone: '{flag} {value} no tiene zona horaria: añada Z para el tiempo universal o un desfase, por ejemplo {utc} o {offset}',
    pairPlace: 'indique {lat} y {lon}, o bien {place}',
    whichOne: 'indique qué horóscopo: {list}',
    placeExample: 'indique el lugar: {example}, o bien {place}',
    latLonDegrees: '{lat} y {lon} esperan grados, por ejemplo {example}; se recibió {values}',
    monthShape: '{flag} espera AAAA-MM (por ejemplo {example}), sin {other}; se recibió {value}',
  },
  'pt-BR': {
    required: 'falta {flag}',
    requiredExample: 'falta {flag}, por exemplo {example}',
    notNumber: '{flag} deve ser um número; recebido {value}',
    notWholeNumber: '{flag} deve ser um número inteiro; recebido {value}',
    oneOf: '{flag} deve ser um destes valores: {list}; recebido {value}',
    placeOrLatLon: 'informe --place ou então --lat e --lon, não ambos',
    notBoth: 'informe {a} ou {b}, não ambos',
    range: 'informe o intervalo: {example}',
    needs: '{flag} exige {other}, por exemplo {example}',
    unknownOption: 'opção desconhecida “{option}”',
    missingValue: 'a opção “{option}” precisa de um valor',
    takesNoValue: 'a opção “{option}” não aceita valor',
    unexpectedArgument: 'argumento inesperado “{value}”: este comando não aceita argumentos posicionais',
    unknownCommand: 'comando desconhecido {value}',
    unknownSubcommand: 'subcomando de {command} desconhecido: {value}',
    nearLatLon: '{flag} espera LAT,LON em graus (por exemplo {example}) e nenhuma busca',
    placeName: 'informe o nome de um lugar, por exemplo: {example}',
    fileMissing: '{flag} {value} não existe',
    formulaShape: '{flag} espera NOME=FÓRMULA, por exemplo {example}; recebido {value}',
    kindOneOf: '{flag} deve ser um destes valores: {list}{given, select, yes {; recebido {value}} other {}}',
    noTimeZone: '{flag} {value} não tem fuso horário: acrescente Z para o tempo universal ou um deslocamento, por exemplo {utc} ou {offset}',
    pairPlace: 'informe {lat} e {lon}, ou então {place}',
    whichOne: 'informe qual horóscopo: {list}',
    placeExample: 'informe o lugar: {example}, ou então {place}',
    latLonDegrees: '{lat} e {lon} esperam graus, por exemplo {example}; recebido {values}',
    monthShape: '{flag} espera AAAA-MM (por exemplo {example}), sem {other}; recebido {value}',
  },
  fr: {
    required: '{flag} est obligatoire',
    requiredExample: '{flag} est obligatoire, par exemple {example}',
    notNumber: '{flag} doit être un nombre ; reçu {value}',
    notWholeNumber: '{flag} doit être un nombre entier ; reçu {value}',
    oneOf: '{flag} doit valoir {list} ; reçu {value}',
    placeOrLatLon: 'indiquez --place ou bien --lat et --lon, pas les deux',
    notBoth: 'indiquez {a} ou {b}, pas les deux',
    range: 'indiquez la période : {example}',
    needs: '{flag} demande {other}, par exemple {example}',
    unknownOption: 'option inconnue « {option} »',
    missingValue: 'l’option « {option} » attend une valeur',
    takesNoValue: 'l’option « {option} » ne prend pas de valeur',
    unexpectedArgument: 'argument inattendu « {value} » : cette commande ne prend pas d’arguments positionnels',
    unknownCommand: 'commande inconnue {value}',
    unknownSubcommand: 'sous-commande de {command} inconnue : {value}',
    nearLatLon: '{flag} attend LAT,LON en degrés (par exemple {example}) et aucune recherche',
    placeName: 'indiquez le nom d’un lieu, par exemple : {example}',
    fileMissing: '{flag} {value} n’existe pas',
    formulaShape: '{flag} attend NOM=FORMULE, par exemple {example} ; reçu {value}',
    kindOneOf: '{flag} doit valoir {list}{given, select, yes { ; reçu {value}} other {}}',
    noTimeZone: '{flag} {value} n’a pas de fuseau horaire : ajoutez Z pour le temps universel ou un décalage, par exemple {utc} ou {offset}',
    pairPlace: 'indiquez {lat} et {lon}, ou bien {place}',
    whichOne: 'indiquez quel horoscope : {list}',
    placeExample: 'indiquez le lieu : {example}, ou bien {place}',
    latLonDegrees: '{lat} et {lon} attendent des degrés, par exemple {example} ; reçu {values}',
    monthShape: '{flag} attend AAAA-MM (par exemple {example}), sans {other} ; reçu {value}',
  },
  de: {
    required: '{flag} fehlt',
    requiredExample: '{flag} fehlt, zum Beispiel {example}',
    notNumber: '{flag} muss eine Zahl sein, erhalten: {value}',
    notWholeNumber: '{flag} muss eine ganze Zahl sein, erhalten: {value}',
    oneOf: '{flag} muss einer dieser Werte sein: {list}; erhalten: {value}',
    placeOrLatLon: 'entweder --place oder --lat und --lon angeben, nicht beides',
    notBoth: 'entweder {a} oder {b} angeben, nicht beides',
    range: 'den Zeitraum angeben: {example}',
    needs: '{flag} braucht {other}, zum Beispiel {example}',
    unknownOption: 'unbekannte Option „{option}“',
    missingValue: 'die Option „{option}“ braucht einen Wert',
    takesNoValue: 'die Option „{option}“ nimmt keinen Wert',
    unexpectedArgument: 'unerwartetes Argument „{value}“: dieser Befehl nimmt keine Positionsargumente',
    unknownCommand: 'unbekannter Befehl {value}',
    unknownSubcommand: 'unbekannter Unterbefehl von {command}: {value}',
    nearLatLon: '{flag} erwartet BREITE,LÄNGE in Grad (zum Beispiel {example}) und keinen Suchbegriff',
    placeName: 'einen Ortsnamen angeben, zum Beispiel: {example}',
    fileMissing: '{flag} {value} existiert nicht',
    formulaShape: '{flag} erwartet NAME=FORMEL, zum Beispiel {example}; erhalten: {value}',
    kindOneOf: '{flag} muss einer dieser Werte sein: {list}{given, select, yes {; erhalten: {value}} other {}}',
    noTimeZone: '{flag} {value} hat keine Zeitzone: Z für Weltzeit oder einen Versatz anhängen, zum Beispiel {utc} oder {offset}',
    pairPlace: '{lat} und {lon} oder {place} angeben',
    whichOne: 'das Horoskop angeben: {list}',
    placeExample: 'den Ort angeben: {example}, oder {place}',
    latLonDegrees: '{lat} und {lon} erwarten Grad, zum Beispiel {example}; erhalten: {values}',
    monthShape: '{flag} erwartet JJJJ-MM (zum Beispiel {example}), ohne {other}; erhalten: {value}',
  },
  it: {
    required: 'manca {flag}',
    requiredExample: 'manca {flag}, per esempio {example}',
    notNumber: '{flag} deve essere un numero; ricevuto {value}',
    notWholeNumber: '{flag} deve essere un numero intero; ricevuto {value}',
    oneOf: '{flag} deve essere uno di questi valori: {list}; ricevuto {value}',
    placeOrLatLon: 'indicare --place oppure --lat e --lon, non entrambi',
    notBoth: 'indicare {a} o {b}, non entrambi',
    range: 'indicare il periodo: {example}',
    needs: '{flag} richiede {other}, per esempio {example}',
    unknownOption: 'opzione sconosciuta «{option}»',
    missingValue: 'l’opzione «{option}» richiede un valore',
    takesNoValue: 'l’opzione «{option}» non accetta valori',
    unexpectedArgument: 'argomento inatteso «{value}»: questo comando non accetta argomenti posizionali',
    unknownCommand: 'comando sconosciuto {value}',
    unknownSubcommand: 'sottocomando di {command} sconosciuto: {value}',
    nearLatLon: '{flag} richiede LAT,LON in gradi (per esempio {example}) e nessuna ricerca',
    placeName: 'indicare il nome di un luogo, per esempio: {example}',
    fileMissing: '{flag} {value} non esiste',
    formulaShape: '{flag} richiede NOME=FORMULA, per esempio {example}; ricevuto {value}',
    kindOneOf: '{flag} deve essere uno di questi valori: {list}{given, select, yes {; ricevuto {value}} other {}}',
    noTimeZone: '{flag} {value} non ha un fuso orario: aggiungere Z per il tempo universale o uno scostamento, per esempio {utc} o {offset}',
    pairPlace: 'indicare {lat} e {lon}, oppure {place}',
    whichOne: 'indicare quale oroscopo: {list}',
    placeExample: 'indicare il luogo: {example}, oppure {place}',
    latLonDegrees: '{lat} e {lon} richiedono gradi, per esempio {example}; ricevuto {values}',
    monthShape: '{flag} richiede AAAA-MM (per esempio {example}), senza {other}; ricevuto {value}',
  },
  hi: {
    required: '{flag} आवश्यक है',
    requiredExample: '{flag} आवश्यक है, उदाहरण के लिए {example}',
    notNumber: '{flag} एक संख्या होनी चाहिए; मिला {value}',
    notWholeNumber: '{flag} एक पूर्ण संख्या होनी चाहिए; मिला {value}',
    oneOf: '{flag} इनमें से एक होना चाहिए: {list}; मिला {value}',
    placeOrLatLon: '--place या फिर --lat और --lon दें, दोनों नहीं',
    notBoth: '{a} या {b} दें, दोनों नहीं',
    range: 'अवधि दें: {example}',
    needs: '{flag} के लिए {other} चाहिए, उदाहरण के लिए {example}',
    unknownOption: 'अज्ञात विकल्प “{option}”',
    missingValue: 'विकल्प “{option}” के लिए मान चाहिए',
    takesNoValue: 'विकल्प “{option}” कोई मान नहीं लेता',
    unexpectedArgument: 'अनपेक्षित तर्क “{value}”: यह कमांड स्थितीय तर्क नहीं लेता',
    unknownCommand: 'अज्ञात कमांड {value}',
    unknownSubcommand: '{command} का अज्ञात उप-कमांड {value}',
    nearLatLon: '{flag} अंशों में अक्षांश,देशांतर लेता है (उदाहरण के लिए {example}), कोई खोज नहीं',
    placeName: 'किसी स्थान का नाम दें, उदाहरण के लिए: {example}',
    fileMissing: '{flag} {value} मौजूद नहीं है',
    formulaShape: '{flag} नाम=सूत्र लेता है, उदाहरण के लिए {example}; मिला {value}',
    kindOneOf: '{flag} इनमें से एक होना चाहिए: {list}{given, select, yes {; मिला {value}} other {}}',
    noTimeZone: '{flag} {value} में समय-क्षेत्र नहीं है: सार्वभौमिक समय के लिए Z या कोई अंतर जोड़ें, उदाहरण के लिए {utc} या {offset}',
    pairPlace: '{lat} और {lon} दें, या फिर {place}',
    whichOne: 'कौन-सा राशिफल, बताएँ: {list}',
    placeExample: 'स्थान दें: {example}, या फिर {place}',
    latLonDegrees: '{lat} और {lon} अंशों में होने चाहिए, उदाहरण के लिए {example}; मिला {values}',
    monthShape: '{flag} YYYY-MM लेता है (उदाहरण के लिए {example}), {other} के बिना; मिला {value}',
  },
  ru: {
    required: 'не указан {flag}',
    requiredExample: 'не указан {flag}, например {example}',
    notNumber: '{flag} должен быть числом; получено {value}',
    notWholeNumber: '{flag} должен быть целым числом; получено {value}',
    oneOf: '{flag} должен быть одним из значений: {list}; получено {value}',
    placeOrLatLon: 'укажите --place или --lat и --lon, но не то и другое',
    notBoth: 'укажите {a} или {b}, но не оба',
    range: 'укажите период: {example}',
    needs: '{flag} требует {other}, например {example}',
    unknownOption: 'неизвестный параметр «{option}»',
    missingValue: 'параметру «{option}» нужно значение',
    takesNoValue: 'параметр «{option}» не принимает значения',
    unexpectedArgument: 'лишний аргумент «{value}»: эта команда не принимает позиционных аргументов',
    unknownCommand: 'неизвестная команда {value}',
    unknownSubcommand: 'неизвестная подкоманда {command}: {value}',
    nearLatLon: '{flag} принимает ШИРОТА,ДОЛГОТА в градусах (например {example}) и без поискового запроса',
    placeName: 'укажите название места, например: {example}',
    fileMissing: '{flag} {value} не существует',
    formulaShape: '{flag} принимает ИМЯ=ФОРМУЛА, например {example}; получено {value}',
    kindOneOf: '{flag} должен быть одним из значений: {list}{given, select, yes {; получено {value}} other {}}',
    noTimeZone: '{flag} {value} без часового пояса: добавьте Z для всемирного времени или смещение, например {utc} или {offset}',
    pairPlace: 'укажите {lat} и {lon} или {place}',
    whichOne: 'укажите, какой гороскоп: {list}',
    placeExample: 'укажите место: {example} или {place}',
    latLonDegrees: '{lat} и {lon} принимают градусы, например {example}; получено {values}',
    monthShape: '{flag} принимает ГГГГ-ММ (например {example}), без {other}; получено {value}',
  },
  tr: {
    required: '{flag} gerekli',
    requiredExample: '{flag} gerekli, örneğin {example}',
    notNumber: '{flag} bir sayı olmalı; alınan {value}',
    notWholeNumber: '{flag} bir tam sayı olmalı; alınan {value}',
    oneOf: '{flag} şunlardan biri olmalı: {list}; alınan {value}',
    placeOrLatLon: '--place ya da --lat ile --lon verin, ikisini birden değil',
    notBoth: '{a} ya da {b} verin, ikisini birden değil',
    range: 'aralığı verin: {example}',
    needs: '{flag} için {other} gerekir, örneğin {example}',
    unknownOption: 'bilinmeyen seçenek “{option}”',
    missingValue: '“{option}” seçeneği bir değer bekliyor',
    takesNoValue: '“{option}” seçeneği değer almaz',
    unexpectedArgument: 'beklenmeyen argüman “{value}”: bu komut konumsal argüman almaz',
    unknownCommand: 'bilinmeyen komut {value}',
    unknownSubcommand: 'bilinmeyen {command} alt komutu {value}',
    nearLatLon: '{flag} derece cinsinden ENLEM,BOYLAM alır (örneğin {example}), arama sözcüğü almaz',
    placeName: 'bir yer adı verin, örneğin: {example}',
    fileMissing: '{flag} {value} yok',
    formulaShape: '{flag} AD=FORMÜL alır, örneğin {example}; alınan {value}',
    kindOneOf: '{flag} şunlardan biri olmalı: {list}{given, select, yes {; alınan {value}} other {}}',
    noTimeZone: '{flag} {value} saat dilimi içermiyor: evrensel zaman için Z ya da bir fark ekleyin, örneğin {utc} ya da {offset}',
    pairPlace: '{lat} ile {lon} ya da {place} verin',
    whichOne: 'hangi burç yorumu olduğunu söyleyin: {list}',
    placeExample: 'yeri verin: {example} ya da {place}',
    latLonDegrees: '{lat} ile {lon} derece alır, örneğin {example}; alınan {values}',
    monthShape: '{flag} YYYY-AA alır (örneğin {example}), {other} olmadan; alınan {value}',
  },
  'zh-Hans': {
    required: '缺少 {flag}',
    requiredExample: '缺少 {flag}，例如 {example}',
    notNumber: '{flag} 必须是数字，收到的是 {value}',
    notWholeNumber: '{flag} 必须是整数，收到的是 {value}',
    oneOf: '{flag} 必须是以下之一：{list}；收到的是 {value}',
    placeOrLatLon: '请给出 --place，或者 --lat 和 --lon，不要同时给出',
    notBoth: '请给出 {a} 或 {b}，不要同时给出',
    range: '请给出时间范围：{example}',
    needs: '{flag} 需要 {other}，例如 {example}',
    unknownOption: '未知选项 “{option}”',
    missingValue: '选项 “{option}” 缺少值',
    takesNoValue: '选项 “{option}” 不接受值',
    unexpectedArgument: '多余的参数 “{value}”：此命令不接受位置参数',
    unknownCommand: '未知命令 {value}',
    unknownSubcommand: '未知的 {command} 子命令 {value}',
    nearLatLon: '{flag} 接受以度为单位的“纬度,经度”（例如 {example}），不接受查询词',
    placeName: '请给出地名，例如：{example}',
    fileMissing: '{flag} {value} 不存在',
    formulaShape: '{flag} 接受“名称=公式”，例如 {example}；收到的是 {value}',
    kindOneOf: '{flag} 必须是以下之一：{list}{given, select, yes {；收到的是 {value}} other {}}',
    noTimeZone: '{flag} {value} 没有时区：请加上 Z 表示世界时，或加上时差，例如 {utc} 或 {offset}',
    pairPlace: '请给出 {lat} 和 {lon}，或者 {place}',
    whichOne: '请说明哪种运势：{list}',
    placeExample: '请给出地点：{example}，或者 {place}',
    latLonDegrees: '{lat} 和 {lon} 接受度数，例如 {example}；收到的是 {values}',
    monthShape: '{flag} 接受 YYYY-MM（例如 {example}），不能与 {other} 同用；收到的是 {value}',
  },
};
