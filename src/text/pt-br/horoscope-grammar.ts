import { dayRange, type HoroscopeGrammar } from '../horoscope-grammar.js';

// The grammar facts of Brazilian Portuguese horoscopes (issue 31; src/text/horoscope-grammar.ts). A planet is "em" a
// sign without an article ("Marte em Áries", "Vênus em Peixes"), the usage of Brazilian astrology; the signs are
// masculine ("o signo de Gêmeos"). The Sun and the Moon take their article, which contracts: "o Sol", "do Sol", "a Lua",
// "da Lua"; the other planets none. The Moon and Venus are feminine ("Vênus retrógrada"). Lists join with "e".

/** Brazilian Portuguese horoscope grammar. */
export const HOROSCOPE_GRAMMAR_PT_BR: HoroscopeGrammar = {
  signs: {
    Aries: { name: 'Áries', in: 'em Áries', the: 'Áries', of: 'de Áries', gender: 'masculine', number: 'singular' },
    Taurus: { name: 'Touro', in: 'em Touro', the: 'Touro', of: 'de Touro', gender: 'masculine', number: 'singular' },
    Gemini: { name: 'Gêmeos', in: 'em Gêmeos', the: 'Gêmeos', of: 'de Gêmeos', gender: 'masculine', number: 'singular' },
    Cancer: { name: 'Câncer', in: 'em Câncer', the: 'Câncer', of: 'de Câncer', gender: 'masculine', number: 'singular' },
    Leo: { name: 'Leão', in: 'em Leão', the: 'Leão', of: 'de Leão', gender: 'masculine', number: 'singular' },
    Virgo: { name: 'Virgem', in: 'em Virgem', the: 'Virgem', of: 'de Virgem', gender: 'masculine', number: 'singular' },
    Libra: { name: 'Libra', in: 'em Libra', the: 'Libra', of: 'de Libra', gender: 'masculine', number: 'singular' },
    Scorpio: { name: 'Escorpião', in: 'em Escorpião', the: 'Escorpião', of: 'de Escorpião', gender: 'masculine', number: 'singular' },
    Sagittarius: { name: 'Sagitário', in: 'em Sagitário', the: 'Sagitário', of: 'de Sagitário', gender: 'masculine', number: 'singular' },
    Capricorn: { name: 'Capricórnio', in: 'em Capricórnio', the: 'Capricórnio', of: 'de Capricórnio', gender: 'masculine', number: 'singular' },
    Aquarius: { name: 'Aquário', in: 'em Aquário', the: 'Aquário', of: 'de Aquário', gender: 'masculine', number: 'singular' },
    Pisces: { name: 'Peixes', in: 'em Peixes', the: 'Peixes', of: 'de Peixes', gender: 'masculine', number: 'singular' },
  },
  bodies: {
    Sun: { name: 'o Sol', of: 'do Sol', gender: 'masculine' },
    Moon: { name: 'a Lua', of: 'da Lua', gender: 'feminine' },
    Mercury: { name: 'Mercúrio', of: 'de Mercúrio', gender: 'masculine' },
    Venus: { name: 'Vênus', of: 'de Vênus', gender: 'feminine' },
    Mars: { name: 'Marte', of: 'de Marte', gender: 'masculine' },
    Jupiter: { name: 'Júpiter', of: 'de Júpiter', gender: 'masculine' },
    Saturn: { name: 'Saturno', of: 'de Saturno', gender: 'masculine' },
    Uranus: { name: 'Urano', of: 'de Urano', gender: 'masculine' },
    Neptune: { name: 'Netuno', of: 'de Netuno', gender: 'masculine' },
    Pluto: { name: 'Plutão', of: 'de Plutão', gender: 'masculine' },
  },
  and: ' e ',
  eclipses: {
    'total solar': { type: 'eclipse solar total', aType: 'um eclipse solar total' },
    'annular solar': { type: 'eclipse solar anular', aType: 'um eclipse solar anular' },
    'hybrid solar': { type: 'eclipse solar híbrido', aType: 'um eclipse solar híbrido' },
    'partial solar': { type: 'eclipse solar parcial', aType: 'um eclipse solar parcial' },
    'total lunar': { type: 'eclipse lunar total', aType: 'um eclipse lunar total' },
    'partial lunar': { type: 'eclipse lunar parcial', aType: 'um eclipse lunar parcial' },
    'penumbral lunar': { type: 'eclipse lunar penumbral', aType: 'um eclipse lunar penumbral' },
  },
  seasons: {
    'March equinox': 'equinócio de março', 'June solstice': 'solstício de junho',
    'September equinox': 'equinócio de setembro', 'December solstice': 'solstício de dezembro',
  },
  quarters: { 'First Quarter': 'quarto crescente', 'Last Quarter': 'quarto minguante' },
  // "de 17 a 23 de março", "de 1º a 7 de junho", "de 28 de abril a 4 de maio": the month once when both days share it.
  dateRange: dayRange((d) => (d === 1 ? '1º' : String(d))),
};
