// Urania's own text, translated from its English original (src/text/planetary-joy-text.ts); locale pt-BR.
import type { PlanetaryJoyText } from '../planetary-joy-text.js';
import type { PartialText } from '../partial-text.js';

/** A alegria de cada planeta, uma frase por planeta, em português do Brasil (as casas como «a Casa 9»). */
export const PLANETARY_JOY_TEXT_PT_BR: PartialText<PlanetaryJoyText> = {
  Mercury: 'Mercúrio tem sua alegria na Casa 1, o lugar do eu e da razão, onde a mente dá forma ao modo de encarar a vida.',
  Moon: 'A Lua tem sua alegria na Casa 3, o lugar da Deusa, das viagens, dos irmãos e do vaivém de cada dia.',
  Venus: 'Vênus tem sua alegria na Casa 5, o lugar da Boa Fortuna, do prazer, dos filhos e do deleite.',
  Mars: 'Marte tem sua alegria na Casa 6, o lugar da Má Fortuna, da labuta, da doença e da discórdia, onde sua força encontra trabalho.',
  Sun: 'O Sol tem sua alegria na Casa 9, o lugar do Deus, da religião, da sabedoria e das viagens longas.',
  Jupiter: 'Júpiter tem sua alegria na Casa 11, o lugar do Bom Espírito, dos amigos, das esperanças e dos benfeitores.',
  Saturn: 'Saturno tem sua alegria na Casa 12, o lugar do Mau Espírito, das privações, do confinamento e dos inimigos ocultos.',
};
