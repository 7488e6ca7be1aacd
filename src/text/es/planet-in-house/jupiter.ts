// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PlacementText } from '../../placement-text.js';

/** Júpiter en cada una de las doce casas (la Casa 1 primero), en español. */
export const JUPITER_IN_HOUSE_ES: readonly PlacementText[] = [
  // Casa 1
  {
    summary: 'Júpiter en la Casa 1 da una presencia cálida y expansiva que recibe al mundo con optimismo y con los brazos abiertos, y que suele atraer buena fortuna a cambio.',
    description: `Una sonrisa amplia en la puerta, una carcajada franca en el pasillo, una forma de ocupar espacio que sin saber cómo tranquiliza a los demás: Júpiter en la Casa 1 suele hacerse notar antes de que se diga una palabra. El propio cuerpo puede llevar la firma del planeta en una complexión generosa, una voz potente o simplemente un aire de soltura. La confianza llega pronto, y los desconocidos suelen responder con confianza y ofrecen trabajos, indicaciones, invitaciones y segundas oportunidades.

Aquí la fe es fe en uno mismo como punto de partida que merece la pena. Los comienzos resultan naturales, y los reveses suelen leerse como rodeos y no como veredictos. La generosidad es personal e inmediata, se da cara a cara y a menudo con humor.

El problema llega con la escala. El apetito, las promesas y la propia estima pueden hincharse, de modo que la cintura, la agenda o el ego crecen más allá de lo cómodo. Puede haber la costumbre de dar por hecho que el encanto tapará cualquier falta de preparación, o de hablar en nombre de otros sin preguntarles antes.

La expresión madura conserva la calidez y añade medida: comer y descansar con cierto cuidado, comprobar los datos antes de prometer, dejar sitio a las voces más calladas. Entonces esta posición se convierte en un ejemplo vivo de esperanza, alguien cuya llegada hace que una tarea difícil parezca posible.`,
    keywords: ['optimismo', 'presencia', 'confianza', 'vitalidad', 'fe en sí', 'nuevos comienzos'],
    strengths: ['un trato acogedor y esperanzado', 'se repone tras los reveses', 'confianza natural con los desconocidos', 'soltura para volver a empezar'],
    challenges: ['excesos que se notan en el cuerpo', 'prometer más de lo que puede dar', 'fiarse del encanto en vez de prepararse', 'una idea inflada de sí'],
  },
  // Casa 2
  {
    summary: 'Júpiter en la Casa 2 ensancha el caudal del dinero y del talento, une la autoestima a la generosidad y confía en que los recursos estarán ahí cuando hagan falta.',
    description: `Con Júpiter en la Casa 2, los ingresos y la autoestima suelen funcionar a base de optimismo. A menudo hay buen olfato para ver lo que algo vale de verdad, para convertir una afición en ganancias o para pedir el aumento que otros no se atrevían a pedir. Los recursos llegan por muchos cauces, y la convicción de fondo es sencilla: habrá suficiente, y suficiente para compartir.

Los valores son amplios y suelen ser éticos. El dinero importa menos como marcador que como medio para el bienestar, el estudio, los viajes o la ayuda a los demás, y las posesiones a menudo tienen su historia, como el cuenco heredado, los libros muy leídos o el abrigo comprado para un viaje especial. Los talentos también cuentan como riqueza, y esta ubicación se enriquece confiando en ellos y cultivándolos.

Bajo presión, esa misma soltura puede volverse descuido. El gasto puede adelantarse a los ingresos, el crédito empieza a parecer dinero propio y las gangas se compran solo porque eran gangas. Algunas personas con esta colocación atan su valía a un nivel de vida y se sienten menos cuando este se reduce.

Un presupuesto no tiene por qué apagar el don. Cuando dar se planifica en lugar de improvisarse y los valores guían las compras, Júpiter construye aquí una prosperidad estable capaz de sostener un hogar, una causa y un amplio círculo de amigos.`,
    keywords: ['prosperidad', 'valores', 'ingresos', 'talentos', 'generosidad', 'autoestima'],
    strengths: ['buen ojo para lo que vale de verdad', 'gana con sus talentos naturales', 'comparte sus recursos con mano abierta', 'confianza tranquila en que habrá suficiente'],
    challenges: ['gastar por delante de lo que ingresa', 'tomar el crédito por riqueza', 'atar la valía a un nivel de vida', 'comprar por el gusto de la ganga'],
  },
  // Casa 3
  {
    summary: 'Júpiter en la Casa 3 agranda el habla, el estudio y la vida del barrio, trae oportunidades a través de conversaciones, trayectos cortos, vecinos y hermanos, y despierta unas ganas de aprender que duran toda la vida.',
    description: `Con esta posición, el ir y venir de cada día se vuelve fuente de crecimiento. El recado que acaba en una larga charla en la panadería, el trayecto en autobús dedicado a leer, la excursión de fin de semana a un pueblo cercano: cualquiera puede abrir una puerta. Júpiter en la Casa 3 se crece con el contacto, y las oportunidades útiles llegan a menudo de un vecino, un primo o un comentario de pasada.

Su medio son las palabras. Hablar, escribir, explicar y contar historias salen con calidez y con un sentido natural de la escala, de modo que un dato pequeño se coloca dentro de un cuadro mayor. La relación con los hermanos puede ser de apoyo o simplemente abundante, y los primeros años de escuela suelen dejar un amor duradero por los libros y las preguntas. La generosidad se ve en dar clases particulares, contestar los mensajes con detalle y pasar a otros lo que se acaba de aprender.

La tensión aparece como exageración y sobrecarga. Las historias crecen cada vez que se cuentan, las opiniones se presentan como hechos y una agenda repleta de clases, charlas y planes locales deja poco espacio para profundizar. Puede haber tendencia a sermonear a los hermanos o a soltar una lección cuando bastaría una respuesta breve.

Escuchar es el contrapeso. Cuando la curiosidad se une a la exactitud y la paciencia, este Júpiter se convierte en un guía de confianza para su propia comunidad, alguien que hace que las ideas parezcan al alcance de cualquiera que pregunte.`,
    keywords: ['aprendizaje', 'habla', 'hermanos', 'barrio', 'viajes cortos', 'escritura', 'curiosidad'],
    strengths: ['explica con claridad y viveza', 'suerte gracias a los contactos cercanos', 'lazos de apoyo con los hermanos', 'un amor duradero por el estudio'],
    challenges: ['exagerar al volver a contar', 'presentar opiniones como hechos', 'una agenda abarrotada', 'dar lecciones en vez de escuchar'],
  },
  // Casa 4
  {
    summary: 'Júpiter en la Casa 4 arraiga su fe en el hogar y la familia, busca una base privada espaciosa y a menudo gana contento y asiento a medida que pasan los años.',
    description: `Aquí la mesa familiar suele ser larga, y siempre cabe uno más. Júpiter en la base de la carta, en la casa del Fondo del Cielo, une el crecimiento a la pertenencia: un hogar que se siente generoso, una historia familiar que da sentido y una seguridad interior que puede llevarse a cualquier parte. Muchas personas con esta ubicación quieren espacio en sentido literal, como un jardín, una cocina grande o una casa en el campo, y pueden mudarse varias veces en su busca.

La infancia quizá incluyó a un padre o una madre cálidos o devotos, o una casa llena de parientes e invitados. Incluso cuando los primeros años fueron duros, la posición sugiere capacidad para construir el hogar que faltó y llenarlo de hospitalidad. La tradición vincula la Casa 4 con la última etapa de la vida, y Júpiter aquí sugiere a menudo que el contento se hace más hondo con la edad.

En su versión más difícil, el hogar crece hasta volverse inmanejable, en ladrillos o en sentimientos. El dinero puede irse a raudales en la vivienda, se acoge a todos los parientes o el pasado familiar se pule con tanto brillo que los problemas reales nunca se mencionan. La vida privada también puede volverse tan cómoda que se evita el mundo exterior.

Cuando la puerta se abre en ambos sentidos, dejando entrar a los demás y dejando salir a la casa, esta colocación construye una base que alimenta en silencio a muchas personas.`,
    keywords: ['hogar', 'familia', 'raíces', 'hospitalidad', 'pertenencia', 'seguridad interior', 'vivienda'],
    strengths: ['un don para la hospitalidad', 'un fuerte sentido de pertenencia', 'sabe construir un hogar que sostiene', 'un contento que crece con el tiempo'],
    challenges: ['gastar de más en la casa', 'idealizar el pasado familiar', 'acoger más de lo que puede sostener', 'refugiarse lejos del mundo exterior'],
  },
  // Casa 5
  {
    summary: 'Júpiter en la Casa 5 multiplica la alegría, el juego y el riesgo creativo, encuentra sentido en el romance, los hijos y el arte, y da su calidez a manos llenas a todo lo que ama.',
    description: `Aquí el placer se toma en serio, en el mejor sentido. Júpiter en la Casa 5 trata el deleite como fuente de fe: un lienzo pintado, una pista de baile abarrotada, un juego de mesa con niños o un amor de verano pueden sentirse como la prueba de que la vida es buena. La creatividad tiende a fluir con facilidad, y a menudo hay talento para el escenario, el deporte, las fiestas en casa o cualquier oficio que se haga por amor y no por obligación.

Los niños, ya sean hijos propios, alumnos, sobrinos o los chavales del barrio, traen con frecuencia felicidad y lecciones a partes iguales. El romance es generoso y espléndido, con grandes gestos y el deseo de que la persona amada se sienta celebrada. Las aficiones pueden crecer hasta volverse algo mayor, y una idea juguetona puede acabar siendo una obra duradera.

El exceso es la trampa habitual: demasiadas noches largas, demasiado gasto en diversión, apuestas arriesgadas o amores elegidos más por el drama que por la hondura. El orgullo por la obra creativa puede hacer difícil escuchar las críticas, y los hijos pueden sentir la presión de brillar en nombre de sus padres.

La alegría dura cuando se comparte y se practica. Reservar tiempo con regularidad para crear, y llevar el espíritu de juego a los días corrientes, permite a este Júpiter repartir ánimo a cada niño, artista y enamorado que encuentra.`,
    keywords: ['alegría', 'creatividad', 'romance', 'hijos', 'juego', 'expresión personal'],
    strengths: ['confianza creativa', 'calidez con los niños', 'un amor generoso y festivo', 'talento para hacer divertida cualquier ocasión'],
    challenges: ['apuestas arriesgadas y gasto excesivo en placeres', 'buscar drama en el amor', 'le duele la crítica a su obra', 'depositar grandes esperanzas en los hijos'],
  },
  // Casa 6
  {
    summary: 'Júpiter en la Casa 6 crece a través del trabajo diario, las rutinas y el servicio, y confía en que el esfuerzo constante y útil y el cuidado del cuerpo abrirán buenas oportunidades.',
    description: `Con Júpiter en la Casa 6, la bendición viene en los días corrientes. La rutina de un lugar de trabajo, el paseo antes del desayuno, la lista tachada al caer la tarde: ahí es donde se acumula el sentido. El trabajo suele llegar con facilidad, a veces en más cantidad de la que se puede abarcar, y los compañeros suelen encontrar a esta persona servicial, de buen humor y siempre dispuesta a echar una mano cuando hay que cubrir un turno.

Aquí servir es un acto de fe. Ser útil da una satisfacción auténtica, ya sea en una consulta, un aula, un taller de reparaciones o una casa, y las tareas hechas para otros se sienten valiosas y no serviles. Las destrezas tienden a crecer con la práctica, y un buen mentor o un aprendizaje de oficio pueden marcar una gran diferencia.

El riesgo es tener demasiado de algo bueno. Aceptar todos los encargos lleva a una mesa atestada y a noches largas, los hábitos de salud oscilan entre programas ambiciosos y largos abandonos, y la comida copiosa o el poco descanso pueden ir sumando en silencio. También puede haber tendencia a sermonear sobre la dieta correcta o el método adecuado en el trabajo.

La lección clave es la moderación. Mantener unas rutinas realistas, decir que no a algunas tareas y tratar el descanso como parte del trabajo permiten a esta posición convertirse en una presencia alegre y fiable cuya ayuda diaria levanta a todo un equipo.`,
    keywords: ['trabajo', 'servicio', 'rutina', 'hábitos de salud', 'destreza', 'utilidad'],
    strengths: ['una disposición alegre a ayudar', 'destrezas que crecen sin pausa', 'buena fama entre los compañeros', 'encuentra sentido en las tareas diarias'],
    challenges: ['cargar con demasiado trabajo', 'oscilar entre programas de salud y abandonos', 'descuidar el descanso', 'sermonear sobre los métodos'],
  },
  // Casa 7
  {
    summary: 'Júpiter en la Casa 7 crece a través de la pareja, encuentra oportunidades en el matrimonio, las alianzas estrechas y los contratos, y lleva buena fe a cada vínculo de tú a tú.',
    description: `Aquí los demás son la puerta de entrada. Júpiter en la casa de la pareja, enfrente de la 1, tiende a atraer parejas, clientes y colaboradores que ensanchan el mundo: alguien de otra cultura, un cónyuge sabio que anima, un socio con grandes planes. El crecimiento llega de dos en dos, y muchas de las mejores oportunidades de la vida aparecen a través de una persona que ofrece una presentación, un contrato o simplemente su confianza.

La fe se manifiesta como confianza en el compromiso. Hay una suposición generosa de que los acuerdos pueden ser justos y de que ambas partes pueden salir ganando, lo que da buenos negociadores, consejeros o mediadores. Incluso a los rivales declarados se les trata con respeto, y las disputas suelen resolverse con buena voluntad.

Las dificultades vienen de esperar demasiado de los demás. La pareja puede idealizarse como fuente de toda suerte, o verse como un maestro al que seguir y no como un igual. Hay quien con esta ubicación se compromete deprisa y más de una vez, o tolera los excesos de un compañero porque la esperanza sigue diciendo que las cosas mejorarán. Los asuntos legales también pueden crecer más de lo previsto.

El camino sano une la generosidad con unas condiciones claras. Cuando las expectativas se dicen en voz alta y cada miembro de la pareja tiene sitio para crecer, este Júpiter construye alianzas que enriquecen a ambos y a menudo a todos los que los rodean.`,
    keywords: ['pareja', 'matrimonio', 'contratos', 'justicia', 'alianzas', 'buena voluntad'],
    strengths: ['atrae parejas que ayudan', 'justicia al negociar', 'buena voluntad con los rivales', 'fe en el compromiso'],
    challenges: ['idealizar a la pareja', 'comprometerse demasiado deprisa', 'tolerar excesos por esperanza', 'dejar que las disputas crezcan demasiado'],
  },
  // Casa 8
  {
    summary: 'Júpiter en la Casa 8 busca crecer a través de la hondura, los recursos compartidos y la transformación, y tiene fe en su capacidad de salir de una crisis con un propósito renovado.',
    description: `Con Júpiter en la Casa 8, lo que se tiene en común ocupa el centro del escenario. Las cuentas conjuntas, los ingresos de la pareja, los préstamos, los seguros, los impuestos y las herencias son el terreno donde a menudo aparece la oportunidad, y puede haber talento para administrar el dinero ajeno o para atraer el apoyo de inversores. Pero el campo más hondo es emocional: la confianza necesaria para unir vidas y el valor de afrontar lo que lo cambia todo.

La intimidad tiende a ser generosa e intensa. Compartir secretos, cuerpos y miedos se siente como un camino hacia el sentido, y la cercanía se trata como algo sagrado. En tiempos de pérdida o de sacudida, esta colocación suele encontrar recursos inesperados, una fe serena en que un final es también un paso. Es frecuente el interés por la psicología, la investigación, el misterio o las preguntas que la gente suele evitar.

El peligro es el enredo. La deuda puede volverse demasiado cómoda, las finanzas comunes pueden desdibujarse y el deseo de intensidad puede arrastrar hacia el drama o la dependencia. Esperar que una herencia, un rescate o la riqueza de la pareja lo resuelvan todo puede retrasar el esfuerzo propio.

Los acuerdos claros y unas cuentas honestas sobre el dinero compartido mantienen sano a este Júpiter. Su fortaleza en las crisis se convierte entonces en un don, y puede guiar a amigos, clientes o familiares a través de sus pasos más difíciles con una esperanza firme.`,
    keywords: ['recursos compartidos', 'intimidad', 'transformación', 'herencia', 'crisis', 'hondura', 'confianza'],
    strengths: ['una fe serena en plena crisis', 'destreza con las finanzas comunes', 'una intimidad generosa y confiada', 'valor para afrontar verdades duras'],
    challenges: ['acomodarse a la deuda', 'finanzas comunes desdibujadas', 'buscar la intensidad por sí misma', 'esperar a que alguien lo rescate'],
  },
  // Casa 9
  {
    summary: 'Júpiter en la Casa 9, un hogar natural para el planeta, se expande a través del estudio, los viajes y las creencias, busca la verdad más allá de las fronteras y comparte su visión con verdadero entusiasmo.',
    description: `Con esta posición, el horizonte no deja de llamar. La Casa 9 hace eco de Sagitario, el signo propio de Júpiter, y aquí el hambre de sentido del planeta se mueve libremente por universidades, bibliotecas, viajes largos, lenguas extranjeras, religión, derecho y edición. Un año sabático, una beca de estudios en el extranjero o una vuelta tardía a las aulas pueden cambiar el rumbo de una vida, y las personas de lugares lejanos se convierten a menudo en guías.

La fe es central, aunque no siempre formal. Hay quien vive una tradición religiosa con hondura y calidez; otros construyen una filosofía personal a partir de lecturas, viajes y conversaciones. En ambos casos hay un fuerte impulso de entender el porqué y de transmitir lo entendido enseñando, escribiendo o haciendo de mentor. La generosidad toma la forma de abrir mundos más amplios a los demás.

La cara oscura es la convicción que se endurece en certeza. Las opiniones pueden soltarse como sermones, los planes del próximo viaje pueden sustituir a la atención al presente y el amor por las grandes ideas puede saltarse el detalle práctico. La inquietud a veces hace difícil quedarse en un lugar, un trabajo o una creencia el tiempo suficiente para que dé fruto.

El equilibrio es la humildad. Una mente que sigue haciendo preguntas y respeta otros caminos permite a este Júpiter convertirse en un maestro sabio y de corazón abierto cuya visión ensancha muchas vidas.`,
    keywords: ['creencias', 'estudios superiores', 'viajes', 'filosofía', 'enseñanza', 'culturas extranjeras'],
    strengths: ['una sed de saber generosa', 'soltura con otras culturas', 'don para enseñar y orientar', 'una filosofía personal viva'],
    challenges: ['predicar en lugar de compartir', 'una certeza que cierra la mente', 'descuidar el detalle práctico', 'una inquietud que nunca se asienta'],
  },
  // Casa 10
  {
    summary: 'Júpiter en la Casa 10 expande la carrera y la posición pública, suele traer reconocimiento, mentores y puestos de mando, y pide que el éxito sirva a algo más grande que la ambición.',
    description: `Con Júpiter en la Casa 10, la vida pública suele ir bien. La reputación puede crecer casi sola, aparecen ascensos y ofertas, y las figuras de autoridad suelen estar dispuestas a apadrinar, recomendar o enseñar. No pocas personas con esta ubicación se sienten atraídas por papeles visibles en la educación, el derecho, la administración pública, la empresa, el turismo o cualquier campo donde hagan falta visión y confianza.

El impulso más hondo es hacer un trabajo que signifique algo. El cargo importa menos que la sensación de contribuir a una historia mayor, y las carreras más satisfactorias suelen combinar prestigio y propósito, como enseñar, asesorar o levantar instituciones. La generosidad aparece en forma de guía a los recién llegados y de influencia usada para abrir puertas a otros.

Un escenario grande trae sus propios riesgos. La ambición puede crecer más que la capacidad o el tiempo, y el deseo de parecer exitoso puede llevar a cargar con demasiado o a prometer resultados que dependen de la suerte. El orgullo del puesto puede hacer difícil admitir errores, y la vida privada puede descuidarse en favor de la imagen pública.

La integridad mantiene firme el ascenso. Cuando el logro se mide por el bien que hace y el mérito se comparte con quienes ayudaron, este Júpiter se convierte en una figura pública respetada cuyo ejemplo anima a otros a apuntar alto.`,
    keywords: ['carrera', 'reputación', 'liderazgo', 'reconocimiento', 'mentores', 'papel público', 'propósito'],
    strengths: ['una buena reputación pública', 'apoyo de mentores y superiores', 'liderazgo natural', 'un trabajo unido a un propósito'],
    challenges: ['una ambición mayor que la capacidad', 'abarcar demasiado para parecer exitoso', 'un orgullo que oculta los errores', 'descuidar la vida privada'],
  },
  // Casa 11
  {
    summary: 'Júpiter en la Casa 11 crece a través de la amistad, los grupos y las esperanzas compartidas, suele atraer un círculo amplio y servicial y cree firmemente en lo que las personas pueden hacer juntas.',
    description: `Los amigos se multiplican alrededor de este Júpiter, y la astrología antigua llegó a llamar a la Casa 11 el gozo del planeta. Los clubes, los equipos, las comunidades en línea, las asociaciones y las causas suelen acogerlo, y las buenas oportunidades llegan a menudo a través de alguien de la red: el amigo de un amigo que busca socio, un grupo que ofrece un escenario, un miembro que se acuerda de un nombre. La generosidad fluye en horizontal, entre iguales, en forma de favores, presentaciones y apoyo alegre.

Las esperanzas son grandes y a menudo tienen vocación social. Los sueños de un barrio mejor, un lugar de trabajo más justo o un proyecto que incluya a mucha gente dan sentido a la vida, y la fe descansa en parte en la convicción de que el futuro puede mejorarse con el esfuerzo común. Esta colocación suele dar un organizador o un recaudador de fondos nato, alguien capaz de hacer que un grupo sea más que la suma de sus miembros.

Bajo presión, la amplitud puede desplazar a la hondura. Demasiados conocidos y muy pocos amigos íntimos, compromisos repartidos entre varios grupos o metas tan grandiosas que nunca toman forma son trampas habituales. Hay quien se apoya en los amigos para conseguir oportunidades en vez de actuar, o se deja llevar por la multitud por lealtad.

El remedio es el enfoque. Al elegir unos pocos grupos y unos pocos objetivos claros, esta posición convierte sus dones sociales en un cambio real y se vuelve la clase de amigo que ayuda a otros a alcanzar sus propias esperanzas.`,
    keywords: ['amistad', 'grupos', 'comunidad', 'esperanzas', 'redes', 'metas compartidas'],
    strengths: ['un círculo amplio y servicial', 'talento para organizar grupos', 'esperanza en el futuro', 'apoyo generoso a sus iguales'],
    challenges: ['muchos conocidos y pocos amigos íntimos', 'compromisos dispersos', 'metas demasiado grandes para concretarse', 'seguir a la multitud por lealtad'],
  },
  // Casa 12
  {
    summary: 'Júpiter en la Casa 12 encuentra la fe en la soledad, la compasión y lo invisible, saca una fuerza callada del retiro y ofrece ayuda allí donde más escondida está la necesidad.',
    description: `Algunas de las mejores bendiciones de esta ubicación actúan fuera de la vista. Júpiter en la Casa 12 une el crecimiento a la vida interior: el tiempo a solas, la oración o la meditación, los sueños, la música, los largos paseos sin destino. Muchas personas sienten que están protegidas, como si la ayuda llegara en el momento justo desde una dirección que nadie esperaba. El retiro es menos una huida que una fuente de renovación.

La compasión es honda. A menudo hay un tirón hacia los hospitales, los albergues, las cárceles, las organizaciones benéficas, las comunidades espirituales o cualquier lugar donde las personas son vulnerables, y la bondad se da sin ninguna necesidad de reconocimiento. Los donativos anónimos, los turnos de noche y la escucha callada encajan bien con esta colocación, igual que el trabajo creativo hecho en soledad.

Los límites son el punto débil. La generosidad puede convertirse en rescatar a personas que no quieren cambiar, o en dar tanto que no quede nada para uno mismo. La esperanza puede deslizarse hacia las ilusiones, y los problemas pueden esconderse o esquivarse a través del sueño, la fantasía o las sustancias en lugar de afrontarse. Los talentos también pueden quedarse sin usar por la sensación de que no merece la pena mostrarlos.

Los ratos regulares de apartamiento, unidos a unos límites sinceros, permiten a este Júpiter beber de su riqueza interior. Su fe íntima se convierte entonces en una fuente real de bondad, dada con libertad y sin perderse a sí mismo.`,
    keywords: ['compasión', 'soledad', 'fe espiritual', 'retiro', 'ayuda oculta', 'caridad'],
    strengths: ['una compasión honda y callada', 'se renueva en soledad', 'sensación de una protección invisible', 'da sin necesidad de reconocimiento'],
    challenges: ['rescatar a quien no quiere ayuda', 'dar hasta no dejar nada', 'huir en lugar de afrontar los problemas', 'esconder sus verdaderos talentos'],
  },
];
