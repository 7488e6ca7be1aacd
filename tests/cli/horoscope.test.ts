import { Compile } from 'typebox/compile';
import { describe, expect, it, vi } from 'vitest';
import { horoscopeCommand } from '../../src/cli/horoscope-command.js';
import { runCli } from '../../src/cli/run-cli.js';
import { Horoscope, MonthlyHoroscope, WeeklyHoroscope, YearlyHoroscope } from '../../src/schemas/index.js';
import { memoryIo } from './helpers.js';

const NOW = () => new Date(Date.UTC(2024, 2, 20, 12));

describe('urania horoscope', () => {
  it.each([
    ['daily', Horoscope],
    ['weekly', WeeklyHoroscope],
    ['monthly', MonthlyHoroscope],
    ['yearly', YearlyHoroscope],
  ] as const)('prints a valid %s record with --json, dated today by default', (kind, schema) => {
    const io = memoryIo();
    expect(horoscopeCommand([kind, '--sign', 'Leo', '--json'], io, NOW)).toBe(0);
    const record = JSON.parse(io.out()) as Record<string, unknown>;
    expect([...Compile(schema).Errors(record)].slice(0, 2)).toEqual([]);
    expect(record.sign).toBe('Leo');
    if (kind === 'daily') expect(record.date).toBe('2024-03-20');
    if (kind === 'weekly') expect(record.weekStart).toBe('2024-03-18');
    if (kind === 'monthly') expect([record.year, record.month]).toEqual([2024, 3]);
    if (kind === 'yearly') expect(record.year).toBe(2024);
  });

  it('takes a plain negative year, as typed (issue 22 #12: `--year -500` is the option\'s value, not a flag)', () => {
    const plain = memoryIo();
    expect(horoscopeCommand(['yearly', '--sign', 'Aries', '--year', '-500', '--json'], plain, NOW), plain.err()).toBe(0);
    const padded = memoryIo();
    expect(horoscopeCommand(['yearly', '--sign', 'Aries', '--year=-0500', '--json'], padded, NOW)).toBe(0);
    expect(plain.out()).toBe(padded.out());
    expect((JSON.parse(plain.out()) as { year: number }).year).toBe(-500);
    const monthly = memoryIo();
    expect(horoscopeCommand(['monthly', '--sign', 'Aries', '--year', '-500', '--month', '3', '--json'], monthly, NOW), monthly.err()).toBe(0);
    expect(JSON.parse(monthly.out())).toMatchObject({ year: -500, month: 3 });
  });

  it('prints readable text', () => {
    const io = memoryIo();
    expect(horoscopeCommand(['weekly', '--sign', 'Aries', '--date', '2024-03-27'], io, NOW)).toBe(0);
    expect(io.out()).toContain('Aries — week 2024-03-25 to 2024-03-31');
    expect(io.out()).toMatch(/^2024-03-25 +Full Moon/m);
    const y = memoryIo();
    expect(horoscopeCommand(['yearly', '--sign', 'Aries', '--year', '2024'], y, NOW)).toBe(0);
    expect(y.out()).toMatch(/^2024-04-08 +total solar +Aries/m);
  });

  it('prints the narrative of the record after the tables, wrapped at 100 columns', () => {
    const io = memoryIo();
    expect(horoscopeCommand(['daily', '--sign', 'Leo', '--date', '2024-04-08'], io, NOW)).toBe(0);
    const json = memoryIo();
    expect(horoscopeCommand(['daily', '--sign', 'Leo', '--date', '2024-04-08', '--json'], json, NOW)).toBe(0);
    const narrative = (JSON.parse(json.out()) as { narrative: string }).narrative;
    expect(narrative.length).toBeGreaterThan(100);
    const printed = io.out().split('\n\n').pop()!.trim();
    expect(printed.replace(/\s+/g, ' ')).toBe(narrative);
    for (const line of printed.split('\n')) expect(Array.from(line).length).toBeLessThanOrEqual(100);
  });

  it('names bad values (exit 1) and usage errors (exit 2)', async () => {
    const a = memoryIo();
    expect(await runCli(['horoscope', 'daily', '--sign', 'Ophiuchus'], a)).toBe(1);
    expect(a.err()).toContain('sign');
    for (const argv of [['horoscope', '--sign', 'Leo'], ['horoscope', 'hourly', '--sign', 'Leo'], ['horoscope', 'daily'], ['horoscope', 'yearly', '--sign', 'Leo', '--year', 'MMXXIV']]) {
      const b = memoryIo();
      expect(await runCli(argv, b)).toBe(2);
      expect(b.err()).toContain('Usage: urania horoscope');
    }
  });
});

describe('urania horoscope --lang (issue 31)', () => {
  it('writes the narrative in Spanish, as dailyHoroscope({ locale: "es" }) does, with no warning', async () => {
    const io = memoryIo();
    expect(await runCli(['horoscope', 'daily', '--sign', 'Leo', '--date', '2025-03-20', '--lang', 'es'], io)).toBe(0);
    const { dailyHoroscope } = await import('../../src/records/index.js');
    const h = dailyHoroscope({ sign: 'Leo', date: '2025-03-20', timezone: 'UTC', locale: 'es' });
    expect(h.narrative).toBeDefined();
    // The narrative is wrapped at 100 columns: compare its words.
    const words = (s: string) => s.split(/\s+/).filter((w) => w !== '').join(' ');
    expect(words(io.out())).toContain(words(h.narrative!));
    expect(h.narrative).not.toBe(dailyHoroscope({ sign: 'Leo', date: '2025-03-20', timezone: 'UTC' }).narrative);
    expect(io.err()).toBe('');
  });

  // Every text locale has its horoscope text now: the case is held on French with that text taken out (as
  // tests/horoscope/spanish-horoscopes.test.ts holds the records' warning), so the library is loaded afresh.
  it('a language whose horoscope text is not written yet (French with its text taken out) names what reads English on standard error', async () => {
    vi.resetModules();
    vi.doMock('../../src/text/fr/horoscope-events/index.js', () => ({ HOROSCOPE_EVENTS_FR: {} }));
    vi.doMock('../../src/text/fr/narrative.js', () => ({ NARRATIVE_FR: {} }));
    try {
      const fresh = await import('../../src/cli/run-cli.js');
      const io = memoryIo();
      expect(await fresh.runCli(['horoscope', 'daily', '--sign', 'Leo', '--date', '2025-03-20', '--lang', 'fr'], io)).toBe(0);
      // French sets a thin space before the colon (« (fr) : »).
      expect(io.err()).toMatch(/^urania horoscope: [^(]+ \(fr\)\s?: /m);
    } finally {
      vi.doUnmock('../../src/text/fr/horoscope-events/index.js');
      vi.doUnmock('../../src/text/fr/narrative.js');
      vi.resetModules();
    }
    const it = memoryIo();
    expect(await runCli(['horoscope', 'daily', '--sign', 'Leo', '--date', '2025-03-20', '--lang', 'it'], it)).toBe(0);
    expect(it.err()).toContain('it reads English');
  }, 60_000);
});
