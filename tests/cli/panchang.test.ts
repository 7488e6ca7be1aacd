import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { panchang } from '../../src/records/panchang.js';
import { memoryIo } from './helpers.js';

describe('urania panchang (issue 25)', () => {
  it('prints the day in local time: Chaitra Purnima 2024 at Delhi ends at 05:18 the next morning', async () => {
    const io = memoryIo();
    expect(await runCli(['panchang', '--lat', '28.6139', '--lon', '77.209', '--date', '2024-04-23', '--tz', 'Asia/Kolkata'], io)).toBe(0);
    expect(io.out()).toContain('Tithi     Purnima until 05:18 (2024-04-24)');
    expect(io.out()).toContain('Sunrise 05:47');
  });
  it('--json prints the record of panchang() with the preset', async () => {
    const io = memoryIo();
    expect(await runCli(['panchang', '--lat', '28.6139', '--lon', '77.209', '--date', '2024-04-23', '--tz', 'Asia/Kolkata', '--preset', 'prokerala', '--json'], io)).toBe(0);
    const expected = panchang({ date: '2024-04-23', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata', conventions: 'prokerala' });
    expect(JSON.parse(io.out())).toEqual(JSON.parse(JSON.stringify(expected)));
  });
  it('--place names the place from the atlas: its coordinates and, without --tz, its zone (issue 24)', async () => {
    const io = memoryIo();
    expect(await runCli(['panchang', '--place', 'New Delhi', '--date', '2024-04-23'], io)).toBe(0);
    expect(io.out()).toMatch(/^Place {5}New Delhi, Delhi, India \(28\.\d+°, 77\.\d+°; GeoNames 1261481\)/);
    expect(io.out()).toContain('Panchang of 2024-04-23 (Asia/Kolkata)');
    expect(io.out()).toContain('Tithi     Purnima until 05:18 (2024-04-24)');
    const both = memoryIo();
    expect(await runCli(['panchang', '--place', 'New Delhi', '--lat', '28.6', '--lon', '77.2'], both)).toBe(2);
    expect(both.err()).toContain('give --place or --lat and --lon, not both');
  });
  it('without a place it is a usage error that says what to type; a bad preset names conventions', async () => {
    const io = memoryIo();
    expect(await runCli(['panchang'], io)).toBe(2);
    expect(io.err()).toContain('urania panchang --lat 28.61 --lon 77.21');
    const bad = memoryIo();
    expect(await runCli(['panchang', '--lat', '28.6', '--lon', '77.2', '--date', '2024-04-23', '--preset', 'drk'], bad)).toBe(1);
    expect(bad.err()).toContain('conventions');
  });
  it('--month prints one line per day and the observances with their rules (Krishna Pradosh on 13 August 2023)', async () => {
    const io = memoryIo();
    expect(await runCli(['panchang', '--lat', '28.6139', '--lon', '77.209', '--month', '2023-08', '--tz', 'Asia/Kolkata'], io)).toBe(0);
    const lines = io.out().split('\n');
    expect(lines.filter((l) => /^2023-08-\d\d .* sunrise \d\d:\d\d/.test(l))).toHaveLength(31);
    expect(io.out()).toContain('2023-08-13  Krishna Pradosh (pradosha)');
    expect(io.out()).toContain('2023-08-17  Simha Sankranti (sankranti)');
    const bad = memoryIo();
    expect(await runCli(['panchang', '--lat', '28.6', '--lon', '77.2', '--month', '2023-8'], bad)).toBe(2);
    expect(bad.err()).toContain('--month takes YYYY-MM');
  });
});
