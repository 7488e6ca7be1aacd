// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PlacementText } from '../../placement-text.js';

/** El Nodo Norte en cada una de las doce casas (la Casa 1 primero), en español. */
export const NORTH_NODE_IN_HOUSE_ES: readonly PlacementText[] = [
  // Casa 1
  {
    summary: 'Con el Nodo Norte en la Casa 1, crecer significa mostrarse como una persona distinta, confiar en el propio instinto y dejar que el cuerpo y la cara transmitan una presencia sincera.',
    description: `En la Casa 1, el Nodo Norte pide un yo visible y elegido. El Nodo Sur ocupa la Casa 7, así que la vieja comodidad está en la pareja: organizar los planes en torno a un cónyuge, un socio o un mejor amigo, y encontrar la identidad sobre todo en el espejo de otra persona. Esa costumbre parece generosa, pero puede dejar al final de cada día una pregunta tenue sobre de quién es la vida que se está viviendo.

La lección llega a menudo a través de cosas sencillas. Elegir un corte de pelo sin pedir opiniones, entrar solo en una fiesta, decidir cómo pasar un sábado libre o empezar una rutina de ejercicio solo porque al cuerpo le sienta bien son avances reales. La energía física tiende a mejorar en cuanto se reconocen los deseos propios.

Cuando se resiste este camino, la persona puede ir a la deriva de una relación a otra, sentirse invisible o guardar rencor a sus parejas por elecciones que nunca llegó a expresar. Llevada demasiado lejos, la corrección puede volverse una independencia brusca que olvida las viejas lealtades.

El crecimiento más sano conserva las destrezas de la vida en pareja y añade una primera persona clara. Las relaciones pasan a ser encuentros entre dos personas enteras, y el respeto por uno mismo descansa en la experiencia y no en la aprobación.`,
    keywords: ['identidad', 'rumbo propio', 'presencia', 'iniciativa', 'el cuerpo', 'autonomía'],
    strengths: ['tacto unido al valor personal', 'un sentido de la identidad que crece', 'una vitalidad que sube con las elecciones sinceras', 'soltura para estar solo'],
    challenges: ['definirse a través de la pareja', 'esperar a que otros decidan', 'rencor callado en las relaciones', 'virar hacia un interés propio brusco'],
  },
  // Casa 2
  {
    summary: 'El Nodo Norte en la Casa 2 pide una seguridad construida por uno mismo, unos valores propios claros y un dinero ganado, en lugar de apoyarse en fondos compartidos, en el poder ajeno o en las crisis.',
    description: `Los ingresos, las posesiones y el sentido íntimo de la propia valía forman aquí el territorio del crecimiento. Enfrente, el Nodo Sur en la Casa 8 se mueve a gusto entre finanzas fusionadas, herencias, deudas, lazos intensos y la atracción del poder oculto. Puede haber una larga historia de vivir del sueldo de la pareja, gestionar los asuntos de otros o sentirse más vivo en las emergencias.

El avance tiene un aspecto sencillo y algo falto de glamur: una cuenta bancaria propia, un presupuesto llevado a mano, una destreza que se puede vender, una nómina con un solo nombre. Aprender qué importa de verdad, y gastar en consecuencia, forma parte del mismo trabajo. Hasta disfrutar de una buena comida o de un abrigo bien hecho sin culpa cuenta, porque la Casa 2 incluye las comodidades sencillas del cuerpo y el derecho a poseerlas.

En tensión, el viejo patrón aparece como dependencia de los recursos comunes, acuerdos de dinero enredados o un ansia inquieta de intensidad emocional cada vez que la vida se calma. También puede estar la creencia de que la propia valía debe demostrarse a través del sacrificio o de la transformación.

Con el tiempo, una base estable permite afrontar la intimidad y las crisis desde una posición de fuerza. Valerse por sí mismo en lo material se convierte en una forma de respeto propio, y la vida compartida se vuelve más sana gracias a ello.`,
    keywords: ['autoestima', 'ingresos', 'valores', 'estabilidad', 'propiedad', 'sencillez'],
    strengths: ['hondura de sentimiento sobre una base firme', 'una independencia económica creciente', 'claridad sobre los valores propios', 'disfrute sereno de las comodidades sencillas'],
    challenges: ['depender del dinero común o heredado', 'buscar la intensidad antes que la paz', 'lazos económicos enredados', 'dudar de la propia valía si no hay crisis'],
  },
  // Casa 3
  {
    summary: 'Situado en la Casa 3, el Nodo Norte orienta el crecimiento hacia el aprendizaje cotidiano, la conversación, los hermanos, los vecinos y los trayectos cortos, lejos de las grandes teorías sostenidas a distancia.',
    description: `Una charla por encima de la valla, un mensaje a una hermana, una clase nocturna al otro lado de la ciudad: son estos intercambios corrientes los que traen el crecimiento en esta posición. El Nodo Sur cae en la Casa 9, donde los viajes lejanos, la filosofía y las grandes convicciones se sienten como en casa. La persona puede saber muchísimo sobre el sentido de la vida y mucho menos sobre los nombres de su propia calle.

Aprender a comunicarse con claridad y a escuchar con atención es lo central. Eso puede significar escribir mensajes cortos y sencillos, preguntar a un vecino por una dirección en lugar de suponerla, leer el periódico local o reparar un lazo enfriado con un hermano o un primo. La curiosidad por los datos pequeños trae placeres inesperados, y los cursos prácticos, los idiomas o la escritura suelen abrir puertas nuevas.

Con estrés, hay tendencia a dar lecciones, a evadirse en planes lejanos o a considerar los detalles diarios indignos de atención. La certeza puede entonces ocupar el lugar de la comprensión, y quienes están cerca pueden sentirse poco escuchados.

El camino constructivo une la visión con el detalle. Las grandes ideas se vuelven útiles cuando se explican con palabras sencillas a quien se sienta en la mesa de al lado, y los trayectos cortos por la zona revelan que la sabiduría también se encuentra a mano. El crecimiento es constante cada vez que se hace una pregunta con verdadero interés.`,
    keywords: ['comunicación', 'curiosidad', 'hermanos', 'barrio', 'aprendizaje', 'escucha'],
    strengths: ['maña para explicar las grandes ideas con sencillez', 'lazos crecientes con hermanos y vecinos', 'un aprendizaje vivo y flexible', 'una escucha atenta'],
    challenges: ['dar lecciones en lugar de conversar', 'evadirse en planes lejanos', 'impaciencia con el detalle cercano', 'confundir la certeza con el saber'],
  },
  // Casa 4
  {
    summary: 'Con el Nodo Norte en la Casa 4, el crecimiento va hacia dentro, hacia el hogar, la familia, las raíces emocionales y una vida privada que alimente de verdad.',
    description: `Cuando el Nodo Sur está en la Casa 10, el camino conocido es el del logro público. La carrera, la reputación y la aprobación de las autoridades han marcado los días durante mucho tiempo, y puede parecer natural responder a cualquier pregunta sobre la vida con un cargo. El Nodo Norte en la Casa 4 señala por debajo de esa superficie, hacia los cimientos.

Aquí el crecimiento puede ser literal: comprar o alquilar un lugar que de verdad se sienta como un hogar, cocinar para la familia un día entre semana, rastrear a los antepasados o hacer las paces con uno de los padres. Es también un trabajo interior: aprender a notar los estados de ánimo, a descansar sin tener que ganárselo y a dejar que el yo privado importe tanto como el público. El tiempo pasado en la cocina o en el jardín puede volverse sorprendentemente significativo.

Bajo presión, la vieja orientación vuelve en forma de exceso de trabajo, hambre de prestigio o una frialdad que mantiene a distancia a los seres queridos. La casa puede quedar reducida a un lugar donde solo se duerme entre reunión y reunión, y los sentimientos pueden tratarse como distracciones.

Cuando se cuida la raíz, el éxito exterior se vuelve más firme, porque crece desde un centro seguro y no desde la necesidad de aplauso. La sinceridad emocional en casa da a la persona un sentido de pertenencia que ningún ascenso podría darle.`,
    keywords: ['hogar', 'raíces', 'familia', 'vida interior', 'pertenencia', 'seguridad emocional'],
    strengths: ['competencia llevada a la vida familiar', 'una conciencia emocional creciente', 'un don para crear un hogar cálido', 'las paces hechas con el pasado'],
    challenges: ['definir la valía solo por la carrera', 'descuidar la casa y a los seres queridos', 'distancia emocional', 'descansar solo cuando llega el agotamiento'],
  },
  // Casa 5
  {
    summary: 'El Nodo Norte en la Casa 5 pide juego, creatividad personal, romance y deleite, y saca a la persona de sus papeles en el grupo para llevarla a una expresión de sí sentida de corazón.',
    description: `Cuando el Nodo Sur cae en la Casa 11, la zona segura es un grupo de amigos y una causa digna. Pertenecer a un colectivo, moverse en redes y compartir ideales sale con facilidad, y los anhelos personales pueden quedarse escondidos tras los discursos sobre el bien común. El Nodo Norte en la Casa 5 pide algo más personal y más expuesto: una alegría que pertenezca a esta persona en concreto.

El crecimiento puede llegar a través de una afición retomada por pura diversión, un escenario, un lienzo, una clase de baile, un amor vivido con el corazón abierto o un rato de juego con niños sin ningún plan. Correr un riesgo por el placer de hacerlo, y asumir el resultado, forma parte de la lección. Una obra creativa firmada con el propio nombre suele dar una satisfacción auténtica.

Cuando se resiste esta dirección, puede aparecer un desapego frío ante el romance, la costumbre de esconderse dentro de las comisiones o el miedo a que querer atención sea egoísta. La vida puede entonces resultar eficaz pero extrañamente plana.

Bien integrada, la posición combina un generoso sentido de comunidad con calidez y estilo propio. El corazón aprende que disfrutar de la vida no distrae de los ideales, y que un deleite sincero, compartido con libertad, levanta el ánimo de todos los que están cerca.`,
    keywords: ['creatividad', 'juego', 'romance', 'niños', 'alegría', 'expresión personal'],
    strengths: ['ideales que cobran vida con calidez', 'orgullo por lo hecho por placer', 'apertura al amor y al disfrute', 'soltura juguetona con los niños'],
    challenges: ['esconderse en comisiones y comités', 'distancia ante el romance', 'culpa por disfrutar de la vida', 'miedo a que le vean a solas'],
  },
  // Casa 6
  {
    summary: 'En la Casa 6, el Nodo Norte dirige el crecimiento hacia el trabajo útil, las rutinas diarias, los hábitos de salud y el servicio práctico, lejos de la deriva, el retiro o la evasión difusa.',
    description: `Fregar los platos, archivar una factura, sacar al perro a las siete cada mañana: el camino hacia delante está empedrado de rutina. Enfrente, el Nodo Sur en la Casa 12 conoce la soledad, los sueños, el anhelo espiritual y un retiro callado de las exigencias del mundo. La sensibilidad es alta, pero la estructura puede sentirse como una jaula, y los días pueden escaparse sin una forma clara.

La Casa 6 es donde se practican las destrezas y se mantiene el cuerpo, así que crecer significa construir hábitos que sostengan ambas cosas. Un horario de sueño regular, comidas sencillas, una lista de tareas que se termina y un empleo con resultados visibles traen una calma sorprendente. Ayudar a otros de maneras concretas y medibles le sienta a esta ubicación mucho mejor que sacrificarse en silencio.

En tensión, la persona puede esquivar las obligaciones, sentirse desbordada por tareas pequeñas o refugiarse en la fantasía y el agotamiento. Puede aparecer un tirón hacia el martirio, o un deslizamiento hacia el arreglo ansioso de cada pequeño defecto.

Bien llevada, esta colocación une la compasión con la competencia. La sensibilidad interior informa el trabajo, y el trabajo mantiene esa sensibilidad con los pies en el suelo. La salud tiende a mejorar cuando el cuidado diario se vuelve constante, y un día bien organizado puede resultar la forma de paz más fiable.`,
    keywords: ['servicio', 'rutina', 'trabajo', 'hábitos de salud', 'destreza', 'orden'],
    strengths: ['una empatía que se expresa en ayuda práctica', 'destreza y fiabilidad crecientes', 'hábitos diarios sanos', 'una calma ganada con el buen orden'],
    challenges: ['evadirse en la fantasía o el aislamiento', 'esquivar las tareas rutinarias', 'sacrificarse en silencio', 'desbordarse ante los detalles pequeños'],
  },
  // Casa 7
  {
    summary: 'El Nodo Norte en la Casa 7 pide a una persona autosuficiente que comparta las decisiones, acoja la vida en pareja y aprenda que otro punto de vista puede completarla en lugar de amenazarla.',
    description: `Cuando el Nodo Sur cae en la Casa 1, la independencia es una segunda naturaleza. Esta persona tiende a decidir deprisa, actuar en solitario y resolver los problemas por su cuenta, y quizá no advierta qué pocas veces invita a los demás a participar. La voluntad personal es fuerte; la destreza desconocida está al otro lado de la carta, en la Casa 7, en el compromiso con otro.

La Casa 7 abarca el matrimonio, la colaboración estrecha, los contratos e incluso los adversarios declarados, así que el crecimiento llega al aprender a tratar a las personas como iguales. Puede verse en consultar a la pareja antes de una compra importante, firmar un acuerdo justo, trabajar con un socio o sentarse con un rival el tiempo suficiente para entender sus razones. Aquí ceder no es una derrota; es la práctica misma.

Cuando se esquiva la lección, las relaciones pueden sentirse como una competición o una carga, y la persona puede marcharse cada vez que la cercanía le pide cambiar. Otro patrón es elegir parejas fáciles de manejar, para que nada tenga que compartirse de verdad.

Cuando madura, la posición da alguien que conserva su fuerza personal y encuentra, sin embargo, una plenitud real en el trabajo en equipo. Escuchar se vuelve una destreza tan refinada como actuar, y las relaciones, elegidas con cuidado, se convierten en el lugar donde ambos crecen.`,
    keywords: ['pareja', 'cooperación', 'concesiones', 'contratos', 'equilibrio', 'igualdad'],
    strengths: ['fuerza puesta al servicio de la pareja', 'una paciencia creciente con los demás', 'negociación justa', 'lealtad en los vínculos comprometidos'],
    challenges: ['tomar a solas las grandes decisiones', 'vivir la cercanía como pérdida de libertad', 'ver a la pareja como rival', 'marcharse cuando hace falta ceder'],
  },
  // Casa 8
  {
    summary: 'Situado en la Casa 8, el Nodo Norte lleva el crecimiento hacia la intimidad, los recursos compartidos y el cambio sincero, y afloja una vieja tenaza sobre las posesiones propias y la comodidad de la rutina.',
    description: `Aferrarse siempre ha parecido seguro. Con el Nodo Sur en la Casa 2, hay un fuerte instinto de proteger las ganancias, las pertenencias y los hábitos propios, y de medir la seguridad por lo que se puede poseer. El Nodo Norte en la Casa 8 pide el arte, más difícil, de fundirse, confiar y soltar.

En términos cotidianos, esto puede significar compartir el presupuesto de la casa, aceptar un préstamo o un regalo sin apuro, atravesar una pérdida en lugar de rodearla o dejar que la pareja entre en los miedos íntimos. Los seguros, los impuestos, las herencias y las inversiones conjuntas pueden convertirse en maestros. La intimidad emocional pertenece al mismo terreno: la vulnerabilidad ofrecida es la moneda de esta casa.

En tensión, el viejo patrón aparece como posesividad, resistencia obstinada al cambio o la negativa a apoyarse en nadie. El dinero puede convertirse en un muro y no en un puente, y la vida puede estrecharse hasta un círculo seguro pero cada vez más pequeño.

Cuando se acepta la lección, la persona gana una firmeza poco común en las crisis y un don para ayudar a otros en las transiciones difíciles. Los recursos compartidos con sensatez tienden a multiplicarse, y cada vez que se suelta algo gastado se abre sitio para una seguridad más honda y más generosa.`,
    keywords: ['intimidad', 'recursos compartidos', 'confianza', 'transformación', 'soltar', 'hondura'],
    strengths: ['cabeza fría cuando otros se asustan', 'una capacidad creciente de confiar', 'manejo sensato del dinero común', 'valor para afrontar el duelo y el cambio'],
    challenges: ['aferrarse a las posesiones y la rutina', 'rechazar la ayuda o el dinero compartido', 'resistencia al cambio', 'proteger demasiado los sentimientos'],
  },
  // Casa 9
  {
    summary: 'El Nodo Norte en la Casa 9 señala hacia las creencias, los estudios superiores y los viajes lejanos, y pide a una mente ajetreada y recolectora de datos que encuentre un sentido y una verdad que la guíe.',
    description: `Cuando el Nodo Sur está en la Casa 3, los datos, la charla y los pequeños recados llenan la zona de comodidad. Hay una destreza real con las palabras, rapidez mental y un círculo animado de hermanos, vecinos y conocidos, pero los días pueden dispersarse en un borrón de mensajes sin una dirección clara. El Nodo Norte en la Casa 9 plantea la pregunta mayor: ¿para qué sirve toda esta información?

El crecimiento llega a menudo a través de un estudio que ensancha la mente, como una carrera universitaria, un curso de filosofía o de derecho o la lectura seria de una religión o una tradición. Los viajes largos también importan; vivir en el extranjero, aunque sea poco tiempo, puede cambiar toda la visión. Aprender a confiar en la intuición y a respaldar una creencia meditada forma parte del camino.

Cuando se esquiva la lección, la persona puede chismorrear en lugar de reflexionar, coleccionar opiniones sin formarse una propia o quedarse cerca de casa por costumbre. La indecisión crece cuando todos los puntos de vista parecen igual de válidos.

En su forma más lograda, la posición da un maestro, un escritor o un guía capaz de unir el detalle con el sentido. Una experiencia amplia y unos principios claros dan forma a una mente curiosa, y el propósito que se gana se convierte en algo que merece la pena compartir.`,
    keywords: ['sentido', 'creencias', 'estudios superiores', 'viajes', 'filosofía', 'propósito'],
    strengths: ['datos convertidos en sabiduría', 'confianza en una brújula propia', 'apertura a otras culturas', 'un don para enseñar'],
    challenges: ['pensamiento disperso', 'chismes en lugar de reflexión', 'resistencia a comprometerse con una creencia', 'quedarse en el entorno conocido'],
  },
  // Casa 10
  {
    summary: 'Con el Nodo Norte en la Casa 10, crecer significa asumir una responsabilidad pública, unas metas profesionales y un papel visible, más allá del refugio del hogar y la familia.',
    description: `Cuando el Nodo Sur cae en la Casa 4, el hogar ha sido durante mucho tiempo el puerto seguro. Las necesidades de la familia, los humores privados y la comodidad de las habitaciones conocidas van primero, y el mundo exterior puede parecer frío o exigente. El Nodo Norte en la Casa 10 pide una vida pública construida con propósito.

El crecimiento profesional es la señal evidente, pero la lección más honda tiene que ver con la madurez y la autoridad. Fijarse metas a largo plazo, aceptar un ascenso, hacerse cargo de un proyecto o presentarse a un cargo local son pasos en este camino. La tarea es llegar a ser conocido por algo y llevar esa reputación con integridad. Los mentores y las personas mayores responsables pueden ser guías valiosos.

En tensión, la persona puede refugiarse en la familia, usar las obligaciones domésticas como excusa para evitar la ambición o sentir que triunfar supondría abandonar a los suyos. Los humores pueden dirigir las decisiones, y la crítica pública puede parecer insoportable al principio.

Recorrido con paciencia, este camino da un líder que lleva calidez al trabajo público y protege a colegas y clientes casi como lo haría una familia. La base privada sigue importando, pero ahora sostiene una contribución visible, y crece una sensación de logro ganada y plenamente propia.`,
    keywords: ['carrera', 'reputación', 'ambición', 'papel público', 'autoridad', 'madurez'],
    strengths: ['cuidado llevado al liderazgo', 'disciplina y concentración crecientes', 'fama de persona fiable', 'planificación a largo plazo'],
    challenges: ['esconderse tras las obligaciones familiares', 'miedo a la exposición pública', 'humores que dirigen las decisiones', 'dudar del derecho a triunfar'],
  },
  // Casa 11
  {
    summary: 'El Nodo Norte en la Casa 11 orienta el crecimiento hacia la amistad, el trabajo en equipo y las esperanzas compartidas, y suaviza una fuerte costumbre de lucimiento personal y de necesidad de aplauso.',
    description: `Cuando el Nodo Sur está en la Casa 5, el centro del escenario es terreno conocido. La creatividad, el romance y la expresión personal salen con facilidad, y puede haber una honda necesidad de ser admirado, de ser especial, de que se note cada esfuerzo. El Nodo Norte en la Casa 11 señala un escenario más amplio, donde la persona es una voz valiosa entre muchas.

El crecimiento llega a través de los amigos, los clubes, las asociaciones, las redes y las causas. Ofrecerse para un proyecto comunitario, unirse a un grupo musical en lugar de actuar en solitario o ayudar a organizar una fiesta de barrio son pasos típicos. Las metas de futuro, sobre todo las compartidas, se convierten en una fuente de motivación. La propia amistad es una escuela: aprender a dar y recibir apoyo entre iguales.

En tensión, la persona puede buscar el foco dentro de cada grupo, tomarse como algo personal la falta de reconocimiento o derivar hacia el drama romántico cuando la vida en equipo resulta aburrida. El orgullo puede hacer difícil seguir la iniciativa de otro.

Cuando se abraza la lección, el carisma natural se convierte en un bien para el colectivo. El talento se ofrece con libertad, los deseos toman forma de planes compartidos y la alegría de pertenecer a un círculo de personas afines resulta más rica que cualquier aplauso a solas.`,
    keywords: ['amistad', 'comunidad', 'trabajo en equipo', 'esperanzas', 'redes', 'metas compartidas'],
    strengths: ['brillo personal prestado a una causa común', 'una soltura creciente entre iguales', 'talento para unir a la gente', 'una visión esperanzada del futuro'],
    challenges: ['necesitar ser la estrella', 'tomarse como algo personal el mérito compartido', 'drama cuando el grupo aburre', 'un orgullo que se resiste a seguir'],
  },
  // Casa 12
  {
    summary: 'En la Casa 12, el Nodo Norte pide a una mente ajetreada y atada al deber que descanse, se vuelva hacia dentro, confíe en lo invisible y deje que la compasión ocupe el lugar del afán de arreglarlo todo.',
    description: `Cuando el Nodo Sur está en la Casa 6, las tareas, las listas y la utilidad constante forman la zona segura. La persona suele saber exactamente cómo resolver un problema, cumplir un horario y servir a otros con eficacia, pero el descanso se siente como un fracaso. La preocupación y el exceso de trabajo pueden convertirse en una forma de vida. El Nodo Norte en la Casa 12 invita a rendirse.

El crecimiento puede llegar a través de la soledad, la meditación, la oración, un diario, los largos paseos a solas o un trabajo creativo hecho sin ningún fin práctico. Las casas de retiro, los hospitales, los albergues y otras instituciones tranquilas pueden tener un papel, a veces mediante un voluntariado que pide presencia más que productividad. Los sueños y la intuición traen mensajes útiles cuando se les da tiempo.

Cuando se esquiva la lección, la persona se aferra a la rutina, critica cada defecto y puede sentir ansiedad cada vez que no hay nada que hacer. El cuerpo puede avisar de la necesidad de descanso antes de que la mente lo admita.

Vivida a fondo, esta posición combina la destreza práctica con una compasión profunda. El servicio se vuelve más delicado y más espiritual, y la capacidad de quedarse junto al sufrimiento sin correr a arreglarlo se convierte en un verdadero don. El tiempo a solas en silencio devuelve la energía, y la confianza en algo más grande que la lista de tareas diaria trae la paz.`,
    keywords: ['soledad', 'compasión', 'retiro', 'intuición', 'fe', 'descanso'],
    strengths: ['ayuda práctica unida a la empatía', 'una comodidad creciente en la soledad', 'confianza en la intuición y los sueños', 'paciencia ante el sufrimiento'],
    challenges: ['ajetreo compulsivo', 'preocupación y autocrítica', 'culpa por descansar', 'necesidad de controlar los resultados'],
  },
];
