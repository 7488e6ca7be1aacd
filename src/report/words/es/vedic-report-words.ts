import type { SadeSatiPeriod } from '../../../schemas/index.js';
import type { PartialVedicReportWords } from '../../vedic-report-words.js';
import { localeNames } from '../locale-names.js';

// The Vedic report's headings and facts lines in Spanish (issue 31): the grahas and signs by the Spanish label
// catalogue, dates as Spanish writes them; the Sanskrit terms as docs/i18n/es.md keeps them (el nakshatra, el pada,
// la mahadasha, el dosha, los grahas); houses as "la Casa 7".

const n = localeNames('es', {});
const graha = (g: string) => (n.catalogue.grahas as Readonly<Record<string, string>>)[g] ?? g;
/** "del Sol", "de la Luna", "de Venus". */
const of = (g: string) => (g === 'Sun' ? 'del Sol' : g === 'Moon' ? 'de la Luna' : `de ${graha(g)}`);
const day = (iso: string) => n.date(iso.slice(0, 10), undefined);
const TRADITION = { classical: 'clásica', 'south-indian': 'sudindia', extended: 'ampliada' } as const;
const TRADITION_HOUSES = { classical: '1, 4, 7, 8 y 12', 'south-indian': '2, 4, 7, 8 y 12', extended: '1, 2, 4, 7, 8 y 12' } as const;
const CANCELLATION = {
  'mars-own-or-exalted': 'Marte en su propio signo o en el de su exaltación',
  'mars-with-or-aspected-by-jupiter': 'Marte junto a Júpiter o aspectado por él',
  'mars-with-moon': 'Marte junto a la Luna',
  'mars-sign-exception': 'la excepción de signo para Marte en esa casa',
} as const;
const PHASE = {
  rising: 'fase ascendente', peak: 'fase culminante', setting: 'fase descendente',
  fourth: 'Saturno en la Casa 4 desde la Luna', eighth: 'Saturno en la Casa 8 desde la Luna',
} as const;
/** The catalogue names that gloss in English (src/vedic/yoga-rules-raja-dhana.ts), in Spanish; the others are Sanskrit. */
const YOGA_NAME: Readonly<Record<string, string>> = {
  'Raja (kendra–trikona lords)': 'Raja (regentes de kendra y trikona)',
  'Dhana (2nd and 11th lords)': 'Dhana (regentes de la 2 y la 11)',
  'Dhana (trikona and wealth lords)': 'Dhana (regentes de trikona y de riqueza)',
};
const yogaName = (name: string) => YOGA_NAME[name] ?? name;
const period = (p: SadeSatiPeriod) => `${p.kind === 'sade-sati' ? 'Sade Sati' : 'Dhaiya'} del ${day(p.start)} al ${day(p.end)}`;

