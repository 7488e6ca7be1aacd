/**
 * What the Vedic view of the web page (vedic-view.ts) shows, as plain data from the library's records: the
 * Vimshottari mahadashas and antardashas with the running ones marked, the ashtakavarga's sarva table, the yogas
 * present with Urania's text for each, and the three doshas (Manglik, Kaal Sarp, Sade Sati and Dhaiya) with theirs.
 * Pure functions, so that the browser test compares the page with the same rows computed in Node.
 */
import { doshaInterpretation, yogaInterpretation } from '../web-library/vedic.js';
import type {
  Ashtakavarga, DoshaInterpretation, SadeSati, Shadbala, VedicDasha, VedicDashaPeriod, VedicDoshas, VedicYogas,
} from '../schemas/index.js';

/** The day (YYYY-MM-DD, UT) of an ISO instant. */
const day = (iso: string): string => iso.slice(0, 10);

/** `1` → `1st`, `2` → `2nd`, `11` → `11th`. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** One period of the dasha table: its lord, first and last day (UT), whether it runs on the view's date. */
export interface DashaRow {
  readonly lord: string;
  readonly start: string;
  readonly end: string;
  readonly running: boolean;
  readonly antardashas: readonly DashaRow[];
}

/**
 * @summary The mahadashas of a Vimshottari dasha (computed with `levels: 2` and `at`), each with its antardashas;
 * `running` marks the periods `dasha.running` names (the mahadasha and antardasha in course at `at`).
 */
export function dashaRows(dasha: VedicDasha): DashaRow[] {
  const running = dasha.running?.periods ?? [];
  const isRunning = (level: number, p: VedicDashaPeriod): boolean =>
    running.some((r) => r.level === level && r.lord === p.lord && r.startDate === p.startDate);
  return dasha.periods.map((m) => ({
    lord: m.lord, start: day(m.startDate), end: day(m.endDate), running: isRunning(1, m),
    antardashas: (m.subPeriods ?? []).map((a) => ({ lord: a.lord, start: day(a.startDate), end: day(a.endDate), running: isRunning(2, a), antardashas: [] })),
  }));
}

/** The two-letter names of the columns of the sarva table, in the record's order. */
export const SARVA_COLUMNS = ['Sign', 'Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Sarva'] as const;

/**
 * @summary The ashtakavarga table: one row per sign (Aries first) with the bindus of the seven grahas'
 * bhinnashtakavargas and the sarvashtakavarga, then the totals (the sarva's is 337 in every chart).
 */
export function sarvaRows(a: Ashtakavarga): string[][] {
  const seven = a.bhinnashtakavarga.filter((b) => b.point !== 'Ascendant');
  const signs = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
  return [
    ...signs.map((sign, i) => [sign, ...seven.map((b) => String(b.bindus[i])), String(a.sarvashtakavarga.bindus[i])]),
    ['Total', ...seven.map((b) => String(b.total)), String(a.sarvashtakavarga.total)],
  ];
}

/** The columns of the shadbala table: the six strengths in virupas, then the total against the minimum, in rupas. */
export const SHADBALA_COLUMNS = ['Graha', 'Sthana', 'Dig', 'Kala', 'Cheshta', 'Naisargika', 'Drik', 'Rupas', 'Minimum', 'Ratio'] as const;

/**
 * @summary The shadbala table: for each of the seven grahas its six strengths (virupas, one decimal), its total and
 * the classical minimum (rupas, two decimals) and their ratio (two decimals; 1 or more meets the minimum).
 */
export function shadbalaRows(s: Shadbala): string[][] {
  const v = (x: number) => x.toFixed(1);
  return s.grahas.map((g) => [
    g.graha, v(g.sthana.total), v(g.dig), v(g.kala.total), v(g.cheshta), v(g.naisargika), v(g.drik),
    g.totalRupas.toFixed(2), g.requiredRupas.toFixed(2), g.ratio.toFixed(2),
  ]);
}

/** @summary The bhava bala list: each house, its sign and lord, and its strength in rupas (two decimals). */
export function bhavaBalaRows(s: Shadbala): string[][] {
  return s.bhavas.map((b) => [ordinal(b.bhava), b.sign, b.lord, b.totalRupas.toFixed(2)]);
}

/** A yoga present in the chart, with Urania's text for it. */
export interface YogaRow {
  readonly id: string;
  readonly name: string;
  /** The grahas that form it, joined ("Moon, Jupiter"), or "the whole chart" for a pattern of every graha. */
  readonly grahas: string;
  readonly text: string;
}

/** @summary The yogas of `vedicYogas`, in the catalogue's order, each with `yogaInterpretation`'s text. */
export function yogaRows(y: VedicYogas): YogaRow[] {
  return y.yogas.map((g) => ({
    id: g.id, name: g.name, grahas: g.grahas.length === 0 ? 'the whole chart' : g.grahas.join(', '), text: yogaInterpretation(g.id).text,
  }));
}

/** A dosha as the view shows it: a heading, the verdict and facts lines, and the texts that apply. */
export interface DoshaBlock {
  readonly id: 'manglik' | 'kaal-sarp' | 'sade-sati';
  readonly title: string;
  readonly verdict: string;
  readonly facts: readonly string[];
  readonly texts: readonly DoshaInterpretation[];
}

