// Urania's own text, translated from its English original (src/aspects/chart-shape.ts, DESCRIPTIONS); locale pt-BR.
import type { ChartShapeName } from '../../natal-text.js';

/**
 * The Jones chart shapes in Brazilian Portuguese (the natal report's "Forma do mapa" paragraph). The names are the
 * headings' own (src/report/words/pt-br/report-words.ts); the leading planet is named in the heading
 * ("Forma do mapa: balde, com Júpiter à frente"), so the paragraph does not repeat it.
 */
export const CHART_SHAPE_PT_BR: Readonly<Record<ChartShapeName, string>> = {
  bundle: 'Feixe: todos os planetas cabem num trígono (120°), um foco concentrado e especializado.',
  bowl: 'Tigela: todos os planetas ocupam uma só metade do mapa (180°); uma natureza que se basta, com um senso de missão voltado para a metade vazia.',
  bucket: 'Balde: uma tigela de planetas com um planeta (ou um par próximo) sozinho na metade vazia, como a alça, o canal por onde passa o mapa inteiro.',
  locomotive: 'Locomotiva: os planetas cobrem dois terços do círculo e deixam um trígono vazio; um impulso que se move sozinho.',
  seesaw: 'Gangorra: dois grupos opostos de planetas, separados por dois arcos vazios, e um lado sempre pesado contra o outro.',
  splay: 'Leque: planetas em grupos fortes e irregulares ao redor do mapa; um temperamento individual, difícil de classificar.',
  splash: 'Espalhado: planetas distribuídos por igual no mapa; interesses amplos e uma energia que se dispersa.',
};
