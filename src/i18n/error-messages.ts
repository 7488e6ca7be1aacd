import type { ErrorWording } from '../errors/error-wording.js';
import { URANIA_ERROR_CODES, type UraniaErrorCode } from '../errors/urania-error.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { isErrorWording, sayErrorWording } from './error-words.js';
import { formatLabel } from './format-label.js';

/**
 * The fallback sentences of an error message in one language (issue 31): ICU MessageFormat templates, for an error
 * whose sentence has no key (`wording`, src/i18n/error-words.ts says the keyed ones). `{field}` is the field's machine
 * name and `{allowed}` what it accepts, both as the error gives them (they stay machine-readable); `{detail}` is the
 * English sentence, quoted where no template says more. English is the source: its own messages are the library's,
 * untouched.
 */
export interface ErrorMessages {
  /** A required field is missing. */
  readonly required: string;
  /** A field the request does not take. */
  readonly notAField: string;
  /** A field outside what it accepts (a format, a range, a list of values): `allowed` says what. */
  readonly mustBe: string;
  /** A field that is wrong in a way the English `detail` explains. */
  readonly fieldInvalid: string;
  /** An error of each code that names no field, with the English `detail`. */
  readonly codes: Readonly<Record<UraniaErrorCode, string>>;
}

const EN: ErrorMessages = {
  required: '{field} is required.',
  notAField: '{field} is not a parameter of this request.',
  mustBe: '{field} must be {allowed}.',
  fieldInvalid: '{field} is not valid: {detail}',
  codes: {
    INVALID_ARGUMENT: '{detail}', OUT_OF_RANGE: '{detail}', MISSING_ARGUMENT: '{detail}', UNSUPPORTED: '{detail}',
    NOT_FOUND: '{detail}', TIMEOUT: '{detail}', INTERNAL: '{detail}',
  },
};

