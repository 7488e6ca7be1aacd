// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PlacementText } from '../../placement-text.js';

/** Mercurio en cada una de las doce casas (la Casa 1 primero), en español. */
export const MERCURY_IN_HOUSE_ES: readonly PlacementText[] = [
  // Casa 1
  {
    summary:
      'Con Mercurio en la Casa 1, la mente ocupa el primer plano, y la curiosidad, el habla rápida y una actitud inquisitiva están entre lo primero que notan los demás.',
    description: `Aquí la primera impresión se causa hablando. Con Mercurio en la Casa 1, el pensamiento vive cerca de la superficie de la personalidad: la cara se mueve con cada idea, las manos se suman a la explicación y un simple saludo se convierte pronto en una conversación de verdad. La identidad se construye en parte aprendiendo, así que una materia nueva, una habilidad nueva o un vocabulario nuevo pueden sentirse como una versión renovada de uno mismo. Muchas personas nacidas con esta posición aparentan menos años de los que tienen y conservan un cuerpo alerta e inquieto que prefiere caminar mientras piensa y no para quieto en las esperas largas. La vida diaria está salpicada de pequeños intercambios: notas para sí, un mensaje enviado camino de la puerta, un comentario continuo sobre lo que esté pasando. Cuando funciona bien, la posición da una presencia directa y fácil de leer; los demás saben a qué atenerse, y la explicación clara llega justo cuando hace falta. Bajo presión, mandan los nervios. El descanso se resiente, la tensión se instala en los hombros y en la respiración, y la imagen de sí queda atada a ser listo, rápido o estar bien informado, de modo que un momento de no saber se vive como una amenaza. Las palabras pueden precipitarse a llenar cada silencio. El crecimiento llega al dejar que la mente se asiente en el cuerpo de vez en cuando y al confiar en que una pausa no borra quién se es.`,
    keywords: ['viveza', 'expresividad', 'curiosidad', 'juventud', 'locuacidad', 'conciencia de sí'],
    strengths: [
      'una presencia clara y directa',
      'explica al momento',
      'rapidez para adaptarse',
      'curiosidad de por vida',
    ],
    challenges: [
      'inquietud nerviosa',
      'imagen de sí atada a la agudeza',
      'llenar cada silencio',
      'dificultad para desconectar',
    ],
  },
  // Casa 2
  {
    summary:
      'Mercurio en la Casa 2 piensa con detenimiento en el dinero y el valor, a menudo gana a través de las palabras, la información o el comercio y trata el conocimiento como un recurso real.',
    description: `En la Casa 2, el dinero y el sentido pasan por la mente. Los ingresos suelen llegar de las palabras, la información, los números, el comercio, la enseñanza, la escritura o cualquier trabajo que consista en manejar mensajes y establecer contactos. Es habitual comparar precios, leer opiniones y llevar la cuenta de pequeñas cantidades, y también tener buen olfato para ver lo que algo vale de verdad. Los valores se razonan en lugar de heredarse sin más; este Mercurio quiere saber por qué quiere lo que quiere, y sabe defender con claridad sus propias prioridades. Entre sus posesiones suele haber libros, aparatos, cuadernos y otras herramientas para comunicarse, y varias fuentes pequeñas de ingresos pueden resultarle más cómodas que una sola. En los buenos tiempos, la mente se convierte en un activo práctico, con talento para negociar, hacer presupuestos y convertir el saber hacer en un medio de vida, y la autoestima crece a medida que crecen las destrezas. La presión hace que el pensamiento dé vueltas alrededor del dinero: consultar el saldo una y otra vez, angustiarse por los gastos, dudar de cada compra o medir la valía personal por lo que se sabe o se gana. Las buenas ideas pueden regalarse, o cambiarse tan a menudo que ninguna llega a convertirse en un trabajo estable. El camino constructivo es tratar el propio conocimiento como algo de valor real, ponerle un precio justo y dejar que unos hábitos tranquilos sustituyan al cálculo ansioso.`,
    keywords: ['ingenio práctico', 'sentido práctico', 'astucia', 'ganancias', 'valoración', 'negociación'],
    strengths: [
      'gana con su destreza y sus palabras',
      'un agudo sentido del valor',
      'presupuestos sensatos',
      'prioridades personales claras',
    ],
    challenges: [
      'preocuparse por el dinero',
      'poner un precio bajo a sus ideas',
      'medir la valía por lo que sabe',
    ],
  },
  // Casa 3
  {
    summary:
      'Mercurio en la Casa 3 está a sus anchas entre hermanos, vecinos, recados y charlas cotidianas, aprende sin parar y transmite la información con una soltura natural.',
    description: `La Casa 3 es el barrio de la mente, y Mercurio se mueve por ella con desenvoltura. Los hermanos, los primos y los amigos de la infancia suelen influir mucho en cómo se desarrolla el pensamiento; los primeros debates quizá se dieron a la hora de cenar o de camino al colegio. La vida diaria se llena de desplazamientos cortos, recados, llamadas, charlas rápidas con los vecinos y mensajes enviados entre parada y parada, y la zona se conoce al detalle: qué tienda abre temprano, a quién preguntar cada cosa, el camino más rápido para cruzar la ciudad. La lectura, la escritura, los pasatiempos y los idiomas salen solos, y el aprendizaje sigue mucho después de terminar los estudios, con cursos nocturnos, programas de radio y conversaciones casuales. Es una posición fuerte para la enseñanza, el periodismo, las ventas, la edición, el reparto o cualquier papel que lleve información de un sitio a otro. En su momento más brillante produce un comunicador vivaz y bien informado que hace fácil compartir el saber. Con exceso de estímulos, se convierte en charla sin rumbo: una agenda atestada de recados, chismes repetidos sin pensar o un roce con un hermano que se vuelve una discusión interminable. La mente puede picotear de todo sin detenerse en nada. Elegir unos pocos temas para seguirlos a fondo, y escuchar con el mismo cuidado con que se habla, convierte este don para la circulación en comprensión auténtica.`,
    keywords: ['comunicación', 'vida de barrio', 'estudio', 'sociabilidad', 'ajetreo', 'información', 'versatilidad'],
    strengths: [
      'soltura al escribir y al hablar',
      'aprendizaje continuo',
      'lazos estrechos con hermanos y vecinos',
      'comparte el saber con sencillez',
    ],
    challenges: [
      'una agenda diaria dispersa',
      'chismes y cháchara',
      'hojear en lugar de estudiar',
      'peleas entre hermanos',
    ],
  },
  // Casa 4
  {
    summary:
      'Mercurio en la Casa 4 lleva el pensamiento y la conversación al hogar, con una mente moldeada por las charlas familiares, el estudio privado y los recuerdos de la infancia.',
    description: `En la Casa 4, Mercurio se sienta a la mesa de la cocina. El hogar es un lugar de charla, libros, pantallas y debate continuo, o bien, en algunas casas, un lugar donde ciertos temas nunca se nombraban en voz alta, lo que puede dejar un deseo de por vida de encontrar palabras para lo que se calló. Las cartas antiguas, los papeles de familia y la historia de un pueblo o una comarca suelen fascinar, y muchas de las personas que tienen esta ubicación guardan diarios, fotografías y cajas de documentos. El pensamiento fluye mejor en privado: trabajando desde casa, estudiando hasta tarde en un escritorio conocido o repasando planes durante la cena con un padre, una madre o un compañero de piso. Las mudanzas pueden ser frecuentes, o la propia casa bulle de visitas, paquetes y llamadas. Cuando la posición está bien asentada, las ideas se contrastan con la experiencia personal, y el hogar se vuelve un lugar de aprendizaje para todos los que viven en él. Con estrés, el pasado se amontona sobre el presente. Las viejas discusiones familiares se repiten en la cabeza, las decisiones esperan a que la casa parezca la adecuada o la inquietud impide asentarse mucho tiempo en ninguna parte. Las opiniones absorbidas en la infancia pueden pasar años sin revisarse. El trabajo útil consiste en repasar con paciencia las creencias heredadas, quedarse con las que siguen sonando verdaderas y construir un hogar donde la conversación sincera sea segura.`,
    keywords: ['vida doméstica', 'reflexión', 'arraigo', 'intimidad', 'familia', 'memoria'],
    strengths: [
      'comunicación familiar reflexiva',
      'trabaja bien desde casa',
      'interés por la historia y las raíces',
      'una memoria personal poderosa',
    ],
    challenges: [
      'opiniones familiares sin revisar',
      'dar vueltas al pasado',
      'inquietud sobre dónde vivir',
      'temas que en casa nunca se nombran',
    ],
  },
  // Casa 5
  {
    summary:
      'Mercurio en la Casa 5 convierte el pensamiento en juego, y lleva ingenio al romance, inventiva al trabajo creativo y un espíritu vivo y preguntón al tiempo con los niños.',
    description: `En la Casa 5 se encuentran el juego y la mente. Aquí Mercurio disfruta de los juegos de palabras, los juegos de estrategia, los crucigramas, la improvisación, la comedia y cualquier afición que premie un giro ingenioso. El trabajo creativo suele ser verbal o técnico, como escribir relatos, grabar vídeos, componer letras o diseñar acertijos, y el placer está tanto en el proceso como en la obra terminada. El romance tiende a empezar con la conversación: el ingenio atrae, las charlas largas de madrugada importan y el aburrimiento puede acabar con un idilio antes que un conflicto. Con los niños, esta colocación es el padre, la tía o el maestro que responde a cada «¿por qué?» e inventa un juego nuevo sobre la marcha, y puede conservar una mirada juvenil toda la vida. El riesgo y la especulación se abordan como acertijos que resolver más que como saltos de fe. Su mejor versión aporta ligereza e invención a todo lo que toca y ayuda a otros a disfrutar aprendiendo. En tensión, actúa en lugar de conectar: el coqueteo se convierte en un duelo verbal, los proyectos creativos se empiezan por la emoción de la idea y se dejan en cuanto el trabajo se vuelve lento, y se cuela la necesidad de que le aplaudan por listo. Llevar una idea creativa hasta el final, y decir el cariño con palabras sencillas, da a esta mente brillante su satisfacción más honda.`,
    keywords: ['juego', 'ingenio', 'creatividad', 'inventiva', 'coqueteo', 'espíritu juvenil'],
    strengths: [
      'humor y juegos de palabras',
      'escritura y diseño creativos',
      'conecta con los niños',
      'hace divertido el aprendizaje',
    ],
    challenges: [
      'proyectos creativos sin terminar',
      'coqueteo sin profundidad',
      'necesidad de elogios por su agudeza',
      'tratar el riesgo como un juego',
    ],
  },
  // Casa 6
  {
    summary:
      'Mercurio en la Casa 6 aplica una mente precisa y práctica al trabajo diario, las rutinas y los hábitos de salud, y se siente satisfecho cuando los sistemas funcionan sin tropiezos.',
    description: `Las listas, los horarios, las comprobaciones y las pequeñas mejoras de los procedimientos diarios son terreno natural cuando Mercurio cae en la Casa 6. El trabajo suele tener que ver con la información, el análisis, la administración, el soporte técnico, la edición o un servicio práctico cualificado, y los detalles saltan a la vista enseguida: la errata de un informe, el paso que falta en un proceso, la forma más sencilla de ordenar una carpeta compartida. Los compañeros pueden acabar confiando en esta persona para que les explique cómo funcionan las cosas o arregle el pequeño problema que todos los demás han aprendido a ignorar. Los hábitos de salud se abordan investigando, desde leer las etiquetas hasta aprender cómo afectan la comida y el sueño al ánimo, y el cuerpo suele reaccionar con fuerza al estrés mental, así que importan los hábitos tranquilos y regulares. En un buen día, la posición resulta útil de la manera más sencilla y valiosa, haciendo que la vida corriente funcione mejor para todos a su alrededor. Sobrecargada, se convierte en una crítica que no sabe apagarse: preocupación por errores nimios, jornadas largas, tensión nerviosa y la tendencia a corregir a los demás antes de que terminen de hablar. Leer sin fin sobre síntomas o métodos de productividad puede sustituir a la acción. Ayuda apuntar el don de la precisión a lo que de verdad importa, aceptar que algunas tareas queden suficientemente bien y dar descanso a la mente a propósito, como el buen artesano que limpia y guarda sus herramientas al final de la jornada.`,
    keywords: ['método', 'precisión', 'ayuda', 'análisis', 'diligencia', 'organización'],
    strengths: [
      'atención al detalle',
      'mejora sistemas y rutinas',
      'resuelve problemas prácticos',
      'fiabilidad en el trabajo',
    ],
    challenges: [
      'preocupación por errores pequeños',
      'exceso de trabajo y tensión nerviosa',
      'corregir a los demás demasiado pronto',
      'investigar en lugar de actuar',
    ],
  },
  // Casa 7
  {
    summary:
      'Mercurio en la Casa 7 piensa mejor en diálogo, busca parejas con quienes poder hablar y tiene una destreza natural para los acuerdos, la negociación y el intercambio justo.',
    description: `La Casa 7 orienta a Mercurio hacia la persona sentada al otro lado de la mesa. El pensamiento se afila en el diálogo, así que las ideas se desarrollan mejor con una pareja, un colega o un cliente capaz de llevar la contraria. Las parejas suelen ser habladoras, jóvenes de espíritu, leídas o ligadas a la escritura, el comercio o la enseñanza, y una relación sin buena conversación rara vez dura. Los acuerdos y los contratos aparecen con facilidad: esta posición sabe redactar condiciones, detectar la cláusula que hay que cambiar y encontrar una formulación que acepten ambas partes. La mediación, la orientación, las ventas, la abogacía y cualquier papel basado en el intercambio de tú a tú pueden sentarle bien, y hasta los rivales declarados pueden resultar maestros agudos. Cuando funciona, da justicia en el habla y un interés sincero por cómo funciona otra mente, de modo que los desacuerdos se convierten en discusiones útiles y no en batallas. Cuando la balanza se inclina, las decisiones se dejan en manos ajenas, las opiniones cambian para coincidir con quien esté delante o la relación se vuelve un debate continuo en el que ganar el punto importa más que la cercanía. Demasiadas consultas pueden atascar una elección que solo una persona puede tomar. La vía constructiva es escuchar por completo, expresar con llaneza la opinión propia y poner por escrito los acuerdos importantes, para que la pareja siga siendo el encuentro de dos voces claras.`,
    keywords: ['diplomacia', 'cooperación', 'equidad', 'persuasión', 'receptividad', 'negociación'],
    strengths: [
      'negociación hábil',
      'un habla justa y equilibrada',
      'piensa bien en compañía',
      'acuerdos claros por escrito',
    ],
    challenges: [
      'dejar que otros decidan',
      'discutir para ganar',
      'opiniones que calcan las de la pareja',
    ],
  },
  // Casa 8
  {
    summary:
      'Mercurio en la Casa 8 indaga lo que hay bajo la superficie y piensa a fondo en los motivos, el dinero compartido, la intimidad y las conversaciones que casi todo el mundo evita.',
    description: `Bajo la superficie es donde prefiere mirar Mercurio en la Casa 8. La mente se siente atraída por lo privado, lo prohibido o lo no dicho: los motivos, los secretos, la psicología, la investigación, los misterios y el funcionamiento del poder y del dinero entre las personas. Las conversaciones suelen ir al fondo enseguida, y esta ubicación percibe cuándo se está dejando algo fuera. Las finanzas compartidas, los impuestos, los seguros, las deudas y las herencias pueden exigir en algún momento de la vida una reflexión cuidadosa, y es frecuente el talento para manejar los recursos ajenos, como contable, investigador, detective o asesor. No se esquiva hablar de la intimidad, la pérdida o la muerte; en una crisis, esta persona encuentra palabras cuando los demás enmudecen. Bien usado, el don es una perspicacia psicológica unida a la discreción y al valor de hacer con delicadeza una pregunta difícil. Llevado demasiado lejos, el pensamiento se vuelve suspicaz o se obsesiona: se leen significados ocultos en mensajes corrientes, la información se retiene como forma de control o un suceso doloroso se repasa una y otra vez. La confianza puede llegar despacio, y las confidencias pesar mucho. El crecimiento está en usar esta mente indagadora para comprender más que para vigilar, compartir lo que puede compartirse y dejar que la conversación sincera alivie lo que el análisis solitario no consigue.`,
    keywords: ['indagación', 'perspicacia', 'discreción', 'intensidad', 'investigación', 'estrategia'],
    strengths: [
      'perspicacia psicológica',
      'guarda las confidencias',
      'investigación y pesquisa',
      'palabras serenas en una crisis',
    ],
    challenges: [
      'suspicacia y secretismo',
      'repasar los sucesos dolorosos',
      'usar la información para controlar',
      'lentitud para confiar',
    ],
  },
  // Casa 9
  {
    summary:
      'Mercurio en la Casa 9 busca sentido en el estudio, los viajes y el debate, y une los hechos cotidianos con las grandes preguntas de la fe, la cultura y los principios.',
    description: `En la Casa 9, Mercurio busca la visión de conjunto. Los hechos importan menos por sí mismos que por lo que revelan sobre cómo funciona el mundo, y las cuestiones de ética, derecho, religión y cultura ejercen una atracción duradera. La universidad, el estudio por cuenta propia, los idiomas extranjeros y los viajes largos alimentan la mente; un solo viaje al extranjero puede cambiar toda una manera de pensar, y las amistades suelen repartirse por varios países. Las editoriales, la docencia superior, la radio y la televisión, el turismo y la traducción son campos naturales. La vida diaria puede incluir una pila de libros de distintas tradiciones, una clase de idiomas en el trayecto al trabajo o la costumbre de debatir grandes ideas con un café delante. Usada con generosidad, la posición se convierte en un puente entre mundos, capaz de explicar una cultura o una fe a otra y de relacionar los detalles concretos con los principios amplios. Bajo presión, predica: un solo marco se toma por toda la verdad, los argumentos se convierten en cruzadas o la mente pasa de curso en curso y de país en país sin aplicar en casa lo aprendido. La certeza puede adelantarse a las pruebas. La expresión más sana sigue siendo la de un estudiante de por vida que sostiene sus convicciones con entusiasmo y humildad a la vez y comparte su saber en un lenguaje que la gente corriente puede usar.`,
    keywords: ['filosofía', 'mundo', 'estudio', 'mente abierta', 'idealismo', 'exploración'],
    strengths: [
      'una comprensión amplia',
      'idiomas y traducción',
      'explica con claridad las grandes ideas',
      'abre la mente a otras culturas',
    ],
    challenges: [
      'sermonear o dar lecciones',
      'certeza por delante de las pruebas',
      'teoría sin práctica',
      'estudio inquieto y sin foco',
    ],
  },
  // Casa 10
  {
    summary:
      'Mercurio en la Casa 10 hace de la comunicación el centro de la carrera y la reputación, y a menudo construye un papel público sobre el conocimiento experto, el habla clara y la planificación.',
    description: `En la Casa 10, la mente pasa a formar parte de la imagen pública. La reputación suele construirse con palabras, ideas o destreza: ser conocido como quien escribe, quien sabe, quien habla en nombre de otros o quien lo sabe explicar. Las carreras en comunicación, medios, educación, consultoría, comercio, tecnología o administración encajan con naturalidad, y muchas personas con esta colocación cambian varias veces de puesto o ejercen más de uno a la vez. La jornada laboral tiende a llenarse de correos, reuniones, presentaciones y decisiones, y el olfato para la estrategia ayuda en el trato con jefes e instituciones. Uno de los padres o un mentor pudo influir en las elecciones profesionales con sus consejos o su ejemplo, y la voz de ese guía puede resonar durante años. Bien aprovechado, este Mercurio ofrece un habla pública clara, buena planificación y una imagen profesional de competencia y justicia. En tensión, deja que las conversaciones de trabajo se coman todas las tardes, teme tanto equivocarse en público que no dice nada o dispersa la ambición en demasiadas direcciones como para labrarse un nombre duradero. La posición puede llegar a depender de parecer inteligente. El mejor camino es elegir un mensaje por el que merezca la pena ser conocido, cultivar detrás un saber real y recordar que un nombre construido sobre una comunicación honesta dura más que uno levantado con maniobras ingeniosas.`,
    keywords: ['elocuencia', 'ambición', 'estrategia', 'profesionalidad', 'visibilidad', 'competencia'],
    strengths: [
      'habla en público con claridad',
      'carrera en la comunicación',
      'planificación sólida',
      'conocido por su saber',
    ],
    challenges: [
      'el trabajo invade la conversación',
      'miedo a equivocarse en público',
      'ambiciones dispersas',
      'prestigio atado a parecer listo',
    ],
  },
  // Casa 11
  {
    summary:
      'Mercurio en la Casa 11 prospera en las redes y los grupos, une a los amigos mediante ideas compartidas y reflexiona con cuidado sobre sus esperanzas de futuro.',
    description: `Para Mercurio en la Casa 11, amistad y conversación son casi inseparables. El círculo social es amplio y variado, a menudo formado a partir de intereses comunes, comunidades en línea, clubes, clases o redes profesionales, y muchos de sus amigos son pensadores, escritores o gente con aficiones poco comunes. Los chats de grupo, los foros y las reuniones son el lugar donde las ideas cobran vida; esta posición es a menudo la que organiza, levanta el acta, difunde las noticias o redacta el boletín. Las esperanzas de futuro se piensan con detalle, a veces como planes de cambio social y a veces como una lista de proyectos para probar algún día. La ciencia, la tecnología y las reformas pueden despertar un gran interés. En su mejor forma, este Mercurio conecta a personas que comparten un propósito, mantiene al grupo informado y honesto y convierte una multitud dispersa en un equipo que funciona. Cuando flaquea, las amistades se quedan en la charla y nunca profundizan, las opiniones se toman prestadas del grupo o la atención salta de causa en causa sin asentarse en ninguna. Una larga lista de contactos puede dejar poco tiempo para los más cercanos. El rumbo sano es dejar que unas pocas amistades se vuelvan de verdad personales, pensar con independencia dentro del grupo y llevar al menos una esperanza a una acción práctica y constante.`,
    keywords: ['sociabilidad', 'redes', 'progreso', 'inventiva', 'cooperación', 'mirada al futuro'],
    strengths: [
      'une a personas afines',
      'organiza grupos',
      'una visión clara del futuro',
      'amistades amplias y variadas',
    ],
    challenges: [
      'amistades superficiales',
      'opiniones prestadas',
      'demasiadas causas a la vez',
    ],
  },
  // Casa 12
  {
    summary:
      'Mercurio en la Casa 12 piensa en silencio y por intuición, trabaja mejor a solas y a menudo encuentra palabras para los sentimientos que otros dejan sin decir.',
    description: `Buena parte del pensamiento de Mercurio en la Casa 12 ocurre fuera de la vista: en los sueños, en los largos paseos a solas, en esos momentos de duermevela en que de pronto aparece una respuesta. El estudio privado, el diario, la investigación en archivos, la poesía, la música y la práctica espiritual pueden ser campos fértiles, y no pocas personas con esta ubicación entienden más de lo que dicen. Hablar en público puede costar, sobre todo en los primeros años, pero escribir suele resultar más fácil que hablar. El trabajo en hospitales, albergues, bibliotecas, casas de retiro o entre bastidores puede convenir a esta mente sensible e imaginativa, que capta con facilidad los sentimientos no dichos de los demás y les responde con compasión. Sus mejores momentos llegan cuando la intuición y el intelecto se unen, y encuentran lenguaje para lo que cuesta expresar y escuchan a quienes otros pasan por alto. En las épocas más duras, los pensamientos se vuelven brumosos o ansiosos, los secretos se guardan demasiado tiempo, las preocupaciones giran de noche y la inseguridad acalla una voz que tiene algo valioso que decir. Los malentendidos pueden nacer simplemente de decir demasiado poco. Entre los hábitos que ayudan están los ratos regulares a solas para ordenar las ideas, un cuaderno junto a la cama y unas pocas personas de confianza con quienes compartir el mundo interior, para que la intuición silenciosa acabe llegando al mundo de fuera.`,
    keywords: ['intuición', 'reflexión', 'reserva', 'imaginación', 'compasión', 'silencio'],
    strengths: [
      'una intuición profunda',
      'escribe con más soltura de la que habla',
      'escucha con compasión',
      'ideas claras nacidas en soledad',
    ],
    challenges: [
      'inseguridad a la hora de alzar la voz',
      'pensamiento ansioso o brumoso',
      'guardar secretos demasiado tiempo',
      'sentirse malinterpretado',
    ],
  },
];
