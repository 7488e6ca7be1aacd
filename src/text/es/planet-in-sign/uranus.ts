// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Urano en cada uno de los doce signos, en español. */
export const URANUS_IN_SIGN_ES: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Urano en Aries abre caminos por impulso, y libera el yo con primeros pasos audaces y la negativa a esperar el permiso de nadie para empezar.',
    description: `El cambio llega como una cerilla al encenderse. Urano en el fuego cardinal de Aries, un signo regido por Marte, quiere la libertad en su forma más directa: el derecho a actuar, a probar, a ser el primero en cruzar una puerta que nadie ha abierto. Quienes nacen mientras Urano recorre Aries comparten un ánimo inquieto y pionero, la sensación de que las viejas maneras de hacer las cosas pueden saltarse sin más. Cada persona lleva ese ánimo en su propia tonalidad, quizá como el impulso de dejar un empleo gris un lunes y montar un pequeño negocio el viernes, o de empezar un deporte que nadie en la familia ha practicado nunca.

Aquí la inventiva es rápida y física. Las ideas llegan como fogonazos y se prueban al momento, muchas veces con las herramientas en la mano más que con planos sobre el papel. La independencia es menos una filosofía que un acto reflejo.

Bajo presión, ese reflejo puede volverse temerario. La rebeldía puede estallar contra cualquier límite, útil o no, y los proyectos pueden abandonarse en cuanto dejan de parecer nuevos. Los amigos quizá se sobresalten ante las salidas repentinas.

El mejor uso de esta posición une la chispa a un segundo paso. Cuando el valor para empezar se suma a la paciencia para llevar una sola cosa hasta el final, el resultado es un auténtico espíritu pionero que abre camino para que otros lo sigan.`,
    keywords: ['espíritu pionero', 'impulso', 'independencia', 'arranques súbitos', 'valor', 'autosuficiencia'],
    strengths: ['valor para probar lo que nunca se ha hecho', 'una inventiva rápida y práctica', 'libertad frente al miedo al fracaso', 'una energía que anima a otros a empezar'],
    challenges: ['rebelarse contra límites útiles', 'abandonar los proyectos cuando dejan de ser nuevos', 'salidas bruscas que desconciertan', 'actuar antes de pensar'],
  },
  Taurus: {
    summary: 'Urano en Tauro sacude el mundo asentado del dinero, la tierra y el cuerpo, y reinventa poco a poco lo que de verdad significan la seguridad, el valor y el bienestar.',
    description: `Al terreno lento se le pide que se mueva. Tauro es tierra fija bajo el gobierno de Venus, un signo que aprecia lo estable, lo poseído y lo que se toca, y Urano le lleva la sacudida de la reinvención. La tensión entre ambos es el corazón de esta combinación. Una generación nacida con ella tiende a cuestionar cómo se mide el valor: qué es el dinero, de quién es la tierra, cómo se cultivan los alimentos, qué necesita el cuerpo para sentirse a salvo. En una vida concreta, esa pregunta puede aparecer como una relación poco común con las posesiones, un talento para oficios o materiales nuevos o una carrera construida sobre formas inéditas de ganarse la vida.

En su mejor versión, es una innovación paciente. Los cambios echan raíces en el mundo real y se construyen para durar, y el sentido práctico mantiene con los pies en el suelo las ideas más atrevidas. Un huerto plantado con un método experimental, un plan de ahorro que rompe con la costumbre familiar, un oficio nuevo aprendido con esmero: esas son sus revoluciones discretas.

La tensión aparece cuando la terquedad se topa con el cambio repentino. La seguridad puede tambalearse por acontecimientos que escapan al control personal, y la respuesta quizá sea aferrarse con fuerza o tirarlo todo por la borda de golpe.

El crecimiento está en dejar que los valores evolucionen a un ritmo humano, para que lo nuevo pueda arraigar y alimentar muchas estaciones.`,
    keywords: ['nuevos valores', 'seguridad reinventada', 'innovación práctica', 'recursos', 'el cuerpo', 'cambio gradual'],
    strengths: ['una innovación duradera y bien asentada', 'ideas frescas sobre el dinero y los recursos', 'talento para oficios y materiales nuevos', 'aguante sereno en plena sacudida'],
    challenges: ['oscilar entre aferrarse y soltarlo todo', 'resistirse al cambio hasta que llega a la fuerza', 'ansiedad cuando se mueve la seguridad material', 'apego terco a un único método nuevo'],
  },
  Gemini: {
    summary: 'Urano en Géminis electriza la mente y sus mensajes, y hace saltar maneras nuevas y rápidas de hablar, aprender, conectar y llevar la información de un lugar a otro.',
    description: `Aquí el pensamiento se mueve a la velocidad de una corriente eléctrica. Géminis es aire mutable regido por Mercurio, y Urano en él ilumina todos los canales de la conversación, el comercio y el aprendizaje. Quienes nacen mientras Urano recorre Géminis crecen esperando nuevas formas de enviar mensajes y de viajar, y a menudo adoptan las herramientas de comunicación recién llegadas como si las hubieran conocido siempre. En lo individual, el don puede verse en una mente que da saltos repentinos, un oído especial para los idiomas o la jerga, o una comodidad natural con muchas fuentes de noticias a la vez.

La curiosidad es indisciplinada y amplia. Las conversaciones saltan de un tema a otro, y la conexión más extraña entre dos ideas suele ser la más útil. Los hermanos, los vecinos y los desplazamientos cortos pueden traer giros inesperados.

Cuando los nervios se disparan, esa brillantez se dispersa. La atención se parte en demasiados pedazos, los planes cambian cada hora y el gusto por la discusión ingeniosa puede armar lío por el gusto de armarlo. Descansar puede resultar difícil cuando la mente no se desconecta.

La concentración es la aliada que lo reúne todo. Elegir unas pocas líneas de indagación y seguir cada una hasta el final permite que esta mente inventiva y vivaz dé al mundo algo más que chispas.`,
    keywords: ['rapidez mental', 'nuevos medios', 'curiosidad', 'mente inquieta', 'comunicación', 'versatilidad'],
    strengths: ['destellos de lucidez original', 'soltura con las nuevas herramientas de comunicación', 'relaciona ideas de campos distintos', 'una charla viva y abierta'],
    challenges: ['atención dispersa', 'tensión nerviosa y mal descanso', 'discutir por la emoción de discutir', 'cambiar de planes demasiado a menudo'],
  },
  Cancer: {
    summary: 'Urano en Cáncer reescribe el sentido del hogar y la familia, busca libertad emocional e inventa nuevas maneras de cuidar de los demás y de pertenecer a ellos.',
    description: `¿Qué cuenta como familia? Con Urano en Cáncer, un signo de agua cardinal regido por la Luna, esa pregunta vuelve a plantearse desde el principio. La generación nacida aquí suele crecer entre hogares cambiantes, mudanzas o la sensación de que la vieja forma de casa ya no encaja, y muchos acaban construyendo sus propias versiones: familias elegidas, casas compartidas, modos de convivencia poco habituales. En lo personal, puede sentirse como una honda necesidad de pertenencia unida a una necesidad igual de fuerte de espacio para respirar.

La regencia de la Luna hace que el proceso sea emocional más que abstracto. El ánimo puede cambiar de repente, y los recuerdos quizá afloren con una fuerza sorprendente, trayendo a veces una comprensión nítida del pasado. A menudo aparece un talento para cuidar de maneras inesperadas, como tratar a los amigos igual que a la familia o crear un hogar que acoge a quienes otros pasan por alto.

Bajo estrés, la tensión entre cercanía y libertad puede desestabilizar las relaciones. Las mudanzas inquietas, los retraimientos repentinos o el miedo a quedar atado pueden dejar a los seres queridos en la incertidumbre.

La sanación llega al aceptar ambas necesidades. Un hogar de puertas abiertas con unas pocas anclas firmes da a esta colocación lo que busca: una base segura desde la que seguir creciendo.`,
    keywords: ['familia elegida', 'libertad emocional', 'nuevos hogares', 'pertenencia', 'raíces cambiantes', 'intuición'],
    strengths: ['formas inventivas de cuidar de los demás', 'apertura a nuevos modelos de familia', 'comprensiones emocionales repentinas', 'una acogida cálida a quien llega de fuera'],
    challenges: ['mudanzas inquietas y raíces inestables', 'oscilar entre la cercanía y la distancia', 'cambios de humor que desconciertan', 'miedo a que le sujeten demasiado'],
  },
  Leo: {
    summary: 'Urano en Leo exige libertad para brillar de forma original, y convierte la creatividad, el juego y el amor en actos audaces de expresión personal.',
    description: `Hace falta un escenario, y tiene que ser uno que nadie haya construido antes. Leo es fuego fijo regido por el Sol, el signo del orgullo, el juego y el corazón abierto, y Urano insiste aquí en que a cada persona se le permita expresar un yo singular. Una generación con esta posición suele empujar las artes, el entretenimiento y el romance hacia formas nuevas, y tiende a tratar el estilo personal como una especie de declaración. En una vida concreta, puede verse en el gusto por aficiones poco corrientes, un enfoque atrevido de la actuación o amores que ignoran las convenciones.

La regencia del Sol da calidez a la rebeldía. No es un desafío frío, sino un deseo generoso de ser visto y de dejar que los demás también se vean. Los hijos, los proyectos creativos y los momentos de pura diversión pueden traer avances repentinos y alegres.

Su sombra es una necesidad de atención que se vuelve caprichosa. El fuego fijo puede atrincherarse, y el orgullo quizá se niegue a ceder incluso cuando cambiar sería lo sensato. El dramatismo puede ocupar el lugar de la verdadera originalidad cuando el aplauso importa más que la obra.

En su expresión más fina, esta combinación contagia el valor. Una expresión personal ofrecida libremente, sin necesidad de ganar, ayuda a toda una sala a sentirse lo bastante valiente para jugar.`,
    keywords: ['expresión original', 'creatividad', 'estilo audaz', 'romance', 'juego', 'orgullo'],
    strengths: ['una visión creativa atrevida', 'una originalidad cálida y generosa', 'valor para destacar', 'formas nuevas y juguetonas de arte y diversión'],
    challenges: ['un orgullo caprichoso', 'buscar atención más que sustancia', 'negarse obstinadamente a adaptarse', 'dramatismo en lugar de cambio real'],
  },
  Virgo: {
    summary: 'Urano en Virgo reforma los detalles del trabajo, la salud y la rutina diaria, y encuentra la libertad en mejores métodos y en maneras ingeniosas de ser útil.',
    description: `La revolución empieza por las cosas pequeñas. Virgo es tierra mutable regida por Mercurio, un signo de oficio, servicio y análisis minucioso, y Urano dirige aquí su afán de cambio hacia los sistemas prácticos de la vida: cómo se hace el trabajo, cómo se cuida el cuerpo, cómo se ordenan y se reparten las tareas. Quienes nacen en este periodo suelen llegar con una mirada fresca sobre el empleo y el bienestar, y muchos adoptan con facilidad técnicas y herramientas nuevas. En lo personal, puede significar el gusto por arreglar procesos, la costumbre de probar rutinas nuevas o una carrera en un campo que no existía una generación antes.

La regencia de Mercurio hace de esta una reforma pensante. Los problemas se estudian, se descomponen y se reconstruyen con atajos ingeniosos. Una cocina, un taller o un horario pueden reorganizarse de la noche a la mañana tras una sola idea brillante.

La tensión aparece como una inquietud quisquillosa. Las rutinas pueden cambiarse tan a menudo que nada se asienta, y la crítica a los viejos métodos quizá se vuelva mordaz. La preocupación por la salud o el rendimiento puede adelantarse a los hechos.

La indulgencia con la imperfección le da estabilidad. Cuando la mejora sirve a las personas y no solo a los estándares, esta colocación se convierte en una fuerza callada y constante que facilita la vida diaria de muchos.`,
    keywords: ['reforma', 'nuevos métodos', 'trabajo', 'bienestar', 'invención práctica', 'análisis'],
    strengths: ['mejoras ingeniosas de los sistemas', 'apertura a nuevas prácticas de salud', 'resolución de problemas precisa y práctica', 'utilidad con un enfoque fresco'],
    challenges: ['inquietud nerviosa por los detalles', 'cambiar de rutina con demasiada frecuencia', 'crítica mordaz de lo antiguo', 'una preocupación que se adelanta a los hechos'],
  },
  Libra: {
    summary: 'Urano en Libra reinventa la pareja y la justicia, y busca relaciones que dejen espacio a la libertad y un equilibrio verdaderamente compartido.',
    description: `En esta posición la pareja se reescribe. Libra es aire cardinal bajo el gobierno de Venus, el signo del otro, de la belleza, de la justicia y de los acuerdos que mantienen unidas a las personas. Urano pide que esos acuerdos se vuelvan más igualitarios y más libres. Una generación con esta combinación tiende a cuestionar los papeles fijos en el amor y el matrimonio y a experimentar con nuevas formas de compromiso. En una carta individual, puede aparecer como la necesidad de una pareja que sea también amiga, el gusto por alianzas insólitas o una reacción intensa ante todo lo que parezca injusto.

Venus aporta elegancia al proceso. Las ideas nuevas sobre cómo relacionarse suelen presentarse con encanto, y puede haber un verdadero talento para el diseño, la mediación o un arte que sorprende a la vista.

La dificultad llega cuando la cercanía parece una trampa. Las relaciones quizá empiecen deprisa y terminen de repente, o la persona mantenga siempre un pie fuera. Una búsqueda inquieta del arreglo ideal puede pasar por alto el vínculo real que ya tiene delante.

El remedio es la conversación sincera. Las parejas que acuerdan abiertamente cuánto espacio necesita cada cual pueden crear lazos vivos, justos y duraderos, un ejemplo de equilibrio del que otros pueden aprender.`,
    keywords: ['pareja igualitaria', 'libertad en el amor', 'justicia', 'nuevos compromisos', 'diseño', 'diplomacia'],
    strengths: ['ideas frescas sobre relaciones justas', 'talento para un diseño sorprendente', 'respeto por la independencia de la pareja', 'habilidad para unir a los opuestos'],
    challenges: ['relaciones que empiezan y terminan de golpe', 'mantener siempre un pie fuera', 'perseguir una pareja ideal', 'indecisión ante el compromiso'],
  },
  Scorpio: {
    summary: 'Urano en Escorpio despierta el cambio desde las profundidades, saca a la luz fuerzas ocultas y libera lo enterrado con una comprensión intensa y transformadora.',
    description: `Con esta colocación nada permanece oculto mucho tiempo. Escorpio es agua fija, regido tradicionalmente por Marte y en la práctica moderna también por Plutón, un signo de intimidad, secretos, recursos compartidos y del ciclo de finales y renovaciones. Urano impulsa aquí el cambio desde debajo de la superficie, donde viven los tabúes, el poder y el deseo. Una generación nacida con él suele hablar con franqueza de asuntos que las anteriores esquivaban, desde la sexualidad hasta la muerte o las deudas. Una persona concreta puede expresarlo como un don para la investigación, un olfato agudo para lo que otros ocultan o giros vitales que llegan como transformaciones súbitas y completas.

El lado marciano da temple al proceso. Las revelaciones suelen llegar con intensidad, y una vez que algo se ha visto, rara vez hay vuelta atrás.

En tensión, la intensidad se endurece. Las pugnas por el control, la suspicacia o las elecciones de todo o nada pueden dañar la confianza. La rebeldía quizá adopte una forma secreta, y la conmoción emocional puede resultar abrumadora.

La transformación va mejor cuando se elige que cuando se impone. Afrontar las verdades difíciles con honestidad y cuidado convierte esta energía honda e indagadora en una fuente de sanación, que ayuda a otros a soltar lo que han retenido demasiado tiempo.`,
    keywords: ['transformación', 'verdades ocultas', 'intensidad', 'tabú', 'renovación', 'profundidad'],
    strengths: ['una mirada intrépida sobre lo oculto', 'capacidad de renovación profunda', 'investigación que destapa la verdad', 'honestidad ante los temas difíciles'],
    challenges: ['luchas de poder y control', 'elecciones de todo o nada', 'rebeldía a escondidas', 'conmociones emocionales que desbordan'],
  },
  Sagittarius: {
    summary: 'Urano en Sagitario libera las creencias y ensancha los horizontes, y busca la verdad a través de los viajes, el estudio y nuevas ideas audaces sobre cómo vivir.',
    description: `Con Urano en Sagitario, los horizontes se estiran a lo lejos. Este signo de fuego mutable, regido por Júpiter, mira hacia tierras lejanas, los estudios superiores y la búsqueda de sentido, y Urano cuestiona aquí toda respuesta heredada. Una generación nacida en este periodo tiende a tratar la fe, la filosofía y la educación como campos abiertos y no como caminos trazados, y quizá prefiera los viajes, las culturas extranjeras o el estudio por cuenta propia. En una vida personal, el tema puede aparecer como una búsqueda espiritual inquieta, la decisión repentina de irse a vivir al extranjero o el amor por las ideas que cruzan fronteras.

La influencia de Júpiter da optimismo a la búsqueda. Hay fe en que la libertad de pensamiento llevará a un lugar mejor, y un entusiasmo que arrastra a otros. Los maestros, los mentores y los viajes largos pueden traer momentos decisivos.

La tensión se manifiesta como una inquietud sin destino. Las creencias quizá se abandonen y se sustituyan demasiado deprisa, y la pasión por la verdad puede endurecerse hasta el sermón. Los compromisos que limitan el movimiento pueden hacerse insoportables.

La respuesta es dejar que la experiencia ponga a prueba las ideas. Quien busca y vuelve de cada viaje para compartir lo aprendido se convierte en un puente entre mundos y en una fuente de esperanza para los demás.`,
    keywords: ['libre pensamiento', 'viajes', 'búsqueda espiritual', 'horizontes amplios', 'filosofía', 'optimismo'],
    strengths: ['una visión abierta', 'soltura con otras culturas', 'una energía esperanzada que inspira', 'valor para cuestionar las creencias'],
    challenges: ['inquietud sin rumbo', 'abandonar las creencias demasiado deprisa', 'predicar verdades nuevas', 'rehuir todo compromiso que limite el movimiento'],
  },
  Capricorn: {
    summary: 'Urano en Capricornio remodela la autoridad y las estructuras, derriba lo que ya no funciona y construye con paciencia nuevas instituciones en su lugar.',
    description: `Aquí los viejos muros se someten a revisión. Capricornio es tierra cardinal regida por Saturno, el signo de la estructura, el deber, el gobierno y la larga escalada hacia el logro, y Urano en él enfrenta el ansia de libertad al peso de la tradición. Quienes nacen con esta posición suelen crecer viendo cambiar las instituciones, y muchos se sienten llamados a reformarlas desde dentro. En lo personal, el tema puede adoptar la forma de una trayectoria profesional poco convencional, un talento para organizar empresas nuevas o una relación complicada con las normas y con quienes las hacen cumplir.

La regencia de Saturno mantiene práctica la revolución. Aquí el cambio rara vez es desbocado; avanza paso a paso, con la vista puesta en los resultados. Una persona puede pasar años dentro de una empresa reconstruyendo en silencio sus métodos, o crear un tipo nuevo de negocio que sobreviva a sus fundadores.

En tensión, el choque entre control y cambio se agudiza. El rechazo a la autoridad puede convivir con un deseo secreto de mandar, y la ambición quizá se vuelva fría. El miedo a la inestabilidad puede mantener en pie costumbres ya caducas.

La clave es la responsabilidad. Cuando la ambición sirve al bien común, esta combinación se convierte en constructora de estructuras nuevas y sólidas en las que mucha gente puede apoyarse.`,
    keywords: ['reforma de estructuras', 'autoridad', 'ambición', 'nuevas instituciones', 'disciplina', 'cambio práctico'],
    strengths: ['una reforma paciente y gradual', 'talento para crear instituciones nuevas', 'una visión realista del cambio', 'liderazgo en carreras poco comunes'],
    challenges: ['conflictos con la autoridad', 'una ambición fría o rígida', 'miedo a la inestabilidad', 'aferrarse al control mientras exige cambios'],
  },
  Aquarius: {
    summary: 'Urano en Acuario es el planeta en su domicilio, y carga a toda una generación de ideales de igualdad, comunidad e invención con la mirada puesta en el futuro.',
    description: `Aquí Urano trabaja en su propio signo. Acuario es aire fijo, regido tradicionalmente por Saturno y en la práctica moderna por el propio Urano, y la combinación es marcadamente idealista: las ideas sobre el grupo, la igualdad de derechos, la ciencia y el futuro fluyen con libertad. Una generación nacida con esta colocación tiende a sentirse cómoda con las redes, la tecnología y las causas que cruzan fronteras nacionales. En una persona concreta, puede aparecer como un instinto de justicia, un círculo de amistades improbables o una mente que disfruta con los sistemas y con cómo podrían mejorarse.

La cara saturnina añade estructura al sueño. Las visiones suelen llevarse a organizaciones, clubes y movimientos pensados para durar, y puede haber una verdadera habilidad para reunir a la gente en torno a un objetivo común.

El riesgo es el desapego. Los principios pueden importar más que las personas, y el aire fijo quizá se aferre con terquedad a una idea mucho después de que haya pasado su momento. La individualidad puede derivar en frialdad o en la manía de llevar la contraria.

La calidez lo equilibra. Cuando el amor a la humanidad incluye a la persona sentada al otro lado de la mesa, esta posición se convierte en un ejemplo vivo de cómo la libertad y la amistad pueden crecer juntas.`,
    keywords: ['igualdad', 'comunidad', 'innovación', 'visión de futuro', 'redes', 'idealismo'],
    strengths: ['un fuerte sentido de la justicia', 'talento para construir comunidad', 'comodidad con las nuevas tecnologías', 'ideas originales con vistas al futuro'],
    challenges: ['desapego emocional', 'apego terco a los principios', 'la manía de llevar la contraria', 'preocuparse más por las causas que por las personas'],
  },
  Pisces: {
    summary: 'Urano en Piscis disuelve las viejas fronteras de la creencia y el sentimiento, y despierta la imaginación, la compasión y nuevas formas de alcanzar lo invisible.',
    description: `En esta combinación los sueños se convierten en fuente de cambio. Piscis es agua mutable, regido tradicionalmente por Júpiter y en la práctica moderna por Neptuno, y es el signo de la compasión, la imaginación y el anhelo de algo más grande que uno mismo. Urano trae aquí aperturas repentinas en esos terrenos. Una generación nacida con él tiende a explorar nuevas formas de espiritualidad, de arte y de sanación, y quizá sienta poca necesidad de respetar las fronteras que los mayores daban por sentadas. En lo personal, puede manifestarse como una intuición vívida, un don artístico poco común o destellos de comprensión que llegan en los momentos de calma.

La regencia de Júpiter aporta generosidad, y el vínculo con Neptuno aporta visión. Aquí la libertad se vive como una liberación de los papeles rígidos y un deseo de ayudar a cualquiera que sufra. La música, el cine y otras artes que difuminan la línea entre lo real y lo imaginado pueden traer verdaderos avances.

Cuando crece la confusión, el don puede volverse escurridizo. La evasión, los planes poco claros o la tendencia a dejarse llevar pueden debilitar la constancia. La sensibilidad puede convertirse en desbordamiento.

Ayuda una estructura suave. Un ritmo diario estable da a esta energía imaginativa y compasiva una forma a través de la cual puede cambiar vidas de verdad.`,
    keywords: ['imaginación', 'compasión', 'intuición', 'despertar espiritual', 'arte', 'sanación'],
    strengths: ['una intuición vívida', 'una compasión sin fronteras', 'una visión artística original', 'apertura a nuevos caminos espirituales'],
    challenges: ['evasión y deriva', 'planes poco claros', 'una sensibilidad que desborda', 'poca constancia'],
  },
};