/** The error messages of the ten label locales. */
export const ERROR_MESSAGES: Readonly<Record<LabelLocale, ErrorMessages>> = {
  en: EN,
  es: {
    required: 'Falta {field}: es obligatorio.',
    notAField: '{field} no es un parámetro de esta solicitud.',
    mustBe: '{field} debe ser {allowed}.',
    fieldInvalid: '{field} no es válido (en inglés: {detail})',
    codes: {
      INVALID_ARGUMENT: 'Un valor no es válido (en inglés: {detail})',
      OUT_OF_RANGE: 'Un valor está fuera del intervalo admitido (en inglés: {detail})',
      MISSING_ARGUMENT: 'Falta un valor obligatorio (en inglés: {detail})',
      UNSUPPORTED: 'Este cálculo no está disponible (en inglés: {detail})',
      NOT_FOUND: 'La búsqueda no encontró nada (en inglés: {detail})',
      TIMEOUT: 'El cálculo superó el tiempo máximo (en inglés: {detail})',
      INTERNAL: 'Error interno (en inglés: {detail})',
    },
  },
  'pt-BR': {
    required: '{field} é obrigatório.',
    notAField: '{field} não é um parâmetro desta solicitação.',
    mustBe: '{field} deve ser {allowed}.',
    fieldInvalid: '{field} não é válido (em inglês: {detail})',
    codes: {
      INVALID_ARGUMENT: 'Um valor não é válido (em inglês: {detail})',
      OUT_OF_RANGE: 'Um valor está fora do intervalo aceito (em inglês: {detail})',
      MISSING_ARGUMENT: 'Falta um valor obrigatório (em inglês: {detail})',
      UNSUPPORTED: 'Este cálculo não está disponível (em inglês: {detail})',
      NOT_FOUND: 'A busca não encontrou nada (em inglês: {detail})',
      TIMEOUT: 'O cálculo excedeu o tempo máximo (em inglês: {detail})',
      INTERNAL: 'Erro interno (em inglês: {detail})',
    },
  },
  fr: {
    required: '{field} est obligatoire.',
    notAField: '{field} n’est pas un paramètre de cette requête.',
    mustBe: '{field} doit être {allowed}.',
    fieldInvalid: '{field} n’est pas valide (en anglais : {detail})',
    codes: {
      INVALID_ARGUMENT: 'Une valeur n’est pas valide (en anglais : {detail})',
      OUT_OF_RANGE: 'Une valeur sort de l’intervalle admis (en anglais : {detail})',
      MISSING_ARGUMENT: 'Une valeur obligatoire manque (en anglais : {detail})',
      UNSUPPORTED: 'Ce calcul n’est pas disponible (en anglais : {detail})',
      NOT_FOUND: 'La recherche n’a rien trouvé (en anglais : {detail})',
      TIMEOUT: 'Le calcul a dépassé le délai (en anglais : {detail})',
      INTERNAL: 'Erreur interne (en anglais : {detail})',
    },
  },
  de: {
    required: '{field} ist erforderlich.',
    notAField: '{field} ist kein Parameter dieser Anfrage.',
    mustBe: '{field} muss {allowed} sein.',
    fieldInvalid: '{field} ist ungültig (auf Englisch: {detail})',
    codes: {
      INVALID_ARGUMENT: 'Ein Wert ist ungültig (auf Englisch: {detail})',
      OUT_OF_RANGE: 'Ein Wert liegt außerhalb des zulässigen Bereichs (auf Englisch: {detail})',
      MISSING_ARGUMENT: 'Ein erforderlicher Wert fehlt (auf Englisch: {detail})',
      UNSUPPORTED: 'Diese Berechnung ist nicht verfügbar (auf Englisch: {detail})',
      NOT_FOUND: 'Die Suche hat nichts gefunden (auf Englisch: {detail})',
      TIMEOUT: 'Die Berechnung hat die Zeitgrenze überschritten (auf Englisch: {detail})',
      INTERNAL: 'Interner Fehler (auf Englisch: {detail})',
    },
  },
  it: {
    required: '{field} è obbligatorio.',
    notAField: '{field} non è un parametro di questa richiesta.',
    mustBe: '{field} deve essere {allowed}.',
    fieldInvalid: '{field} non è valido (in inglese: {detail})',
    codes: {
      INVALID_ARGUMENT: 'Un valore non è valido (in inglese: {detail})',
      OUT_OF_RANGE: 'Un valore è fuori dall’intervallo ammesso (in inglese: {detail})',
      MISSING_ARGUMENT: 'Manca un valore obbligatorio (in inglese: {detail})',
      UNSUPPORTED: 'Questo calcolo non è disponibile (in inglese: {detail})',
      NOT_FOUND: 'La ricerca non ha trovato nulla (in inglese: {detail})',
      TIMEOUT: 'Il calcolo ha superato il tempo massimo (in inglese: {detail})',
      INTERNAL: 'Errore interno (in inglese: {detail})',
    },
  },
  hi: {
    required: '{field} आवश्यक है।',
    notAField: '{field} इस अनुरोध का पैरामीटर नहीं है।',
    mustBe: '{field} का मान {allowed} होना चाहिए।',
    fieldInvalid: '{field} मान्य नहीं है (अंग्रेज़ी में: {detail})',
    codes: {
      INVALID_ARGUMENT: 'एक मान मान्य नहीं है (अंग्रेज़ी में: {detail})',
      OUT_OF_RANGE: 'एक मान स्वीकृत सीमा से बाहर है (अंग्रेज़ी में: {detail})',
      MISSING_ARGUMENT: 'एक आवश्यक मान नहीं दिया गया (अंग्रेज़ी में: {detail})',
      UNSUPPORTED: 'यह गणना उपलब्ध नहीं है (अंग्रेज़ी में: {detail})',
      NOT_FOUND: 'खोज में कुछ नहीं मिला (अंग्रेज़ी में: {detail})',
      TIMEOUT: 'गणना समय सीमा से अधिक हो गई (अंग्रेज़ी में: {detail})',
      INTERNAL: 'आंतरिक त्रुटि (अंग्रेज़ी में: {detail})',
    },
  },
  ru: {
    required: 'Поле {field} обязательно.',
    notAField: '{field} не является параметром этого запроса.',
    mustBe: 'Поле {field} должно быть: {allowed}.',
    fieldInvalid: 'Поле {field} недопустимо (по-английски: {detail})',
    codes: {
      INVALID_ARGUMENT: 'Недопустимое значение (по-английски: {detail})',
      OUT_OF_RANGE: 'Значение вне допустимого диапазона (по-английски: {detail})',
      MISSING_ARGUMENT: 'Не хватает обязательного значения (по-английски: {detail})',
      UNSUPPORTED: 'Этот расчёт недоступен (по-английски: {detail})',
      NOT_FOUND: 'Поиск ничего не нашёл (по-английски: {detail})',
      TIMEOUT: 'Расчёт превысил лимит времени (по-английски: {detail})',
      INTERNAL: 'Внутренняя ошибка (по-английски: {detail})',
    },
  },
  tr: {
    required: '{field} zorunludur.',
    notAField: '{field} bu isteğin bir parametresi değil.',
    mustBe: '{field} şu olmalıdır: {allowed}.',
    fieldInvalid: '{field} geçerli değil (İngilizce: {detail})',
    codes: {
      INVALID_ARGUMENT: 'Bir değer geçerli değil (İngilizce: {detail})',
      OUT_OF_RANGE: 'Bir değer izin verilen aralığın dışında (İngilizce: {detail})',
      MISSING_ARGUMENT: 'Zorunlu bir değer eksik (İngilizce: {detail})',
      UNSUPPORTED: 'Bu hesaplama kullanılamıyor (İngilizce: {detail})',
      NOT_FOUND: 'Arama bir sonuç bulamadı (İngilizce: {detail})',
      TIMEOUT: 'Hesaplama süre sınırını aştı (İngilizce: {detail})',
      INTERNAL: 'İç hata (İngilizce: {detail})',
    },
  },
  'zh-Hans': {
    required: '缺少必填字段 {field}。',
    notAField: '{field} 不是此请求的参数。',
    mustBe: '{field} 必须是 {allowed}。',
    fieldInvalid: '{field} 无效（英文说明：{detail}）',
    codes: {
      INVALID_ARGUMENT: '某个值无效（英文说明：{detail}）',
      OUT_OF_RANGE: '某个值超出允许范围（英文说明：{detail}）',
      MISSING_ARGUMENT: '缺少必填值（英文说明：{detail}）',
      UNSUPPORTED: '此计算不可用（英文说明：{detail}）',
      NOT_FOUND: '搜索没有结果（英文说明：{detail}）',
      TIMEOUT: '计算超过时限（英文说明：{detail}）',
      INTERNAL: '内部错误（英文说明：{detail}）',
    },
  },
};

