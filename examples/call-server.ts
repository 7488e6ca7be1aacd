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

const houses = await get<{ ascendant: number; midheaven: number; cusps: { house: number; cusp: { sign: string; degree: number } }[] }>('/houses', {
  date: '2024-03-20T12:00:00Z',
  latitude: '48.8566',
  longitude: '2.3522',
  houseSystem: 'Placidus',
});
console.log(`Paris, 2024-03-20 12:00 UT: ASC ${houses.ascendant.toFixed(2)}°, MC ${houses.midheaven.toFixed(2)}°`);
for (const c of houses.cusps) console.log(`  house ${String(c.house).padStart(2)}: ${c.cusp.degree}° ${c.cusp.sign}`);

try {
  await get('/houses', { date: '2024-03-20', latitude: '91', longitude: '0' });
} catch (e) {
  console.log((e as Error).message); // 400 INVALID_PARAMETERS … latitude is above the maximum (allowed: -90..90)
}

export {};
