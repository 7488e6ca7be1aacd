/**
 * Builds tests/fixtures/time-historical-offsets.json: 200 historical civil times (1850–1969) with the UTC offset
 * the tz database gives them and the one the runtime's `Intl` gives them, for tests/time/historical-offsets.test.ts.
 *
 *   npx tsx scripts/build-historical-offset-cases.ts
 *
 * Reference: `zdump -v -c 1850,1970 ZONE` of the Debian package tzdata 2025b-0+deb12u2 (the IANA tz database 2025b
 * compiled by zic with backzone, /usr/share/zoneinfo) — the tz database's own compiler and dump tool, read here
 * directly, not through Urania's compiled copy (src/time/data/zone-history.ts). `Intl`: the Node running the script.
 *
 * Cases: the midpoint of a state (between two transitions, at most 90 days from its start, so the wall time is
 * neither in a fold nor in a gap), drawn with a fixed seed from the zones of zone.tab: first every state where
 * Intl disagrees (at most 3 per zone, up to 110), then states where they agree, spread over zones and rules, and
 * a few named ones (London BDST 1944, New York EWT 1943, Berlin CEMT 1945, Paris PMT 1900, Amsterdam 1930).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(here, '../tests/fixtures/time-historical-offsets.json');
const version = /^# version (\S+)/.exec(readFileSync('/usr/share/zoneinfo/tzdata.zi', 'utf8'))?.[1];
const zones = readFileSync('/usr/share/zoneinfo/zone.tab', 'utf8').split('\n').filter((l) => l !== '' && !l.startsWith('#')).map((l) => l.split('\t')[2]!).sort();
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const END = Date.UTC(1970, 0, 1);

function utMs(text: string): number {
  const m = /^\w{3} (\w{3}) +(\d+) (\d\d):(\d\d):(\d\d) (-?\d+) UT$/.exec(text.trim())!;
  const d = new Date(0);
  d.setUTCFullYear(Number(m[6]), MONTHS.indexOf(m[1]!), Number(m[2]));
  d.setUTCHours(Number(m[3]), Number(m[4]), Number(m[5]));
  return d.getTime();
}

function intlOffsetSeconds(zone: string, ms: number): number {
  const f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return (Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) - ms) / 1000;
}

interface Case { zone: string; utc: string; localDate: string; localTime: string; tzOffsetSeconds: number; isDst: boolean; abbreviation: string; intlOffsetSeconds: number }
const agree: Case[] = [];
const disagree: Case[] = [];
for (const zone of zones) {
  const states: { at: number; offset: number; dst: boolean; abbr: string }[] = [];
  for (const line of execFileSync('zdump', ['-v', '-c', '1850,1970', zone], { encoding: 'utf8' }).split('\n')) {
    const m = /^\S+ +(.+ UT) = .+ (\S+) isdst=(\d) gmtoff=(-?\d+)$/.exec(line);
    if (m !== null) states.push({ at: utMs(m[1]!), offset: Number(m[4]), dst: m[3] === '1', abbr: m[2]! });
  }
  // Pairs: (last second of the old state, first second of the new); keep the new states.
  const starts = states.filter((_, i) => i % 2 === 1);
  let perZone = 0;
  starts.forEach((s, i) => {
    const next = i + 1 < starts.length ? starts[i + 1]!.at : END;
    const mid = Math.floor(Math.min((s.at + next) / 2, s.at + 90 * 86400000) / 60000) * 60000;
    if (mid - s.at < 6 * 3600000 || next - mid < 6 * 3600000) return;
    const local = new Date(mid + s.offset * 1000).toISOString();
    const c: Case = { zone, utc: new Date(mid).toISOString().replace('.000Z', 'Z'), localDate: local.slice(0, 10), localTime: local.slice(11, 19), tzOffsetSeconds: s.offset, isDst: s.dst, abbreviation: s.abbr, intlOffsetSeconds: intlOffsetSeconds(zone, mid) };
    if (c.intlOffsetSeconds !== c.tzOffsetSeconds) {
      if (perZone < 3) disagree.push(c);
      perZone += 1;
    } else agree.push(c);
  });
}
// A fixed-seed shuffle (mulberry32).
let seed = 24;
const rand = () => { seed = (seed + 0x6d2b79f5) | 0; let t = seed; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
const shuffle = <T>(xs: T[]) => { for (let i = xs.length - 1; i > 0; i -= 1) { const j = Math.floor(rand() * (i + 1)); [xs[i], xs[j]] = [xs[j]!, xs[i]!]; } return xs; };
const named = (zone: string, abbr: string, year: number) => agree.find((c) => c.zone === zone && c.abbreviation === abbr && c.utc.startsWith(String(year))) ?? disagree.find((c) => c.zone === zone && c.abbreviation === abbr && c.utc.startsWith(String(year)));
const chosen = new Set<Case>();
for (const c of [named('Europe/London', 'BDST', 1944), named('America/New_York', 'EWT', 1943), named('Europe/Berlin', 'CEMT', 1945), named('Europe/Paris', 'PMT', 1900), named('Europe/Amsterdam', 'NST', 1930), named('Asia/Kolkata', '+0630', 1943)]) if (c !== undefined) chosen.add(c);
for (const c of shuffle(disagree).slice(0, 110)) chosen.add(c);
// Agreements: DST and war states first (a third), then standard times, one per zone where possible.
const byZone = new Set([...chosen].map((c) => c.zone));
for (const c of shuffle(agree.filter((x) => x.isDst))) { if (chosen.size >= 150) break; if (!byZone.has(c.zone)) { chosen.add(c); byZone.add(c.zone); } }
for (const c of shuffle(agree)) { if (chosen.size >= 200) break; if (!byZone.has(c.zone)) { chosen.add(c); byZone.add(c.zone); } }
for (const c of shuffle(agree)) { if (chosen.size >= 200) break; chosen.add(c); }
const cases = [...chosen].sort((a, b) => a.zone.localeCompare(b.zone) || a.utc.localeCompare(b.utc));
writeFileSync(out, `${JSON.stringify({
  source: `zdump -v -c 1850,1970 of Debian tzdata 2025b-0+deb12u2 (IANA tz database ${version}, zic with PACKRATDATA=backzone PACKRATLIST=zone.tab), read by scripts/build-historical-offset-cases.ts`,
  intl: `Node ${process.version}, ICU ${process.versions.icu}, ICU tz data ${process.versions.tz}`,
  note: 'offsets in seconds east of Greenwich; utc is the instant, localDate/localTime its wall clock in the tz database; intlOffsetSeconds is what Intl gave at utc',
  disagreements: cases.filter((c) => c.intlOffsetSeconds !== c.tzOffsetSeconds).length,
  cases,
}, null, 1)}\n`);
console.log(`${cases.length} cases, ${disagree.length} disagreeing states in all (${new Set(disagree.map((c) => c.zone)).size} zones), ${cases.filter((c) => c.intlOffsetSeconds !== c.tzOffsetSeconds).length} in the fixture`);
