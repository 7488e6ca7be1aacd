import { formatLabel } from '../i18n/format-label.js';
import type { LabelLocale } from '../schemas/label-locale.js';

/**
 * The detail sentences of the problems answered before a route reads its language (issue 31): authentication
 * (401), the rate limits and the compute budget (429), the stores that do not answer (503), an unknown route (404)
 * and Fastify's own refusals of a body or URL (400, 413, 415). One ICU template per key and locale; values are data
 * (numbers, the method and path, the media type, the header to send). English is the server's own sentence, word
 * for word (the code keeps its English literal; a test renders these back), so an English answer is unchanged.
 */
export const PROBLEM_DETAIL_KEYS = [
  'authorizationTwice',
  'givenMoreThanOnce',
  'credentialsRequired',
  'invalidApiKey',
  'rateLimited',
  'rateLimitedAnonymous',
  'budgetExceeded',
  'rateStoreUnavailable',
  'budgetStoreUnavailable',
  'routeNotFound',
  'bodyTooLarge',
  'unsupportedMediaType',
  'invalidJsonBody',
  'emptyJsonBody',
  'contentLengthMismatch',
] as const;

/** The key of a problem's detail sentence. */
export type ProblemDetailKey = (typeof PROBLEM_DETAIL_KEYS)[number];

/** The detail templates of one locale. */
export type ProblemDetails = Readonly<Record<ProblemDetailKey, string>>;

const EN: ProblemDetails = {
  authorizationTwice: 'The Authorization header is sent more than once; send exactly one.',
  givenMoreThanOnce: 'is given more than once',
  credentialsRequired: 'Send the header {header}.',
  invalidApiKey: 'The API key is not valid.',
  rateLimited: 'Limit of {limit} requests per {seconds} s reached for this key; retry in {retry} s.',
  rateLimitedAnonymous: 'Limit of {limit} requests without a valid API key per {seconds} s reached for this address; retry in {retry} s.',
  budgetExceeded: 'The compute budget of this key ({limit} units per {seconds} s) has {remaining} left; this request costs {units}. Retry in {retry} s.',
  rateStoreUnavailable: 'The rate-limit store is unavailable; retry shortly.',
  budgetStoreUnavailable: 'The compute-budget store is unavailable; retry shortly.',
  routeNotFound: 'No route {method} {path}; see the OpenAPI document at /api/v1/openapi.json.',
  bodyTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported Media Type',
  invalidJsonBody: "Body is not valid JSON but content-type is set to 'application/json'",
  emptyJsonBody: "Body cannot be empty when content-type is set to 'application/json'",
  contentLengthMismatch: 'Request body size did not match Content-Length',
};

