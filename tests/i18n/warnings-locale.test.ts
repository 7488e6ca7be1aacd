/**
 * The chart records' `warnings` in the reader's language (issue 31, audit rows 12 and 20): every kind of warning is a
 * key and its values (src/i18n/warning-words.ts), written once in the record's `locale` from the ten catalogues. Each
 * kind is provoked for real and its sentence checked as a reader of German, French and Russian or Chinese would expect
 * it (typed here by hand); English stays byte for byte what the library always wrote.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useInlineServer } from '../http/inline-server.js';
import { WARNING_KEYS, WARNING_WORDS, warningText } from '../../src/i18n/warning-catalogues.js';
import type { WarningNote } from '../../src/i18n/warning-words.js';
import {
  birthTimeSensitivity, houseCuspsFromArmc, houses, kpChart, loadEphemerisSpan, natalChart, natalReport, planetaryHours, relocatedChart,
} from '../../src/index.js';
import { LABEL_LOCALES, type LabelLocale } from '../../src/schemas/label-locale.js';
import { LOCALE_TEXT_FAMILY_NAMES } from '../../src/text/complete-locale-text.js';
import { TEXT_FAMILY_NAMES, TEXT_FAMILY_NAMES_EN } from '../../src/text/text-family-names.js';
import { warningLines } from '../../src/web/warning-lines.js';
import { unknownWords } from './translation-checks.js';
import { argumentsOf } from './word-family-leaves.js';

const BERLIN = { latitude: 52.52, longitude: 13.405, timezone: 'Europe/Berlin' };
const OTHERS = LABEL_LOCALES.filter((l) => l !== 'en');

/**
 * One note of every kind, with values as the library makes them. `bodyOmitted`: English quotes the library's own
 * error message (`detail`); a translation cannot quote English, so it says what happened by the error's `code`.
 */
const SAMPLES: Readonly<Record<string, WarningNote>> = {
  noonAssumed: { key: 'noonAssumed', values: {} },
  localMeanTime: { key: 'localMeanTime', values: { timezone: 'Europe/Berlin', date: { date: '1880-06-01' }, offset: '+00:53:37', longitude: 13.405 } },
  clockFold: { key: 'clockFold', values: { time: '02:30', date: { date: '2021-10-31' }, timezone: 'Europe/Berlin', minutes: 60, offset: '+02:00', otherOffset: '+01:00' } },
  clockGap: { key: 'clockGap', values: { time: '02:30', date: { date: '2021-03-28' }, timezone: 'Europe/Berlin', minutes: 60, movedTime: '03:30', offset: '+02:00' } },
  intlDisagrees: {
    key: 'intlDisagrees',
    values: { timezone: 'Europe/Dublin', intlOffset: '+00:00', date: { date: '1916-10-01' }, version: '2025b', offset: '−00:25:21', abbreviation: 'DMT' },
  },
  deltaTBlur: { key: 'deltaTBlur', values: { year: -1200, sigma: 2400, spread: { fixed: 3.14, decimals: 1 } } },
  porphyryFallback: { key: 'porphyryFallback', values: { reason: { note: { key: 'polarUndefined', values: { system: 'Placidus' } } }, latitude: 70 } },
  housesOverlap: { key: 'housesOverlap', values: { system: 'Alcabitius' } },
  apcUndefined: { key: 'apcUndefined', values: {} },
  polarUndefined: { key: 'polarUndefined', values: { system: 'Koch' } },
  polesHorizon: { key: 'polesHorizon', values: { system: 'Regiomontanus' } },
  sunDeclinationMissing: { key: 'sunDeclinationMissing', values: { system: 'Sunshine' } },
  sunNeverRises: { key: 'sunNeverRises', values: { system: 'Sunshine' } },
  horizonReversed: { key: 'horizonReversed', values: { latitude: 55.5 } },
  polarMidheaven: { key: 'polarMidheaven', values: { latitude: 80, system: 'Campanus' } },
  bodyOmitted: { key: 'bodyOmitted', values: { body: { body: 'Hygiea' }, code: 'OUT_OF_RANGE', detail: 'Hygiea is available for years 1650..2350' } },
  equalHours: { key: 'equalHours', values: { latitude: 78.22, date: { date: '2024-06-21' } } },
  clocksChanged: { key: 'clocksChanged', values: { timezone: 'Europe/Berlin', instant: { instant: '2021-03-28T01:00:00Z' }, before: 'UTC+01:00', after: 'UTC+02:00' } },
  familyQuoted: { key: 'familyQuoted', values: { language: 'L (xx)', family: { family: 'natal report text' } } },
  entriesUntranslated: { key: 'entriesUntranslated', values: { language: 'L (xx)', count: 7, family: { family: 'planets in signs' }, listed: 'A, B', more: 2 } },
  familyComposed: { key: 'familyComposed', values: { language: 'L (xx)', family: { family: 'chart shape words' } } },
};

