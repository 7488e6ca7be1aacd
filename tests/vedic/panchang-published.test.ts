import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { panchang, type Panchang } from '../../src/records/panchang.js';

/**
 * The Panchang against published day-panchangs (tests/fixtures/panchang-published.json: 20 days for New Delhi, each
 * with its source page, publication and the preset it is compared under) and against published lunations.
 *
 * Drik Panchang prints hh:mm rounded to the nearest minute, so a published minute stands for an instant within 30 s
 * of hh:mm:00; the issue's 60 s is asked of the printed value, so the bound below is 60 s from hh:mm:00 (or from
 * hh:mm:ss for pages printed to the second). Measured (docs/vedic.md, "Accuracy"): under 'drik' (the Sun's
 * aberration counted twice) the worst limb end is 41 s, the worst period 45 s; under plain apparent positions the
 * Drik tithi ends would be 27–82 s late (mean 53 s).
 */
interface PublishedEvent {
  readonly kind: string;
  readonly edge?: 'start' | 'end';
  readonly name?: string;
  readonly at?: string;
  readonly start?: string;
  readonly end?: string;
}
interface PublishedDay {
  readonly date: string;
  readonly preset: 'drik' | 'jhora';
  readonly precision: 'minute' | 'second';
  readonly source: string;
  readonly events: readonly PublishedEvent[];
}
const FIXTURE = JSON.parse(readFileSync(new URL('../fixtures/panchang-published.json', import.meta.url), 'utf8')) as { days: PublishedDay[] };
const DELHI = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' } as const;
/** The issue's bound: a published instant and Urania's within 60 s. */
const PUBLISHED_TOLERANCE_S = 60;

/** Local IST date-time 'YYYY-MM-DD HH:MM[:SS]' as UT epoch ms. */
function ist(local: string): number {
  const [d, t] = local.split(' ');
  return Date.parse(`${d}T${t!.length === 5 ? `${t}:00` : t}+05:30`);
}
const shiftDate = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const LIMB_LISTS = { tithi: 'tithi', nakshatra: 'nakshatra', yoga: 'yoga', karana: 'karana' } as const;
const SINGLE_PERIODS = ['rahuKalam', 'yamaganda', 'gulikaKalam', 'brahmaMuhurta', 'abhijit'] as const;
const LISTED_PERIODS = ['durmuhurta', 'amritKalam', 'varjyam'] as const;

