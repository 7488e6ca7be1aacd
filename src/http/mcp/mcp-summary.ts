/** The longest text summary a tool answer carries beside its structured content. */
export const MCP_SUMMARY_MAX_CHARS = 600;

type Json = Record<string, unknown>;

/** The bodies a chart's summary names (the rest are in the structured content). */
const SUMMARY_BODIES = new Set(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function placement(entry: unknown): string | undefined {
  if (!isObject(entry) || typeof entry.body !== 'string' || !isObject(entry.position)) return undefined;
  const p = entry.position;
  if (typeof p.sign !== 'string' || typeof p.degree !== 'number') return undefined;
  return `${entry.body} ${p.degree}° ${p.sign}${p.isRetrograde === true ? ' (retrograde)' : ''}`;
}

function clip(text: string): string {
  return text.length <= MCP_SUMMARY_MAX_CHARS ? text : `${text.slice(0, MCP_SUMMARY_MAX_CHARS - 1).trimEnd()}…`;
}

/**
 * @summary A short plain-text summary of a tool's answer, for a model to read before (or instead of) the structured
 * content: placements of a chart (`Sun 12° Cancer, …; Ascendant 7° Libra`), the opening of a narrative or report,
 * else how many items a list holds and their first entries. At most `MCP_SUMMARY_MAX_CHARS` characters.
 * @example mcpSummary('moonPhase', { phaseName: 'Full Moon', illumination: 0.99 }) // 'moonPhase: phaseName Full Moon; illumination 0.99'
 */
export function mcpSummary(tool: string, record: unknown): string {
  if (Array.isArray(record)) {
    const first = record.slice(0, 3).map((r) => JSON.stringify(r).slice(0, 160));
    return clip(`${tool}: ${record.length} item${record.length === 1 ? '' : 's'}${first.length > 0 ? `; first: ${first.join(' | ')}` : ''}`);
  }
  if (!isObject(record)) return clip(`${tool}: ${JSON.stringify(record)}`);
  const parts: string[] = [];
  if (Array.isArray(record.positions)) {
    const placed = record.positions.filter((p) => isObject(p) && SUMMARY_BODIES.has(String(p.body))).map(placement).filter((p): p is string => p !== undefined);
    if (placed.length > 0) parts.push(placed.join(', '));
  }
  if (typeof record.ascendantSign === 'string') parts.push(`Ascendant in ${record.ascendantSign}`);
  if (typeof record.midheavenSign === 'string') parts.push(`Midheaven in ${record.midheavenSign}`);
  for (const key of ['headline', 'summary', 'narrative', 'text']) {
    if (typeof record[key] === 'string') parts.push(record[key]);
  }
  if (Array.isArray(record.sections)) {
    const titles = record.sections.map((s) => (isObject(s) && typeof s.title === 'string' ? s.title : '')).filter((t) => t !== '');
    parts.push(`${record.sections.length} sections: ${titles.join('; ')}`);
  }
  if (parts.length === 0) {
    for (const [key, value] of Object.entries(record)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') parts.push(`${key} ${String(value)}`);
      else if (Array.isArray(value)) parts.push(`${key}: ${value.length} item${value.length === 1 ? '' : 's'}`);
      if (parts.length >= 8) break;
    }
  }
  return clip(`${tool}: ${parts.join('; ')}`);
}
