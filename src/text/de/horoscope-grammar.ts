import { dayRange, type HoroscopeGrammar } from '../horoscope-grammar.js';

// The grammar facts of German horoscopes (issue 31; src/text/horoscope-grammar.ts). "in" takes the dative: "im"
// (in dem) before a masculine sign, "in der" before a feminine one (Jungfrau, Waage), "in den" before the plural
// Zwillinge and Fische, whose dative adds -n ("in den Zwillingen", "in den Fischen"); Löwe and Schütze are weak
// nouns ("im Löwen", "im Schützen"). The genitive: "des Widders", "der Jungfrau", "der Fische". The Sun is feminine
// ("die Sonne"), the Moon masculine ("der Mond"), Venus feminine; the other planets are masculine and named without
// an article. Lists join with "und".

const WEEKDAY = /\b([Aa]m) (Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b/g;

/**
 * @summary The weekly piece with a weekday that repeats the one named just before it said „am selben Tag“ (a third in
 * a row: „ebenfalls am Samstag“), as a German editor writes consecutive dated sentences. The weekdays of a weekly
 * piece are its only „am {Wochentag}“ phrases, and its dated sentences stand in date order, so an echo is the same
 * weekday as the previous one named.
 * @example sameDayDe('Am Samstag zieht der Mond weiter. Der Mond tritt am Samstag in sein letztes Viertel.') // '… Der Mond tritt am selben Tag …'
 */
export function sameDayDe(piece: string): string {
  let last = '';
  let run = 0;
  return piece.replace(WEEKDAY, (whole, am: string, day: string) => {
    run = day === last ? run + 1 : 1;
    last = day;
    if (run === 1) return whole;
    if (run === 2) return `${am} selben Tag`;
    return `${am === 'Am' ? 'Ebenfalls am' : 'ebenfalls am'} ${day}`;
  });
}

/** German horoscope grammar. */
export const HOROSCOPE_GRAMMAR_DE: HoroscopeGrammar = {
  signs: {
    Aries: { name: 'Widder', in: 'im Widder', the: 'der Widder', of: 'des Widders', gender: 'masculine', number: 'singular' },
    Taurus: { name: 'Stier', in: 'im Stier', the: 'der Stier', of: 'des Stiers', gender: 'masculine', number: 'singular' },
    Gemini: { name: 'Zwillinge', in: 'in den Zwillingen', the: 'die Zwillinge', of: 'der Zwillinge', gender: 'masculine', number: 'plural' },
    Cancer: { name: 'Krebs', in: 'im Krebs', the: 'der Krebs', of: 'des Krebses', gender: 'masculine', number: 'singular' },
    Leo: { name: 'Löwe', in: 'im Löwen', the: 'der Löwe', of: 'des Löwen', gender: 'masculine', number: 'singular' },
    Virgo: { name: 'Jungfrau', in: 'in der Jungfrau', the: 'die Jungfrau', of: 'der Jungfrau', gender: 'feminine', number: 'singular' },
    Libra: { name: 'Waage', in: 'in der Waage', the: 'die Waage', of: 'der Waage', gender: 'feminine', number: 'singular' },
    Scorpio: { name: 'Skorpion', in: 'im Skorpion', the: 'der Skorpion', of: 'des Skorpions', gender: 'masculine', number: 'singular' },
    Sagittarius: { name: 'Schütze', in: 'im Schützen', the: 'der Schütze', of: 'des Schützen', gender: 'masculine', number: 'singular' },
    Capricorn: { name: 'Steinbock', in: 'im Steinbock', the: 'der Steinbock', of: 'des Steinbocks', gender: 'masculine', number: 'singular' },
    Aquarius: { name: 'Wassermann', in: 'im Wassermann', the: 'der Wassermann', of: 'des Wassermanns', gender: 'masculine', number: 'singular' },
    Pisces: { name: 'Fische', in: 'in den Fischen', the: 'die Fische', of: 'der Fische', gender: 'masculine', number: 'plural' },
  },
  bodies: {
    Sun: { name: 'die Sonne', of: 'der Sonne', gender: 'feminine' },
    Moon: { name: 'der Mond', of: 'des Mondes', gender: 'masculine' },
    Mercury: { name: 'Merkur', of: 'des Merkur', gender: 'masculine' },
    Venus: { name: 'Venus', of: 'der Venus', gender: 'feminine' },
    Mars: { name: 'Mars', of: 'des Mars', gender: 'masculine' },
    Jupiter: { name: 'Jupiter', of: 'des Jupiter', gender: 'masculine' },
    Saturn: { name: 'Saturn', of: 'des Saturn', gender: 'masculine' },
    Uranus: { name: 'Uranus', of: 'des Uranus', gender: 'masculine' },
    Neptune: { name: 'Neptun', of: 'des Neptun', gender: 'masculine' },
    Pluto: { name: 'Pluto', of: 'des Pluto', gender: 'masculine' },
  },
  and: ' und ',
  eclipses: {
    'total solar': { type: 'totale Sonnenfinsternis', aType: 'eine totale Sonnenfinsternis' },
    'annular solar': { type: 'ringförmige Sonnenfinsternis', aType: 'eine ringförmige Sonnenfinsternis' },
    'hybrid solar': { type: 'hybride Sonnenfinsternis', aType: 'eine hybride Sonnenfinsternis' },
    'partial solar': { type: 'partielle Sonnenfinsternis', aType: 'eine partielle Sonnenfinsternis' },
    'total lunar': { type: 'totale Mondfinsternis', aType: 'eine totale Mondfinsternis' },
    'partial lunar': { type: 'partielle Mondfinsternis', aType: 'eine partielle Mondfinsternis' },
    'penumbral lunar': { type: 'Halbschatten-Mondfinsternis', aType: 'eine Halbschatten-Mondfinsternis' },
  },
  seasons: {
    'March equinox': 'Tagundnachtgleiche im März', 'June solstice': 'Sonnenwende im Juni',
    'September equinox': 'Tagundnachtgleiche im September', 'December solstice': 'Sonnenwende im Dezember',
  },
  quarters: { 'First Quarter': 'erstes Viertel', 'Last Quarter': 'letztes Viertel' },
  // "vom 17. bis zum 23. März", "vom 28. April bis zum 4. Mai": the month once when both days share it.
  dateRange: dayRange((d) => `${d}.`),
  sameDay: sameDayDe,
};
