/**
 * The command line's Vedic tables and reports in the reader's language (issue 31): `urania yogas`, `doshas`,
 * `sade-sati`, `dashas`, `ashtakavarga`, `shadbala`, `varga`/`divisional`, `vedic-report` and the four report
 * commands take `--lang` (else LC_ALL or LANG); the usage errors of every command are said in the language of the
 * command line. Lines typed by hand as a reader of the language expects them, no English heading word left in
 * German, the word families checked as the catalogues are, English unchanged.
 */
import { describe, expect, it } from 'vitest';
import { DIRECTIONS_WORDS } from '../../src/cli/directions-words.js';
import { DOSHA_TABLE_WORDS } from '../../src/cli/dosha-table-words.js';
import { runCli } from '../../src/cli/run-cli.js';
import { USAGE_WORDS } from '../../src/cli/usage-words.js';
import { VEDIC_TABLE_WORDS } from '../../src/cli/vedic-table-words.js';
import { textLanguageNotice } from '../../src/i18n/text-language-notices.js';
import { vedicYogas } from '../../src/records/index.js';
import { LABEL_LOCALES } from '../../src/schemas/label-locale.js';
import { unknownWords, type TextLocaleTag } from '../i18n/translation-checks.js';
import { memoryIo } from './helpers.js';
import { argumentsOf, leaves } from '../i18n/word-family-leaves.js';

const DELHI = ['--date', '1990-07-15', '--time', '14:30', '--lat', '28.6139', '--lon', '77.209', '--tz', 'Asia/Kolkata'];
const AT = ['--at', '2025-01-01T00:00:00Z'];
const PAIR = ['--date-a', '1990-07-15', '--time-a', '14:30', '--lat-a', '48.4', '--lon-a', '10', '--date-b', '1992-03-01', '--lat-b', '52.5', '--lon-b', '13.4'];

/** Each command of this test, as run. */
const COMMANDS: Readonly<Record<string, readonly string[]>> = {
  yogas: ['yogas', ...DELHI],
  doshas: ['doshas', ...DELHI],
  sadeSati: ['sade-sati', ...DELHI, '--years', '40'],
  dashas: ['dashas', ...DELHI, ...AT, '--levels', '1'],
  chara: ['dashas', ...DELHI, ...AT, '--levels', '1', '--system', 'chara'],
  ashtakavarga: ['ashtakavarga', ...DELHI, ...AT],
  shadbala: ['shadbala', ...DELHI],
  varga: ['varga', ...DELHI],
  divisional: ['divisional', ...DELHI, '--division', '9'],
  directions: ['directions', ...DELHI, '--to', '2000-01-01'],
};

async function run(argv: readonly string[], lang?: string, env: Record<string, string> = {}) {
  const io = memoryIo(env);
  const code = await runCli(lang === undefined ? argv : [...argv, '--lang', lang], io);
  return { code, out: io.out(), err: io.err() };
}

