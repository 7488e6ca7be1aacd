import type { SadeSatiPeriod } from '../../../schemas/index.js';
import type { PartialVedicReportWords } from '../../vedic-report-words.js';
import { localeNames } from '../locale-names.js';

// The Vedic report's headings and facts lines in Brazilian Portuguese (issue 31): the grahas and signs by the
// Portuguese label catalogue, dates as Portuguese writes them ("1º de março de 2020"); the Sanskrit terms as
// docs/i18n/pt-BR.md keeps them (o nakshatra, o pada, a mahadasha, o dosha, os grahas); houses as "na Casa 7".

const n = localeNames('pt-BR', {});
const graha = (g: string) => (n.catalogue.grahas as Readonly<Record<string, string>>)[g] ?? g;
/** "do Sol", "da Lua", "de Vênus". */
const of = (g: string) => (g === 'Sun' ? 'do Sol' : g === 'Moon' ? 'da Lua' : `de ${graha(g)}`);
const day = (iso: string) => n.date(iso.slice(0, 10), undefined);
/** "o Sol", "a Lua", "Marte": the luminaries keep their article in running text (docs/i18n/pt-BR.md). */
const withArticle = (g: string) => (g === 'Sun' ? 'o Sol' : g === 'Moon' ? 'a Lua' : graha(g));
/**
 * The catalogue's yoga names that carry English words (src/vedic/yoga-rules-raja-dhana.ts), as the heading writes
 * them; every other name is Sanskrit and stays as the catalogue spells it.
 */
const YOGA_NAMES: Readonly<Record<string, string>> = {
  'Raja (kendra–trikona lords)': 'Raja (regentes de kendra e de trikona)',
  'Dhana (2nd and 11th lords)': 'Dhana (regentes das Casas 2 e 11)',
  'Dhana (trikona and wealth lords)': 'Dhana (regentes de trikona e de riqueza)',
};
const yogaName = (name: string) => YOGA_NAMES[name] ?? name;
const TRADITION = { classical: 'clássica', 'south-indian': 'do sul da Índia', extended: 'ampliada' } as const;
const TRADITION_HOUSES = { classical: '1, 4, 7, 8 e 12', 'south-indian': '2, 4, 7, 8 e 12', extended: '1, 2, 4, 7, 8 e 12' } as const;
const CANCELLATION = {
  'mars-own-or-exalted': 'por Marte estar no próprio signo ou no signo de sua exaltação',
  'mars-with-or-aspected-by-jupiter': 'por Marte estar junto de Júpiter ou ser aspectado por ele',
  'mars-with-moon': 'por Marte estar junto da Lua',
  'mars-sign-exception': 'pela exceção de signo para Marte nessa casa',
} as const;
const PHASE = {
  rising: 'fase ascendente', peak: 'fase de auge', setting: 'fase descendente',
  fourth: 'Saturno na Casa 4 a partir da Lua', eighth: 'Saturno na Casa 8 a partir da Lua',
} as const;
/** "a Sade Sati de …", "o Dhaiya de …": a Sade Sati is feminine, as the dosha text writes it (docs/i18n/pt-BR.md). */
const period = (p: SadeSatiPeriod) => `${p.kind === 'sade-sati' ? 'a Sade Sati' : 'o Dhaiya'} de ${day(p.start)} a ${day(p.end)}`;

