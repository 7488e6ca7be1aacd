/**
 * Issue 31: the German Vedic report, read back by an editor (docs/samples/de/VEDIC-CRITIQUE.md).
 * Hand-typed headings, facts and sentences of the sample (New Delhi, 15 August 1947, read on 1 January 2026) as they
 * read after the review, and that no flagged phrase is left in the German nakshatra, pada and dasha text
 * (src/text/de/vedic/: nakshatras.ts, nakshatra-padas.ts, mahadashas.ts, antardashas-*.ts) or the report's words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vedicReport, vedicReportMarkdown } from '../../src/index.js';

const NEW_DELHI_1947 = { birthDate: '1947-08-15', birthTime: '00:00', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };

describe('the German Vedic sample after the review', () => {
  const md = vedicReportMarkdown(vedicReport({ birth: NEW_DELHI_1947, at: '2026-01-01', locale: 'de' }));

  it('dates the periods by a Stichtag and writes Ayanamsa as a German noun', () => {
    expect(md).toContain('Geburt am 15. August 1947, Perioden zum Stichtag 1. Januar 2026; siderischer Tierkreis (Lahiri, Ayanamsa 23°07′)');
    expect(md).toContain('*Die am 1. Januar 2026 laufenden Perioden, gezählt vom Nakshatra des Mondes aus*');
    expect(md).toContain('*12 der 79 Yogas des Katalogs liegen vor (Ganzzeichen-Häuser, vom Lagna aus gezählt)*');
  });

  it('keeps the headings of the nakshatras and the dashas', () => {
    expect(md).toContain('### Der Mond in Pushya');
    expect(md).toContain('### Pushya, Pada 1 (Navamsa Löwe)');
    expect(md).toContain('### Der Lagna in Krittika');
    expect(md).toContain('### Krittika, Pada 4 (Navamsa Fische)');
    expect(md).toContain('### Mars-Mahadasha, vom 10. September 2025 bis zum 9. September 2032');
    expect(md).toContain('### Mars-Antardasha in der Mars-Mahadasha, vom 10. September 2025 bis zum 6. Februar 2026');
  });

  it('names the yogas that gloss in English (Raja, Dhana) in German', () => {
    expect(md).toMatch(/### Raja \(Herren von Kendra und Trikona\)/);
    expect(md).not.toMatch(/kendra–trikona lords|2nd and 11th lords|trikona and wealth lords/);
  });

  it('writes the Manglik and Sade Sati facts as German sentences', () => {
    expect(md).toContain('Als Dosha-Haus zählt die Stellung vom Lagna, vom Mond und von der Venus aus (die erweiterte Tradition zählt die Häuser 1, 2, 4, 7, 8 und 12).');
    expect(md).toContain('Aufgehoben wird das Dosha durch Jupiters Verbindung mit Mars oder seinen Aspekt auf Mars und die Zeichenausnahme für Mars in diesem Haus.');
    expect(md).toContain('Am 1. Januar 2026 läuft weder Sade Sati noch Dhaiya. Als Nächstes folgt die Sade Sati vom 30. Mai 2032 bis zum 14. August 2038.');
  });

  it('reads the rewritten sentences', () => {
    expect(md).toContain('Ein starkes Pushya bringt meist verlässliche Kümmerer hervor: den Kollegen, der die Neue einarbeitet, die Verwandte, die Geburtstage und Medikamente im Blick behält, den Nachbarn, der Mahlzeiten organisiert, wenn jemand krank ist.');
    expect(md).toContain('Ganz bei sich sind sie oft dann, wenn sie sich nützlich machen können.');
    expect(md).toContain('Heikel wird es durch ein Zuviel an Geben und durch Starrheit.');
    expect(md).toContain('Dabei kommt leicht der eigene Hunger zu kurz.');
    expect(md).toContain('Wer ihn im Horoskop hat, leitet gern Haushalte, Teams oder ganze Gemeinschaften.');
    expect(md).toContain('Für jede Freundlichkeit Dank zu brauchen, ist eine Gewohnheit, aus der dieses Viertel mit der Zeit herauswächst.');
    expect(md).toContain('die Lektorin sein, die einen aufgeblähten Bericht auf die eine gute Seite zusammenstreicht, die in ihm steckt,');
    expect(md).toContain('Ihre Wärme ist schützend, manchmal kämpferisch,');
    expect(md).toContain('und der Zorn kann rasch auflodern, bevor er wieder verraucht.');
    expect(md).toContain('und jedes Unternehmen, das Antrieb braucht, kommen auf die Tagesordnung.');
    expect(md).toContain('ob sich diese Kraft als fruchtbarer Ehrgeiz zeigt oder als Reibung.');
    expect(md).toContain('Die Mars-Antardasha, die ihre eigene siebenjährige Mahadasha eröffnet, bringt einen kräftigen Schub an Energie, Antrieb und Mut.');
  });
});

describe('no flagged phrase is left in the German Vedic text', () => {
  const dir = join(__dirname, '../../src/text/de/vedic');
  const files = readdirSync(dir).filter((f) => /^(nakshatras|nakshatra-padas|mahadashas|antardashas-\d)\.ts$/.test(f));
  const text = [...files.map((f) => readFileSync(join(dir, f), 'utf8')), readFileSync(join(__dirname, '../../src/report/words/de/vedic-report-words.ts'), 'utf8')].join('\n');
  const OLD = [
    /verlässliche Fürsorger hervor: der Kollege/, /am meisten sie selbst/, /Die Belastung entsteht durch zu vieles Geben/,
    /Hunger kann vernachlässigt werden/, /auf seine eine gute Seite/, /manchmal grimmig|grimmige (Verteidiger|Energie)/,
    /das Temperament kann rasch aufflammen/, /Fortschritt, auf dem es stilvoll fahren/, /Genügsamkeit mit dem übt/,
    /ziehen andere mühelos an/, /Menschen: der Freund, der den Mietvertrag/, /wechselt der Mensch hier/, /Treuebande/,
    /in Tagträume verloren/, /Er leitet gern Haushalte/, /entwachsen lernt/, /ohne dass es ihn verschlingt/,
    /lebendigen Themen/, /Ehrgeiz eintrifft/, /in die Geschichte ein/, /Hindernisse mit Autoritäten/, /Saturn achtet Demut/,
    /kommt mit einem Schub/, /Browsertabs/, /in eine Einsicht verwandeln kann, was/, /Der heilende Faden/,
    /das Entzückende/, /unter dem Vorsitz/, /vorsitzenden Mächte/, /der unordentlichen Wahrheit/,
    /eine großzügige, nachsichtige Sicht/, /eine leichte Hand fallen ihnen leicht/, /nichts zählt bis zum Sieg/,
    /drückt sich am besten aus in/, /ein Anliegen für Gerechtigkeit/,
    /Perioden zum \$\{day/, /ganze Zeichen als Häuser/, /von Jupiter aspektiert/, /Es ist ein Dosha-Haus/, /Die nächste ist/,
    /außer \$\{n\.list\(k\.outside\.map\(graha\)\)/,
    /ein geborenes Kind/, /würdevoller Jupiter/, /Handel und Wandel, Buchführung/, /fühlt sich womöglich unruhig/,
    / achte die Sicherheitsregeln/, /Handle durchschaubar/, /gute Saison/,
  ];
  it.each(OLD.map((p) => [String(p), p] as const))('%s', (_label, pattern) => {
    expect(text).not.toMatch(pattern);
  });
});