describe('panchang against published day panchangs (tests/fixtures/panchang-published.json)', () => {
  it('holds 20 days, each naming its source page and preset', () => {
    expect(FIXTURE.days).toHaveLength(20);
    for (const d of FIXTURE.days) expect(d.source).toMatch(/^https?:\/\//);
  });
  for (const d of FIXTURE.days) {
    it(`${d.date} (${d.preset}, ${new URL(d.source).hostname}): every published instant within ${PUBLISHED_TOLERANCE_S} s`, () => {
      const days: Panchang[] = [-1, 0, 1].map((k) => panchang({ date: shiftDate(d.date, k), ...DELHI, conventions: d.preset }));
      const p = days[1]!;
      const apart = (iso: string, local: string): number => Math.abs(Date.parse(iso) - ist(local)) / 1000;
      for (const e of d.events) {
        const label = `${d.date} ${e.kind} ${e.edge ?? ''} ${e.name ?? ''} ${e.at ?? e.start ?? ''}`;
        if (e.kind === 'sunrise' || e.kind === 'sunset') {
          expect(apart(p[e.kind], e.at!), label).toBeLessThanOrEqual(PUBLISHED_TOLERANCE_S);
        } else if (e.kind in LIMB_LISTS) {
          const spans = days.flatMap((x) => x[LIMB_LISTS[e.kind as keyof typeof LIMB_LISTS]]).filter((s) => s.name === e.name);
          const best = Math.min(...spans.map((s) => apart(s[e.edge!], e.at!)));
          expect(best, label).toBeLessThanOrEqual(PUBLISHED_TOLERANCE_S);
        } else if ((SINGLE_PERIODS as readonly string[]).includes(e.kind)) {
          const got = days.map((x) => x.muhurta[e.kind as (typeof SINGLE_PERIODS)[number]]);
          const best = Math.min(...got.map((g) => Math.max(apart(g.start, e.start!), apart(g.end, e.end!))));
          expect(best, label).toBeLessThanOrEqual(PUBLISHED_TOLERANCE_S);
        } else {
          expect(LISTED_PERIODS as readonly string[], label).toContain(e.kind);
          const got = days.flatMap((x) => x.muhurta[e.kind as (typeof LISTED_PERIODS)[number]]);
          const best = Math.min(...got.map((g) => Math.max(apart(g.start, e.start!), apart(g.end, e.end!))));
          expect(best, label).toBeLessThanOrEqual(PUBLISHED_TOLERANCE_S);
        }
      }
    });
  }
  // The months and years Drik's four day pages print (Bengali page spellings mapped to Urania's: Ogrohaeon is
  // Margashirsha, Poush Pausha).
  const MONTHS = [
    ['2020-12-31', 'Margashirsha', 'Pausha', 'Sharvari', 'Pramadi'],
    ['2022-01-24', 'Pausha', 'Magha', 'Plava', 'Ananda'],
    ['2022-01-26', 'Pausha', 'Magha', 'Plava', 'Ananda'],
    ['2025-11-22', 'Margashirsha', 'Margashirsha', 'Vishvavasu', 'Kalayukti'],
  ] as const;
  for (const [date, amanta, purnimanta, south, north] of MONTHS) {
    it(`${date}: the lunar months and the samvatsara of Drik's page`, () => {
      const p = panchang({ date, ...DELHI, conventions: 'drik' });
      expect(p.amantaMonth.name).toBe(amanta);
      expect(p.purnimantaMonth.name).toBe(purnimanta);
      expect(p.samvatsara).toEqual({ south, north });
    });
  }
});

function secondsApart(iso: string, expectedMs: number): number {
  return Math.abs(Date.parse(iso) - expectedMs) / 1000;
}

/** Agreement with a published lunation, seconds: USNO gives the phases to the minute (so ±30 s), plus 30 s. */
const LUNATION_TOLERANCE_S = 60;

describe('Purnima and Amavasya end at the published Full and New Moons', () => {
  // USNO "Phases of the Moon" 2024 (aa.usno.navy.mil/data/MoonPhases): Full Moon 2024-04-23 23:49 UT,
  // New Moon 2024-04-08 18:21 UT. The 15th tithi ends at elongation 180°, the 30th at 0°: by definition
  // (Surya Siddhanta II.66) those instants are the Full and New Moons, whatever the ayanamsa.
  it('Chaitra Purnima 2024 (Delhi) ends at the Full Moon of 2024-04-23 23:49 UT', () => {
    const p = panchang({ date: '2024-04-23', ...DELHI, conventions: { positions: 'apparent' } });
    expect(p.tithi[0]!.name).toBe('Purnima');
    expect(secondsApart(p.tithi[0]!.end, Date.parse('2024-04-23T23:49:30Z'))).toBeLessThanOrEqual(LUNATION_TOLERANCE_S);
  });
  it('the Amavasya of 2024-04-08 (Delhi) ends at the New Moon of 18:21 UT, and the next amanta month is Chaitra', () => {
    const p = panchang({ date: '2024-04-08', ...DELHI, conventions: { positions: 'apparent' } });
    expect(p.tithi[0]!.name).toBe('Amavasya');
    const amavasya = p.tithi.find((t) => t.name === 'Amavasya')!;
    expect(secondsApart(amavasya.end, Date.parse('2024-04-08T18:21:30Z'))).toBeLessThanOrEqual(LUNATION_TOLERANCE_S);
    expect(panchang({ date: '2024-04-10', ...DELHI }).amantaMonth).toEqual({ name: 'Chaitra', adhika: false });
  });
  it('2023 had an adhika Shravana (18 July – 16 August 2023, the published intercalary month)', () => {
    expect(panchang({ date: '2023-07-25', ...DELHI }).amantaMonth).toEqual({ name: 'Shravana', adhika: true });
    expect(panchang({ date: '2023-08-25', ...DELHI }).amantaMonth).toEqual({ name: 'Shravana', adhika: false });
  });
});
