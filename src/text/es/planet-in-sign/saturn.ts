// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Saturno en cada uno de los doce signos, en español. */
export const SATURN_IN_SIGN_ES: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Saturno en Aries aprende a templar un ansia feroz de independencia, y convierte el impulso en bruto en un valor capaz de esperar, planificar y aun así actuar con decisión cuando importa.',
    description: `En esta posición la impaciencia y la disciplina chocan de frente. Saturno, el planeta de los límites y la maestría lenta, se sitúa en el fuego cardinal de Aries, un signo regido por Marte que quiere moverse primero y preguntar después. La astrología tradicional llama a esto la caída de Saturno, y la tensión se nota enseguida: las ganas de lanzarse chocan con una voz interior que advierte contra las prisas, o con obstáculos externos que cierran el paso justo cuando el impulso toma fuerza.

En la vida diaria, el patrón puede parecerse al de alguien que arranca con fuerza, se da contra un muro y luego tiene que decidir si empujar, abandonar o replantearse las cosas. La autosuficiencia suele desarrollarse pronto, a veces porque nadie ofreció ayuda, y puede quedar la costumbre de hacerlo todo en solitario.

En tensión, la frustración se convierte en irritabilidad o en estallidos repentinos, y el miedo a parecer débil hace difícil pedir consejo. La cautela también puede irse al extremo contrario y paralizar justo antes de un paso audaz que ya tocaba dar.

Con el tiempo, este Saturno construye una valentía puesta a prueba. Cada choque enseña a medir el momento: cuándo golpear, cuándo detenerse y cómo dirigir sin aplastar a los demás. El resultado es una iniciativa con columna vertebral, la capacidad de empezar algo y llevarlo de verdad hasta el final.`,
    keywords: ['autosuficiencia', 'paciencia', 'sentido del momento', 'valor', 'iniciativa', 'contención'],
    strengths: ['un valor puesto a prueba', 'capacidad de empezar y terminar en solitario', 'aprender de cada revés', 'un liderazgo firme y directo'],
    challenges: ['frustración cuando le cierran el paso', 'reticencia a pedir ayuda', 'oscilar entre la temeridad y la duda', 'arranques de genio bajo presión'],
  },
  Taurus: {
    summary: 'Saturno en Tauro construye la seguridad capa a capa y con paciencia, valora lo que perdura y aprende que la verdadera valía no se mide solo por lo que se posee.',
    description: `Pocas posiciones están tan dispuestas a esperar los resultados. Saturno en la tierra fija, en un signo regido por Venus, aborda el dinero, las posesiones, el bienestar y el cuerpo con visión de largo plazo. El instinto es ahorrar en lugar de gastar, reparar en lugar de sustituir y fiarse solo de lo que puede sostenerse, contarse y aprovecharse año tras año.

Aquí las destrezas prácticas maduran despacio pero con seguridad. Un huerto plantado con esmero, una cuenta de ahorro alimentada un poco cada mes, un oficio pulido durante décadas: esa es la clase de logros que llevan la firma de Saturno en Tauro. La lealtad es fuerte, y se cumplen las promesas sobre los recursos compartidos.

La tensión aparece como preocupación por la escasez, incluso cuando hay suficiente. El placer puede parecer algo que primero hay que ganarse, así que el descanso y el disfrute se aplazan. La terquedad puede endurecerse hasta rechazar cualquier cambio, y la autoestima puede quedar demasiado atada a los ingresos o las pertenencias, lo que deja una sensación callada de no tener nunca del todo lo suficiente.

En su forma más curtida, este Saturno comprende que la estabilidad es en sí misma un recurso. Si se permite algo de bienestar por el camino y confía en su valor interior tanto como en el saldo de su cuenta, se convierte en un ancla serena para los demás, la persona cuya paciencia mantiene en pie un hogar o un proyecto.`,
    keywords: ['seguridad', 'paciencia', 'ahorro', 'resistencia', 'autoestima', 'estabilidad'],
    strengths: ['un esfuerzo constante y fiable', 'manejo cuidadoso de los recursos', 'paciencia con los resultados lentos', 'una lealtad que perdura'],
    challenges: ['miedo a la escasez', 'resistencia al cambio', 'aplazar el placer y el descanso', 'atar la valía a las posesiones'],
  },
  Gemini: {
    summary: 'Saturno en Géminis se toma en serio la mente: educa la curiosidad en un pensamiento cuidadoso, un habla clara y la costumbre de comprobar los datos antes de transmitirlos.',
    description: `Para esta combinación, las palabras pesan. Saturno en Géminis, un signo de aire mutable regido por Mercurio, aporta disciplina al aprendizaje, la escritura, la conversación y los intercambios rápidos del trato diario. En lugar de pasar por encima de los temas, la mente quiere entender las cosas como es debido, y a menudo prefiere decir menos y acertar que parlotear y equivocarse.

Las primeras experiencias pueden haber sembrado dudas sobre la propia inteligencia o la capacidad de expresar ideas: un comienzo lento con la lectura, un hermano que parecía más rápido, un aula donde las preguntas no eran bienvenidas. Buena parte del trabajo de este Saturno consiste en demostrar, sobre todo a sí mismo, que su pensamiento es sólido. Los hábitos de estudio, los apuntes, la corrección de textos y la investigación metódica se convierten con el tiempo en fortalezas reales.

Bajo presión, la inquietud mental se transforma en un pensamiento ansioso que da vueltas sobre sí mismo. Las conversaciones se reviven una y otra vez, los mensajes se reescriben sin fin y la preocupación nerviosa puede dispersar la atención entre muchas tareas sin terminar ninguna. Un filo seco y escéptico también puede dificultar que se fíe de las noticias, los rumores o incluso los consejos amistosos.

Cuando madura, Saturno aquí da el profesor meticuloso, el redactor técnico claro, la persona capaz de explicar algo complicado en pasos sencillos. Su don está en dar estructura a la información: ordenar, relacionar y comunicar las ideas de modo que otros puedan usarlas de verdad.`,
    keywords: ['estudio', 'claridad', 'comunicación', 'método', 'exactitud', 'escepticismo'],
    strengths: ['un pensamiento cuidadoso y exacto', 'explicaciones claras', 'hábitos de estudio disciplinados', 'un escepticismo sano'],
    challenges: ['dudas sobre la propia inteligencia', 'pensamientos ansiosos que dan vueltas', 'atención dispersa bajo estrés', 'le cuesta fiarse de la información'],
  },
  Cancer: {
    summary: 'Saturno en Cáncer carga con el deber familiar y guarda los sentimientos con cuidado, y aprende que la verdadera seguridad nace de un cuidado constante, no ansioso ni cerrado.',
    description: `Con esta colocación, el hogar y la pertenencia se vuelven un asunto serio. Saturno se sitúa en el agua cardinal de Cáncer, un signo regido por la Luna y considerado tradicionalmente su exilio, porque un planeta de muros y normas tiene que trabajar en un signo de mareas y ternura. El resultado suele ser alguien que asume pronto responsabilidades familiares, que mantiene la casa en marcha, recuerda todos los cumpleaños y se preocupa por quién cuidará de quién.

Los sentimientos son reales y hondos, pero quizá se guarden tras un caparazón cuidadoso. Puede haber una sensación, arraigada en la infancia, de que las necesidades emocionales eran demasiado o tenían que esperar, y así se desarrolla una superficie reservada y competente. El cuidado se demuestra con actos prácticos: una comida dejada en la nevera, una factura pagada en silencio, una habitación siempre lista para una visita.

Cuando el estrés se acumula, la protección se vuelve control o retraimiento. El miedo a depender de otros puede hacer difícil aceptar ayuda, y las viejas heridas quizá se custodien mucho después de que hubieran podido sanar. El ánimo puede hundirse en una melancolía pesada y solitaria.

Con los años, este Saturno puede construir un hogar que de verdad sostenga a las personas. Si deja ver su suavidad y acepta recibir cuidados además de darlos, se convierte en un refugio duradero, en el patriarca o la matriarca de la familia en el mejor sentido.`,
    keywords: ['deber familiar', 'protección', 'reserva emocional', 'hogar', 'pertenencia', 'cuidado'],
    strengths: ['un cuidado fiable de la familia', 'actos prácticos de amor', 'resistencia emocional', 'crea un hogar estable'],
    challenges: ['esconder lo que siente tras un caparazón', 'miedo a depender de los demás', 'aferrarse a viejas heridas', 'estados de ánimo pesados y solitarios'],
  },
  Leo: {
    summary: 'Saturno en Leo busca un reconocimiento ganado a pulso, y moldea el fuego creativo y el deseo de ser visto hasta convertirlos en un liderazgo digno y en obras de calidad duradera.',
    description: `Un hambre callada de ser valorado recorre a Saturno en Leo. Aquí el planeta de los límites trabaja en un signo de fuego fijo regido por el Sol, su exilio tradicional, porque la cautela de Saturno y el deseo de calor y aplauso de Leo tiran en direcciones contrarias. La expresión personal se toma en serio, y el juego puede parecer algo que hay que justificar o ejecutar a la perfección.

En su mejor versión, esta combinación da un líder digno y fiable que ejerce la autoridad con calidez. La obra creativa tiende a estar pulida y hecha para durar, ya sea una novela revisada durante años, un negocio que lleva el propio nombre o una crianza cuidadosa y entregada. La lealtad es honda, y el elogio, cuando llega, es sincero.

La tensión aparece como timidez ante la mirada ajena. Puede haber miedo a hacer el ridículo, a pasar desapercibido o a ser juzgado por el simple hecho de querer atención. El orgullo puede agarrotarse, dificultando admitir errores o reírse de uno mismo, y la necesidad de respeto puede deslizarse hacia exigirlo. La alegría se aplaza hasta alcanzar algún listón imaginario.

La lección es que el corazón no necesita permiso para brillar. Cuando Saturno en Leo se permite crear por el placer de crear, la disciplina que ya posee convierte el esfuerzo en un resplandor auténtico y generoso junto al que otros pueden calentarse.`,
    keywords: ['reconocimiento', 'dignidad', 'disciplina creativa', 'orgullo', 'liderazgo', 'expresión personal'],
    strengths: ['un liderazgo digno y sereno', 'obra creativa hecha para durar', 'una lealtad sincera', 'una crianza entregada y responsable'],
    challenges: ['miedo a hacer el ridículo', 'un orgullo rígido', 'aplazar la alegría y el juego', 'reclamar respeto con demasiada insistencia'],
  },
  Virgo: {
    summary: 'Saturno en Virgo alcanza la maestría con hábitos pequeños y cuidadosos, ofrece una destreza precisa y una utilidad real, y aprende cuándo lo suficientemente bueno es de verdad suficiente.',
    description: `Aquí la precisión resulta natural. Saturno en la tierra mutable de Virgo, un signo regido por Mercurio, pone orden en las pequeñas tareas que hacen funcionar una vida: horarios, listas de comprobación, presupuestos, el cuidado diario del cuerpo y del espacio de trabajo. Es una posición de oficio, y mejora de forma constante con la práctica, la corrección y la atención a lo que de verdad funciona.

En el trabajo, Saturno en Virgo es el compañero que detecta el error antes de que salga el informe, que sabe dónde está cada archivo y que asume en silencio las tareas ingratas. El servicio importa, y ser útil da un sentido de propósito sólido. El aprendizaje es práctico; los métodos se ponen a prueba en lugar de aceptarse por fe.

Esa misma mirada para los fallos puede volverse hacia dentro. El perfeccionismo puede dificultar terminar nada, y una autocrítica severa quizá se derrame sobre los demás en forma de reproche constante. La preocupación suele posarse en las rutinas y los hábitos diarios, con normas rígidas que ocupan el lugar de la verdadera soltura. La sensación de no haber hecho nunca lo suficiente puede hacer que el descanso parezca inmerecido.

La madurez llega al aceptar la imperfección como parte de cualquier proceso vivo. Cuando las normas sirven a las personas en lugar de gobernarlas, este Saturno se convierte en un experto paciente y en una ayuda de confianza, prueba de que el esfuerzo humilde y repetido acaba sumando una maestría auténtica.`,
    keywords: ['oficio', 'precisión', 'servicio', 'rutina', 'mejora', 'diligencia'],
    strengths: ['atención minuciosa al detalle', 'métodos prácticos y probados', 'un servicio fiable', 'construye su destreza con paciencia'],
    challenges: ['un perfeccionismo que retrasa el final', 'autocrítica severa', 'preocupación por las rutinas', 'le cuesta descansar'],
  },
  Libra: {
    summary: 'Saturno en Libra, su signo de exaltación, se toma en serio la justicia y el compromiso, y construye relaciones y acuerdos sobre términos claros, respeto mutuo y una negociación paciente.',
    description: `La astrología tradicional considera Libra el signo de exaltación de Saturno, y la razón es fácil de ver. Un planeta de normas y consecuencias encuentra un compañero natural en el aire cardinal regido por Venus, un signo entregado al equilibrio, la justicia y la pareja. El sentido de la equidad es fuerte y maduro: los acuerdos se sopesan, las condiciones se dejan por escrito y las promesas hechas a otros se consideran vinculantes.

Las relaciones suelen abordarse con cuidado y, a menudo, con cierto retraso. El compromiso quizá llegue más tarde que a sus contemporáneos, pero normalmente llega con los ojos bien abiertos. El derecho, la mediación, el diseño o cualquier campo que necesite un juez sereno pueden sentarle muy bien a esta posición, porque es capaz de tener presentes las dos partes sin precipitarse a dictar sentencia.

Las dificultades surgen del miedo al conflicto o a la soledad. Alguien con este Saturno puede seguir en una relación por deber mucho después de que haya perdido su razón de ser, o llevar las cuentas con tanta precisión que el afecto se escurre. La justicia puede volverse fría y reglamentista, y las decisiones quizá se atasquen mientras se revisa una vez más cada ángulo.

En su forma más fina, Saturno en Libra construye relaciones que duran porque son honestas. Enseña que la verdadera armonía no es la ausencia de desacuerdo, sino una estructura justa dentro de la cual el desacuerdo puede trabajarse.`,
    keywords: ['equidad', 'compromiso', 'pareja', 'justicia', 'equilibrio', 'acuerdos'],
    strengths: ['un fuerte sentido de la equidad', 'cumple lo que promete a otros', 'un juicio sereno y equilibrado', 'relaciones duraderas y honestas'],
    challenges: ['miedo al conflicto', 'seguir en una relación por deber', 'llevar las cuentas de todo', 'decisiones lentas y demasiado prudentes'],
  },
  Scorpio: {
    summary: 'Saturno en Escorpio desarrolla una gran resistencia emocional, afronta las verdades duras y las cargas compartidas con control y determinación, y aprende a confiar en lugar de vigilar.',
    description: `En esta combinación la intensidad se mantiene a raya con auténtica determinación. Saturno ocupa el agua fija en un signo regido tradicionalmente por Marte, al que los astrólogos modernos añaden Plutón, y la mezcla produce un sentir hondo que rara vez se exhibe. Las emociones se manejan como materiales valiosos y peligrosos: se almacenan con cuidado, solo se liberan cuando es seguro y nunca se entregan a cualquiera.

Este Saturno muestra una fortaleza notable en las crisis. Cuando otros se dejan llevar por el pánico, organiza; cuando hay que afrontar una pérdida, se queda. Los asuntos de dinero compartido, deudas, herencias y confianza se tratan con seriedad, y a menudo hay talento para la investigación, las pesquisas o los trabajos que exigen guardar confidencias.

El control se convierte en la defensa principal cuando la vida no parece segura. La suspicacia puede dispararse, los secretos se multiplican y las viejas heridas quizá se conserven como rencores durante años. El miedo a la traición o a quedar expuesto puede hacer que la cercanía parezca arriesgada, de modo que la intimidad se pone a prueba una y otra vez antes de permitirse. Las luchas de poder, sobre todo por el dinero o la lealtad, pueden volverse agotadoras.

Se crece cuando la resiliencia se usa para sanar y no para amurallarse. Dejando que la confianza se construya despacio y soltando las cargas que nunca le correspondía llevar, este Saturno se convierte en un aliado profundamente fiable, alguien capaz de acompañar a otros a través de los tiempos oscuros hasta el otro lado.`,
    keywords: ['resistencia', 'control', 'profundidad', 'confianza', 'recursos compartidos', 'resiliencia'],
    strengths: ['aplomo en plena crisis', 'guarda las confidencias', 'seriedad con el dinero compartido', 'un compromiso hondo y leal'],
    challenges: ['suspicacia y secretismo', 'guardar rencor', 'miedo a la traición', 'luchas de poder por el control'],
  },
  Sagittarius: {
    summary: 'Saturno en Sagitario da a las creencias un armazón sólido, y busca una sabiduría ganada con el estudio y la experiencia en lugar de tomada prestada de respuestas fáciles.',
    description: `Aquí las cuestiones de sentido se tratan con una seriedad poco habitual. Saturno en el fuego mutable de Sagitario, un signo regido por Júpiter, quiere que su filosofía aguante peso. Las creencias se contrastan con la experiencia, y la visión de la vida se construye como un viajero cuidadoso planifica una ruta larga: con mapas, planes alternativos y una idea clara de adónde lleva el camino.

La formación suele importar muchísimo, ya sean títulos académicos perseguidos con tesón o un aprendizaje autodidacta reunido a lo largo de los años. La enseñanza, la edición, el derecho, la religión y los viajes pueden convertirse en terrenos de verdadera responsabilidad. La honestidad tiende a ser fuerte, y hay poca paciencia con las afirmaciones que no pueden respaldarse.

Los problemas empiezan cuando la búsqueda de la verdad se endurece en opiniones rígidas, o en lo contrario: una duda cínica según la cual nada merece crédito. La libertad y el deber pueden parecer enfrentados sin remedio, con cada obligación vista como una jaula y cada puerta abierta como un riesgo. El sermón puede sustituir a la escucha, y el optimismo quizá se contenga por miedo a la decepción.

Curtido por el tiempo, Saturno en Sagitario se convierte en el mentor sabio, aquel cuyos principios se han vivido y no solo proclamado. Su don es una fe con cimientos: una esperanza que ha pasado la prueba y sigue en pie, ofrecida a los demás de una forma en la que pueden confiar.`,
    keywords: ['creencias', 'sabiduría', 'formación', 'principios', 'honestidad', 'tutela'],
    strengths: ['principios contrastados con la experiencia', 'tesón en los estudios largos', 'una enseñanza honesta y con base', 'una guía digna de confianza'],
    challenges: ['opiniones rígidas', 'duda cínica', 'vivir el deber como una jaula', 'sermonear en lugar de escuchar'],
  },
  Capricorn: {
    summary: 'Saturno en Capricornio es el planeta en su domicilio: persigue metas lejanas con paciencia, autoridad y destreza práctica, y aprende que el éxito debe incluir el corazón.',
    description: `En su propio signo, Saturno trabaja con toda su fuerza. Capricornio es tierra cardinal, y Saturno es a la vez su regente y su voz natural, así que los temas de la ambición, la estructura, el tiempo y la responsabilidad se expresan con claridad y casi sin interferencias. Los planes se hacen en años, no en semanas, y existe una confianza profunda en el valor del ascenso constante.

La vida diaria suele mostrar un talante serio y capaz, a veces desde muy joven. Alguien con este Saturno puede ser quien trabaja mientras todavía estudia, quien organiza las finanzas familiares o quien asciende en una organización por ser la persona más fiable de la sala. El respeto por la tradición y por la autoridad ganada es fuerte, y también lo es un humor seco y discreto.

El lado oscuro aparece cuando el trabajo se lo traga todo. La ansiedad por la posición, el miedo al fracaso y la convicción de que la valía depende de los logros pueden hacer que descansar parezca imposible. La reserva emocional quizá se confunda con frialdad, y un estilo estricto y controlador puede ahogar a quienes trabajan a su lado.

En su versión más sabia, Saturno en Capricornio sabe que una estructura vale lo que valen las vidas que sostiene. Cuando la ambición hace sitio al afecto, al juego y a las personas de casa, esta colocación construye algo que de verdad perdura y de verdad sirve.`,
    keywords: ['ambición', 'autoridad', 'planificación a largo plazo', 'responsabilidad', 'tradición', 'logro'],
    strengths: ['una planificación paciente y estratégica', 'autoridad natural', 'fiabilidad bajo presión', 'un humor seco y sereno'],
    challenges: ['exceso de trabajo', 'miedo al fracaso', 'ansiedad por la posición', 'frialdad o control estricto'],
  },
  Aquarius: {
    summary: 'Saturno en Acuario construye sistemas justos y comunidades con principios, une las ideas originales a un compromiso constante y aprende a no perder la calidez en el desapego.',
    description: `Antes del descubrimiento de Urano, Acuario pertenecía a Saturno, y esta posición todavía siente la fuerza de aquella antigua regencia. Aquí el planeta de la estructura trabaja en el aire fijo, donde organiza ideas, grupos y normas sociales con una mente estable y objetiva. La atención se centra en cómo pueden convivir y trabajar juntas las personas de forma justa, y en construir sistemas que sobrevivan a cualquier personalidad concreta.

En la práctica, este Saturno suele asumir responsabilidades en clubes, redes, sindicatos o comunidades en línea, y se convierte en quien redacta las normas, lleva las actas y se asegura de que todo el mundo tenga voto. El pensamiento científico y técnico puede ser fuerte, y suele haber una lealtad firme a los principios elegidos, incluso cuando son impopulares.

Cuando la presión aumenta, los ideales pueden endurecerse en doctrina rígida. El desapego quizá deje a los amigos con la sensación de ser gestionados más que queridos, y el miedo a no encajar puede producir o bien un conformismo rígido o bien una postura solitaria de mantenerse al margen de todos. El cambio puede defenderse en teoría y resistirse en la práctica.

En su mejor versión, Saturno en Acuario une la visión a la constancia. Convierte las ideas brillantes en instituciones que funcionan, trata a cada persona como merecedora del mismo respeto y descubre que la verdadera comunidad se construye con una participación constante y afectuosa a lo largo del tiempo.`,
    keywords: ['comunidad', 'sistemas', 'principios', 'objetividad', 'reforma', 'equidad'],
    strengths: ['construye estructuras justas para los grupos', 'lealtad a sus principios', 'un pensamiento claro y objetivo', 'convierte las ideas en planes viables'],
    challenges: ['desapego emocional', 'ideales rígidos', 'sentirse fuera de lugar', 'resistirse al cambio en la práctica'],
  },
  Pisces: {
    summary: 'Saturno en Piscis da forma a la compasión y la imaginación, aprende a poner límites sanos y convierte los miedos y los sueños difusos en un trabajo paciente y entregado.',
    description: `En esta combinación la estructura y la entrega forman una pareja poco común. Saturno se sitúa en el agua mutable de Piscis, un signo regido tradicionalmente por Júpiter y vinculado en la astrología moderna a Neptuno, donde los bordes se difuminan y los sentimientos fluyen libremente. La tarea es construir un recipiente para toda esa sensibilidad, de modo que la compasión y la imaginación tengan una forma que pueda sostenerse.

El cuidado de los demás suele vivirse como un deber serio. Alguien con este Saturno puede trabajar en hospitales, albergues, las artes o entornos espirituales, o simplemente ser el amigo que siempre contesta la llamada de madrugada. La obra creativa se beneficia de la disciplina: la práctica diaria convierte la inspiración soñadora en música, pintura o escritura que otros pueden compartir.

Los límites son el punto débil cuando aprieta el estrés. El sacrificio puede deslizarse hacia el martirio, y un miedo sin causa clara quizá se quede rondando al fondo, difícil de nombrar y más difícil aún de sacudirse. La huida a través del sueño, las pantallas u otros hábitos puede resultar tentadora cuando el peso del mundo parece excesivo. La culpa puede pegarse a problemas que nunca le tocaba resolver.

Al final, los límites son lo que permite que la compasión dure. Con rutinas suaves, acuerdos claros sobre lo que puede darse y una fe que se practica y no solo se siente, Saturno en Piscis se convierte en una presencia serena y firme para cualquiera que ande a la deriva.`,
    keywords: ['compasión', 'límites', 'imaginación', 'devoción', 'sacrificio', 'fe'],
    strengths: ['una práctica creativa disciplinada', 'un cuidado constante y entregado', 'una fortaleza espiritual callada', 'paciencia ante el sufrimiento'],
    challenges: ['límites frágiles', 'miedos difusos que no se van', 'deslizarse hacia el martirio', 'huir cuando todo desborda'],
  },
};
