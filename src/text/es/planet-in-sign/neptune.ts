// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Neptuno en cada uno de los doce signos, en español. */
export const NEPTUNE_IN_SIGN_ES: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Neptuno en Aries sueña con un comienzo nuevo y valiente, convierte el anhelo en una llamada a actuar y pide a la fe que se demuestre con coraje.',
    description: `Una visión que quiere lanzarse a la carga: ese es el clima cuando el planeta de los sueños atraviesa el fuego cardinal. Aries está regido por Marte, así que aquí la imaginación no se conforma con flotar. Imagina al héroe que da un paso al frente, a la primera persona que cruza la puerta, al yo renovado por una sola elección audaz. Una generación que lleva este tema tiende a idealizar los comienzos y la valentía personal, y a sentir que la fe no significa nada hasta que alguien actúa en consecuencia.

En una vida concreta, la posición puede verse como una inspiración repentina seguida del impulso de empezar en el acto. La compasión se manifiesta como afán protector: la disposición a ponerse entre los débiles y lo que los amenaza. El arte y la práctica espiritual se viven con el cuerpo, a través del movimiento, el deporte o cualquier cosa que exija temple.

La tensión aparece cuando el sueño heroico desdibuja los hechos. Se abrazan causas a toda prisa, la ira se derrama hacia un enemigo difícil de nombrar y la energía se consume en batallas que nunca fueron del todo reales. La imagen del salvador intrépido puede ocultar un agotamiento puro y simple.

Una pausa entre la visión y el salto marca la diferencia. Cuando el valor se guía por una pregunta clara sobre a quién sirve de verdad, este Neptuno se convierte en un liderazgo inspirado, de los que vuelven más valientes a los demás.`,
    keywords: ['acción inspirada', 'valor espiritual', 'nuevos comienzos', 'ideales heroicos', 'compasión protectora'],
    strengths: ['actuar sin demora según una visión', 'valentía en favor de otros', 'una imaginación fresca y enérgica', 'una fe que se demuestra con hechos'],
    challenges: ['luchar por causas mal comprendidas', 'una ira difusa sin objetivo claro', 'agotarse haciendo de salvador', 'confundir el impulso con la vocación'],
  },
  Taurus: {
    summary: 'Neptuno en Tauro idealiza la tierra, la belleza y el bienestar duradero, busca lo sagrado en los sentidos y la paz en lo que puede sostenerse y cuidarse.',
    description: `La tierra fija le pide a Neptuno que vaya despacio y toque las cosas. Bajo el gobierno de Venus, el anhelo de algo más allá de la vida corriente se asienta en la tierra, la comida, la música y el placer callado de los objetos bien hechos. Una generación con esta posición tiende a soñar con la seguridad y la abundancia natural, y a dar a la tierra, al dinero y a los oficios un peso casi espiritual.

En lo individual, la imaginación trabaja a través de las manos y los sentidos. Una canción puede sentirse como una oración, un jardín como un templo y una comida compartida como un acto de devoción. La compasión es paciente y práctica: un guiso llevado a casa de alguien, una presencia constante, un consuelo que no necesita muchas palabras.

Los problemas empiezan cuando el sueño de seguridad se vuelve fantasía. Se puede confiar en que el dinero resuelva lo que no está a su alcance, las posesiones pueden convertirse en un escondite mullido y el deseo de calma puede deslizarse hacia una inercia obstinada. Las ilusiones sobre el valor, de las cosas o de las personas, pueden salir caras precisamente porque se sostienen con tanta firmeza.

El camino constructivo es la reverencia sin apego. Cuando la belleza y el mundo físico se honran como regalos y no como garantías, este Neptuno aporta una espiritualidad suave y con raíces y la paciencia de un artista con el trabajo lento y hermoso.`,
    keywords: ['tierra sagrada', 'belleza sensual', 'música', 'sueños de seguridad', 'devoción paciente', 'naturaleza'],
    strengths: ['encontrar lo espiritual en los placeres corrientes', 'una compasión suave y constante', 'sensibilidad artística para la textura y el sonido', 'amor por la naturaleza y la tierra'],
    challenges: ['ilusiones sobre el dinero y el valor', 'esconderse en la comodidad o las posesiones', 'una inercia que pasa por paz', 'aferrarse con demasiada fuerza a un sueño de seguridad'],
  },
  Gemini: {
    summary: 'Neptuno en Géminis deja que la imaginación fluya por las palabras y los relatos, mezcla la poesía con la información y hace fácil que se borre la línea entre el hecho y la fantasía.',
    description: `Aquí el lenguaje se convierte en materia de sueño. Géminis es aire mutable regido por Mercurio, y Neptuno, al atravesarlo, suaviza los contornos de las ideas hasta que las palabras transportan ánimo, rumor y música tanto como significado. Una generación con este tema suele idealizar la propia comunicación, con la esperanza de que nuevas formas de hablar y de viajar acerquen a las personas.

En la vida personal, la posición puede dar oído de poeta, un don para los relatos y una intuición casi inquietante de lo que alguien está a punto de decir. La curiosidad es amplia y juguetona, y la mente se mueve con soltura entre temas, recogiendo hilos que a otros se les escapan. Los hermanos, los vecinos y los conocidos ocasionales pueden tener una importancia casi mágica.

En tensión, el pensamiento se vuelve brumoso. Los detalles se escurren, las medias verdades pasan de boca en boca y el encanto de una buena historia puede pesar más que la pregunta de si es cierta. La atención inquieta quizá salte de una idea a otra sin posarse, y deje planes vagos y mensajes confusos.

Unos hábitos claros devuelven el equilibrio: apuntar las cosas, comprobar las fuentes, dejar que una idea madure antes de perseguir otra. Con ese cuidado, la misma mente fluida se convierte en un buen traductor, maestro o narrador, capaz de decir lo indecible con palabras sencillas y amables.`,
    keywords: ['lenguaje poético', 'arte de narrar', 'pensamiento intuitivo', 'curiosidad', 'ideas fluidas'],
    strengths: ['un don para las palabras evocadoras', 'captar lo que otros quieren decir bajo lo que dicen', 'asociaciones rápidas e imaginativas', 'una enseñanza suave y juguetona'],
    challenges: ['confusión con los datos y los detalles', 'transmitir rumores o medias verdades', 'atención dispersa', 'planes vagos y mensajes poco claros'],
  },
  Cancer: {
    summary: 'Neptuno en Cáncer sueña con el hogar perfecto y la familia protectora, y llena la memoria, la patria y la pertenencia de un sentimiento hondo y una añoranza tierna.',
    description: `El hogar es donde este Neptuno guarda sus sueños. Cáncer es agua cardinal regida por la Luna, y aquí el planeta del anhelo se reúne en torno a la familia, los antepasados, la mesa de la cocina y la idea de una patria. Una generación marcada por esta combinación suele idealizar la maternidad, las raíces y la pertenencia, y vive la historia como algo personal.

En una carta individual, la imaginación es tierna y protectora. La memoria es vívida, las fotos antiguas y las historias de familia tienen un gran poder, y existe un impulso natural de alimentar, cobijar y consolar a cualquiera que parezca perdido. La compasión suele empezar cerca de casa y extenderse hacia fuera, de modo que a los desconocidos se les trata casi como a parientes.

El peso del sentimiento también puede nublar el juicio. La nostalgia quizá pinte un pasado que nunca existió del todo, una familia o una nación pueden idealizarse hasta volverse irreconocibles, y el cuidado puede asfixiar cuando no deja crecer a los demás. El ánimo puede subir y bajar como las mareas, y el anhelo de un hogar perfecto puede hacer que cualquier hogar real parezca siempre un poco incompleto.

La madurez llega al amar lo que de verdad está aquí. Cuando la memoria sirve para sanar y no para huir, este Neptuno crea un auténtico santuario: un lugar, o una persona, donde los demás se sienten lo bastante a salvo para descansar.`,
    keywords: ['hogar', 'pertenencia', 'nostalgia', 'cuidado', 'sueños de familia', 'memoria afectiva'],
    strengths: ['una compasión honda y protectora', 'crear una sensación de santuario', 'una rica memoria emocional', 'tratar a los desconocidos como familia'],
    challenges: ['idealizar el pasado o la familia', 'un cuidado asfixiante', 'añorar un hogar que nunca existió', 'estados de ánimo que nublan el juicio'],
  },
  Leo: {
    summary: 'Neptuno en Leo baña de luz dorada el romance, la creatividad y el estrellato, y sueña con una vida vivida con corazón, dramatismo y una expresión generosa de sí.',
    description: `La palabra que viene a la mente es glamur. En el fuego fijo regido por el Sol, Neptuno sueña con colores vivos y grandes gestos, e imagina amores dignos de una película y vidas que brillan sobre un escenario. Una generación con esta colocación suele idealizar el romance, la fama y al individuo creador, y encuentra sus mitos en el espectáculo y la celebridad.

En lo personal, el tema aporta una imaginación cálida y teatral. El juego surge con facilidad, los niños y lo infantil se aprecian mucho y hay una alegría auténtica en crear algo bello para que otros lo disfruten. La compasión se muestra en la generosidad y la lealtad, en el deseo de que los demás se sientan especiales y vistos.

La sombra está en creerse demasiado el foco. Una fantasía de grandeza puede hacer que el esfuerzo corriente parezca indigno de atención, el romance quizá se persiga por la sensación de ser adorado, y el orgullo puede ocultar un hambre de aprobación que ningún aplauso llega a saciar. La decepción llega cuando las personas reales se niegan a representar su papel en el sueño.

La versión más sana comparte la luz. Cuando los dones creativos se ofrecen por la alegría que dan y no por el elogio que ganan, este Neptuno infunde valor a los demás y recuerda a todos que el corazón tiene su propia clase de dignidad.`,
    keywords: ['glamur', 'romance', 'juego creativo', 'generosidad', 'inspiración', 'arte escénico'],
    strengths: ['una imaginación cálida y teatral', 'un afecto generoso y leal', 'hacer que los demás se sientan especiales', 'alegría en el juego creativo'],
    challenges: ['fantasías de fama o grandeza', 'buscar el romance por sentirse adorado', 'un orgullo que oculta la necesidad de aprobación', 'decepción cuando la vida no sigue el guion'],
  },
  Virgo: {
    summary: 'Neptuno en Virgo encuentra lo sagrado en el servicio humilde, el trabajo cuidadoso y los hábitos diarios, anhela sanar y mejorar, pero tiende a un perfeccionismo ansioso.',
    description: `En Virgo, la devoción lleva ropa de trabajo. La tierra mutable regida por Mercurio hace bajar a Neptuno a los detalles de la rutina diaria, los hábitos de salud, el oficio y el servicio útil. Una generación con esta posición suele idealizar el deber y la ayuda práctica, y quizá guarde una fe callada en que el esfuerzo cuidadoso puede enderezar un mundo revuelto.

En lo individual, la compasión se convierte en algo que se hace con las manos: adecentar el patio de un vecino, llevar registros exactos, aprender un oficio que alivia el sufrimiento. La imaginación es precisa y observadora, capaz de ver el pequeño defecto o la minúscula amabilidad que otros pasan por alto. El ritual importa, y las tareas corrientes pueden adquirir la calma de la meditación.

La preocupación es la señal habitual de tensión. Los ideales de pureza o perfección quizá conviertan cada imperfección en fuente de culpa, y el deseo de servir puede diluirse en un sacrificio que nadie ha pedido. Un desasosiego vago por el cuerpo o por equivocarse puede crecer al fondo, y la crítica, propia o ajena, puede llegar disfrazada de ayuda.

El remedio es la suavidad con lo que está sin terminar. Cuando el servicio nace del cuidado y no del miedo a no dar la talla, este Neptuno ofrece un don poco común: una ayuda humilde y hábil que hace más amable la vida diaria de todos a quienes alcanza.`,
    keywords: ['servicio', 'trabajo sanador', 'ritual diario', 'humildad', 'oficio', 'compasión práctica'],
    strengths: ['una ayuda hábil y práctica', 'encontrar sentido en la rutina', 'una observación aguda y afectuosa', 'humildad y paciencia'],
    challenges: ['perfeccionismo ansioso', 'culpa por defectos menores', 'sacrificios que nadie ha pedido', 'crítica disfrazada de ayuda'],
  },
  Libra: {
    summary: 'Neptuno en Libra sueña con la pareja perfecta, la justicia y la armonía, idealiza el amor y la paz, y aprende que las relaciones reales necesitan un equilibrio honesto.',
    description: `La pareja es donde este Neptuno deposita sus esperanzas. Libra es aire cardinal regido por Venus, y aquí el planeta de los ideales sueña con el alma gemela, el acuerdo justo y un mundo sin disputas. Las personas nacidas aproximadamente entre 1942 y 1957 comparten este tema, y como generación idealizaron a menudo el amor romántico, la igualdad y la paz, mientras veían aflojarse las viejas ideas sobre el matrimonio.

En una persona concreta, la imaginación se inclina hacia la belleza, la cortesía y el equilibrio. Hay instinto para el diseño, la música y la frase elegante, y un deseo sincero de ver cada lado de una disputa. La compasión llega a través de la escucha y la mediación: encontrar las palabras que permiten a dos personas encontrarse a medio camino.

Bajo presión, la armonía se convierte en algo que hay que proteger a cualquier precio. La pareja quizá se vea a través de un filtro suave que oculta sus defectos reales, las conversaciones difíciles se aplazan hasta que se hinchan y las necesidades propias desaparecen en silencio dentro de las de la pareja. Cuando el ideal falla, la decepción puede ser aguda y duradera.

Se crece al tratar la justicia como una práctica y no como un sueño. El desacuerdo sincero, sostenido con amabilidad, permite a este Neptuno convertir su amor por la paz en una diplomacia auténtica y en relaciones capaces de sobrevivir a las tormentas corrientes.`,
    keywords: ['amor ideal', 'armonía', 'justicia', 'diplomacia', 'belleza', 'pareja'],
    strengths: ['una sensibilidad artística y elegante', 'un deseo sincero de justicia', 'habilidad para mediar', 'amabilidad en las relaciones'],
    challenges: ['idealizar a la pareja', 'eludir los conflictos necesarios', 'perderse dentro de la pareja', 'una decepción aguda cuando el amor no está a la altura'],
  },
  Scorpio: {
    summary: 'Neptuno en Escorpio disuelve los tabúes y busca las profundidades ocultas del deseo, el poder y la sanación, con el anhelo de una intimidad que transforme.',
    description: `Aquí lo profundo llama a lo profundo. El agua fija, regida por Marte en la tradición antigua y por Plutón en la moderna, arrastra a Neptuno hacia los secretos, la sexualidad, el duelo y los lugares que casi todo el mundo prefiere no mirar. La generación nacida aproximadamente entre mediados de los años cincuenta y 1970 lleva este tema, y con él un impulso colectivo de romper el silencio en torno a la muerte, el deseo y la psique.

En una vida concreta, la imaginación es intensa e indagadora. Puede haber fascinación por la psicología, el misterio y la sanación, y la capacidad de sostener el dolor sin apartar la mirada. Aquí la compasión no es cortés; va directa a la herida y se queda. La intimidad se busca como una especie de fusión, una manera de perderse en algo mayor.

Esa misma hambre puede llevar a aguas turbias. La intensidad puede convertirse en una huida en sí misma, las obsesiones quizá se instalen sin hacer ruido y el secretismo enturbia la confianza. Los límites en las relaciones íntimas pueden disolverse de tal modo que ninguna de las dos personas sepa ya dónde termina una y empieza la otra.

En su mejor versión, la posición se convierte en un don de sanador. Cuando el valor para afrontar lo oculto va de la mano del respeto por los límites, este Neptuno ayuda a otros a soltar la vieja vergüenza y a renovarse tras una pérdida.`,
    keywords: ['profundidad', 'transformación', 'verdad oculta', 'intimidad', 'sanación', 'intensidad'],
    strengths: ['valor para afrontar el dolor y el tabú', 'una honda comprensión emocional', 'una presencia sanadora en la crisis', 'lealtad en los tiempos difíciles'],
    challenges: ['obsesión y secretismo', 'usar la intensidad como huida', 'límites difusos en la intimidad', 'le cuesta dejar cerrar las viejas heridas'],
  },
  Sagittarius: {
    summary: 'Neptuno en Sagitario emprende la búsqueda de sentido, idealiza la fe, los viajes y la sabiduría, y aprende a no seguir a cualquier guía prometedor.',
    description: `Con este Neptuno, la fe se echa a la carretera. Sagitario es fuego mutable regido por Júpiter, así que el planeta del anhelo adopta la forma de una búsqueda: de la verdad, de un maestro, de una tierra o una filosofía que dé sentido a todo. La generación nacida aproximadamente entre 1970 y 1984 creció mientras las ideas espirituales de muchas culturas se mezclaban con libertad, y suele tratar las creencias como algo que explorar más que heredar.

En lo individual, la imaginación es amplia y esperanzada. Los lugares, los idiomas y las tradiciones extranjeras resultan familiares, y hay una tolerancia natural hacia otras formas de vida. La compasión se expresa como aliento, como la convicción de que cualquiera puede crecer y como la costumbre generosa de compartir lo aprendido.

Los problemas empiezan cuando el entusiasmo corre más que el discernimiento. Un guía carismático puede recibir confianza demasiado pronto, la certeza puede endurecerse hasta convertirse en un nuevo dogma y la propia búsqueda puede servir para no asentarse en ningún sitio. Las grandes visiones quizá dejen poca paciencia para los pasos pequeños y sencillos que las hacen reales.

Lo que serena este fuego es la humildad ante las respuestas. Cuando la búsqueda se mantiene abierta y curiosa, este Neptuno se convierte en un maestro y un viajero inspirado, que lleva el sentido a través de las fronteras y ayuda a otros a encontrar su propio propósito.`,
    keywords: ['búsqueda espiritual', 'fe', 'viajes', 'filosofía', 'tolerancia', 'optimismo'],
    strengths: ['apertura a otras culturas y creencias', 'una mirada esperanzada que inspira', 'comparte su saber con generosidad', 'tolerancia hacia muchos caminos'],
    challenges: ['fiarse demasiado pronto de guías carismáticos', 'convertir la apertura en dogma', 'buscar sin fin sin llegar nunca', 'impaciencia con los detalles prácticos'],
  },
  Capricorn: {
    summary: 'Neptuno en Capricornio idealiza la estructura, el logro y las instituciones, las ve después resquebrajarse, y pide que los sueños se construyan con paciencia y compromiso real.',
    description: `Aquí la ambición y el idealismo se encuentran en el mismo terreno duro. Capricornio es tierra cardinal regida por Saturno, y Neptuno en este signo sueña con cosas sólidas: una carrera que importe, instituciones que merezcan confianza, un mundo en manos competentes. Las personas nacidas aproximadamente entre 1984 y 1998 comparten el tema, y como grupo crecieron esperando escalafones estables mientras veían tambalearse muchos de ellos.

En la vida personal, la posición da una imaginación práctica. Las visiones llegan con un plan bajo el brazo, y hay un respeto real por la tradición, la destreza y la autoridad ganada. La compasión adopta formas responsables: cumplir las promesas, cargar con peso por otros, construir algo que siga en pie más adelante.

La dificultad es el desencanto. Cuando los líderes, las empresas o las tradiciones no están a la altura de su imagen, el cinismo puede instalarse deprisa, y una fantasía de éxito quizá empuje a trabajar en exceso sin traer satisfacción. El deber puede convertirse en una forma de no sentir, y las normas pueden seguir gozando de confianza mucho después de haber dejado de servir a nadie.

La respuesta constructiva es un idealismo práctico. Avanzando despacio hacia un sueño y exigiendo a las instituciones que cumplan los valores que proclaman, este Neptuno puede convertir la decepción en reforma y crear estructuras a la vez sólidas y humanas.`,
    keywords: ['idealismo práctico', 'ambición', 'estructura', 'responsabilidad', 'tradición', 'reforma'],
    strengths: ['dar a los sueños un plan viable', 'un cuidado paciente y responsable', 'respeto por la destreza y la tradición', 'capacidad de reformar desde dentro'],
    challenges: ['desencanto con la autoridad', 'fantasías de posición o de éxito', 'el trabajo como huida', 'cinismo tras la decepción'],
  },
  Aquarius: {
    summary: 'Neptuno en Acuario sueña con una humanidad conectada, idealiza las redes, la amistad y el progreso compartido, y corre el riesgo de tomar una fría distancia del sentimiento personal.',
    description: `Una red en la que todo el mundo pueda hablar con todo el mundo: esa es la esperanza de Neptuno en el aire fijo. Acuario está regido por Saturno en el esquema antiguo y por Urano en el moderno, así que este sueño mezcla el principio firme con el amor por lo nuevo. La generación nacida aproximadamente entre 1998 y 2012 se hizo mayor rodeada de internet, y tiende a encontrar pertenencia tanto en las comunidades en línea y las causas globales como en las locales.

En una carta individual, el tema da una imaginación inventiva y orientada al grupo. Los amigos suelen elegirse por los ideales compartidos más que por un origen común, y hay un fuerte sentido de que la justicia debe alcanzar a todos. La compasión es amplia, a veces más cómoda con la humanidad en su conjunto que con una sola persona que llora en la misma habitación.

La tensión reside en esa distancia. La vida en línea puede difuminarse en una niebla de imágenes y opiniones, la identidad de grupo quizá ahogue el juicio propio y los planes utópicos pueden olvidar las necesidades desordenadas de las personas reales. El desapego a veces pasa por calma cuando en realidad es evasión.

Los ideales funcionan mejor cuando se llevan a casa. Cuando la visión de un mundo más justo se practica en las amistades de cada día, este Neptuno se convierte en un verdadero humanitario, capaz de unir a desconocidos en torno a un propósito compartido y esperanzador.`,
    keywords: ['ideales colectivos', 'redes', 'amistad', 'innovación', 'visión humanitaria', 'comunidad'],
    strengths: ['una compasión humanitaria amplia', 'ideas inventivas que miran adelante', 'crear comunidad a distancia', 'lealtad a los ideales compartidos'],
    challenges: ['desapego emocional', 'perder el juicio propio en la identidad de grupo', 'planes utópicos que ignoran necesidades reales', 'perderse en el ruido de internet'],
  },
  Pisces: {
    summary: 'Neptuno en Piscis está en su casa: abre el corazón a una compasión sin límites, al arte y al sentimiento espiritual, y necesita cuidado para mantener unos límites suaves y sanos.',
    description: `Ningún signo da a Neptuno más espacio que el suyo. Piscis es agua mutable, regido tradicionalmente por Júpiter y en la práctica moderna por el propio Neptuno, así que la imaginación, la empatía y el deseo de fundirse con algo mayor fluyen casi sin resistencia. La generación nacida aproximadamente entre 2011 y 2026 lleva esta combinación y crece entre un flujo constante de imágenes, crisis compartidas y una fuerte sensación de que cada vida toca a todas las demás.

En lo individual, el tema puede mostrarse como una sensibilidad profunda. La música y el cine pueden afectar al ánimo durante días, los sentimientos ajenos se absorben casi sin darse cuenta y una bondad natural se tiende hacia cualquiera que sufra, sea persona o animal. Los dones creativos y espirituales pueden ser fuertes, y a menudo llegan a través de los sueños, los relatos y los momentos de soledad tranquila.

Como hay tan pocos muros, el principal riesgo es el desbordamiento. La huida a través de las pantallas, la fantasía o cualquier hábito que adormezca puede resultar tentadora, los límites quizá cuesten de sostener y puede ser difícil distinguir los sentimientos propios de los de la multitud. Los asuntos prácticos a veces se dejan ir hasta que se vuelven urgentes.

Una estructura suave hace que el don pueda usarse sin peligro. Con descanso, límites claros y unas pocas rutinas que den suelo, este Neptuno ofrece algo que el mundo necesita mucho: compasión sin juicio y un arte que ayuda a las personas a sentirse menos solas.`,
    keywords: ['compasión', 'empatía', 'imaginación', 'espiritualidad', 'arte', 'lo ilimitado', 'sueños'],
    strengths: ['una bondad sin límites', 'fuertes dones creativos y espirituales', 'percibir lo que sienten los demás', 'perdonar sin juzgar'],
    challenges: ['evasión', 'límites frágiles', 'desbordamiento emocional', 'dejar ir los asuntos prácticos'],
  },
};
