// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Quirón en cada uno de los doce signos, en español. */
export const CHIRON_IN_SIGN_ES: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Quirón en Aries lleva un punto dolorido en torno al derecho a existir y a actuar, y sana ayudando a otros a encontrar el valor de empezar.',
    description: `El lugar sensible está en la raíz misma del yo. En el fuego cardinal de Aries, regido por Marte, Quirón toca el permiso básico de ocupar espacio, de desear algo y de ir a por ello. Las primeras experiencias quizá enseñaron que afirmar una necesidad traía problemas, o que mostrar fuerza era demasiado o nunca bastaba. El resultado puede ser alguien que duda en la línea de salida y luego lo compensa con arrebatos de fuerza repentinos.

La vida diaria muestra el patrón en detalles pequeños: disculparse antes de hablar, prepararse para una pelea que nunca llega o sentirse extrañamente alterado tras ganar una discusión. Cuando la tensión crece, la ira se vuelve hacia dentro como inseguridad, o hacia fuera como un estallido defensivo que sorprende a todos, incluida la propia persona.

Sin embargo, la herida guarda un saber poco común. Quien ha peleado con la pregunta de si merece actuar entiende el valor desde dentro, como una elección y no como un rasgo. Esa comprensión da un buen entrenador, mentor o aliado para cualquiera que se sienta pequeño. Con el tiempo, cada primer paso sincero se convierte en la prueba de que existir plenamente no daña a nadie, y la lección se extiende hacia fuera y da a otros permiso para empezar su propia vida con menos miedo.`,
    keywords: ['valor', 'autoestima', 'iniciativa', 'identidad', 'permiso', 'ira'],
    strengths: ['entiende el miedo desde dentro', 'anima a quien duda al empezar', 'un valor elegido y no dado por supuesto', 'sinceridad con el propio enfado'],
    challenges: ['dudar del derecho a actuar', 'estallidos defensivos repentinos', 'disculparse por tener necesidades', 'oscilar entre la timidez y la fuerza'],
  },
  Taurus: {
    summary: 'Quirón en Tauro siente su dolor a través del cuerpo, las posesiones y la sensación de tener suficiente, y aprende una manera paciente y con raíces de devolver la calma a los demás.',
    description: `La herida vive en la seguridad. Quirón en la tierra fija, bajo el gobierno de Venus, apunta a una historia en la que el bienestar, el dinero, la comida o la simple comodidad física parecían inciertos, costaban demasiado o iban ligados a la propia valía. Incluso cuando la vida se estabiliza, una voz callada puede insistir en que todo podría desaparecer mañana.

Ese miedo moldea las elecciones corrientes. Hay quien se aferra a rutinas, ahorros o pertenencias mucho después de que hayan dejado de servir; otros se niegan el placer como si disfrutar fuera una deuda que no pueden permitirse. El cuerpo suele llevar la cuenta y acumula tensión en los hombros y la mandíbula hasta que por fin se permite descansar. En las épocas duras, la terquedad se vuelve un muro, y cualquier cambio parece una amenaza a la supervivencia.

El trabajo lento de sanar le sienta bien a Tauro. Al aprender, a paso constante, que la valía no depende de lo que se posee o se produce, este Quirón gana un hondo respeto por las cosas sencillas que de verdad dan estabilidad a una persona: una comida caliente, un paseo regular, las manos en la tierra, un presupuesto que deja respirar. Ese saber es medicina práctica para otros. Amigos y clientes perciben una presencia serena que no les mete prisa, y se marchan con una idea más clara de que ellos también son suficiente.`,
    keywords: ['seguridad', 'valía', 'cuerpo', 'bienestar', 'paciencia', 'recursos'],
    strengths: ['una presencia serena que da estabilidad', 'cuidado práctico del cuerpo y del hogar', 'paciencia con la recuperación lenta', 'enseña un sano sentido de lo suficiente'],
    challenges: ['miedo a perder lo que tiene', 'negarse el placer o el descanso', 'resistencia rígida al cambio', 'atar la valía a las posesiones'],
  },
  Gemini: {
    summary: 'Quirón en Géminis encuentra su herida en las palabras, el aprendizaje y el hecho de ser comprendido, y convierte esa lucha en un don para explicar las cosas con claridad y amabilidad.',
    description: `Hablar y pensar son aquí el terreno sensible. El aire mutable, regido por Mercurio, vuelve inquieto a Quirón ante las cuestiones de inteligencia: ¿se escuchó su voz?, ¿fueron bienvenidas sus preguntas?, ¿hubo en el colegio una etiqueta que todavía resuena? Algunas personas con esta posición se sintieron más lentas que sus hermanos o compañeros; otras recibieron elogios por su agudeza sin sentirse nunca escuchadas de verdad.

En la vida cotidiana, el viejo escozor se nota al releer una y otra vez los correos, ensayar las llamadas o hablar deprisa para llenar cualquier silencio antes de que pueda ser juzgado. Bajo presión, la mente se dispersa y acumula datos como armadura, o se bloquea y asegura no tener nada que valga la pena decir. Las conversaciones con hermanos, vecinos o compañeros de clase pueden pesar más de la cuenta.

El punto de inflexión llega a través de la propia curiosidad. Como este Quirón sabe lo que se siente al estar confundido o al ser ninguneado, aprende a traducir las ideas difíciles a un lenguaje llano y a hacer la pregunta que a otros les da vergüenza plantear. Tutores, escritores, intérpretes y oyentes pacientes suelen llevar esta firma. Su don sanador está en volver a hacer segura la comprensión: ir más despacio, nombrar las cosas con sencillez y recordar que una mente no se mide por su velocidad. Cada intercambio sincero desgasta un poco la vieja duda.`,
    keywords: ['comunicación', 'aprendizaje', 'voz', 'curiosidad', 'hermanos', 'escucha'],
    strengths: ['explica con sencillez las ideas complejas', 'da la bienvenida a las preguntas incómodas', 'dotes de profesor o traductor', 'escucha con atención real'],
    challenges: ['dudar de la propia inteligencia', 'hablar de más por nervios o callar', 'dispersarse bajo estrés', 'esconderse tras los datos'],
  },
  Cancer: {
    summary: 'Quirón en Cáncer guarda un recuerdo sensible del hogar y los primeros cuidados, y lo convierte en una rara capacidad de acoger y nutrir a quienes se sienten desamparados.',
    description: `La pertenencia es el punto débil. Con Quirón en el agua cardinal, regida por la Luna, la herida suele remontarse a la vida familiar: un progenitor ausente, desbordado o difícil de alcanzar, un hogar que cambiaba de sitio demasiado a menudo o un papel de cuidador asumido demasiado pronto. La pregunta bajo muchos sentimientos es si resulta seguro necesitar a alguien.

Se nota en los hábitos diarios. Puede haber un impulso de cuidar de todo el mundo mientras se rechaza la ayuda, de cocinar para un regimiento y luego comer de pie junto al fregadero, o de sentir añoranza incluso viviendo en un lugar cómodo. El ánimo sube y baja con las mareas de la memoria, y un comentario casual sobre la familia puede caer como una piedra. Cuando la herida se remueve, el caparazón se cierra con fuerza, o el cuidado se vuelve ansioso y absorbente.

El don que nace de aquí es una profunda sintonía emocional. Quien conoce el hambre de seguridad sabe crearla para otros sin aspavientos: la habitación de invitados ofrecida, la sopa llevada a casa, la puerta que sigue abierta hasta tarde. Familias de acogida, orientadores y ese amigo al que todos llaman a medianoche pueden llevar esta combinación. La sanación empieza cuando esa misma bondad se vuelve hacia dentro y se permite que la propia persona sea cuidada, y a partir de ahí suele reunirse de forma natural una familia elegida.`,
    keywords: ['hogar', 'familia', 'pertenencia', 'cuidado', 'seguridad', 'memoria'],
    strengths: ['una honda sintonía emocional', 'crea sensación de hogar para otros', 'un cuidado delicado de los vulnerables', 'construye una familia elegida'],
    challenges: ['no dejarse cuidar', 'viejas heridas familiares que reaparecen', 'aferrarse cuando tiene miedo', 'encerrarse en el caparazón'],
  },
  Leo: {
    summary: 'Quirón en Leo siente la herida de no haber sido visto ni querido por quien se es, y aprende a encender la chispa creativa de otras personas.',
    description: `Bajo el gobierno del Sol, en el fuego fijo, Quirón duele en torno al reconocimiento. Quizá el foco de la infancia fue para otra persona, o el cariño solo llegaba con una buena actuación, o el juego se trataba como una pérdida de tiempo. Lo que queda es una pregunta sobre si el yo verdadero, sin ningún retoque, merece celebrarse.

El patrón puede ir en dos direcciones. Una persona esconde su talento, guarda el poema en un cajón y rechaza cada invitación a actuar; otra persigue el aplauso y se siente vacía cuando la sala se queda en silencio. Ambas responden a la misma herida. En los días difíciles, el orgullo se vuelve quebradizo, cuesta creerse los cumplidos y una crítica puede sentirse como un veredicto sobre la persona entera.

El fuego fijo aporta una gran constancia al proceso de sanación. Poco a poco, creando cosas por el gusto de hacerlo, bailando mal y riéndose igualmente, este Quirón redescubre el calor que siempre estuvo ahí. De esa experiencia nace un talento especial para sacar lo mejor de otros: la maestra que se fija en el niño callado, el director que da una oportunidad real a una actriz nerviosa, el padre que elogia el esfuerzo más que el resultado. Ayudar a brillar a otra persona resulta sanar también a quien ayuda.`,
    keywords: ['reconocimiento', 'creatividad', 'juego', 'expresión personal', 'orgullo', 'corazón'],
    strengths: ['saca a la luz el talento ajeno', 'un elogio cálido y generoso', 'valor para crear de todos modos', 'la alegría recuperada a través del juego'],
    challenges: ['esconder sus dones', 'hambre de aplauso', 'un orgullo quebradizo', 'le cuesta creerse los elogios'],
  },
  Virgo: {
    summary: 'Quirón en Virgo lucha con la sensación de no ser nunca lo bastante bueno ni útil, y convierte la atención minuciosa en una destreza real para el servicio y la sanación.',
    description: `Para esta colocación nada parece del todo terminado. Quirón en la tierra mutable, regida por Mercurio, suele cargar con la convicción insistente de que hay que encontrar y corregir los defectos antes de poder ser aceptado. El crítico interior puede ser minucioso e incansable, y reparar en la errata, la miga o la respuesta que llega un poco tarde.

Esas exigencias aparecen en el trabajo y en las rutinas de salud. Las listas se multiplican, las dietas cambian y el cuerpo puede convertirse en un proyecto que gestionar más que en un hogar que habitar. Ser útil puede parecer el único billete para pertenecer, así que el descanso trae culpa. Cuando el estrés aumenta, la preocupación da vueltas a los pequeños detalles mientras el conjunto queda sin ver, y la misma mirada crítica puede volverse contra los compañeros o los seres queridos.

Hay, sin embargo, una sabiduría bien ganada. La naturaleza adaptable de Virgo permite a este Quirón aprender por ensayo y ajuste, y los años de autoexamen se convierten en una comprensión aguda de cómo funcionan las cosas y de cómo se rompen. Enfermeras, correctores, herbolarios, mecánicos y terapeutas con esta posición suelen tener un toque práctico y firme en el que la gente confía. La verdadera cura llega cuando el servicio humilde se extiende también a uno mismo: aceptar que lo suficientemente bueno a menudo es bueno de verdad, y que el cuidado dado de forma imperfecta sigue ayudando.`,
    keywords: ['servicio', 'perfeccionismo', 'salud', 'oficio', 'utilidad', 'detalle'],
    strengths: ['destreza práctica para ayudar', 'ojo agudo para lo que necesita arreglo', 'un cuidado firme y de confianza', 'aprende ajustando con paciencia'],
    challenges: ['un crítico interior severo', 'culpa al descansar', 'preocupación por detalles menores', 'tratar el cuerpo como un proyecto'],
  },
  Libra: {
    summary: 'Quirón en Libra siente la herida en la pareja y la justicia, y desarrolla un don delicado para devolver el equilibrio entre personas enfrentadas.',
    description: `Las relaciones son el lugar donde vive el viejo dolor. En el aire cardinal, regido por Venus, Quirón es sensible a la armonía, a la justicia y al toma y daca entre dos personas. Muchas personas con esta combinación presenciaron pronto parejas desiguales, o aprendieron a mantener la paz encogiendo sus propios deseos hasta casi hacerlos desaparecer.

Los ecos resultan familiares. Decir que sí queriendo decir que no, reflejar lo que quiera la pareja o quedarse en un arreglo desequilibrado porque la alternativa parece más solitaria. Hay quien se va al extremo contrario y mantiene a todo el mundo a distancia para que nadie pueda inclinar la balanza. En tensión, las decisiones se atascan, el resentimiento crece en silencio y la belleza o el encanto se usan para tapar una sensación creciente de no ser visto.

Aun así, un signo cardinal quiere actuar, y la sanación suele empezar con una pequeña y sincera declaración de preferencia. A partir de ahí, este Quirón se convierte en un pacificador natural capaz de sostener las dos versiones de una historia sin perderse. En casa y en el trabajo se nota en el amigo que sabe calmar una cena acalorada o ayudar a dos colegas a escucharse por fin. Sabe que la justicia incluye a uno mismo, y puede ayudar a otros a encontrar acuerdos que dejan entera a cada persona. Las relaciones construidas sobre esa comprensión se convierten en una fuente de calma y no de miedo.`,
    keywords: ['pareja', 'justicia', 'armonía', 'equilibrio', 'diplomacia', 'efecto espejo'],
    strengths: ['un pacificador hábil', 've con claridad los dos lados', 'crea acuerdos justos', 'elegancia en las conversaciones difíciles'],
    challenges: ['perderse en los demás', 'resentimiento oculto', 'eludir los conflictos necesarios', 'atascarse en las decisiones'],
  },
  Scorpio: {
    summary: 'Quirón en Escorpio toca heridas de confianza, pérdida y poder, y convierte la supervivencia a las tormentas más hondas en una presencia firme y fuerte para otros en crisis.',
    description: `Aquí el dolor corre bajo tierra. Quirón en el agua fija, vinculado tanto a Marte como a Plutón, sabe de traiciones, duelos, secretos y del hecho crudo de que las personas y las cosas pueden arrebatarse. Puede haber recuerdos tempranos de pérdida, control o intensidad que nadie explicó, y que dejaron una cautela vigilante sobre cuánto dejar acercarse a nadie.

La confianza se pone a prueba sin descanso. Alguien con esta colocación quizá examine a sus amigos en busca de motivos ocultos, guarde la información con celo o ponga a prueba la lealtad de la pareja antes de relajarse del todo. El dinero compartido, la intimidad y los finales pueden remover la herida. Cuando sube el miedo, crece el impulso de controlar, el silencio se vuelve un arma y el viejo dolor se arrastra durante años en lugar de soltarse.

Como este signo está hecho para la transformación, la herida es también una puerta. Tras haber atravesado lugares oscuros, este Quirón no se asusta cuando los encuentra en otros. El personal de cuidados paliativos, los orientadores en crisis, los investigadores y quienes se sientan con calma junto a un amigo en duelo suelen mostrar esta fortaleza. Saben oír verdades difíciles sin inmutarse y ayudar a otros a nombrar lo que estaba escondido. La sanación llega con la disposición a soltar, a perdonar cuando es posible y a descubrir que la vulnerabilidad compartida con las personas adecuadas devuelve el poder en lugar de quitarlo.`,
    keywords: ['confianza', 'pérdida', 'intimidad', 'poder', 'transformación', 'profundidad'],
    strengths: ['una presencia firme en la crisis', 'no teme las verdades difíciles', 'una lealtad emocional honda', 'guía a otros en el cambio'],
    challenges: ['sospechar de los motivos ajenos', 'necesidad de control', 'aferrarse al viejo dolor', 'una intimidad a la defensiva'],
  },
  Sagittarius: {
    summary: 'Quirón en Sagitario duele en torno a la creencia, el sentido y la verdad, y se convierte en un maestro buscador que ayuda a otros a encontrar una fe a la medida de su vida.',
    description: `¿Qué significa todo esto? Para Quirón en el fuego mutable, bajo el gobierno de Júpiter, esa pregunta puede sentirse urgente y dolorosa. La herida quizá venga de un sistema de creencias rígido que no encajaba, de burlas por tener grandes ideas o de haber perdido la fe en personas o instituciones que un día parecieron sabias. A veces aparece como la sensación de ser forastero allá adonde lleve la vida.

Le sigue la inquietud. Puede haber mudanzas repetidas, cambios de estudios o la búsqueda constante del maestro, el libro o el viaje que por fin lo responda todo. La certeza tienta, y hay quien predica con demasiado ímpetu; otros se vuelven cínicos y se niegan a creer en nada. En su punto más bajo, el optimismo se vuelve hueco o temerario, y los hechos se retuercen para proteger una historia reconfortante.

La bendición es una mirada amplia y generosa sobre el mundo. Tras haberse preguntado a fondo, este Quirón respeta muchos caminos y sabe hablar con sinceridad de la duda, lo que lo convierte en un guía de confianza. Maestros, viajeros, capellanes y escritores marcados por este Quirón ayudan a otros a construir sentido a partir de su propia experiencia en vez de tomarlo prestado. La sanación crece con el humor y la humildad: sostener las creencias sin apretar, mantener vivas las preguntas y seguir abierto a la próxima lección del camino.`,
    keywords: ['sentido', 'creencias', 'verdad', 'viajes', 'enseñanza', 'fe'],
    strengths: ['respeto por muchos caminos', 'sinceridad ante la duda', 'un maestro o guía que inspira', 'humor frente a la adversidad'],
    challenges: ['sermón o cinismo', 'una búsqueda inquieta', 'retorcer los hechos para que encajen en una historia', 'sentirse forastero'],
  },
  Capricorn: {
    summary: 'Quirón en Capricornio carga con el peso del deber, la autoridad y los logros, y madura hasta convertirse en un mentor sabio que construye estructuras firmes para otros.',
    description: `La responsabilidad llegó pronto para muchas personas con esta posición. En la tierra cardinal, regida por Saturno, Quirón tiende a doler en torno a la autoridad y los logros: un progenitor exigente o distante, la necesidad de crecer deprisa o la sensación de que el amor había que ganárselo con resultados. El miedo íntimo es fracasar, o quedar en evidencia como menos capaz de lo que todos creen.

El patrón pasa fácilmente desapercibido porque a menudo parece éxito. Las jornadas largas, el listón alto y una apariencia serena pueden ocultar agotamiento y la creencia de que descansar equivale a quedarse atrás. Los títulos y los hitos quizá solo traigan un alivio breve. Cuando la carga pesa demasiado, este Quirón se vuelve duro con sus propios límites, desconfía de quienes mandan o evita por completo la ambición para escapar del juicio ajeno.

El tiempo es un aliado. Las lecciones de Saturno se despliegan despacio, y con cada década este Quirón puede aprender que la valía no es lo mismo que el rendimiento y que la autoridad puede ejercerse con amabilidad. A partir de ahí se convierte en un mentor con los pies en la tierra que sabe cómo se sube y cómo se cae. Como jefe, persona mayor o entrenador, este Quirón suele hacer más humano un lugar de trabajo, porque recuerda lo que costó cargar con demasiado en solitario. Su fuerza está en construir apoyos que duran.`,
    keywords: ['deber', 'autoridad', 'logro', 'madurez', 'responsabilidad', 'estructura'],
    strengths: ['un mentor sabio y realista', 'construye apoyos duraderos', 'un uso humano de la autoridad', 'paciencia en el esfuerzo largo'],
    challenges: ['miedo al fracaso', 'trabajar en exceso para demostrar su valía', 'desconfianza hacia la autoridad', 'dureza con los propios límites'],
  },
  Aquarius: {
    summary: 'Quirón en Acuario conoce el dolor de ser el bicho raro, y lo transforma en un don para crear comunidades donde las diferencias son bienvenidas.',
    description: `No encajar es el dolor conocido. Quirón en el aire fijo, asociado tanto a Saturno como a Urano, suele recordar la sensación de ser extraño, demasiado diferente o estar solo entre iguales. Las amistades y los grupos quizá fueron lugares de exclusión, así que el deseo de pertenecer convive con un fuerte impulso de mantenerse aparte.

En la vida diaria puede verse en una distancia fría e ingeniosa, en sumarse a causas mientras se evitan los vínculos cercanos o en esperar el rechazo antes de que un grupo tenga ocasión de ofrecer su acogida. Algunas personas rebajan su originalidad para pasar desapercibidas; otras la afilan hasta convertirla en escudo. Si la vieja herida no se atiende, el desapego se endurece en aislamiento, las ideas resultan más cómodas que los sentimientos y la rebeldía se confunde con libertad.

El aire fijo se mantiene fiel a sus principios, y esa firmeza se convierte en fortaleza una vez que se afronta la herida. Este Quirón sabe por experiencia lo que hace falta para sentirse incluido, y puede diseñar grupos, redes y movimientos que dejen sitio a toda clase de personas. La asociación de vecinos que de verdad apoya a sus miembros, o el club donde quien llega se siente a gusto desde el primer día, suele tener a alguien así trabajando en silencio detrás. La sanación llega con una amistad que permite a la vez cercanía e independencia, y con la aceptación de que ser poco común no es un defecto. Entonces el forastero se convierte en quien sostiene la puerta abierta para los demás.`,
    keywords: ['pertenencia', 'diferencia', 'comunidad', 'amistad', 'originalidad', 'libertad'],
    strengths: ['acoge a quienes se sienten diferentes', 'soluciones originales', 'crea grupos inclusivos', 'compromiso firme con sus principios'],
    challenges: ['esperar el rechazo', 'distancia emocional', 'confundir el aislamiento con la libertad', 'esconder su singularidad o usarla como arma'],
  },
  Pisces: {
    summary: 'Quirón en Piscis está abierto al sufrimiento del mundo, y aprende a convertir su honda sensibilidad en una compasión con límites sanos.',
    description: `Con Quirón en el agua mutable, los límites se desdibujan con facilidad. Vinculada a Júpiter y Neptuno, esta combinación absorbe el ánimo de los demás como una esponja, a veces desde muy temprana edad. Quizá hubo un familiar al que había que rescatar, la sensación de cargar con una pena que no era propia o el anhelo de algo más grande de lo que la vida corriente podía ofrecer.

La experiencia diaria puede resultar agotadora. Las salas abarrotadas consumen energía, las noticias tristes se quedan durante días y decir que no a alguien necesitado parece casi imposible. La huida se vuelve tentadora, a través de las ensoñaciones, las pantallas, el sueño u otras maneras de suavizar las aristas. Cuando todo desborda, la línea entre uno mismo y los demás se disuelve, y la persona puede sentirse víctima de las circunstancias o caer en el papel de salvador sin fin.

Aun así, los dones son hermosos. Pocas posiciones ofrecen una empatía tan natural o un sentido tan fuerte del lado espiritual o artístico de la vida. Músicos, cuidadores, terapeutas y voluntarios con este Quirón llevan delicadeza a lugares que la necesitan con urgencia. El paso que sana es aprender que la compasión funciona mejor con límites: descansar, elegir a quién ayudar y dejar ir algunas cargas. Con ese equilibrio, la sensibilidad se convierte en una fuente callada de consuelo para muchos.`,
    keywords: ['compasión', 'sensibilidad', 'límites', 'espiritualidad', 'empatía', 'imaginación'],
    strengths: ['una empatía natural', 'comprensión artística y espiritual', 'una presencia delicada para quien sufre', 'carácter indulgente'],
    challenges: ['límites frágiles', 'ganas de huir', 'rescatar a otros a su propia costa', 'absorber el ánimo ajeno'],
  },
};
