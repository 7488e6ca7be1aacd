// Urania's own text, translated from its English original (src/text/en); locale es.
import type { CompatibilityText } from '../compatibility-text.js';
import type { PartialText } from '../partial-text.js';

// {a} and {b} are the two signs' bare names ("Aries", "Tauro"), masculine singular: each reading opens with "{a} y {b}"
// and speaks of the pair in the plural ("uno … el otro", "ambos"), so no sentence puts an article before a sign.

/** The sign-compatibility text in Spanish: by the element pair, the modality pair and the natural aspect; absent reads English. */
export const COMPATIBILITY_TEXT_ES: PartialText<CompatibilityText> = {
  elements: {
    'Fire+Fire': {
      reading: '{a} y {b} arden con el mismo combustible: cada uno reconoce al instante las ganas de vivir del otro.',
      strengths: ['un entusiasmo compartido que convierte los planes en acción', 'muestras de cariño generosas y abiertas'],
      challenges: ['dos temperamentos que estallan a la vez', 'nadie que cuide las brasas cuando el fuego se apaga'],
    },
    'Fire+Earth': {
      reading: '{a} y {b} se encuentran donde el calor toca el suelo: uno quiere saltar, el otro construir, y ambos valoran los resultados.',
      strengths: ['ambición respaldada por un plan viable', 'lealtad una vez ganada la confianza'],
      challenges: ['impaciencia por un lado y cautela por el otro', 'discusiones sobre el ritmo, el gasto y el riesgo'],
    },
    'Fire+Air': {
      reading: '{a} y {b} se avivan mutuamente, como el viento a una llama: las ideas prenden deprisa y llegan lejos.',
      strengths: ['conversaciones animadas y un gusto común por la aventura', 'el estímulo para pensar en grande'],
      challenges: ['inquietud cuando la vida se vuelve rutina', 'promesas que corren más que los hechos'],
    },
    'Fire+Water': {
      reading: '{a} y {b} son fuego y agua a punto de hacerse vapor: un vínculo intenso y conmovedor, aunque cada uno puede sofocar o escaldar al otro.',
      strengths: ['pasión con verdadera hondura emocional', 'valor por una parte, compasión por la otra'],
      challenges: ['una franqueza que hiere a la parte sensible', 'cambios de humor que apagan a la parte espontánea'],
    },
    'Earth+Earth': {
      reading: '{a} y {b} pisan el mismo suelo firme: prácticos, pacientes y constantes en lo que construyen.',
      strengths: ['rutinas fiables y metas comunes a largo plazo', 'un bienestar sensual y sin prisas en compañía'],
      challenges: ['costumbres que se hacen pasar por estabilidad', 'sentimientos que se callan para sacar adelante la tarea'],
    },
    'Earth+Air': {
      reading: '{a} y {b} hablan idiomas distintos, uno de hechos y otro de ideas, y tienen que aprender a traducirse.',
      strengths: ['teorías puestas a prueba en la realidad', 'una mezcla útil de visión y método'],
      challenges: ['uno ve al otro demasiado distante, y el otro se siente atado', 'necesidades distintas de novedad'],
    },
    'Earth+Water': {
      reading: '{a} y {b} forman juntos una tierra fértil: el cuidado y la constancia dejan crecer algo duradero.',
      strengths: ['un apoyo mutuo profundo y el mismo deseo de seguridad', 'un hogar que se vive como refugio'],
      challenges: ['preocupaciones que se alimentan a sí mismas', 'aferrarse al pasado, a las posesiones o a los rencores'],
    },
    'Air+Air': {
      reading: '{a} y {b} comparten el cielo abierto: las mentes se encuentran con facilidad y hay espacio de sobra para respirar.',
      strengths: ['conversación inagotable y curiosidad mutua', 'respeto por la independencia del otro'],
      challenges: ['hablar de los sentimientos en lugar de sentirlos', 'planes que se quedan en el papel'],
    },
    'Air+Water': {
      reading: '{a} y {b} son bruma y cielo cambiante: el pensamiento se cruza con el sentimiento, y cada uno puede desconcertar al otro.',
      strengths: ['imaginación con corazón', 'uno pone nombre a lo que el otro intuye'],
      challenges: ['el razonamiento frío frente a los sentimientos heridos', 'señales confusas sobre la cercanía y la distancia'],
    },
    'Water+Water': {
      reading: '{a} y {b} fluyen el uno hacia el otro: la comprensión es honda, a menudo sin necesidad de palabras.',
      strengths: ['empatía intuitiva y lealtad emocional', 'un lugar seguro para mostrarse vulnerable'],
      challenges: ['estados de ánimo que se amplifican en vez de calmarse', 'evitar las conversaciones difíciles para mantener la paz'],
    },
  },
  modalities: {
    'Cardinal+Cardinal': {
      reading: 'A ambos les gusta empezar y tomar la iniciativa, lo que da impulso y también disputas por el timón.',
      strengths: ['una pareja que se pone en marcha deprisa'],
      challenges: ['luchas de poder por ver quién decide'],
    },
    'Cardinal+Fixed': {
      reading: 'Uno abre camino y el otro defiende el terreno ganado: un reparto natural del trabajo.',
      strengths: ['la iniciativa unida a la constancia'],
      challenges: ['quien arranca se impacienta ante la resistencia del otro a cambiar de rumbo'],
    },
    'Cardinal+Mutable': {
      reading: 'Uno marca la dirección y el otro adapta la ruta, de modo que los planes se doblan sin romperse.',
      strengths: ['flexibilidad al servicio de una meta clara'],
      challenges: ['el más adaptable puede sentirse dirigido en lugar de escuchado'],
    },
    'Fixed+Fixed': {
      reading: 'Ambos son constantes y decididos: inamovibles juntos, o inamovibles el uno frente al otro.',
      strengths: ['lealtad profunda y resistencia'],
      challenges: ['puntos muertos en los que ninguno cede'],
    },
    'Fixed+Mutable': {
      reading: 'Uno da estabilidad y el otro se mueve: cada uno le ofrece al otro un punto de reposo o un soplo de cambio.',
      strengths: ['una estabilidad que aún deja espacio para evolucionar'],
      challenges: ['el más estable interpreta el cambio como falta de fiabilidad'],
    },
    'Mutable+Mutable': {
      reading: 'Ambos se adaptan con facilidad, lo que mantiene la paz pero puede dejar a la pareja sin ancla.',
      strengths: ['un toma y daca sin esfuerzo'],
      challenges: ['deriva e indecisión cuando hace falta una elección firme'],
    },
  },
  aspects: {
    conjunction: {
      reading: 'Al compartir signo, los dos se reflejan mutuamente: se reconocen al instante y tienen los mismos puntos ciegos.',
      strengths: ['entenderse sin explicaciones'],
      challenges: ['nadie que aporte lo que a ambos les falta'],
    },
    semiSextile: {
      reading: 'Como signos vecinos, están uno al lado del otro sin llegar a verse del todo; cada uno encarna aquello hacia lo que el otro crece o lo que va dejando atrás.',
      strengths: ['una ocasión discreta de aprender de la diferencia'],
      challenges: ['un roce sutil, difícil de nombrar'],
    },
    sextile: {
      reading: 'A dos signos de distancia, forman un sextil: una apertura amistosa que recompensa el esfuerzo de ambas partes.',
      strengths: ['cooperación fácil e intereses comunes'],
      challenges: ['el vínculo puede quedarse en lo superficial si nadie invierte en él'],
    },
    square: {
      reading: 'A tres signos de distancia, forman una cuadratura: la tensión es real, y también el crecimiento que impone.',
      strengths: ['un acicate para cambiar y sacar adelante las cosas'],
      challenges: ['prioridades enfrentadas que piden una negociación abierta'],
    },
    trine: {
      reading: 'A cuatro signos de distancia, forman un trígono: comparten elemento y la energía fluye con facilidad entre ellos.',
      strengths: ['armonía natural y aliento mutuo'],
      challenges: ['una comodidad que puede volverse complaciente'],
    },
    quincunx: {
      reading: 'A cinco signos de distancia, forman un quincuncio: por naturaleza tienen poco en común, así que deben ajustarse sin cesar.',
      strengths: ['crecer a base de ajustes constantes'],
      challenges: ['malentendidos sobre lo que necesita cada uno'],
    },
    opposition: {
      reading: 'Frente a frente en el zodíaco, forman una oposición: cada uno es lo que el otro no es, algo que atrae y polariza a la vez.',
      strengths: ['una fuerte atracción, y equilibrio cuando ambos ceden terreno'],
      challenges: ['un tira y afloja entre dos maneras de vivir'],
    },
  },
  // A sign with itself: "dos nativos de Leo", the bare name after "de" (no article), the pair in the plural.
  sameSign: {
    Fire: 'Dos nativos de {a} arden con el mismo combustible: cada uno ve su propio fuego en el otro y le responde al instante.',
    Earth: 'Dos nativos de {a} pisan el mismo suelo firme, prácticos y pacientes, y construyen al mismo ritmo sin prisas.',
    Air: 'Dos nativos de {a} comparten un mismo cielo abierto: sus mentes se encuentran con facilidad y cada uno deja al otro espacio para respirar.',
    Water: 'Dos nativos de {a} fluyen el uno hacia el otro: se entienden a fondo, muchas veces sin decir palabra.',
  },
};
