import { describe, expect, it } from 'vitest';
import { renderReportHtml, renderReportMarkdown, renderReportText, type ReportDocument } from '../../src/report/index.js';

const doc: ReportDocument = {
  kind: 'transit',
  title: 'Transit report',
  subtitle: 'For 2025 <one> *year*',
  locale: 'en',
  sections: [{ id: 'saturn', title: 'Saturn', lead: 'Saturn square Sun', paragraphs: [{ heading: 'Work', text: 'A long '.repeat(30).trim() }], sources: [] }],
};

describe('any report document renders like the natal report', () => {
  it('Markdown: title, escaped subtitle, section and paragraph headings', () => {
    const md = renderReportMarkdown(doc);
    expect(md.split('\n').slice(0, 3)).toEqual(['# Transit report', '', 'For 2025 \\<one\\> \\*year\\*']);
    expect(md).toContain('## Saturn\n\n*Saturn square Sun*\n\n### Work\n');
  });
  it('text: upper-cased underlined title, lines within 100 columns, paragraph indented', () => {
    const lines = renderReportText(doc).split('\n');
    expect(lines.slice(0, 2)).toEqual(['TRANSIT REPORT', '='.repeat('TRANSIT REPORT'.length)]);
    expect(lines.every((l) => l.length <= 100)).toBe(true);
    expect(lines.some((l) => l.startsWith('  A long'))).toBe(true);
  });
  it('HTML: the article is classed by kind and every string is escaped', () => {
    const html = renderReportHtml(doc, 3);
    expect(html.startsWith('<article class="urania-transit-report" lang="en">\n<h3>Transit report</h3>')).toBe(true);
    expect(html).toContain('For 2025 &lt;one&gt; *year*');
    expect(html).toContain('<section class="urania-report-section" id="urania-report-saturn"');
  });
});
