// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Venus en cada uno de los doce signos, en español. */
export const VENUS_IN_SIGN_ES: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'Venus en Aries ama dando el primer paso, se siente atraída por el valor y los comienzos, y demuestra su afecto con gestos audaces más que con un cortejo lento y cuidadoso.',
    description: `Aquí la atracción llega deprisa y se anuncia sin disimulo. Venus se encuentra en un signo de fuego cardinal regido por Marte, de modo que el planeta de la armonía toma prestada la energía del planeta de la conquista, y el resultado es alguien que prefiere enviar el primer mensaje antes que esperarlo. El deseo se siente limpio y directo: una chispa, una decisión, un plan para el sábado por la noche cerrado el jueves por la tarde. El gusto se inclina hacia lo luminoso, lo deportivo y lo nuevo, y el placer suele venir de hacer algo juntos, como una excursión, una carrera o una escapada improvisada, más que de quedarse quietos. La astrología tradicional considera que Venus está aquí en exilio, lo que simplemente significa que el signo tira en contra del lado paciente y receptivo del planeta. En tensión, la emoción de la conquista puede ir más deprisa que el trabajo de mantener vivo un vínculo, y una semana tranquila quizá se malinterprete como falta de interés. La impaciencia ante el ritmo más lento de la pareja también puede estallar en palabras rápidas de las que luego se arrepiente. Cuando las cosas van bien, esta Venus aporta sinceridad, calidez y una ausencia refrescante de juegos. Aprender a seguir sintiendo curiosidad pasado el primer arrebato convierte esa famosa chispa en una llama constante que sigue viva años después.`,
    keywords: ['pasión', 'iniciativa', 'franqueza', 'espontaneidad', 'valor', 'emoción'],
    strengths: [
      'dice lo que siente sin juegos',
      'aporta energía y diversión a la relación',
      'defiende con brío a sus seres queridos',
      'se repone enseguida de un rechazo',
    ],
    challenges: [
      'pierde el interés cuando termina la conquista',
      'impaciencia con parejas más pausadas',
      'se deja llevar por la atracción sin pensarlo',
      'confunde la calma con el aburrimiento',
    ],
  },
  Taurus: {
    summary:
      'Arraigada en su propio signo de tierra, Venus en Tauro vive el amor a través de los sentidos y la constancia, y valora el bienestar, la buena mesa y una pareja que se queda.',
    description: `Pocas posiciones se sienten tan asentadas como esta. Tauro es uno de los dos signos que rige Venus, y su tierra fija le da al planeta un cuerpo en el que vivir: el peso de una manta de lana, el olor del pan en el horno, el placer pausado de una larga cena con alguien conocido. El amor se demuestra con fiabilidad y contacto más que con discursos, y la confianza se construye como crece un huerto, estación tras estación. Su gusto va hacia la calidad que perdura, ya sea una silla bien hecha, una canción favorita escuchada mil veces o una amistad conservada durante décadas. El dinero y las pertenencias tienen un significado emocional, porque la seguridad forma parte de lo que hace que el afecto parezca real. Si se la fuerza demasiado, esa firmeza puede endurecerse en terquedad, afán de posesión o la negativa a dejar una situación que ya no devuelve nada. La comodidad también puede convertirse en un hábito que desplaza el crecimiento, con las mismas rutinas repetidas mucho después de haber perdido su encanto. En su forma más fina, Venus en Tauro ofrece una presencia serena y generosa que hace que los demás se sientan a salvo y cuidados. Dejar sitio al cambio dentro de esa lealtad mantiene el vínculo fresco sin que pierda sus raíces profundas.`,
    keywords: ['sensualidad', 'lealtad', 'bienestar', 'paciencia', 'seguridad', 'belleza'],
    strengths: [
      'un afecto constante y fiable',
      'buen ojo para la calidad que dura',
      'hace de la casa un lugar cálido y de descanso',
      'paciencia en las épocas difíciles',
    ],
    challenges: [
      'afán de posesión en los lazos íntimos',
      'resistencia a los cambios necesarios',
      'medir el amor por la seguridad material',
      'quedarse demasiado tiempo por costumbre',
    ],
  },
  Gemini: {
    summary:
      'A Venus en Géminis la seducen el ingenio y la conversación, y busca una pareja que sea también amiga y compañía viva para la mente.',
    description: `El romance de Venus en Géminis suele empezar con un buen intercambio de palabras. En un signo de aire mutable regido por Mercurio, la atracción la enciende un comentario agudo, una broma compartida o una charla nocturna que recorre una docena de temas antes de que nadie mire el reloj. Aquí la variedad es una necesidad real, no un capricho: lugares nuevos, libros nuevos, gente nueva y mensajes juguetones a lo largo del día mantienen el corazón despierto. Sus preferencias son eclécticas y se actualizan deprisa, con debilidad por lo ligero, lo útil y lo que da conversación. Una pareja capaz de seguirle el ritmo, escuchar bien y reír con facilidad vale más que cualquier gran gesto. Bajo presión, esa misma ligereza puede volverse inquietud, coqueteo para esquivar sentimientos más hondos o la costumbre de dejar varias puertas abiertas para que ninguna elección parezca definitiva. Los sentimientos quizá se analicen y se expliquen en lugar de simplemente sentirse, lo que puede dejar a los demás sin saber a qué atenerse. Bien aprovechada, esta Venus mantiene las relaciones jóvenes, curiosas y llenas de ideas frescas. Cuando el gusto por la charla se une a la disposición de decir lo que de verdad importa, se convierte en un don para una compañía sincera y duradera.`,
    keywords: ['curiosidad', 'ingenio', 'variedad', 'conversación', 'coqueteo', 'amistad'],
    strengths: [
      'mantiene la relación juguetona e interesante',
      'habla abiertamente de los problemas',
      'se adapta con facilidad a ambientes nuevos',
      'encuentra encanto en las pequeñas cosas cotidianas',
    ],
    challenges: [
      'inquietud cuando todo se vuelve rutina',
      'dejar los sentimientos en el plano de las ideas',
      'dificultad para elegir y comprometerse',
      'atención dispersa en los momentos íntimos',
    ],
  },
  Cancer: {
    summary:
      'Cuidando y protegiendo, Venus en Cáncer encuentra un placer hondo en el hogar, la familia, los recuerdos compartidos y los rituales tranquilos del cuidado.',
    description: `La ternura es la lengua materna de esta posición. Venus recorre un signo de agua cardinal regido por la Luna, así que el afecto toma la forma de alimentar, dar cobijo y recordar: la sopa que se lleva a un amigo enfermo, el cumpleaños que nunca se olvida, el álbum de fotos siempre al día. La atracción crece donde hay seguridad emocional, y la confianza se ofrece despacio para luego sostenerse con gran lealtad. El bienestar viene de lo conocido y lo significativo, como las recetas de siempre, los objetos heredados y las habitaciones que se notan vividas. Como la Luna cambia de fase, el humor puede variar, y la necesidad de sentirse respaldada quizá suba y baje con él. En épocas de ansiedad, el cuidado puede volverse apego excesivo, y los sentimientos heridos pueden esconderse tras un caparazón protector o expresarse de forma indirecta, con enfurruñamientos o haciendo sentir culpa. Las heridas del pasado a veces tiñen las relaciones presentes más de lo que los hechos justifican. Cuando tiene espacio para florecer, Venus en Cáncer crea un sentimiento de pertenencia que los demás recuerdan toda la vida. Nombrar las necesidades con claridad, en lugar de esperar que otros las adivinen, permite que esta devoción profunda se reciba como el regalo generoso que de verdad es.`,
    keywords: ['cuidado', 'devoción', 'hogar', 'memoria', 'sensibilidad', 'protección'],
    strengths: [
      'hace que los demás se sientan en casa y atendidos',
      'lealtad honda a la familia y los amigos',
      'recuerda los detalles que importan',
      'crea lazos emocionales duraderos',
    ],
    challenges: [
      'se aferra cuando se siente insegura',
      'esconde la herida tras el caparazón',
      'guarda viejos agravios',
      'espera que le adivinen las necesidades',
    ],
  },
  Leo: {
    summary:
      'Generosa y un poco teatral, Venus en Leo quiere que el romance se sienta especial, y a cambio ofrece calidez, lealtad y admiración.',
    description: `Aquí el afecto quiere público, o al menos un foco para dos. Venus en un signo de fuego fijo regido por el Sol trata el amor como algo digno de celebrarse, con flores, fiestas sorpresa, cartas escritas a mano y veladas en las que uno se arregla sin motivo especial. El corazón es cálido y fiel, y una vez comprometido suele seguir comprometido, brillando con constancia sobre quienes ha elegido. Su estilo prefiere el color, el dramatismo y un toque de lujo, junto con un placer auténtico por el juego, la actuación y las aficiones creativas compartidas con la pareja. El aprecio es el combustible que mantiene encendida a esta Venus, y una simple palabra de elogio puede sostenerla durante días. En un mal día, la necesidad de ser admirada puede volverse necesidad de ser el centro, y la falta de atención puede vivirse como un rechazo. El orgullo también puede dificultar pedir perdón o admitir una herida, de modo que los pequeños desaires crecen más de lo necesario. En su versión más elegante, esta combinación hace que todos a su alrededor se sientan valorados y un poco más vivos. Elogiar con la misma generosidad con que espera ser elogiada convierte un brillo natural en una fuente duradera de alegría para todo su círculo.`,
    keywords: ['romance', 'generosidad', 'calidez', 'orgullo', 'juego', 'lealtad'],
    strengths: [
      'un afecto cálido y generoso',
      'convierte los días corrientes en fiesta',
      'lealtad una vez que ha elegido',
      'anima la creatividad de los demás',
    ],
    challenges: [
      'necesidad de admiración constante',
      'un orgullo que impide disculparse',
      'sentirse ofendida por la falta de atención',
      'convertir el amor en una actuación',
    ],
  },
  Virgo: {
    summary:
      'La atención cuidadosa y la ayuda práctica transmiten el afecto de Venus en Virgo, que prefiere los gestos discretos de servicio a las grandes declaraciones o al romance vistoso.',
    description: `Para esta Venus, amar es un verbo. Situado en un signo de tierra mutable regido por Mercurio, el planeta demuestra su devoción reparando en lo que alguien necesita y ocupándose de ello en silencio: arreglar la puerta que chirría, preparar la comida para llevar, aprender exactamente cómo le gusta el café a la pareja. El respeto por la competencia, la inteligencia o la bondad demostrada en gestos pequeños y constantes suele ser lo primero que gana este corazón. Las líneas limpias, los objetos útiles y las cosas bien hechas le atraen mucho, y tiene un ojo agudo para los detalles que a otros se les escapan. La tradición llama a este signo la caída de Venus, una manera de decir que el placer abierto y fácil no le sale de forma natural; tiene que permitírselo. Cuando el estrés se acumula, el deseo de mejorar las cosas puede convertirse en crítica a la pareja o a sí misma, y el afecto quizá se retenga hasta que todo parezca suficientemente bueno. La preocupación por amar como es debido puede desplazar el simple disfrute de estar juntos. Lo que Venus en Virgo ofrece, al final, es un cuidado reflexivo, modesto y profundamente fiable que se fortalece con el tiempo. Aceptar la imperfección en los demás, y sobre todo en uno mismo, permite que esa devoción callada se relaje en un placer real y sin prisas.`,
    keywords: ['servicio', 'discernimiento', 'modestia', 'cuidado', 'refinamiento', 'fiabilidad'],
    strengths: [
      'demuestra su amor con ayuda práctica',
      'repara en las pequeñas necesidades y los detalles',
      'un afecto honesto y sin alardes',
      'esfuerzo constante para que las cosas funcionen',
    ],
    challenges: [
      'crítica hacia sí o hacia la pareja',
      'le cuesta abandonarse al placer',
      'se contiene hasta que todo parece perfecto',
      'la preocupación le roba el disfrute',
    ],
  },
  Libra: {
    summary:
      'Venus en Libra busca el equilibrio, la gracia y la verdadera pareja, y valora la justicia, los buenos modales y la belleza tanto en las relaciones como en el entorno.',
    description: `Libra es el signo donde Venus habla con más soltura de las relaciones. Como domicilio aéreo y cardinal del planeta, orienta el amor hacia la pareja entendida como un arte: el toma y daca de una buena conversación, la decisión compartida, la velada planeada pensando en los gustos de ambos. La belleza, la cortesía y el sentido de la justicia atraen con fuerza, y existe el don de ver el punto de vista del otro antes de que termine de explicarlo. Su sentido del estilo es refinado y equilibrado, con instinto para el color, la proporción y los entornos agradables, ya sea en la ropa, en la música o en la disposición de una habitación. Como este signo inicia cosas en el mundo social, esta Venus suele reunir a la gente: presenta amigos, suaviza tensiones y es una anfitriona excelente. Desequilibrada, el amor por la armonía puede llevarla a evitar el conflicto a toda costa, a decir que sí cuando la respuesta real es no o a perder de vista sus propios deseos por complacer. La indecisión puede bloquear durante mucho tiempo elecciones importantes. Cuando funciona bien, Venus en Libra crea relaciones justas y amables en las que ambas personas se sienten vistas. Estar dispuesta a discrepar con amabilidad hace que esa armonía sea honesta y sólida.`,
    keywords: ['armonía', 'pareja', 'gracia', 'justicia', 'diplomacia', 'estética'],
    strengths: [
      've los dos lados de un desacuerdo',
      'un sentido refinado de la belleza y el estilo',
      'amable y considerada con los demás',
      'une a las personas',
    ],
    challenges: [
      'evitar el conflicto a toda costa',
      'indecisión ante elecciones importantes',
      'perder los propios deseos en la pareja',
      'decir que sí para mantener la paz',
    ],
  },
  Scorpio: {
    summary:
      'Intensa y reservada en el amor, Venus en Escorpio busca profundidad, lealtad y verdad emocional más que un vínculo ligero o pasajero.',
    description: `Nada en la atracción es casual para esta colocación. Venus en un signo de agua fijo, regido tradicionalmente por Marte y en la práctica moderna también por Plutón, quiere un vínculo que llegue bajo la superficie, donde los secretos se comparten y la confianza se pone a prueba y se demuestra. El deseo es fuerte y concentrado; una vez despierto el interés, tiende a quedarse fijo en una sola persona. El gusto se inclina por lo intenso, lo oscuro y lo significativo: colores profundos, misterios, largas conversaciones sobre los asuntos que casi todo el mundo evita. Se considera un signo de exilio para Venus, porque su hondura y su afán de control tiran en contra de la sociabilidad abierta y fácil del planeta. Cuando la confianza se resiente, la intensidad puede volverse celos, afán de posesión o la costumbre de poner a prueba la lealtad de la pareja. Las traiciones pasadas quizá se recuerden mucho después de cuando deberían haberse soltado, y la vulnerabilidad puede parecer tan arriesgada que se protege con silencio o control. En su expresión más fuerte, Venus en Escorpio ofrece una lealtad feroz y una honestidad emocional que pocas posiciones igualan. Dejar que la confianza nazca de la apertura y no del control permite que este amor poderoso sane y renueve a las dos personas de la relación.`,
    keywords: ['intensidad', 'profundidad', 'lealtad', 'pasión', 'intimidad', 'transformación'],
    strengths: [
      'un compromiso hondo y duradero',
      'honestidad y valor emocionales',
      'sigue presente en los tiempos difíciles',
      've bajo la superficie de las personas',
    ],
    challenges: [
      'celos y afán de posesión',
      'poner a prueba la lealtad de la pareja',
      'aferrarse a viejas traiciones',
      'protegerse con silencio o control',
    ],
  },
  Sagittarius: {
    summary:
      'La libertad, la aventura y las grandes ideas atraen a Venus en Sagitario, que ama mejor junto a alguien que comparta tanto el viaje como las risas.',
    description: `Una carretera abierta y una buena historia encienden a esta Venus. En un signo de fuego mutable regido por Júpiter, el afecto crece a través del descubrimiento compartido: los viajes, el estudio, las largas charlas sobre la fe y el sentido, o simplemente probar un restaurante en un barrio que nunca se había pisado. Resultan especialmente atractivas las personas de otros orígenes, o con un gran sentido del humor y un propósito claro. Su gusto es amplio y generoso, y colecciona recuerdos, idiomas y amistades de muchos lugares. La sinceridad importa muchísimo, aunque a veces llega con más brusquedad de la que pretendía. El amor se siente más vivo cuando deja espacio para respirar, y quien trate la libertad como un valor compartido y no como una amenaza encontrará aquí una compañía leal. Si gana la inquietud, el miedo a quedar atada puede llevar a tener siempre un pie fuera, a prometer más de lo que puede cumplirse o a dejarse llevar hacia la siguiente perspectiva emocionante. El optimismo también puede pasar por encima de problemas que requieren atención paciente. Lo mejor de Venus en Sagitario aporta alegría, generosidad y amplitud de miras a las relaciones. Elegir el compromiso como otra forma de aventura permite que este corazón abierto crezca en hondura además de en anchura.`,
    keywords: ['aventura', 'libertad', 'optimismo', 'sinceridad', 'generosidad', 'exploración'],
    strengths: [
      'aporta humor y entusiasmo al amor',
      'abierta a personas de toda condición',
      'sincera con sus sentimientos e intenciones',
      'generosa con su tiempo y sus ánimos',
    ],
    challenges: [
      'miedo a quedar atada',
      'una franqueza que hiere',
      'prometer demasiado en el momento',
      'pasar por alto los problemas a fuerza de optimismo',
    ],
  },
  Capricorn: {
    summary:
      'Venus en Capricornio se toma el amor como un compromiso serio, y demuestra su devoción con fiabilidad, metas compartidas y un cuidado que se hace más hondo con el tiempo.',
    description: `La paciencia es el don romántico de Venus en Capricornio. En un signo de tierra cardinal regido por Saturno, el afecto se mide en actos que resisten el paso de los años: llegar puntual, cumplir las promesas, ayudar a construir paso a paso un hogar, un negocio o un futuro en común. La atracción suele ir hacia la madurez, la competencia y la ambición, y puede haber desde joven una preferencia por parejas que parecen asentadas o algo mayores de espíritu. El gusto favorece los estilos clásicos, los materiales de calidad y las cosas que mejoran con la edad, como el buen cuero, la madera antigua o un jardín bien cuidado. Los sentimientos suelen expresarse al principio con reserva, y luego con más calidez a medida que la confianza se gana. Bajo mucha presión, la prudencia puede volverse frialdad, y la preocupación por la posición, el dinero o las apariencias quizá pese demasiado en las decisiones del corazón. El trabajo también puede pasar por delante del placer hasta que la pareja se siente como una casilla más de la agenda. Madura y segura de sí, esta Venus ofrece un amor fiable y discretamente entregado que se enriquece con cada año que pasa. Reservar tiempo para el juego y para la ternura abierta evita que esa fortaleza se vuelva rígida o distante.`,
    keywords: ['compromiso', 'responsabilidad', 'paciencia', 'ambición', 'reserva', 'perseverancia'],
    strengths: [
      'cumple promesas y compromisos',
      'construye con la pareja una seguridad duradera',
      'gusto por la calidad clásica y perdurable',
      'apoyo sereno en los tiempos difíciles',
    ],
    challenges: [
      'una reserva que parece frialdad',
      'anteponer el trabajo al placer',
      'dar demasiado peso a la posición social',
      'le cuesta mostrar la ternura abiertamente',
    ],
  },
  Aquarius: {
    summary:
      'Venus en Acuario valora en el amor la amistad, la independencia y la originalidad, y prefiere una pareja de iguales que deje a cada cual espacio para ser diferente.',
    description: `La amistad está en el centro del amor para esta posición. En un signo de aire fijo regido por Saturno en el sistema antiguo y por Urano en el moderno, Venus quiere un vínculo entre dos personas libres que compartan ideales, humor y curiosidad por el mundo. El interés suele nacer trabajando juntos por una causa, formando parte del mismo grupo o conociéndose a través de un círculo de amigos, y la relación puede seguir su propio patrón insólito en lugar de un guion convencional. Su gusto se inclina por lo original, lo moderno y lo ligeramente excéntrico, desde músicas poco habituales hasta formas de vida nada convencionales. La equidad y el respeto importan más que el romance arrebatado. Cuando la cercanía parece una amenaza, la necesidad de independencia puede volverse distancia emocional, y los principios firmes quizá se endurezcan en terquedad sobre cómo debería funcionar el amor. Un calor que se reparte con generosidad entre toda una comunidad a veces cuesta más ofrecerlo de cerca a una sola persona. Vivida plenamente, Venus en Acuario crea relaciones basadas en la sinceridad, la aceptación y la libertad mutua, donde se anima a cada cual a crecer. Permitir que la cercanía se sienta segura y no asfixiante deja que este corazón amistoso se abra del todo a la intimidad que también desea en silencio.`,
    keywords: ['amistad', 'independencia', 'originalidad', 'igualdad', 'idealismo', 'apertura'],
    strengths: [
      'trata a la pareja como igual y como amiga',
      'acepta a las personas tal como son',
      'aporta ideas frescas a las relaciones',
      'fiel a los ideales y causas compartidos',
    ],
    challenges: [
      'distancia emocional en los momentos íntimos',
      'terquedad con los principios',
      'dificultad con la intimidad cotidiana',
      'más cálida con los grupos que con una persona',
    ],
  },
  Pisces: {
    summary:
      'Con compasión e imaginación, Venus en Piscis anhela un vínculo del alma y encuentra belleza en la música, el arte, la bondad y la devoción callada.',
    description: `La tradición considera este signo la exaltación de Venus, donde el amor del planeta se ensancha hasta rozar la devoción. En un signo de agua mutable regido por Júpiter, con Neptuno como corregente moderno, el afecto fluye con facilidad y casi sin condiciones: la disposición a perdonar, a consolar y a ver lo mejor de alguien incluso cuando esa persona no sabe verlo. La atracción suele dirigirse a la sensibilidad, la creatividad o un punto de misterio, y el romance puede tener algo de ensoñación, como si la relación perteneciera a una canción o a una película. La belleza se encuentra en los colores suaves, el agua, la música y el arte que conmueve. Cuando se desborda, esta apertura puede desdibujar los límites y llevar al sacrificio propio, a rescatar a parejas que necesitan rescatarse a sí mismas o a amar un ideal más que a la persona real que tiene delante. La decepción quizá se esquive refugiándose en la fantasía en lugar de hablar claro. En el fondo, Venus en Piscis ofrece un amor dulce y sanador que hace que los demás se sientan profundamente comprendidos. Unir esa compasión a unos límites claros permite a este corazón generoso dar sin reservas sin perderse por el camino.`,
    keywords: ['compasión', 'romance', 'imaginación', 'devoción', 'sensibilidad', 'perdón'],
    strengths: [
      'compasión y capacidad de perdón profundas',
      'un fuerte sentido artístico y musical',
      'hace que los demás se sientan comprendidos',
      'una devoción dulce y desinteresada',
    ],
    challenges: [
      'límites difusos en las relaciones',
      'idealizar a la pareja',
      'sacrificarse hasta perderse',
      'huir a la fantasía en lugar de hablar claro',
    ],
  },
};
