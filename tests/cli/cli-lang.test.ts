/**
 * The command line in the reader's language (issue 31): `urania lots`, `significators`, `match`, `places`,
 * `astrocartography` (table and map), `relocate`, `panchang`, `transits`, `progressions`, `returns`, `harmonic`,
 * `draconic`, `uranian`, `davison`, `marks`, `kp` and `time-lords` take `--lang`
 * (else LC_ALL or LANG), and a library error prints in the language of the command line. Lines typed by hand as a
 * reader of the language expects them, no English word of the English headings left, the same records as the
 * library called with the locale, English unchanged.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DERIVED_WORDS } from '../../src/cli/derived-words.js';
import { FORECAST_TABLE_WORDS } from '../../src/cli/forecast-table-words.js';
import { KP_WORDS } from '../../src/cli/kp-words.js';
import { TIME_LORDS_WORDS } from '../../src/cli/time-lords-words.js';
import { MAP_WORDS } from '../../src/cli/map-words.js';
import { MATCH_WORDS } from '../../src/cli/match-words.js';
import { PANCHANG_WORDS } from '../../src/cli/panchang-words.js';
import { runCli } from '../../src/cli/run-cli.js';
import { TRADITIONAL_WORDS } from '../../src/cli/traditional-words.js';
import { loadAtlas } from '../../src/places/index.js';
import { astrocartography, lots } from '../../src/records/index.js';
import { astrocartographyMap, loadWorldLand } from '../../src/world-map/index.js';
import { memoryIo } from './helpers.js';

const NEW_YORK = ['--date', '1990-07-15', '--time', '14:30', '--lat', '40.7128', '--lon', '-74.006'];
const PAIR = [
  '--a-date', '1990-07-15', '--a-time', '14:30', '--a-lat', '28.6139', '--a-lon', '77.209', '--a-tz', 'Asia/Kolkata',
  '--b-date', '1992-03-02', '--b-time', '06:10', '--b-lat', '19.076', '--b-lon', '72.8777', '--b-tz', 'Asia/Kolkata',
];
const DELHI_DAY = ['--lat', '28.6139', '--lon', '77.209', '--date', '2024-04-23', '--tz', 'Asia/Kolkata'];
const DELHI_MONTH = ['--lat', '28.6139', '--lon', '77.209', '--month', '2024-04', '--tz', 'Asia/Kolkata'];
const RANGE = ['--from', '2024-01-01', '--to', '2026-01-01'];

/** Each command of this test, as run. */
const COMMANDS: Readonly<Record<string, readonly string[]>> = {
  lots: ['lots', ...NEW_YORK, '--id', 'fortune', '--id', 'spirit'],
  significators: ['significators', ...NEW_YORK],
  match: ['match', ...PAIR],
  places: ['places', 'Ulm', '--limit', '2'],
  near: ['places', '--near', '48.4,10'],
  nowhere: ['places', 'qqqzzzx'],
  astrocartography: ['astrocartography', ...NEW_YORK, '--bodies', 'Sun,Moon'],
  relocate: ['relocate', ...NEW_YORK, '--to-lat', '48.4', '--to-lon', '10'],
  panchang: ['panchang', ...DELHI_DAY],
  month: ['panchang', ...DELHI_MONTH],
  transits: ['transits', ...NEW_YORK, ...RANGE, '--all'],
  progressions: ['progressions', ...NEW_YORK, '--from', '2020-01-01', '--to', '2030-01-01'],
  directions: ['progressions', ...NEW_YORK, ...RANGE, '--solar-arc'],
  returns: ['returns', '--body', 'Saturn', ...NEW_YORK, '--from', '2015-01-01', '--to', '2022-01-01'],
  harmonic: ['harmonic', '--harmonic', '5', ...NEW_YORK],
  draconic: ['draconic', ...NEW_YORK],
  uranian: ['uranian', ...NEW_YORK, '--orb', '0.3'],
  kp: ['kp', ...NEW_YORK],
  timeLords: ['time-lords', ...NEW_YORK, '--at', '2025-06-01T00:00:00Z'],
  polarKp: ['kp', '--date', '1990-07-15', '--time', '14:30', '--lat', '78.2', '--lon', '15.6'],
  davison: ['davison', '--date-a', '1990-07-15', '--lat-a', '40.7', '--lon-a', '-74', '--time-a', '14:30', '--date-b', '1992-03-02', '--lat-b', '52.52', '--lon-b', '13.4', '--time-b', '06:10'],
};

