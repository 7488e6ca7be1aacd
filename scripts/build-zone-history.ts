/**
 * Builds src/time/data/zone-history.ts: every UTC-offset change of every IANA zone from its local mean time to
 * 1970-01-01, as the tz database's own compiler (zic) wrote them, read back with the reference tool `zdump`.
 *
 *   npx tsx scripts/build-zone-history.ts
 *
 * Source: the Debian package `tzdata` (`apt-get install tzdata`; this build: 2025b-0+deb12u2, the IANA tz database
 * 2025b compiled with `PACKRATDATA=backzone PACKRATLIST=zone.tab`, so zones merged since tzdata 2022 — Oslo,
 * Stockholm, Amsterdam … — keep their own pre-1970 history). `/usr/share/zoneinfo/tzdata.zi` names the zones and
 * links and its first line the version; `zdump -v -c 1800,1970 ZONE` lists the transitions. Public domain data.
 *
 * Why not the npm package `tzdata` (1.0.51, "2026d"): its JSON writes a zone line's year-only UNTIL as the last
 * day of that year instead of its first (America/New_York `-5:00 US E%sT 1920` until −1546387200000 ms =
 * 1920-12-31), so every zone history read from it is off by up to a year at each change of rules (New York had
 * no daylight saving in 1920 there). docs/time.md "Historical offsets".
 *
 * Encoding (read by src/time/zone-history.ts), one line per zone, `|`-separated:
 *   `name|types|transitions`
 *   - types: `;`-separated `offsetSeconds,isDst,abbreviation` (offset east positive, isDst 0/1); type 0 is the
 *     zone's state before its first transition (its LMT);
 *   - transitions: `;`-separated `deltaSeconds,typeIndex`, base 36, the delta counted from the previous transition
 *     (the first from −5 364 662 400, 1800-01-01T00:00Z).
 * Links: `link>target` lines. `ZONE_COUNTRIES`: zone.tab's country of each zone, `zone CC` lines.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ZONEINFO = '/usr/share/zoneinfo';
const BASE_SECONDS = Date.UTC(1800, 0, 1) / 1000;
const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(here, '../src/time/data/zone-history.ts');

const zi = readFileSync(`${ZONEINFO}/tzdata.zi`, 'utf8').split('\n');
const version = /^# version (\S+)/.exec(zi[0] ?? '')?.[1];
if (version === undefined) throw new Error('tzdata.zi has no version line');
const zones = zi.filter((l) => l.startsWith('Z ')).map((l) => l.split(' ')[1]!);
const links = zi.filter((l) => l.startsWith('L ')).map((l) => l.split(' ') as [string, string, string]);

interface State { offset: number; dst: number; abbr: string }
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Sun May  4 01:00:00 1941 UT` → Unix seconds. */
function utSeconds(text: string): number {
  const m = /^\w{3} (\w{3}) +(\d+) (\d\d):(\d\d):(\d\d) (-?\d+) UT$/.exec(text.trim());
  if (m === null) throw new Error(`unreadable zdump time ${text}`);
  const d = new Date(0);
  d.setUTCFullYear(Number(m[6]), MONTHS.indexOf(m[1]!), Number(m[2]));
  d.setUTCHours(Number(m[3]), Number(m[4]), Number(m[5]));
  return d.getTime() / 1000;
}

const lines: string[] = [];
for (const zone of zones) {
  const dump = execFileSync('zdump', ['-v', '-c', '1800,1970', zone], { encoding: 'utf8' }).split('\n');
  const events: { at: number; state: State }[] = [];
  let initial: State | undefined;
  for (const line of dump) {
    const m = /^\S+ +(.+ UT) = .+ (\S+) isdst=(\d) gmtoff=(-?\d+)$/.exec(line);
    if (m === null) continue;
    const state = { offset: Number(m[4]), dst: Number(m[3]), abbr: m[2]! };
    const at = utSeconds(m[1]!);
    // zdump prints each transition as a pair: the last second of the old state, then the first of the new.
    if (initial === undefined) { initial = state; continue; }
    const prev = events.length > 0 ? events[events.length - 1]!.state : initial;
    if (prev.offset === state.offset && prev.dst === state.dst && prev.abbr === state.abbr) continue;
    events.push({ at, state });
  }
  if (initial === undefined) {
    // No transition before 1970: one state, read at 1900.
    const m = /isdst=(\d) gmtoff=(-?\d+)$/.exec(execFileSync('zdump', ['-v', '-c', '1970,1971', zone], { encoding: 'utf8' }).split('\n').find((l) => l.includes('gmtoff')) ?? '');
    const abbr = /= .+ (\S+) isdst/.exec(execFileSync('zdump', ['-v', '-c', '1970,1971', zone], { encoding: 'utf8' }).split('\n').find((l) => l.includes('gmtoff')) ?? '')?.[1];
    if (m === null || abbr === undefined) continue; // a zone with no dated state (none in 2025b)
    initial = { offset: Number(m[2]), dst: Number(m[1]), abbr };
  }
  const types: State[] = [initial];
  const key = (s: State) => `${s.offset},${s.dst},${s.abbr}`;
  const index = new Map([[key(initial), 0]]);
  let last = BASE_SECONDS;
  const trans: string[] = [];
  for (const e of events) {
    let k = index.get(key(e.state));
    if (k === undefined) { k = types.length; types.push(e.state); index.set(key(e.state), k); }
    trans.push(`${(e.at - last).toString(36)},${k.toString(36)}`);
    last = e.at;
  }
  lines.push(`${zone}|${types.map(key).join(';')}|${trans.join(';')}`);
}
for (const [, target, link] of links) lines.push(`${link}>${target}`);
// zone.tab: the country (ISO 3166 code) of each zone, for `calendar: 'auto'` (time/gregorian-adoption.ts).
const countries = readFileSync(`${ZONEINFO}/zone.tab`, 'utf8').split('\n').filter((l) => l !== '' && !l.startsWith('#'))
  .map((l) => { const [cc, , zone] = l.split('\t'); return `${zone!} ${cc!}`; });

const text = `/**
 * Generated by scripts/build-zone-history.ts — do not edit. The UTC offsets of every IANA zone from its local mean
 * time to 1970-01-01: the tz database ${version} (with backzone), compiled by zic, as \`zdump -v -c 1800,1970\` lists
 * them (Debian tzdata 2025b-0+deb12u2). Public domain data. Format: see the script's header.
 */
export const ZONE_HISTORY_VERSION = ${JSON.stringify(version)};

export const ZONE_HISTORY = ${JSON.stringify(lines.join('\n'))};

/** zone.tab of the same release: \`zone country\` lines (ISO 3166-1 alpha-2). */
export const ZONE_COUNTRIES = ${JSON.stringify(countries.join('\n'))};
`;
writeFileSync(out, text);
console.log(`${zones.length} zones, ${links.length} links, ${text.length} bytes → ${out}`);
