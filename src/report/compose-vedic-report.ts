import type { NatalReportParagraph, VedicReport, VedicReportSection, VedicReportSource } from '../schemas/index.js';
import { VEDIC_WORDS } from '../i18n/vedic-words.js';
import { vedicText } from '../text/vedic-text-locales.js';
import { NAKSHATRAS } from '../vedic/nakshatras.js';
import { SIGNS } from '../schemas/index.js';
import { formatPosition } from './format-position.js';
import { VEDIC_FACTS_WORDS } from './vedic-facts-words.js';
import { VEDIC_REPORT_INTERPRETATIONS, type VedicReportInterpretations } from './vedic-report-interpretations.js';
import { VEDIC_REPORT_WORDS, type VedicReportWords } from './vedic-report-words.js';

/** What a Vedic report is composed from: every member of the record but its sections. */
export type VedicReportFacts = Omit<VedicReport, 'sections'>;

type Read = { readonly paragraph: NatalReportParagraph; readonly source: VedicReportSource };

function section(id: VedicReportSection['id'], words: VedicReportWords, lead: string | undefined, reads: readonly Read[]): VedicReportSection {
  return {
    id, title: words.titles[id], ...(lead === undefined ? {} : { lead }),
    paragraphs: reads.map((r) => r.paragraph), sources: reads.map((r) => r.source),
  };
}

/** The nakshatra's reading and its pada's note, leaving out what an earlier section has read. */
function nakshatraReads(f: VedicReportFacts, words: VedicReportWords, place: { nakshatra: string; pada: number }, heading: string, skip: { nakshatra?: string; pada?: number }): Read[] {
  const t = vedicText(f.locale);
  const index = NAKSHATRAS.findIndex((n) => n.name === place.nakshatra);
  const nakshatra = place.nakshatra as Extract<VedicReportSource, { record: 'NakshatraInterpretation' }>['nakshatra'];
  const reads: Read[] = [];
  if (skip.nakshatra !== place.nakshatra) {
    reads.push({ paragraph: { heading, text: t.nakshatras[index]! }, source: { record: 'NakshatraInterpretation', nakshatra, part: 'description' } });
  }
  if (skip.nakshatra !== place.nakshatra || skip.pada !== place.pada) {
    reads.push({
      paragraph: { heading: words.padaHeading(place.nakshatra, place.pada, SIGNS[(index * 4 + place.pada - 1) % 12]!), text: t.nakshatraPadas[index]![place.pada - 1]! },
      source: { record: 'NakshatraInterpretation', nakshatra, part: 'pada', pada: place.pada },
    });
  }
  return reads;
}

function nakshatraLead(words: VedicReportWords, symbols: Readonly<Record<string, string>>, label: string, longitude: number, place: { nakshatra: string; pada: number }, extra = ''): string {
  const n = NAKSHATRAS.find((x) => x.name === place.nakshatra)!;
  return `${words.placeIn(label, formatPosition(longitude), words.nakshatraPada(place.nakshatra, place.pada))}${extra} · ${words.nakshatraFacts(n.ruler, n.deity, symbols[n.name] ?? n.symbol, n.gana)}`;
}

/**
 * @summary The Vedic report's sections from its facts (issue 28; docs/vedic.md "Vedic report"): the chart in brief
 * (a facts line; the positions table is the document's), the Moon's nakshatra and pada, the Lagna's (what the Moon's
 * section read is not read again), the running mahadasha and antardasha, the yogas present (each its rule and source
 * in the reader's language, `VEDIC_FACTS_WORDS`, and its interpretation when `interpretations.yoga` has one), the
 * doshas (Manglik, Kaal Sarp, Sade Sati: facts, and an interpretation when `interpretations.dosha` has one). A dasha
 * section with no running period is left out. Pure.
 * @example composeVedicReport(facts).sections[0]!.id // 'chart-in-brief'
 */