async function run(command: string, lang?: string, env: Record<string, string> = {}): Promise<string> {
  const io = memoryIo(env);
  const code = await runCli([...COMMANDS[command]!, ...(lang === undefined ? [] : ['--lang', lang])], io);
  expect(io.err()).toBe('');
  expect(code).toBe(0);
  return io.out();
}

beforeAll(async () => {
  await loadAtlas();
  await loadWorldLand();
});

describe('urania lots and significators --lang', () => {
  it('German: the lots by the catalogue (Glückspunkt), Länge and Zeichen; the formula as written', async () => {
    const out = await run('lots', 'de');
    expect(out).toMatch(/^Punkt +Länge +Zeichen +Formel$/m);
    expect(out).toMatch(/^Glückspunkt +131,0120 +Löwe +Asc \+ Moon - Sun$/m);
    expect(out).toMatch(/^Geistpunkt +302,8831 +Wassermann +Asc \+ Sun - Moon$/m);
  });

  it('Chinese: 幸运点 in 狮子座; --json is the record of lots() in the locale', async () => {
    expect(await run('lots', 'zh-Hans')).toMatch(/^幸运点 +131\.0120 +狮子座/m);
    const json = JSON.parse((await runJson('lots', 'de'))) as unknown;
    const birth = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
    expect(json).toEqual(JSON.parse(JSON.stringify(lots({ birth, ids: ['fortune', 'spirit'], locale: 'de' }))));
  });

  it('German significators: Almuten figuris, the hyleg by Lilly’s rules, the alcocoden’s lesser years', async () => {
    const out = await run('significators', 'de');
    expect(out).toContain('Almuten figuris: Mars (essenzielle Würden)\n');
    expect(out).toContain('Hyleg: Sonne auf 113,00° Krebs (Regeln nach Lilly: die Sonne im 9. Haus, einem hylegialen Haus)\n');
    expect(out).toContain('Alcocoden: Jupiter (Konjunktion, 9. Haus): kleine Jahre, 12\n');
    expect(out).toMatch(/^Planet +essenziell +Haus +Tag +Stunde +gesamt$/m);
    expect(out).toMatch(/^Sonne +15 +0 +0 +0 +15$/m);
  });

  it('French and Chinese significators', async () => {
    const fr = await run('significators', 'fr');
    expect(fr).toContain('hyleg : Soleil à 113,00° Cancer (règles de Lilly : ');
    expect(fr).toContain('alcochoden : Jupiter (conjonction, maison 9) : petites années, 12\n');
    const zh = await run('significators', 'zh-Hans');
    expect(zh).toContain('本命最强星：火星（必然尊贵）\n');
    expect(zh).toContain('授寿星：木星（合相，第 9 宫）：小年，12\n');
  });
});

