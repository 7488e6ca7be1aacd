import { describe, expect, it } from 'vitest';
import { apparentBodyPosition } from '../../src/ephemeris/body-position.js';
import { panchang } from '../../src/records/panchang.js';
import { panchangMonth, type PanchangMonth } from '../../src/records/panchang-month.js';
import { loadAtlas } from '../../src/places/index.js';
import { instantFromJulianDay } from '../../src/time/instant.js';

/**
 * panchangMonth: the days of the month, the observances against their rules (docs/vedic.md "Month and
 * observances") computed independently, and against the days published for New Delhi (Drik Panchang's, as the
 * pages named below print them).
 */
const DELHI = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' } as const;
const jdOf = (iso: string): number => Date.parse(iso) / 86_400_000 + 2440587.5;
/** Seconds an instant may sit on the wrong side of a window's edge (the search's and the scan's tolerance). */
const EDGE_S = 60;

/** The tithi (0–29) at a UT Julian Day from bodyPosition's apparent Sun and Moon, the Sun's aberration twice (drik). */
function tithiAt(jdUt: number): number {
  const at = instantFromJulianDay(jdUt, 'UT');
  const s = apparentBodyPosition('Sun', at);
  const sun = s.longitude - 20.4898 / s.distanceAu / 3600;
  const moon = apparentBodyPosition('Moon', at).longitude;
  return Math.floor((((moon - sun) % 360) + 360) % 360 / 12);
}

const months = new Map<string, PanchangMonth>();
function month(year: number, m: number): PanchangMonth {
  const key = `${year}-${m}`;
  if (!months.has(key)) months.set(key, panchangMonth({ year, month: m, ...DELHI }));
  return months.get(key)!;
}

// Published days (New Delhi, Drik Panchang as reproduced by the articles named):
const PUBLISHED: readonly (readonly [number, number, string, string, string])[] = [
  [2023, 5, '2023-05-17', 'Krishna Pradosh', 'https://anmnewshindi.in/spiritual/when-is-pradosh-vrat-know-the-date-and-auspicious-time-of-the-fast'],
  [2023, 5, '2023-05-19', 'Amavasya', 'https://timesofindia.indiatimes.com/religion/festivals/amavasya-2023-dates-timings-rituals-significance/articleshow/96386951.cms'],
  [2023, 8, '2023-08-13', 'Krishna Pradosh', 'https://editorji.com/amp/hindi/lifestyle-news/religion/pradosh-vrat-2023-today-is-the-last-pradosh-vrat-of-adhik-maas-know-its-importance-and-auspicious-time-1691889021988'],
  [2023, 8, '2023-08-16', 'Amavasya', 'https://timesofindia.indiatimes.com/religion/festivals/amavasya-2023-dates-timings-rituals-significance/articleshow/96386951.cms'],
  [2021, 2, '2021-02-23', 'Shukla Ekadashi', 'https://www.news18.com/news/india/aaj-ka-panchang-for-february-23-know-about-tithi-nakshatra-shubh-muhurat-and-rahu-kaal-3462419.html'],
  [2021, 3, '2021-03-31', 'Sankashti Chaturthi', 'https://www.oneindia.com/india/sankashti-chaturthi-2021-vrat-date-moonrise-timings-and-significance-of-bhalchandra-sankasthi-3238069.html'],
];

describe('panchangMonth', () => {
  it('lists every civil day of the month, each the udaya limbs of that day’s Panchang', () => {
    const m = month(2023, 5);
    expect(m.days.map((d) => d.date)).toEqual(Array.from({ length: 31 }, (_, k) => `2023-05-${String(k + 1).padStart(2, '0')}`));
    const day = panchang({ date: '2023-05-17', ...DELHI });
    const listed = m.days[16]!;
    expect(listed.sunrise).toBe(day.sunrise);
    expect(listed.tithi).toEqual({ number: day.tithi[0]!.number, name: day.tithi[0]!.name, end: day.tithi[0]!.end });
    expect(listed.nakshatra.name).toBe(day.nakshatra[0]!.name);
    expect(listed.observances).toContain('Krishna Pradosh');
  });

  for (const [year, m, date, name, source] of PUBLISHED) {
    it(`${name} falls on ${date} (${new URL(source).hostname})`, () => {
      expect(month(year, m).observances.filter((o) => o.name === name).map((o) => o.date)).toContain(date);
    });
  }

  it('every observance holds its rule: the tithi at sunrise, during pradosha, madhyahna or nishita, at moonrise', () => {
    for (const m of [month(2023, 5), month(2023, 8)]) {
      const byDate = new Map(m.days.map((d, k) => [d.date, { d, next: m.days[k + 1] }]));
      for (const o of m.observances.filter((x) => x.rule !== 'sankranti')) {
        const entry = byDate.get(o.date)!;
        const rise = jdOf(entry.d.sunrise);
        const set = jdOf(entry.d.sunset);
        const start = jdOf(o.start);
        const end = jdOf(o.end);
        const edge = EDGE_S / 86_400;
        const label = `${o.name} on ${o.date}`;
        if (o.rule === 'sunrise') {
          // Udaya: the tithi holds the sunrise (or, kshaya, it holds none and begins in this Vedic day).
          const holds = start <= rise + edge && rise - edge < end;
          const kshaya = start > rise && entry.next !== undefined && end < jdOf(entry.next.sunrise);
          expect(holds || kshaya, label).toBe(true);
          if (holds && Math.abs(start - rise) > edge && Math.abs(end - rise) > edge) expect(tithiAt(rise), label).toBe(tithiAt((start + end) / 2));
        } else if (o.rule === 'pradosha' && entry.next !== undefined) {
          const night = jdOf(entry.next.sunrise) - set;
          expect(start < set + (3 * night) / 15 + edge && set - edge < end, label).toBe(true);
        } else if (o.rule === 'madhyahna') {
          const day = set - rise;
          expect(start < rise + (3 * day) / 5 + edge && rise + (2 * day) / 5 - edge < end, label).toBe(true);
        } else if (o.rule === 'nishita' && entry.next !== undefined) {
          const night = jdOf(entry.next.sunrise) - set;
          expect(start < set + (8 * night) / 15 + edge && set + (7 * night) / 15 - edge < end, label).toBe(true);
        }
      }
    }
  });

  it('the Simha sankranti of 2023 (the Sun entering sidereal Leo on 17 August) is on 17 August', () => {
    const s = month(2023, 8).observances.find((o) => o.name === 'Simha Sankranti')!;
    expect(s.date).toBe('2023-08-17');
    expect(s.rule).toBe('sankranti');
  });

  it('takes an atlas place for the coordinates, in the place’s zone, and says which place', async () => {
    await loadAtlas();
    const m = panchangMonth({ year: 2023, month: 8, place: 'New Delhi, India' });
    expect(m.place?.zone).toBe('Asia/Kolkata');
    expect(m.timezone).toBe('Asia/Kolkata');
    expect(Math.abs(m.latitude - DELHI.latitude)).toBeLessThan(0.1);
    expect(m.observances.find((o) => o.name === 'Krishna Pradosh')?.date).toBe('2023-08-13');
  });

  it('refuses a bad month and a polar month with sentences naming the field', () => {
    expect(() => panchangMonth({ year: 2024, month: 13, ...DELHI })).toThrow(/month/);
    expect(() => panchangMonth({ year: 2024, month: 12, latitude: 80, longitude: 15, timezone: 'UTC' })).toThrow(/latitude 80: the Sun does not both rise and set/);
  });
});