/** Spanish Vedic report words. */
export const VEDIC_REPORT_WORDS_ES: PartialVedicReportWords = {
  title: 'Informe védico',
  subtitle: (birthDate, at, ayanamsa) => `Nacimiento el ${day(birthDate)}, periodos leídos el ${day(at)}; zodíaco sideral (${ayanamsa})`,
  titles: {
    'chart-in-brief': 'La carta en resumen',
    'moon-nakshatra': 'El nakshatra de la Luna',
    'lagna-nakshatra': 'El nakshatra del Lagna',
    dasha: 'Vimshottari dasha',
    yogas: 'Yogas',
    doshas: 'Doshas',
  },
  columns: ['Graha', 'Posición sideral', 'Nakshatra', 'Pada', 'Casa'],
  nakshatraPada: (nakshatra, pada) => `${nakshatra}, pada ${pada}`,
  nakshatraFacts: (ruler, deity, symbol, gana) => `regente ${graha(ruler)} · deidad ${deity} · símbolo ${symbol} · gana ${gana}`,
  lagna: 'Lagna',
  moon: 'Luna',
  moonIn: (nakshatra) => `La Luna en ${nakshatra}`,
  lagnaIn: (nakshatra) => `El Lagna en ${nakshatra}`,
  padaHeading: (nakshatra, pada, navamsa) => `${nakshatra}, pada ${pada} (navamsa de ${n.sign(navamsa)})`,
  sameAsMoon: 'el nakshatra de la Luna, leído arriba',
  mahadashaHeading: (lord, start, end) => `Mahadasha ${of(lord)}, del ${day(start)} al ${day(end)}`,
  antardashaHeading: (maha, antar, start, end) => `Antardasha ${of(antar)} en la mahadasha ${of(maha)}, del ${day(start)} al ${day(end)}`,
  dashaLead: (at) => `Los periodos en curso el ${day(at)}, contados desde el nakshatra de la Luna`,
  yogasLead: (present, catalogue) => `${present === 0 ? `Ninguno de los ${catalogue} yogas del catálogo está presente` : `${present} de los ${catalogue} yogas del catálogo ${present === 1 ? 'está presente' : 'están presentes'}`} (casas de signo entero desde el Lagna)`,
  yogaHeading: (name, grahas) => (grahas.length === 0 ? yogaName(name) : `${yogaName(name)}: ${n.list(grahas.map(graha))}`),
  yogaFacts: (rule, source) => `Regla: ${rule} Fuente: ${source}.`,
  doshasLead: 'Manglik y Kaal Sarp según la carta natal; Sade Sati según el tránsito de Saturno en la fecha del informe',
  manglikHeading: (m) => `Manglik (Kuja) dosha: ${m.effective ? 'presente' : m.present ? 'presente, anulado' : 'ausente'}`,
  manglikFacts: (m) => {
    const where = `Marte está en la Casa ${m.fromAscendant.house} desde el Lagna, en la Casa ${m.fromMoon.house} desde la Luna y en la Casa ${m.fromVenus.house} desde Venus.`;
    const from = [m.fromAscendant.present ? 'el Lagna' : '', m.fromMoon.present ? 'la Luna' : '', m.fromVenus.present ? 'Venus' : ''].filter(Boolean);
    const houses = `la tradición ${TRADITION[m.tradition]} cuenta las casas ${TRADITION_HOUSES[m.tradition]}`;
    if (!m.present) return `${where} No hay dosha: ${houses}.`;
    // «por A, y por B»: a cancellation may itself hold «o» («junto a Júpiter o aspectado por él»).
    const by = m.cancellations.map((c) => `por ${CANCELLATION[c]}`);
    const cancelled = by.length === 0 ? '' : ` Queda anulado ${by.length === 1 ? by[0] : `${by.slice(0, -1).join(', ')}, y ${by[by.length - 1]}`}.`;
    return `${where} Es una casa de dosha desde ${n.list(from)} (${houses}).${cancelled}`;
  },
  kaalSarpHeading: (k) => (k.form === 'none' ? 'Kaal Sarp: ausente' : `Kaal Sarp: forma ${k.form === 'full' ? 'completa' : 'parcial'}, tipo ${k.type}`),
  kaalSarpFacts: (k) => {
    if (k.form === 'none') return `Los siete grahas quedan a ambos lados del eje Rahu–Ketu; Rahu está en la Casa ${k.rahuHouse}.`;
    const half = k.direction === 'kaal-amrit' ? 'de Ketu hacia delante hasta Rahu (Kaal Amrit)' : 'de Rahu hacia delante hasta Ketu';
    const out = k.outside.length === 0 ? 'los siete grahas quedan' : `todos los grahas salvo ${n.list(k.outside.map(graha))} quedan`;
    return `Con Rahu en la Casa ${k.rahuHouse} (el tipo ${k.type}), ${out} en la mitad del zodíaco que va ${half}.`;
  },
  sadeSatiHeading: (s) => (s.status === 'none' ? 'Sade Sati: no está en curso' : `${s.status === 'sade-sati' ? 'Sade Sati' : 'Dhaiya'}: en curso, ${PHASE[s.phase!]}`),
  sadeSatiFacts: (s, at) => {
    const moon = `La Luna natal está en ${n.sign(s.moonSign)}.`;
    const now = s.current === undefined ? `El ${day(at)} no está en curso ni Sade Sati ni Dhaiya.` : `El ${day(at)} está en curso el ${period(s.current)}.`;
    const next = s.next === undefined ? '' : ` El siguiente es el ${period(s.next)}.`;
    return `${moon} ${now}${next}`;
  },
  graha,
  position: n.position,
  placeIn: (label, position, nakshatraPada) => `${label} ${n.position(position)} en ${nakshatraPada}`,
};