const CANCELLATION_WORDS: Readonly<Record<VedicDoshas['manglik']['cancellations'][number], string>> = {
  'mars-own-or-exalted': 'Mars in its own sign or exaltation',
  'mars-with-or-aspected-by-jupiter': 'Mars with or aspected by Jupiter',
  'mars-with-moon': 'Mars with the Moon',
  'mars-sign-exception': 'the sign exception of its house',
};

const PHASE_WORDS: Readonly<Record<string, string>> = {
  rising: 'rising', peak: 'peak', setting: 'setting', fourth: '4th from the Moon (Kantaka Shani)', eighth: '8th from the Moon (Ashtama Shani)',
};

/** @summary The Manglik block: whether Mars is in a dosha house from the Ascendant, the Moon and Venus, and the cancellations. */
function manglikBlock(d: VedicDoshas): DoshaBlock {
  const m = d.manglik;
  const from = (what: string, f: { house: number; present: boolean }) => `${ordinal(f.house)} from ${what}${f.present ? ' (a dosha house)' : ''}`;
  const verdict = !m.present ? 'Not present' : m.effective ? 'Present' : 'Present, cancelled';
  const facts = [`Mars in the ${from('the Ascendant', m.fromAscendant)}, ${from('the Moon', m.fromMoon)}, ${from('Venus', m.fromVenus)}; ${m.tradition} houses.`];
  if (m.cancellations.length > 0) facts.push(`Cancellations: ${m.cancellations.map((c) => CANCELLATION_WORDS[c]).join('; ')}.`);
  const texts = m.present ? [doshaInterpretation('manglik'), ...m.cancellations.map((c) => doshaInterpretation(`manglik-cancellation-${c}`))] : [];
  return { id: 'manglik', title: 'Manglik (Kuja) dosha', verdict, facts, texts };
}

/** @summary The Kaal Sarp block: its form, type by Rahu's house and direction, and the grahas outside the axis. */
function kaalSarpBlock(d: VedicDoshas): DoshaBlock {
  const k = d.kaalSarp;
  const verdict = k.form === 'none' ? 'Not present' : k.form === 'full' ? `Full: ${k.type} type` : `Partial: ${k.type} type`;
  const facts = [`Rahu in the ${ordinal(k.rahuHouse)} house${k.direction === null ? '' : `; ${k.direction === 'kaal-sarp' ? 'from Rahu forward to Ketu' : 'from Ketu forward to Rahu (kaal amrit)'}`}.`];
  if (k.outside.length > 0) facts.push(`Outside the Rahu–Ketu half: ${k.outside.join(', ')}.`);
  const typeId = `kaal-sarp-${k.type.toLowerCase()}` as Parameters<typeof doshaInterpretation>[0];
  const texts = k.form === 'none' ? [] : k.form === 'full' ? [doshaInterpretation(typeId)] : [doshaInterpretation(typeId), doshaInterpretation('kaal-sarp-partial')];
  return { id: 'kaal-sarp', title: 'Kaal Sarp dosha', verdict, facts, texts };
}

/**
 * @summary The Sade Sati and Dhaiya block: each period of the life with its phases (days UT), the one running at
 * `at` named in the verdict; the texts of Sade Sati, of the phase running and of the Dhaiya signs met.
 */
function sadeSatiBlock(s: SadeSati, at: string): DoshaBlock {
  const runs = (p: { start: string; end: string }) => p.start <= at && at < p.end;
  const facts = s.periods.map((p) => {
    const name = p.kind === 'sade-sati' ? 'Sade Sati' : 'Dhaiya';
    const phases = p.kind === 'sade-sati' ? ` (${p.phases.map((x) => `${PHASE_WORDS[x.phase]} ${day(x.start)}`).join(', ')})` : ` (${PHASE_WORDS[p.phases[0]!.phase]})`;
    return `${name} ${day(p.start)} – ${day(p.end)}${phases}${runs(p) ? ' — running' : ''}`;
  });
  const now = s.periods.find(runs);
  const phase = now?.phases.find(runs);
  const verdict = now === undefined
    ? `Not running on ${day(at)}; natal Moon in ${s.moonSign}`
    : `${now.kind === 'sade-sati' ? 'Sade Sati' : 'Dhaiya'} running on ${day(at)} (${PHASE_WORDS[phase?.phase ?? now.phases[0]!.phase]}); natal Moon in ${s.moonSign}`;
  const ids = new Set<Parameters<typeof doshaInterpretation>[0]>(['sade-sati']);
  if (phase !== undefined) ids.add(phase.phase === 'fourth' || phase.phase === 'eighth' ? `dhaiya-${phase.phase}` : `sade-sati-${phase.phase}`);
  for (const p of s.periods) if (p.kind === 'dhaiya') ids.add(`dhaiya-${p.phases[0]!.phase as 'fourth' | 'eighth'}`);
  return { id: 'sade-sati', title: 'Sade Sati and Dhaiya', verdict, facts, texts: [...ids].map((id) => doshaInterpretation(id)) };
}

/** @summary The three dosha blocks of a birth: Manglik, Kaal Sarp, and Sade Sati with Dhaiya at the instant `at` (ISO). */
export function doshaBlocks(d: VedicDoshas, s: SadeSati, at: string): DoshaBlock[] {
  return [manglikBlock(d), kaalSarpBlock(d), sadeSatiBlock(s, at)];
}