export function composeVedicReport(f: VedicReportFacts, interpretations: VedicReportInterpretations = VEDIC_REPORT_INTERPRETATIONS): VedicReport {
  const words = VEDIC_REPORT_WORDS[f.locale];
  const facts = VEDIC_FACTS_WORDS[f.locale];
  const symbols = VEDIC_WORDS[f.locale].symbols;
  const moon = f.positions.find((p) => p.graha === 'Moon')!;
  const sections: VedicReportSection[] = [];

  sections.push(section('chart-in-brief', words, [
    `${words.lagna} ${words.position(formatPosition(f.lagna.siderealLongitude))} (${words.nakshatraPada(f.lagna.nakshatra, f.lagna.pada)})`,
    `${words.moon} ${words.position(formatPosition(moon.siderealLongitude))} (${words.nakshatraPada(moon.nakshatra, moon.pada)})`,
  ].join(' · '), []));

  sections.push(section('moon-nakshatra', words, nakshatraLead(words, symbols, words.moon, moon.siderealLongitude, moon),
    nakshatraReads(f, words, moon, words.moonIn(moon.nakshatra), {})));

  const same = f.lagna.nakshatra === moon.nakshatra ? ` (${words.sameAsMoon})` : '';
  sections.push(section('lagna-nakshatra', words, nakshatraLead(words, symbols, words.lagna, f.lagna.siderealLongitude, f.lagna, same),
    nakshatraReads(f, words, f.lagna, words.lagnaIn(f.lagna.nakshatra), { nakshatra: moon.nakshatra, pada: moon.pada })));

  const [maha, antar] = f.dasha;
  if (maha !== undefined) {
    const t = vedicText(f.locale);
    const lord = maha.lord as keyof typeof t.mahadashas;
    const reads: Read[] = [{ paragraph: { heading: words.mahadashaHeading(maha.lord, maha.startDate, maha.endDate), text: t.mahadashas[lord] }, source: { record: 'DashaInterpretation', mahadasha: lord } }];
    if (antar !== undefined) {
      const sub = antar.lord as keyof typeof t.mahadashas;
      reads.push({
        paragraph: { heading: words.antardashaHeading(maha.lord, antar.lord, antar.startDate, antar.endDate), text: t.antardashas[lord][sub] },
        source: { record: 'DashaInterpretation', mahadasha: lord, antardasha: sub },
      });
    }
    sections.push(section('dasha', words, words.dashaLead(f.at), reads));
  }

  sections.push(section('yogas', words, words.yogasLead(f.yogas.length, f.catalogueSize), f.yogas.map((y) => {
    const text = interpretations.yoga(y.id, f.locale);
    const quoted = facts.yogas[y.id] ?? y;
    return {
      paragraph: { heading: words.yogaHeading(y.name, y.grahas), text: [text, words.yogaFacts(quoted.rule, quoted.source)].filter(Boolean).join(' ') },
      source: { record: 'VedicYoga', id: y.id, interpreted: text !== undefined },
    };
  })));

  const m = f.manglik;
  const k = f.kaalSarp;
  const s = f.sadeSati;
  const doshas: [VedicReportSource & { record: 'VedicDosha' }, string, string, string | undefined][] = [
    [{ record: 'VedicDosha', dosha: 'manglik', interpreted: false }, words.manglikHeading(m), words.manglikFacts(m),
      interpretations.dosha({ dosha: 'manglik', state: m.effective ? 'effective' : m.present ? 'cancelled' : 'absent' }, f.locale)],
    [{ record: 'VedicDosha', dosha: 'kaal-sarp', interpreted: false }, words.kaalSarpHeading(k), words.kaalSarpFacts(k),
      interpretations.dosha({ dosha: 'kaal-sarp', form: k.form, type: k.type }, f.locale)],
    [{ record: 'VedicDosha', dosha: 'sade-sati', interpreted: false }, words.sadeSatiHeading(s), words.sadeSatiFacts(s, f.at),
      interpretations.dosha({ dosha: 'sade-sati', status: s.status, ...(s.phase === undefined ? {} : { phase: s.phase }) }, f.locale)],
  ];
  sections.push(section('doshas', words, words.doshasLead, doshas.map(([source, heading, facts, text]) => ({
    paragraph: { heading, text: [facts, text].filter(Boolean).join(' ') },
    source: { ...source, interpreted: text !== undefined },
  }))));

  return { ...f, sections };
}
