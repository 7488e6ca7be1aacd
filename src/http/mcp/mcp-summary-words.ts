import type { LabelLocale } from '../../schemas/label-locale.js';

/**
 * The words of a tool answer's text summary (mcp-summary.ts) in one language (issue 31): ICU MessageFormat templates
 * (`formatLabel`). The names of bodies, signs and angles and the word for retrograde come from the label catalogues
 * (src/i18n/<locale>/labels.ts); a count is given twice, `{count}` (a number, for the plural) and `{shown}` (its
 * digits as the record has them).
 */
export interface McpSummaryWords {
  /** A chart placement: `{body} {degree}° {sign}` (`Sun 12° Cancer`). */
  readonly placement: string;
  /** A retrograde placement: `{placement} ({retrograde})`. */
  readonly retrograde: string;
  /** The sign of an angle: `{angle} in {sign}` (`Ascendant in Libra`). */
  readonly angleSign: string;
  /** A report's sections and their titles: `{shown} sections: {titles}`. */
  readonly sections: string;
  /** How many items a list holds: `{shown} item`, `{shown} items`. */
  readonly items: string;
  /** The count and the first entries: `{items}; first: {first}`. */
  readonly firstItems: string;
}

/** The summary words in the ten label locales; English is the summary as it was before, byte for byte. */
export const MCP_SUMMARY_WORDS: Readonly<Record<LabelLocale, McpSummaryWords>> = {
  en: {
    placement: '{body} {degree}° {sign}',
    retrograde: '{placement} ({retrograde})',
    angleSign: '{angle} in {sign}',
    sections: '{count, plural, other {{shown} sections}}: {titles}',
    items: '{count, plural, one {{shown} item} other {{shown} items}}',
    firstItems: '{items}; first: {first}',
  },
  es: {
    placement: '{body} a {degree}° de {sign}',
    retrograde: '{placement} ({retrograde})',
    angleSign: '{angle} en {sign}',
    sections: '{count, plural, one {{shown} sección} other {{shown} secciones}}: {titles}',
    items: '{count, plural, one {{shown} elemento} other {{shown} elementos}}',
    firstItems: '{items}; los primeros: {first}',
  },
  'pt-BR': {
    placement: '{body} a {degree}° de {sign}',
    retrograde: '{placement} ({retrograde})',
    angleSign: '{angle} em {sign}',
    sections: '{count, plural, one {{shown} seção} other {{shown} seções}}: {titles}',
    items: '{count, plural, one {{shown} item} other {{shown} itens}}',
    firstItems: '{items}; os primeiros: {first}',
  },
  fr: {
    placement: '{body} à {degree}° {sign}',
    retrograde: '{placement} ({retrograde})',
    angleSign: '{angle} {sign}',
    sections: '{count, plural, one {{shown} partie} other {{shown} parties}} : {titles}',
    items: '{count, plural, one {{shown} élément} other {{shown} éléments}}',
    firstItems: '{items} ; les premiers : {first}',
  },
  de: {
    placement: '{body} {degree}° {sign}',
    retrograde: '{placement} ({retrograde})',
    angleSign: '{angle} {sign}',
    sections: '{count, plural, one {{shown} Abschnitt} other {{shown} Abschnitte}}: {titles}',
    items: '{count, plural, one {{shown} Eintrag} other {{shown} Einträge}}',
    firstItems: '{items}; die ersten: {first}',
  },
  it: {
    placement: '{body} a {degree}° {sign}',
    retrograde: '{placement} ({retrograde})',
    angleSign: '{angle} in {sign}',
    sections: '{count, plural, one {{shown} sezione} other {{shown} sezioni}}: {titles}',
    items: '{count, plural, one {{shown} elemento} other {{shown} elementi}}',
    firstItems: '{items}; i primi: {first}',
  },
  hi: {
    placement: '{body} {sign} {degree}°',
    retrograde: '{placement} ({retrograde})',
    angleSign: '{angle}: {sign}',
    sections: '{count, plural, other {{shown} खंड}}: {titles}',
    items: '{count, plural, one {{shown} प्रविष्टि} other {{shown} प्रविष्टियाँ}}',
    firstItems: '{items}; पहली: {first}',
  },
  ru: {
    placement: '{body} {degree}° {sign}',
    retrograde: '{placement} ({retrograde})',
    angleSign: '{angle} — {sign}',
    sections: '{count, plural, one {{shown} раздел} few {{shown} раздела} many {{shown} разделов} other {{shown} раздела}}: {titles}',
    items: '{count, plural, one {{shown} запись} few {{shown} записи} many {{shown} записей} other {{shown} записи}}',
    firstItems: '{items}; первые: {first}',
  },
  tr: {
    placement: '{body} {degree}° {sign}',
    retrograde: '{placement} ({retrograde})',
    angleSign: '{angle} {sign}',
    sections: '{count, plural, other {{shown} bölüm}}: {titles}',
    items: '{count, plural, other {{shown} kayıt}}',
    firstItems: '{items}; ilk kayıtlar: {first}',
  },
  'zh-Hans': {
    placement: '{body}{sign}{degree}°',
    retrograde: '{placement}（{retrograde}）',
    angleSign: '{angle}在{sign}',
    sections: '{count, plural, other {{shown}个部分}}：{titles}',
    items: '{count, plural, other {共{shown}项}}',
    firstItems: '{items}；前几项：{first}',
  },
};
