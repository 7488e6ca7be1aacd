// Public surface of the report layer (curated re-exports): a natal report composed from interpretation entries,
// and its renderings. Above the numeric layers and the text, below records (which parses and calls it).
export { composeNatalReport, REPORT_BODIES, signatureSign, type NatalReportInput } from './compose-natal-report.js';
export type { EntryText, ReportEntries } from './report-entries.js';
export { REPORT_WORDS, type ReportWords } from './report-words.js';
export { formatArc, formatPosition, formatWeight } from './format-position.js';
export { reportHeader } from './report-header.js';
export { escapeMarkdown, renderNatalReportMarkdown, renderReportMarkdown } from './render-markdown.js';
export type { ReportDocument } from './report-document.js';
export { natalReportDocument } from './natal-report-document.js';
export { REPORT_TEXT_WIDTH, renderNatalReportText, renderReportText } from './render-text.js';
export { escapeHtml, renderNatalReportHtml, renderReportHtml } from './render-html.js';
export { wrapText } from './wrap-text.js';
// The technique reports (issue 26): readings of the predictive techniques, their composers and documents.
export { houseTransitReading, lunarReturnInterpretation, progressedInterpretation, solarReturnInterpretation, transitReading } from './technique-readings.js';
export { composeTransitReport, contactWeight } from './compose-transit-report.js';
export { composeSolarReturnReport } from './compose-solar-return-report.js';
export { solarReturnReportDocument, transitReportDocument } from './technique-report-documents.js';
export { synastryInterpretation, synastryContactWeight, SYNASTRY_POINT_WEIGHTS, type SynastryAngles } from './synastry-interpretation.js';
export { compositeInterpretation } from './composite-interpretation.js';
export { composeSynastryReport, type SynastryReportInput } from './compose-synastry-report.js';
export { composeCompositeReport, type CompositeReportInput } from './compose-composite-report.js';
export { RELATIONSHIP_REPORT_WORDS, type RelationshipReportWords } from './relationship-report-words.js';
export { compositeReportDocument, synastryReportDocument } from './relationship-report-document.js';
// The Vedic report (issue 28): its composer, document, words and the yoga and dosha lookups it reads.
export { composeVedicReport, type VedicReportFacts } from './compose-vedic-report.js';
export { vedicReportDocument } from './vedic-report-document.js';
export { VEDIC_REPORT_WORDS, type VedicReportWords } from './vedic-report-words.js';
export { VEDIC_REPORT_INTERPRETATIONS, type VedicDoshaReading, type VedicReportInterpretations } from './vedic-report-interpretations.js';
export type { ReportDocumentSection, ReportTable } from './report-document.js';
