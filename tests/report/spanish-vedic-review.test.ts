/**
 * Issue 31: the Spanish Vedic report, read back by an editor (docs/samples/es/VEDIC-CRITIQUE.md).
 * Hand-typed sentences, headings and facts of the sample (New Delhi, 15 August 1947, read on 1 January 2026) as they
 * read after the review — a translated nakshatra symbol and a translated yoga rule and source among them — and that no
 * flagged phrase is left in the Spanish Vedic text files (src/text/es/vedic/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vedicReport, vedicReportMarkdown } from '../../src/index.js';

const NEW_DELHI_1947 = { birthDate: '1947-08-15', birthTime: '00:00', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };

describe('the Spanish Vedic sample after the review', () => {
  const md = vedicReportMarkdown(vedicReport({ birth: NEW_DELHI_1947, at: '2026-01-01', locale: 'es' }));

  it('quotes the nakshatra symbols in Spanish in the lead lines', () => {
    expect(md).toContain('*Luna 3°59′ Cáncer en Pushya, pada 1 · regente Saturno · deidad Brihaspati · símbolo Ubre de vaca (flor) · gana Deva*');
    expect(md).toContain('*Lagna 7°43′ Tauro en Krittika, pada 4 · regente Sol · deidad Agni · símbolo Navaja (llama) · gana Rakshasa*');
  });

  it('quotes each yoga’s rule and source in Spanish, with «cap.» and «vv.»', () => {
    expect(md).toContain('Regla: Un planeta que no sea el Sol ni uno de los nodos en la Casa 12 desde la Luna. Fuente: BPHS cap. 37 vv. 7–10; Brihat Jataka cap. 13; Saravali cap. 13.');
    expect(md).toContain('Regla: Júpiter en un kendra (la Casa 1, la 4, la 7 o la 10) desde la Luna: la lectura moderna habitual. Fuente: Raman 300 (su primera combinación); Phaladeepika cap. 6.');
    expect(md).toContain('Regla: El Sol y Mercurio en un mismo signo. Fuente: Práctica moderna (Budha-Aditya, también llamado Nipuna); BPHS no lo nombra.');
    expect(md).toContain('Regla: Los siete grahas ocupan exactamente 3 signos (un sankhya yoga). Fuente: BPHS cap. 35; Brihat Jataka cap. 12.');
    expect(md).not.toMatch(/Regla: [A-Z][a-z]+ (planet|in|of)\b|Fuente: [^\n]*\bch\. |Modern (practice|tradition)/);
  });

  it('names the yogas whose catalogue name glosses in English in Spanish', () => {
    expect(md).toContain('### Raja (regentes de kendra y trikona): Venus, Mercurio, Saturno y Sol');
    expect(md).toContain('### Dhana (regentes de trikona y de riqueza): Saturno y Mercurio');
    expect(md).not.toMatch(/lords\)/);
  });

  it('lists the Manglik cancellations one «por» each', () => {
    expect(md).toContain('Queda anulado por Marte junto a Júpiter o aspectado por él, y por la excepción de signo para Marte en esa casa.');
  });

  it('reads the rewritten sentences', () => {
    expect(md).toContain('Quienes tienen un Pushya fuerte suelen ser cuidadores de fiar');
    expect(md).toContain('Este pada aprende a no necesitar las gracias por cada gesto amable.');
    expect(md).toContain('Krittika tiende además a cargar con normas heredadas de un padre o un maestro, normas que todavía no ha examinado.');
    expect(md).toContain('cualquier empresa que necesite empuje cobran protagonismo.');
    expect(md).toContain('Su fuerza depende de los dos planetas:');
    expect(md).toContain('La debilitación, la combustión o la regencia de dusthanas merman lo que ofrece.');
    expect(md).toContain('Un regente que además rige un dusthana, o que está combusto o debilitado, le resta fuerza.');
    expect(md).toContain('Saber qué planeta es el ayudante indica a la persona dónde le conviene invertir la paciencia.');
  });
});

describe('no flagged phrase is left in the Spanish Vedic text', () => {
  const dir = join(__dirname, '../../src/text/es/vedic');
  const text = readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
  const OLD = [
    // «cuarto» for a pada: «el tercer pada … es el cuarto más parecido a Rahu» read as "the fourth".
    /\b(este|el|su) cuarto (más|aprende|debe|ha de)\b|prueba habitual de este cuarto|último cuarto del zodíaco/,
    /Quienes tienen fuerte [A-Z]|Quienes tienen fuerte est|costarle comprometerse|un maestro que todavía no ha examinado|se sienten a menudo el mayor|herirse con facilidad|el éxito le mantiene|cuando intentan remodelar/,
    /Trabajo minucioso, rutinas de salud|alcancen el paso|No debe permitir que el trabajo|una rutina asentada|Pasión, lealtad y creatividad intensa abundan|de una intensidad espiritual/,
    /se vuelven asuntos vivos|el trabajo manual/,
    /sentirse aislante|descansen una mente|den descanso a una mente|Solo piden vigilancia/,
    /depende de la pareja|cruza la pareja|sobre la pareja lo debilitan|regencia de dusthanas debilitan|o debilitado, lo debilita\b|benéficos lo debilitan|complaciente consigo|por completitud|conviene invertir mejor/,
    /juntas forman Chandra/,
  ];
  it.each(OLD.map((p) => [String(p), p] as const))('%s', (_label, pattern) => {
    expect(text).not.toMatch(pattern);
  });
});
