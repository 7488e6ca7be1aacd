// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** El Sol en cada uno de los doce signos, en español. */
export const SUN_IN_SIGN_ES: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'El Sol en Aries encuentra su identidad en la acción: se alimenta de los comienzos y de una voluntad audaz y directa que quiere plantarle cara a la vida.',
    description: `El Sol está en exaltación en Aries, y la posición lo deja claro: aquí las ganas de existir y las ganas de actuar son casi lo mismo. El fuego cardinal aporta un pulso vital intenso que sube deprisa y se gasta sin reservas, mientras que Marte, el regente, da al sentido del yo un filo físico y competitivo. La identidad se descubre haciendo, ya sea entrar en la carrera, probar el camino que nadie ha pisado o decir la primera palabra en una reunión tensa. Una mañana sin algún desafío puede resultar extrañamente sosa. El propósito suele llegar como una serie de misiones urgentes más que como un único plan de vida, y cada una se persigue con el corazón entero mientras dura. En su mejor versión, este Sol da un valor que los demás pueden tomar prestado, una calidez franca y sin complicaciones y la energía para desbloquear un punto muerto con solo ponerse en marcha. En tensión, el yo se siente amenazado con facilidad: un retraso sabe a derrota, un consejo suena a control y la ira estalla antes de que se conozcan los hechos. La energía puede arder al rojo y luego caer en picado, dejando tareas sin terminar. La expresión más sana llega cuando el Sol en Aries elige las batallas que merecen la pena, reparte su fuego a lo largo de un camino más largo y deja que su confianza incluya la fuerza de esperar.`,
    keywords: ['iniciativa', 'valor', 'vitalidad', 'franqueza', 'independencia', 'desafío'],
    strengths: [
      'un valor que anima a los demás',
      'acción rápida y decidida',
      'calidez abierta y sincera',
      'energía para empezar lo que otros solo discuten',
    ],
    challenges: [
      'impaciencia ante los retrasos',
      'arrebatos de ira repentinos',
      'proyectos que quedan a medias',
      'tomar un consejo por una amenaza',
    ],
  },

  Taurus: {
    summary:
      'Con el Sol en Tauro, el yo crece despacio y con paso firme, y encuentra su fuerza en el esfuerzo constante, el bienestar físico y lo que ha construido y cuidado con paciencia.',
    description: `En Tauro el Sol arde como las brasas bajo la ceniza: tarda en prender y cuesta apagarlo. La tierra fija da al sentido del yo peso y continuidad, y la vitalidad tiende a ser constante más que vistosa; se repone con buena comida, sueño, contacto físico y tiempo al aire libre. Con Venus como regente del signo, la identidad crece a través de lo que se valora y se cuida: un huerto, un oficio, un plan de ahorro, un pequeño círculo de personas que ya han demostrado lo que valen. El propósito se mide en resultados tangibles, y la voluntad rinde más cuando se le deja marcar su propio ritmo. Meterle prisa suele producir el efecto contrario. Muchas personas con esta posición saben quiénes son por aquello a lo que no piensan renunciar. Cuando está en forma, el Sol en Tauro aporta una confianza serena, una lealtad que dura décadas, un placer sincero por el mundo físico y la paciencia necesaria para llevar a término los proyectos largos. En tensión, la voluntad firme puede fraguar como el cemento: el cambio se vive como una pérdida, la comodidad se convierte en escondite y la autoestima puede enredarse con las posesiones o los ingresos. La inercia puede hacerse pasar por contento. El crecimiento llega cuando trata la flexibilidad como otra forma de fuerza y confía en que un sentido del yo bien asentado puede sobrevivir a una estación nueva.`,
    keywords: ['constancia', 'paciencia', 'valores', 'bienestar', 'resistencia', 'lealtad', 'sensualidad'],
    strengths: [
      'confianza serena y con los pies en la tierra',
      'paciencia para los proyectos largos',
      'una lealtad duradera',
      'buen ojo para la calidad y la belleza',
    ],
    challenges: [
      'resistencia a los cambios necesarios',
      'terquedad cuando le presionan',
      'una autoestima atada a las posesiones',
      'comodidad que se vuelve inercia',
    ],
  },

  Gemini: {
    summary:
      'El Sol en Géminis brilla a través de la curiosidad y la conversación, y construye una identidad hecha de muchos intereses, vínculos rápidos y una mente a la que le encanta moverse.',
    description: `En Géminis la identidad se conjuga en plural. El Sol brilla aquí a través del aire mutable, así que el yo se descubre en movimiento: en las conversaciones, las preguntas, las idas y venidas por la ciudad y el intercambio constante de ideas. Mercurio, el regente, hace que la voluntad consciente sea primero curiosa y después decidida; el propósito suele parecer una sucesión de intereses más que una vocación fija, y eso no es un defecto sino el diseño. La vitalidad sube con el estímulo mental y se hunde enseguida con el aburrimiento, un silencio prolongado o un trabajo que repite el mismo gesto todo el día. La mente suele marcar el paso al cuerpo. En su mejor versión, el Sol en Géminis es vivaz, ingenioso y generoso con lo que sabe, capaz de explicar un tema difícil con palabras sencillas y de conectar a personas que jamás se habrían cruzado. Conserva a cualquier edad un aire fresco y juvenil. Cuando se estira demasiado, el sentido del yo puede sentirse disperso, repartido entre demasiadas pestañas abiertas y promesas, y la energía nerviosa quizá le gane la carrera al descanso. Hablar puede sustituir a hacer, y la duda puede esconderse tras una respuesta ingeniosa. La estabilidad llega al elegir unos pocos compromisos y llevarlos hasta el final, y al permitir que exista una identidad de fondo bajo todos los papeles cambiantes.`,
    keywords: ['curiosidad', 'comunicación', 'versatilidad', 'ingenio', 'aprendizaje', 'vínculos'],
    strengths: [
      'una mente viva y adaptable',
      'comunicación clara e ingeniosa',
      'talento para enlazar personas e ideas',
      'apertura juvenil a lo nuevo',
    ],
    challenges: [
      'atención dispersa',
      'inquietud nerviosa',
      'hablar en lugar de actuar',
      'abandonar compromisos a mitad de camino',
    ],
  },

  Cancer: {
    summary:
      'En Cáncer el Sol encuentra su propósito en la pertenencia, y expresa la voluntad a través del cuidado, la protección y la tarea constante de crear un hogar para los suyos.',
    description: `Un Sol en Cáncer saca su fuerza de la pertenencia. El agua cardinal hace que el sentimiento no solo se sienta, sino que se traduzca en actos: la voluntad toma la forma de cuidar a las personas, levantar un hogar, mantener vivas las tradiciones y dar un paso al frente cuando alguien cercano está en apuros. Como la Luna rige el signo, el sentido solar del yo va muy unido a los estados de ánimo, la memoria y los ritmos de la vida familiar, y la vitalidad puede subir y bajar con el clima emocional de casa. Una cocina caldeada y unas pocas caras de confianza le devuelven la energía antes que unas vacaciones. El propósito suele girar en torno a la protección, ya sea de los hijos, de una comunidad o de una historia que merece recordarse, y la ambición puede ser sorprendentemente fuerte cuando sirve a las personas queridas. En su mejor versión, esta combinación ofrece un cuidado leal y perspicaz, buena memoria para lo que importa a los demás y una dureza callada bajo presión. La tensión aparece cuando la identidad depende demasiado de sentirse imprescindible: el caparazón se cierra ante desaires mínimos, las viejas heridas se reviven una y otra vez y la preocupación por los demás puede desplazar la vida propia. El enfurruñamiento quizá sustituya a una petición directa. La madurez llega cuando el Sol en Cáncer aprende a nutrirse a sí mismo además de a los otros, y a tratar su sensibilidad como una fuente de sabiduría y no como una debilidad.`,
    keywords: ['pertenencia', 'cuidado', 'protección', 'memoria', 'hogar', 'sensibilidad'],
    strengths: [
      'un cuidado leal y atento',
      'fuerte instinto protector',
      'percepción emocional',
      'entereza callada en los tiempos difíciles',
    ],
    challenges: [
      'retraerse ante desaires menores',
      'estados de ánimo que tiñen todo el día',
      'una identidad basada en ser imprescindible',
      'aferrarse a viejas heridas',
    ],
  },

  Leo: {
    summary:
      'El Sol rige Leo y brilla aquí con un calor constante: quiere crear, liderar con el corazón y ser visto tal como es.',
    description: `Aquí el Sol está en casa. Leo es el signo que rige, y el fuego fijo da a la función solar un resplandor estable y generoso: las ganas de vivir son fuertes, el sentido del yo es vívido y existe un deseo natural de crear algo que lleve la propia firma. La vitalidad suele ser robusta y se alimenta del juego, el romance, el elogio y la posibilidad de hacer felices a los demás. El propósito adopta a menudo la forma de un escenario en sentido amplio, sea un aula, un equipo, una familia o un taller, donde el corazón pueda mostrarse sin reservas. El Sol en Leo quiere importar, y normalmente lo sabe. En su forma más cálida es leal, valiente y alentador, una presencia que vuelve más festiva una sala y más valiente a un amigo asustado. Cumple sus promesas tanto por orgullo como por deber. Cuando la luz no le es devuelta, esa misma fuerza puede convertirse en exigencia de atención, en un orgullo herido que se niega a pedir perdón o en una postura inamovible mantenida sobre todo para no quedar mal. El miedo a pasar desapercibido puede empujarle a grandes gestos que suenan huecos. El camino pasa por crear por el gusto de hacerlo, confiar en que la dignidad no depende del aplauso y dejar que también los demás brillen.`,
    keywords: ['creatividad', 'orgullo', 'generosidad', 'calidez', 'liderazgo', 'juego', 'expresión personal'],
    strengths: [
      'una calidez generosa y alentadora',
      'confianza creativa',
      'un liderazgo leal y valiente',
      'el don de llenar de alegría una sala',
    ],
    challenges: [
      'necesidad de reconocimiento constante',
      'un orgullo que se resiste a disculparse',
      'sostener una postura para no quedar mal',
      'grandes gestos en lugar de sustancia',
    ],
  },

  Virgo: {
    summary:
      'El Sol en Virgo cobra vida en el trabajo útil, y da forma a su identidad con destreza, atención minuciosa y un deseo constante de mejorar todo lo que toca.',
    description: `La competencia es el camino por el que el Sol en Virgo llega a conocerse. La tierra mutable orienta la voluntad solar hacia la mejora práctica, de modo que la identidad se forja a través de la destreza, los hábitos cotidianos y la satisfacción de una tarea bien hecha. Mercurio, regente del signo, da a la mente un ojo agudo para el detalle y el gusto por el método; quien tiene este Sol suele sentirse más vivo mientras resuelve un problema concreto, ya sea arreglar una hoja de cálculo, planificar un menú o formar a un compañero nuevo. La vitalidad responde mucho a la rutina: dormir con regularidad, comer bien y tener cierto orden sostienen la energía, mientras que el caos la agota. El propósito suele encontrarse en el servicio más que en la fama, y la modestia puede ocultar todo lo que en realidad lleva a cuestas. En su mejor versión, el Sol en Virgo es preciso, fiable y amable de un modo práctico, y ofrece una ayuda que se ajusta a la necesidad real. En tensión, la mirada crítica se vuelve hacia dentro y la autoestima empieza a depender de no cometer fallos. La preocupación se multiplica, las listas se alargan más que el día y los pequeños errores pueden vivirse como fracasos personales. El equilibrio vuelve cuando el afán de mejorar incluye la suavidad y cuando el descanso se acepta como parte del trabajo bien hecho.`,
    keywords: ['servicio', 'destreza', 'precisión', 'mejora', 'rutina', 'modestia'],
    strengths: [
      'un trabajo cuidadoso y hábil',
      'ayuda práctica',
      'ojo para el detalle útil',
      'fiabilidad en las tareas diarias',
    ],
    challenges: [
      'una autocrítica severa',
      'preocupación por errores menores',
      'perfeccionismo que retrasa el final',
      'cargar con demasiado sin decirlo',
    ],
  },

  Libra: {
    summary:
      'Con el Sol en Libra, la identidad toma forma en la relación, y la voluntad busca la justicia, la belleza y el equilibrio a través de la pareja y de una cooperación reflexiva.',
    description: `El Sol está en caída en Libra, lo cual no debilita a la persona, pero sí cambia el modo de encontrarse a sí misma: aquí la identidad se descubre en relación con los demás. El aire cardinal convierte la voluntad en iniciadora de contactos, propuestas y acuerdos, y Venus, la regente, le da un fuerte sentido de la belleza, la equidad y los buenos modales. Muchas personas con esta colocación saben mejor lo que piensan mientras lo hablan con su pareja o con un amigo. La vitalidad suele crecer en entornos agradables y en compañía armoniosa, y decaer ante el conflicto constante o la fealdad. El propósito se vincula a menudo con la justicia, el diseño, la mediación o cualquier trabajo que equilibre partes enfrentadas. En su versión más elegante, el Sol en Libra es encantador, ecuánime y diplomático, capaz de calmar una sala tensa y de ver razones en ambos bandos. Aporta sentido de la proporción a las decisiones. Bajo presión, el afán de agradar puede borrar las preferencias propias, las elecciones se aplazan para no decepcionar a nadie y el resentimiento crece en silencio detrás de una sonrisa amable. La imagen de sí mismo puede apoyarse demasiado en la reacción ajena. La fuerza de este Sol crece cuando aprende que tomar una postura clara también es una forma de justicia, y que una relación mejora cuando ambas personas están plenamente presentes.`,
    keywords: ['pareja', 'justicia', 'armonía', 'diplomacia', 'belleza', 'equilibrio'],
    strengths: [
      'diplomacia natural',
      'un fuerte sentido de la justicia',
      'elegancia y buen gusto',
      'habilidad para reunir a las personas',
    ],
    challenges: [
      'eludir conflictos necesarios',
      'indecisión prolongada',
      'perder los propios deseos en la pareja',
      'resentimiento callado tras la cortesía',
    ],
  },

  Scorpio: {
    summary:
      'El Sol en Escorpio arde con una intensidad concentrada y forja su identidad en la profundidad, la lealtad y la capacidad, ganada a pulso, de transformarse tras una crisis o una pérdida.',
    description: `La intensidad define al Sol en Escorpio. El agua fija mantiene el sentimiento estable y profundo, de modo que la voluntad consciente se concentra en lugar de dispersarse, y el propósito se persigue con un enfoque que puede durar años. Marte, el regente tradicional, presta resistencia y temple; Plutón, el regente moderno, añade la atracción por las verdades ocultas y los cambios profundos. El yo suele forjarse en la crisis: una pérdida, un secreto descubierto o una lucha íntima pueden convertirse en el punto de inflexión que muestra de qué pasta está hecha esta persona. La vitalidad tiene grandes reservas, aunque se guarda y rara vez se exhibe. La vida diaria puede parecer tranquila en la superficie mientras por debajo se mueve muchísimo. En su expresión más noble, esta posición da lealtad, comprensión psicológica, honestidad ante los temas difíciles y una rara capacidad de recuperarse y empezar de nuevo. No aparta la mirada donde otros la apartan. En tensión, la necesidad de control puede crecer, cuesta confiar, y el daño quizá se mantenga vivo en forma de rencor o de silencio. Las luchas de poder pueden ocupar el lugar de la intimidad. La renovación llega cuando el Sol en Escorpio deja ver a otros parte de lo que siente, suelta lo que ya ha terminado y dirige su formidable voluntad hacia la sanación, la investigación o la protección de quienes son vulnerables.`,
    keywords: ['intensidad', 'profundidad', 'transformación', 'lealtad', 'perspicacia', 'resistencia', 'reserva'],
    strengths: [
      'una honda comprensión psicológica',
      'lealtad inquebrantable',
      'capacidad de rehacerse tras una crisis',
      'valor para afrontar verdades duras',
    ],
    challenges: [
      'necesidad de control',
      'dificultad para confiar en los demás',
      'guardar rencor',
      'un secretismo que acaba en aislamiento',
    ],
  },

  Sagittarius: {
    summary:
      'En Sagitario el Sol es un buscador: saca su vitalidad de los viajes, el estudio y las creencias, y orienta su propósito hacia la búsqueda de sentido y de verdad.',
    description: `Con el Sol en Sagitario, una parte del yo siempre está de viaje. El fuego mutable da una vitalidad inquieta y esperanzada que se renueva con el movimiento, el aire libre, las caras nuevas y la sensación de que algo más grande espera a la vuelta de la esquina. Júpiter, el regente, agranda la voluntad solar hasta convertirla en una búsqueda de sentido, así que la identidad suele moldearse a partir de las creencias, los estudios, los viajes y los maestros encontrados por el camino. El propósito tiende a expresarse como una pregunta (qué es verdad, qué es justo, qué es posible) más que como una meta fija. Aquí el humor es una herramienta de supervivencia, y la franqueza, una forma de respeto. En buena forma, este Sol es generoso, sincero y alentador, rápido para ofrecer una segunda oportunidad y capaz de convertir un viaje largo o una lección dura en una aventura. Su optimismo se contagia con facilidad. En tensión, el apetito de libertad puede hacer que cada compromiso parezca una jaula, las promesas van por delante de lo que puede cumplirse y una filosofía predilecta quizá se endurezca hasta volverse sermón. Los detalles se escapan, y la inquietud puede confundirse con crecimiento. Este Sol madura cuando su visión se apoya en una práctica constante, cuando escucha con la misma amplitud con que viaja y cuando demuestra su fe en la perseverancia de cada día.`,
    keywords: ['exploración', 'optimismo', 'sentido', 'libertad', 'aprendizaje', 'franqueza'],
    strengths: [
      'un optimismo contagioso',
      'palabra honesta y abierta',
      'una mirada amplia y generosa',
      'amor por el estudio y los viajes',
    ],
    challenges: [
      'miedo a quedar atado',
      'prometer más de lo que puede cumplir',
      'sermonear en vez de escuchar',
      'descuido con los detalles',
    ],
  },

  Capricorn: {
    summary:
      'El Sol en Capricornio construye su identidad con disciplina y logros, y se fortalece con el tiempo a medida que el esfuerzo paciente convierte las metas lejanas en resultados duraderos.',
    description: `El Sol en Capricornio se mide en años, no en días. La tierra cardinal da a la voluntad consciente un sesgo estratégico: se fijan metas, se trazan planes y se avanza pisando sobre seguro cada vez. Saturno, el regente, aporta disciplina, cautela y un respeto serio por la responsabilidad, así que la identidad suele ir ligada al trabajo, a la posición y a las obligaciones que uno ha aceptado cargar. La vitalidad puede parecer modesta en la juventud y crecer con la edad, a medida que la experiencia da confianza y las estructuras levantadas por el camino empiezan a sostener peso. Un humor seco y discreto suele aligerar tanta seriedad. En la vida diaria puede verse en la hermana con la que todos cuentan, el encargado que se queda hasta tarde para resolver el problema o quien ahorra en silencio para un objetivo lejano. En su mejor versión, esta combinación es constante, íntegra y paciente, capaz de dirigir sin aspavientos y de convertir la ambición en algo útil para los demás. En tensión, la autoestima queda demasiado atada a los logros, el descanso parece inmerecido y las emociones se archivan hasta volverse una carga pesada. Pueden instalarse la rigidez o el pesimismo. El camino consiste en dejar que el éxito incluya el afecto, el juego y el tiempo con los seres queridos, y en no confundir a la persona con su cargo.`,
    keywords: ['ambición', 'disciplina', 'responsabilidad', 'paciencia', 'estructura', 'logro'],
    strengths: [
      'planificación a largo plazo',
      'un sentido del deber fiable',
      'paciencia que sobrevive a los reveses',
      'liderazgo sereno y práctico',
    ],
    challenges: [
      'autoestima atada al éxito',
      'exceso de trabajo a costa del descanso',
      'reserva emocional',
      'rigidez y pesimismo',
    ],
  },

  Aquarius: {
    summary:
      'Con el Sol en Acuario, el yo se define por las ideas, la amistad y los principios, y la voluntad se orienta hacia la originalidad, la equidad y el bien del grupo.',
    description: `En Acuario el Sol está en exilio, frente al signo que rige, y el yo se define menos por la gloria personal que por las ideas, las amistades y el bien común. El aire fijo da a la voluntad firmeza de principios: una vez formada una convicción, suele mantenerse, incluso contra la moda o la presión. Saturno, el regente tradicional, aporta estructura y un sentido del deber hacia el colectivo, mientras que Urano, el regente moderno, añade originalidad, impaciencia ante las normas anodinas y la costumbre de ver el futuro antes de tiempo. La identidad suele crecer siendo diferente a propósito, o perteneciendo a un círculo de personas afines. La vitalidad se enciende con conceptos nuevos, causas y proyectos compartidos más que con el elogio personal. En su mejor versión, este Sol es justo, inventivo y humano, trata a todo el mundo de igual a igual e imagina maneras prácticas de que los sistemas funcionen mejor. Puede ser un amigo constante a lo largo de muchos años. En tensión, el desapego se vuelve distancia, la independencia se vuelve rebeldía por sistema y una teoría firme puede imponerse a los sentimientos de las personas cercanas. Las necesidades emocionales quizá se desechen por irracionales. Esta colocación prospera cuando pone a prueba sus ideales en relaciones reales y cuando permite que el calor y la cercanía formen parte del futuro que desea construir.`,
    keywords: ['originalidad', 'independencia', 'amistad', 'principios', 'reforma', 'comunidad'],
    strengths: [
      'una mente inventiva que mira adelante',
      'equidad con todo el mundo',
      'lealtad a los amigos y a las causas',
      'valor para desmarcarse',
    ],
    challenges: [
      'distancia emocional',
      'llevar la contraria por sistema',
      'ideas que arrollan los sentimientos',
      'apego terco a los principios',
    ],
  },

  Pisces: {
    summary:
      'El Sol en Piscis se expresa a través de la empatía y la imaginación, con un sentido del yo fluido que busca significado en la compasión, el arte y una vida interior serena.',
    description: `Los contornos del yo son blandos cuando el Sol está en Piscis. El agua mutable permite que la identidad fluya y se adapte, que tome los colores de un lugar o el estado de ánimo de quienes lo habitan, y la voluntad consciente suele guiarse más por la intuición y el sentimiento que por un plan fijo. Júpiter, el regente tradicional, le presta fe y generosidad; Neptuno, el regente moderno, añade imaginación, idealismo y el anhelo de algo más grande que la vida corriente. El propósito puede llegar a través del arte, la música, la práctica espiritual, el cuidado de otros o cualquier trabajo que alivie el sufrimiento. La vitalidad tiende a ser delicada y necesita retirarse con regularidad: el tiempo cerca del agua, el sueño, la soledad y la absorción creativa tranquila ayudan a recuperarla. En su momento más inspirado, esta posición es compasiva, indulgente y profundamente creativa, capaz de captar lo que no se dice y de responder con delicadeza. Da su tiempo y su atención sin escatimar. En tensión, los contornos blandos dejan pasar demasiado: la energía se escurre, se evitan las decisiones claras y la huida hacia la fantasía o la distracción puede parecer más fácil que afrontar los hechos. El sacrificio puede deslizarse hacia el martirio. Este Sol se fortalece cuando da a sus sueños una forma práctica, mantiene algunos límites firmes y aprende que la compasión incluye atender sus propias necesidades.`,
    keywords: ['compasión', 'imaginación', 'intuición', 'sensibilidad', 'fe', 'creatividad'],
    strengths: [
      'una empatía profunda',
      'imaginación fértil',
      'carácter dulce e indulgente',
      'apertura a lo espiritual',
    ],
    challenges: [
      'límites personales frágiles',
      'huir de los hechos incómodos',
      'evitar las decisiones claras',
      'sacrificarse hasta el agotamiento',
    ],
  },
};
