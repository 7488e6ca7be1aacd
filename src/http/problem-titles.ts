import type { LabelLocale } from '../schemas/label-locale.js';
import { HTTP_ERRORS, type HttpErrorCode } from './errors.js';

/**
 * The problem `title` of each error code in the languages of the answers (issue 31): English is the table's
 * (src/http/errors.ts, HTTP_ERRORS); the `type` URN and the `code` stay as they are in every language.
 */
const TITLES: Readonly<Record<Exclude<LabelLocale, 'en'>, Readonly<Record<HttpErrorCode, string>>>> = {
  es: {
    INVALID_ARGUMENT: 'Argumento no válido', OUT_OF_RANGE: 'Argumento fuera de rango', MISSING_ARGUMENT: 'Falta un argumento',
    UNSUPPORTED: 'Cálculo no disponible', NOT_FOUND: 'Sin resultados', TIMEOUT: 'Tiempo de espera agotado', INTERNAL: 'Error interno',
    INVALID_PARAMETERS: 'Parámetros no válidos', MALFORMED_REQUEST: 'Solicitud mal formada', MALFORMED_BODY: 'Cuerpo de la solicitud mal formado',
    CREDENTIALS_REQUIRED: 'Se requieren credenciales', INVALID_API_KEY: 'Clave de API no válida', ROUTE_NOT_FOUND: 'Ruta inexistente',
    METHOD_NOT_ALLOWED: 'Método no permitido', NOT_ACCEPTABLE: 'No aceptable', REQUEST_TIMEOUT: 'Tiempo de espera agotado',
    PAYLOAD_TOO_LARGE: 'Cuerpo demasiado grande', UNSUPPORTED_MEDIA_TYPE: 'Tipo de contenido no admitido', EXPECTATION_FAILED: 'Expectativa no cumplida',
    RATE_LIMITED: 'Demasiadas solicitudes', HEADERS_TOO_LARGE: 'Cabeceras demasiado grandes', SERVICE_UNAVAILABLE: 'Servicio no disponible',
  },
  'pt-BR': {
    INVALID_ARGUMENT: 'Argumento inválido', OUT_OF_RANGE: 'Argumento fora do intervalo', MISSING_ARGUMENT: 'Argumento ausente',
    UNSUPPORTED: 'Cálculo não disponível', NOT_FOUND: 'Nada encontrado', TIMEOUT: 'Tempo esgotado', INTERNAL: 'Erro interno',
    INVALID_PARAMETERS: 'Parâmetros inválidos', MALFORMED_REQUEST: 'Solicitação malformada', MALFORMED_BODY: 'Corpo da solicitação malformado',
    CREDENTIALS_REQUIRED: 'Credenciais necessárias', INVALID_API_KEY: 'Chave de API inválida', ROUTE_NOT_FOUND: 'Rota inexistente',
    METHOD_NOT_ALLOWED: 'Método não permitido', NOT_ACCEPTABLE: 'Não aceitável', REQUEST_TIMEOUT: 'Tempo esgotado',
    PAYLOAD_TOO_LARGE: 'Corpo grande demais', UNSUPPORTED_MEDIA_TYPE: 'Tipo de conteúdo não suportado', EXPECTATION_FAILED: 'Expectativa não atendida',
    RATE_LIMITED: 'Solicitações demais', HEADERS_TOO_LARGE: 'Cabeçalhos grandes demais', SERVICE_UNAVAILABLE: 'Serviço indisponível',
  },
  fr: {
    INVALID_ARGUMENT: 'Argument non valide', OUT_OF_RANGE: 'Argument hors limites', MISSING_ARGUMENT: 'Argument manquant',
    UNSUPPORTED: 'Calcul non disponible', NOT_FOUND: 'Aucun résultat', TIMEOUT: 'Délai dépassé', INTERNAL: 'Erreur interne',
    INVALID_PARAMETERS: 'Paramètres non valides', MALFORMED_REQUEST: 'Requête mal formée', MALFORMED_BODY: 'Corps de requête mal formé',
    CREDENTIALS_REQUIRED: 'Identifiants requis', INVALID_API_KEY: 'Clé d’API non valide', ROUTE_NOT_FOUND: 'Route inexistante',
    METHOD_NOT_ALLOWED: 'Méthode non autorisée', NOT_ACCEPTABLE: 'Non acceptable', REQUEST_TIMEOUT: 'Délai dépassé',
    PAYLOAD_TOO_LARGE: 'Corps trop volumineux', UNSUPPORTED_MEDIA_TYPE: 'Type de contenu non pris en charge', EXPECTATION_FAILED: 'Attente non satisfaite',
    RATE_LIMITED: 'Trop de requêtes', HEADERS_TOO_LARGE: 'En-têtes trop volumineux', SERVICE_UNAVAILABLE: 'Service indisponible',
  },
  de: {
    INVALID_ARGUMENT: 'Ungültiges Argument', OUT_OF_RANGE: 'Argument außerhalb des Bereichs', MISSING_ARGUMENT: 'Fehlendes Argument',
    UNSUPPORTED: 'Berechnung nicht verfügbar', NOT_FOUND: 'Nichts gefunden', TIMEOUT: 'Zeitüberschreitung', INTERNAL: 'Interner Fehler',
    INVALID_PARAMETERS: 'Ungültige Parameter', MALFORMED_REQUEST: 'Fehlerhafte Anfrage', MALFORMED_BODY: 'Fehlerhafter Anfrageinhalt',
    CREDENTIALS_REQUIRED: 'Anmeldedaten erforderlich', INVALID_API_KEY: 'Ungültiger API-Schlüssel', ROUTE_NOT_FOUND: 'Route nicht vorhanden',
    METHOD_NOT_ALLOWED: 'Methode nicht erlaubt', NOT_ACCEPTABLE: 'Nicht annehmbar', REQUEST_TIMEOUT: 'Zeitüberschreitung',
    PAYLOAD_TOO_LARGE: 'Anfrageinhalt zu groß', UNSUPPORTED_MEDIA_TYPE: 'Nicht unterstützter Inhaltstyp', EXPECTATION_FAILED: 'Erwartung nicht erfüllt',
    RATE_LIMITED: 'Zu viele Anfragen', HEADERS_TOO_LARGE: 'Kopfzeilen zu groß', SERVICE_UNAVAILABLE: 'Dienst nicht verfügbar',
  },
  it: {
    INVALID_ARGUMENT: 'Argomento non valido', OUT_OF_RANGE: 'Argomento fuori intervallo', MISSING_ARGUMENT: 'Argomento mancante',
    UNSUPPORTED: 'Calcolo non disponibile', NOT_FOUND: 'Nessun risultato', TIMEOUT: 'Tempo scaduto', INTERNAL: 'Errore interno',
    INVALID_PARAMETERS: 'Parametri non validi', MALFORMED_REQUEST: 'Richiesta malformata', MALFORMED_BODY: 'Corpo della richiesta malformato',
    CREDENTIALS_REQUIRED: 'Credenziali richieste', INVALID_API_KEY: 'Chiave API non valida', ROUTE_NOT_FOUND: 'Percorso inesistente',
    METHOD_NOT_ALLOWED: 'Metodo non consentito', NOT_ACCEPTABLE: 'Non accettabile', REQUEST_TIMEOUT: 'Tempo scaduto',
    PAYLOAD_TOO_LARGE: 'Corpo troppo grande', UNSUPPORTED_MEDIA_TYPE: 'Tipo di contenuto non supportato', EXPECTATION_FAILED: 'Aspettativa non soddisfatta',
    RATE_LIMITED: 'Troppe richieste', HEADERS_TOO_LARGE: 'Intestazioni troppo grandi', SERVICE_UNAVAILABLE: 'Servizio non disponibile',
  },
  hi: {
    INVALID_ARGUMENT: 'अमान्य तर्क', OUT_OF_RANGE: 'तर्क सीमा से बाहर', MISSING_ARGUMENT: 'तर्क अनुपस्थित',
    UNSUPPORTED: 'गणना उपलब्ध नहीं', NOT_FOUND: 'कुछ नहीं मिला', TIMEOUT: 'समय सीमा समाप्त', INTERNAL: 'आंतरिक त्रुटि',
    INVALID_PARAMETERS: 'अमान्य पैरामीटर', MALFORMED_REQUEST: 'त्रुटिपूर्ण अनुरोध', MALFORMED_BODY: 'त्रुटिपूर्ण अनुरोध-सामग्री',
    CREDENTIALS_REQUIRED: 'प्रमाण-पत्र आवश्यक', INVALID_API_KEY: 'अमान्य API कुंजी', ROUTE_NOT_FOUND: 'ऐसा कोई रूट नहीं',
    METHOD_NOT_ALLOWED: 'विधि की अनुमति नहीं', NOT_ACCEPTABLE: 'स्वीकार्य नहीं', REQUEST_TIMEOUT: 'समय सीमा समाप्त',
    PAYLOAD_TOO_LARGE: 'अनुरोध-सामग्री बहुत बड़ी', UNSUPPORTED_MEDIA_TYPE: 'असमर्थित सामग्री-प्रकार', EXPECTATION_FAILED: 'अपेक्षा पूरी नहीं हुई',
    RATE_LIMITED: 'बहुत अधिक अनुरोध', HEADERS_TOO_LARGE: 'हेडर बहुत बड़े', SERVICE_UNAVAILABLE: 'सेवा उपलब्ध नहीं',
  },
  ru: {
    INVALID_ARGUMENT: 'Недопустимый аргумент', OUT_OF_RANGE: 'Аргумент вне диапазона', MISSING_ARGUMENT: 'Не хватает аргумента',
    UNSUPPORTED: 'Расчёт недоступен', NOT_FOUND: 'Ничего не найдено', TIMEOUT: 'Время ожидания истекло', INTERNAL: 'Внутренняя ошибка',
    INVALID_PARAMETERS: 'Недопустимые параметры', MALFORMED_REQUEST: 'Некорректный запрос', MALFORMED_BODY: 'Некорректное тело запроса',
    CREDENTIALS_REQUIRED: 'Требуются учётные данные', INVALID_API_KEY: 'Недействительный ключ API', ROUTE_NOT_FOUND: 'Такого маршрута нет',
    METHOD_NOT_ALLOWED: 'Метод не разрешён', NOT_ACCEPTABLE: 'Неприемлемый формат', REQUEST_TIMEOUT: 'Время ожидания истекло',
    PAYLOAD_TOO_LARGE: 'Слишком большое тело запроса', UNSUPPORTED_MEDIA_TYPE: 'Неподдерживаемый тип содержимого', EXPECTATION_FAILED: 'Ожидание не выполнено',
    RATE_LIMITED: 'Слишком много запросов', HEADERS_TOO_LARGE: 'Слишком большие заголовки', SERVICE_UNAVAILABLE: 'Сервис недоступен',
  },
  tr: {
    INVALID_ARGUMENT: 'Geçersiz bağımsız değişken', OUT_OF_RANGE: 'Bağımsız değişken aralık dışında', MISSING_ARGUMENT: 'Eksik bağımsız değişken',
    UNSUPPORTED: 'Hesaplama kullanılamıyor', NOT_FOUND: 'Hiçbir şey bulunamadı', TIMEOUT: 'Zaman aşımı', INTERNAL: 'İç hata',
    INVALID_PARAMETERS: 'Geçersiz parametreler', MALFORMED_REQUEST: 'Hatalı biçimlendirilmiş istek', MALFORMED_BODY: 'Hatalı biçimlendirilmiş istek gövdesi',
    CREDENTIALS_REQUIRED: 'Kimlik bilgileri gerekli', INVALID_API_KEY: 'Geçersiz API anahtarı', ROUTE_NOT_FOUND: 'Böyle bir yol yok',
    METHOD_NOT_ALLOWED: 'Yönteme izin verilmiyor', NOT_ACCEPTABLE: 'Kabul edilemez', REQUEST_TIMEOUT: 'Zaman aşımı',
    PAYLOAD_TOO_LARGE: 'İstek gövdesi çok büyük', UNSUPPORTED_MEDIA_TYPE: 'Desteklenmeyen içerik türü', EXPECTATION_FAILED: 'Beklenti karşılanamadı',
    RATE_LIMITED: 'Çok fazla istek', HEADERS_TOO_LARGE: 'Üst bilgiler çok büyük', SERVICE_UNAVAILABLE: 'Hizmet kullanılamıyor',
  },
  'zh-Hans': {
    INVALID_ARGUMENT: '参数无效', OUT_OF_RANGE: '参数超出范围', MISSING_ARGUMENT: '缺少参数',
    UNSUPPORTED: '不支持此计算', NOT_FOUND: '未找到结果', TIMEOUT: '超时', INTERNAL: '内部错误',
    INVALID_PARAMETERS: '请求参数无效', MALFORMED_REQUEST: '请求格式错误', MALFORMED_BODY: '请求体格式错误',
    CREDENTIALS_REQUIRED: '需要凭据', INVALID_API_KEY: 'API 密钥无效', ROUTE_NOT_FOUND: '没有此路由',
    METHOD_NOT_ALLOWED: '不允许此方法', NOT_ACCEPTABLE: '无法接受', REQUEST_TIMEOUT: '请求超时',
    PAYLOAD_TOO_LARGE: '请求体过大', UNSUPPORTED_MEDIA_TYPE: '不支持的内容类型', EXPECTATION_FAILED: '预期未满足',
    RATE_LIMITED: '请求过多', HEADERS_TOO_LARGE: '请求头过大', SERVICE_UNAVAILABLE: '服务不可用',
  },
};

