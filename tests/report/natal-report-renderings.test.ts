/**
 * Issue 12: the renderings of a natal report — Markdown, plain text wrapped at 100 columns, and a safe HTML fragment
 * (every string escaped; only the fragment's own structural tags).
 */
import { describe, expect, it } from 'vitest';
import { isUraniaError, natalReport, natalReportHtml, natalReportMarkdown, natalReportText } from '../../src/index.js';
import type { NatalReport } from '../../src/schemas/index.js';
import { wrapText } from '../../src/report/index.js';

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const HOSTILE = `<script>alert("x")</script> & 'q' <img src=x onerror=alert(1)> *bold* [link](javascript:alert(1)) \`code\` # h`;

/** The report with hostile strings in a title, a facts line, a heading and a text. */
function hostile(report: NatalReport): NatalReport {
  const copy = structuredClone(report);
  const s = copy.sections[1]!;
  s.title = HOSTILE;
  s.lead = HOSTILE;
  s.paragraphs[0] = { heading: HOSTILE, text: HOSTILE };
  return copy;
}

const normalize = (s: string) => s.replace(/\s+/g, ' ').trim();

function thrownBy(f: () => unknown): { field?: string } | undefined {
  try {
    f();
  } catch (e) {
    if (isUraniaError(e)) return e.details as { field?: string };
    throw e;
  }
  return undefined;
}

describe('natal report renderings (issue 12)', () => {
  const report = natalReport(NY);

  it('Markdown: a title, a ## heading per section, a ### heading per paragraph, each text once', () => {
    const md = natalReportMarkdown(report);
    expect(md.startsWith('# Natal report\n')).toBe(true);
    expect(md.match(/^## /gm)?.length).toBe(report.sections.length);
    expect(md.match(/^### /gm)?.length).toBe(report.sections.reduce((n, s) => n + s.paragraphs.length, 0));
    // The entries contain no Markdown syntax to escape: each appears as written, its line breaks joined.
    for (const s of report.sections) for (const p of s.paragraphs) expect(md).toContain(`\n${normalize(p.text)}\n`);
  });

  it('Markdown escapes what would become markup', () => {
    const md = natalReportMarkdown(hostile(report));
    expect(md).not.toContain('<script>');
    expect(md).not.toContain('[link](');
    expect(md).toContain('\\<script\\>alert("x")\\</script\\>');
    expect(md).toContain('\\*bold\\*');
    expect(md).toContain('\\[link\\](javascript:alert(1))');
    expect(md).toContain('\\`code\\` \\# h');
  });

  it('plain text: no line longer than 100 characters, every paragraph text there in full', () => {
    const text = natalReportText(report);
    const lines = text.split('\n');
    expect(Math.max(...lines.map((l) => Array.from(l).length))).toBeLessThanOrEqual(100);
    expect(lines[0]).toBe('NATAL REPORT');
    const flat = normalize(text);
    for (const s of report.sections) {
      expect(text).toContain(`\n${s.title}\n${'-'.repeat(s.title.length)}\n`);
      for (const p of s.paragraphs) expect(flat).toContain(normalize(p.text));
    }
  });

  it('wraps greedily and keeps a word longer than the line whole', () => {
    expect(wrapText('a bb ccc', 4)).toEqual(['a bb', 'ccc']);
    expect(wrapText('x abcdefgh y', 5, '  ')).toEqual(['  x', '  abcdefgh', '  y']);
    expect(wrapText('   ', 10)).toEqual([]);
  });

  it('HTML: one article, a section per section with its id, semantic headings, every text escaped', () => {
    const html = natalReportHtml(report);
    expect(html.startsWith('<article class="urania-natal-report" lang="en">\n<h2>Natal report</h2>')).toBe(true);
    expect(html.match(/<section /g)?.length).toBe(report.sections.length);
    expect(html.match(/<h3 /g)?.length).toBe(report.sections.length);
    for (const s of report.sections) expect(html).toContain(`id="urania-report-${s.id}"`);
    expect(natalReportHtml(report, { headingLevel: 1 })).toContain('<h1>Natal report</h1>');
  });

  it('HTML: a hostile string stays text — no tag, attribute or script of its own', () => {
    const html = natalReportHtml(hostile(report));
    const tags = new Set([...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)].map((m) => m[1]!.toLowerCase()));
    expect([...tags].sort()).toEqual(['article', 'h2', 'h3', 'h4', 'p', 'section']);
    expect(html).not.toMatch(/<script|<img|<svg/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39; &lt;img src=x onerror=alert(1)&gt;');
    const attributes = [...html.matchAll(/\s([a-z-]+)="/g)].map((m) => m[1]);
    expect(new Set(attributes)).toEqual(new Set(['class', 'lang', 'id', 'aria-labelledby']));
  });

  it('rejects what is not a report, naming the member', () => {
    expect(thrownBy(() => natalReportMarkdown({} as never))?.field).toBe('chart');
    expect(thrownBy(() => natalReportText({ ...report, sections: [] }))?.field).toBe('sections');
    expect(thrownBy(() => natalReportHtml({ ...report, locale: 'it' } as never))?.field).toBe('locale');
    expect(thrownBy(() => natalReportHtml(report, { headingLevel: 5 }))?.field).toBe('headingLevel');
  });
});
