import type { Horoscope, Locale, MonthlyHoroscope, TransitToSign, WeeklyHoroscope, YearlyHoroscope } from '../schemas/index.js';
import { formatLabel, formatNumber } from '../i18n/format-label.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import { CHART_WORDS } from './chart-words.js';
import { formatTable } from './format-table.js';
import { HOROSCOPE_WORDS } from './horoscope-words.js';
import { wrapText } from '../report/wrap-text.js';

/** The record's narrative (when it has one), wrapped for a terminal, after a blank line. */
const narrativeLines = (narrative: string | undefined): string[] => (narrative ? ['', ...wrapText(narrative, 100)] : []);

/**
 * The words of one language (issue 31): the names of signs, bodies, aspects and natures in its label catalogue, the
 * element and modality names of `urania chart`, its own words; English writes the record's values as they are.
 */
function wordsOf(locale: Locale) {
  const w = HOROSCOPE_WORDS[locale];
  const labels = labelCatalogue(locale);
  const chart = CHART_WORDS[locale];
  const en = locale === 'en';
  const lookup = (table: Readonly<Record<string, string>>, value: string): string => (en ? value : (table[value] ?? value));
  return {
    w,
    chart,
    say: (template: string, values: Readonly<Record<string, string | number>>) => formatLabel(template, values, locale),
    sign: (s: string) => lookup(labels.signs, s),
    body: (b: string) => lookup(labels.bodies, b),
    aspect: (a: string) => lookup(labels.aspects, a),
    nature: (n: string) => lookup(labels.aspectNatures, n),
    phase: (p: string) => lookup(w.moonPhases, p),
    orb: (o: number) => (en ? o.toFixed(2) : formatNumber(o, 2, locale)),
    context: (c: { element: string; modality: string; keywords: readonly string[] }) =>
      `${lookup(chart.elementNames, c.element)}, ${lookup(chart.modalityNames, c.modality)}: ${c.keywords.join(', ')}`,
  };
}

/** @summary A daily horoscope as readable text, its facts in `locale` (default English). */
export function formatDaily(h: Horoscope, locale: Locale = 'en'): string {
  const x = wordsOf(locale);
  const v = h.voidOfCourseStatus;
  const transit = (t: TransitToSign) => x.say(x.w.transit, {
    planet: x.body(t.planet), sign: x.sign(t.planetSign), aspect: x.aspect(t.aspectType), nature: x.nature(t.aspectNature),
    orb: x.orb(t.orb), phase: t.isApplying ? x.chart.applying : x.chart.separating,
  });
  const state = v.isVoidOfCourse
    ? `${x.say(x.w.voidIn, { sign: x.sign(v.moonSign) })}${v.endsAt ? x.say(x.w.voidUntil, { time: v.endsAt }) : ''}`
    : x.say(x.w.notVoid, { sign: x.sign(v.moonSign) });
  const lines = [
    `${x.sign(h.sign)} — ${h.date}${h.perspective ? x.w.perspective[h.perspective] : ''}`,
    x.context(h.signContext),
    x.say(x.w.ruler, { ruler: x.body(h.rulerCondition.ruler), sign: x.sign(h.rulerCondition.sign) }),
    x.say(x.w.moon, { phase: x.phase(h.moonContext.phase), lit: h.moonContext.illumination.toFixed(0), state }),
    '',
    x.w.keyTransits,
    ...(h.transits.length ? h.transits.map((t) => `  ${transit(t)}`) : [`  ${x.w.none}`]),
    x.say(x.w.retrograde, {
      list: h.retrogrades.length
        ? h.retrogrades.map((r) => `${x.say(x.w.inSign, { planet: x.body(r.planet), sign: x.sign(r.sign) })}${r.isTransitingSign ? x.w.inTheSign : ''}`).join(', ')
        : x.w.none,
    }),
    ...narrativeLines(h.narrative),
  ];
  return `${lines.join('\n')}\n`;
}

/** @summary A weekly horoscope as readable text, its facts in `locale` (default English). */
export function formatWeekly(w: WeeklyHoroscope, locale: Locale = 'en'): string {
  const x = wordsOf(locale);
  const r = w.rulerCondition;
  const lines = [
    `${x.say(x.w.weekTitle, { sign: x.sign(w.sign), start: w.weekStart, end: w.weekEnd })}${w.perspective ? x.w.perspective[w.perspective] : ''}`,
    x.context(w.signContext),
    `${x.say(x.w.weekRuler, { ruler: x.body(r.ruler) })}${x.sign(r.startSign)}${r.signChanged ? ` → ${x.sign(r.endSign)}` : x.w.allWeek}`,
    `${x.w.weekMoon}${x.phase(w.moonPhaseAtStart)} → ${x.phase(w.moonPhaseAtEnd)}`,
    '',
    formatTable(
      [...x.w.weekColumns],
      w.dailySnapshots.map((d) => [d.date, x.phase(d.moonPhase), d.voidOfCourse ? x.w.voidMark : '', d.transits.map((t) => `${x.body(t.planet)} ${x.aspect(t.aspectType)}`).join(', ') || '—']),
    ),
    ...narrativeLines(w.narrative),
  ];
  return `${lines.join('\n')}\n`;
}

/** @summary A monthly horoscope as readable text, its facts in `locale` (default English). */
export function formatMonthly(m: MonthlyHoroscope, locale: Locale = 'en'): string {
  const x = wordsOf(locale);
  const lines = [
    `${x.sign(m.sign)} — ${m.year}-${String(m.month).padStart(2, '0')}`,
    x.context(m.signContext),
    '',
    formatTable(
      [...x.w.monthColumns],
      m.weeklyBreakdown.map((w) => [String(w.weekNumber), w.startDate, w.endDate, w.ingresses.map((i) => `${x.body(i.planet)} → ${x.sign(i.sign)} (${i.date.slice(0, 10)})`).join(', ') || '—']),
    ),
    '',
    formatTable([...x.w.keyDateColumns], m.keyDates.map((k) => [k.date.slice(0, 16).replace('T', ' '), k.event])),
    ...narrativeLines(m.narrative),
  ];
  return `${lines.join('\n')}\n`;
}

/** @summary A yearly horoscope as readable text, its facts in `locale` (default English). */
export function formatYearly(y: YearlyHoroscope, locale: Locale = 'en'): string {
  const x = wordsOf(locale);
  const lines = [
    `${x.sign(y.sign)} — ${y.year}`,
    x.context(y.signContext),
    '',
    formatTable(
      [...x.w.yearColumns],
      y.quarters.flatMap((q) => q.ingresses.map((i) => [x.say(x.w.quarter, { quarter: q.quarter }), i.date.slice(0, 10), `${x.body(i.planet)} → ${x.sign(i.sign)}`])),
    ),
    '',
    formatTable([...x.w.eclipseColumns], y.eclipses.map((e) => [e.date, x.w.eclipseTypes[e.type] ?? e.type, x.sign(e.sign), e.isDirectImpact ? x.w.directImpact : ''])),
    '',
    formatTable([...x.w.retrogradeColumns], y.retrogrades.map((r) => [x.body(r.body), r.startDate.slice(0, 10), r.endDate.slice(0, 10), x.sign(r.startSign)])),
    ...narrativeLines(y.narrative),
  ];
  return `${lines.join('\n')}\n`;
}
