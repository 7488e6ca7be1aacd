/**
 * Issue 31: the German synastry and composite text, read back by an editor (docs/samples/de/RELATIONSHIP-CRITIQUE.md).
 * Hand-typed sentences of the two samples as they read after the review, and, over a set of pairs of charts and over
 * every German relationship entry, that none of the flagged phrases is left: the slips of grammar („gleicht … wie“,
 * „entsteht … Wärme und … Leichtigkeit“), the calques of English („fühlt sich … an wie ein Mitglied der Familie“,
 * „den Kanal zu öffnen“, „hält beide ganz“, „quer durch den Raum“, „Kraft des Guten“), and the role word of the facts
 * line, which now spells „Venuspartner“ as the text does.
 */
import { describe, expect, it } from 'vitest';
import { compositeReport, compositeReportMarkdown, synastryReport, synastryReportMarkdown } from '../../src/index.js';
import { RELATIONSHIP_TEXT_LOCALES } from '../../src/text/index.js';

const NEW_YORK = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
const LONDON = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
const PARIS = { birthDate: '1985-11-23', birthTime: '06:45', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };
const SYDNEY = { birthDate: '1983-05-09', latitude: -33.8688, longitude: 151.2093, timezone: 'Australia/Sydney' };
const MUNICH = { birthDate: '1979-04-03', birthTime: '19:20', latitude: 48.1351, longitude: 11.582, timezone: 'Europe/Berlin' };
const VIENNA = { birthDate: '1995-10-28', birthTime: '07:05', latitude: 48.2082, longitude: 16.3738, timezone: 'Europe/Vienna' };

/** Pairs of charts: the samples' pair, an untimed partner, and two more. */
const PAIRS = [[NEW_YORK, LONDON], [PARIS, SYDNEY], [MUNICH, VIENNA], [VIENNA, NEW_YORK]] as const;

describe('the German relationship samples after the review', () => {
  const syn = synastryReportMarkdown(synastryReport({ personA: NEW_YORK, personB: LONDON, aspectLimit: 8, locale: 'de' }));
  const comp = compositeReportMarkdown(compositeReport({ personA: NEW_YORK, personB: LONDON, locale: 'de' }));

  it('spells the role word of the facts line as the text does', () => {
    expect(syn).toContain('in jedem Text ist „der Venuspartner“ die Person, deren Venus es ist*');
  });

  it('reads the rewritten synastry contacts', () => {
    expect(syn).toContain('Die zwei lesen einander die Stimmung mit einem einzigen Blick vom Gesicht ab.');
    expect(syn).toContain('Bei der Opposition wirkt der Marspartner womöglich wie ein Rivale oder ein leidenschaftlicher Partner;');
    expect(syn).toContain('entstehen daraus Wärme und eine gesellige Leichtigkeit, die andere gern teilen.');
    expect(syn).toContain('Meinungsverschiedenheiten werden mit Anmut ausgetragen');
    expect(syn).toContain('Dieser Kontakt verschönert das gemeinsame Alltagsleben.');
  });

  it('reads the rewritten overlays', () => {
    expect(syn).toContain('Landet die Sonne eines Menschen im 4. Haus des Gastgebers, gehört der Sonnenpartner dort bald wie selbstverständlich zur Familie.');
    expect(syn).toContain('die beiden ziehen vielleicht zusammen, renovieren oder gehen gemeinsam der Vergangenheit des Gastgebers nach.');
    expect(syn).toContain('Fällt der Merkur eines Menschen ins 5. Haus des anderen, werden die Gespräche verspielt und schöpferisch.');
    expect(syn).toContain('und der Merkurpartner beflügelt vielleicht die künstlerischen Einfälle des Gastgebers.');
    expect(syn).toContain('Der Gastgeber wird dadurch oft durchsetzungsfähiger.');
    expect(syn).toContain('Der Aufstieg kommt womöglich langsamer voran, dafür aber solider und tragfähiger.');
    expect(syn).toContain('idealisiert der Neptunpartner womöglich dessen Laufbahn, oder er vernebelt sie.');
    expect(syn).toContain('Geduld und Lob für gute Ideen tragen dazu bei, dass die Worte wieder fließen.');
    expect(syn).toContain('Die beiden arbeiten oft erfolgreich zusammen.');
    expect(syn).toContain('Einrichten, Kochen und Familientreffen werden zu gemeinsamen Freuden, und bald empfindet sich der Venuspartner als Teil der Familie des Gastgebers.');
  });

  it('reads the rewritten composite text', () => {
    expect(comp).toContain('Wer ab und zu bewusst eine Erneuerung plant, hält diese Partnerschaft lebendig, statt sie nur behäbig werden zu lassen.');
    expect(comp).toContain('und jeder erkennt die Stimmung des anderen schon von der anderen Seite des Raums.');
    expect(comp).toContain('Erdende Routinen und ehrliche Gespräche helfen dieser zarten Verbindung, klar und gesund zu bleiben.');
    expect(comp).toContain('Vieles im Leben dieses Paares spielt sich hinter verschlossenen Türen ab.');
    expect(comp).toContain('Frustkäufe werden womöglich zur lieben Gewohnheit.');
    expect(comp).toContain('geben dieser Partnerschaft eine Sicherheit, die wirklich von innen heraus kommt.');
    expect(comp).toContain('halten diese geistreiche Verbindung über Jahre frisch und reizvoll.');
    expect(comp).toContain('indem sie liebenswürdig das Thema wechseln. Schwieriges behutsam, aber klar auszusprechen, lässt diese sanfte, gesprächige Verbindung an Tiefe gewinnen.');
    expect(comp).toContain('Dankbarkeit und ehrliche Verständigung lassen diesen glücklichen Bund auch künftig gedeihen.');
    expect(comp).toContain('erlaubt diesem nachdenklichen Paar, aus seinen privaten Kämpfen eine gemeinsame Stärke zu machen.');
    expect(comp).toContain('vollziehen sich die Veränderungen der Beziehung in der Tiefe.');
    expect(comp).toContain('hilft dieser Partnerschaft, ihre Überraschungen zu verarbeiten.');
    expect(comp).toContain('sorgen dafür, dass dieser heilige Bund nährt, statt einen der Partner zu überwältigen.');
    expect(comp).toContain('macht diese machtvolle Partnerschaft zu einer Kraft, die auf ihrem Gebiet Gutes bewirkt.');
  });
});