/** The detail sentences of the ten locales (Fastify's own refusals keyed by its error code: FASTIFY_DETAIL_KEYS). */
export const PROBLEM_DETAILS: Readonly<Record<LabelLocale, ProblemDetails>> = {
  en: EN,
  es: {
    authorizationTwice: 'La cabecera Authorization se envía más de una vez; se envía exactamente una.',
    givenMoreThanOnce: 'aparece más de una vez',
    credentialsRequired: 'Hay que enviar la cabecera {header}.',
    invalidApiKey: 'La clave de API no es válida.',
    rateLimited: 'Esta clave alcanzó el límite de {limit, plural, one {# solicitud} other {# solicitudes}} cada {seconds} s; se puede reintentar en {retry} s.',
    rateLimitedAnonymous: 'Esta dirección alcanzó el límite de {limit, plural, one {# solicitud} other {# solicitudes}} sin clave de API válida cada {seconds} s; se puede reintentar en {retry} s.',
    budgetExceeded: 'Al presupuesto de cálculo de esta clave ({limit, plural, one {# unidad} other {# unidades}} cada {seconds} s) le quedan {remaining}; esta solicitud cuesta {units}. Se puede reintentar en {retry} s.',
    rateStoreUnavailable: 'El almacén del límite de solicitudes no está disponible; se puede reintentar en breve.',
    budgetStoreUnavailable: 'El almacén del presupuesto de cálculo no está disponible; se puede reintentar en breve.',
    routeNotFound: 'No existe la ruta {method} {path}; el documento OpenAPI está en /api/v1/openapi.json.',
    bodyTooLarge: 'El cuerpo de la solicitud es demasiado grande.',
    unsupportedMediaType: 'Tipo de contenido no admitido.',
    invalidJsonBody: "El cuerpo no es JSON válido, aunque content-type es 'application/json'.",
    emptyJsonBody: "El cuerpo no puede estar vacío cuando content-type es 'application/json'.",
    contentLengthMismatch: 'El tamaño del cuerpo no coincide con Content-Length.',
  },
  'pt-BR': {
    authorizationTwice: 'O cabeçalho Authorization foi enviado mais de uma vez; envie exatamente um.',
    givenMoreThanOnce: 'aparece mais de uma vez',
    credentialsRequired: 'Envie o cabeçalho {header}.',
    invalidApiKey: 'A chave de API não é válida.',
    rateLimited: 'Esta chave atingiu o limite de {limit, plural, one {# solicitação} other {# solicitações}} a cada {seconds} s; tente de novo em {retry} s.',
    rateLimitedAnonymous: 'Este endereço atingiu o limite de {limit, plural, one {# solicitação} other {# solicitações}} sem chave de API válida a cada {seconds} s; tente de novo em {retry} s.',
    budgetExceeded: 'O orçamento de cálculo desta chave ({limit, plural, one {# unidade} other {# unidades}} a cada {seconds} s) tem {remaining} restantes; esta solicitação custa {units}. Tente de novo em {retry} s.',
    rateStoreUnavailable: 'O armazenamento do limite de solicitações está indisponível; tente de novo em instantes.',
    budgetStoreUnavailable: 'O armazenamento do orçamento de cálculo está indisponível; tente de novo em instantes.',
    routeNotFound: 'Não existe a rota {method} {path}; veja o documento OpenAPI em /api/v1/openapi.json.',
    bodyTooLarge: 'O corpo da solicitação é grande demais.',
    unsupportedMediaType: 'Tipo de conteúdo não suportado.',
    invalidJsonBody: "O corpo não é JSON válido, embora content-type seja 'application/json'.",
    emptyJsonBody: "O corpo não pode ficar vazio quando content-type é 'application/json'.",
    contentLengthMismatch: 'O tamanho do corpo não corresponde a Content-Length.',
  },
  fr: {
    authorizationTwice: 'L’en-tête Authorization est envoyé plus d’une fois ; en envoyer exactement un.',
    givenMoreThanOnce: 'est donné plus d’une fois',
    credentialsRequired: 'Envoyer l’en-tête {header}.',
    invalidApiKey: 'La clé d’API n’est pas valide.',
    rateLimited: 'Limite de {limit, plural, one {# requête} other {# requêtes}} par {seconds} s atteinte pour cette clé ; réessayer dans {retry} s.',
    rateLimitedAnonymous: 'Limite de {limit, plural, one {# requête} other {# requêtes}} sans clé d’API valide par {seconds} s atteinte pour cette adresse ; réessayer dans {retry} s.',
    budgetExceeded: 'Le budget de calcul de cette clé ({limit, plural, one {# unité} other {# unités}} par {seconds} s) n’a plus que {remaining} ; cette requête coûte {units}. Réessayer dans {retry} s.',
    rateStoreUnavailable: 'Le stockage de la limite de requêtes est indisponible ; réessayer dans un instant.',
    budgetStoreUnavailable: 'Le stockage du budget de calcul est indisponible ; réessayer dans un instant.',
    routeNotFound: 'Aucune route {method} {path} ; voir le document OpenAPI à /api/v1/openapi.json.',
    bodyTooLarge: 'Le corps de la requête est trop volumineux.',
    unsupportedMediaType: 'Type de contenu non pris en charge.',
    invalidJsonBody: "Le corps n’est pas du JSON valide alors que content-type vaut 'application/json'.",
    emptyJsonBody: "Le corps ne peut pas être vide quand content-type vaut 'application/json'.",
    contentLengthMismatch: 'La taille du corps ne correspond pas à Content-Length.',
  },
  de: {
    authorizationTwice: 'Der Authorization-Header wird mehr als einmal gesendet; genau einen senden.',
    givenMoreThanOnce: 'wird mehr als einmal angegeben',
    credentialsRequired: 'Den Header {header} senden.',
    invalidApiKey: 'Der API-Schlüssel ist ungültig.',
    rateLimited: 'Grenze von {limit, plural, one {# Anfrage} other {# Anfragen}} je {seconds} s für diesen Schlüssel erreicht; in {retry} s erneut versuchen.',
    rateLimitedAnonymous: 'Grenze von {limit, plural, one {# Anfrage} other {# Anfragen}} ohne gültigen API-Schlüssel je {seconds} s für diese Adresse erreicht; in {retry} s erneut versuchen.',
    budgetExceeded: 'Vom Rechenbudget dieses Schlüssels ({limit, plural, one {# Einheit} other {# Einheiten}} je {seconds} s) sind noch {remaining} übrig; diese Anfrage kostet {units}. In {retry} s erneut versuchen.',
    rateStoreUnavailable: 'Der Speicher der Anfragegrenze ist nicht erreichbar; gleich erneut versuchen.',
    budgetStoreUnavailable: 'Der Speicher des Rechenbudgets ist nicht erreichbar; gleich erneut versuchen.',
    routeNotFound: 'Keine Route {method} {path}; siehe das OpenAPI-Dokument unter /api/v1/openapi.json.',
    bodyTooLarge: 'Der Anfragekörper ist zu groß.',
    unsupportedMediaType: 'Nicht unterstützter Inhaltstyp (Content-Type).',
    invalidJsonBody: "Der Anfragekörper ist kein gültiges JSON, obwohl content-type 'application/json' ist.",
    emptyJsonBody: "Der Anfragekörper darf nicht leer sein, wenn content-type 'application/json' ist.",
    contentLengthMismatch: 'Die Größe des Anfragekörpers stimmt nicht mit Content-Length überein.',
  },
  it: {
    authorizationTwice: 'L’intestazione Authorization è inviata più di una volta; inviarne esattamente una.',
    givenMoreThanOnce: 'compare più di una volta',
    credentialsRequired: 'Inviare l’intestazione {header}.',
    invalidApiKey: 'La chiave API non è valida.',
    rateLimited: 'Raggiunto il limite di {limit, plural, one {# richiesta} other {# richieste}} ogni {seconds} s per questa chiave; riprovare tra {retry} s.',
    rateLimitedAnonymous: 'Raggiunto il limite di {limit, plural, one {# richiesta} other {# richieste}} senza una chiave API valida ogni {seconds} s per questo indirizzo; riprovare tra {retry} s.',
    budgetExceeded: 'Al budget di calcolo di questa chiave ({limit} unità ogni {seconds} s) restano {remaining} unità; questa richiesta ne costa {units}. Riprovare tra {retry} s.',
    rateStoreUnavailable: 'L’archivio del limite di richieste non è disponibile; riprovare a breve.',
    budgetStoreUnavailable: 'L’archivio del budget di calcolo non è disponibile; riprovare a breve.',
    routeNotFound: 'Nessuna route {method} {path}; vedere il documento OpenAPI in /api/v1/openapi.json.',
    bodyTooLarge: 'Il corpo della richiesta è troppo grande.',
    unsupportedMediaType: 'Tipo di contenuto non supportato.',
    invalidJsonBody: "Il corpo non è JSON valido, benché content-type sia 'application/json'.",
    emptyJsonBody: "Il corpo non può essere vuoto quando content-type è 'application/json'.",
    contentLengthMismatch: 'La dimensione del corpo non corrisponde a Content-Length.',
  },
  hi: {
    authorizationTwice: 'Authorization हेडर एक से अधिक बार भेजा गया है; ठीक एक ही भेजें।',
    givenMoreThanOnce: 'एक से अधिक बार दिया गया है',
    credentialsRequired: 'हेडर {header} भेजें।',
    invalidApiKey: 'API कुंजी मान्य नहीं है।',
    rateLimited: 'इस कुंजी के लिए हर {seconds} s में {limit} अनुरोधों की सीमा पूरी हो गई है; {retry} s बाद फिर प्रयास करें।',
    rateLimitedAnonymous: 'इस पते के लिए मान्य API कुंजी के बिना हर {seconds} s में {limit} अनुरोधों की सीमा पूरी हो गई है; {retry} s बाद फिर प्रयास करें।',
    budgetExceeded: 'इस कुंजी के गणना-बजट (हर {seconds} s में {limit} इकाइयाँ) में {remaining} बची हैं; इस अनुरोध की लागत {units} है। {retry} s बाद फिर प्रयास करें।',
    rateStoreUnavailable: 'अनुरोध-सीमा का भंडार उपलब्ध नहीं है; थोड़ी देर में फिर प्रयास करें।',
    budgetStoreUnavailable: 'गणना-बजट का भंडार उपलब्ध नहीं है; थोड़ी देर में फिर प्रयास करें।',
    routeNotFound: '{method} {path} नाम का कोई रूट नहीं है; OpenAPI दस्तावेज़ /api/v1/openapi.json पर देखें।',
    bodyTooLarge: 'अनुरोध का मुख्य भाग (body) बहुत बड़ा है।',
    unsupportedMediaType: 'असमर्थित सामग्री-प्रकार।',
    invalidJsonBody: "content-type 'application/json' है, पर मुख्य भाग मान्य JSON नहीं है।",
    emptyJsonBody: "content-type 'application/json' होने पर मुख्य भाग ख़ाली नहीं हो सकता।",
    contentLengthMismatch: 'मुख्य भाग का आकार Content-Length से मेल नहीं खाता।',
  },
  ru: {
    authorizationTwice: 'Заголовок Authorization отправлен больше одного раза; отправьте ровно один.',
    givenMoreThanOnce: 'указан больше одного раза',
    credentialsRequired: 'Отправьте заголовок {header}.',
    invalidApiKey: 'Ключ API недействителен.',
    rateLimited: 'Для этого ключа достигнут предел в {limit, plural, one {# запрос} few {# запроса} other {# запросов}} за {seconds} с; повторите через {retry} с.',
    rateLimitedAnonymous: 'Для этого адреса достигнут предел в {limit, plural, one {# запрос} few {# запроса} other {# запросов}} без действительного ключа API за {seconds} с; повторите через {retry} с.',
    budgetExceeded: 'В вычислительном бюджете этого ключа ({limit, plural, one {# единица} few {# единицы} other {# единиц}} за {seconds} с) осталось {remaining}; этот запрос стоит {units}. Повторите через {retry} с.',
    rateStoreUnavailable: 'Хранилище ограничения запросов недоступно; повторите чуть позже.',
    budgetStoreUnavailable: 'Хранилище вычислительного бюджета недоступно; повторите чуть позже.',
    routeNotFound: 'Маршрута {method} {path} нет; см. документ OpenAPI по адресу /api/v1/openapi.json.',
    bodyTooLarge: 'Тело запроса слишком велико.',
    unsupportedMediaType: 'Неподдерживаемый тип содержимого.',
    invalidJsonBody: "Тело запроса — не корректный JSON, хотя content-type равен 'application/json'.",
    emptyJsonBody: "Тело запроса не может быть пустым, когда content-type равен 'application/json'.",
    contentLengthMismatch: 'Размер тела запроса не совпадает с Content-Length.',
  },
  tr: {
    authorizationTwice: 'Authorization başlığı birden fazla kez gönderildi; tam olarak bir tane gönderin.',
    givenMoreThanOnce: 'birden fazla kez verildi',
    credentialsRequired: '{header} başlığını gönderin.',
    invalidApiKey: 'API anahtarı geçerli değil.',
    rateLimited: 'Bu anahtar için {seconds} s başına {limit} istek sınırına ulaşıldı; {retry} s sonra yeniden deneyin.',
    rateLimitedAnonymous: 'Bu adres için geçerli API anahtarı olmadan {seconds} s başına {limit} istek sınırına ulaşıldı; {retry} s sonra yeniden deneyin.',
    budgetExceeded: 'Bu anahtarın hesaplama bütçesinde ({seconds} s başına {limit} birim) {remaining} birim kaldı; bu istek {units} birim tutuyor. {retry} s sonra yeniden deneyin.',
    rateStoreUnavailable: 'İstek sınırı deposuna ulaşılamıyor; birazdan yeniden deneyin.',
    budgetStoreUnavailable: 'Hesaplama bütçesi deposuna ulaşılamıyor; birazdan yeniden deneyin.',
    routeNotFound: '{method} {path} diye bir yol yok; OpenAPI belgesi /api/v1/openapi.json adresinde.',
    bodyTooLarge: 'İstek gövdesi çok büyük.',
    unsupportedMediaType: 'Desteklenmeyen içerik türü.',
    invalidJsonBody: "content-type 'application/json' olduğu hâlde gövde geçerli JSON değil.",
    emptyJsonBody: "content-type 'application/json' iken gövde boş olamaz.",
    contentLengthMismatch: 'Gövdenin boyutu Content-Length ile uyuşmuyor.',
  },
  'zh-Hans': {
    authorizationTwice: 'Authorization 请求头发送了不止一次；请只发送一个。',
    givenMoreThanOnce: '给出了不止一次',
    credentialsRequired: '请发送请求头 {header}。',
    invalidApiKey: 'API 密钥无效。',
    rateLimited: '此密钥已达到每 {seconds} 秒 {limit} 个请求的上限；请在 {retry} 秒后重试。',
    rateLimitedAnonymous: '此地址已达到每 {seconds} 秒 {limit} 个无有效 API 密钥请求的上限；请在 {retry} 秒后重试。',
    budgetExceeded: '此密钥的计算预算（每 {seconds} 秒 {limit} 个单位）还剩 {remaining}；本请求需要 {units}。请在 {retry} 秒后重试。',
    rateStoreUnavailable: '请求限额的存储不可用；请稍后重试。',
    budgetStoreUnavailable: '计算预算的存储不可用；请稍后重试。',
    routeNotFound: '没有路由 {method} {path}；请参阅 /api/v1/openapi.json 上的 OpenAPI 文档。',
    bodyTooLarge: '请求体过大。',
    unsupportedMediaType: '不支持的内容类型。',
    invalidJsonBody: "content-type 为 'application/json'，但请求体不是有效的 JSON。",
    emptyJsonBody: "content-type 为 'application/json' 时，请求体不能为空。",
    contentLengthMismatch: '请求体大小与 Content-Length 不符。',
  },
};

/** Fastify's refusals of a body, by its error code, and the key of their detail. */
export const FASTIFY_DETAIL_KEYS: Readonly<Record<string, ProblemDetailKey>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJsonBody',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'emptyJsonBody',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'contentLengthMismatch',
};

/**
 * @summary A problem's detail in `locale`: the server's English sentence as it is for English (byte for byte), else
 * the key's template filled with the values.
 * @example problemDetail('de', 'invalidApiKey', {}, 'The API key is not valid.') // 'Der API-Schlüssel ist ungültig.'
 */
export function problemDetail(locale: LabelLocale, key: ProblemDetailKey, values: Readonly<Record<string, string | number>>, english: string): string {
  if (locale === 'en') return english;
  return formatLabel(PROBLEM_DETAILS[locale][key], values, locale);
}