describe('the warning catalogue (src/i18n/<locale>/warning-words.ts)', () => {
  it('has every key in every locale, the same arguments as English (bodyOmitted: code for English’s quoted detail), none left English', () => {
    const en = WARNING_WORDS.en;
    for (const locale of OTHERS) {
      const words = WARNING_WORDS[locale];
      expect(Object.keys(words).sort(), locale).toEqual(Object.keys(en).sort());
      for (const key of WARNING_KEYS) {
        const expected = key === 'bodyOmitted' ? ['body', 'code'] : argumentsOf(en[key]);
        expect(argumentsOf(words[key]), `${locale} ${key}`).toEqual(expected);
        expect(words[key], `${locale} ${key}`).not.toBe(en[key]);
      }
    }
    expect(Object.keys(SAMPLES).sort()).toEqual([...WARNING_KEYS].sort());
    expect(WARNING_KEYS).toHaveLength(21);
  });

  /**
   * Words a translation shares with English, reviewed: names (house systems, the zone, the loading function, Intl, the
   * time scales), the cognates of Latin-script languages (latitude, longitude, minutes, horizon, polar, local, solar, Vertex,
   * Ascendant, angles and point in French, natal) and the
   * path of the documentation.
   */
  const SHARED = new Set([
    'intl', 'docs', 'time', 'europe', 'berlin', 'dublin', 'loadbodies', 'placidus', 'koch', 'gauquelin', 'regiomontanus', 'campanus',
    'alcabitius', 'sunshine', 'hygiea', 'latitude', 'longitude', 'minutes', 'horizon', 'polar', 'vertex', 'antivertex', 'local', 'solar',
    'ascendant', 'angles', 'natal', 'point',
  ]);
  it('leaves no English word of the English sentences in another locale’s sentences', () => {
    const wordsOf = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
    const english = new Set<string>();
    for (const note of Object.values(SAMPLES)) for (const w of wordsOf(warningText(note, 'en', {}))) english.add(w);
    for (const locale of OTHERS) {
      const names = locale in TEXT_FAMILY_NAMES ? TEXT_FAMILY_NAMES[locale as keyof typeof TEXT_FAMILY_NAMES] : {};
      for (const [key, note] of Object.entries(SAMPLES)) {
        const text = warningText(note, locale, names);
        const left = [...wordsOf(text)].filter((w) => english.has(w) && !SHARED.has(w));
        // The fallback families' names exist in the four languages of the translated text only (the others never see them).
        if (key.startsWith('family') || key === 'entriesUntranslated') {
          if (!(locale in TEXT_FAMILY_NAMES)) continue;
        }
        expect(left, `${locale} ${key}: ${text}`).toEqual([]);
      }
    }
  });

  /** Names and code written as they are in every language (zones, systems, the loading function, the docs' path). */
  const NAMES = /Europe\/Berlin|Europe\/Dublin|docs\/time\.md|loadBodies|Intl|Placidus|Koch|Gauquelin|Regiomontanus|Campanus|Alcabitius|Sunshine|APC|DMT|\bL \(xx\)/g;
  it.each(['es', 'pt-BR', 'fr', 'de'] as const)('is spelled right in %s (cspell, as the translations are), every branch, the family names too', async (locale) => {
    const notes: WarningNote[] = [
      ...Object.values(SAMPLES),
      ...['Placidus', 'Gauquelin'].map((system) => ({ key: 'polarUndefined' as const, values: { system } })),
      ...['UNSUPPORTED', 'INTERNAL'].map((code) => ({ key: 'bodyOmitted' as const, values: { body: { body: 'Chiron' as const }, code, detail: '' } })),
      { key: 'entriesUntranslated', values: { language: 'L (xx)', count: 1, family: { family: 'decans' }, listed: 'A', more: 0 } },
    ];
    const texts = notes.map((n) => warningText(n, locale, TEXT_FAMILY_NAMES[locale]).replace(NAMES, ' '));
    expect(await unknownWords([...texts, ...Object.values(TEXT_FAMILY_NAMES[locale])], locale)).toEqual([]);
  });

  it('names every text family in the four languages of the translated text', () => {
    for (const name of Object.values(LOCALE_TEXT_FAMILY_NAMES)) expect(TEXT_FAMILY_NAMES_EN).toContain(name);
    for (const [locale, names] of Object.entries(TEXT_FAMILY_NAMES)) {
      expect(Object.keys(names).sort(), locale).toEqual([...TEXT_FAMILY_NAMES_EN].sort());
      // French writes `aspects` as English does.
      for (const [en, name] of Object.entries(names)) if (!(locale === 'fr' && en === 'aspects')) expect(name, `${locale} ${en}`).not.toBe(en);
    }
  });
});

