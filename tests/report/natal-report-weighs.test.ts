/**
 * Issue 26, "The natal report weighs": the aspects are chosen by weight (a pattern's legs first, in a section of the
 * pattern's own), the Ascendant is read as a rising sign, a house heading names an angle only within orb of it, and
 * an untimed birth says which placements could differ across the day (both of the Moon's signs when it changes sign).
 */
import { describe, expect, it } from 'vitest';
import { natalChart, natalReport } from '../../src/index.js';
import { aspectWeight, MINOR_ASPECT_FACTOR, PATTERN_LEG_FACTOR, POINT_WEIGHTS } from '../../src/report/aspect-weight.js';
import { natalText } from '../../src/text/natal-locales.js';

/** New York, 1990-07-04 14:30 EDT: the chart of the astrologer's reading in issue 26 (Mars square Saturn 1°53′,
 * Jupiter opposite Saturn 2°36′: a T-square with Mars at the apex). */
const NY = { birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
/** London, 1990-01-01, no birth time: the Moon leaves Aquarius for Pisces that day. */
const UNTIMED = { birthDate: '1990-01-01', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
/** The heading gives the Moon's sign change to the nearest ten minutes, from a linear interpolation. */
const SIGN_CHANGE_TOLERANCE_MINUTES = 10;
/** Floating-point tolerance of a weight computed from the formula. */
const WEIGHT_TOLERANCE = 1e-9;

const aspectIn = (report: ReturnType<typeof natalReport>, id: string) =>
  report.sections.find((s) => s.id === id)?.sources.flatMap((x) => (x.record === 'AspectInterpretationDetailed' ? [`${x.body1} ${x.aspect} ${x.body2}`] : [])) ?? [];

describe('the New York 1990-07-04 report (issue 26 "Must show")', () => {
  const report = natalReport(NY);
  const ids = report.sections.map((s) => s.id);

  it('interprets the T-square and its legs Mars square Saturn and Jupiter opposite Saturn in its first aspect section', () => {
    const firstAspectSection = ids.find((id) => id.startsWith('pattern-') || id === 'aspects');
    expect(firstAspectSection).toBe('pattern-t-square-mars-jupiter-saturn');
    const section = report.sections.find((s) => s.id === firstAspectSection)!;
    expect(section.sources[0]).toEqual({ record: 'AspectPattern', type: 'tSquare', bodies: ['Mars', 'Jupiter', 'Saturn'] });
    expect(section.paragraphs[0]!.text).toContain('Jupiter and Saturn stand in opposition');
    const legs = aspectIn(report, firstAspectSection!);
    expect(legs).toContain('Mars square Saturn');
    expect(legs).toContain('Jupiter opposition Saturn');
    // The T-square comes before the loose list of other aspects.
    expect(ids.indexOf(firstAspectSection!)).toBeLessThan(ids.indexOf('aspects'));
  });

  it('titles the other aspects by what orders them, weight (Moon opposite Venus, 5°41′, before Sun opposite Neptune, 0°41′), not "tightest" (outside critique)', () => {
    const aspects = report.sections.find((s) => s.id === 'aspects')!;
    expect(aspects.title).not.toMatch(/tightest/i);
    expect(aspects.title).toMatch(/weight/i);
    const headings = aspects.paragraphs.map((p) => p.heading);
    expect(headings.findIndex((h) => h.startsWith('Moon opposite Venus'))).toBeLessThan(headings.findIndex((h) => h.startsWith('Sun opposite Neptune')));
  });

  it('places each stellium in its sign and houses in the section’s facts line (Sun 12°, Mercury 15°, Jupiter 20° Cancer in the 9th; Saturn, Uranus, Neptune in Capricorn, 3rd) (outside critique)', () => {
    expect(report.sections.find((s) => s.id === 'pattern-stellium-sun-mercury-jupiter')?.lead).toBe('Sun, Mercury and Jupiter in Cancer, 9th house');
    expect(report.sections.find((s) => s.id === 'pattern-stellium-saturn-uranus-neptune')?.lead).toBe('Saturn, Uranus and Neptune in Capricorn, 3rd house');
  });

  it('reads its Ascendant as a rising sign (Libra), not the Libra portrait', () => {
    const big3 = report.sections.find((s) => s.id === 'sun-moon-ascendant')!;
    const i = big3.sources.findIndex((x) => x.record === 'AngleSign');
    expect(big3.sources[i]).toEqual({ record: 'AngleSign', angle: 'Ascendant', sign: 'Libra' });
    expect(big3.paragraphs[i]!.heading).toBe('Libra rising');
    expect(big3.paragraphs[i]!.text).toBe(natalText().risingSign.Libra);
    expect(big3.paragraphs[i]!.text).toMatch(/rising/i);
  });

  it('heads Mars, opposite the Ascendant within orb, "at the Descendant", and a body away from any angle by its house only', () => {
    const chart = report.chart;
    const opposition = chart.angleAspects!.find((x) => x.body === 'Mars' && x.angle === 'Ascendant')!;
    expect(opposition.type).toBe('opposition');
    const mars = report.sections.find((s) => s.id === 'planet-mars')!;
    expect(mars.paragraphs[1]!.heading).toBe('Mars in the 6th house, at the Descendant (orb 3°48′)');
    // Saturn squares the Ascendant but is at no angle: its house heading names the house only.
    expect(report.sections.find((s) => s.id === 'planet-saturn')!.paragraphs[1]!.heading).toBe('Saturn in the 3rd house');
    for (const s of report.sections) for (const p of s.paragraphs) {
      const at = /at the (Ascendant|Descendant|Midheaven|Imum Coeli)/.exec(p.heading);
      if (at === null || !s.id.startsWith('planet-')) continue;
      const body = s.sources[1]!.record === 'PlanetInHouseInterpretation' ? (s.sources[1] as { body: string }).body : '';
      const angle = { Ascendant: ['Ascendant', 'conjunction'], Descendant: ['Ascendant', 'opposition'], Midheaven: ['Midheaven', 'conjunction'], 'Imum Coeli': ['Midheaven', 'opposition'] }[at[1]!]!;
      expect(chart.angleAspects!.some((x) => x.body === body && x.angle === angle[0] && x.type === angle[1]), p.heading).toBe(true);
    }
  });

  it('leaves out minor aspects wider than 1° (the Venus–Mars semi-square of 1°57′)', () => {
    const everything = report.sections.flatMap((s) => s.sources);
    expect(everything).not.toContainEqual(expect.objectContaining({ body1: 'Venus', body2: 'Mars', aspect: 'semiSquare' }));
    expect(everything.filter((x) => x.record === 'AspectInterpretationDetailed' && ['quincunx', 'semiSextile', 'semiSquare', 'sesquiquadrate', 'quintile', 'biquintile'].includes(x.aspect))).toEqual([]);
  });

  it('reads the Moon–Jupiter mutual reception by domicile and the dignities of Mars, Jupiter and Saturn', () => {
    const d = report.sections.find((s) => s.id === 'dignities-and-receptions')!;
    expect(d.sources).toContainEqual({ record: 'SignDignity', body: 'Mars', dignity: 'domicile' });
    expect(d.sources).toContainEqual({ record: 'SignDignity', body: 'Jupiter', dignity: 'exaltation' });
    expect(d.sources).toContainEqual({ record: 'SignDignity', body: 'Saturn', dignity: 'domicile' });
    const i = d.sources.findIndex((x) => x.record === 'MutualReception');
    expect(d.paragraphs[i]!.text.startsWith('The Moon in Sagittarius and Jupiter in Cancer')).toBe(true);
  });
});

describe('aspectWeight: class × closeness × (weight a + weight b) × pattern', () => {
  it('follows its definition', () => {
    // Mars square Saturn, exact, a leg: 1 × 1 × (2 + 1.5) × 2.
    expect(aspectWeight({ a: 'Mars', b: 'Saturn', type: 'square', orb: 0 }, 'modern-western', undefined, true)).toBeCloseTo(7, 9);
    // Sun trine Moon at the edge of its orb (7 × (1.25 + 1.25) / 2 = 8.75°): closeness 0.5.
    expect(aspectWeight({ a: 'Sun', b: 'Moon', type: 'trine', orb: 8.75 }, 'modern-western', undefined, false)).toBeCloseTo(0.5 * (POINT_WEIGHTS.Sun! + POINT_WEIGHTS.Moon!), 9);
    // A minor aspect counts MINOR_ASPECT_FACTOR of a major one; the chart ruler weighs 3.
    const minor = aspectWeight({ a: 'Venus', b: 'Pluto', type: 'quintile', orb: 0 }, 'modern-western', 'Venus', false);
    expect(Math.abs(minor - MINOR_ASPECT_FACTOR * (3 + POINT_WEIGHTS.Pluto!))).toBeLessThan(WEIGHT_TOLERANCE);
    expect(PATTERN_LEG_FACTOR).toBeGreaterThan(1);
  });
});

describe('an untimed birth on a day the Moon changes sign (London 1990-01-01)', () => {
  const report = natalReport(UNTIMED);
  const day = report.chart.untimedDay!;

  it('gives both of the Moon’s signs, each with the hour it applies to, and says why', () => {
    expect([day.moonStartSign, day.moonEndSign]).toEqual(['Aquarius', 'Pisces']);
    const big = report.sections.find((s) => s.id === 'sun-moon-ascendant')!;
    expect(big.sources).toContainEqual({ record: 'PlanetInSignInterpretation', body: 'Moon', sign: 'Aquarius', field: 'summary' });
    expect(big.sources).toContainEqual({ record: 'PlanetInSignInterpretation', body: 'Moon', sign: 'Pisces', field: 'summary' });
    const moon = report.sections.find((s) => s.id === 'planet-moon')!;
    expect(moon.sources[0]).toEqual({ record: 'UntimedBirth', note: 'signChange', body: 'Moon' });
    expect(moon.paragraphs[0]!.text).toMatch(/^The Moon changed sign on the birth day, leaving Aquarius and entering Pisces at about \d\d:\d\d local time\./);
    expect(moon.sources.slice(1)).toEqual([
      { record: 'PlanetInSignInterpretation', body: 'Moon', sign: 'Aquarius', field: 'description' },
      { record: 'PlanetInSignInterpretation', body: 'Moon', sign: 'Pisces', field: 'description' },
    ]);
    // The hour given matches the Moon's ingress found by bisection over the noon-free charts of that day.
    const heading = moon.paragraphs[1]!.heading;
    const [, hh, mm] = /before about (\d\d):(\d\d)/.exec(heading)!;
    const signAt = (minute: number) => natalChart({ ...UNTIMED, birthTime: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}` })
      .positions.find((p) => p.body === 'Moon')!.position.sign;
    let lo = 0;
    let hi = 1439;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (signAt(mid) === 'Pisces') hi = mid;
      else lo = mid;
    }
    expect(Math.abs(Number(hh) * 60 + Number(mm) - hi)).toBeLessThanOrEqual(SIGN_CHANGE_TOLERANCE_MINUTES);
  });

  it('marks the Moon’s aspects as the noon ones, and leaves out the Moon’s dignity (its sign is uncertain)', () => {
    for (const s of report.sections) s.paragraphs.forEach((p, i) => {
      const x = s.sources[i]!;
      if ((x.record === 'AspectInterpretationDetailed' || x.record === 'MinorAspectPair') && (x.body1 === 'Moon' || x.body2 === 'Moon')) {
        expect(p.heading).toMatch(/at noon: the orb changes through the day$/);
      }
    });
    expect(report.sections.flatMap((s) => s.sources)).not.toContainEqual(expect.objectContaining({ record: 'SignDignity', body: 'Moon' }));
  });

  it('gives the Moon’s range over the day when it keeps its sign', () => {
    const r = natalReport({ birthDate: '1987-03-14', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' });
    const moon = r.sections.find((s) => s.id === 'planet-moon')!;
    expect(moon.sources[1]).toEqual({ record: 'UntimedBirth', note: 'moonRange', body: 'Moon' });
    expect(moon.paragraphs[1]!.text).toMatch(/^On the birth day the Moon stayed in Virgo, moving from \d+°\d\d′ Virgo to \d+°\d\d′ Virgo\./);
  });
});
