// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Júpiter en cada uno de los doce signos, en español. */
export const JUPITER_IN_SIGN_ES: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Júpiter en Aries encuentra la fe en la acción: crece dando el primer paso y confiando en que el valor abrirá puertas que la espera nunca abriría.',
    description: `Aquí el crecimiento llega como una chispa, no como una marea lenta. Júpiter en el fuego cardinal de Aries, signo regido por Marte, expande todo lo que toca poniéndolo en marcha: el club nuevo, el primer borrador, el ofrecimiento a dirigir cuando nadie más levanta la mano. La confianza es su gran don. Las puertas suelen abrirse tras un movimiento audaz, y la experiencia enseña pronto que la suerte responde a quien se presenta temprano y habla claro.

La generosidad adopta una forma directa. La ayuda se ofrece en el acto, con energía más que con ceremonia, y hay una alegría auténtica en animar a otros a lanzarse a sus propios primeros intentos. El sentido se encuentra en ponerse a prueba, en demostrar que algo puede hacerse.

En tensión, esa misma fe puede adelantarse al terreno que pisa. Las promesas se hacen más deprisa de lo que pueden cumplirse, los proyectos se lanzan y luego se abandonan cuando pasa la emoción, y la impaciencia interpreta el avance lento como un fracaso. La costumbre de suponer que más fuerza arreglará cualquier problema puede desgastar a amigos y colegas.

La expresión madura une el arranque inicial a un plan para la segunda semana. Con un objetivo claro y un poco de constancia, el fuego se convierte en auténtico espíritu pionero, y su entusiasmo levanta a todos los que tiene cerca.`,
    keywords: ['iniciativa', 'valor', 'entusiasmo', 'liderazgo', 'fe audaz', 'nuevas empresas'],
    strengths: ['un optimismo que pone las cosas en marcha', 'una generosidad franca e inmediata', 'disposición a tomar la iniciativa', 'capacidad de rehacerse tras los reveses'],
    challenges: ['prometer demasiado en el primer impulso', 'perder el interés cuando pasa la novedad', 'impaciencia con el crecimiento lento', 'creer que la fuerza lo resuelve todo'],
  },
  Taurus: {
    summary: 'Júpiter en Tauro hace crecer la riqueza, el bienestar y la confianza despacio pero con seguridad, y encuentra sentido en los buenos placeres de los sentidos y en lo que perdura.',
    description: `La abundancia constante es la nota dominante. En la tierra fija de Tauro, bajo el gobierno de Venus, el impulso expansivo de Júpiter se ralentiza hasta el ritmo de un huerto: siembra, riega, espera y cuenta con la cosecha. Aquí la fe es práctica. Quienes tienen esta posición suelen creer en lo que pueden tocar, saborear y conservar, y su optimismo descansa en la prueba callada de las cosas que han resistido el paso del tiempo.

La vida diaria lo muestra en una despensa bien surtida, una destreza construida con paciencia, unos ahorros que crecen año tras año o una mesa generosa donde se da de comer a los invitados sin aspavientos. Se comparte a través de cosas reales: una comida, unas herramientas prestadas, un regalo hecho a mano. La belleza importa, y también el bienestar, y ambos se ofrecen a los demás sin reservas.

La tensión llega cuando lo suficiente nunca acaba de parecer suficiente. Júpiter puede inflar el apetito de Tauro hasta el exceso, acumulando posesiones o placeres como sustituto de la seguridad. La terquedad también puede crecer, de modo que se defiende un camino conocido mucho después de que haya aparecido uno mejor.

Con el tiempo, esta combinación aprende que la verdadera prosperidad incluye el contento. Cuando la gratitud convive con el deseo de más, el resultado es una generosidad serena y con los pies en la tierra en la que otros pueden apoyarse durante años.`,
    keywords: ['abundancia', 'paciencia', 'bienestar', 'crecimiento material', 'lealtad', 'placer'],
    strengths: ['construir recursos duraderos', 'una generosidad serena y fiable', 'disfrutar de los placeres sencillos', 'una paciencia que deja madurar las cosas'],
    challenges: ['excesos con la comida o la comodidad', 'medir la valía por las posesiones', 'resistencia a los cambios necesarios', 'agarrarse con demasiada fuerza'],
  },
  Gemini: {
    summary: 'Júpiter en Géminis se expande a través de las preguntas, la conversación y la variedad, y busca el sentido en muchos pequeños saberes más que en una única gran respuesta.',
    description: `En este signo la curiosidad lleva la corona. Júpiter, el planeta de las visiones de conjunto y las grandes creencias, está en exilio en el aire mutable regido por Mercurio, y el resultado es una mente que crece recolectando: datos, historias, contactos, idiomas, trucos del oficio. La fe se convierte en una cuestión de mantenerse abierto, y la creencia más honda quizá sea simplemente que siempre queda algo por aprender.

En términos cotidianos, las oportunidades suelen llegar a través de las palabras y los contactos. Una charla casual en un tren, un mensaje que reenvía un amigo, un curso corto hecho por capricho pueden llevar muy lejos. La generosidad se muestra compartiendo información sin reservas, presentando a unas personas a otras y enseñando lo que se acaba de aprender.

Los problemas empiezan cuando la amplitud desplaza a la profundidad. Puede haber una estantería de libros a medio leer, una docena de planes comentados y ninguno terminado, u opiniones que cambian con el último artículo leído. Como a Júpiter le gusta la certeza y a Géminis las opciones, la posición puede oscilar entre una duda inquieta y una charla brillante que oculta la falta de convicción.

El crecimiento llega al elegir unos pocos hilos y seguirlos hasta el final. Puesto al servicio de un propósito elegido, el don de relacionar ideas da un buen maestro, escritor o intermediario, y la amplitud se convierte en su mayor baza.`,
    keywords: ['curiosidad', 'aprendizaje', 'comunicación', 'versatilidad', 'contactos', 'ideas'],
    strengths: ['un aprendizaje rápido y variado', 'comparte la información con generosidad', 'talento para poner en contacto a la gente', 'apertura a otras opiniones'],
    challenges: ['esfuerzo disperso', 'saber un poco de demasiadas cosas', 'hablar en lugar de hacer', 'creencias que cambian bajo presión'],
  },
  Cancer: {
    summary: 'Júpiter en Cáncer, su signo de exaltación, crece a través del cuidado, la memoria y la pertenencia, y convierte la bondad hacia la familia y el hogar en una fuente de fe verdadera.',
    description: `Aquí Júpiter está exaltado, y su calidez se siente más en casa que en ningún otro sitio. El agua cardinal regida por la Luna da a la generosidad del planeta un tono protector y afectivo: crecer significa ensanchar el círculo de personas a las que se alimenta, se da cobijo y se recuerda. La casa de puertas abiertas, el pariente que siempre tiene una cama libre, la compañera que nota cuándo alguien está pasando una mala semana expresan bien esta colocación.

La fe suele apoyarse en los vínculos más que en la doctrina. Las tradiciones, las historias de familia y el sentido de las raíces aportan significado, y a menudo hay un fuerte instinto para saber lo que los demás necesitan antes de que lo pidan. Las oportunidades pueden llegar a través de los contactos familiares, los bienes inmuebles, la alimentación, los cuidados o cualquier trabajo que construya sensación de hogar.

Su lado oscuro es un exceso de cuidado que termina asfixiando. Júpiter puede agrandar los estados de ánimo de Cáncer, de modo que los sentimientos heridos crecen fuera de toda proporción, y el impulso de proteger puede impedir que los seres queridos crezcan. La nostalgia también puede convertirse en un escondite, donde el pasado parece más grande y más seguro que el presente.

La expresión más sana deja que el cuidado incluya a la propia persona y llegue más allá de los lazos de sangre. Cuando este Júpiter ofrece refugio sin retener, su bondad se convierte en una bendición callada y duradera para todo el que pasa por su vida.`,
    keywords: ['cuidado', 'protección', 'familia', 'pertenencia', 'generosidad afectiva', 'tradición', 'hogar'],
    strengths: ['una bondad honda y sincera', 'instinto para lo que otros necesitan', 'lealtad a la familia y la comunidad', 'el don de hacer sentir a la gente en casa'],
    challenges: ['asfixiar o sobreproteger', 'estados de ánimo desproporcionados', 'aferrarse al pasado', 'cuidar de otros descuidándose a sí'],
  },
  Leo: {
    summary: 'Júpiter en Leo se expande a través de la creatividad, la calidez y el juego, encuentra la fe en el corazón y ofrece a los demás una parte generosa de su luz.',
    description: `Orgulloso y de corazón grande, este Júpiter quiere que la vida sea más amplia, más luminosa y más divertida. En el fuego fijo de Leo, regido por el Sol, el crecimiento llega a través de la expresión personal: actuar, crear, dirigir con estilo y respaldar con lealtad a las personas que quiere. La fe que entra en juego es una especie de fe en la alegría misma, la convicción de que el disfrute merece perseguirse y compartirse.

La vida diaria puede mostrar un don para recibir invitados, un gran cariño por los niños y los juegos o el talento de convertir una velada corriente en una ocasión especial. La generosidad puede ser espléndida, con regalos, elogios y tiempo repartidos a manos llenas, y hay un placer auténtico en ver brillar a otros. Las oportunidades suelen seguir a la visibilidad, porque esta posición tiende a hacerse notar y a quedarse en el recuerdo.

La dificultad está en cuánto aplauso necesita. El orgullo puede hincharse hasta que la crítica se siente como un insulto, y la necesidad de ser admirado puede convertir la generosidad en un espectáculo montado para el público. Gastar para lucirse, o empeñarse en ocupar el centro del escenario, puede dejar sin sitio a las personas más calladas y a las alegrías más discretas.

En el mejor de los casos, esta combinación lidera dando ánimos. Al equilibrar el deseo de ser visto con el de ayudar a que otros se vean, se convierte en un mecenas cálido y digno cuya confianza deja espacio a todos los demás.`,
    keywords: ['creatividad', 'calidez', 'generosidad', 'expresión personal', 'orgullo', 'juego', 'liderazgo'],
    strengths: ['un espíritu cálido y desprendido', 'confianza creativa', 'el don de inspirar a otros', 'lealtad firme a los amigos'],
    challenges: ['necesidad de elogio constante', 'un orgullo que no acepta críticas', 'gastar para aparentar', 'robar el protagonismo a otros'],
  },
  Virgo: {
    summary: 'Júpiter en Virgo crece mejorando las cosas, y encuentra sentido en el trabajo útil, la destreza cuidadosa y los muchos pequeños servicios que mantienen en marcha la vida diaria.',
    description: `Con Júpiter en Virgo, las pequeñas mejoras suman algo grande. El planeta está en exilio en este signo de tierra mutable regido por Mercurio, así que su visión amplia tiene que pasar por un filtro fino. En lugar de grandes teorías, la fe adopta la forma de la competencia: la convicción de que las cosas pueden funcionar mejor, ajuste a ajuste. El crecimiento suele llegar a través del estudio, el oficio, los hábitos de salud y el trabajo al servicio de los demás.

Aquí la generosidad es práctica y a menudo invisible. Consiste en arreglarle la bicicleta a un vecino, corregir la carta de una amiga, ordenar los archivos compartidos del trabajo o enseñar a alguien un método más rápido. Las buenas ocasiones siguen a la fiabilidad, porque a quien repara en los detalles y termina lo que empieza es a quien vuelven a llamar.

Los problemas surgen cuando Júpiter agranda la mirada crítica de Virgo. Cada defecto puede parecer enorme, y una búsqueda interminable del método perfecto puede retrasar cualquier decisión. La preocupación puede dilatarse, y con ella la tendencia a juzgar a los demás con un listón que nadie podría alcanzar.

La madurez trae una escala más amable. La paciencia y el sentido de la proporción convierten el afán de mejorar en la labor de un sanador, un corrector o un artesano de talento, y esa ayuda cuidadosa facilita la vida de muchas personas.`,
    keywords: ['servicio', 'destreza', 'mejora', 'salud', 'fe práctica', 'análisis'],
    strengths: ['una generosidad útil y práctica', 'crecimiento constante de las destrezas', 'ojo para lo que puede mejorarse', 'fiabilidad en el trabajo diario'],
    challenges: ['perfeccionismo', 'agrandar los pequeños defectos', 'una preocupación que se hace enorme', 'perder de vista el conjunto'],
  },
  Libra: {
    summary: 'Júpiter en Libra crece a través de la pareja, la justicia y la elegancia, convencido de que a las personas les va mejor juntas y de que la justicia y la belleza van de la mano.',
    description: `La relación es la puerta de crecimiento de este Júpiter. En el aire cardinal de Libra, regido por Venus, el planeta de la expansión mira hacia fuera, hacia la otra persona, y se pregunta qué sería justo, amable y agradable para ambas. La fe descansa en la cooperación: la sensación de que un buen acuerdo, un proyecto compartido o una paz bien construida valen más que ganar en solitario.

Las oportunidades suelen llegar a través de socios, clientes, amigos y presentaciones. El talento diplomático puede abrir puertas en el derecho, el diseño, la mediación o cualquier campo en el que haya que reunir a la gente. La generosidad es elegante, y se expresa en la hospitalidad, el tacto y un interés sincero por otros puntos de vista. Hay también amor por la belleza, de modo que una habitación acogedora o un regalo bien pensado tienen un significado real.

Bajo presión, el deseo de agradar puede crecer demasiado. Las decisiones quizá se atasquen mientras se vuelve a sopesar cada postura, y el conflicto puede evitarse con tanto cuidado que los sentimientos sinceros nunca llegan a decirse. Algunas personas con esta colocación se apoyan en la pareja para encontrar rumbo, o gastan más de lo que pueden para que la vida siga siendo agradable.

La forma más fuerte de este Júpiter sabe que la justicia a veces exige una palabra firme. Cuando el equilibrio incluye sus propias necesidades, se convierte en un consejero sabio y en un constructor de alianzas duraderas.`,
    keywords: ['pareja', 'justicia', 'diplomacia', 'elegancia', 'cooperación', 'belleza'],
    strengths: ['habilidad para unir a las personas', 'un fuerte sentido de la justicia', 'una hospitalidad amable', 'apertura a otros puntos de vista'],
    challenges: ['indecisión', 'eludir conflictos necesarios', 'depender de otros para encontrar rumbo', 'mantener la paz a cualquier precio'],
  },
  Scorpio: {
    summary: 'Júpiter en Escorpio busca crecer bajo la superficie, encuentra sentido en la profundidad, la lealtad y la transformación, y concede su confianza despacio pero por completo.',
    description: `Es la profundidad, y no la amplitud, lo que hace avanzar a este Júpiter. Situado en el agua fija de Escorpio, regido tradicionalmente por Marte y en la práctica moderna por Plutón, el planeta de la expansión se vuelve hacia dentro y hacia abajo. Quiere saber qué ocurre de verdad: el motivo detrás del gesto, la historia detrás del rumor, la raíz de un problema y no su síntoma. La fe se gana con la experiencia, a menudo tras haber atravesado una crisis y haber encontrado fuerza al otro lado.

En la vida diaria puede verse en el talento para investigar, el pulso firme en las emergencias, la habilidad con el dinero o los recursos compartidos o el don de acompañar a otros en el duelo y el cambio. La generosidad es intensa y leal. Quizá no ofrezca ayuda a todo el mundo, pero cuando concede su confianza, la concede entera.

Cuando atraviesa dificultades, Júpiter puede agrandar la suspicacia y el afán de control de Escorpio. Los secretos pueden multiplicarse, los rencores pueden hincharse y el ansia de poder puede convertir una búsqueda honesta de la verdad en una pugna. Una actitud de todo o nada también puede llevar al exceso.

El camino constructivo usa esta profundidad para sanar. Cuando el deseo de controlar cede ante el deseo de comprender, este Júpiter se convierte en un guía valiente en los tiempos difíciles y en un custodio de confianza de lo que más importa.`,
    keywords: ['profundidad', 'transformación', 'lealtad', 'investigación', 'recursos compartidos', 'intensidad'],
    strengths: ['valor en plena crisis', 'una lealtad honda y duradera', 'talento para llegar a la raíz de las cosas', 'capacidad de acompañar a otros en el cambio'],
    challenges: ['suspicacia y secretismo', 'guardar rencor', 'pugnas de poder y de control', 'excesos de todo o nada'],
  },
  Sagittarius: {
    summary: 'Júpiter en Sagitario está en casa en su propio signo, y crece a través de los viajes, el estudio y las creencias, con un hambre inquieta de verdad y de horizontes más amplios.',
    description: `Pocas posiciones resultan tan naturales como esta, ya que Sagitario está regido por el propio Júpiter. En el fuego mutable, el planeta de la fe y el sentido se mueve con libertad: quiere explorar, aprender, enseñar, encontrar el gran relato que dé unidad a la experiencia. La carretera abierta, el aula magna, el idioma extranjero y la larga conversación sobre para qué sirve la vida pertenecen a este terreno.

El optimismo es fuerte y a menudo contagioso. Este Júpiter espera cosas buenas, y esa confianza puede atraer la suerte simplemente porque está dispuesto a intentarlo. Las oportunidades pueden llegar a través de la educación, el mundo editorial, los viajes, las comunidades de fe o el trabajo con personas de otras culturas. La generosidad es amplia y alegre, y se muestra en el aliento, el humor y el gusto por compartir lo aprendido.

Esa misma fluidez puede derivar en exceso. Las creencias pueden endurecerse hasta volverse sermón, y la sensación de tener razón puede hacer que los demás se sientan tratados con condescendencia. La inquietud quizá mantenga los compromisos poco atados, y la confianza puede llevar a promesas, riesgos o gastos imprudentes. Los detalles que parecen pequeños pueden pasarse por alto hasta que se vuelven grandes.

La mejor versión mantiene honesta la búsqueda. Una visión amplia unida a la humildad y la constancia da un verdadero maestro y viajero, alguien cuyo sentido de las cosas ensancha el mundo para los demás.`,
    keywords: ['exploración', 'sabiduría', 'optimismo', 'viajes', 'estudios superiores', 'fe', 'libertad'],
    strengths: ['un optimismo contagioso', 'amor por aprender y enseñar', 'apertura a otras culturas', 'un fuerte sentido del propósito'],
    challenges: ['sermonear o dar lecciones', 'promesas y riesgos imprudentes', 'inquietud ante el compromiso', 'saltarse detalles importantes'],
  },
  Capricorn: {
    summary: 'Júpiter en Capricornio crece con disciplina y responsabilidad, confía en lo que se gana con el tiempo y construye el éxito sobre planes cuidadosos y terreno firme.',
    description: `En este signo la ambición y la cautela tiran en direcciones opuestas. Júpiter está en caída en Capricornio, signo de tierra cardinal regido por Saturno, así que el planeta de la expansión fácil debe trabajar dentro de límites, normas y plazos. Lejos de ser una pérdida, esto suele producir uno de los crecimientos más fiables del zodíaco. Aquí la fe es fe en el esfuerzo: la convicción de que una meta alcanzada paso a paso, con planificación y paciencia, se mantendrá en pie.

En la práctica, esta posición se nota en trayectorias profesionales construidas con cuidado, ahorros pensados para el largo plazo y un respeto por la estructura, la tradición y los métodos probados. Las oportunidades suelen llegar después de haberse ganado un historial, a menudo en la madurez. La generosidad es medida pero real, y se expresa dando consejos útiles, ofreciendo un empleo o una recomendación, o asumiendo responsabilidades cuando otros no lo hacen.

En las épocas más duras, la cautela puede encoger la esperanza. El éxito quizá se mida solo por la posición o el dinero, y el miedo al fracaso puede impedir aprovechar buenas ocasiones. También puede haber tendencia a juzgar con dureza a quienes carecen de la misma disciplina, o a ver la amabilidad como un lujo.

La forma madura sabe que la estructura existe para sostener el crecimiento. Una ambición al servicio de un propósito que va más allá de uno mismo da un mentor y un anciano sabio, alguien que construye algo capaz de sobrevivir a una sola vida.`,
    keywords: ['ambición', 'disciplina', 'responsabilidad', 'crecimiento a largo plazo', 'estructura', 'logro'],
    strengths: ['un progreso paciente y constante', 'buen juicio práctico', 'disposición a asumir responsabilidades', 'talento para levantar estructuras duraderas'],
    challenges: ['pesimismo o exceso de cautela', 'medir la valía por la posición', 'juzgar con dureza a los demás', 'dejar pasar oportunidades por miedo'],
  },
  Aquarius: {
    summary: 'Júpiter en Acuario se expande a través de las ideas, la amistad y la comunidad, y pone su fe en el futuro y en lo que las personas pueden lograr juntas.',
    description: `Una esperanza con conciencia social distingue a este Júpiter. En el aire fijo de Acuario, regido por Saturno y en la práctica moderna por Urano, el crecimiento va ligado a los grupos, las causas y las nuevas maneras de hacer las cosas. El anhelo de sentido del planeta se orienta hacia las cuestiones de justicia, libertad y progreso, y la fe suele descansar en la confianza en la razón y en el potencial humano.

Entre sus expresiones cotidianas están el voluntariado, unirse a clubes y redes o fundarlos, el interés por la ciencia o la tecnología y una amistad fácil con personas de toda condición. La generosidad suele dirigirse a muchos más que a unos pocos, ya sea dedicando tiempo a una causa o compartiendo ideas sin reservas. Las puertas se abren a través de amigos y organizaciones, y de la disposición a probar lo que nunca se ha probado.

La tensión aparece cuando los ideales se alejan de las personas. La preocupación por la humanidad puede parecer lejana a un amigo que necesita atención hoy, y una fe inamovible en la propia visión puede volverse terca, aunque presuma de mente abierta. La rebeldía quizá se persiga por sí misma, y los planes de futuro pueden desplazar al presente.

La versión más fina une la visión a la calidez. Cuando los grandes ideales van acompañados de bondad personal y disposición a escuchar, este Júpiter se convierte en un verdadero reformador y en un amigo generoso.`,
    keywords: ['comunidad', 'visión', 'progreso', 'amistad', 'ideales', 'innovación'],
    strengths: ['una mirada amplia y ecuánime', 'talento para tejer redes', 'apertura a las ideas nuevas', 'compromiso con las causas comunes'],
    challenges: ['distancia emocional', 'fe terca en una sola visión', 'rebeldía por la rebeldía', 'descuidar el presente por el futuro'],
  },
  Pisces: {
    summary: 'Júpiter en Piscis, su domicilio tradicional, crece a través de la compasión, la imaginación y la fe, ofrece una bondad sin límites y busca el sentido en lo invisible.',
    description: `La compasión fluye a lo ancho cuando Júpiter se encuentra en Piscis. Este signo de agua mutable está regido por Júpiter en la astrología tradicional y por Neptuno en la práctica moderna, y aquí la generosidad del planeta es suave, ilimitada y difícil de poner en palabras. La fe puede ser espiritual, artística o simplemente la confianza en que la vida está sostenida por algo mayor. El crecimiento llega sintiendo, imaginando y sirviendo.

La vida diaria lo muestra en una debilidad por cualquiera que esté en apuros, un don para la música, el cine, la poesía o la oración, y una soltura natural con el silencio y la soledad. A menudo hay un fino sentido de cuándo intervenir y ayudar, y una gran disposición a perdonar. Las oportunidades pueden llegar de forma inesperada, a través de la intuición, de encuentros fortuitos o del trabajo en la sanación, las artes o el cuidado de personas vulnerables.

La dificultad nace de la falta de bordes. La ayuda puede darse hasta no dejar nada, y otros pueden aprovecharse de un corazón abierto. La huida a través de las ensoñaciones, el sueño u otros hábitos que adormecen puede crecer, y los asuntos prácticos como las facturas y los plazos quizá se vayan a la deriva. La fe también puede deslizarse hacia un pensamiento ilusorio que esquiva los hechos duros.

El camino que sana le da al océano una orilla. La compasión con límites y la imaginación con forma ofrecen a muchas personas consuelo, inspiración y gracia verdaderos.`,
    keywords: ['compasión', 'imaginación', 'espiritualidad', 'perdón', 'intuición', 'servicio'],
    strengths: ['una compasión honda y amplia', 'una imaginación creativa fértil', 'una intuición poderosa', 'disposición a perdonar'],
    challenges: ['límites personales frágiles', 'refugiarse en las ensoñaciones', 'dejar que se aprovechen de su bondad', 'descuidar los asuntos prácticos'],
  },
};