/** Phrases the review replaced, which no German relationship entry or report may hold again. */
const OLD = [
  'an einem einzigen Blick ablesen', 'gleicht der Marspartner womöglich wie', 'entsteht daraus Wärme und', 'mit Anmut behandelt',
  'Alltagsleben angenehmer', 'fühlt sich der Sonnenpartner dort an wie', 'besuchen gemeinsam die Vergangenheit',
  'der Merkur des Merkurpartners', 'oder er trübt sie ein', 'den Kanal zu öffnen', 'Der Ehrgeiz wird womöglich langsamer',
  'folgen bereitwillig', 'hält beide ganz', 'über die Beziehung hereinzukommen', 'ermutigt die Unabhängigkeit',
  'plötzliche Öffnungen', 'gesetzt werden zu lassen', 'quer durch den Raum', 'Käufe zum Trost',
  'sich von innen heraus wirklich sicher fühlen', 'entzückend bleiben', 'freundlich das Thema wechseln', 'Band nährend',
  'Kraft des Guten', 'nostalgisch und selbst gemacht', 'hält dieses anziehende Band echt', 'bequem im Zuhören',
  'hält den Kanal wirklich frei', 'flinke Partnerschaft scharf', 'kann sich aufladen', 'Wachstum gut getragen und begleitet an',
  'fühlt sich die Beziehung wie ein Ort', 'fühlt sich das oft schicksalhaft an', 'Plutopartners durchdringend an',
  'fühlt sich oft an, als wäre sie vorherbestimmt', 'fühlt sich die Beziehung beständig, sinnlich und sicher an',
  'arbeiten womöglich erfolgreich', 'ziehen womöglich wohlgesinnte', '„der Venus-Partner“',
];

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value !== null && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

describe('no flagged phrase is left in the German relationship text', () => {
  it('holds over every German synastry and composite entry', () => {
    const all = strings(RELATIONSHIP_TEXT_LOCALES.de).join('\n');
    for (const phrase of OLD) expect(all, phrase).not.toContain(phrase);
  });

  it.each(PAIRS.map((p, i) => [i, p] as const))('holds in the German reports of pair %i', (_i, [a, b]) => {
    const text = synastryReportMarkdown(synastryReport({ personA: a, personB: b, aspectLimit: 40, locale: 'de' }))
      + compositeReportMarkdown(compositeReport({ personA: a, personB: b, locale: 'de' }));
    for (const phrase of OLD) expect(text, phrase).not.toContain(phrase);
  });
});