/**
 * A wording said in `locale`, or undefined when its values do not fill the template (a wording made by other code
 * than the library's, e.g. read back from JSON): then the error is said by its kind, never a 500 for a message.
 */
function sayOrUndefined(w: ErrorWording, locale: LabelLocale, field: string | undefined): string | undefined {
  try {
    return sayErrorWording(w, locale, field);
  } catch {
    return undefined;
  }
}

/** One field's error as the validation and the library give it: `message` follows the field's name. */
export interface FieldMessage {
  readonly field: string;
  readonly message: string;
  readonly allowed?: string;
  /** The key and values of the sentence (records/field-errors.ts), when it has one: then said from its template. */
  readonly wording?: ErrorWording;
}

/**
 * @summary A field's error as one sentence in `locale` (issue 31): from its wording's template when it has one (the
 * field under the name given), else required, not a parameter, outside what it accepts (`allowed`, as given) or
 * otherwise wrong (the English quoted). English answers the library's own sentence.
 * @example localizeFieldMessage({ field: 'latitude', message: 'must be a number from -90 to 90', allowed: '-90..90' }, 'de') // 'latitude muss -90..90 sein.'
 */
export function localizeFieldMessage(e: FieldMessage, locale: LabelLocale): string {
  const english = `${e.field} ${e.message}`;
  if (locale === 'en') return english;
  const keyed = isErrorWording(e.wording) ? sayOrUndefined(e.wording, locale, e.field) : undefined;
  if (keyed !== undefined) return keyed;
  const m = ERROR_MESSAGES[locale];
  const values = { field: e.field, allowed: e.allowed ?? '', detail: english };
  if (e.message.startsWith('is required')) return formatLabel(m.required, values, locale);
  if (e.message.startsWith('is not a parameter') || e.message.startsWith('is not a field')) return formatLabel(m.notAField, values, locale);
  if (e.allowed !== undefined && e.allowed !== '') return formatLabel(m.mustBe, values, locale);
  return formatLabel(m.fieldInvalid, values, locale);
}

/**
 * @summary A library error's message in `locale`: from its wording (`details.wording`) when it has one, else by its
 * field when it names one (`localizeFieldMessage`), else the sentence of its code with the English quoted. `code`,
 * `details.field` and `allowed` stay as they are.
 * @example localizeErrorMessage({ code: 'MISSING_ARGUMENT', message: 'birthDate is required', details: { field: 'birthDate' } }, 'fr') // 'birthDate est obligatoire.'
 */
export function localizeErrorMessage(
  e: { readonly code: UraniaErrorCode; readonly message: string; readonly details: Readonly<Record<string, unknown>> },
  locale: LabelLocale,
): string {
  if (locale === 'en') return e.message;
  const field = e.details.field;
  const keyed = isErrorWording(e.details.wording) ? sayOrUndefined(e.details.wording, locale, typeof field === 'string' ? field : undefined) : undefined;
  if (keyed !== undefined) return keyed;
  const allowed = typeof e.details.allowed === 'string' ? e.details.allowed : undefined;
  if (typeof field === 'string' && e.message.startsWith(`${field} `)) {
    const message = e.code === 'MISSING_ARGUMENT' && !e.message.startsWith(`${field} is required`) ? `is required` : e.message.slice(field.length + 1);
    return localizeFieldMessage({ field, message, ...(allowed === undefined ? {} : { allowed }) }, locale);
  }
  return formatLabel(ERROR_MESSAGES[locale].codes[e.code], { detail: e.message }, locale);
}

/** The codes every catalogue answers (for the tests). */
export const LOCALIZED_ERROR_CODES = URANIA_ERROR_CODES;
