import type { BirthData, CompositeReport, Locale, NatalReportSection, RelationshipReportSection, SynastryReport } from '../schemas/index.js';
import type { ReportDocument } from './report-document.js';
import { RELATIONSHIP_REPORT_WORDS } from './relationship-report-words.js';
import { REPORT_WORDS } from './report-words.js';

/** The line of one person's birth: date, time and zone, place (or that the time is unknown). */
function birthOf(person: BirthData, locale: Locale): string {
  const w = REPORT_WORDS[locale];
  const place = person.latitude !== undefined && person.longitude !== undefined ? w.place(person.latitude, person.longitude) : String(person.place ?? '');
  return w.birthLine(person.birthDate, person.birthTime, person.timezone, place, undefined);
}

/** The two persons' lines, as the subtitle of a relationship report. */
function personsLine(a: BirthData, b: BirthData, locale: Locale): string {
  const w = RELATIONSHIP_REPORT_WORDS[locale];
  return `${w.personLine('A', birthOf(a, locale))} · ${w.personLine('B', birthOf(b, locale))}`;
}

/** The renderers read headings and text only; a relationship report's sources stay in its record. */
const readable = (sections: readonly RelationshipReportSection[]): NatalReportSection[] =>
  sections.map(({ sources: _sources, ...s }) => ({ ...s, sources: [] }));

/**
 * @summary A synastry report as the document every renderer reads: its title, the two births as the subtitle, its
 * locale and sections. Pure.
 * @example synastryReportDocument(report).kind // 'synastry'
 */
export function synastryReportDocument(report: SynastryReport): ReportDocument {
  const title = RELATIONSHIP_REPORT_WORDS[report.locale].synastryTitle;
  return { kind: 'synastry', title, subtitle: personsLine(report.personA, report.personB, report.locale), locale: report.locale, sections: readable(report.sections) };
}

/**
 * @summary A composite report as the document every renderer reads: its title, the two births as the subtitle, its
 * locale and sections. Pure.
 * @example compositeReportDocument(report).kind // 'composite'
 */
export function compositeReportDocument(report: CompositeReport): ReportDocument {
  const title = RELATIONSHIP_REPORT_WORDS[report.locale].compositeTitle;
  return { kind: 'composite', title, subtitle: personsLine(report.personA, report.personB, report.locale), locale: report.locale, sections: readable(report.sections) };
}