describe('the Vedic tables in German, typed by hand', () => {
  it('yogas: the heading, the group and nature, the grahas and the rule in German', async () => {
    const { out, err } = await run(COMMANDS.yogas!, 'de');
    expect(out).toContain('Yogas: 9 der 79 im Katalog; Lagna in Waage, Ayanamsa Lahiri 23,7288°\nRuchaka (Mahapurusha, wohltätig): Mars\n');
    expect(out).toContain('\nSunapha (lunar, wohltätig): Mars, Mond\n    Ein Planet außer Sonne und Knoten');
    expect(err).toBe('');
  });

  it('doshas and sade-sati', async () => {
    expect((await run(COMMANDS.doshas!, 'de')).out).toBe([
      'Manglik (erweitert): vorhanden, aufgehoben — Mars im 7. Haus vom Aszendenten (Dosha), im 2. Haus vom Mond (Dosha), im 11. Haus von der Venus',
      '  Aufhebungen: Mars im eigenen Zeichen oder erhöht',
      'Kaal Sarp: teilweise (Kaal Sarp, Typ Shankhpal: Rahu im 4. Haus); außerhalb der Achse: Saturn',
      '',
    ].join('\n'));
    const sade = (await run(COMMANDS.sadeSati!, 'de')).out;
    expect(sade).toContain('Sade Sati und Dhaiya für einen Mond im Zeichen Fische (Lahiri), 1990-07-15 bis 2030-07-15\n');
    expect(sade).toContain('\nSade Sati 1993-03-05 – 1993-10-15  aufsteigend im Zeichen Wassermann ab 1993-03-05\n');
    expect(sade).toContain('\nDhaiya    2002-07-23 – 2003-01-08  4. vom Mond im Zeichen Zwillinge ab 2002-07-23\n');
  });

  it('dashas: the system, the start, the balance, the periods and the running lord', async () => {
    const { out } = await run(COMMANDS.dashas!, 'de');
    expect(out).toContain('Vimshottari-Dasha, Beginn: Mond in Revati; Jahre zu 365,25 Tagen\nRest bei der Geburt: Merkur, 2,8365 Jahre (bis 1993-05-16)\n\n');
    expect(out).toContain('\nMerkur       1976-05-16 → 1993-05-16  17,00 J.\n');
    expect(out).toContain('\nLaufend am 2025-01-01T00:00:00Z: Sonne\n');
  });

  it('ashtakavarga and shadbala: headings, columns and names', async () => {
    const a = (await run(COMMANDS.ashtakavarga!, 'de')).out;
    expect(a).toContain('Ashtakavarga, Ayanamsa Lahiri; Aszendent in Waage\n            Wid Sti Zwi Kre Löw Jun Waa Sko Sch Ste Was Fis  Summe · Shodhya Pinda\nSonne         4   4   3   4   3   4   3   4   7   5   3   4  48 · 76\n');
    expect(a).toContain('\nTransite am 2025-01-01T00:00:00Z:\n  Sonne    in Schütze      7 Bindus (Sarva 29)\n');
    const s = (await run(COMMANDS.shadbala!, 'de')).out;
    expect(s).toContain('Shadbala, Ayanamsa Lahiri (Virupas; Rupas = Virupas / 60)\nGraha     Sthana     Dig    Kala Cheshta Naisarg    Drik   Rupas Minimum   Verh.   Ishta  Kashta\nSonne     144,33   49,94  298,24   56,93   60,00  -34,97');
    expect(s).toContain('\nBhava        Zeichen        Herr    Adhipati         Dig     Drishti       Rupas\n1              Waage       Venus      477,48');
  });

  it('varga and divisional: the varga names, short grahas and signs', async () => {
    const v = (await run(COMMANDS.varga!, 'de')).out;
    expect(v).toContain('Teilhoroskope, siderisch (Lahiri 23,7288°); * Vargottama\nD1 Rasi (parashara)                               So Zwillinge* · Mo Fische* · Ma Widder*');
    expect(v).toContain('\nVimshopaka      Shad   Sapta    Dasa Shodasa\nSonne      11,80   11,68   10,60   11,92\n');
    expect((await run(COMMANDS.divisional!, 'fr')).out).toBe(
      'D9 Navamsa (parashara)                            So Gémeaux* · Lu Poissons* · Ma Gémeaux · Me Balance · Ju Gémeaux* · Vé Balance · Sa Sagittaire* · Ra Taureau · Ke Scorpion · Asc Taureau\n',
    );
  });

  it('directions: the title, the columns, the names and the senses', async () => {
    expect((await run(COMMANDS.directions!, 'de')).out).toContain([
      'Primärdirektionen (Placidus, zodiakal, Schlüssel Naibod; RAMC 145,167°)',
      'Datum (UT)  Alter  Direktion                         Richtung  Bogen',
      '----------  -----  --------------------------------  --------  ------',
      '1990-08-24   0,11  Jupiter Konjunktion Sonne         konvers   0,109°',
      '1991-01-17   0,51  Saturn Quadrat (+90) Mond         direkt    0,502°',
    ].join('\n'));
    expect((await run(COMMANDS.directions!, 'zh-Hans')).out).toContain('\n1990-08-24  0.11  木星 合相 太阳              逆推  0.109°\n');
    expect((await run(COMMANDS.directions!)).out.split('\n')[0]).toBe('Primary directions (placidus, zodiacal, key naibod; RAMC 145.167°)');
  });

  it('French doshas and sade-sati', async () => {
    expect((await run(COMMANDS.doshas!, 'fr')).out).toContain('\n  annulations : Mars en domicile ou exalté\nKaal Sarp : partiel (kaal sarp, type Shankhpal : Rahu en maison 4) ; hors de l’axe : Saturne\n');
    expect((await run(COMMANDS.sadeSati!, 'fr')).out).toContain('\nDhaiya    2002-07-23 – 2003-01-08  4e depuis la Lune en Gémeaux dès le 2002-07-23\n');
  });
});

