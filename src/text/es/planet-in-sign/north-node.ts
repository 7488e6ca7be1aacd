// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** El Nodo Norte en cada uno de los doce signos, en español. */
export const NORTH_NODE_IN_SIGN_ES: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'El Nodo Norte en Aries señala hacia la autonomía y los primeros pasos, y pide a una naturaleza acostumbrada a complacer que deje de esperar el acuerdo de todos y simplemente empiece.',
    description: `Aquí el crecimiento empieza con una sola palabra: «yo». El Nodo Sur en Libra aporta un talento muy ejercitado para sopesar cada postura, leer el ambiente y mantener la paz, tan practicado que los deseos propios pueden desaparecer dentro de los planes ajenos. El Nodo Norte en Aries, fuego cardinal regido por Marte, tira en sentido contrario, hacia decisiones tomadas en solitario, deprisa y sin comité.

En la vida diaria, la lección suele ser pequeña e incómoda. Elegir el restaurante, enviar la solicitud antes de que la pareja la haya leído, decir «prefiero que no» sin un colchón de disculpas: cada uno de estos gestos parece extrañamente arriesgado al principio. Marte pide calor y franqueza, y la modalidad cardinal pide iniciativa en lugar de respuesta.

En su mejor versión, esta posición da alguien capaz de actuar con valentía sin dejar de preocuparse por la justicia, porque la vieja destreza diplomática sigue en la caja de herramientas. En tensión, el tirón hacia atrás se nota en consultas interminables, o en una corrección brusca hacia la aspereza que quema puentes antes de que se haya construido la confianza.

El camino firme es la práctica. Cada primer paso sincero, dado sin pedir permiso, hace más fácil el siguiente, y las relaciones se vuelven más sanas cuando se eligen y no nacen del miedo a quedarse solo.`,
    keywords: ['iniciativa', 'autonomía', 'valor', 'decisión', 'independencia', 'franqueza'],
    strengths: ['un sentido de la justicia llevado a la acción audaz', 'aprender a actuar sin aprobación', 'energía fresca para empresas nuevas', 'expresar con sinceridad las propias necesidades'],
    challenges: ['esperar el consenso antes de moverse', 'perderse dentro de la pareja', 'pasarse de rosca hacia la aspereza', 'miedo a decepcionar a los demás'],
  },
  Taurus: {
    summary: 'Con el Nodo Norte en Tauro, el crecimiento llega construyendo con calma y constancia y disfrutando de los placeres sencillos, lo que alivia una vieja costumbre de crisis, intensidad y enredos emocionales.',
    description: `La quietud puede resultar extraña a quien se siente en casa en plena tormenta. El Nodo Sur en Escorpio conoce el terreno de los secretos, las deudas compartidas, las luchas de poder y los extremos emocionales, y tiende a buscarlo, como si la vida solo contara cuando hay mucho en juego. El Nodo Norte en Tauro, tierra fija regida por Venus, invita a un ritmo más lento y a una seguridad más propia.

Aquí la tarea es tener algo que sea enteramente de uno: una modesta cuenta de ahorro, una destreza construida durante años, un huerto, unos valores que no cambian con cada nuevo drama. Venus dirige la atención a los sentidos, así que el buen pan, la luz cálida o un paseo a la misma hora cada tarde no son distracciones sino medicina. La modalidad fija premia la paciencia y la repetición.

Cuando se abraza esta dirección, la persona se convierte en una fuente de calma para los demás, capaz de sostener un sentir profundo sin dejarse gobernar por él. Bajo presión, el viejo patrón vuelve en forma de suspicacia, de mezclarse con los recursos ajenos o de provocar una crisis simplemente porque la paz resulta demasiado desconocida.

El progreso se mide en días corrientes. Cada vez que se elige la sencillez en lugar de la intensidad, y la autoestima se construye en vez de tomarse prestada, el suelo se vuelve un poco más firme bajo los pies.`,
    keywords: ['estabilidad', 'autoestima', 'paciencia', 'sencillez', 'los sentidos', 'seguridad ganada'],
    strengths: ['una visión profunda unida a una calma constante', 'construir recursos con paciencia', 'disfrutar de las comodidades sencillas', 'lealtad a unos valores propios claros'],
    challenges: ['ansiar el drama cuando la vida está en paz', 'enredarse en el dinero o el poder ajenos', 'desconfiar del contento fácil', 'reacciones de todo o nada'],
  },
  Gemini: {
    summary: 'El Nodo Norte en Géminis pide a una mente segura y amiga de las grandes visiones que sienta curiosidad por los detalles, escuche con atención y haga preguntas en lugar de dar respuestas.',
    description: `Aquí el sermón es fácil; el verdadero trabajo es la conversación. El Nodo Sur en Sagitario lleva consigo un sentido amplio y a menudo inspirado de la verdad, el gusto por los viajes y los grandes principios, y la tendencia a suponer que una creencia firme equivale a conocimiento. El Nodo Norte en Géminis, aire mutable regido por Mercurio, devuelve a la persona al barrio de los datos, las preguntas y el intercambio cotidiano.

Mercurio pide exactitud. Eso puede significar comprobar la fuente antes de compartir una historia, aprenderse los nombres de los vecinos, hacer un curso corto sobre algo práctico o simplemente preguntar a un amigo qué quiso decir antes de decidir lo que piensa. La modalidad mutable anima a la flexibilidad, así que la meta es sostener varios puntos de vista a la vez sin precipitarse a dictar sentencia.

En su forma más desarrollada, esta combinación da un maestro y un traductor maravilloso: alguien con verdadera visión que además sabe explicarla con palabras llanas y escuchar las objeciones sin sentirse amenazado. Cuando está cansada o a la defensiva, vuelve la vieja costumbre de predicar, o la persona huye hacia un horizonte lejano en cuanto los detalles cercanos se vuelven pesados.

La curiosidad es el remedio. Cada pregunta sincera, cada dato tomado en serio, convierte las grandes convicciones en ideas vivas que otros pueden compartir.`,
    keywords: ['curiosidad', 'escucha', 'aprendizaje', 'comunicación', 'flexibilidad', 'lazos cercanos'],
    strengths: ['una visión traducida a un lenguaje llano', 'interés sincero por otros puntos de vista', 'un aprendizaje rápido y adaptable', 'lazos cálidos con hermanos y vecinos'],
    challenges: ['predicar en lugar de escuchar', 'suponer que creer equivale a saber', 'huir inquieto del detalle cotidiano', 'impaciencia con las preguntas pequeñas'],
  },
  Cancer: {
    summary: 'El Nodo Norte en Cáncer orienta a una persona de logros hacia el hogar, el sentimiento y el cuidado, y pide que la ternura importe tanto como la posición y el control.',
    description: `Los títulos y los logros le salen con naturalidad a quien tiene el Nodo Sur en Capricornio. El deber, la disciplina y la posición pública son el camino conocido, y las necesidades emocionales quizá se traten como puntos de una agenda, aplazados hasta terminar el trabajo. El Nodo Norte en Cáncer, agua cardinal regida por la Luna, empieza su lección en la mesa de la cocina y no en la sala de juntas.

La Luna gobierna los estados de ánimo, la memoria y el alimento, así que aquí crecer se parece a aprender a decir en voz alta un sentimiento, pedir consuelo cuando se está cansado y ofrecerlo sin comprobar antes si es merecido. La modalidad cardinal indica que sigue haciendo falta iniciativa: llamar a un padre, invitar a comer, crear un hogar que se sienta seguro y no solo respetable.

Cuando se confía en esta dirección, la ambición se suaviza en protección. La persona sigue sabiendo construir y dirigir, pero ahora lo hace al servicio de una familia, un equipo o una comunidad que de verdad le importan. En las épocas más duras, el tirón de Capricornio vuelve como frialdad emocional, como trabajo excesivo donde esconderse o como la tendencia a juzgar la suavidad como debilidad.

El paso constructivo suele ser vulnerable. Dejar que otros vean la propia necesidad, y atenderla con amabilidad, crea una pertenencia que ningún cargo ni sueldo puede proporcionar.`,
    keywords: ['cuidado', 'hogar', 'sinceridad emocional', 'pertenencia', 'ternura', 'vulnerabilidad'],
    strengths: ['un liderazgo templado por el cuidado real', 'el don de crear espacios seguros', 'cada vez más soltura con los sentimientos', 'lealtad protectora hacia los seres queridos'],
    challenges: ['esconderse en el trabajo y el deber', 'tomar la vulnerabilidad por debilidad', 'medir la valía por la posición', 'aplazar las necesidades emocionales'],
  },
  Leo: {
    summary: 'Con el Nodo Norte en Leo, crecer significa salir de entre la multitud para crear, jugar y dejarse ver como una persona singular de corazón generoso.',
    description: `Confundirse con el grupo es la opción segura para esta persona. El Nodo Sur en Acuario aporta una comprensión fácil de los equipos, las causas y las ideas, junto con una distancia fría que mantiene los anhelos personales a buen recaudo. Resulta cómodo ser una voz entre muchas, hablando en nombre del colectivo. El Nodo Norte en Leo, fuego fijo regido por el Sol, pide el calor de estar presente como individuo.

El Sol quiere brillar, y aquí el crecimiento consiste en aprender que expresarse no es vanidad. Actuar en una noche de micrófono abierto, pintar por el gusto de hacerlo, encabezar una celebración familiar o decir abiertamente «esto lo he hecho yo y me enorgullece» son pasos del camino. El fuego fijo añade lealtad y constancia; el corazón, una vez comprometido, suele seguir comprometido.

En su mejor versión, esta colocación da un líder a la vez visionario y cálido, alguien cuyos ideales ganan color y vida gracias a su valentía personal. Si se resiste la lección, vuelve el viejo desapego: esconderse tras los principios, despreciar el romance o el elogio como cosas triviales o sentirse perdido sin un grupo al que pertenecer.

La alegría es la guía. Seguir lo que de verdad deleita al corazón, y compartirlo abiertamente, convierte los ideales abstractos en algo que los demás pueden sentir.`,
    keywords: ['creatividad', 'expresión personal', 'calidez', 'juego', 'visibilidad', 'corazón'],
    strengths: ['ideales expresados con calidez', 'una confianza creativa creciente', 'un afecto generoso y leal', 'el valor de dejarse ver'],
    challenges: ['esconderse dentro del grupo', 'desapego emocional', 'tachar de egoísta el deseo personal', 'incomodidad ante el elogio y la atención'],
  },
  Virgo: {
    summary: 'El Nodo Norte en Virgo llama a una sensibilidad soñadora y sin límites hacia el servicio práctico, las rutinas diarias y el oficio cuidadoso de hacer que las cosas funcionen.',
    description: `La imaginación y la compasión son viejas amigas del Nodo Sur en Piscis. Esta persona capta el ánimo de una sala, se deja llevar por la música o la ensoñación y se sacrifica sin fin por los demás, pero quizá le cuesten los horarios, los límites y la logística más simple. El Nodo Norte en Virgo, tierra mutable regida por Mercurio, pide a ese espíritu sensible que se remangue.

El crecimiento se encuentra en actos pequeños y concretos. Hacer un presupuesto, acostarse a una hora fija, terminar un proyecto con un nivel de calidad claro o ayudar a un amigo arreglándole un escalón roto en lugar de limitarse a compartir su pena: estas tareas concretas dan forma a sentimientos que de otro modo se derramarían por todas partes. Mercurio aporta análisis y destreza, y la modalidad mutable permite ajustar las cosas a medida que se aclaran los detalles.

Cuando la lección echa raíces, la compasión se vuelve útil y la empatía gana manos. La persona puede destacar en las artes sanadoras, la corrección de textos, la artesanía o cualquier trabajo que una el cuidado a la precisión. El estrés deja ver el tirón hacia atrás en forma de evasión, de confusión sobre dónde termina uno mismo o de un martirio que no ayuda a nadie; el peligro opuesto es un perfeccionismo ansioso.

La clave es un orden aplicado con amabilidad. Un poco de estructura cada día permite que la vieja sensibilidad atienda necesidades reales y deja energía para descansar.`,
    keywords: ['servicio', 'rutina', 'discernimiento', 'oficio', 'hábitos de salud', 'ayuda práctica'],
    strengths: ['una compasión convertida en ayuda práctica', 'destreza y precisión crecientes', 'hábitos diarios útiles', 'límites personales claros'],
    challenges: ['huir a la fantasía', 'límites vagos y sacrificio de sí', 'eludir los planes y los detalles', 'caer en un perfeccionismo ansioso'],
  },
  Libra: {
    summary: 'El Nodo Norte en Libra pide a un espíritu ferozmente independiente que aprenda la pareja, la cooperación y el arte callado de ver el punto de vista del otro.',
    description: `Ir por libre siempre le ha resultado fácil. Con el Nodo Sur en Aries hay un instinto fuerte de actuar primero, defender el territorio propio y tratar la mayoría de los problemas como batallas que se ganan en solitario. El valor no es el problema. El Nodo Norte en Libra, aire cardinal regido por Venus, señala en cambio hacia la destreza poco familiar de compartir el escenario.

Venus aporta gracia, belleza y sentido del equilibrio, y aquí pide paciencia en relaciones de todo tipo: matrimonios, sociedades, amistades íntimas, incluso un piso compartido. Avanzar puede significar hacer una pausa antes de una respuesta rápida, preguntar qué necesita la otra persona o encontrar una solución con la que ambas partes se levanten satisfechas de la mesa. La modalidad cardinal indica tomar la iniciativa para tender la mano, proponer la tregua o empezar la conversación difícil.

Cuando se honra esta dirección, la vieja audacia se convierte en un regalo para la relación, y la persona pasa a ser una negociadora justa y elegante que también sabe mantenerse firme. En el conflicto se impone la impaciencia, con arrebatos, marchas repentinas o la creencia de que necesitar a alguien es perderse a uno mismo.

La lección constructiva es que la cooperación multiplica la fuerza. Dos personas que trabajan en armonía pueden construir lo que ninguna lograría sola, y la justicia se convierte en su propia forma de valentía.`,
    keywords: ['pareja', 'cooperación', 'diplomacia', 'justicia', 'armonía', 'escucha'],
    strengths: ['un valor puesto al servicio de otros', 'habilidad creciente para negociar', 'ojo para la belleza y el equilibrio', 'un juicio ecuánime'],
    challenges: ['actuar en solitario por reflejo', 'impaciencia con el ritmo ajeno', 'tratar los desacuerdos como batallas', 'temer que necesitar a otros sea debilidad'],
  },
  Scorpio: {
    summary: 'Con el Nodo Norte en Escorpio, crecer significa aflojar la presa sobre la comodidad y las posesiones para compartir a fondo, cambiar y dejarse cambiar.',
    description: `Lo que parece seguro puede ser justo lo que hay que soltar. El Nodo Sur en Tauro lleva un instinto de seguridad: rutinas estables, comodidades conocidas y un agarre firme sobre el dinero y las pertenencias, y también sobre las opiniones. Es agradable y fiable, pero puede convertirse en una resistencia lenta a todo lo que pueda alterar la paz. El Nodo Norte en Escorpio, agua fija regida por Marte y, en la práctica moderna, por Plutón, tira hacia la profundidad y la renovación.

Escorpio es el lugar donde los recursos se funden y las vidas se entrelazan. La tarea puede ser tan concreta como abrir una cuenta conjunta con la pareja, contar un secreto guardado durante años, atravesar el duelo en lugar de rodearlo o aceptar ayuda en una situación económica o emocional difícil. Marte da el temple, y el agua fija da el aguante emocional para permanecer en las experiencias intensas.

En su expresión más fina, esta posición da una persona de una firmeza notable que también sabe transformarse, alguien capaz de guiar a otros en la crisis porque ya ha afrontado la suya. Cuando la vida parece amenazante, vuelven la terquedad y el afán de posesión, o la persona se aferra a una rutina conocida mucho después de que se haya vuelto una jaula.

La confianza es el punto de inflexión. Cada vez que algo se suelta de buen grado, se abre espacio para una riqueza más honda y compartida.`,
    keywords: ['transformación', 'intimidad', 'recursos compartidos', 'profundidad', 'desprendimiento', 'renovación'],
    strengths: ['aplomo en tiempos de crisis', 'un valor emocional creciente', 'capacidad de intimidad profunda', 'habilidad con los recursos compartidos'],
    challenges: ['aferrarse a la comodidad y la rutina', 'afán de posesión', 'resistencia a los cambios necesarios', 'apego terco a las propias opiniones'],
  },
  Sagittarius: {
    summary: 'El Nodo Norte en Sagitario lleva a una mente ajetreada y recolectora de datos hacia el sentido, la fe y el horizonte amplio de los viajes, la filosofía y la verdad propia.',
    description: `A quien tiene el Nodo Sur en Géminis no le falta información. Puede hablar de cualquier cosa, reunir datos deprisa, ver varias caras de una cuestión y adaptarse a cualquier conversación, pero quizá se sienta disperso y dude de cada elección porque siempre queda una opinión más que considerar. El Nodo Norte en Sagitario, fuego mutable regido por Júpiter, pide una brújula en lugar de otro mapa.

Júpiter expande, y aquí su lección es confiar en un sentido más amplio de las cosas. Puede tratarse de un largo viaje en solitario, del estudio de la filosofía o la religión, de comprometerse con una postura ética o simplemente de la decisión de seguir la intuición en vez de hacer otra encuesta entre los amigos. El fuego mutable mantiene la búsqueda viva y abierta, y el elemento fuego aporta entusiasmo.

En su mejor momento, esta combinación da un guía sabio, bien informado y a la vez inspirado, capaz de convertir los datos en una visión que merece seguirse. En los días inquietos vuelven las viejas costumbres: la charla interminable, los chismes, la indecisión nerviosa o la reticencia a respaldar ninguna creencia.

El camino consiste en dejar que surja una verdad que oriente y vivir de acuerdo con ella. La fe, una vez elegida, acalla el ruido y da una dirección común a los muchos intereses dispersos.`,
    keywords: ['sentido', 'fe', 'exploración', 'sabiduría', 'intuición', 'estudios superiores'],
    strengths: ['saber convertido en visión', 'una confianza creciente en la intuición', 'entusiasmo por aprender y viajar', 'una filosofía personal clara'],
    challenges: ['atención dispersa', 'dudar sin fin de cada elección', 'cambiar sabiduría por chismes', 'miedo a comprometerse con una creencia'],
  },
  Capricorn: {
    summary: 'El Nodo Norte en Capricornio pide a un corazón tierno y volcado en la familia que asuma responsabilidades en el mundo, se fije metas y construya estructuras duraderas.',
    description: `El hogar es la zona de confort del Nodo Sur en Cáncer. Cuidar de los demás, reaccionar a los estados de ánimo y quedarse cerca de la familia resulta fácil, a veces tan fácil que la persona sigue siendo niña en algún rincón de su vida, a la espera de permiso o de protección. El Nodo Norte en Capricornio, tierra cardinal regida por Saturno, pide la postura más firme y menos familiar del adulto que se hace cargo.

Saturno enseña a través del tiempo, la estructura y el esfuerzo. En la práctica puede significar un plan a cinco años, presentarse a un examen profesional, dirigir un equipo o tomar una decisión difícil sin comprobar antes cómo se sentirá cada cual. La modalidad cardinal empuja a actuar, y la tierra exige resultados que puedan verse y medirse. No se trata de ignorar las emociones, sino de no dejar que marquen cada rumbo.

Recorrido con paciencia, este camino da un líder con una rara mezcla de autoridad y bondad, alguien que protege a los demás con una planificación competente además de con calidez. Bajo un estrés fuerte, el tirón hacia atrás se muestra como cambios de humor, dependencia, rehuir los papeles públicos o refugiarse en la familia cada vez que el mundo se vuelve exigente.

La recompensa es una madurez elegida paso a paso. El esfuerzo responsable construye poco a poco una reputación y una seguridad que nadie más tiene que proporcionar.`,
    keywords: ['responsabilidad', 'ambición', 'estructura', 'madurez', 'autoridad', 'metas a largo plazo'],
    strengths: ['una autoridad templada por la compasión', 'disciplina y paciencia crecientes', 'planificación práctica a largo plazo', 'fiabilidad en los cargos públicos'],
    challenges: ['refugiarse en el nido familiar', 'dejar que el humor decida', 'depender de otros para sentirse seguro', 'eludir las responsabilidades visibles'],
  },
  Aquarius: {
    summary: 'Con el Nodo Norte en Acuario, el crecimiento llega a través de la amistad, la comunidad y los ideales compartidos, y suaviza una fuerte necesidad de ser admirado y de ocupar el centro.',
    description: `El foco es territorio conocido. Con el Nodo Sur en Leo hay un carisma natural, un don para el dramatismo y una necesidad de reconocimiento, junto con un corazón generoso que puede caer en el orgullo cuando la atención se desvanece. El Nodo Norte en Acuario, aire fijo regido por Saturno y, en la práctica moderna, por Urano, pide que ese resplandor sirva a algo más grande que uno mismo.

Acuario pertenece al grupo: los amigos, las redes, las asociaciones vecinales, las comunidades en línea, los movimientos de cambio. El crecimiento puede llegar al sumarse a una causa como un voluntario más entre muchos, colaborar en un proyecto donde el mérito se reparte o aprender a disfrutar del éxito de un amigo sin compararlo con el propio. Saturno añade disciplina a los ideales, Urano añade originalidad y el aire fijo da a los principios una verdadera constancia.

Cuando se acepta esta dirección, la calidez creativa se pone al servicio de la humanidad, y la persona se convierte en una defensora del progreso inspiradora pero humilde. Los viejos patrones reaparecen cuando flaquea la confianza: necesitar el aplauso, tomarse el desacuerdo como un insulto personal o alejarse de cualquier grupo que no la convierta en estrella.

El camino constructivo es la igualdad. Tratar a todos como iguales, y ofrecer el talento libremente a una visión compartida, da una satisfacción más honda que cualquier triunfo privado.`,
    keywords: ['comunidad', 'amistad', 'ideales', 'colaboración', 'progreso', 'igualdad'],
    strengths: ['un carisma al servicio de metas comunes', 'una objetividad creciente', 'ideas originales que miran adelante', 'amistades leales y entre iguales'],
    challenges: ['necesitar reconocimiento constante', 'tomarse las críticas como algo personal', 'un orgullo que se resiste al trabajo en equipo', 'el drama como forma de llamar la atención'],
  },
  Pisces: {
    summary: 'El Nodo Norte en Piscis invita a una mente cuidadosa, analítica y preocupada a aflojar el control, confiar en lo invisible y abrirse a la compasión, el arte y la fe.',
    description: `El orden, las listas y el análisis minucioso forman el puerto seguro del Nodo Sur en Virgo. Esta persona sabe arreglar, mejorar y criticar, y a menudo se siente responsable de que todo esté bien, lo que puede llevar a la preocupación, al exceso de trabajo y a la costumbre de juzgarse con dureza a sí misma y a los demás. El Nodo Norte en Piscis, agua mutable regida por Júpiter y, en la práctica moderna, por Neptuno, tira hacia la entrega y una sabiduría más suave.

Piscis disuelve las fronteras. El desarrollo puede adoptar la forma de la meditación, el tiempo junto al mar, hacer música o arte sin un plan, perdonar un error en lugar de corregirlo o confiar en que una situación puede desplegarse sin gestión constante. Júpiter aporta fe y generosidad, Neptuno aporta imaginación y la modalidad mutable anima a fluir con los acontecimientos en lugar de sujetarlos.

Con el tiempo, la destreza se convierte en un servicio de índole más espiritual, y la persona une la ayuda práctica a una empatía profunda, a menudo en campos sanadores o creativos. La ansiedad tira en sentido contrario y trae de vuelta la quisquillosidad, la autocrítica, las rutinas rígidas o la creencia de que nada saldrá bien si no lo controla personalmente.

La aceptación es el don que sana. Soltar la perfección y confiar en una corriente más amplia libera energía para la bondad y la inspiración.`,
    keywords: ['compasión', 'fe', 'entrega', 'imaginación', 'aceptación', 'espiritualidad'],
    strengths: ['destreza práctica unida a la empatía', 'una confianza creciente en la intuición', 'apertura creativa y espiritual', 'perdón hacia sí y hacia los demás'],
    challenges: ['preocupación y exceso de análisis', 'autocrítica severa', 'necesidad de controlar cada detalle', 'resistirse a lo que no puede planificarse'],
  },
};
