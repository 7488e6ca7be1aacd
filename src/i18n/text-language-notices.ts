import type { LabelLocale } from '../schemas/label-locale.js';

/**
 * What an answer says when its readings are English although another language was asked for (issue 31): a route
 * with interpretation text asked in a language that has labels and messages but no interpretation text yet (it, hi,
 * ru, tr, zh-Hans). Each locale's sentence names its own language, so it needs no placeholder; the five languages of
 * the text (en, es, pt-BR, fr, de) have their sentence too, for the day a route's text lacks them.
 */
export interface TextLanguageNotice {
  /** The `warnings` entry: the readings are in English; only the names and labels are in this language. */
  readonly readingsInEnglish: string;
}

/** The notice in the ten label locales (docs/i18n/<locale>.md for the words). */
export const TEXT_LANGUAGE_NOTICES: Readonly<Record<LabelLocale, TextLanguageNotice>> = {
  en: { readingsInEnglish: 'The readings are in English: they are not translated into this language yet, only the names and labels are.' },
  es: { readingsInEnglish: 'Las interpretaciones están en inglés: aún no están traducidas al español; solo lo están los nombres y las etiquetas.' },
  'pt-BR': { readingsInEnglish: 'As interpretações estão em inglês: ainda não foram traduzidas para o português; só os nomes e os rótulos foram.' },
  fr: { readingsInEnglish: 'Les interprétations sont en anglais : elles ne sont pas encore traduites en français ; seuls les noms et les libellés le sont.' },
  de: { readingsInEnglish: 'Die Deutungen stehen auf Englisch: Sie sind noch nicht ins Deutsche übersetzt, nur die Namen und Bezeichnungen.' },
  it: { readingsInEnglish: 'Le interpretazioni sono in inglese: non sono ancora tradotte in italiano; lo sono solo i nomi e le etichette.' },
  hi: { readingsInEnglish: 'फलादेश अंग्रेज़ी में है: इसका हिंदी अनुवाद अभी नहीं हुआ है, केवल नाम और लेबल हिंदी में हैं।' },
  ru: { readingsInEnglish: 'Толкования даны на английском языке: на русский пока переведены только названия и подписи.' },
  tr: { readingsInEnglish: 'Yorumlar İngilizce: henüz Türkçeye çevrilmediler; yalnızca adlar ve etiketler Türkçe.' },
  'zh-Hans': { readingsInEnglish: '解读内容为英文：尚未译成中文，目前只有名称和标签是中文。' },
};

/**
 * @summary The sentence a record's `warnings` carries when its readings are English in a language of labels only.
 * @example textLanguageNotice('de') // 'Die Deutungen stehen auf Englisch: …'
 */
export function textLanguageNotice(locale: LabelLocale): string {
  return TEXT_LANGUAGE_NOTICES[locale].readingsInEnglish;
}