describe('urania match --lang', () => {
  it('German: the summary of the record, the kootas capitalized, ja and nein, kein Dosha', async () => {
    expect((await run('match', 'de')).split('\n')).toEqual([
      'Ashtakoot 23,5 von 36 Punkten; 8 der 10 Poruthams sind günstig; in keinem der beiden Horoskope ein Manglik-Dosha.',
      'Ashtakoot: Varna 1, Vashya 2, Tara 1,5, Yoni 3, Graha Maitri 3, Gana 6, Bhakoot 7, Nadi 0',
      'Poruthams: Dina ja, Gana ja, Mahendra nein, Stree-Deergha nein, Yoni ja, Rasi ja, Rasyadhipati ja, Vasya ja, Rajju ja, Vedha ja',
      'Manglik-Dosha: Person A nein, Person B nein (kein Dosha)',
      '',
    ]);
  });

  it('Hindi: अष्टकूट, the poruthams in Devanagari, मांगलिक', async () => {
    const out = await run('match', 'hi');
    expect(out).toContain('अष्टकूट: वर्ण 1, वश्य 2, तारा 1.5, योनि 3, ग्रह मैत्री 3, गण 6, भकूट 7, नाड़ी 0\n');
    expect(out).toContain('पोरुथम: दिन हाँ, गण हाँ, माहेन्द्र नहीं, स्त्री-दीर्घ नहीं, योनि हाँ,');
    expect(out).toContain('मांगलिक: व्यक्ति A नहीं, व्यक्ति B नहीं (दोष नहीं)\n');
  });
});

describe('urania places --lang', () => {
  it('German: the reason and the country in German, the distance with a decimal comma', async () => {
    expect((await run('places', 'de')).split('\n')[0]).toBe('2820256  Ulm, Baden-Wurttemberg, Deutschland  48.39841 9.99155  Europe/Berlin  (der Name „Ulm“ stimmt genau überein)');
    expect(await run('near', 'de')).toBe('2820256  Ulm, Deutschland  48.39841 9.99155  Europe/Berlin  (0,6 km)\n');
    expect(await run('nowhere', 'de')).toBe('kein Ort des Atlas passt\n');
  });

  it('LC_ALL and LANG choose the language without --lang; --lang wins over them', async () => {
    expect(await run('nowhere', undefined, { LC_ALL: 'fr_FR.UTF-8', LANG: 'de_DE.UTF-8' })).toBe('aucun lieu de l’atlas ne correspond\n');
    expect(await run('nowhere', undefined, { LANG: 'ru_RU.UTF-8' })).toBe('ни одно место атласа не подходит\n');
    expect(await run('nowhere', 'de', { LANG: 'ru_RU.UTF-8' })).toBe('kein Ort des Atlas passt\n');
    expect(await run('near', 'zh-Hans')).toBe('2820256  Ulm, 德国  48.39841 9.99155  Europe/Berlin  (0.6 公里)\n');
  });
});

describe('urania astrocartography and relocate --lang', () => {
  it('German: Körper, MC-Länge, bis, Paran-Breiten', async () => {
    const out = await run('astrocartography', 'de');
    expect(out).toMatch(/^Körper +MC-Länge +IC-Länge +geht auf und unter zwischen den Breiten$/m);
    expect(out).toMatch(/^Sonne +-96,02° +83,98° +-68,52° bis 68,52°$/m);
    expect(out).toContain('\n6 Paran-Breiten (--json listet sie auf)\n');
  });

  it('Russian counts the parans with its plural; Chinese names the columns', async () => {
    expect(await run('astrocartography', 'ru')).toContain('\n6 широт паранов (--json перечисляет их)\n');
    expect(await run('astrocartography', 'zh-Hans')).toMatch(/^太阳 +-96\.02° +83\.98° +-68\.52° 至 68\.52°$/m);
  });

  it('--svg draws the map of astrocartographyMap(record, { locale })', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'urania-cli-lang-')), 'map.svg');
    const io = memoryIo();
    expect(await runCli([...COMMANDS.astrocartography!, '--svg', file, '--lang', 'de'], io)).toBe(0);
    const record = astrocartography({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, bodies: ['Sun', 'Moon'] });
    expect(readFileSync(file, 'utf8')).toBe(astrocartographyMap(record, { parans: false, localSpace: false, cities: 0, locale: 'de' }));
  });

  it('German relocation: Aszendent, Medium Coeli, the signs and degrees in German', async () => {
    const out = await run('relocate', 'de');
    expect(out.split('\n').slice(0, 2)).toEqual(['Versetzt nach 48,40°, 10,00° (Geburtsort 40,71°, -74,01°)', 'Aszendent 281,36° Steinbock · Medium Coeli 223,30° Skorpion']);
    expect(out).toMatch(/^ +3 +14,06° +Widder$/m);
  });
});

