import type { NatalReport } from '../schemas/index.js';
import { natalReportDocument } from './natal-report-document.js';
import type { ReportDocument, ReportTable } from './report-document.js';

/**
 * @summary Text made safe inside HTML element content and quoted attribute values: `& < > " '` become character
 * references (HTML Living Standard §13.1.2.6, §13.5 "Serializing HTML fragments").
 * @example escapeHtml('<b>"x"</b>') // '&lt;b&gt;&quot;x&quot;&lt;/b&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A table as `<table class="urania-report-table">` with a heading row of `<th scope="col">`, every cell escaped. */
function htmlTable(table: ReportTable): string {
  const head = table.columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('');
  const rows = table.rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('\n');
  return `<table class="urania-report-table">\n<thead><tr>${head}</tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>`;
}

/**
 * @summary Any report document as a safe HTML fragment: one `<article class="urania-<kind>-report">` with the title
 * at heading level `headingLevel` (default 2), the subtitle in `<p class="urania-report-birth">`, a `<section>` per
 * report section (`id="urania-report-<id>"`, its title one level down, its facts line as `<p
 * class="urania-report-lead">`, then its table as `<table class="urania-report-table">`), each paragraph's heading one level further down, then its text in a `<p>`. Every
 * string is escaped; no script, no style, no event attribute, no URL. Pure, no DOM.
 * @example renderReportHtml({ kind: 'transit', title: 'T', subtitle: 's', locale: 'en', sections: [] }).startsWith('<article class="urania-transit-report"') // true
 */
export function renderReportHtml(doc: ReportDocument, headingLevel = 2): string {
  const h = (level: number, text: string, attributes = '') => `<h${Math.min(6, level)}${attributes}>${escapeHtml(text)}</h${Math.min(6, level)}>`;
  const out: string[] = [
    `<article class="urania-${escapeHtml(doc.kind)}-report" lang="${escapeHtml(doc.locale)}">`,
    h(headingLevel, doc.title),
    `<p class="urania-report-birth">${escapeHtml(doc.subtitle)}</p>`,
  ];
  for (const s of doc.sections) {
    const id = `urania-report-${s.id}`;
    out.push(`<section class="urania-report-section" id="${escapeHtml(id)}" aria-labelledby="${escapeHtml(id)}-title">`);
    out.push(h(headingLevel + 1, s.title, ` id="${escapeHtml(id)}-title"`));
    if (s.lead !== undefined) out.push(`<p class="urania-report-lead">${escapeHtml(s.lead)}</p>`);
    if (s.table !== undefined) out.push(htmlTable(s.table));
    for (const p of s.paragraphs) out.push(h(headingLevel + 2, p.heading), `<p>${escapeHtml(p.text)}</p>`);
    out.push('</section>');
  }
  out.push('</article>');
  return `${out.join('\n')}\n`;
}

/**
 * @summary A natal report as a safe HTML fragment: one `<article>` with the title at heading level `headingLevel`
 * (default 2), a `<section>` per report section (`id="urania-report-<id>"`, its title one level down, its facts
 * line as `<p class="urania-report-lead">`, then its table as `<table class="urania-report-table">`), each paragraph's heading one level further down, then its text in a
 * `<p>`. Every string is escaped; no script, no style, no event attribute, no URL. Pure, no DOM.
 * @example renderNatalReportHtml(report).startsWith('<article class="urania-natal-report"') // true
 */
export function renderNatalReportHtml(report: NatalReport, headingLevel = 2): string {
  return renderReportHtml(natalReportDocument(report), headingLevel);
}
