/**
 * The last English of the command line (issue 31): `urania sensitivity` takes `--lang` (else LC_ALL or LANG) — its
 * headings, fact names and values from the label catalogue and src/cli/sensitivity-words.ts — and the last usage
 * sentences (a command's own shapes and examples) and `unknown command` are said in the language of the command line.
 * Lines typed by hand as a reader of the language expects them, no English word of the English templates left in
 * German, the family checked as the catalogues are, English unchanged.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { SENSITIVITY_WORDS } from '../../src/cli/sensitivity-words.js';
import { USAGE_WORDS } from '../../src/cli/usage-words.js';
import { formatLabel } from '../../src/i18n/format-label.js';
import { LABEL_LOCALES } from '../../src/schemas/label-locale.js';
import { unknownWords, type TextLocaleTag } from '../i18n/translation-checks.js';
import { memoryIo } from './helpers.js';
import { argumentsOf, leaves } from '../i18n/word-family-leaves.js';

const NEW_YORK = ['sensitivity', '--date', '1990-07-04', '--time', '14:30', '--lat', '40.7128', '--lon', '-74.006', '--minutes', '10'];

async function run(argv: readonly string[], lang?: string, env: Record<string, string | undefined> = {}) {
  const io = memoryIo(env);
  const code = await runCli(lang === undefined ? argv : [...argv, '--lang', lang], io);
  return { code, out: io.out(), err: io.err() };
}

/** The first line of standard error. */
const firstErr = async (argv: readonly string[], lang?: string, env?: Record<string, string | undefined>) => (await run(argv, lang, env)).err.split('\n')[0];

