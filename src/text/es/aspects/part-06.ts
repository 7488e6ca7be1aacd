// Urania's own text, translated from its English original (src/text/en); locale es.
import type { AspectText } from '../../aspect-text.js';

/**
 * Los aspectos, parte 06, en español, hasta donde llega la traducción: Mercurio con Neptuno y con Plutón (las demás
 * parejas de la parte se leen en inglés, con un aviso).
 */
export const ASPECTS_ES_06: readonly AspectText[] = [
  {
    body1: 'Mercury',
    body2: 'Neptune',
    aspect: 'conjunction',
    summary: 'El pensamiento y la imaginación corren juntos, así que la mente capta con facilidad atmósferas, imágenes y significados ocultos, aunque puede dejar que los hechos concretos se desdibujen.',
    description: `Cuando Mercurio está sobre Neptuno, la línea entre lo que se piensa y lo que se intuye se vuelve fina. Las palabras llegan envueltas en imágenes, y una conversación se entiende a menudo por su tono mucho antes de ordenar su contenido. Una mente así se desenvuelve bien en la música, la poesía, el cine, la traducción, el acompañamiento espiritual y toda labor que pida leer entre líneas. Con frecuencia adivina lo que alguien quiere decir cuando aún no ha acabado la frase. Bajo tensión, esa misma apertura deja entrar la confusión: se traspapelan fechas, desaparecen recibos, las promesas se oyen más grandes de lo que eran y un deseo se toma por un plan. Los relatos pueden suavizarse para no herir, y esa amabilidad puede derivar en vaguedad. La respuesta no es apagar la imaginación, sino darle un recipiente. Las listas por escrito, una segunda lectura de los acuerdos y la costumbre de hacer una pregunta sencilla antes de decir que sí mantienen la niebla interior lejos de los asuntos prácticos. Con ese apoyo, este contacto puede nombrar lo que otros solo sienten a medias, con palabras que consuelan e inspiran.`,
    keywords: ['imaginación', 'intuición', 'palabra poética', 'influenciable', 'empatía', 'vaguedad'],
  },
  {
    body1: 'Mercury',
    body2: 'Neptune',
    aspect: 'sextile',
    summary: 'Una apertura suave deja que la intuición alimente el pensamiento corriente y ofrece maña para las imágenes, las palabras con tacto y las ideas creativas cuando se ponen en práctica.',
    description: `El sextil entre Mercurio y Neptuno funciona como una puerta lateral que da a un jardín. El razonamiento corriente sigue al mando, pero puede salir un momento y volver con una metáfora, una melodía o una corazonada sobre cómo se siente de verdad alguien. Resulta útil en la enseñanza, la escritura, el diseño, la orientación y las ventas, allí donde un mensaje seco necesita calidez para calar. El tacto sale con bastante facilidad, y las noticias incómodas pueden darse sin lastimar a nadie. Como el talento es callado, es fácil dejarlo sin usar; la puerta se queda cerrada cuando la vida se llena de prisas y la mente se conforma con lo literal. Una pequeña práctica diaria, como llevar un cuaderno de sueños, dibujar mientras se escucha o leer poesía en el trayecto al trabajo, mantiene abierto el canal. El riesgo leve es la tendencia a decir lo que los demás quieren oír. Unir ese toque suave a un contenido sincero convierte este aspecto en un verdadero don para hablar a la vez a la cabeza y al corazón.`,
    keywords: ['ideas creativas', 'tacto', 'metáfora', 'intuición', 'palabra suave'],
  },
  {
    body1: 'Mercury',
    body2: 'Neptune',
    aspect: 'square',
    summary: 'La lógica y el anhelo tiran el uno contra el otro y traen malentendidos y detalles embrollados, hasta que unos hábitos claros ponen la imaginación al servicio de los hechos en vez de dejar que los sustituya.',
    description: `Con Mercurio en cuadratura con Neptuno, la mente racional y la mente soñadora no dejan de chocar. Un plan trazado el lunes puede disolverse el miércoles porque cambió el humor, y un mensaje enviado con prisas puede leerse de una forma que nadie pretendía. Las instrucciones se oyen a medias, los nombres se confunden y un rumor puede parecer más creíble que un informe aburrido. Cabe también el hábito de soltar pequeñas mentiras para evitar conflictos, o de creerse demasiado pronto una historia encantadora. Nada de esto significa que la mente sea débil; significa que dos corrientes fuertes se encuentran en ángulo. La fricción puede ser muy fecunda en la ficción, la música, la fotografía o cualquier oficio en el que la ambigüedad sea un recurso. En la vida práctica, la tarea es ir más despacio: leer dos veces el contrato, repetir lo que se ha oído y comprobar una fuente antes de pasar una noticia. Con el tiempo, esto construye una destreza poco común, la capacidad de sostener a la vez una visión y la letra pequeña.`,
    keywords: ['confusión', 'malentendido', 'tensión creativa', 'duda', 'ficción', 'discernimiento'],
  },
  {
    body1: 'Mercury',
    body2: 'Neptune',
    aspect: 'trine',
    summary: 'La imaginación pasa con soltura a las palabras y da un don natural para contar historias, escuchar con compasión y tener ideas que transmiten sentimiento además de sentido.',
    description: `Cuando Mercurio forma trígono con Neptuno, ideas e imágenes van y vienen sin apenas resistencia. Las historias salen enteras, la letra de una canción puede escribirse en una servilleta y un amigo angustiado suele sentirse comprendido tras unas pocas frases. La mente lee bien los ambientes, y nota el tema no dicho de una reunión o la soledad que hay detrás de una broma. Esta facilidad encaja con la escritura, la interpretación, el estudio espiritual, la enfermería y cualquier papel en el que escuchar importe tanto como hablar. La sombra es cierta deriva: como la intuición llega con tanta suavidad, quizá haya pocas ganas de ponerla a prueba, y los plazos o las cuentas pueden quedar en manos de otros. Soñar despierto puede comerse una tarde entera sin que se note. Fijarse metas modestas, como una página al día o una hora fija para las cuentas, impide que la corriente se extienda demasiado fina. Cuando el don recibe algo de forma, da obras que emocionan sin empujar y ofrece amabilidad en la elección de cada palabra.`,
    keywords: ['arte de contar', 'compasión', 'inspiración', 'escucha', 'fluidez', 'ensoñaciones'],
  },
  {
    body1: 'Mercury',
    body2: 'Neptune',
    aspect: 'opposition',
    summary: 'El pensamiento claro siente la atracción de la ilusión, casi siempre por mediación de personas que inspiran, confunden o engañan, hasta que el discernimiento aprende a pesar el encanto frente a los hechos.',
    description: `Con esta oposición, Mercurio está a un lado de la sala y Neptuno al otro, y la niebla suele parecer ajena. El compañero sentimental puede ser impreciso con los planes, un colega puede prometer más de lo que entrega o un orador persuasivo puede arrastrar la mente hacia una creencia que se desvanece por la mañana. También es posible hacer el papel contrario, ofrecer consuelo o inspiración a otros mientras se pierde el hilo de los propios datos. La lección está en notar cuánta de esa confusión es compartida. Las conversaciones con soñadores, artistas e idealistas pueden ser emocionantes y ensanchar la vida, y esta posición suele atraerlos. Los problemas empiezan cuando sus palabras se toman por mapas en lugar de por poemas. Pedir detalles concretos, poner los acuerdos por escrito y darse un tiempo antes de comprometerse son defensas sencillas. Bien aprovechado, este aspecto tiende un puente entre las mentes prácticas y las visionarias, y traduce un sueño en un plan que otros pueden seguir y en el que pueden confiar.`,
    keywords: ['proyección', 'persuasión', 'idealismo', 'engaño', 'discernimiento', 'tender puentes'],
  },
  {
    body1: 'Mercury',
    body2: 'Pluto',
    aspect: 'conjunction',
    summary: 'La mente se funde con el impulso de sondear bajo la superficie y produce un pensamiento penetrante y una palabra contundente que puede sanar o herir.',
    description: `Mercurio unido a Plutón da una mente a la que no le gusta quedarse en la primera respuesta. Las preguntas bajan hasta los motivos, la historia y las partes de un relato que la gente preferiría saltarse. De aquí salen a veces una investigadora excelente, un detective, una terapeuta, un editor o un periodista de investigación, alguien que encuentra el único dato que cambia todo el cuadro. Aquí las palabras pesan; una sola frase puede zanjar una discusión o cambiar cómo ve alguien su vida. Bajo presión, la intensidad puede volverse controladora: los secretos se acaparan, las conversaciones se convierten en interrogatorios y se insiste en un argumento mucho después de haberlo dejado claro. De noche, la preocupación puede girar alrededor del mismo pensamiento sombrío. El uso más sano de este contacto es dirigir su hondura a los problemas y no a las personas, y hacer del silencio una elección y no un arma. El diario, el estudio y sincerarse con alguien de confianza dan a la mente un lugar seguro donde cavar. Bien llevada, esta conjunción dice verdades que liberan en lugar de asustar.`,
    keywords: ['hondura', 'investigación', 'intensidad', 'secretos', 'persuasión', 'lucidez'],
  },
  {
    body1: 'Mercury',
    body2: 'Pluto',
    aspect: 'sextile',
    summary: 'Un cauce sencillo que une la razón con lo profundo ofrece talento para investigar, trazar estrategias y decir las cosas claras, algo que puede cambiar opiniones con suavidad cuando se usa.',
    description: `El sextil de Mercurio a Plutón abre un canal estable entre el razonamiento cotidiano y el afán de entender lo que hay debajo. Los enigmas, los archivos, la psicología y los problemas por resolver suelen absorber, y la mente puede concentrarse durante largos ratos sin aspavientos. En la conversación hay una maña discreta para hacer la pregunta que va al fondo del asunto, a menudo sin poner a nadie a la defensiva. Encaja con la negociación, el entrenamiento personal, la auditoría, la investigación científica, la intervención en crisis y el periodismo riguroso. Como la capacidad no hace ruido, puede quedarse en reserva hasta que una situación la reclame, como un problema familiar que nadie más se atreve a nombrar o un proyecto que hay que rescatar. Cultivarla significa elegir temas que merezcan el esfuerzo y seguirlos hasta el final. La pequeña advertencia es la tendencia a guardarse los propios pensamientos mientras se averigua todo de los demás. Compartir un poco a cambio crea confianza, y la confianza es lo que permite a esta voz perspicaz producir cambios duraderos.`,
    keywords: ['estrategia', 'concentración', 'investigación', 'percepción', 'influencia discreta'],
  },
  {
    body1: 'Mercury',
    body2: 'Pluto',
    aspect: 'square',
    summary: 'Las ideas chocan con compulsiones hondas y traen debates acalorados, pensamientos obsesivos y luchas de poder por las palabras que poco a poco forjan una voz resistente y veraz.',
    description: `Con Plutón en ángulo recto, Mercurio puede convertir un simple desacuerdo en una contienda que se vive como cuestión de supervivencia. La mente se aferra a una idea y no la suelta, ensaya argumentos en la ducha o rumia un viejo insulto durante años. Las conversaciones pueden oscilar entre largos silencios y una sinceridad repentina y cortante. Puede haber sospechas de que los demás ocultan algo, y a veces esa sospecha es acertada, lo que hace difícil relajarse. Quizá las primeras experiencias enseñaron que la información es poder o que alzar la voz era peligroso. Ese roce, con todo, construye una fuerza real. Es el aspecto de quien sabe quedarse con un tema difícil, estudiar una crisis hasta que cobra sentido o negarse a aceptar una mentira cómoda. El trabajo es aprender cuándo insistir y cuándo dejar descansar un argumento. La actividad física ayuda a vaciar los pensamientos acelerados, y escribir las cosas antes de decirlas les quita el aguijón. Madura, esta cuadratura da valor para decir la verdad con cuidado.`,
    keywords: ['obsesión', 'debate', 'luchas de poder', 'sospecha', 'tenacidad', 'coraje'],
  },
  {
    body1: 'Mercury',
    body2: 'Pluto',
    aspect: 'trine',
    summary: 'La hondura y la claridad trabajan juntas sin roces y dan una lucidez psicológica natural, capacidad de concentración y una palabra persuasiva que cambia opiniones sin forzar.',
    description: `Bajo este trígono, el pensamiento adquiere una gravedad natural. Los patrones ocultos se advierten casi sin esfuerzo: por qué una empresa va a la quiebra, qué sentimiento hay bajo el comentario casual de un amigo, dónde falla una teoría. La concentración llega sola, y una materia que se emprende suele acabar dominándose. Cuando esta voz habla, se la escucha, porque parece saber algo, y casi siempre lo sabe. El don encaja con la psicología, la ciencia, el análisis financiero, la cirugía, el trabajo de detective y una enseñanza que aspira a transformar y no solo a informar. Como la persuasión fluye con tanta facilidad, existe la tentación de llevar las conversaciones en silencio hacia un fin elegido de antemano. No hace daño cuando el objetivo es compartido; sí cuando no lo es. También ayuda recordar que no todo tema necesita llegar hasta el fondo; una charla ligera tiene su propio valor. Cuando este talento se ofrece abiertamente, permite a otros afrontar hechos difíciles y a salir con una visión más clara de su situación.`,
    keywords: ['lucidez', 'concentración', 'persuasión', 'dominio', 'psicología', 'renovación'],
  },
  {
    body1: 'Mercury',
    body2: 'Pluto',
    aspect: 'opposition',
    summary: 'La mente encuentra la intensidad en los demás, en parejas o rivales que sondean, presionan o revelan, y aprende a sostener una opinión sin dominar ni ceder.',
    description: `Con Mercurio frente a Plutón, la presión suele parecer que llega del otro lado de la mesa. Un jefe exige lealtad absoluta, una pareja lee los mensajes privados o un debate con un amigo de voluntad férrea deja a ambos removidos. En otras ocasiones se da la vuelta a la situación, y son las propias preguntas incisivas las que hacen que alguien se sienta acorralado. Estos encuentros no son casualidad; muestran cuánto poder pueden tener las palabras en los lazos íntimos. La negociación, la mediación, la consejería y la abogacía pueden aprovechar bien esta tensión, porque la mente aprende a leer lo que otros prefieren tapar. El riesgo es un ciclo de ataque y defensa en el que nadie escucha de verdad. Romperlo empieza por notar las ganas de ganar y hacer, en su lugar, una pregunta sincera. Los límites claros sobre la intimidad también ayudan. Con el tiempo, esta oposición enseña una destreza notable: mantener la calma en conversaciones intensas y animar a otros a decir lo que pesaba demasiado para decirlo a solas.`,
    keywords: ['poder de la palabra', 'confrontación', 'negociación', 'proyección', 'intimidad', 'sinceridad'],
  },
];
