/**
 * `urania calendar` (issue 27): the sky's feeds and a birth's transit timeline as an iCalendar file, read back by
 * ical.js (Mozilla's RFC 5545 parser); the events are those of the searches themselves (findMoonPhases,
 * findStations, transitTimeline), each at its own instant.
 */
import ICAL from 'ical.js';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { findMoonPhases, findStations } from '../../src/records/index.js';
import { transitTimeline } from '../../src/records/transit-timeline.js';
import { memoryIo } from './helpers.js';

function events(text: string): { summary: string; startMs: number }[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    return { summary: e.summary, startMs: e.startDate.toJSDate().getTime() };
  });
}
const secondMs = (iso: string) => Math.round(Date.parse(iso) / 1000) * 1000;

describe('urania calendar', () => {
  it('prints the lunations of a range: one event per phase of findMoonPhases, at its instant', async () => {
    const io = memoryIo();
    expect(await runCli(['calendar', '--kind', 'lunations', '--from', '2025-01-01', '--to', '2025-04-01'], io)).toBe(0);
    const phases = findMoonPhases({ from: '2025-01-01', to: '2025-04-01' });
    const got = events(io.out());
    expect(got).toHaveLength(phases.length);
    for (const p of phases) expect(got.some((e) => e.startMs === secondMs(p.date) && e.summary === `${p.phase} in ${p.sign}`)).toBe(true);
  });

  it('writes the stations of chosen bodies to --out and says how many', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'urania-calendar-'));
    const file = join(dir, 'stations.ics');
    const io = memoryIo();
    expect(await runCli(['calendar', '--kind', 'stations', '--bodies', 'Mercury,Venus', '--from', '2025-01-01', '--to', '2026-01-01', '--out', file], io)).toBe(0);
    const stations = findStations({ from: '2025-01-01', to: '2026-01-01', bodies: ['Mercury', 'Venus'] });
    expect(io.out()).toBe(`Wrote ${stations.length} events to ${file}\n`);
    const got = events(readFileSync(file, 'utf8'));
    expect(got.map((e) => e.startMs).sort()).toEqual(stations.map((s) => secondMs(s.date)).sort());
  });

  it("writes a birth's transit timeline with --all: contacts, their exact passes, house ingresses and lunations", async () => {
    const io = memoryIo();
    const birth = ['--date', '1990-07-15', '--time', '14:30', '--lat', '40.7128', '--lon', '-74.006'];
    expect(await runCli(['calendar', '--kind', 'transits', ...birth, '--from', '2025-01-01', '--to', '2026-01-01', '--all'], io)).toBe(0);
    const entries = transitTimeline({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, from: '2025-01-01', to: '2026-01-01', include: ['contact', 'houseIngress', 'lunation'] });
    const expected = entries.reduce((n, e) => n + (e.kind === 'contact' ? 1 + e.exact.length : 1), 0);
    expect(events(io.out())).toHaveLength(expected);
  });

  it('names a wrong kind and a missing range (exit 2)', async () => {
    const a = memoryIo();
    expect(await runCli(['calendar', '--kind', 'comets', '--from', '2025-01-01', '--to', '2025-02-01'], a)).toBe(2);
    expect(a.err()).toContain('--kind is one of lunations, eclipses');
    const b = memoryIo();
    expect(await runCli(['calendar', '--kind', 'eclipses'], b)).toBe(2);
    expect(b.err()).toContain('--from 2025-01-01 --to 2026-01-01');
  });
});
