import type { HoroscopeGrammar } from '../horoscope-grammar.js';

// The grammar facts of English horoscopes (issue 31; src/text/horoscope-grammar.ts): English needs no agreement, so
// every sign and planet is neuter; the forms reproduce the English the horoscopes were written with.

/** English horoscope grammar. */
export const HOROSCOPE_GRAMMAR_EN: HoroscopeGrammar = {
  signs: {
    Aries: { name: 'Aries', in: 'in Aries', the: 'Aries', of: 'of Aries', gender: 'neuter', number: 'singular' },
    Taurus: { name: 'Taurus', in: 'in Taurus', the: 'Taurus', of: 'of Taurus', gender: 'neuter', number: 'singular' },
    Gemini: { name: 'Gemini', in: 'in Gemini', the: 'Gemini', of: 'of Gemini', gender: 'neuter', number: 'singular' },
    Cancer: { name: 'Cancer', in: 'in Cancer', the: 'Cancer', of: 'of Cancer', gender: 'neuter', number: 'singular' },
    Leo: { name: 'Leo', in: 'in Leo', the: 'Leo', of: 'of Leo', gender: 'neuter', number: 'singular' },
    Virgo: { name: 'Virgo', in: 'in Virgo', the: 'Virgo', of: 'of Virgo', gender: 'neuter', number: 'singular' },
    Libra: { name: 'Libra', in: 'in Libra', the: 'Libra', of: 'of Libra', gender: 'neuter', number: 'singular' },
    Scorpio: { name: 'Scorpio', in: 'in Scorpio', the: 'Scorpio', of: 'of Scorpio', gender: 'neuter', number: 'singular' },
    Sagittarius: { name: 'Sagittarius', in: 'in Sagittarius', the: 'Sagittarius', of: 'of Sagittarius', gender: 'neuter', number: 'singular' },
    Capricorn: { name: 'Capricorn', in: 'in Capricorn', the: 'Capricorn', of: 'of Capricorn', gender: 'neuter', number: 'singular' },
    Aquarius: { name: 'Aquarius', in: 'in Aquarius', the: 'Aquarius', of: 'of Aquarius', gender: 'neuter', number: 'singular' },
    Pisces: { name: 'Pisces', in: 'in Pisces', the: 'Pisces', of: 'of Pisces', gender: 'neuter', number: 'singular' },
  },
  bodies: {
    Sun: { name: 'the Sun', of: 'of the Sun', gender: 'neuter' },
    Moon: { name: 'the Moon', of: 'of the Moon', gender: 'neuter' },
    Mercury: { name: 'Mercury', of: 'of Mercury', gender: 'neuter' },
    Venus: { name: 'Venus', of: 'of Venus', gender: 'neuter' },
    Mars: { name: 'Mars', of: 'of Mars', gender: 'neuter' },
    Jupiter: { name: 'Jupiter', of: 'of Jupiter', gender: 'neuter' },
    Saturn: { name: 'Saturn', of: 'of Saturn', gender: 'neuter' },
    Uranus: { name: 'Uranus', of: 'of Uranus', gender: 'neuter' },
    Neptune: { name: 'Neptune', of: 'of Neptune', gender: 'neuter' },
    Pluto: { name: 'Pluto', of: 'of Pluto', gender: 'neuter' },
  },
  and: ' and ',
  eclipses: {
    'total solar': { type: 'total solar eclipse', aType: 'a total solar eclipse' },
    'annular solar': { type: 'annular solar eclipse', aType: 'an annular solar eclipse' },
    'hybrid solar': { type: 'hybrid solar eclipse', aType: 'a hybrid solar eclipse' },
    'partial solar': { type: 'partial solar eclipse', aType: 'a partial solar eclipse' },
    'total lunar': { type: 'total lunar eclipse', aType: 'a total lunar eclipse' },
    'partial lunar': { type: 'partial lunar eclipse', aType: 'a partial lunar eclipse' },
    'penumbral lunar': { type: 'penumbral lunar eclipse', aType: 'a penumbral lunar eclipse' },
  },
  seasons: {
    'March equinox': 'March equinox', 'June solstice': 'June solstice',
    'September equinox': 'September equinox', 'December solstice': 'December solstice',
  },
  quarters: { 'First Quarter': 'First Quarter', 'Last Quarter': 'Last Quarter' },
};
