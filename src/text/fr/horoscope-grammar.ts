import { dayRange, type HoroscopeGrammar } from '../horoscope-grammar.js';

// The grammar facts of French horoscopes (issue 31; src/text/horoscope-grammar.ts). A planet is "en" a sign without
// an article ("Mars en Bélier", "Vénus en Poissons"); as a subject the sign takes its article, whose gender and number
// are the sign's: "le Bélier", "la Vierge", "la Balance", "les Gémeaux", "les Poissons" ("du Bélier", "de la Vierge",
// "des Gémeaux"). The Sun and the Moon take their article ("le Soleil", "la Lune"), the other planets none; Venus and
// the Moon are feminine. Lists join with "et". A season carries its article, elided or not ("l’équinoxe de mars",
// "le solstice de juin"), since no message can choose between "l’" and "le" by a select on the season's words.

/** French horoscope grammar. */
export const HOROSCOPE_GRAMMAR_FR: HoroscopeGrammar = {
  signs: {
    Aries: { name: 'Bélier', in: 'en Bélier', the: 'le Bélier', of: 'du Bélier', gender: 'masculine', number: 'singular' },
    Taurus: { name: 'Taureau', in: 'en Taureau', the: 'le Taureau', of: 'du Taureau', gender: 'masculine', number: 'singular' },
    Gemini: { name: 'Gémeaux', in: 'en Gémeaux', the: 'les Gémeaux', of: 'des Gémeaux', gender: 'masculine', number: 'plural' },
    Cancer: { name: 'Cancer', in: 'en Cancer', the: 'le Cancer', of: 'du Cancer', gender: 'masculine', number: 'singular' },
    Leo: { name: 'Lion', in: 'en Lion', the: 'le Lion', of: 'du Lion', gender: 'masculine', number: 'singular' },
    Virgo: { name: 'Vierge', in: 'en Vierge', the: 'la Vierge', of: 'de la Vierge', gender: 'feminine', number: 'singular' },
    Libra: { name: 'Balance', in: 'en Balance', the: 'la Balance', of: 'de la Balance', gender: 'feminine', number: 'singular' },
    Scorpio: { name: 'Scorpion', in: 'en Scorpion', the: 'le Scorpion', of: 'du Scorpion', gender: 'masculine', number: 'singular' },
    Sagittarius: { name: 'Sagittaire', in: 'en Sagittaire', the: 'le Sagittaire', of: 'du Sagittaire', gender: 'masculine', number: 'singular' },
    Capricorn: { name: 'Capricorne', in: 'en Capricorne', the: 'le Capricorne', of: 'du Capricorne', gender: 'masculine', number: 'singular' },
    Aquarius: { name: 'Verseau', in: 'en Verseau', the: 'le Verseau', of: 'du Verseau', gender: 'masculine', number: 'singular' },
    Pisces: { name: 'Poissons', in: 'en Poissons', the: 'les Poissons', of: 'des Poissons', gender: 'masculine', number: 'plural' },
  },
  bodies: {
    Sun: { name: 'le Soleil', of: 'du Soleil', gender: 'masculine' },
    Moon: { name: 'la Lune', of: 'de la Lune', gender: 'feminine' },
    Mercury: { name: 'Mercure', of: 'de Mercure', gender: 'masculine' },
    Venus: { name: 'Vénus', of: 'de Vénus', gender: 'feminine' },
    Mars: { name: 'Mars', of: 'de Mars', gender: 'masculine' },
    Jupiter: { name: 'Jupiter', of: 'de Jupiter', gender: 'masculine' },
    Saturn: { name: 'Saturne', of: 'de Saturne', gender: 'masculine' },
    Uranus: { name: 'Uranus', of: 'd’Uranus', gender: 'masculine' },
    Neptune: { name: 'Neptune', of: 'de Neptune', gender: 'masculine' },
    Pluto: { name: 'Pluton', of: 'de Pluton', gender: 'masculine' },
  },
  and: ' et ',
  eclipses: {
    'total solar': { type: 'éclipse solaire totale', aType: 'une éclipse solaire totale' },
    'annular solar': { type: 'éclipse solaire annulaire', aType: 'une éclipse solaire annulaire' },
    'hybrid solar': { type: 'éclipse solaire hybride', aType: 'une éclipse solaire hybride' },
    'partial solar': { type: 'éclipse solaire partielle', aType: 'une éclipse solaire partielle' },
    'total lunar': { type: 'éclipse lunaire totale', aType: 'une éclipse lunaire totale' },
    'partial lunar': { type: 'éclipse lunaire partielle', aType: 'une éclipse lunaire partielle' },
    'penumbral lunar': { type: 'éclipse lunaire par la pénombre', aType: 'une éclipse lunaire par la pénombre' },
  },
  seasons: {
    'March equinox': 'l’équinoxe de mars', 'June solstice': 'le solstice de juin',
    'September equinox': 'l’équinoxe de septembre', 'December solstice': 'le solstice de décembre',
  },
  quarters: { 'First Quarter': 'premier quartier', 'Last Quarter': 'dernier quartier' },
  // "du 17 au 23 mars", "du 1er au 7 juin", "du 28 avril au 4 mai": the month once when both days share it.
  dateRange: dayRange((d) => (d === 1 ? '1er' : String(d))),
};
