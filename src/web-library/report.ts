/**
 * The library as the web page's natal report needs it (issue 30): the report and its safe HTML, with their
 * interpretation texts — only in the chunks of this entry (`dist/page/report.js`, see form.ts).
 */
export { natalReport } from '../records/natal-report.js';
export { natalReportHtml } from '../records/natal-report-renderings.js';
export { textLanguageNotice } from '../i18n/text-language-notices.js';
