/**
 * Calling a running Urania server (`npm start`, or `urania serve`) from TypeScript with fetch.
 *
 *   URANIA_URL=http://127.0.0.1:3000 URANIA_API_KEY=ura_… npx tsx examples/call-server.ts
 *
 * Errors are RFC 9457 problem+json: branch on `code` (docs/errors.md), show `errors[].field` to the user,
 * and honour Retry-After on 429.
 */
interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors?: { field: string; message: string; allowed?: string }[];
}

const base = process.env.URANIA_URL ?? 'http://127.0.0.1:3000';
const key = process.env.URANIA_API_KEY;
if (!key) throw new Error('Set URANIA_API_KEY (the dev key printed by `npm start`, or one from `urania keys create`)');

async function get<T>(path: string, query: Record<string, string>): Promise<T> {
  for (;;) {
    const res = await fetch(`${base}/api/v1${path}?${new URLSearchParams(query)}`, { headers: { authorization: `Bearer ${key}` } });
    if (res.ok) {
      console.log(`${path}: ${res.headers.get('x-cache')} (${res.headers.get('x-ratelimit-remaining')} requests left this minute)`);
      return (await res.json()) as T;
    }
    const problem = (await res.json()) as Problem;
    if (res.status === 429) {
      const wait = Number(res.headers.get('retry-after') ?? '1');
      console.log(`rate limited, retrying in ${wait} s`);
      await new Promise((r) => setTimeout(r, wait * 1000));
      continue;
    }
    const fields = (problem.errors ?? []).map((e) => `${e.field} ${e.message}${e.allowed ? ` (allowed: ${e.allowed})` : ''}`);
    throw new Error(`${problem.status} ${problem.code}: ${problem.detail}${fields.length ? `\n  ${fields.join('\n  ')}` : ''}`);
  }
}

interface WeeklyHoroscope {
  sign: string;
  weekStart: string;
  weekEnd: string;
  rulerCondition: { ruler: string; startSign: string; endSign: string; signChanged: boolean };
  dailySnapshots: { date: string; moonPhase: string; voidOfCourse: boolean; transits: { planet: string; aspectType: string }[] }[];
}

const week = await get<WeeklyHoroscope>('/horoscope/weekly', { sign: 'Leo', date: '2024-03-20', timezone: 'Europe/Paris' });
console.log(`${week.sign}, week ${week.weekStart}..${week.weekEnd}: ruler ${week.rulerCondition.ruler} ${week.rulerCondition.startSign} -> ${week.rulerCondition.endSign}`);
for (const d of week.dailySnapshots) {
  console.log(`  ${d.date}  ${d.moonPhase.padEnd(16)}${d.voidOfCourse ? 'void  ' : '      '}${d.transits.map((t) => `${t.planet} ${t.aspectType}`).join(', ')}`);
}

const year = await get<{ year: number; eclipses: { date: string; type: string; sign: string }[] }>('/horoscope/yearly', { sign: 'Leo', year: '2025' });
console.log(`${year.year} eclipses: ${year.eclipses.map((e) => `${e.date} ${e.type} in ${e.sign}`).join('; ')}`);

try {
  await get('/horoscope/yearly', { sign: 'Leo', year: '3000' });
} catch (e) {
  console.log((e as Error).message); // 400 OUT_OF_RANGE … year must be a 4-digit year within 1800..2200
}

export {};
