/**
 * `--zodiac` / `--ayanamsa` of `urania chart`, `urania report` and `urania horoscope` (issue 15, "Sidereal
 * everywhere"): the record is the library's sidereal one, each sidereal longitude is the tropical one minus the
 * ayanamsa the record states, and a contradiction is a usage error naming the member.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { memoryIo } from './helpers.js';

const NEW_YORK = ['--date', '1990-07-15', '--time', '14:30', '--lat', '40.7128', '--lon', '-74.006'];
/** Longitudes printed through JSON round-trip exactly; the subtraction adds a few ulps. */
const SHIFT_TOLERANCE_DEG = 1e-9;

interface ChartJson {
  zodiac?: string;
  ayanamsa?: { system: string; value: number };
  positions: { body: string; position: { longitude: number } }[];
}

async function chartJson(extra: string[]): Promise<ChartJson> {
  const io = memoryIo();
  expect(await runCli(['chart', ...NEW_YORK, ...extra, '--json'], io)).toBe(0);
  return JSON.parse(io.out()) as ChartJson;
}

describe('the zodiac flags of the CLI', () => {
  it('cast a sidereal chart: every longitude is the tropical one minus the stated ayanamsa', async () => {
    const tropical = await chartJson([]);
    const sidereal = await chartJson(['--ayanamsa', 'FaganBradley']);
    expect(tropical.zodiac).toBeUndefined();
    expect(sidereal.zodiac).toBe('sidereal');
    expect(sidereal.ayanamsa?.system).toBe('FaganBradley');
    const value = sidereal.ayanamsa!.value;
    expect(value).toBeGreaterThan(24);
    expect(value).toBeLessThan(25);
    for (const p of sidereal.positions) {
      const t = tropical.positions.find((q) => q.body === p.body)!.position.longitude;
      const d = (((t - value - p.position.longitude) % 360) + 540) % 360 - 180;
      expect(Math.abs(d), p.body).toBeLessThan(SHIFT_TOLERANCE_DEG);
    }
    expect((await chartJson(['--zodiac', 'sidereal'])).ayanamsa?.system).toBe('Lahiri');
  });

  it('pass the zodiac to the report and the horoscopes', async () => {
    const report = memoryIo();
    expect(await runCli(['report', ...NEW_YORK, '--ayanamsa', 'Lahiri', '--format', 'json'], report)).toBe(0);
    const r = JSON.parse(report.out()) as { chart: ChartJson };
    expect(r.chart.zodiac).toBe('sidereal');
    const daily = memoryIo();
    expect(await runCli(['horoscope', 'daily', '--sign', 'Aries', '--date', '2024-04-08', '--zodiac', 'sidereal', '--json'], daily)).toBe(0);
    expect((JSON.parse(daily.out()) as { zodiac?: string }).zodiac).toBe('sidereal');
  });

  it('refuse a tropical zodiac with an ayanamsa, naming the member', async () => {
    const io = memoryIo();
    expect(await runCli(['chart', ...NEW_YORK, '--zodiac', 'tropical', '--ayanamsa', 'Lahiri'], io)).not.toBe(0);
    expect(io.err()).toContain('ayanamsa');
  });
});
