import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { directionTimeline } from '../../src/records/direction-timeline.js';
import { progressionTimeline } from '../../src/records/progression-timeline.js';
import { returnsInRange } from '../../src/records/returns-in-range.js';
import { transitTimeline } from '../../src/records/transit-timeline.js';
import { memoryIo } from './helpers.js';

const BIRTH_FLAGS = ['--date', '1990-07-15', '--time', '14:30', '--lat', '40.7128', '--lon', '-74.006', '--tz', 'America/New_York'];
const birth = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('urania transits, progressions and returns (issue 27)', () => {
  it('transits --json prints the record of transitTimeline, --all with the house ingresses and lunations; the table one row an entry', async () => {
    const io = memoryIo();
    expect(await runCli(['transits', ...BIRTH_FLAGS, '--from', '2025-01-01', '--to', '2025-07-01', '--all', '--json'], io)).toBe(0);
    const expected = transitTimeline({ birth, from: '2025-01-01', to: '2025-07-01', include: ['contact', 'houseIngress', 'lunation'] });
    expect(JSON.parse(io.out())).toEqual(json(expected));
    const table = memoryIo();
    expect(await runCli(['transits', ...BIRTH_FLAGS, '--from', '2025-01-01', '--to', '2025-07-01', '--bodies', 'Saturn'], table)).toBe(0);
    const saturn = transitTimeline({ birth, from: '2025-01-01', to: '2025-07-01', transitBodies: ['Saturn'] });
    expect(table.out().trim().split('\n').length).toBe(saturn.length + 2);
    for (const c of saturn) expect(table.out()).toContain(`Saturn ${c.aspect} ${c.natalPoint}`);
  });

  it('progressions --json is progressionTimeline; --solar-arc and --naibod are directionTimeline with their key', async () => {
    const io = memoryIo();
    expect(await runCli(['progressions', ...BIRTH_FLAGS, '--from', '2025-01-01', '--to', '2027-01-01', '--json'], io)).toBe(0);
    expect(JSON.parse(io.out())).toEqual(json(progressionTimeline({ birth, from: '2025-01-01', to: '2027-01-01' })));
    const arc = memoryIo();
    expect(await runCli(['progressions', ...BIRTH_FLAGS, '--from', '2025-01-01', '--to', '2027-01-01', '--naibod', '--orb', '1.5', '--json'], arc)).toBe(0);
    expect(JSON.parse(arc.out())).toEqual(json(directionTimeline({ birth, from: '2025-01-01', to: '2027-01-01', key: 'naibod', orb: 1.5 })));
    const both = memoryIo();
    expect(await runCli(['progressions', ...BIRTH_FLAGS, '--from', '2025-01-01', '--to', '2027-01-01', '--naibod', '--solar-arc'], both)).toBe(2);
    expect(both.err()).toContain('--solar-arc or --naibod');
  });

  it('returns lists each return with its passes; without --body it is a usage error that says what to type', async () => {
    const io = memoryIo();
    expect(await runCli(['returns', '--body', 'Saturn', ...BIRTH_FLAGS, '--from', '2015-01-01', '--to', '2050-01-01', '--json'], io)).toBe(0);
    expect(JSON.parse(io.out())).toEqual(json(returnsInRange({ birth, body: 'Saturn', from: '2015-01-01', to: '2050-01-01' })));
    const missing = memoryIo();
    expect(await runCli(['returns', ...BIRTH_FLAGS, '--from', '2015-01-01', '--to', '2050-01-01'], missing)).toBe(2);
    expect(missing.err()).toContain('--body Saturn');
    const range = memoryIo();
    expect(await runCli(['transits', ...BIRTH_FLAGS], range)).toBe(2);
    expect(range.err()).toContain('--from 2025-01-01 --to 2026-01-01');
  });
});