describe('each kind of warning, provoked, in German, French, Russian and Chinese', () => {
  beforeAll(async () => {
    await loadEphemerisSpan();
  });

  it('no birth time: local noon', () => {
    const say = (locale: LabelLocale) => natalChart({ birthDate: '1990-07-15', ...BERLIN, locale }).warnings;
    expect(say('en')).toEqual(['time not given: local noon (12:00) assumed']);
    expect(say('de')).toEqual(['Geburtszeit nicht angegeben: 12:00 Uhr Ortszeit (Mittag) angenommen']);
    expect(say('fr')).toEqual(['heure de naissance non indiquée : midi local (12:00) retenu']);
    expect(say('ru')).toEqual(['время рождения не указано: принят местный полдень (12:00)']);
  });

  it('a time in the spring gap (2021-03-28 02:30, Berlin) and one in the autumn fold', () => {
    const gap = (locale: LabelLocale) => natalChart({ birthDate: '2021-03-28', birthTime: '02:30', ...BERLIN, locale }).warnings;
    expect(gap('en')).toEqual(['02:30 did not exist on 2021-03-28 in Europe/Berlin (clocks went forward 60 min): moved forward to 03:30 UTC+02:00']);
    expect(gap('de')).toEqual(['Die Uhrzeit 02:30 gab es am 28. März 2021 in der Zeitzone Europe/Berlin nicht (die Uhren wurden um 60 Min. vorgestellt): verschoben auf 03:30 (UTC+02:00)']);
    expect(gap('fr')).toEqual(['02:30 n’a pas existé le 28 mars 2021 dans le fuseau Europe/Berlin (les horloges ont avancé de 60 min) : heure avancée à 03:30 (UTC+02:00)']);
    expect(gap('zh-Hans')).toEqual(['2021年3月28日在Europe/Berlin时区，02:30并不存在（时钟拨快 60 分钟）：顺延至 03:30（UTC+02:00）']);
    const fold = (locale: LabelLocale) => natalChart({ birthDate: '2021-10-31', birthTime: '02:30', ...BERLIN, locale }).warnings;
    expect(fold('en')).toEqual(['02:30 occurred twice on 2021-10-31 in Europe/Berlin (clocks went back 60 min): the first occurrence, UTC+02:00, was used (the second is UTC+01:00)']);
    expect(fold('de')).toEqual(['Die Uhrzeit 02:30 gab es am 31. Oktober 2021 in der Zeitzone Europe/Berlin zweimal (die Uhren wurden um 60 Min. zurückgestellt): Verwendet wurde die erste, UTC+02:00 (die zweite ist UTC+01:00)']);
    expect(fold('ru')).toEqual(['время 02:30 было дважды 31 октября 2021 г. в зоне Europe/Berlin (часы перевели назад на 60 мин): взято первое, UTC+02:00 (второе — UTC+01:00)']);
  });

  it('Placidus at 70°N: Porphyry instead (natalChart, houses, kpChart, relocatedChart)', () => {
    const polar = (locale: LabelLocale) => natalChart({ birthDate: '1990-07-15', birthTime: '12:00', latitude: 70, longitude: 25, locale }).warnings;
    expect(polar('en')).toEqual(["Placidus is undefined inside the polar circles (some degrees never rise or set): at latitude 70° Porphyry cusps are returned instead (systemUsed 'Porphyry')."]);
    expect(polar('de')).toEqual(['Häuser nach Placidus sind innerhalb der Polarkreise nicht definiert (manche Grade gehen nie auf oder unter): Für die Breite 70° werden stattdessen die Häuserspitzen nach Porphyrios ausgegeben.']);
    expect(polar('fr')).toEqual(['les maisons Placidus ne sont pas définies à l’intérieur des cercles polaires (certains degrés ne se lèvent ni ne se couchent jamais) : à la latitude 70°, les cuspides de Porphyre sont données à la place.']);
    expect(polar('ru')).toEqual(['дома системы Placidus не определены за полярным кругом (некоторые градусы никогда не восходят и не заходят): на широте 70° вместо этого даны куспиды по Порфирию.']);
    const at = { at: '1990-07-15T10:00:00Z', latitude: 70, longitude: 25 };
    expect(houses({ ...at, locale: 'de' }).warnings).toEqual(polar('de'));
    expect(houses({ ...at, system: 'Koch', locale: 'fr' }).warnings).toEqual([
      'les maisons Koch ne sont pas définies à l’intérieur des cercles polaires (le degré du Milieu du Ciel peut ne pas se lever) : à la latitude 70°, les cuspides de Porphyre sont données à la place.',
    ]);
    const birth = { birthDate: '1990-07-15', birthTime: '12:00', latitude: 70, longitude: 25 };
    expect(kpChart({ birth, locale: 'de' }).warnings).toEqual(polar('de'));
    expect(relocatedChart({ birth: { ...birth, latitude: 50 }, latitude: 70, longitude: 25, locale: 'de' }).warnings).toEqual(polar('de'));
  });

  it('the MC below the horizon inside the polar circle (houseCuspsFromArmc)', () => {
    let armc = 0;
    while (armc < 360 && !houseCuspsFromArmc({ armc, obliquity: 23.44, latitude: 80, system: 'Campanus' }).warnings.some((w) => w.startsWith('The MC'))) armc += 5;
    expect(armc).toBeLessThan(360);
    const say = (locale: LabelLocale) => houseCuspsFromArmc({ armc, obliquity: 23.44, latitude: 80, system: 'Campanus', locale }).warnings;
    expect(say('en')).toEqual(['The MC is below the horizon at latitude 80° (inside the polar circle): Campanus cusp 10 is the meridian point above the horizon (MC + 180°) and the houses run against the order of the signs.']);
    expect(say('de')).toEqual(['Das Medium Coeli liegt auf der Breite 80° unter dem Horizont (innerhalb des Polarkreises): Spitze 10 nach Campanus ist der Meridianpunkt über dem Horizont (Medium Coeli + 180°), und die Häuser laufen gegen die Reihenfolge der Zeichen.']);
    expect(say('zh-Hans')).toEqual(['在纬度 80° 处天顶位于地平线以下（极圈之内）：Campanus的第10宫头取子午线在地平线以上的点（天顶 + 180°），各宫逆星座顺序排列。']);
  });

  it('local mean time before 1893 (Berlin, 1880), and the bodies an ephemeris leaves out (1600)', () => {
    const lmt = (locale: LabelLocale) => natalChart({ birthDate: '1880-06-01', birthTime: '12:00', ...BERLIN, locale }).warnings;
    expect(lmt('en')).toEqual(["Europe/Berlin was still on local mean time on 1880-06-01: the offset is the birth longitude's mean time, UTC+00:53:37 (longitude 13.405° / 15)"]);
    expect(lmt('de')).toEqual(['In der Zeitzone Europe/Berlin galt am 1. Juni 1880 noch die mittlere Ortszeit: Maßgeblich ist die mittlere Ortszeit der geografischen Länge des Geburtsorts, UTC+00:53:37 (Länge 13,405° / 15)']);
    expect(lmt('fr')).toEqual(['le 1 juin 1880, le fuseau Europe/Berlin suivait encore le temps moyen local : le décalage est le temps moyen de la longitude de naissance, UTC+00:53:37 (longitude 13,405° / 15)']);
    const early = (locale: LabelLocale) => natalChart({ birthDate: '1600-06-01', birthTime: '12:00', ...BERLIN, locale }).warnings!;
    expect(early('en').slice(1)).toEqual([
      'Eros omitted: Eros is available for years 1650..2350 (TT JD 2323711 to 2579380); jdTt 2305599.9640193367 is outside',
      'Amor omitted: Amor is available for years 1650..2350 (TT JD 2323711 to 2579380); jdTt 2305599.9640193367 is outside',
    ]);
    expect(early('de').slice(1)).toEqual(['Eros ausgelassen: Das Datum liegt außerhalb der verfügbaren Ephemeride', 'Amor ausgelassen: Das Datum liegt außerhalb der verfügbaren Ephemeride']);
    expect(early('fr').slice(1)).toEqual(['Éros laissé de côté : la date sort de l’éphéméride disponible', 'Amor laissé de côté : la date sort de l’éphéméride disponible']);
    expect(early('ru').slice(1)).toEqual(['Объект Эрос пропущен: дата вне доступной эфемериды', 'Объект Амур пропущен: дата вне доступной эфемериды']);
  });

  it('planetary hours in polar day, and a clock change inside a birth-time window', () => {
    const hours = (locale: LabelLocale) => planetaryHours({ date: '2024-06-21', latitude: 78.22, longitude: 15.65, locale }).warnings;
    expect(hours('en')).toEqual(['no sunrise/sunset cycle at latitude 78.22 on 2024-06-21 (polar day or night): equal 60-minute hours from 06:00 local mean solar time are given instead']);
    expect(hours('de')).toEqual(['Kein Wechsel von Sonnenaufgang und Sonnenuntergang auf der Breite 78,22° am 21. Juni 2024 (Polartag oder Polarnacht): Stattdessen werden gleich lange Stunden von 60 Minuten ab 06:00 Uhr mittlerer Ortssonnenzeit angegeben']);
    expect(hours('zh-Hans')).toEqual(['2024年6月21日在纬度 78.22° 处没有日出日落循环（极昼或极夜）：改为从地方平太阳时 06:00 起、每小时 60 分钟的等长时辰']);
    const window = (locale: LabelLocale) => birthTimeSensitivity({ birth: { birthDate: '2021-03-28', birthTime: '01:50', ...BERLIN }, plusMinusMinutes: 30, locale }).warnings;
    expect(window('en')).toEqual(['The clocks of Europe/Berlin changed inside the window, at 2021-03-28T01:00:00Z (UTC+01:00 to UTC+02:00): clock times from then on are read with the new offset.']);
    expect(window('de')).toEqual(['Die Uhren der Zeitzone Europe/Berlin wurden innerhalb des Zeitfensters umgestellt, am 28. März 2021 um 01:00:00 UTC (von UTC+01:00 auf UTC+02:00): Uhrzeiten ab dann gelten mit der neuen Zeitverschiebung.']);
    expect(window('fr')).toEqual(['Les horloges du fuseau Europe/Berlin ont changé dans la fenêtre, le 28 mars 2021 à 01:00:00 UTC (de UTC+01:00 à UTC+02:00) : les heures affichées à partir de là suivent le nouveau décalage.']);
  });

  it('changes nothing but the warnings; English with or without locale is the same record', () => {
    const request = { birthDate: '2021-03-28', birthTime: '02:30', ...BERLIN };
    const en = natalChart(request);
    expect(natalChart({ ...request, locale: 'en' })).toEqual(en);
    expect(JSON.stringify(natalChart({ ...request, locale: 'en' }))).toBe(JSON.stringify(en));
    const { warnings: _de, ...de } = natalChart({ ...request, locale: 'de' });
    const { warnings: _en, ...rest } = en;
    expect(de).toEqual(rest);
  });

  it('the natal report’s chart warns in the report’s language', () => {
    const report = natalReport({ birthDate: '1990-07-15', ...BERLIN, locale: 'fr' });
    expect(report.chart.warnings).toEqual(['heure de naissance non indiquée : midi local (12:00) retenu']);
  });

  it('the page writes a localized warning as a sentence of its language', () => {
    expect(warningLines(['未给出出生时间：按当地正午（12:00）计算'], undefined, undefined, 'zh-Hans')).toEqual(['未给出出生时间：按当地正午（12:00）计算。']);
    expect(warningLines(['heure de naissance non indiquée : midi local (12:00) retenu'], undefined, undefined, 'fr')).toEqual([
      'Heure de naissance non indiquée : midi local (12:00) retenu.',
    ]);
    expect(warningLines(['जन्म समय नहीं दिया गया: स्थानीय दोपहर (12:00) मानी गई'], undefined, undefined, 'hi')).toEqual(['जन्म समय नहीं दिया गया: स्थानीय दोपहर (12:00) मानी गई।']);
    expect(warningLines(['time not given: local noon (12:00) assumed'], undefined, undefined, 'zh-Hans')).toEqual(['Time not given: local noon (12:00) assumed.']);
  });
});

