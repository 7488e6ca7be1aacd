import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { loadAtlas } from '../../src/places/index.js';
import { memoryIo } from './helpers.js';

describe('urania places (issue 24)', () => {
  it('prints the candidates of a query, best first, with id, zone and reason', async () => {
    const io = memoryIo();
    expect(await runCli(['places', 'Paris, Texas', '--limit', '2'], io)).toBe(0);
    const first = io.out().split('\n')[0]!;
    expect(first).toMatch(/^\d+ {2}Paris, Texas, United States {2}33\.\d+ -95\.\d+ {2}America\/Chicago {2}\(/);
  });

  it('--json prints the records; --near the nearest place', async () => {
    const io = memoryIo();
    expect(await runCli(['places', 'zurich', '--json', '--limit', '1'], io)).toBe(0);
    expect((JSON.parse(io.out()) as { place: { name: string } }[])[0]?.place.name).toBe('Zürich');
    const near = memoryIo();
    expect(await runCli(['places', '--near', '48.4,10'], near)).toBe(0);
    expect(near.out()).toContain('Ulm, Germany');
  });

  it('a bad --limit or a missing query is a usage error (exit 2) that says what to type', async () => {
    const io = memoryIo();
    expect(await runCli(['places'], io)).toBe(2);
    expect(io.err()).toContain('urania places "Ulm, Germany"');
    const bad = memoryIo();
    expect(await runCli(['places', 'Ulm', '--limit', '0'], bad)).toBe(1);
    expect(bad.err()).toContain('limit must be a whole number from 1 to 100');
  });
});

describe('--place on the birth commands (issue 24)', () => {
  beforeAll(async () => {
    await loadAtlas();
  });

  it('urania chart --place "Ulm, Germany" prints the chart of Ulm’s coordinates', async () => {
    const byPlace = memoryIo();
    expect(await runCli(['chart', '--date', '1879-03-14', '--time', '11:30', '--place', 'Ulm, Germany', '--json'], byPlace)).toBe(0);
    // GeoNames record 2820256: Ulm, 48.39841 N, 9.99155 E.
    const byCoordinates = memoryIo();
    expect(await runCli(['chart', '--date', '1879-03-14', '--time', '11:30', '--lat', '48.39841', '--lon', '9.99155', '--json'], byCoordinates)).toBe(0);
    const { place, ...chart } = JSON.parse(byPlace.out()) as Record<string, unknown>;
    expect(chart).toEqual(JSON.parse(byCoordinates.out()));
    expect(place).toMatchObject({ id: 2820256, zone: 'Europe/Berlin' });
  });

  it('the readable chart names the place in its heading', async () => {
    const io = memoryIo();
    expect(await runCli(['chart', '--date', '1879-03-14', '--time', '11:30', '--place', 'Ulm, Germany'], io)).toBe(0);
    expect(io.out()).toContain('Natal chart: 1879-03-14 11:30 at Ulm (DE), 48.39841°, 9.99155°');
  });

  it('--place with --lat is a usage error; an ambiguous place lists the candidates', async () => {
    const both = memoryIo();
    expect(await runCli(['chart', '--date', '1990-07-15', '--place', 'Ulm', '--lat', '1', '--lon', '2'], both)).toBe(2);
    expect(both.err()).toContain('give --place or --lat and --lon, not both');
    const ambiguous = memoryIo();
    expect(await runCli(['report', '--date', '1990-07-15', '--place', 'Springfield'], ambiguous)).toBe(1);
    expect(ambiguous.err()).toContain('is ambiguous');
  });
});
