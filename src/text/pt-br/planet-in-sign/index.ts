// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { Sign } from '../../../schemas/enums.js';
import type { TextBody } from '../../placement-keys.js';
import type { PlacementText } from '../../placement-text.js';
import { CHIRON_IN_SIGN_PT_BR } from './chiron.js';
import { LILITH_IN_SIGN_PT_BR } from './lilith.js';
import { NEPTUNE_IN_SIGN_PT_BR } from './neptune.js';
import { NORTH_NODE_IN_SIGN_PT_BR } from './north-node.js';
import { PLUTO_IN_SIGN_PT_BR } from './pluto.js';
import { URANUS_IN_SIGN_PT_BR } from './uranus.js';

/** Cada corpo traduzido em cada signo, em português do Brasil (um arquivo por corpo; os que faltam são lidos em inglês). */
export const PLANET_IN_SIGN_PT_BR: Readonly<Partial<Record<TextBody, Readonly<Record<Sign, PlacementText>>>>> = {
  Uranus: URANUS_IN_SIGN_PT_BR,
  Neptune: NEPTUNE_IN_SIGN_PT_BR,
  Pluto: PLUTO_IN_SIGN_PT_BR,
  Chiron: CHIRON_IN_SIGN_PT_BR,
  NorthNode: NORTH_NODE_IN_SIGN_PT_BR,
  LilithMean: LILITH_IN_SIGN_PT_BR,
};
