// Urania's own text, translated from its English original (src/text/planetary-joy-text.ts); locale de.
import type { PlanetaryJoyText } from '../planetary-joy-text.js';
import type { PartialText } from '../partial-text.js';

/** Die Freude jedes Planeten, ein Satz je Planet, deutsch (das Haus mit ausgeschriebener Ordnungszahl: „im neunten Haus“). */
export const PLANETARY_JOY_TEXT_DE: PartialText<PlanetaryJoyText> = {
  Mercury: 'Merkur hat seine Freude im ersten Haus, dem Ort des Selbst und der Vernunft, wo der Verstand prägt, wie man dem Leben begegnet.',
  Moon: 'Der Mond hat seine Freude im dritten Haus, dem Ort der Göttin, der Reisen, der Geschwister und der täglichen Wege.',
  Venus: 'Venus hat ihre Freude im fünften Haus, dem Ort des Guten Glücks, der Lust, der Kinder und des Vergnügens.',
  Mars: 'Mars hat seine Freude im sechsten Haus, dem Ort des Bösen Glücks, der Mühsal, der Krankheit und des Streits, wo seine Kraft Arbeit findet.',
  Sun: 'Die Sonne hat ihre Freude im neunten Haus, dem Ort des Gottes, der Religion, der Weisheit und der weiten Reisen.',
  Jupiter: 'Jupiter hat seine Freude im elften Haus, dem Ort des Guten Geistes, der Freunde, der Hoffnungen und der Wohltäter.',
  Saturn: 'Saturn hat seine Freude im zwölften Haus, dem Ort des Bösen Geistes, der Not, der Gefangenschaft und der verborgenen Feinde.',
};
