/**
 * The command line speaks the command line (issue 22 #18): a sidereal chart's header says sidereal and which
 * ayanamsa; `--tz` is the zone of every birth command (`chart` as `report`, and `horoscope`); angles print as a
 * degree within their sign ("28°27′ Libra"), never as "208.4554° Libra"; a date-time without a zone is refused
 * naming the flag and what to type, never a library function.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { natalChart } from '../../src/records/index.js';
import { memoryIo } from './helpers.js';

const NEW_YORK = ['--date', '1990-07-15', '--time', '14:30', '--lat', '40.7128', '--lon', '-74.006'];
const REQUEST = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } as const;

/** "D°MM′ Sign" of a longitude, written out here from the definition (30° a sign, 60′ a degree, minutes cut). */
function expectedSignDegree(longitude: number): string {
  const signs = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
  const inSign = longitude % 30;
  const degree = Math.floor(inSign);
  const minute = Math.floor((inSign - degree) * 60);
  return `${degree}°${String(minute).padStart(2, '0')}′ ${signs[Math.floor(longitude / 30)]}`;
}

describe('urania chart: what the header and the angles say', () => {
  it('names a sidereal chart and its ayanamsa in the header; a tropical one says tropical', async () => {
    const sidereal = memoryIo();
    expect(await runCli(['chart', ...NEW_YORK, '--zodiac', 'sidereal', '--ayanamsa', 'FaganBradley'], sidereal)).toBe(0);
    const header = sidereal.out().split('\n')[0]!;
    const chart = natalChart({ ...REQUEST, zodiac: 'sidereal', ayanamsa: 'FaganBradley' });
    expect(header).toContain('sidereal');
    expect(header).toContain(`FaganBradley ayanamsa ${chart.ayanamsa!.value.toFixed(4)}°`);
    const tropical = memoryIo();
    expect(await runCli(['chart', ...NEW_YORK], tropical)).toBe(0);
    expect(tropical.out().split('\n')[0]).toMatch(/, tropical$/);
    expect(tropical.out().split('\n')[0]).not.toContain('sidereal');
  });

  it('prints the Ascendant and Midheaven as a degree within their sign, the longitude beside it', async () => {
    const io = memoryIo();
    expect(await runCli(['chart', ...NEW_YORK], io)).toBe(0);
    const chart = natalChart(REQUEST);
    const line = io.out().split('\n').find((l) => l.startsWith('Ascendant '))!;
    expect(line).toContain(`Ascendant ${expectedSignDegree(chart.ascendant!)} (${chart.ascendant!.toFixed(4)}°)`);
    expect(line).toContain(`Midheaven ${expectedSignDegree(chart.midheaven!)} (${chart.midheaven!.toFixed(4)}°)`);
    // Never a longitude over 30° followed by a sign name.
    expect(line).not.toMatch(/\d{2,3}\.\d+° [A-Z]/);
  });
});

describe('--tz in every birth command', () => {
  it('chart takes --tz as report does: the same chart as --timezone', async () => {
    const tz = memoryIo();
    expect(await runCli(['chart', ...NEW_YORK, '--tz', 'Europe/London', '--json'], tz)).toBe(0);
    const long = memoryIo();
    expect(await runCli(['chart', ...NEW_YORK, '--timezone', 'Europe/London', '--json'], long)).toBe(0);
    const chart = JSON.parse(tz.out()) as { timezone: string; instant: string };
    expect(chart.timezone).toBe('Europe/London');
    // 14:30 BST (UTC+1 in July) is 13:30 UT.
    expect(chart.instant).toBe('1990-07-15T13:30:00Z');
    expect(JSON.parse(long.out())).toEqual(chart);
  });

  it('refuses --tz and --timezone together, naming both flags (exit 2)', async () => {
    const io = memoryIo();
    expect(await runCli(['chart', ...NEW_YORK, '--tz', 'UTC', '--timezone', 'UTC'], io)).toBe(2);
    expect(io.err()).toContain('give --tz or --timezone, not both');
  });

  it('horoscope takes --tz too', async () => {
    const tz = memoryIo();
    expect(await runCli(['horoscope', 'daily', '--sign', 'Leo', '--date', '2024-01-25', '--tz', 'Asia/Tokyo', '--json'], tz)).toBe(0);
    const long = memoryIo();
    expect(await runCli(['horoscope', 'daily', '--sign', 'Leo', '--date', '2024-01-25', '--timezone', 'Asia/Tokyo', '--json'], long)).toBe(0);
    expect(tz.out()).toBe(long.out());
  });
});

describe('urania positions: a date-time without a zone', () => {
  it('is refused naming --date and what to type, not a library function', async () => {
    const io = memoryIo();
    expect(await runCli(['positions', '--date', '1990-07-15T14:30'], io)).toBe(2);
    expect(io.err()).toContain('--date 1990-07-15T14:30 has no time zone');
    expect(io.err()).toContain('--date 1990-07-15T14:30Z');
    expect(io.err()).not.toMatch(/civilInstant|\(\)/);
  });

  it('still answers a date-time with Z', async () => {
    const io = memoryIo();
    expect(await runCli(['positions', '--date', '1990-07-15T14:30Z'], io)).toBe(0);
    expect(io.out()).toContain('Positions at 1990-07-15T14:30:00Z');
  });
});
