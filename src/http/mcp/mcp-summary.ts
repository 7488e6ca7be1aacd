import { formatLabel } from '../../i18n/format-label.js';
import { labelCatalogue } from '../../i18n/label-catalogues.js';
import type { LabelCatalogue } from '../../i18n/label-catalogue.js';
import type { LabelLocale } from '../../schemas/label-locale.js';
import { MCP_SUMMARY_WORDS, type McpSummaryWords } from './mcp-summary-words.js';

/** The longest text summary a tool answer carries beside its structured content. */
export const MCP_SUMMARY_MAX_CHARS = 600;

type Json = Record<string, unknown>;

/** The bodies a chart's summary names (the rest are in the structured content). */
const SUMMARY_BODIES = new Set(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The words and names of a summary in one language. */
interface SummaryLanguage {
  readonly locale: LabelLocale;
  readonly words: McpSummaryWords;
  readonly labels: LabelCatalogue;
}

/** A record's key (a body, a sign, an angle) by the catalogue's name, or as the record has it (English, or unknown). */
function named(table: Readonly<Record<string, string>>, key: string, locale: LabelLocale): string {
  return locale === 'en' ? key : (table[key] ?? key);
}

function placement(entry: unknown, l: SummaryLanguage): string | undefined {
  if (!isObject(entry) || typeof entry.body !== 'string' || !isObject(entry.position)) return undefined;
  const p = entry.position;
  if (typeof p.sign !== 'string' || typeof p.degree !== 'number') return undefined;
  const body = named(l.labels.bodies, entry.body, l.locale);
  const placed = formatLabel(l.words.placement, { body, degree: String(p.degree), sign: named(l.labels.signs, p.sign, l.locale) }, l.locale);
  return p.isRetrograde === true ? formatLabel(l.words.retrograde, { placement: placed, retrograde: l.labels.words.retrograde }, l.locale) : placed;
}

/** `{shown} items` in the language, `count` choosing the plural. */
function items(count: number, l: SummaryLanguage): string {
  return formatLabel(l.words.items, { count, shown: String(count) }, l.locale);
}

function clip(text: string): string {
  return text.length <= MCP_SUMMARY_MAX_CHARS ? text : `${text.slice(0, MCP_SUMMARY_MAX_CHARS - 1).trimEnd()}…`;
}

/**
 * @summary A short plain-text summary of a tool's answer, for a model to read before (or instead of) the structured
 * content: placements of a chart (`Sun 12° Cancer, …; Ascendant 7° Libra`), the opening of a narrative or report,
 * else how many items a list holds and their first entries. At most `MCP_SUMMARY_MAX_CHARS` characters. In `locale`
 * (the tool's `lang`, issue 31) the words and the names of bodies, signs and angles are that language's
 * (mcp-summary-words.ts and the label catalogues); record keys and values stay as the record has them.
 * @example mcpSummary('moonPhase', { phaseName: 'Full Moon', illumination: 0.99 }) // 'moonPhase: phaseName Full Moon; illumination 0.99'
 */
export function mcpSummary(tool: string, record: unknown, locale: LabelLocale = 'en'): string {
  const l: SummaryLanguage = { locale, words: MCP_SUMMARY_WORDS[locale], labels: labelCatalogue(locale) };
  if (Array.isArray(record)) {
    const first = record.slice(0, 3).map((r) => JSON.stringify(r).slice(0, 160));
    const counted = items(record.length, l);
    return clip(`${tool}: ${first.length > 0 ? formatLabel(l.words.firstItems, { items: counted, first: first.join(' | ') }, locale) : counted}`);
  }
  if (!isObject(record)) return clip(`${tool}: ${JSON.stringify(record)}`);
  const parts: string[] = [];
  if (Array.isArray(record.positions)) {
    const placed = record.positions.filter((p) => isObject(p) && SUMMARY_BODIES.has(String(p.body))).map((p) => placement(p, l)).filter((p): p is string => p !== undefined);
    if (placed.length > 0) parts.push(placed.join(', '));
  }
  for (const [member, angle] of [['ascendantSign', 'Ascendant'], ['midheavenSign', 'Midheaven']] as const) {
    const sign = record[member];
    if (typeof sign === 'string') parts.push(formatLabel(l.words.angleSign, { angle: l.labels.angles[angle], sign: named(l.labels.signs, sign, locale) }, locale));
  }
  for (const key of ['headline', 'summary', 'narrative', 'text']) {
    if (typeof record[key] === 'string') parts.push(record[key]);
  }
  if (Array.isArray(record.sections)) {
    const titles = record.sections.map((s) => (isObject(s) && typeof s.title === 'string' ? s.title : '')).filter((t) => t !== '');
    parts.push(formatLabel(l.words.sections, { count: record.sections.length, shown: String(record.sections.length), titles: titles.join('; ') }, locale));
  }
  if (parts.length === 0) {
    for (const [key, value] of Object.entries(record)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') parts.push(`${key} ${String(value)}`);
      else if (Array.isArray(value)) parts.push(`${key}: ${items(value.length, l)}`);
      if (parts.length >= 8) break;
    }
  }
  return clip(`${tool}: ${parts.join('; ')}`);
}
