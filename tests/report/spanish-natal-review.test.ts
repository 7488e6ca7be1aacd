/**
 * Issue 31: the Spanish natal reports, read back by an editor (docs/samples/es/NATAL-CRITIQUE.md).
 * Hand-typed sentences and headings of the two samples as they read after the review, and, over a set of charts,
 * that none of the flagged phrases is left (an aspect heading without its article, "en el Descendente" for a planet
 * near an angle, the noon orb outside its parenthesis, the calques and slips fixed in the text).
 */
import { describe, expect, it } from 'vitest';
import { natalReport, natalReportMarkdown } from '../../src/index.js';

const NEW_YORK = { birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York', locale: 'es' } as const;
const LONDON = { birthDate: '1990-01-01', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', locale: 'es' } as const;

/** Charts of different shapes, angles and patterns, timed and untimed. */
const CHARTS = [
  NEW_YORK,
  LONDON,
  { birthDate: '1985-03-21', birthTime: '06:10', latitude: 40.4168, longitude: -3.7038, timezone: 'Europe/Madrid', locale: 'es' },
  { birthDate: '1972-11-08', birthTime: '23:45', latitude: 19.4326, longitude: -99.1332, timezone: 'America/Mexico_City', locale: 'es' },
  { birthDate: '2001-09-30', birthTime: '12:00', latitude: -34.6037, longitude: -58.3816, timezone: 'America/Argentina/Buenos_Aires', locale: 'es' },
  { birthDate: '1964-05-17', latitude: 4.711, longitude: -74.0721, timezone: 'America/Bogota', locale: 'es' },
] as const;

describe('the Spanish natal samples after the review', () => {
  const ny = natalReportMarkdown(natalReport(NEW_YORK));
  const london = natalReportMarkdown(natalReport(LONDON));

  it('gives the angles, the Sun, the Moon and the nodes their article in an aspect heading', () => {
    expect(ny).toContain('### Luna en trígono con el Medio Cielo (orbe 2°13′, en aplicación)');
    expect(ny).toContain('### Marte en oposición al Ascendente (orbe 3°48′, en separación)');
    expect(ny).toContain('### Nodo Norte en oposición al Medio Cielo (orbe 3°47′, en aplicación)');
    expect(ny).toContain('### Saturno en cuadratura con el Ascendente (orbe 5°42′, en separación)');
    expect(ny).toContain('### Luna en sextil con el Nodo Norte (orbe 1°34′, en aplicación)');
    expect(ny).toContain('### Júpiter en oposición a Saturno (orbe 2°36′, en aplicación)');
    expect(ny).toContain('### Sol en oposición a Neptuno (orbe 0°41′, en aplicación)');
  });

  it('places a point near an angle "junto al" it', () => {
    expect(ny).toContain('### Marte en la Casa 6, junto al Descendente (orbe 3°48′)');
    expect(ny).toContain('### Nodo Norte en la Casa 4, junto al Fondo del Cielo (orbe 3°47′)');
  });

  it('dates the noon orb of an untimed Moon aspect inside the parenthesis', () => {
    expect(london).toContain('### Luna en trígono con Júpiter (orbe 1°52′ a mediodía, en aplicación): el orbe cambia a lo largo del día');
  });

  it('reads the rewritten sentences', () => {
    expect(ny).toContain('una palabra amable, un esfuerzo por hacer que los demás se sientan cómodos, buen ojo para cómo está dispuesta una sala y para quién, dentro de ella, está a disgusto.');
    expect(ny).toContain('además de la cuenta corriente mantiene vivo y bien orientado este cauce tranquilo.');
    expect(ny).toContain('Cada logro se convierte en un argumento contra el crítico interior.');
    expect(ny).toContain('Una cocina caldeada y unas pocas caras de confianza le devuelven la energía antes que unas vacaciones.');
    expect(ny).toContain('Unos límites claros, una salida creativa y personas de confianza con quienes hablar dan cauce a esta agua para que corra sin desbordarse.');
    expect(ny).toContain('Arriesgar un poco, sin pasarse, puede salir a cuenta, aunque la vena de jugador necesita vigilancia.');
    expect(ny).toContain('Es quien recuerda los cumpleaños sin calendario, capta en segundos la tensión de una cocina');
    expect(ny).toContain('la persona nacida con esta oposición hace el papel más estable y se siente desasosegada por ello.');
    expect(ny).toContain('La casa puede quedar reducida a un lugar donde solo se duerme entre reunión y reunión');
    expect(ny).toContain('permite a otros afrontar hechos difíciles y salir con una visión más clara de su situación.');
    expect(london).toContain('Su hogar es con frecuencia un sitio generoso donde niños, amigos e invitados se sienten bienvenidos');
    expect(london).toContain('Saturno pegado al Sol suele traer una infancia en la que hubo que madurar antes de tiempo.');
    expect(london).toContain('y como grupo crecieron esperando escalafones estables mientras veían tambalearse muchos de ellos.');
    expect(london).toContain('En su mejor versión, este aspecto forma a alguien capaz de mediar en el cambio entre grupos');
  });
});

describe('no flagged phrase is left in the Spanish natal report', () => {
  const OLD = [
    /^###? .*en (oposición|trígono|cuadratura|sextil|conjunción|quincuncio) (a|con) (Ascendente|Medio Cielo|Descendente|Fondo del Cielo|Nodo Norte|Nodo Sur|Sol|Luna|Parte de la Fortuna)\b/m,
    /, en el (Ascendente|Medio Cielo|Descendente|Fondo del Cielo) \(orbe/,
    /\), a mediodía: el orbe/,
    /cualquier vacación|orillas entre las que correr|se siente desasosegado por ello|Es la amistad que recuerda|y a salir con una visión|Su casa es con frecuencia|parecía mayor de lo que era|toque ligero en el riesgo|esperando escaleras estables|puede quedar en un lugar donde|instinto para la disposición de un espacio|corriente suave fluyendo|una prueba contra el crítico/,
    /\bda a alguien (capaz|cuy|que|cómodo)/,
  ];
  it.each(CHARTS.map((c) => [`${c.birthDate}${'birthTime' in c ? ` ${c.birthTime}` : ' (untimed)'}`, c] as const))('%s', (_label, chart) => {
    const text = natalReportMarkdown(natalReport(chart));
    for (const pattern of OLD) expect(text, String(pattern)).not.toMatch(pattern);
  });
});