describe('HTTP: ?lang= and Accept-Language choose the warnings’ language', () => {
  const { inject, auth } = useInlineServer();
  const untimed = { birthDate: '1990-07-15', ...BERLIN };

  it('POST /natal-chart?lang=de: the German warning, the same record as the library’s, no interpretation text', async () => {
    const r = await inject({ method: 'POST', url: '/api/v1/natal-chart?lang=de', headers: auth, payload: untimed });
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(body.warnings).toEqual(['Geburtszeit nicht angegeben: 12:00 Uhr Ortszeit (Mittag) angenommen']);
    expect(body).toEqual(JSON.parse(JSON.stringify(natalChart({ ...untimed, locale: 'de' }))));
    expect(JSON.stringify(body)).not.toMatch(/"(interpretation|narrative)"/);
    const accept = await inject({ method: 'POST', url: '/api/v1/natal-chart', headers: { ...auth, 'accept-language': 'fr' }, payload: untimed });
    expect(accept.json().warnings).toEqual(['heure de naissance non indiquée : midi local (12:00) retenu']);
    const english = await inject({ method: 'POST', url: '/api/v1/natal-chart', headers: auth, payload: untimed });
    expect(english.json().warnings).toEqual(['time not given: local noon (12:00) assumed']);
  });

  it('the body’s own locale wins; GET /houses and /planetary-hours take ?lang= too', async () => {
    const own = await inject({ method: 'POST', url: '/api/v1/natal-chart?lang=de', headers: auth, payload: { ...untimed, locale: 'ru' } });
    expect(own.json().warnings).toEqual(['время рождения не указано: принят местный полдень (12:00)']);
    const h = await inject({ method: 'GET', url: '/api/v1/houses?date=1990-07-15T10:00:00Z&latitude=70&longitude=25&lang=de', headers: auth });
    expect(h.statusCode, h.body).toBe(200);
    expect(h.json().warnings).toEqual(houses({ at: '1990-07-15T10:00:00Z', latitude: 70, longitude: 25, locale: 'de' }).warnings);
    const p = await inject({ method: 'GET', url: '/api/v1/planetary-hours?date=2024-06-21&latitude=78.22&longitude=15.65&lang=zh-Hans', headers: auth });
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().warnings).toEqual(['2024年6月21日在纬度 78.22° 处没有日出日落循环（极昼或极夜）：改为从地方平太阳时 06:00 起、每小时 60 分钟的等长时辰']);
  });
});