describe('urania panchang --lang', () => {
  it('German: the date by Intl, the weekday, bis and dann, the Sanskrit limbs', async () => {
    const lines = (await run('panchang', 'de')).split('\n');
    expect(lines[0]).toBe('Panchang vom 23. April 2024 (Asia/Kolkata), Dienstag; Sonnenaufgang nach upper-limb-refracted, Ayanamsa Lahiri');
    expect(lines[1]).toBe('Sonnenaufgang 05:47  Sonnenuntergang 18:51  Mondaufgang 18:25  Monduntergang 05:44 (2024-04-24)');
    expect(lines[2]).toBe('Tithi     Purnima bis 05:18 (2024-04-24), dann Pratipada bis 06:45 (2024-04-25)');
    expect(lines[4]).toBe('Nakshatra Chitra (Pada 2) bis 22:32, dann Swati (Pada 1) bis 00:40 (2024-04-25)');
    expect(lines[7]).toBe('Monat     Chaitra (Amanta), Chaitra (Purnimanta)');
  });

  it('Hindi: the names of the catalogue (पूर्णिमा, चित्रा, विष्टि), तक and फिर, the periods', async () => {
    const out = await run('panchang', 'hi');
    expect(out).toContain('\nतिथि      पूर्णिमा 05:18 (2024-04-24) तक, फिर प्रतिपदा 06:45 (2024-04-25) तक\n');
    expect(out).toContain('\nपक्ष      शुक्ल\n');
    expect(out).toContain('\nनक्षत्र   चित्रा (पद 2) 22:32 तक, फिर स्वाती (पद 1) 00:40 (2024-04-25) तक\n');
    expect(out).toContain('\nराहु काल        15:35–17:13\n');
  });

  it('the month in German and Chinese: the weekday, the paksha’s initial, the tithi and nakshatra', async () => {
    expect(await run('month', 'de')).toContain('\n2024-04-05  Freitag       Sonnenaufgang 06:06  K Ekadashi bis 13:28            Dhanishta bis 18:06             Krishna Ekadashi\n');
    expect(await run('month', 'zh-Hans')).toContain('\n2024-04-09  星期二           日出 06:01  白 初一至 20:30');
  });
});

describe('the forecast tables --lang (transits, progressions, solar arc, returns)', () => {
  it('German transits: Radixhaus, Neumond auf Radix-Saturn, the retrograde mark R', async () => {
    const out = await run('transits', 'de');
    expect(out).toMatch(/^Eintritt \/ Zeitpunkt \(UT\) +Transit +exakt +Austritt$/m);
    expect(out).toMatch(/^2024-01-11 11:57 +Neumond: Mond auf Radix-Saturn \(1,2°\)$/m);
    expect(out).toMatch(/^2024-01-28 14:22 +Jupiter tritt ins 7\. Radixhaus ein$/m);
    expect(out).toMatch(/^2024-08-22 14:05 +Saturn läuft rückläufig ins 4\. Radixhaus zurück$/m);
    expect(out).toMatch(/^2025-01-30 13:46 +Saturn tritt erneut ins 5\. Radixhaus ein$/m);
    expect(out).toMatch(/^\(2024-01-01 00:00\) +Pluto Quadrat Mars +2025-02-03 05:00, 2025-08-14 13:38 R, 2025-12-10 12:33 +\(2026-01-01 00:00\)$/m);
  });

  it('Chinese and Hindi transits', async () => {
    const zh = await run('transits', 'zh-Hans');
    expect(zh).toMatch(/^2024-01-11 11:57 +新月：月亮在本命土星上（1\.2°）$/m);
    expect(zh).toMatch(/^2024-08-22 14:05 +土星逆行退回本命第 4 宫$/m);
    expect(await run('transits', 'hi')).toMatch(/^2024-01-28 14:22 +बृहस्पति का जन्म कुंडली के भाव 7 में प्रवेश$/m);
  });

  it('French progressions and German solar arc directions; the progressed lunation by the catalogue’s phases', async () => {
    const fr = await run('progressions', 'fr');
    expect(fr).toMatch(/^2020-02-01 12:28 +Lune prog\. entre en Gémeaux$/m);
    expect(fr).toMatch(/^2020-07-01 23:55 +Mars prog\. trigone Saturne +2022-03-28 19:30 +2023-12-31 20:19$/m);
    expect(fr).toMatch(/^2022-10-26 00:48 +lunaison progressée : Dernier croissant de Lune$/m);
    expect(await run('progressions', 'de')).toMatch(/^2022-10-26 00:48 +progressive Lunation: Abnehmende Sichel$/m);
    expect(await run('directions', 'de')).toMatch(/^\(2024-01-01 00:00\) +dir\. Sonne Sextil Radix-Venus \(Bogen 31,73°\) +— +2024-09-23 05:03$/m);
    expect(await run('returns', 'de')).toMatch(/^Wiederkehr +Durchgänge \(UT\)$/m);
  });
});