/** The words of a template: arguments, flags and ICU syntax left out. */
function wordsOf(text: string): string {
  return text.replace(/\{\w+, (?:select|plural),/g, ' ').replace(/\b(?:yes|earlier|other) \{/g, ' ').replace(/\{\w+\}/g, ' ').replace(/--[\w-]+|[{}#]/g, ' ');
}

/** Values a language writes as English does, with the reason. */
const SAME_AS_ENGLISH: Readonly<Record<string, string>> = {
  stayLine: 'placeholders only (the colon as the language writes it: fr and zh-Hans differ)',
  changeLine: 'placeholders only',
};

describe('urania sensitivity --lang', () => {
  it('German, typed by hand', async () => {
    const { code, out } = await run(NEW_YORK, 'de');
    expect(code).toBe(0);
    expect(out).toBe(DE_EXPECTED);
  });

  it('French and Chinese lines, typed by hand', async () => {
    const fr = (await run(NEW_YORK, 'fr')).out;
    for (const line of FR_LINES) expect(fr).toContain(line);
    const zh = (await run(NEW_YORK, 'zh-Hans')).out;
    for (const line of ZH_LINES) expect(zh).toContain(line);
    expect((await run(NEW_YORK, undefined, { LC_ALL: 'fr_FR.UTF-8' })).out).toBe(fr);
  });

  it('leaves no English word of the English templates in German', async () => {
    const de = (await run(NEW_YORK, 'de')).out;
    const english = [...leaves(SENSITIVITY_WORDS.en).values()].flatMap((t) => wordsOf(t).match(/[A-Za-z]{3,}/g) ?? []);
    // Words German writes as English does: the Sanskrit and the abbreviation.
    const shared = new Set(['Vimshottari', 'nakshatra', 'navamsa', 'mahadasha', 'dasha']);
    const left = [...new Set(english)].filter((w) => !shared.has(w) && new RegExp(`\\b${w}\\b`).test(de));
    expect(left).toEqual([]);
  });

  it('English as it always printed; --json unchanged by --lang', async () => {
    const plain = (await run(NEW_YORK)).out;
    expect(plain).toBe(EN_EXPECTED);
    expect((await run(NEW_YORK, 'en')).out).toBe(plain);
    expect((await run(NEW_YORK, 'xx')).out).toBe(plain);
    expect((await run(NEW_YORK, undefined, { LANG: 'C.UTF-8' })).out).toBe(plain);
    expect((await run([...NEW_YORK, '--json'], 'de')).out).toBe((await run([...NEW_YORK, '--json'])).out);
  });
});

describe('the last usage sentences and "unknown command" in the language of the command line', () => {
  it('German, typed by hand', async () => {
    expect(await firstErr(['foo'], 'de')).toBe('urania: unbekannter Befehl "foo"');
    expect(await firstErr(['places', '--near', '48.4'], 'de')).toBe('urania places: --near erwartet BREITE,LÄNGE in Grad (zum Beispiel --near 48.4,10) und keinen Suchbegriff');
    expect(await firstErr(['places'], 'de')).toBe('urania places: einen Ortsnamen angeben, zum Beispiel: urania places "Ulm, Germany"');
    expect(await firstErr(['keys', 'delete'], undefined, { LANG: 'de_DE.UTF-8' })).toBe('urania keys: unbekannter Unterbefehl von keys: "delete"');
    expect(await firstErr(['panchang', '--date', '2024-04-01'], 'de')).toBe('urania panchang: den Ort angeben: urania panchang --lat 28.61 --lon 77.21, oder --place "New Delhi"');
    expect(await firstErr(['panchang', '--month', '2024-4', '--lat', '28.61', '--lon', '77.21'], 'de'))
      .toBe('urania panchang: --month erwartet JJJJ-MM (zum Beispiel --month 2024-04), ohne --date; erhalten: 2024-4');
    expect(await firstErr(['horoscope', '--sign', 'Leo'], 'de')).toBe('urania horoscope: das Horoskop angeben: daily, weekly, monthly, yearly');
  });

  it('French, typed by hand', async () => {
    expect(await firstErr(['foo'], 'fr')).toBe('urania: commande inconnue "foo"');
    expect(await firstErr(['panchang', '--date', '2024-04-01', '--lat', 'x', '--lon', '77.21'], 'fr'))
      .toBe('urania panchang: --lat et --lon attendent des degrés, par exemple --lat 28.61 --lon 77.21 ; reçu x, 77.21');
    expect(await firstErr(['batch', '--record', 'natal-chart', '--input', 'nowhere.csv', '--output', 'o.jsonl'], undefined, { LC_ALL: 'fr_FR.UTF-8' }))
      .toBe('urania batch: --input nowhere.csv n’existe pas');
    expect(await firstErr(['calendar', '--from', '2024-01-01', '--to', '2024-02-01', '--kind', 'comet'], 'fr'))
      .toMatch(/^urania calendar: --kind doit valoir [\w-]+(, [\w-]+)+ ; reçu comet$/);
  });

  it('Chinese, typed by hand', async () => {
    expect(await firstErr(['foo'], 'zh-Hans')).toBe('urania: 未知命令 "foo"');
    expect(await firstErr(['places'], 'zh-Hans')).toBe('urania places: 请给出地名，例如：urania places "Ulm, Germany"');
  });

  it('English as before (the sentences the commands always printed)', async () => {
    const unknown = await run(['foo']);
    expect(unknown.code).toBe(2);
    expect(unknown.err.startsWith('urania: unknown command "foo"\n\nUsage:')).toBe(true);
    expect(await firstErr(['places', '--near', '48.4'])).toBe('urania places: --near takes LAT,LON in degrees (for example --near 48.4,10) and no query');
    expect(await firstErr(['places'], 'en')).toBe('urania places: give a place name, for example: urania places "Ulm, Germany"');
    expect(await firstErr(['keys', 'delete'])).toBe('urania keys: unknown keys subcommand "delete"');
    expect(await firstErr(['panchang', '--date', '2024-04-01'])).toBe('urania panchang: give the place: urania panchang --lat 28.61 --lon 77.21, or --place "New Delhi"');
    expect(await firstErr(['panchang', '--date', '2024-04-01', '--lat', 'x', '--lon', '77.21'])).toBe('urania panchang: --lat and --lon take degrees, for example --lat 28.61 --lon 77.21; got x, 77.21');
    expect(await firstErr(['panchang', '--month', '2024-4', '--lat', '28.61', '--lon', '77.21']))
      .toBe('urania panchang: --month takes YYYY-MM (for example --month 2024-04), without --date; got 2024-4');
    expect(await firstErr(['horoscope', '--sign', 'Leo'])).toBe('urania horoscope: say which horoscope: daily, weekly, monthly, yearly');
  });

  it('every English template says the sentence its throw site writes (the values as the sites pass them)', () => {
    const say = (key: keyof typeof USAGE_WORDS.en, values: Record<string, string>) => formatLabel(USAGE_WORDS.en[key], values, 'en');
    expect(say('kindOneOf', { flag: '--kind', list: 'a, b', given: 'no', value: '' })).toBe('--kind is one of a, b');
    expect(say('kindOneOf', { flag: '--kind', list: 'a, b', given: 'yes', value: 'c' })).toBe('--kind is one of a, b; got c');
    expect(say('formulaShape', { flag: '--formula', example: "--formula 'Mine=Asc + Venus - Saturn'", value: '"x"' }))
      .toBe("--formula takes NAME=FORMULA, for example --formula 'Mine=Asc + Venus - Saturn'; got \"x\"");
    expect(say('noTimeZone', { flag: '--date', value: '2024-03-20 12:00', utc: '--date 2024-03-20T12:00Z', offset: '--date 2024-03-20T12:00+02:00' }))
      .toBe('--date 2024-03-20 12:00 has no time zone: add Z for UT or an offset, e.g. --date 2024-03-20T12:00Z or --date 2024-03-20T12:00+02:00');
    expect(say('pairPlace', { lat: '--lat-b', lon: '--lon-b', place: '--place-b' })).toBe('give --lat-b and --lon-b, or --place-b');
    expect(say('fileMissing', { flag: '--input', value: 'x.csv' })).toBe('--input x.csv does not exist');
  });
});

describe('the sensitivity words', () => {
  const english = leaves(SENSITIVITY_WORDS.en);
  it.each(LABEL_LOCALES.filter((l) => l !== 'en'))('%s: every key of English with the same ICU arguments, no value left English unless listed', (locale) => {
    const own = leaves(SENSITIVITY_WORDS[locale]);
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of english) expect(argumentsOf(own.get(path)!), `${path} (${locale})`).toEqual(argumentsOf(text));
    const same = [...own].filter(([path, text]) => english.get(path) === text && SAME_AS_ENGLISH[path] === undefined).map(([path]) => path);
    expect(same).toEqual([]);
  });

  it.each(['es', 'pt-BR', 'fr', 'de'] as const)('%s: spelled right (cspell, the language’s dictionary and its astrology word list)', async (locale: TextLocaleTag) => {
    const texts = [...leaves(SENSITIVITY_WORDS[locale]).values()].map(wordsOf);
    expect(await unknownWords(texts, locale)).toEqual([]);
  }, 120_000);
});

/** What the command always printed (main's code, diffed byte for byte). */
const EN_EXPECTED = [
  'Birth 1990-07-04 14:30 (America/New_York), window 14:20:00 – 14:40:00',
  '',
  'Stays:',
  '  MC sign: Leo',
  '  Moon sign: Sagittarius',
  '  Moon nakshatra: Anuradha',
  '  Vimshottari lord: Saturn',
  '  Sun house: 9',
  '  Moon house: 2',
  '  Mercury house: 9',
  '  Venus house: 8',
  '  Mars house: 6',
  '  Jupiter house: 9',
  '  Saturn house: 3',
  '  Uranus house: 3',
  '  Neptune house: 3',
  '  Pluto house: 1',
  '  Chiron house: 9',
  '  NorthNode house: 4',
  '  SouthNode house: 10',
  '  Sun–Ascendant aspect: none',
  '  Moon–Ascendant aspect: none',
  '  Mercury–Ascendant aspect: none',
  '  Mars–Ascendant aspect: opposition',
  '  Pluto–Ascendant aspect: none',
  '  Chiron–Ascendant aspect: none',
  '  NorthNode–Ascendant aspect: none',
  '  SouthNode–Ascendant aspect: none',
  '  Sun–Midheaven aspect: none',
  '  Moon–Midheaven aspect: trine',
  '  Mercury–Midheaven aspect: none',
  '  Venus–Midheaven aspect: none',
  '  Jupiter–Midheaven aspect: none',
  '  Saturn–Midheaven aspect: none',
  '  Neptune–Midheaven aspect: none',
  '  Pluto–Midheaven aspect: none',
  '  Chiron–Midheaven aspect: none',
  '  NorthNode–Midheaven aspect: opposition',
  '  SouthNode–Midheaven aspect: conjunction',
  '',
  'Changes:',
  '  14:21:33  Mars–Midheaven aspect: square → none',
  '  14:22:55  navamsa Ascendant: Libra → Scorpio',
  '  14:23:20  Jupiter–Ascendant aspect: square → none',
  '  14:24:36  Uranus–Ascendant aspect: quintile → none',
  '  14:30:41  Venus–Ascendant aspect: sesquiquadrate → none',
  '  14:32:54  Uranus–Midheaven aspect: none → quincunx',
  '  14:33:50  Neptune–Ascendant aspect: none → quintile',
  '  14:36:36  Saturn–Ascendant aspect: square → none',
  '  14:37:52  Ascendant sign: Libra → Scorpio',
  '  14:37:52  chart ruler: Venus → Mars',
  '  14:39:52  navamsa Ascendant: Scorpio → Sagittarius',
  '',
  'Vimshottari: Saturn mahadasha, balance 6.40 years; the dasha dates move 4.31 days earlier per minute later birth',
  '',
].join('\n');
const DE_EXPECTED = [
  'Geburt 1990-07-04 14:30 (America/New_York), Zeitfenster 14:20:00 – 14:40:00',
  '',
  'Bleibt gleich:',
  '  Zeichen des MC: Löwe',
  '  Mondzeichen: Schütze',
  '  Nakshatra des Mondes: Anuradha',
  '  Vimshottari-Herrscher: Saturn',
  '  Haus (Sonne): 9',
  '  Haus (Mond): 2',
  '  Haus (Merkur): 9',
  '  Haus (Venus): 8',
  '  Haus (Mars): 6',
  '  Haus (Jupiter): 9',
  '  Haus (Saturn): 3',
  '  Haus (Uranus): 3',
  '  Haus (Neptun): 3',
  '  Haus (Pluto): 1',
  '  Haus (Chiron): 9',
  '  Haus (Mondknoten): 4',
  '  Haus (Südknoten): 10',
  '  Aspekt Sonne–Aszendent: keiner',
  '  Aspekt Mond–Aszendent: keiner',
  '  Aspekt Merkur–Aszendent: keiner',
  '  Aspekt Mars–Aszendent: Opposition',
  '  Aspekt Pluto–Aszendent: keiner',
  '  Aspekt Chiron–Aszendent: keiner',
  '  Aspekt Mondknoten–Aszendent: keiner',
  '  Aspekt Südknoten–Aszendent: keiner',
  '  Aspekt Sonne–Medium Coeli: keiner',
  '  Aspekt Mond–Medium Coeli: Trigon',
  '  Aspekt Merkur–Medium Coeli: keiner',
  '  Aspekt Venus–Medium Coeli: keiner',
  '  Aspekt Jupiter–Medium Coeli: keiner',
  '  Aspekt Saturn–Medium Coeli: keiner',
  '  Aspekt Neptun–Medium Coeli: keiner',
  '  Aspekt Pluto–Medium Coeli: keiner',
  '  Aspekt Chiron–Medium Coeli: keiner',
  '  Aspekt Mondknoten–Medium Coeli: Opposition',
  '  Aspekt Südknoten–Medium Coeli: Konjunktion',
  '',
  'Ändert sich:',
  '  14:21:33  Aspekt Mars–Medium Coeli: Quadrat → keiner',
  '  14:22:55  Navamsa-Aszendent: Waage → Skorpion',
  '  14:23:20  Aspekt Jupiter–Aszendent: Quadrat → keiner',
  '  14:24:36  Aspekt Uranus–Aszendent: Quintil → keiner',
  '  14:30:41  Aspekt Venus–Aszendent: Anderthalbquadrat → keiner',
  '  14:32:54  Aspekt Uranus–Medium Coeli: keiner → Quincunx',
  '  14:33:50  Aspekt Neptun–Aszendent: keiner → Quintil',
  '  14:36:36  Aspekt Saturn–Aszendent: Quadrat → keiner',
  '  14:37:52  Zeichen des Aszendenten: Waage → Skorpion',
  '  14:37:52  Horoskopherrscher: Venus → Mars',
  '  14:39:52  Navamsa-Aszendent: Skorpion → Schütze',
  '',
  'Vimshottari-Mahadasha: Saturn, Rest 6,40 Jahre; je Minute späterer Geburt liegen die Dasha-Daten 4,31 Tage früher',
  '',
].join('\n');
const FR_LINES: readonly string[] = [
  'Naissance 1990-07-04 14:30 (America/New_York), fenêtre 14:20:00 – 14:40:00',
  'Ne change pas :',
  '  signe du MC : Lion',
  '  nakshatra de la Lune : Anuradha',
  '  maison (Soleil) : 9',
  '  aspect Lune–Milieu du Ciel : trigone',
  '  14:37:52  signe de l’Ascendant : Balance → Scorpion',
  '  14:37:52  maître du thème : Vénus → Mars',
  'Vimshottari : mahadasha de Saturne, reliquat 6,40 ans ; les dates des dashas se décalent de 4,31 jours plus tôt par minute de naissance plus tardive',
];
const ZH_LINES: readonly string[] = [
  '出生 1990-07-04 14:30（America/New_York），时间窗 14:20:00 – 14:40:00',
  '不变：',
  '  月亮月宿：房宿',
  '  太阳所在宫位：9',
  '  14:37:52  上升星座：天秤座 → 天蝎座',
  '  14:37:52  命主星：金星 → 火星',
  '维姆肖塔里：土星大运，出生时余额 6.40 年；出生时间每晚一分钟，大运日期提前 4.31 天',
];
