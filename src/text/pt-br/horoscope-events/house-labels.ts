// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { HouseCells } from '../../horoscope-event-text.js';

// How the twelve solar houses are named in a Brazilian Portuguese horoscope ("Casa" with a capital and its numeral,
// docs/i18n/pt-BR.md), with the possessive and no article ("em sua Casa 7"), so that no label contracts with a
// preposition. Each label carries its number so the reader can follow the house from one piece to the next.

export const HOUSE_LABELS_PT_BR: HouseCells = [
  ['sua Casa 1 da identidade e da primeira impressão', 'sua própria Casa 1 do corpo e da presença'],
  ['sua Casa 2 do dinheiro e dos bens', 'sua Casa 2 da renda e da autoestima'],
  ['sua Casa 3 das conversas, dos recados e dos irmãos', 'sua Casa 3 das mensagens e da vizinhança'],
  ['sua Casa 4 do lar e da família', 'sua Casa 4 das raízes e da vida privada'],
  ['sua Casa 5 da diversão, do romance e da criatividade', 'sua Casa 5 do lazer, dos filhos e do prazer'],
  ['sua Casa 6 da rotina de trabalho e da saúde', 'sua Casa 6 das tarefas diárias e dos hábitos'],
  ['sua Casa 7 das parcerias', 'sua Casa 7 dos parceiros próximos e dos contratos'],
  ['sua Casa 8 do dinheiro compartilhado e da intimidade', 'sua Casa 8 das dívidas, da confiança e dos laços profundos'],
  ['sua Casa 9 das viagens, dos estudos e das crenças', 'sua Casa 9 dos lugares distantes e das grandes ideias'],
  ['sua Casa 10 da carreira e da reputação', 'sua Casa 10 da posição pública e da ambição'],
  ['sua Casa 11 dos amigos e das esperanças', 'sua Casa 11 dos grupos, das redes e dos desejos'],
  ['sua Casa 12 do descanso e do recolhimento', 'sua Casa 12 da solidão, dos encerramentos e dos reparos silenciosos'],
];

/** A house named again in the same piece: its number alone. */
export const HOUSE_SHORT_PT_BR: readonly string[] = [
  'sua Casa 1', 'sua Casa 2', 'sua Casa 3', 'sua Casa 4', 'sua Casa 5', 'sua Casa 6',
  'sua Casa 7', 'sua Casa 8', 'sua Casa 9', 'sua Casa 10', 'sua Casa 11', 'sua Casa 12',
];