describe('the derived charts\' tables --lang (harmonic, draconic, uranian, davison)', () => {
  it('German: Radix and H5, drakonisch, the Planetenbild with the Widderpunkt, the Davison moment by Intl', async () => {
    const harmonic = await run('harmonic', 'de');
    expect(harmonic).toMatch(/^Körper +Radix +H5 +Zeichen$/m);
    expect(harmonic).toMatch(/^Sonne +113,0045 +205,0226 +Waage$/m);
    expect(await run('draconic', 'de')).toMatch(/^Mondknoten +307,3587 +0,0000 +Widder$/m);
    const uranian = await run('uranian', 'de');
    expect(uranian).toMatch(/^Planetenbild +sensitiver Punkt +Orbis$/m);
    expect(uranian).toMatch(/^Merkur \+ Pluto - Mondknoten = Admetos +44,9197 +0,00$/m);
    expect(uranian).toMatch(/^Venus \+ Mondknoten - Mars = Widderpunkt +359,9713 +0,03$/m);
    expect((await run('davison', 'de')).split('\n')[0]).toBe('9. Mai 1991 um 11:50 UT bei 55,5044, -36,2739');
  });

  it('Chinese: the Davison moment and the columns', async () => {
    const zh = await run('davison', 'zh-Hans');
    expect(zh.split('\n')[0]).toBe('1991年5月9日 11:50 UT，55.5044，-36.2739');
    expect(zh).toMatch(/^天体 +黄经 +星座$/m);
    expect(zh).toMatch(/^太阳 +48\.3627 +金牛座$/m);
  });
});

describe('urania kp --lang', () => {
  it('German: Spitze and Haus, the lords by the catalogue, the record\'s warning in German', async () => {
    const out = await run('kp', 'de');
    expect(out.split('\n')[0]).toBe('KP-Horoskop, Häuser Placidus, Ayanamsa Krishnamurti 23,6319°');
    expect(out).toContain('\nSpitze 1 13°18′ Waage        Swati              Venus    Rahu     Merkur   Sonne    \n');
    expect(out).toContain('\nHerrschende Planeten: Tag Sonne; Aszendent Venus/Rahu/Merkur; Mond Mars/Ketu/Sonne (Zeichen/Stern/Sub)\n');
    expect(await run('polarKp', 'de')).toContain('\nHäuser nach Placidus sind innerhalb der Polarkreise nicht definiert');
  });

  it('Hindi: the ruling planets by their Hindi names', async () => {
    expect(await run('kp', 'hi')).toContain('\nशासक ग्रह: वार सूर्य; लग्न शुक्र/राहु/बुध; चंद्र मंगल/केतु/सूर्य (राशि/नक्षत्र/उप)\n');
  });
});