describe('Hindi, Russian and Chinese', () => {
  it('yogas in Hindi: the names in Devanagari, the rules English and the library notice on standard error', async () => {
    const { out, err } = await run(COMMANDS.yogas!, 'hi');
    expect(out).toContain('योग: सूची के 79 में से 9; लग्न तुला, अयनांश Lahiri 23.7288°\nRuchaka (महापुरुष, शुभ): मंगल\n    Mars in a kendra');
    expect(err).toBe(`urania yogas: ${textLanguageNotice('hi')}\n`);
  });

  it('dashas in Chinese and chara dasha in Russian', async () => {
    const zh = (await run(COMMANDS.dashas!, 'zh-Hans')).out;
    expect(zh).toContain('维姆肖塔里大运，自奎宿中的月亮起；每年 365.25 天\n出生时余额：水星，2.8365 年（至 1993-05-16）\n\n水星           1976-05-16 → 1993-05-16  17.00 年\n');
    const ru = (await run(COMMANDS.chara!, 'ru')).out;
    expect(ru).toContain('Даша Чара (kn-rao), начало: Весы; год из 365,25 дней\nОстаток при рождении: Весы, 8,0000 года (до 1998-07-15)\n\nВесы         1990-07-15 → 1998-07-15  8,00 г.\n');
  });

  it('vedic-report in Chinese reads English and says so in Chinese; LANG=de_DE.UTF-8 writes German', async () => {
    const zh = await run(['vedic-report', ...DELHI, '--at', '2025-01-01'], 'zh-Hans');
    expect(zh.out.startsWith('VEDIC REPORT\n')).toBe(true);
    expect(zh.err).toBe(`urania vedic-report: ${textLanguageNotice('zh-Hans')}\n`);
    const de = await run(['vedic-report', ...DELHI, '--at', '2025-01-01'], undefined, { LANG: 'de_DE.UTF-8' });
    expect(de.out.startsWith('VEDISCHER BERICHT\n=================\nGeburt am 15. Juli 1990, Perioden zum Stichtag 1. Januar 2025;')).toBe(true);
  });
});

describe('the records asked in the language', () => {
  it('yogas --json --lang de is vedicYogas with locale de', async () => {
    const { out } = await run([...COMMANDS.yogas!, '--json'], 'de');
    const birth = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
    expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(vedicYogas({ birth, locale: 'de' }))));
  });

  it('the four report commands: their text in French, in Russian English with a notice', async () => {
    expect((await run(['synastry-report', ...PAIR, '--aspect-limit', '1'], 'fr')).out.startsWith('RAPPORT DE SYNASTRIE\n')).toBe(true);
    const ru = await run(['composite-report', ...PAIR], 'ru');
    expect(ru.out.startsWith('COMPOSITE REPORT\n')).toBe(true);
    expect(ru.err).toContain('urania composite-report: the report\'s text is written in en, es, pt-BR, fr, de; ru reads English.\n');
    const transit = await run(['transit-report', ...DELHI, '--from', '2025-01-01', '--to', '2025-03-01', '--limit', '2'], 'de');
    expect(transit.out.startsWith('TRANSITBERICHT\n==============\nTransite vom 1. Januar 2025 bis zum 1. März 2025')).toBe(true);
    expect((await run(['solar-return-report', ...DELHI, '--year', '2025'], 'es')).out.split('\n')[0]).not.toBe('SOLAR RETURN REPORT 2025');
  });
});

