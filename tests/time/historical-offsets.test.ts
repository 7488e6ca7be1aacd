import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fixture from '../fixtures/time-historical-offsets.json';
import { civilTime } from '../../src/time/civil-time.js';
import { OFFSET_RULES } from '../../src/time/offset-rule.js';
import { zoneOffsetMs } from '../../src/time/time-zone.js';

/**
 * 200 historical civil times (1850–1969) against the tz database's own compiler: `zdump` of the IANA tz database
 * 2025b (with backzone), with what the runtime's Intl said for the same instants (fixture header). Urania must give
 * the tz database's offset everywhere, including where Intl differs, and docs/time.md must explain each difference.
 */
const MS_TOLERANCE = 1;
const SECOND_MS = 1000;
const DAY_MS = 86_400_000;
const DST_RULES = OFFSET_RULES.filter((r) => r !== 'LMT' && r !== 'standard');

describe('historical offsets: the tz database, not Intl, before 1970', () => {
  it('the fixture holds 200 cases and names its source and the Intl it was compared with', () => {
    expect(fixture.cases).toHaveLength(200);
    expect(fixture.source).toMatch(/zdump .* tz database 2025b/);
    expect(fixture.intl).toMatch(/ICU/);
    expect(fixture.cases.filter((c) => c.intlOffsetSeconds !== c.tzOffsetSeconds)).toHaveLength(fixture.disagreements);
  });

  it.each(fixture.cases)('$zone at $utc: the offset is the tz database one ($abbreviation)', (c) => {
    const at = Date.parse(c.utc);
    expect(zoneOffsetMs(c.zone, at)).toBe(c.tzOffsetSeconds * SECOND_MS);
  });

  it.each(fixture.cases)('$zone $localDate $localTime: civil time gives the instant, the rule and the source', (c) => {
    // A longitude whose mean time is the zone's LMT, so a case on LMT reads the same offset (4 min per degree).
    const longitude = c.abbreviation === 'LMT' ? c.tzOffsetSeconds / 240 : 0;
    const t = civilTime({ date: c.localDate, time: c.localTime, latitude: 0, longitude, timezone: c.zone, calendar: 'gregorian' });
    expect(Math.abs(t.epochMs - Date.parse(c.utc))).toBeLessThan(MS_TOLERANCE);
    expect(t.resolution).toBe('exact');
    if (c.abbreviation === 'LMT') {
      expect([t.offsetRule, t.offsetSource]).toEqual(['LMT', 'longitude']);
    } else {
      expect(t.offsetSource).toBe('tz database');
      if (c.isDst) expect(DST_RULES).toContain(t.offsetRule);
      else expect(t.offsetRule).toBe('standard');
    }
  });

  it('every zone where Intl differs is explained in docs/time.md', () => {
    const doc = readFileSync(new URL('../../docs/time.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('### Historical offsets'));
    const zones = new Set(fixture.cases.filter((c) => c.intlOffsetSeconds !== c.tzOffsetSeconds).map((c) => c.zone));
    expect(zones.size).toBeGreaterThan(0);
    for (const zone of zones) expect(section, zone).toContain(zone);
  });
});

describe('the rule that gave the offset', () => {
  // Published dates: British Double Summer Time 4 May 1941 – 1945 and 13 Apr – 10 Aug 1947 (Summer Time Orders;
  // tz `europe`, Rule GB-Eire); US War Time 9 Feb 1942 – 30 Sep 1945 (Act of 20 January 1942; tz `northamerica`).
  const rule = (date: string, time: string, timezone: string) => civilTime({ date, time, latitude: 0, longitude: 0, timezone });

  it('London on D-Day 1944 is wartime double summer time, +2 h (BDST)', () => {
    const t = rule('1944-06-06', '12:00', 'Europe/London');
    expect([t.utcOffsetMinutes, t.offsetRule, t.offsetSource]).toEqual([120, 'wartime double summer time', 'tz database']);
  });

  it('London in June 1947 is double summer time again, after the war', () => {
    expect(rule('1947-06-15', '12:00', 'Europe/London').offsetRule).toBe('double summer time');
  });

  it('London in January 1944 is British Summer Time kept all winter: DST; in 1938, standard time', () => {
    expect(rule('1944-01-15', '12:00', 'Europe/London').offsetRule).toBe('DST');
    expect(rule('1938-01-15', '12:00', 'Europe/London').offsetRule).toBe('standard');
  });

  it('New York in 1943 is war time (EWT, −4 h), in 1950 summer DST, from 1970 Intl', () => {
    const t = rule('1943-06-01', '12:00', 'America/New_York');
    expect([t.utcOffsetMinutes, t.offsetRule]).toEqual([-240, 'war time']);
    expect(rule('1950-07-01', '12:00', 'America/New_York').offsetRule).toBe('DST');
    const modern = rule('1990-07-15', '14:30', 'America/New_York');
    expect([modern.offsetRule, modern.offsetSource]).toEqual(['DST', 'Intl']);
    expect(rule('1990-01-15', '14:30', 'America/New_York').offsetRule).toBe('standard');
  });

  it('Amsterdam in 1930 kept Amsterdam Mean Time, +0:19:32 (tz `europe`, Zone Europe/Amsterdam), not Brussels time', () => {
    const t = rule('1930-01-15', '12:00', 'Europe/Amsterdam');
    expect(t.utcOffsetMinutes * 60).toBeCloseTo(19 * 60 + 32, 9);
    expect(t.offsetRule).toBe('standard');
  });

  it('the LMT rule: New York before 1883-11-18 is the birth longitude', () => {
    const t = civilTime({ date: '1850-01-01', time: '12:00', latitude: 40.7, longitude: -74 });
    expect([t.offsetRule, t.offsetSource, t.isLocalMeanTime]).toEqual(['LMT', 'longitude', true]);
  });

  it('a zone and its day: the state lasts to the 1970 seam without a jump', () => {
    for (const zone of ['Europe/Oslo', 'Europe/Amsterdam', 'Africa/Accra', 'America/Nassau']) {
      expect(zoneOffsetMs(zone, -SECOND_MS)).toBe(zoneOffsetMs(zone, DAY_MS));
    }
  });
});
