import type { LabelLocale } from '../schemas/label-locale.js';

/** The docs page's own words (GET /docs): its labels, table headers and buttons; the operations' texts stay the OpenAPI document's. */
export interface DocsPageWords {
  readonly apiKey: string;
  readonly loading: string;
  readonly couldNotLoad: string;
  readonly parameter: string;
  readonly allowed: string;
  readonly meaning: string;
  readonly tryIt: string;
  readonly requestBody: string;
  readonly bodySchema: string;
  readonly responses: string;
  readonly okSchema: string;
  readonly send: string;
}

/** The docs page's words in the ten label locales (issue 31); English is the page as it was. */
export const DOCS_PAGE_WORDS: Readonly<Record<LabelLocale, DocsPageWords>> = {
  en: { apiKey: 'API key', loading: 'Loading the OpenAPI document…', couldNotLoad: 'Could not load the OpenAPI document: ', parameter: 'parameter', allowed: 'allowed', meaning: 'meaning', tryIt: 'try', requestBody: 'Request body:', bodySchema: 'body schema', responses: 'Responses: ', okSchema: '200 schema', send: 'Send' },
  es: { apiKey: 'Clave de API', loading: 'Cargando el documento OpenAPI…', couldNotLoad: 'No se pudo cargar el documento OpenAPI: ', parameter: 'parámetro', allowed: 'valores', meaning: 'significado', tryIt: 'probar', requestBody: 'Cuerpo de la petición:', bodySchema: 'esquema del cuerpo', responses: 'Respuestas: ', okSchema: 'esquema 200', send: 'Enviar' },
  'pt-BR': { apiKey: 'Chave de API', loading: 'Carregando o documento OpenAPI…', couldNotLoad: 'Não foi possível carregar o documento OpenAPI: ', parameter: 'parâmetro', allowed: 'valores', meaning: 'significado', tryIt: 'testar', requestBody: 'Corpo da requisição:', bodySchema: 'esquema do corpo', responses: 'Respostas: ', okSchema: 'esquema 200', send: 'Enviar' },
  fr: { apiKey: 'Clé d’API', loading: 'Chargement du document OpenAPI…', couldNotLoad: 'Impossible de charger le document OpenAPI : ', parameter: 'paramètre', allowed: 'valeurs', meaning: 'signification', tryIt: 'essayer', requestBody: 'Corps de la requête :', bodySchema: 'schéma du corps', responses: 'Réponses : ', okSchema: 'schéma 200', send: 'Envoyer' },
  de: { apiKey: 'API-Schlüssel', loading: 'Das OpenAPI-Dokument wird geladen…', couldNotLoad: 'Das OpenAPI-Dokument konnte nicht geladen werden: ', parameter: 'Parameter', allowed: 'erlaubt', meaning: 'Bedeutung', tryIt: 'ausprobieren', requestBody: 'Anfragekörper:', bodySchema: 'Schema des Körpers', responses: 'Antworten: ', okSchema: 'Schema 200', send: 'Senden' },
  it: { apiKey: 'Chiave API', loading: 'Caricamento del documento OpenAPI…', couldNotLoad: 'Impossibile caricare il documento OpenAPI: ', parameter: 'parametro', allowed: 'valori', meaning: 'significato', tryIt: 'prova', requestBody: 'Corpo della richiesta:', bodySchema: 'schema del corpo', responses: 'Risposte: ', okSchema: 'schema 200', send: 'Invia' },
  hi: { apiKey: 'API कुंजी', loading: 'OpenAPI दस्तावेज़ लोड हो रहा है…', couldNotLoad: 'OpenAPI दस्तावेज़ लोड नहीं हो सका: ', parameter: 'पैरामीटर', allowed: 'मान्य मान', meaning: 'अर्थ', tryIt: 'आज़माएँ', requestBody: 'अनुरोध का मुख्य भाग:', bodySchema: 'मुख्य भाग की स्कीमा', responses: 'उत्तर: ', okSchema: '200 स्कीमा', send: 'भेजें' },
  ru: { apiKey: 'Ключ API', loading: 'Загрузка документа OpenAPI…', couldNotLoad: 'Не удалось загрузить документ OpenAPI: ', parameter: 'параметр', allowed: 'допустимо', meaning: 'значение', tryIt: 'попробовать', requestBody: 'Тело запроса:', bodySchema: 'схема тела', responses: 'Ответы: ', okSchema: 'схема 200', send: 'Отправить' },
  tr: { apiKey: 'API anahtarı', loading: 'OpenAPI belgesi yükleniyor…', couldNotLoad: 'OpenAPI belgesi yüklenemedi: ', parameter: 'parametre', allowed: 'izin verilen', meaning: 'anlamı', tryIt: 'dene', requestBody: 'İstek gövdesi:', bodySchema: 'gövde şeması', responses: 'Yanıtlar: ', okSchema: '200 şeması', send: 'Gönder' },
  'zh-Hans': { apiKey: 'API 密钥', loading: '正在加载 OpenAPI 文档…', couldNotLoad: '无法加载 OpenAPI 文档：', parameter: '参数', allowed: '允许值', meaning: '含义', tryIt: '试用', requestBody: '请求体：', bodySchema: '请求体结构', responses: '响应：', okSchema: '200 结构', send: '发送' },
};
