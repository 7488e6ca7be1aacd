// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Mercurio en cada uno de los doce signos, en español. */
export const MERCURY_IN_SIGN_ES: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'Mercurio en Aries piensa sobre la marcha, habla antes de terminar de formar la frase y aprende más deprisa cuando se lanza directamente a la tarea.',
    description: `Rápido, directo e impaciente con los preámbulos, Mercurio en Aries trata cada conversación como una ocasión de llegar a algún sitio. El fuego cardinal da a la mente una chispa de arranque: las ideas llegan como impulsos, y las ganas son de actuar en cuanto aparecen. Marte, regente de Aries, afila la lengua y el ingenio, así que las opiniones salen sin adornos y el debate puede parecer más un deporte que una riña. Es la persona que contesta el correo en treinta segundos, arregla la impresora atascada pulsando botones hasta que algo funciona y prefiere probar una receta nueva a leerla dos veces. Se aprende haciendo, y el manual solo se consulta después del primer error. Cuando las cosas van bien, esta mente corta por lo sano con las dudas, nombra el problema que nadie más se atreve a nombrar y pone en marcha una reunión estancada. Cansada o presionada, interrumpe, saca conclusiones precipitadas y confunde el volumen con la claridad; un comentario rápido puede caer con más dureza de la que pretendía, y una instrucción oída a medias obliga a repetir el trabajo. El comercio y la negociación le van bien cuando importa la velocidad, peor cuando hace falta paciencia. Su aprendizaje es una sola respiración entre el pensamiento y la palabra: la misma energía sincera, dicha un instante después, convence a mucha más gente.`,
    keywords: ['rapidez', 'franqueza', 'decisión', 'sinceridad', 'impulsividad', 'competitividad'],
    strengths: [
      'decisiones rápidas bajo presión',
      'un habla sincera y llana',
      'aprender probando',
      'desbloquear un punto muerto',
    ],
    challenges: [
      'interrumpir a los demás',
      'conclusiones precipitadas',
      'palabras afiladas en pleno acaloramiento',
      'perder el interés por los detalles',
    ],
  },
  Taurus: {
    summary:
      'Mercurio en Tauro piensa despacio y a fondo, prefiere los hechos que puede tocar y se aferra a una conclusión una vez que ha llegado a ella.',
    description: `Aquí la mente trabaja como un alfarero en el torno: presión constante, modelado paciente y un resultado pensado para durar. La tierra fija ralentiza a Mercurio, y eso no es un defecto. La información se recibe con cuidado, se contrasta con los sentidos y con la experiencia común, y se guarda para siempre. Venus, regente de Tauro, añade una voz agradable, sentido del ritmo y gusto por las cosas bien hechas, de modo que el habla suele sonar serena y tranquilizadora, y la escritura tiende a ser clara más que ingeniosa. En términos cotidianos, es alguien que lee el contrato entero, recuerda lo que costaba el pan el año pasado y aprende un oficio repitiéndolo hasta que las manos se lo saben. El comercio le sienta bien a esta posición, porque tiene un sentido natural del valor y poca paciencia con las exageraciones. Bien aprovechada, se convierte en la voz fiable de la sala, la que devuelve una discusión dispersa a lo que es real y asequible. Su lado oscuro es la terquedad: la información nueva encuentra resistencia, una opinión conocida se defiende más allá de su utilidad y el cambio se recibe con silencio en lugar de con argumentos. Ayuda conservar la minuciosidad y aflojar la presa, dejando que una buena idea se revise con la misma calma con que se formó.`,
    keywords: ['constancia', 'sentido práctico', 'paciencia', 'sensatez', 'retentiva', 'arraigo'],
    strengths: [
      'comprensión a fondo',
      'una memoria excelente y duradera',
      'un habla serena y agradable',
      'buen sentido del valor',
    ],
    challenges: [
      'resistencia a las ideas nuevas',
      'lentitud para cambiar de rumbo',
      'atrincherarse en las disputas',
    ],
  },
  Gemini: {
    summary:
      'Mercurio en Géminis es el mensajero en su casa: curioso por todo, suelto con las palabras y más feliz cuando lleva varias conversaciones a la vez.',
    description: `Mercurio rige Géminis, así que el planeta del pensamiento y la palabra funciona aquí con poca fricción y mucha velocidad. El aire mutable mantiene la mente ligera y adaptable; pasa de un tema a otro como un pájaro de rama en rama, probando, comparando y relacionando. Al principio el aprendizaje es más amplio que profundo, y se alimenta de preguntas, comentarios oídos al pasar, pódcasts, artículos leídos a medias y amigos que saben un poco de algo nuevo. En casa se nota en tres pestañas del navegador abiertas sobre el mismo asunto, un talento para imitar y un móvil lleno de notas. La conversación es un placer en sí misma, y esta combinación a menudo escribe, enseña, vende o traduce con soltura, porque disfruta encontrando la palabra justa para cada oyente. Su mejor versión une a personas e ideas que de otro modo nunca se cruzarían, y puede explicar un asunto difícil en unas pocas frases luminosas. Cuando se satura, los nervios van por delante del cuerpo: la atención se dispersa, los proyectos se multiplican sin acabarse y los datos se repiten antes de comprobarse. La charla inquieta puede ocultar la reticencia a comprometerse con una sola opinión. Los mejores resultados llegan cuando la curiosidad recibe un cuaderno y una fecha de entrega, de modo que todo lo recogido se convierta en algo terminado.`,
    keywords: ['curiosidad', 'versatilidad', 'ingenio', 'elocuencia', 'sociabilidad', 'inquietud', 'adaptabilidad'],
    strengths: [
      'aprende con rapidez',
      'una conversación fácil y animada',
      'habilidad con el lenguaje',
      'conectar personas e ideas',
    ],
    challenges: [
      'atención dispersa',
      'proyectos sin terminar',
      'repetir datos sin comprobar',
      'saturación nerviosa',
    ],
  },
  Cancer: {
    summary:
      'Mercurio en Cáncer piensa a través del sentimiento y la memoria, escucha el ánimo que hay detrás de las palabras y habla con más libertad entre personas de confianza.',
    description: `En este signo el pensamiento se tiñe de emoción y se moldea con la memoria. El agua cardinal da a la mente un instinto protector: recoge la información percibiendo primero el ambiente, y usa lo que aprende para cuidar de personas y lugares. La Luna, regente de Cáncer, vuelve cambiante el clima mental, de modo que la claridad puede ir y venir con el humor y el cansancio; aun así, la memoria es larga y vívida, sobre todo para las historias de familia, las conversaciones antiguas y el tono exacto que alguien usó hace años. Es quien recuerda los cumpleaños sin calendario, capta en segundos la tensión de una cocina y explica las cosas con ejemplos personales en lugar de con gráficos. Aprende mejor en un entorno seguro y conocido, y el habla se vuelve fluida en cuanto hay confianza. Aquí reside una inteligencia poco común: entiende lo que la gente quiere decir, no solo lo que dice, y sabe encontrar palabras que reconfortan. En un mal día se toma como algo personal comentarios neutros, discute desde la herida más que desde los hechos o se refugia en el silencio y las indirectas. Los viejos agravios pueden repetirse como una cinta gastada. El camino consiste en nombrar los sentimientos con claridad y contrastarlos con los hechos, para que la sensibilidad se convierta en lucidez y no en actitud defensiva.`,
    keywords: ['intuición', 'sensibilidad', 'protección', 'reflexión', 'cuidado', 'tono personal'],
    strengths: [
      'una gran memoria emocional',
      'leer el ambiente de una sala',
      'palabras que reconfortan',
      'escuchar con atención',
    ],
    challenges: [
      'tomarse los comentarios como algo personal',
      'un pensamiento teñido por el humor del día',
      'comunicación con indirectas',
      'aferrarse a viejas heridas',
    ],
  },
  Leo: {
    summary:
      'Mercurio en Leo habla con calidez y estilo, piensa a grandes trazos y quiere que sus ideas se vean, se oigan y se recuerden.',
    description: `Basta con darle público a este Mercurio para que cobre vida. El fuego fijo presta a la mente confianza y constancia: cuando una idea prende, se sostiene con lealtad y se presenta con entusiasmo. El Sol, regente de Leo, inclina el pensamiento hacia la expresión personal, así que las palabras suelen llevar personalidad, humor y sentido de la ocasión. Las explicaciones se convierten en relatos, los informes ganan un titular y hasta una petición sencilla puede sonar a invitación. Podría ser la compañera que se ofrece a hacer la presentación, el padre que convierte la lectura de antes de dormir en teatro o el vendedor cuyo orgullo por el producto resulta contagioso. El aprendizaje florece con el ánimo y la libertad creativa; los ejercicios monótonos lo pierden enseguida. Cuando funciona bien, inspira a los demás, elogia con generosidad y sostiene la atención el tiempo suficiente para que un mensaje importante cale. A menudo es un maestro o un guía natural en cualquier debate. El problema empieza cuando necesita tener razón en público, pisa las voces más calladas o toma el desacuerdo como una ofensa personal. Una mente orgullosa puede dejar de escuchar en cuanto ha dicho lo suyo. La expresión más sana conserva la calidez y el sentido del espectáculo mientras deja sitio para que otros brillen, lo que a su vez hace que su propia voz inspire más confianza.`,
    keywords: ['expresividad', 'confianza', 'dramatismo', 'generosidad', 'creatividad', 'lealtad'],
    strengths: [
      'un don para contar historias',
      'seguridad al hablar en público',
      'dar ánimo a los demás',
      'compromiso firme con sus ideas',
    ],
    challenges: [
      'necesidad de tener razón',
      'acaparar las conversaciones',
      'un orgullo que no admite críticas',
      'impaciencia con el estudio rutinario',
    ],
  },
  Virgo: {
    summary:
      'Mercurio en Virgo analiza, clasifica y pule, con un ojo preciso para el detalle y un fuerte deseo de que la información resulte verdaderamente útil.',
    description: `Virgo es el segundo signo que rige Mercurio, y en este signo de tierra su atención pasa de recoger información a ponerla en orden. La tradición cuenta también Virgo como exaltación de Mercurio, y la mente alcanza aquí su mayor exactitud. La tierra mutable mantiene el pensamiento práctico y flexible: los métodos se ajustan, se comprueban y se vuelven a ajustar hasta que funcionan. El resultado es una mente que ve la errata, el paso que falta, el pequeño gasto que acabará creciendo. En casa y en la oficina se nota en las carpetas etiquetadas, las listas minuciosas, el talento para corregir textos y la costumbre de leer las instrucciones antes de empezar. Le suelen convenir los trabajos relacionados con hábitos de salud, oficios, datos, reparaciones o servicio, porque le gusta ver que el saber mejora algo real. En buena forma es modesto, servicial y notablemente competente, capaz de convertir la confusión en un procedimiento claro que otros pueden seguir. Su forma de hablar suele ser precisa y, a menudo, discretamente divertida. El estrés vuelve crítica esa misma mirada afilada, hacia los demás o, con más frecuencia, hacia dentro, y la preocupación puede dar vueltas a los detalles sin llegar a decidir nada. El perfeccionismo quizá detenga un trabajo ya terminado. El remedio es decidir qué es suficientemente bueno para su propósito y dejarlo salir al mundo.`,
    keywords: ['análisis', 'precisión', 'sentido práctico', 'método', 'discernimiento', 'ayuda', 'modestia'],
    strengths: [
      'ojo para el detalle',
      'métodos claros y ordenados',
      'destreza para corregir y reparar',
      'consejos útiles y prácticos',
    ],
    challenges: [
      'autocrítica excesiva',
      'preocupación por asuntos menores',
      'un perfeccionismo que retrasa',
      'sacar defectos a los demás',
    ],
  },
  Libra: {
    summary:
      'Mercurio en Libra sopesa todos los puntos de vista, habla con tacto y elegancia, y piensa con más claridad en diálogo con otra persona.',
    description: `En el centro de esta mente hay una balanza. El aire cardinal lleva el pensamiento hacia fuera, hacia los demás: las ideas prenden en la conversación, se ponen a prueba frente a la opinión de otro y se moldean hasta convertirse en acuerdos. Venus, regente de Libra, da al habla encanto y equilibrio, de modo que la crítica llega envuelta en cortesía y un mensaje difícil se transmite pensando en cómo será recibido. Aquí está quien entiende por qué están molestos los dos amigos, redacta la respuesta diplomática para el grupo del chat y lee el ambiente de la sala antes de elegir las palabras. Aprende bien con un compañero de estudio o un buen debate. La negociación, la mediación, el diseño, el derecho y cualquier trabajo que exija equidad suelen sacar partido de estos dones. Una mente así tiende puentes, encuentra el término medio justo y hace que la gente se sienta escuchada. Tiene un fino sentido de la proporción en el lenguaje, y su escritura puede ser elegante. Sin embargo, el deseo de armonía puede ralentizar las decisiones hasta paralizarlas, las opiniones se desplazan para agradar al oyente y los desacuerdos reales se alisan en vez de resolverse. Señalar que todas las posturas tienen su parte de razón puede convertirse en una manera de no adoptar ninguna. Crece cuando confía lo bastante en su propio criterio como para expresarlo, con amabilidad y claridad, y sostenerlo.`,
    keywords: ['diplomacia', 'equidad', 'tacto', 'equilibrio', 'sociabilidad', 'consideración'],
    strengths: [
      'ver los dos lados',
      'un habla cortés y delicada',
      'habilidad para mediar',
      'sentido de la justicia',
    ],
    challenges: [
      'indecisión',
      'decir a cada cual lo que quiere oír',
      'eludir los conflictos necesarios',
    ],
  },
  Scorpio: {
    summary:
      'Mercurio en Escorpio investiga, lee entre líneas y se guarda lo que piensa, porque prefiere una verdad escondida a una superficie cómoda.',
    description: `Pocas cosas acepta Mercurio en Escorpio tal como se presentan. El agua fija da a la mente profundidad y tenacidad: sostiene una pregunta todo el tiempo que haga falta y la rodea en silencio hasta que la respuesta cede. Marte, regente tradicional de Escorpio, añade un filo agudo e inquisitivo, y Plutón, su regente moderno, dirige la atención hacia lo enterrado, lo secreto o lo tabú. El resultado es un temperamento de investigador y un fuerte olfato para los motivos. Se ve en quien nota la pausa antes de que alguien responda, lee la letra pequeña y recuerda quién dijo qué. La conversación suele ser breve e incisiva; observa mucho y revela poco. Le convienen la investigación, la terapia, las pesquisas, las finanzas o cualquier campo que premie la discreción. Bien empleado, este Mercurio guarda los secretos con lealtad, es honesto con los temas difíciles y sabe ayudar a otros a encarar lo que venían evitando. Sus palabras pueden sanar precisamente porque no se acobardan. Cuando la confianza se rompe, crece la sospecha, la información se retiene como forma de control y un comentario cortante puede apuntar justo donde más duele. Los rencores quizá queden archivados. La sanación llega cuando comparte lo que descubre con confianza y usa su perspicacia para reparar en lugar de herir.`,
    keywords: ['indagación', 'perspicacia', 'intensidad', 'reserva', 'estrategia', 'tenacidad'],
    strengths: [
      'investigación a fondo',
      'olfato para los motivos ocultos',
      'guardar confidencias',
      'franqueza con los temas difíciles',
    ],
    challenges: [
      'sospecha y secretismo',
      'comentarios cortantes',
      'guardar rencor',
      'usar la información como arma',
    ],
  },
  Sagittarius: {
    summary:
      'Mercurio en Sagitario piensa en horizontes amplios, habla con un entusiasmo abierto y aprende viajando, enseñando y buscando sentido.',
    description: `En Sagitario, el planeta de los datos se encuentra con el signo de las grandes preguntas, y la mente prefiere entender el porqué a memorizar el qué. La tradición considera esta colocación el exilio de Mercurio, frente a su domicilio en Géminis, lo que simplemente significa que los detalles a veces se resienten en favor de la visión de conjunto. El fuego mutable mantiene el pensamiento inquieto y optimista; Júpiter, regente del signo, lo ensancha hacia la filosofía, la fe, el derecho, la cultura y los lugares lejanos. Entre sus señas cotidianas están una curiosidad de viajero, una estantería con libros en varios idiomas y la costumbre de convertir una charla intrascendente en una conversación sobre la vida. Habla con generosidad y franqueza, a veces con gracia y de vez en cuando con una brusquedad que sorprende. La enseñanza, la edición, el acompañamiento personal y el trabajo entre culturas suelen darse con naturalidad. Su don es ver el patrón que hay detrás de datos sueltos, contagiar a otros la sensación de que algo es posible y decir la verdad con buen humor. El riesgo es que prometa de más, se salte la letra pequeña y sermonee en lugar de escuchar. La confianza puede ir por delante de las pruebas, y un comentario sin tacto quizá se defienda como sinceridad. Los planes anunciados con gran entusiasmo pueden no sobrevivir al primer contratiempo práctico. El camino más fructífero une la mirada amplia a un poco de comprobación paciente, para que las grandes ideas lleguen con sus datos en orden.`,
    keywords: ['amplitud de miras', 'franqueza', 'optimismo', 'filosofía', 'espíritu aventurero', 'idealismo'],
    strengths: [
      'ver el panorama completo',
      'una enseñanza que inspira',
      'un habla sincera y abierta',
      'curiosidad por otras culturas',
    ],
    challenges: [
      'descuido con los detalles',
      'comentarios bruscos o sin tacto',
      'prometer de más',
      'dar lecciones en lugar de escuchar',
    ],
  },
  Capricorn: {
    summary:
      'Mercurio en Capricornio planifica con cuidado, habla con economía y valora las ideas según puedan construirse, probarse y hacerse durar.',
    description: `Cuando Mercurio recorre Capricornio se forma una inteligencia práctica y estructurada. La tierra cardinal dirige la mente hacia las metas: el pensamiento se organiza en torno a lo que hay que conseguir, para cuándo y con qué recursos. Saturno, regente del signo, aporta disciplina, cautela y respeto por la experiencia, de modo que las opiniones suelen formarse despacio y apoyarse en pruebas. El habla tiende a ser breve, medida y de humor seco; una sola frase bien colocada puede pesar más que un largo discurso. Imaginemos a alguien con un plan a cinco años, una hoja de presupuesto impecable y la paciencia de aprender paso a paso una profesión difícil. La empresa, la gestión, la ingeniería, la administración pública y cualquier campo con reglas claras y plazos largos recompensan estos dones. Madura y descansada, es una consejera de confianza, firme en una crisis, capaz de convertir una esperanza vaga en un calendario realista. Cumple su palabra y espera que los demás cumplan la suya. Bajo una presión fuerte se vuelve rígida y pesimista, desdeña las ideas lúdicas o no probadas y puede hablar con una frialdad que no pretende. La preocupación por fracasar puede estrechar sus ambiciones sin que lo note. Un rumbo mejor pasa por recordar que una estructura sólida también puede albergar algo de imaginación, y dejar que el afecto asome en sus palabras.`,
    keywords: ['estrategia', 'disciplina', 'realismo', 'organización', 'seriedad', 'ambición'],
    strengths: [
      'planificación a largo plazo',
      'un habla concisa y mesurada',
      'criterio firme bajo presión',
      'convertir ideas en estructuras',
    ],
    challenges: [
      'pensamiento rígido',
      'pesimismo',
      'desdeñar las ideas no probadas',
      'sonar frío o severo',
    ],
  },
  Aquarius: {
    summary:
      'Mercurio en Acuario piensa por su cuenta, disfruta de las ideas que desafían la costumbre y aplica un razonamiento claro y objetivo a las cuestiones que atañen al grupo.',
    description: `Original, inventivo y a veces llevado por el espíritu de contradicción, este Mercurio disfruta cuestionando la manera habitual de hacer las cosas. El aire fijo da al pensamiento un armazón estable: una vez entendido un principio, lo sostiene con firmeza y lo aplica con coherencia. Saturno, regente tradicional de Acuario, presta estructura y talento para los sistemas, mientras que Urano, su regente moderno, añade intuiciones súbitas y gusto por lo nuevo. La mente se desenvuelve bien con las abstracciones, la tecnología, las redes y las cuestiones sociales, y a menudo intuye el perfil futuro de una tendencia antes de que otros lo noten. Es el amigo que monta una hoja de cálculo para el piso compartido, se apunta a un foro sobre una afición rarísima y explica su argumento desde los principios básicos. Habla de forma amable pero algo distante, más interesado en las ideas que en los chismes. Su mejor versión es justa, inventiva y abierta a la aportación de cualquiera, una organizadora nata de grupos y causas. Puede ver un problema sin sesgo personal. En su cara menos amable, se obstina con sus teorías, discute por el gusto de ser diferente o se mantiene tan frío que los demás no se sienten escuchados. Los sentimientos quizá se expliquen en lugar de reconocerse. Crece cuando une ese razonamiento claro a la curiosidad por la experiencia de cada persona, y deja que el afecto y la lógica trabajen juntos.`,
    keywords: ['inventiva', 'independencia', 'objetividad', 'espíritu progresista', 'sistema', 'originalidad'],
    strengths: [
      'pensamiento original',
      'razonamiento objetivo',
      'talento para los sistemas y la tecnología',
      'apertura a todos los puntos de vista',
    ],
    challenges: [
      'terquedad con sus teorías',
      'llevar la contraria por sistema',
      'desapego emocional al conversar',
    ],
  },
  Pisces: {
    summary:
      'Mercurio en Piscis piensa en imágenes e impresiones, absorbe el ánimo que le rodea y comunica con más fuerza a través del relato, la música y la metáfora.',
    description: `La lógica y la imaginación comparten habitación cuando Mercurio está en Piscis. La tradición llama a esta posición a la vez exilio y caída del planeta, un recordatorio de que las listas exactas y los argumentos lineales no son su idioma natural. El agua mutable vuelve la mente porosa y receptiva: capta impresiones, tonos y sentimientos no dichos, y a menudo sabe algo antes de poder explicar cómo. Júpiter, regente tradicional de Piscis, ensancha la simpatía, y Neptuno, su regente moderno, añade un don para la imagen, el sueño y la música. Podría ser quien recuerda una conversación por su atmósfera más que por sus palabras, dibuja garabatos en los márgenes de las actas y encuentra justo la canción que necesita un amigo en apuros. La poesía, el arte, la orientación psicológica, el trabajo de cuidados y el estudio espiritual suelen aprovechar estos talentos. Si se le deja espacio, comunica con compasión y visión, y comprende a personas a las que otros ya han dado por imposibles. Cuando la marea va en contra, los hechos se desdibujan, los plazos se escurren y la información se moldea con la esperanza o el miedo más que con las pruebas. Pueden seguir la confusión, los olvidos o las promesas vagas, y quien escucha con tanta sensibilidad puede dejarse engañar con facilidad. Un camino más firme conserva el don intuitivo y le añade anclas sencillas, como notas escritas, fuentes comprobadas y acuerdos claros.`,
    keywords: ['imaginación', 'intuición', 'compasión', 'receptividad', 'poesía', 'visión'],
    strengths: [
      'imaginación fértil',
      'comprensión intuitiva',
      'una escucha compasiva',
      'un don para el relato y la imagen',
    ],
    challenges: [
      'datos vagos o confusos',
      'olvidos',
      'dejarse engañar con facilidad',
      'esquivar los detalles difíciles',
    ],
  },
};
