import type { HouseCells } from '../../horoscope-event-text.js';

// Urania's own text (original writing for this project), locale es: how the twelve solar houses are named in a
// horoscope ("Casa" with a capital, docs/i18n/es.md). Each label carries its number so the reader can follow it.

export const HOUSE_LABELS_ES: HouseCells = [
  ['tu Casa 1 de la identidad y la primera impresión', 'tu propia Casa 1 del cuerpo y la presencia'],
  ['tu Casa 2 del dinero y las posesiones', 'tu Casa 2 de los ingresos y la autoestima'],
  ['tu Casa 3 de las conversaciones, los recados y los hermanos', 'tu Casa 3 de los mensajes y el vecindario'],
  ['tu Casa 4 del hogar y la familia', 'tu Casa 4 de las raíces y la vida privada'],
  ['tu Casa 5 de la diversión, el romance y la creatividad', 'tu Casa 5 del juego, los hijos y el placer'],
  ['tu Casa 6 de las rutinas de trabajo y la salud', 'tu Casa 6 de las tareas diarias y los hábitos'],
  ['tu Casa 7 de la pareja y las asociaciones', 'tu Casa 7 de los socios y los contratos'],
  ['tu Casa 8 del dinero compartido y la intimidad', 'tu Casa 8 de las deudas, la confianza y los lazos profundos'],
  ['tu Casa 9 de los viajes, los estudios y las creencias', 'tu Casa 9 de los lugares lejanos y las grandes ideas'],
  ['tu Casa 10 de la carrera y la reputación', 'tu Casa 10 de la posición pública y la ambición'],
  ['tu Casa 11 de los amigos y las esperanzas', 'tu Casa 11 de los grupos, las redes y los deseos'],
  ['tu Casa 12 del descanso y el retiro', 'tu Casa 12 de la soledad, los finales y la reparación en silencio'],
];

/** A house named again in the same piece: its number alone. */
export const HOUSE_SHORT_ES: readonly string[] = [
  'tu Casa 1', 'tu Casa 2', 'tu Casa 3', 'tu Casa 4', 'tu Casa 5', 'tu Casa 6',
  'tu Casa 7', 'tu Casa 8', 'tu Casa 9', 'tu Casa 10', 'tu Casa 11', 'tu Casa 12',
];
