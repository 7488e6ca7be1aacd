import { dayRange, type HoroscopeGrammar } from '../horoscope-grammar.js';

// The grammar facts of Spanish horoscopes (issue 31; src/text/horoscope-grammar.ts). The signs are masculine ("el
// signo de Aries") and take "en" without an article ("Marte en Aries"); the Sun and the Moon take their article
// ("el Sol", "la Luna": "del Sol", "de la Luna"), the other planets none; the planets are masculine, the Moon
// feminine ("la Luna está llena", "Venus está retrógrado"). Lists join with "y" (no planet's name starts with i-).

/** Spanish horoscope grammar. */
export const HOROSCOPE_GRAMMAR_ES: HoroscopeGrammar = {
  signs: {
    Aries: { name: 'Aries', in: 'en Aries', the: 'Aries', of: 'de Aries', gender: 'masculine', number: 'singular' },
    Taurus: { name: 'Tauro', in: 'en Tauro', the: 'Tauro', of: 'de Tauro', gender: 'masculine', number: 'singular' },
    Gemini: { name: 'Géminis', in: 'en Géminis', the: 'Géminis', of: 'de Géminis', gender: 'masculine', number: 'singular' },
    Cancer: { name: 'Cáncer', in: 'en Cáncer', the: 'Cáncer', of: 'de Cáncer', gender: 'masculine', number: 'singular' },
    Leo: { name: 'Leo', in: 'en Leo', the: 'Leo', of: 'de Leo', gender: 'masculine', number: 'singular' },
    Virgo: { name: 'Virgo', in: 'en Virgo', the: 'Virgo', of: 'de Virgo', gender: 'masculine', number: 'singular' },
    Libra: { name: 'Libra', in: 'en Libra', the: 'Libra', of: 'de Libra', gender: 'masculine', number: 'singular' },
    Scorpio: { name: 'Escorpio', in: 'en Escorpio', the: 'Escorpio', of: 'de Escorpio', gender: 'masculine', number: 'singular' },
    Sagittarius: { name: 'Sagitario', in: 'en Sagitario', the: 'Sagitario', of: 'de Sagitario', gender: 'masculine', number: 'singular' },
    Capricorn: { name: 'Capricornio', in: 'en Capricornio', the: 'Capricornio', of: 'de Capricornio', gender: 'masculine', number: 'singular' },
    Aquarius: { name: 'Acuario', in: 'en Acuario', the: 'Acuario', of: 'de Acuario', gender: 'masculine', number: 'singular' },
    Pisces: { name: 'Piscis', in: 'en Piscis', the: 'Piscis', of: 'de Piscis', gender: 'masculine', number: 'singular' },
  },
  bodies: {
    Sun: { name: 'el Sol', of: 'del Sol', gender: 'masculine' },
    Moon: { name: 'la Luna', of: 'de la Luna', gender: 'feminine' },
    Mercury: { name: 'Mercurio', of: 'de Mercurio', gender: 'masculine' },
    Venus: { name: 'Venus', of: 'de Venus', gender: 'masculine' },
    Mars: { name: 'Marte', of: 'de Marte', gender: 'masculine' },
    Jupiter: { name: 'Júpiter', of: 'de Júpiter', gender: 'masculine' },
    Saturn: { name: 'Saturno', of: 'de Saturno', gender: 'masculine' },
    Uranus: { name: 'Urano', of: 'de Urano', gender: 'masculine' },
    Neptune: { name: 'Neptuno', of: 'de Neptuno', gender: 'masculine' },
    Pluto: { name: 'Plutón', of: 'de Plutón', gender: 'masculine' },
  },
  and: ' y ',
  eclipses: {
    'total solar': { type: 'eclipse solar total', aType: 'un eclipse solar total' },
    'annular solar': { type: 'eclipse solar anular', aType: 'un eclipse solar anular' },
    'hybrid solar': { type: 'eclipse solar híbrido', aType: 'un eclipse solar híbrido' },
    'partial solar': { type: 'eclipse solar parcial', aType: 'un eclipse solar parcial' },
    'total lunar': { type: 'eclipse lunar total', aType: 'un eclipse lunar total' },
    'partial lunar': { type: 'eclipse lunar parcial', aType: 'un eclipse lunar parcial' },
    'penumbral lunar': { type: 'eclipse lunar penumbral', aType: 'un eclipse lunar penumbral' },
  },
  seasons: {
    'March equinox': 'equinoccio de marzo', 'June solstice': 'solsticio de junio',
    'September equinox': 'equinoccio de septiembre', 'December solstice': 'solsticio de diciembre',
  },
  quarters: { 'First Quarter': 'cuarto creciente', 'Last Quarter': 'cuarto menguante' },
  // "del 17 al 23 de marzo", "del 28 de abril al 4 de mayo": the month once when both days share it.
  dateRange: dayRange((d) => String(d)),
};