/** Brazilian Portuguese Vedic report words. */
export const VEDIC_REPORT_WORDS_PT_BR: PartialVedicReportWords = {
  title: 'Relatório védico',
  subtitle: (birthDate, at, ayanamsa) => `Nascimento em ${day(birthDate)}, períodos lidos em ${day(at)}; zodíaco sideral (${ayanamsa})`,
  titles: {
    'chart-in-brief': 'O mapa em resumo',
    'moon-nakshatra': 'O nakshatra da Lua',
    'lagna-nakshatra': 'O nakshatra do Lagna',
    dasha: 'Vimshottari dasha',
    yogas: 'Yogas',
    doshas: 'Doshas',
  },
  columns: ['Graha', 'Posição sideral', 'Nakshatra', 'Pada', 'Casa'],
  nakshatraPada: (nakshatra, pada) => `${nakshatra}, pada ${pada}`,
  nakshatraFacts: (ruler, deity, symbol, gana) => `regente ${graha(ruler)} · divindade ${deity} · símbolo ${symbol} · gana ${gana}`,
  lagna: 'Lagna',
  moon: 'Lua',
  moonIn: (nakshatra) => `A Lua em ${nakshatra}`,
  lagnaIn: (nakshatra) => `O Lagna em ${nakshatra}`,
  padaHeading: (nakshatra, pada, navamsa) => `${nakshatra}, pada ${pada} (navamsa de ${n.sign(navamsa)})`,
  sameAsMoon: 'o nakshatra da Lua, lido acima',
  mahadashaHeading: (lord, start, end) => `Mahadasha ${of(lord)}, de ${day(start)} a ${day(end)}`,
  antardashaHeading: (maha, antar, start, end) => `Antardasha ${of(antar)} na mahadasha ${of(maha)}, de ${day(start)} a ${day(end)}`,
  dashaLead: (at) => `Os períodos em curso em ${day(at)}, contados a partir do nakshatra da Lua`,
  yogasLead: (present, catalogue) => `${present === 0 ? `Nenhum dos ${catalogue} yogas do catálogo está presente` : `${present} dos ${catalogue} yogas do catálogo ${present === 1 ? 'está presente' : 'estão presentes'}`} (casas de signo inteiro a partir do Lagna)`,
  yogaHeading: (name, grahas) => (grahas.length === 0 ? yogaName(name) : `${yogaName(name)}: ${n.list(grahas.map(graha))}`),
  yogaFacts: (rule, source) => `Regra: ${rule} Fonte: ${source}.`,
  doshasLead: 'Manglik e Kaal Sarp pelo mapa natal; Sade Sati pelo trânsito de Saturno na data do relatório',
  manglikHeading: (m) => `Manglik (Kuja) dosha: ${m.effective ? 'presente' : m.present ? 'presente, anulado' : 'ausente'}`,
  manglikFacts: (m) => {
    const where = `Marte está na Casa ${m.fromAscendant.house} a partir do Lagna, na Casa ${m.fromMoon.house} a partir da Lua e na Casa ${m.fromVenus.house} a partir de Vênus.`;
    const from = [m.fromAscendant.present ? 'do Lagna' : '', m.fromMoon.present ? 'da Lua' : '', m.fromVenus.present ? 'de Vênus' : ''].filter(Boolean);
    const houses = `a tradição ${TRADITION[m.tradition]} conta as Casas ${TRADITION_HOUSES[m.tradition]}`;
    if (!m.present) return `${where} Não há dosha: ${houses}.`;
    const cancelled = m.cancellations.length === 0 ? '' : ` Fica anulado ${n.list(m.cancellations.map((c) => CANCELLATION[c]))}.`;
    return `${where} É uma casa de dosha a partir ${n.list(from)} (${houses}).${cancelled}`;
  },
  kaalSarpHeading: (k) => (k.form === 'none' ? 'Kaal Sarp: ausente' : `Kaal Sarp: forma ${k.form === 'full' ? 'completa' : 'parcial'}, tipo ${k.type}`),
  kaalSarpFacts: (k) => {
    if (k.form === 'none') return `Os sete grahas ficam dos dois lados do eixo Rahu–Ketu; Rahu está na Casa ${k.rahuHouse}.`;
    const half = k.direction === 'kaal-amrit' ? 'de Ketu para a frente até Rahu (Kaal Amrit)' : 'de Rahu para a frente até Ketu';
    const out = k.outside.length === 0 ? 'os sete grahas ficam' : `todos os grahas exceto ${n.list(k.outside.map(withArticle))} ficam`;
    return `Com Rahu na Casa ${k.rahuHouse} (o tipo ${k.type}), ${out} na metade do zodíaco que vai ${half}.`;
  },
  sadeSatiHeading: (s) => (s.status === 'none' ? 'Sade Sati: não está em curso' : `${s.status === 'sade-sati' ? 'Sade Sati' : 'Dhaiya'}: em curso, ${PHASE[s.phase!]}`),
  sadeSatiFacts: (s, at) => {
    const moon = `A Lua natal está em ${n.sign(s.moonSign)}.`;
    const now = s.current === undefined ? `Em ${day(at)} não está em curso nem Sade Sati nem Dhaiya.` : `Em ${day(at)} está em curso ${period(s.current)}.`;
    const next = s.next === undefined ? '' : ` ${s.next.kind === 'sade-sati' ? 'A próxima' : 'O próximo'} é ${period(s.next)}.`;
    return `${moon} ${now}${next}`;
  },
  graha,
  position: n.position,
  placeIn: (label, position, nakshatraPada) => `${label} ${n.position(position)} em ${nakshatraPada}`,
};