describe('urania time-lords --lang', () => {
  it('German: Taghoroskop nach Abu Ma’schar, Alter with decimal commas, Monate, the running lords', async () => {
    const out = await run('timeLords', 'de');
    expect(out.split('\n')[0]).toBe('Firdaria (Taghoroskop, nach Abu Ma’schar):');
    expect(out).toContain('\n  Sonne      1990-07-15 → 2000-07-15  Alter 0,00–10,00\n');
    expect(out).toContain('\nDekaden (Beginn: Sonne; Reihenfolge Sonne, Merkur, Saturn, Mond, Mars, Venus, Jupiter):\n');
    expect(out).toContain('\n      Mars       2024-05-17 → 2025-08-10  15 Monate\n');
    expect(out).toContain('\nLaufend am 2025-06-01T00:00:00Z: Firdar Mond / Mars, Dekade Mond / Mars, Lebensalter: Sonne (junges Mannesalter)\n');
  });

  it('Russian months by their plural; Chinese ages', async () => {
    expect(await run('timeLords', 'ru')).toContain('Марс       2024-05-17 → 2025-08-10  15 месяцев\n');
    expect(await run('timeLords', 'zh-Hans')).toContain('法达星限（日生盘，依阿布·马谢尔）：\n');
  });
});

/** The English words of a family's English templates, the Sanskrit and Latin terms the other languages share aside. */
function englishWords(family: object): string[] {
  const texts: string[] = [];
  const walk = (v: unknown) => (typeof v === 'string' ? texts.push(v) : v !== null && typeof v === 'object' ? Object.values(v).forEach(walk) : undefined);
  walk(family);
  const shared = new Set([
    'MC', 'IC', 'km', 'json', 'docs', 'vedic', 'md', 'almuten', 'figuris', 'Ashtakoot', 'Poruthams', 'Manglik', 'Panchang',
    'Tithi', 'Paksha', 'Nakshatra', 'Yoga', 'Karana', 'Shaka', 'Vikram', 'Adhika', 'Yamaganda', 'Abhijit', 'Durmuhurta', 'Varjyam',
    'Rahu', 'Gulika', 'Brahma', 'Amrit', 'varna', 'vashya', 'tara', 'yoni', 'graha', 'maitri', 'gana', 'bhakoot', 'nadi',
    'dina', 'mahendra', 'stree', 'deergha', 'rasi', 'rasyadhipati', 'vasya', 'rajju', 'vedha', 'amanta', 'purnimanta', 'kalam', 'muhurta',
    'ayanamsa', 'pada', 'hyleg', 'paran', 'dosha', 'UT', 'KP', 'sub', 'nakshatra', 'Firdaria', 'firdar', 'Tetrabiblos', 'IV',
  ]);
  // The ICU syntax out (arguments, `select` and `plural`, the branch keys), the words of the branches kept.
  const plain = (t: string) => t
    .replace(/\{\w+, (?:select|plural),/g, ' ')
    .replace(/\b(?:greater|middle|other|yes|balanced|unbalanced|one|few|none) \{/g, ' ')
    .replace(/\{\w+\}/g, ' ');
  const words = texts.flatMap((t) => plain(t).match(/[A-Za-z]{2,}/g) ?? []);
  return [...new Set(words)].filter((w) => !shared.has(w));
}

/** Words a language spells as English does (French longitude, latitudes, atlas, total): not English left over. */
const SPELLED_ALIKE: Readonly<Record<string, readonly string[]>> = { de: [], fr: ['longitude', 'latitudes', 'atlas', 'total', 'transit', 'exact', 'arc', 'natal', 'tropical', 'point'] };

describe('no English word of the English headings is left', () => {
  const cases = [
    ['lots', TRADITIONAL_WORDS.en], ['significators', TRADITIONAL_WORDS.en], ['match', MATCH_WORDS.en], ['places', MAP_WORDS.en],
    ['nowhere', MAP_WORDS.en], ['astrocartography', MAP_WORDS.en], ['relocate', MAP_WORDS.en], ['panchang', PANCHANG_WORDS.en],
    ['transits', FORECAST_TABLE_WORDS.en], ['progressions', FORECAST_TABLE_WORDS.en], ['directions', FORECAST_TABLE_WORDS.en],
    ['returns', FORECAST_TABLE_WORDS.en], ['harmonic', DERIVED_WORDS.en], ['draconic', DERIVED_WORDS.en], ['uranian', DERIVED_WORDS.en],
    ['davison', DERIVED_WORDS.en], ['kp', KP_WORDS.en], ['timeLords', TIME_LORDS_WORDS.en],
  ] as const;
  it.each(cases)('%s in German and French', async (command, family) => {
    const words = englishWords(family);
    expect(words.length).toBeGreaterThan(3);
    for (const lang of ['de', 'fr']) {
      const out = await run(command, lang);
      // The lots' formulas are written as the formula language spells them (`Asc + Moon - Sun`), in every language.
      const shown = command === 'lots' ? out.replace(/Asc \+ \w+ - \w+/g, '') : out;
      const left = words.filter((w) => !SPELLED_ALIKE[lang]!.includes(w)).filter((w) => new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, 'u').test(shown));
      expect(left, `${command} --lang ${lang}`).toEqual([]);
    }
  });
});

describe('errors in the language of the command line', () => {
  const badDate = ['chart', '--date', '1990-13-01', '--lat', '52.52', '--lon', '13.4'];

  it('a bad date in German with --lang de, and with LANG=de_DE.UTF-8', async () => {
    const io = memoryIo();
    expect(await runCli([...badDate, '--lang', 'de'], io)).toBe(1);
    expect(io.err()).toBe('urania chart: birthDate hat den Monat 13; Monate gehen von 01 bis 12.\n');
    const env = memoryIo({ LANG: 'de_DE.UTF-8' });
    expect(await runCli(badDate, env)).toBe(1);
    expect(env.err()).toBe(io.err());
  });

  it('in Chinese with --lang=zh-Hans; in English without a language, as before', async () => {
    const zh = memoryIo();
    expect(await runCli([...badDate, '--lang=zh-Hans'], zh)).toBe(1);
    expect(zh.err()).toBe('urania chart: birthDate 的月份是 13；月份应为 01 至 12。\n');
    const en = memoryIo();
    expect(await runCli(badDate, en)).toBe(1);
    expect(en.err()).toBe('urania chart: birthDate has month 13; months are 01..12\n');
  });
});

describe('English unchanged', () => {
  it('prints what it printed before, and the same with --lang en or an unknown language', async () => {
    expect(await run('significators')).toContain('almuten figuris: Mars (essential)\nhyleg: Sun at 113.00° Cancer (lilly: the Sun in house 9, a hylegiacal house)\nalcocoden: Jupiter (conjunction, house 9): lesser years, 12\n');
    expect(await run('match')).toContain('\nManglik: person A no, person B no (no-dosha)\n');
    expect(await run('near')).toBe('2820256  Ulm, Germany  48.39841 9.99155  Europe/Berlin  (0.6 km)\n');
    expect(await run('astrocartography')).toContain('\nSun   -96.02°       83.98°        -68.52° to 68.52°\n');
    expect((await run('panchang')).split('\n')[2]).toBe('Tithi     Purnima until 05:18 (2024-04-24), then Pratipada until 06:45 (2024-04-25)');
    expect(await run('transits')).toMatch(/^2024-08-22 14:05 +Saturn enters house 4 \(Rx\)$/m);
    expect(await run('progressions')).toMatch(/^2022-10-26 00:48 +progressed lunation: Balsamic phase$/m);
    for (const command of Object.keys(COMMANDS)) {
      const plain = await run(command);
      expect(await run(command, 'en'), command).toBe(plain);
      expect(await run(command, 'xx'), command).toBe(plain);
      expect(await run(command, undefined, { LANG: 'C.UTF-8' }), command).toBe(plain);
    }
  });
});

/** A command's `--json` output in a language. */
async function runJson(command: string, lang: string): Promise<string> {
  const io = memoryIo();
  expect(await runCli([...COMMANDS[command]!, '--json', '--lang', lang], io)).toBe(0);
  return io.out();
}
