import type { NatalReportSection } from '../schemas/index.js';

/**
 * @summary What every report renders from, whatever its technique (natal, transits, synastry, composite, returns,
 * Vedic): a title, the line that says what it was cast for, its locale, and its ordered sections of headed
 * paragraphs. `kind` names the technique; the HTML rendering's article class is `urania-<kind>-report`.
 */
export interface ReportDocument {
  /** Kebab-case technique name, e.g. `natal`, `transit`, `synastry`. */
  readonly kind: string;
  readonly title: string;
  /** The line under the title: the birth (or births, or period) the report was cast for. */
  readonly subtitle: string;
  /** BCP 47 tag of the report's language. */
  readonly locale: string;
  readonly sections: readonly ReportDocumentSection[];
}

/** A small table of facts a section shows after its facts line (the Vedic report's sidereal positions). */
export interface ReportTable {
  /** The column headings. */
  readonly columns: readonly string[];
  /** The rows, each with one cell per column. */
  readonly rows: readonly (readonly string[])[];
}

/** A section of a report document: a report's section, and optionally a table of facts. */
export type ReportDocumentSection = NatalReportSection & { readonly table?: ReportTable };