/**
 * @summary The title of a problem in `locale` (English: the table's own).
 * @example problemTitle('INVALID_PARAMETERS', 'de') // 'Ungültige Parameter'
 */
export function problemTitle(code: HttpErrorCode, locale: LabelLocale = 'en'): string {
  return locale === 'en' ? HTTP_ERRORS[code].title : TITLES[locale][code];
}

/** The detail of an internal error (its message is logged, never sent), in each language but English. */
const INTERNAL_DETAILS: Readonly<Record<Exclude<LabelLocale, 'en'>, string>> = {
  es: 'Se produjo un error interno. Quedó registrado; por favor, notifíquelo.',
  'pt-BR': 'Ocorreu um erro interno. Ele foi registrado; por favor, informe-o.',
  fr: 'Une erreur interne s’est produite. Elle a été journalisée ; merci de la signaler.',
  de: 'Ein interner Fehler ist aufgetreten. Er wurde protokolliert; bitte melden.',
  it: 'Si è verificato un errore interno. È stato registrato; si prega di segnalarlo.',
  hi: 'एक आंतरिक त्रुटि हुई। इसे लॉग कर लिया गया है; कृपया इसकी सूचना दें।',
  ru: 'Произошла внутренняя ошибка. Она записана в журнал; пожалуйста, сообщите о ней.',
  tr: 'Bir iç hata oluştu. Kayda geçirildi; lütfen bildirin.',
  'zh-Hans': '发生了内部错误。错误已记录；请报告此问题。',
};

/** The detail of an internal error in English: the library's own words. */
const INTERNAL_DETAIL_EN = 'An internal error occurred. It has been logged; please report it.';

/**
 * @summary The detail of an INTERNAL problem in `locale` (the error's own message is logged, never sent).
 * @example internalDetail('de') // 'Ein interner Fehler ist aufgetreten. Er wurde protokolliert; bitte melden.'
 */
export function internalDetail(locale: LabelLocale = 'en'): string {
  return locale === 'en' ? INTERNAL_DETAIL_EN : INTERNAL_DETAILS[locale];
}

/** The titles of every locale but English, for the tests. */
export const PROBLEM_TITLES = TITLES;
