/**
 * The natal report of the page, in its own small chunk: app.ts imports this module when a chart is drawn and
 * writes the report after the chart is on screen. The report's text itself is part of the library the page loads
 * from /lib/ (the package's own ES build). Loading the chunk is a GET of a static file: nothing of the birth goes with it.
 */
import { natalReport, natalReportHtml, textLanguageNotice } from '../web-library/report.js';
import type { LabelLocale, NatalChartRequest } from '../schemas/index.js';

/** The languages of Urania's readings (the report's text); in the page's other languages the report reads English. */
const TEXT_LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de'] as const;

/** The few characters HTML gives a meaning to, escaped. */
const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * @summary The natal report of a birth as the library's safe HTML fragment (`natalReportHtml`: every string
 * escaped, no script, style or URL), its title at heading level 3 under the page's "Chart" heading; written in the
 * page's language (`locale`, issue 31) where Urania's text has it (es, pt-BR, fr, de), else in English with the
 * library's sentence saying so in the page's language above it.
 * @example natalReportFragment({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }).startsWith('<article') // true
 */
export function natalReportFragment(request: NatalChartRequest, locale: LabelLocale = 'en'): string {
  // The request's `locale` is the chart's warnings' language, not the report's text language: left out here.
  const { locale: _warnings, ...birth } = request;
  const text = (TEXT_LOCALES as readonly string[]).includes(locale) ? (locale as (typeof TEXT_LOCALES)[number]) : 'en';
  const report = natalReportHtml(natalReport(text === 'en' ? birth : { ...birth, locale: text }), { headingLevel: 3 });
  return text === locale ? report : `<p class="hint text-language">${escape(textLanguageNotice(locale))}</p>${report}`;
}