/** The English words of a family's English templates; the Sanskrit terms the other languages share aside. */
function englishWords(family: object): string[] {
  const texts: string[] = [];
  const walk = (v: unknown) => (typeof v === 'string' ? texts.push(v) : v !== null && typeof v === 'object' ? Object.values(v).forEach(walk) : undefined);
  walk(family);
  const shared = new Set([
    'Yogas', 'lagna', 'ayanamsa', 'mahapurusha', 'lunar', 'solar', 'raja', 'dhana', 'vipareeta', 'parivartana', 'nabhasa', 'dasha',
    'Vimshottari', 'Yogini', 'Ashtottari', 'Chara', 'Narayana', 'Rahu', 'Ashtakavarga', 'shodhya', 'pinda', 'Sarva', 'bindus',
    'sarva', 'Shadbala', 'virupas', 'rupas', 'Graha', 'sthana', 'dig', 'kala', 'cheshta', 'naisarg', 'drik', 'ishta', 'kashta',
    'Bhava', 'adhipati', 'drishti', 'vargottama', 'Vimshopaka', 'shad', 'sapta', 'dasa', 'shodasa', 'Manglik', 'Mars', 'dosha',
    'Kaal', 'Sarp', 'kaal', 'sarp', 'amrit', 'Sade', 'Sati', 'Dhaiya', 'mars', 'Venus', 'Moon', 'Ascendant', 'Jupiter', 'RAMC', 'UT',
  ]);
  const plain = (t: string) => t.replace(/\{\w+, (?:select|plural),/g, ' ').replace(/\b(?:yes|other) \{/g, ' ').replace(/\{\w+\}/g, ' ');
  const words = texts.flatMap((t) => plain(t).match(/[A-Za-z]{2,}/g) ?? []);
  return [...new Set(words)].filter((w) => !shared.has(w));
}

describe('no English word of the English headings is left in German', () => {
  it.each(Object.keys(COMMANDS))('%s', async (command) => {
    const words = englishWords({ ...VEDIC_TABLE_WORDS.en, ...DOSHA_TABLE_WORDS.en, ...DIRECTIONS_WORDS.en });
    expect(words.length).toBeGreaterThan(30);
    // The yoga names and the varga methods are the catalogue's and the flags' own (Ruchaka, parashara).
    const printed = (await run(COMMANDS[command]!, 'de')).out;
    const out = printed.replace(/^.* \(([^()\n]*), ([^()\n]*)\): /gm, '($1, $2): ');
    // German spells `in` as English does.
    const left = words.filter((w) => w !== 'in').filter((w) => new RegExp(`(?<![\\p{L}-])${w}(?![\\p{L}-])`, 'u').test(out));
    expect(left, command).toEqual([]);
  });
});

describe('usage errors in the language of the command line', () => {
  it('German and French, typed by hand; the usage text stays English', async () => {
    const unknown = await run(['chart', '--foo'], 'de');
    expect(unknown.code).toBe(2);
    expect(unknown.err.startsWith('urania chart: unbekannte Option „--foo“\n\nUsage: urania chart')).toBe(true);
    expect((await run(['chart', '--date', '1990-01-01', '--lat', 'x', '--lon', '2'], 'fr')).err.split('\n')[0]).toBe('urania chart: --lat doit être un nombre ; reçu "x"');
    // batch takes no --lang: the environment's language.
    expect((await run(['batch', '--record', 'natal-chart', '--input', 'x.csv'], undefined, { LC_ALL: 'de_DE.UTF-8' })).err.split('\n')[0]).toBe('urania batch: --output fehlt, zum Beispiel --output charts.jsonl');
    expect((await run(['report', '--date', '1990-01-01', '--lat', '1', '--lon', '2', '--format', 'pdf'], 'fr')).err.split('\n')[0])
      .toBe('urania report: --format doit valoir text, md, json ; reçu "pdf"');
    expect((await run(['dashas', ...DELHI, '--levels', '2.5'], undefined, { LC_ALL: 'de_DE.UTF-8' })).err.split('\n')[0])
      .toBe('urania dashas: --levels muss eine ganze Zahl sein, erhalten: "2.5"');
  });

  it('Chinese and Hindi', async () => {
    expect((await run(['chart', '--lat', '1', '--lon', '2'], 'zh-Hans')).err.split('\n')[0]).toBe('urania chart: 缺少 --date');
    expect((await run(['chart', '--date', '--lat', '1'], 'hi')).err.split('\n')[0]).toBe('urania chart: विकल्प “--date” के लिए मान चाहिए');
  });

  it('English as before', async () => {
    expect((await run(['chart', '--foo'])).err.split('\n')[0]).toBe("urania chart: Unknown option '--foo'");
    expect((await run(['batch', '--record', 'natal-chart', '--input', 'x.csv'])).err.split('\n')[0]).toBe('urania batch: --output is required: a .jsonl or .csv file, e.g. --output charts.jsonl');
    expect((await run(['dashas', ...DELHI, '--levels', '2.5'], 'en')).err.split('\n')[0]).toBe('urania dashas: --levels must be a whole number from 1 to 5, for example --levels 3');
  });
});

describe('English unchanged', () => {
  it('the tables as they always printed, typed by hand', async () => {
    expect((await run(COMMANDS.doshas!)).out).toBe([
      'Manglik (extended): present, cancelled — Mars from the Ascendant house 7 (dosha), from the Moon house 2 (dosha), from Venus house 11',
      '  cancellations: mars-own-or-exalted',
      'Kaal Sarp: partial (kaal-sarp, Shankhpal: Rahu in house 4); outside the axis: Saturn',
      '',
    ].join('\n'));
    expect((await run(COMMANDS.dashas!)).out).toContain('Vimshottari dasha, from the Moon in Revati; years of 365.25 days\nBalance at birth: Mercury, 2.8365 years (to 1993-05-16)\n\nMercury      1976-05-16 → 1993-05-16  17.00 y\n');
    expect((await run(COMMANDS.varga!)).out).toContain('\nVimshopaka      shad   sapta    dasa shodasa\nSun        11.80   11.68   10.60   11.92\n');
  });

  it.each(Object.keys(COMMANDS))('%s: --lang en, --lang xx and LANG=C.UTF-8 print what no flag prints', async (command) => {
    const plain = (await run(COMMANDS[command]!)).out;
    expect((await run(COMMANDS[command]!, 'en')).out).toBe(plain);
    expect((await run(COMMANDS[command]!, 'xx')).out).toBe(plain);
    expect((await run(COMMANDS[command]!, undefined, { LANG: 'C.UTF-8' })).out).toBe(plain);
  });
});

/**
 * Values another language may write as English does, with the reason: the Sanskrit terms of Jyotish in Latin
 * transliteration (docs/i18n/<locale>.md), the names of the dasha systems, placeholders only, words spelled alike.
 */
const SAME_AS_ENGLISH: readonly (readonly [RegExp, string])[] = [
  [/^VEDIC\.yogaGroups\.(mahapurusha|raja|dhana|vipareeta|parivartana|nabhasa|lunar|solar)$/, 'a yoga group by its Sanskrit name (lunar, solar: the word in es, pt-BR, de)'],
  [/^VEDIC\.dashaSystems\./, 'a dasha system by its Sanskrit name'],
  [/^VEDIC\.yogaLine$/, 'placeholders only'],
  [/^VEDIC\.(sarva|ashtakavargaTail)$/, 'Sarva, shodhya pinda: Sanskrit terms (total is the word in es, pt-BR)'],
  [/^VEDIC\.shadbalaColumns\.(0|1|2|3|4|5|6|7|10|11)$/, 'a strength by its Sanskrit name'],
  [/^VEDIC\.bhavaColumns\.(0|3|4|5|6)$/, 'a bhava bala column by its Sanskrit name'],
  [/^VEDIC\.vimshopakaColumns\./, 'the Vimshopaka groups by their Sanskrit names'],
  [/^VEDIC\.shadbalaColumns\.8$/, 'minimum is the word in fr'],
  [/^DOSHA\.(kaalSarp|manglik)$/, 'Kaal Sarp and Manglik by their names, and placeholders'],
  [/^DOSHA\.(sadeSati|dhaiya|doshaHouse)$/, 'Sade Sati, Dhaiya, dosha: Sanskrit terms'],
  [/^DOSHA\.(forms\.partial|absent)$/, 'partial (tr kısmi aside), absent: the word in fr'],
  [/^DIRECTIONS\.(columns\.(0|2|4)|senses\.converse)$/, 'date (UT), direction, arc, converse: the words in fr'],
  [/^USAGE\.\w+$/, 'never: listed to make the test fail if a usage sentence is left English'],
];

const FAMILIES = { VEDIC: VEDIC_TABLE_WORDS, DOSHA: DOSHA_TABLE_WORDS, DIRECTIONS: DIRECTIONS_WORDS, USAGE: USAGE_WORDS } as const;

describe.each(Object.entries(FAMILIES))('%s words', (name, family) => {
  const english = leaves(family.en);
  it.each(LABEL_LOCALES.filter((l) => l !== 'en'))('%s: every key of English with the same ICU arguments, no value left English unless listed', (locale) => {
    const own = leaves(family[locale]);
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of english) expect(argumentsOf(own.get(path)!), `${name}.${path} (${locale})`).toEqual(argumentsOf(text));
    const same = [...own].filter(([path, text]) => english.get(path) === text).map(([path]) => `${name}.${path}`);
    const allowed = (path: string) => !path.startsWith('USAGE.') && SAME_AS_ENGLISH.some(([shape]) => shape.test(path));
    expect(same.filter((path) => !allowed(path))).toEqual([]);
  });
});

/** The words of a template: arguments and ICU syntax left out. */
function wordsOf(text: string): string {
  return text.replace(/\{\w+, (?:select|plural),/g, ' ').replace(/\b(?:yes|other) \{/g, ' ').replace(/\{\w+\}/g, ' ').replace(/--[\w-]+|[{}#]/g, ' ');
}

describe.each(['es', 'pt-BR', 'fr', 'de'] as const)('the Vedic table and usage words in %s', (locale: TextLocaleTag) => {
  it('are spelled right (cspell, the language’s dictionary and its astrology word list)', async () => {
    const texts = Object.values(FAMILIES).flatMap((family) => [...leaves(family[locale]).values()].map(wordsOf));
    expect(await unknownWords(texts, locale)).toEqual([]);
  }, 120_000);
});
