// Urania's own text, translated from its English original (src/text/en); locale es.
// The notes of a report without a birth time (src/text/en/natal/untimed.ts, UNTIMED_EN).
import type { UntimedText } from '../../natal-text.js';

/** Las notas de un informe sin hora de nacimiento, en español. */
export const UNTIMED_ES: UntimedText = {
  noTime: `Este informe se ha calculado sin hora de nacimiento, así que lee el cielo del día completo en que se nació. Las casas, el Ascendente, el Medio Cielo, el regente de la carta y la Parte de la Fortuna dependen todos del minuto exacto del nacimiento, y se dejan fuera en lugar de adivinarse. Los signos de los planetas y la mayoría de sus aspectos valen para todo el día. La Luna es la excepción: avanza unos trece grados en un día, de modo que su grado, sus aspectos y a veces su signo dependen de la hora. Cuando una posición podría variar a lo largo del día, el informe lo indica.`,
  signChange: `{body} cambió de signo el día del nacimiento: dejó {first} y entró en {second} {when}. Sin la hora de nacimiento, el informe no puede saber cuál de las dos posiciones corresponde, así que ofrece ambas lecturas. Mucha gente se reconoce más en una que en la otra, y ese reconocimiento puede incluso ayudar a un astrólogo cuidadoso a acotar la hora del nacimiento.`,
  moonRange: `El día del nacimiento la Luna permaneció en {sign}, avanzando de {start} a {end}. Su signo es, por tanto, seguro, pero su grado exacto y los orbes de sus aspectos dependen de la hora de nacimiento: cada aspecto que aparece aquí es el que formaba a mediodía, y pudo ser más cerrado o más abierto en el momento real del nacimiento.`,
};
