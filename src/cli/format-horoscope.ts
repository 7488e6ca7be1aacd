import type { Horoscope, MonthlyHoroscope, TransitToSign, WeeklyHoroscope, YearlyHoroscope } from '../schemas/index.js';
import { formatTable } from './format-table.js';
import { wrapText } from '../report/wrap-text.js';

/** The record's narrative (when it has one), wrapped for a terminal, after a blank line. */
const narrativeLines = (narrative: string | undefined): string[] => (narrative ? ['', ...wrapText(narrative, 100)] : []);

const transitText = (t: TransitToSign) =>
  `${t.planet} in ${t.planetSign} ${t.aspectType} (${t.aspectNature}, orb ${t.orb.toFixed(2)}°, ${t.isApplying ? 'applying' : 'separating'})`;

/** @summary A daily horoscope as readable text. */
export function formatDaily(h: Horoscope): string {
  const lines = [
    `${h.sign} — ${h.date}${h.perspective ? ` (${h.perspective} perspective)` : ''}`,
    `${h.signContext.element}, ${h.signContext.modality}: ${h.signContext.keywords.join(', ')}`,
    `Ruler ${h.rulerCondition.ruler} in ${h.rulerCondition.sign}`,
    `Moon ${h.moonContext.phase}, ${h.moonContext.illumination.toFixed(0)}% lit; ${h.voidOfCourseStatus.isVoidOfCourse ? `void of course in ${h.voidOfCourseStatus.moonSign}${h.voidOfCourseStatus.endsAt ? ` until ${h.voidOfCourseStatus.endsAt}` : ''}` : `in ${h.voidOfCourseStatus.moonSign}, not void`}`,
    '',
    'Key transits:',
    ...(h.transits.length ? h.transits.map((t) => `  ${transitText(t)}`) : ['  none']),
    `Retrograde: ${h.retrogrades.length ? h.retrogrades.map((r) => `${r.planet} in ${r.sign}${r.isTransitingSign ? ' (in the sign)' : ''}`).join(', ') : 'none'}`,
    ...narrativeLines(h.narrative),
  ];
  return `${lines.join('\n')}\n`;
}

/** @summary A weekly horoscope as readable text. */
export function formatWeekly(w: WeeklyHoroscope): string {
  const r = w.rulerCondition;
  const lines = [
    `${w.sign} — week ${w.weekStart} to ${w.weekEnd}${w.perspective ? ` (${w.perspective} perspective)` : ''}`,
    `${w.signContext.element}, ${w.signContext.modality}: ${w.signContext.keywords.join(', ')}`,
    `Ruler ${r.ruler}: ${r.startSign}${r.signChanged ? ` → ${r.endSign}` : ' all week'}`,
    `Moon: ${w.moonPhaseAtStart} → ${w.moonPhaseAtEnd}`,
    '',
    formatTable(
      ['day', 'moon', 'void', 'transits'],
      w.dailySnapshots.map((d) => [d.date, d.moonPhase, d.voidOfCourse ? 'void' : '', d.transits.map((t) => `${t.planet} ${t.aspectType}`).join(', ') || '—']),
    ),
    ...narrativeLines(w.narrative),
  ];
  return `${lines.join('\n')}\n`;
}

/** @summary A monthly horoscope as readable text. */
export function formatMonthly(m: MonthlyHoroscope): string {
  const lines = [
    `${m.sign} — ${m.year}-${String(m.month).padStart(2, '0')}`,
    `${m.signContext.element}, ${m.signContext.modality}: ${m.signContext.keywords.join(', ')}`,
    '',
    formatTable(
      ['week', 'from', 'to', 'ingresses'],
      m.weeklyBreakdown.map((w) => [String(w.weekNumber), w.startDate, w.endDate, w.ingresses.map((i) => `${i.planet} → ${i.sign} (${i.date.slice(0, 10)})`).join(', ') || '—']),
    ),
    '',
    formatTable(['key date', 'event'], m.keyDates.map((k) => [k.date.slice(0, 16).replace('T', ' '), k.event])),
    ...narrativeLines(m.narrative),
  ];
  return `${lines.join('\n')}\n`;
}

/** @summary A yearly horoscope as readable text. */
export function formatYearly(y: YearlyHoroscope): string {
  const lines = [
    `${y.sign} — ${y.year}`,
    `${y.signContext.element}, ${y.signContext.modality}: ${y.signContext.keywords.join(', ')}`,
    '',
    formatTable(
      ['quarter', 'date', 'ingress'],
      y.quarters.flatMap((q) => q.ingresses.map((i) => [`Q${q.quarter}`, i.date.slice(0, 10), `${i.planet} → ${i.sign}`])),
    ),
    '',
    formatTable(['eclipse', 'type', 'sign', ''], y.eclipses.map((e) => [e.date, e.type, e.sign, e.isDirectImpact ? 'direct impact' : ''])),
    '',
    formatTable(['retrograde', 'from', 'to', 'starts in'], y.retrogrades.map((r) => [r.body, r.startDate.slice(0, 10), r.endDate.slice(0, 10), r.startSign])),
    ...narrativeLines(y.narrative),
  ];
  return `${lines.join('\n')}\n`;
}
