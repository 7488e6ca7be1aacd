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
  },
};
