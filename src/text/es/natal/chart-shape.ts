// Urania's own text, translated from its English original (src/text/en/natal/chart-shape.ts); locale es.
import type { ChartShapeName } from '../../natal-text.js';

/**
 * Las siete formas de Jones en español (el párrafo «Forma de la carta» del informe natal). Los nombres son los de los
 * encabezados (src/report/words/es/report-words.ts); el encabezado nombra el planeta que va al frente
 * («Forma de la carta: cubo, con Júpiter al frente»), así que el párrafo no lo repite.
 */
export const CHART_SHAPE_ES: Readonly<Record<ChartShapeName, string>> = {
  bundle: 'Racimo: todos los planetas caben en un trígono (120°); un foco concentrado y especializado.',
  bowl: 'Cuenco: todos los planetas en una mitad de la carta (180°); una naturaleza que se basta, con sentido de misión hacia la mitad vacía.',
  bucket: 'Cubo: un cuenco de planetas con un planeta (o un par cercano) solo en la mitad vacía como asa, el canal por el que pasa la carta entera.',
  locomotive: 'Locomotora: los planetas cubren dos tercios del círculo y dejan un trígono vacío; un impulso propio.',
  seesaw: 'Balancín: dos grupos opuestos de planetas, separados por dos arcos vacíos, que pesan siempre un lado frente al otro.',
  splay: 'Abanico: planetas en grupos fuertes e irregulares alrededor de la carta; un temperamento individual y difícil de clasificar.',
  splash: 'Disperso: planetas repartidos por igual en la carta; intereses amplios y una energía que se dispersa.',
};
