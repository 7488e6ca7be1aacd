import { ZONE_HISTORY, ZONE_HISTORY_VERSION } from './data/zone-history.js';

/**
 * The tz database's own history of every IANA zone before 1970 (src/time/data/zone-history.ts, built by
 * scripts/build-zone-history.ts from zic's output, tz database 2025b with backzone). Urania reads offsets before
 * 1970 here rather than from the runtime's `Intl`, whose ICU data merges zones that agree since 1970 (Oslo shows
 * Berlin's history, Amsterdam Brussels') and lags the database by a release or two (docs/time.md "Historical
 * offsets"). From 1970 on `Intl` answers, as before.
 */

/** The end of the history: 1970-01-01T00:00Z, Unix ms. */
export const ZONE_HISTORY_END_MS = 0;
/** The tz database release the history was compiled from. */
export const TZ_DATABASE_VERSION: string = ZONE_HISTORY_VERSION;

/** One state of a zone: its UTC offset, whether the tz database marks it daylight saving, and its abbreviation. */
export interface ZoneState {
  /** Offset east of Greenwich, milliseconds (whole seconds). */
  readonly offsetMs: number;
  /** The tz database's isdst flag: the clocks are ahead of the zone's standard time. */
  readonly isDst: boolean;
  /** The tz database's abbreviation (`LMT`, `CET`, `BDST`, `EWT`, `+0630` …). */
  readonly abbreviation: string;
  /** The zone's standard offset at that time (the latest non-DST state's, or the next one's), milliseconds. */
  readonly standardOffsetMs: number;
  /** Unix ms at which this state began (−Infinity for the first). */
  readonly sinceMs: number;
}

interface ZoneHistory {
  readonly states: readonly ZoneState[];
  /** Start of each state after the first, Unix ms, ascending; `states[i + 1]` starts at `starts[i]`. */
  readonly starts: Float64Array;
}

const BASE_MS = Date.UTC(1800, 0, 1);
let lines: Map<string, string> | undefined;
let links: Map<string, string> | undefined;
const decoded = new Map<string, ZoneHistory | null>();

function index(): void {
  if (lines !== undefined) return;
  lines = new Map();
  links = new Map();
  for (const line of ZONE_HISTORY.split('\n')) {
    const arrow = line.indexOf('>');
    if (arrow > 0) links.set(line.slice(0, arrow), line.slice(arrow + 1));
    else lines.set(line.slice(0, line.indexOf('|')), line);
  }
}

function decode(line: string): ZoneHistory {
  const [, typeText = '', transText = ''] = line.split('|');
  const types = typeText.split(';').map((t) => {
    const [offset = '0', dst = '0', ...abbr] = t.split(',');
    return { offsetMs: Number(offset) * 1000, isDst: dst === '1', abbreviation: abbr.join(',') };
  });
  const order = transText === '' ? [] : transText.split(';');
  const starts = new Float64Array(order.length);
  const kinds: number[] = [0];
  let at = BASE_MS;
  order.forEach((t, i) => {
    const [delta = '0', kind = '0'] = t.split(',');
    at += parseInt(delta, 36) * 1000;
    starts[i] = at;
    kinds.push(parseInt(kind, 36));
  });
  const raw = kinds.map((k, i) => ({ ...types[k]!, sinceMs: i === 0 ? -Infinity : starts[i - 1]! }));
  // The standard offset under a DST state: the latest standard state before it, else the next one after it.
  const states = raw.map((s, i) => {
    let standard: number | undefined;
    for (let j = i; j >= 0 && standard === undefined; j -= 1) if (!raw[j]!.isDst) standard = raw[j]!.offsetMs;
    for (let j = i; j < raw.length && standard === undefined; j += 1) if (!raw[j]!.isDst) standard = raw[j]!.offsetMs;
    return { ...s, standardOffsetMs: standard ?? s.offsetMs };
  });
  return { states, starts };
}

function historyOf(zone: string): ZoneHistory | null {
  let h = decoded.get(zone);
  if (h !== undefined) return h;
  index();
  const target = links!.get(zone) ?? zone;
  const line = lines!.get(target);
  h = line === undefined ? null : decode(line);
  decoded.set(zone, h);
  return h;
}

/**
 * @summary The tz database's state of an IANA zone at a Unix time before 1970 (undefined from 1970 on, or for a
 * name the database does not hold, such as a fixed offset).
 * @example zoneStateBefore1970('Europe/London', Date.UTC(1944, 5, 6))?.abbreviation // 'BDST'
 */
export function zoneStateBefore1970(zone: string, epochMs: number): ZoneState | undefined {
  if (!(epochMs < ZONE_HISTORY_END_MS)) return undefined;
  const h = historyOf(zone);
  if (h === null) return undefined;
  // The last start ≤ epochMs: binary search.
  let lo = 0;
  let hi = h.starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (h.starts[mid]! <= epochMs) lo = mid + 1;
    else hi = mid;
  }
  return h.states[lo];
}

/** @summary The zone a link names (`Europe/Kiev` → `Europe/Kyiv`), or the name itself. */
export function canonicalZone(zone: string): string {
  index();
  return links!.get(zone) ?? zone;
}

/** Whether the tz database holds a pre-1970 history for this name (a zone or a link). */
export function hasZoneHistory(zone: string): boolean {
  return historyOf(zone) !== null;
}
