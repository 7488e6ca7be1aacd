import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { runCli, USAGE } from '../../src/cli/run-cli.js';
import { natalReport, natalReportMarkdown, natalReportText } from '../../src/index.js';
import { NatalReport } from '../../src/schemas/index.js';
import { memoryIo } from './helpers.js';

const NEW_YORK = ['--date', '1990-07-15', '--time', '14:30', '--lat', '40.7128', '--lon', '-74.006'];
const REQUEST = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

describe('urania report (issue 12)', () => {
  it('prints the plain-text report by default, wrapped at 100 columns', async () => {
    const io = memoryIo();
    expect(await runCli(['report', ...NEW_YORK], io)).toBe(0);
    expect(io.out()).toBe(natalReportText(natalReport(REQUEST)));
    expect(Math.max(...io.out().split('\n').map((l) => Array.from(l).length))).toBeLessThanOrEqual(100);
  });

  it('prints Markdown with --format md and the NatalReport with --format json; --tz names the zone', async () => {
    const md = memoryIo();
    expect(await runCli(['report', ...NEW_YORK, '--format', 'md', '--tz', 'America/New_York'], md)).toBe(0);
    expect(md.out()).toBe(natalReportMarkdown(natalReport({ ...REQUEST, timezone: 'America/New_York' })));
    const json = memoryIo();
    expect(await runCli(['report', ...NEW_YORK, '--format', 'json', '--aspect-limit', '3'], json)).toBe(0);
    const report = JSON.parse(json.out()) as NatalReport;
    expect(Compile(NatalReport).Check(report)).toBe(true);
    expect(report.aspectLimit).toBe(3);
    expect(report.chart.timezone).toBe('America/New_York');
  });

  it('is listed in the main help, answers --help, and reports bad input by name', async () => {
    expect(USAGE).toMatch(/^ {2}report --date --lat --lon/m);
    const help = memoryIo();
    expect(await runCli(['report', '--help'], help)).toBe(0);
    expect(help.out()).toContain('--format');
    const usage = memoryIo();
    expect(await runCli(['report', ...NEW_YORK, '--format', 'pdf'], usage)).toBe(2);
    expect(usage.err()).toContain('--format must be one of text, md, json');
    const bad = memoryIo();
    expect(await runCli(['report', '--date', '1990-07-15', '--lat', '91', '--lon', '0'], bad)).toBe(1);
    expect(bad.err()).toContain('latitude');
    const limit = memoryIo();
    expect(await runCli(['report', ...NEW_YORK, '--aspect-limit', '99'], limit)).toBe(1);
    expect(limit.err()).toContain('aspectLimit');
  });
});

describe('urania report --lang (issue 31)', () => {
  it('writes the report in Spanish, as natalReport({ locale: "es" }) does, and names on standard error what reads English', async () => {
    const io = memoryIo();
    expect(await runCli(['report', ...NEW_YORK, '--lang', 'es'], io)).toBe(0);
    const report = natalReport({ ...REQUEST, locale: 'es' });
    expect(io.out()).toBe(natalReportText(report));
    expect(io.out()).not.toBe(natalReportText(natalReport(REQUEST)));
    // The Sun in Cancer (1990-07-15) is translated (src/text/es): its Spanish paragraph is in the text.
    expect(io.out()).toMatch(/\bCáncer\b/);
    expect(io.err()).toBe((report.warnings ?? []).map((w) => `urania report: ${w}\n`).join(''));
  });

  it('a language with labels but no interpretation text reads English and says so', async () => {
    const io = memoryIo();
    expect(await runCli(['report', ...NEW_YORK, '--lang', 'it'], io)).toBe(0);
    expect(io.out()).toBe(natalReportText(natalReport(REQUEST)));
    expect(io.err()).toContain('it reads English');
  });
});
