// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PlacementText } from '../../placement-text.js';

/** El Sol en cada una de las doce casas (la Casa 1 primero), en español. */
export const SUN_IN_HOUSE_ES: readonly PlacementText[] = [
  // Casa 1
  {
    summary:
      'El Sol en la Casa 1 pone la identidad a la vista de todos, con una presencia física marcada y un estilo personal que se anuncia antes de pronunciar palabra.',
    description: `Situado en la Casa 1, justo bajo el horizonte oriental, el Sol da a toda la personalidad un brillo que se ve. Quién es esta persona y cómo la perciben los demás coinciden bastante, así que apenas hay distancia entre el sentido íntimo del yo y la cara que se muestra en la puerta. La vitalidad suele notarse en el propio cuerpo: una postura erguida, una recuperación rápida tras una enfermedad, una manera de llenar una habitación con solo entrar en ella. Muchas personas con esta posición aprenden pronto que la gente se fija en ellas, y acaban tratando su aspecto y sus maneras como una especie de firma. El propósito es personal e inmediato; la pregunta que hay detrás de casi todas sus decisiones es si un camino les permite ser plenamente quienes son. En plenitud, el Sol en la Casa 1 aporta un liderazgo natural, una expresión franca de sí y la confianza para empezar cosas sin esperar permiso. En tensión, el foco se vuelve hacia dentro: cada revés parece un veredicto sobre la propia valía, los demás pasan a ser público en lugar de compañeros y la necesidad de ser visto puede desplazar el trabajo más callado de escuchar. La salud puede resentirse cuando el orgullo se niega a descansar. La versión más equilibrada de este Sol usa su visibilidad con generosidad y deja que su calidez abra sitio para que también otros den un paso al frente.`,
    keywords: ['presencia', 'expresión personal', 'vitalidad', 'confianza', 'iniciativa', 'aspecto'],
    strengths: [
      'una presencia fuerte que se recuerda',
      'la confianza para actuar primero',
      'una energía física robusta',
      'sinceridad sobre quién es',
    ],
    challenges: [
      'tomarse cada revés como algo personal',
      'necesitar atención constante',
      'pasar por alto las necesidades ajenas',
      'ignorar los límites del cuerpo por orgullo',
    ],
  },
  // Casa 2
  {
    summary:
      'Con el Sol en la Casa 2, el sentido del yo se construye ganando, poseyendo y valorando, y la confianza crece a medida que los recursos propios toman forma sólida.',
    description: `Aquí el dinero, el talento y las posesiones se convierten en un espejo. El Sol en la Casa 2 quiere saber cuánto vale, y suele responder a esa pregunta con resultados tangibles: una primera nómina ahorrada en lugar de gastada, una destreza pulida hasta poder venderse, una casa llena de objetos elegidos con cuidado. La capacidad de ganar dinero va a menudo unida a un don personal, y hay un orgullo sincero en poder pagarse lo suyo. La vitalidad se repone con el bienestar y con la sensación de tener suficiente, ya sea una despensa llena o una cuenta de ahorro saneada. Los valores importan tanto como el efectivo: esta persona suele tener opiniones firmes sobre qué merece su tiempo y su dinero, y tiende a invertir ambos en lo que refleja su carácter. En buena forma, la posición da una autoestima estable, sentido práctico, generosidad con lo ganado y un don para convertir el talento en seguridad. Cuando se desequilibra, la identidad se ata a los ingresos o a los objetos de prestigio, de modo que un mes flojo puede vivirse como un fracaso personal, y retener pasa a importar más que disfrutar. Puede colarse la envidia por la riqueza ajena. El crecimiento llega al separar la valía del patrimonio y al ver que el recurso más fiable es la capacidad de volver a crear valor.`,
    keywords: ['autoestima', 'ingresos', 'valores', 'seguridad', 'talento', 'posesiones'],
    strengths: [
      'talento práctico para construir seguridad',
      'valores personales claros',
      'orgullo de valerse por sí mismo',
      'generosidad con lo que gana',
    ],
    challenges: [
      'atar la autoestima a los ingresos',
      'afán de posesión',
      'miedo a la escasez',
      'medir a las personas por lo que tienen',
    ],
  },
  // Casa 3
  {
    summary:
      'El Sol en la Casa 3 brilla a través de las palabras, las preguntas y el trato diario, y encuentra su propósito en aprender, enseñar y seguir en contacto con el mundo cercano.',
    description: `Este Sol cobra vida en la conversación. La identidad se forma hablando, escribiendo y preguntando, y no pocas personas con esta ubicación recuerdan a un hermano, un primo o un vecino que moldeó su primera idea de sí mismas, ya fuera como aliado, como rival o como público. La rutina cotidiana cuenta: los recados, los trayectos cortos, la línea de autobús, la cafetería de la esquina, el grupo de mensajes que nunca llega a callarse del todo. Cada pequeño intercambio es una ocasión de compartir una idea y de recibir otra a cambio. El aprendizaje rara vez termina con la escuela; casi siempre hay un libro a medio leer, un curso en marcha o un tema que se explica a quien quiera escucharlo. El propósito puede tomar la forma de un oficio de mensajero en algún sentido, como la enseñanza, el periodismo, las ventas, la traducción o simplemente ser quien sabe todo lo que pasa en el barrio. En plena forma, este Sol aporta una mente brillante, una simpatía fácil, buen oído para el lenguaje y talento para aclarar asuntos complejos. En los malos momentos, hablar sustituye a actuar, las opiniones se endurecen hasta convertirse en la necesidad de ganar cada discusión y una mente inquieta dispersa su energía en demasiados proyectos breves. Las viejas tensiones entre hermanos pueden resonar en las riñas de la vida adulta. La posición madura cuando la curiosidad gana hondura además de alcance y cuando escuchar se valora tanto como hablar.`,
    keywords: ['comunicación', 'curiosidad', 'aprendizaje', 'hermanos', 'escritura', 'barrio'],
    strengths: [
      'una expresión clara y viva',
      'curiosidad de por vida',
      'talento para explicar',
      'buena sintonía con vecinos y compañeros',
    ],
    challenges: [
      'atención dispersa',
      'necesidad de ganar cada discusión',
      'hablar en vez de hacer',
      'rivalidad fraterna sin resolver',
    ],
  },
  // Casa 4
  {
    summary:
      'El Sol en la Casa 4 arraiga la identidad en el hogar, la familia y la vida privada, y saca su fuerza de una base segura y de un hondo sentido de los propios orígenes.',
    description: `En la Casa 4, el Sol trabaja fuera de la vista, como una caldera en el sótano que calienta todo el edificio. El verdadero escenario es el hogar: la mesa de la cocina, el jardín, las fotos de familia en la pared, los rituales de un domingo en casa. La identidad está ligada a los orígenes, así que las cuestiones de herencia, de antepasados y del carácter de un padre, una madre u otra figura que guio la crianza suelen pesar mucho. Hay quien pasa años reformando una casa o formando una familia; otros encuentran sus raíces en un paisaje, una lengua o una tradición de su comunidad. La segunda mitad de la vida trae a menudo un sentido del propósito más firme que la primera, a medida que los cimientos privados se vuelven lo bastante sólidos para apoyarse en ellos. En su expresión más lograda, el Sol en la Casa 4 da estabilidad emocional, un don para crear refugio, lealtad a los suyos y una autoridad interior serena que no necesita el aplauso público. Bajo presión, la persona puede encerrarse a puerta cerrada, dejar que las expectativas familiares dicten cada elección o seguir atada a un pasado que ya no le corresponde. El orgullo puede convertirse en gobierno doméstico. El camino pasa por honrar las raíces decidiendo con libertad qué partes de la herencia conservar, y por abrir a otros ese hogar cálido.`,
    keywords: ['hogar', 'raíces', 'familia', 'herencia', 'intimidad', 'cimientos', 'pertenencia'],
    strengths: [
      'un don para crear un hogar de verdad',
      'lealtad a la familia',
      'firmeza interior',
      'un fuerte sentido de la herencia',
    ],
    challenges: [
      'esconderse del mundo exterior',
      'vivir según las expectativas familiares',
      'aferrarse al pasado',
      'gobernar la casa con mano demasiado dura',
    ],
  },
  // Casa 5
  {
    summary:
      'En la Casa 5 el Sol juega, y encuentra su identidad en el trabajo creativo, el romance, los hijos y todo lo que se hace por el puro gusto de hacerlo.',
    description: `La Casa 5 es territorio natural del Sol, y la posición suele mostrar a alguien que se siente más vivo cuando crea algo o se divierte. La creatividad puede adoptar muchas formas: pintar, hacer teatro, preparar una cena espléndida, entrenar a un equipo juvenil, diseñar un juego, contar una historia que deja embelesada a toda la mesa. El romance se vive con algo de drama y muchísimo corazón; el cortejo, los gestos y la emoción de ser elegido importan de verdad. Los hijos, propios o ajenos, tienen a menudo un papel importante, y el tiempo compartido con ellos puede renovar un ánimo cansado. La vitalidad sube con el placer, así que las aficiones, el deporte y las celebraciones no son extras sino necesidades auténticas. Cuando las cosas van bien, este Sol aporta calidez, espíritu de juego, un afecto generoso y el valor de mostrar su obra en público y dejar que la juzguen. Es capaz de convertir una tarde corriente en una ocasión especial. En las horas bajas, la sed de aplauso se hace ruidosa: un proyecto creativo se abandona si no impresiona, el romance se vuelve actuación y el gusto por el riesgo, en el amor o en los juegos de azar, puede ir más lejos de lo que aconseja la sensatez. Los hijos pueden tratarse como prolongaciones de uno mismo. El camino más sano conserva la alegría y deja que la obra, la persona amada y el hijo sean ellos mismos.`,
    keywords: ['creatividad', 'juego', 'romance', 'hijos', 'expresión personal', 'alegría', 'actuación'],
    strengths: [
      'un entusiasmo contagioso',
      'afecto generoso',
      'valor creativo',
      'un don para celebrar',
    ],
    challenges: [
      'ansia de aplauso',
      'amores dramáticos',
      'apuestas arriesgadas',
      'vivir a través de los hijos',
    ],
  },
  // Casa 6
  {
    summary:
      'El Sol en la Casa 6 encuentra su propósito en el trabajo útil, las rutinas diarias y el cuidado del cuerpo, y brilla sobre todo cuando puede mejorar el funcionamiento real de las cosas.',
    description: `Aquí la identidad se construye tarea a tarea. El Sol en la Casa 6 se siente más él mismo cuando hace bien un trabajo, arregla lo que está roto o consigue que un proceso funcione con más fluidez, y a menudo se enorgullece en silencio de ser la persona en quien confían los compañeros. Los hábitos diarios tienen un peso real: una rutina fija por la mañana, un escritorio ordenado, un paseo habitual, las comidas planificadas con antelación. La salud está muy ligada al ánimo y al propósito, de modo que el estrés suele notarse enseguida en el cuerpo, y unas buenas rutinas actúan como auténtica medicina. El servicio sale de forma natural, ya sea en una profesión de cuidados, un oficio, un trabajo técnico o la pequeña ayuda de quien se acuerda de pedir el material. Las mascotas y los compañeros pueden ocupar un lugar importante en el cuadro cotidiano. Cuando da lo mejor de sí, esta colocación ofrece destreza, fiabilidad, un ojo agudo para el detalle y la humildad de aprender con la práctica. El trabajo se convierte en oficio y no en carga. Si se tuerce, la autoestima pasa a depender por completo de ser útil, lo que lleva al exceso de trabajo, a la preocupación, a obsesionarse con errores pequeños o a rumiar rencor por obligaciones que nadie agradece. La política de la oficina puede agotar más energía que el propio empleo. El Sol en esta casa florece cuando incluye el descanso en la rutina y recuerda que una persona es más que una lista de tareas cumplidas.`,
    keywords: ['trabajo', 'servicio', 'rutina', 'salud', 'destreza', 'oficio'],
    strengths: [
      'fiabilidad y destreza',
      'ojo para las mejoras prácticas',
      'disposición a ayudar',
      'una disciplina diaria sana',
    ],
    challenges: [
      'exceso de trabajo y preocupación',
      'autoestima atada a la utilidad',
      'perfeccionismo con los detalles menores',
      'estrés que se manifiesta en el cuerpo',
    ],
  },
  // Casa 7
  {
    summary:
      'Con el Sol en la Casa 7, el yo se define a través de la pareja, y las relaciones cercanas de tú a tú se convierten en el escenario principal del crecimiento y del propósito.',
    description: `En la Casa 7, el Sol brilla de un lado a otro de la habitación, hacia la otra persona. Buena parte de lo que este individuo sabe de sí mismo lo descubre en pareja: el matrimonio, una alianza de negocios estrecha, un mejor amigo, incluso un adversario respetado. Los demás suelen hacer de espejo y le devuelven cualidades que le costaba ver a solas. Los contratos, las negociaciones y los acuerdos compartidos pueden tener mucho peso, y muchas personas nacidas con esta posición rinden bien como consejeros, agentes, mediadores o consultores, oficios en los que la relación con el cliente es lo central. Puede haber tendencia a atraer parejas fuertes, brillantes o destacadas, y a sentirse algo más apagado cuando no se tiene pareja. Bien llevado, este Sol da sentido de la justicia, gracia social, un verdadero talento para cooperar y la capacidad de sacar lo mejor de la otra persona. Sabe compartir el escenario. En tensión, la identidad se apoya demasiado en el otro: las decisiones esperan su aprobación, el conflicto se evita a cualquier precio o, al revés, cada relación se convierte en un pulso de voluntades. Los litigios legales o contractuales pueden adquirir un tono personal. La posición madura cuando la persona aprende a situarse plenamente como igual, y lleva a la pareja un yo entero en lugar de ir a buscarlo en ella.`,
    keywords: ['pareja', 'cooperación', 'matrimonio', 'contratos', 'justicia', 'espejo'],
    strengths: [
      'talento para cooperar',
      'justicia y diplomacia',
      'sacar lo mejor de los demás',
      'habilidad para negociar',
    ],
    challenges: [
      'depender de la aprobación',
      'perder la identidad en la pareja',
      'luchas de poder con los demás',
      'evitar el conflicto a cualquier precio',
    ],
  },
  // Casa 8
  {
    summary:
      'El Sol en la Casa 8 busca la identidad en la hondura, a través de los recursos compartidos, la intimidad y las crisis que reducen la vida a lo que de verdad importa.',
    description: `A este Sol rara vez le bastan las respuestas superficiales. La Casa 8 lo atrae hacia lo que hay debajo: los motivos, los secretos, las condiciones reales de una cuenta bancaria compartida, el pacto emocional sellado en un vínculo íntimo. La identidad suele forjarse en experiencias intensas, como una pérdida, un vuelco económico, un susto de salud en la familia o una relación que lo cambia todo, y cada crisis tiende a dejar tras de sí un yo más fuerte y más honesto. El dinero en común, las deudas, los impuestos, los seguros y las herencias pueden ocupar más espacio de lo habitual, a veces en forma de carrera en las finanzas, la investigación, la terapia o las pesquisas. La intimidad importa mucho, y la confianza se entrega despacio pero por completo. Bien vivido, la posición aporta perspicacia psicológica, valor en los malos tiempos, habilidad con los recursos ajenos y una presencia firme junto a quien está de duelo. Esta persona puede entrar en las habitaciones difíciles sin pestañear. Cuando la presión aprieta, crece la necesidad de control: pueden arraigar los celos, el secretismo, la sospecha sobre los motivos ajenos o la fascinación por el poder, y las viejas heridas se cuidan mucho después de cuando deberían haber sanado. Los conflictos por testamentos o bienes comunes pueden volverse amargos. El camino es dejar que cada final haga su trabajo y compartir el poder con la misma libertad con que se comparte la confianza.`,
    keywords: ['hondura', 'intimidad', 'transformación', 'recursos compartidos', 'crisis', 'herencia', 'perspicacia'],
    strengths: [
      'perspicacia psicológica',
      'resiliencia en plena crisis',
      'habilidad con los recursos compartidos',
      'un compromiso hondo y leal',
    ],
    challenges: [
      'necesidad de control',
      'celos y sospecha',
      'aferrarse a las viejas heridas',
      'disputas por dinero o herencias',
    ],
  },
  // Casa 9
  {
    summary:
      'El Sol en la Casa 9 busca sentido en un horizonte amplio, y construye su identidad a través de las creencias, los estudios superiores, los viajes lejanos y la búsqueda de una filosofía que lo guíe.',
    description: `Un mapa en la pared, un pasaporte lleno de sellos, una estantería de libros de historia, religión o derecho: cosas así suelen marcar la vida de quien tiene aquí el Sol. La identidad crece al ir más allá de lo conocido, y la persona se siente más viva cuando aprende algo grande o pisa un lugar nuevo. La universidad, el mundo editorial, la enseñanza, el derecho, los viajes y el estudio espiritual son escenarios frecuentes, aunque el verdadero objetivo no es tanto una carrera como una visión del mundo que dé sentido a la experiencia. Los extranjeros, otras culturas y los viajes largos pueden moldear el carácter tanto como la familia. La convicción llega con facilidad, y a este Sol le gusta compartir lo que ha descubierto, ya sea desde un aula magna, un púlpito, un blog o una cena con amigos. En su expresión más plena, el Sol en la Casa 9 aporta optimismo, amplitud de miras, una tolerancia nacida de la experiencia y la capacidad de contagiar a otros una sensación de posibilidad. Si se desborda, las creencias se vuelven sermones, la inquietud hace que cualquier vida asentada parezca pequeña y los grandes planes dejan atrás su puesta en práctica. La certeza puede cerrar la puerta a las opiniones ajenas. El crecimiento llega al entender la sabiduría como una búsqueda que no termina, al dejar sitio a la duda y al traer esa visión lejana de vuelta a los días corrientes.`,
    keywords: ['creencias', 'estudios superiores', 'viajes', 'filosofía', 'visión', 'enseñanza', 'aventura'],
    strengths: [
      'una visión amplia y esperanzada',
      'amor por el saber',
      'apertura a otras culturas',
      'la capacidad de inspirar',
    ],
    challenges: [
      'predicar en lugar de escuchar',
      'desasosiego',
      'prometer más de lo que puede cumplir',
      'una certeza rígida',
    ],
  },
  // Casa 10
  {
    summary:
      'Con el Sol en la Casa 10, la identidad va muy unida a la carrera y a la posición pública, y la voluntad apunta a logros que los demás puedan ver.',
    description: `Situado en lo alto de la carta, en la Casa 10, el Sol empuja con fuerza hacia los logros visibles. El trabajo no es un simple empleo sino una declaración de quién se es, y los cargos, la reputación y un lugar respetado en la comunidad pueden importar muchísimo. Muchas de las personas que tienen esta ubicación se sienten atraídas por el liderazgo, el servicio público, la dirección o cualquier campo en el que su nombre quede ligado a los resultados. Uno de los padres, a menudo el que tenía la autoridad en casa, pudo dejar un ejemplo poderoso o una expectativa de la que cuesta desprenderse. La ambición tiende a ser constante y de largo alcance, y el reconocimiento puede llegar tras años de construcción paciente. En sus mejores momentos, el Sol en la Casa 10 aporta un claro sentido de la dirección, integridad en la vida pública, una autoridad natural y la capacidad de cargar con responsabilidades sin aspavientos. Los colegas suelen mirar a esta persona cuando hay que tomar una decisión. En los días difíciles, la imagen lo es todo: la vida privada se sacrifica al prestigio, un fracaso en el trabajo se vive como un fracaso de uno mismo y la necesidad de mandar puede convertirla en alguien con quien cuesta trabajar. La posición es más feliz cuando el éxito sirve a un propósito mayor que él mismo y cuando la valía no se mide solo por el rango.`,
    keywords: ['carrera', 'reputación', 'ambición', 'autoridad', 'logro', 'papel público'],
    strengths: [
      'una dirección profesional clara',
      'autoridad natural',
      'integridad en la vida pública',
      'constancia hacia las metas lejanas',
    ],
    challenges: [
      'identidad atada al prestigio',
      'descuidar la vida privada',
      'miedo al fracaso público',
      'necesidad de llevar siempre el mando',
    ],
  },
  // Casa 11
  {
    summary:
      'El Sol en la Casa 11 encuentra su propósito entre amigos, grupos y causas compartidas, y brilla más que nunca cuando trabaja con otros hacia el futuro que espera.',
    description: `Este Sol se encuentra a sí mismo dentro de un círculo. Las amistades, los clubes, las redes de contactos, los equipos y los movimientos dan forma al sentido del yo, y muchas personas con esta colocación descubren sus dones organizando un acto, llevando una asociación de barrio o reuniendo a la gente adecuada. Las esperanzas de futuro son centrales; suele haber un deseo de largo alcance o un ideal social que guía en silencio las elecciones, ya sea la reforma, la innovación o sencillamente una vida mejor para quienes tiene cerca. Los amigos tienden a ser variados e interesantes, y la persona a menudo ocupa entre ellos un papel de guía o de enlace. La vitalidad se renueva con la buena compañía y con la sensación de formar parte de algo que importa. Cuando brilla de verdad, este Sol de la Casa 11 aporta lealtad a los amigos, un sentido generoso de la justicia, originalidad y la capacidad de entusiasmar a un grupo sin dominarlo. Cuando pierde el rumbo, el individuo puede esconderse tras la identidad del grupo, perseguir la popularidad, sentirse forastero en cualquier reunión o aferrarse a unos ideales con tanta fuerza que las personas reales nunca están a la altura. Los compromisos con muchos pueden dejar poco tiempo para profundizar con unos pocos. Este Sol se fortalece cuando deja que las metas personales y las colectivas se alimenten entre sí, y cuando valora la amistad por sí misma además de por su utilidad.`,
    keywords: ['amistad', 'comunidad', 'grupos', 'ideales', 'esperanzas', 'redes', 'cooperación'],
    strengths: [
      'un don para reunir a la gente',
      'lealtad a los amigos',
      'ideales con la vista puesta en el futuro',
      'liderazgo dentro de un equipo',
    ],
    challenges: [
      'perderse en el grupo',
      'perseguir la popularidad',
      'sentirse forastero',
      'ideales que no dejan sitio a las personas',
    ],
  },
  // Casa 12
  {
    summary:
      'El Sol en la Casa 12 brilla tras el telón, saca su identidad de la soledad, la vida interior y el servicio callado, y a menudo encuentra su propósito en la compasión.',
    description: `En la Casa 12, por encima del horizonte oriental, el Sol asciende hacia la parte más oculta de la carta, y su luz es real pero indirecta. Quienes tienen esta posición suelen hacer su mejor trabajo lejos de las miradas: en un taller, una biblioteca, una planta de hospital, un laboratorio, un centro de retiro o de madrugada, cuando la casa está en silencio. Para ellos la soledad no es aislamiento sino un lugar donde recargarse, y sin ratos regulares a solas la vitalidad se escapa. La identidad puede resultar más difícil de precisar que en la mayoría, porque el yo parece fundirse con los estados de ánimo ajenos y con las corrientes más amplias de una familia o una cultura. Los sueños, la imaginación, la oración, la meditación y el arte pueden ser cauces centrales. Con frecuencia hay un fuerte deseo de ayudar a quienes sufren o han quedado olvidados. En su forma más luminosa, el Sol de la Casa 12 aporta una compasión profunda, una intuición rica, modestia y una fuerza espiritual que sostiene a otros en los tiempos difíciles. Bajo el peso de la tensión, la persona puede esquivar el reconocimiento, dudar de su valía, deslizarse hacia la evasión a través del sueño o de las sustancias, o darse tanto que no quede nada. El autosabotaje puede tomar la forma del silencio justo cuando hace falta una voz. El crecimiento llega al reclamar un lugar discreto pero definido en el mundo y al dejar que se vea la luz escondida.`,
    keywords: ['soledad', 'compasión', 'vida interior', 'retiro', 'intuición', 'servicio', 'imaginación'],
    strengths: [
      'una compasión honda',
      'una vida interior rica',
      'intuición e imaginación',
      'un servicio callado y desinteresado',
    ],
    challenges: [
      'inseguridad e invisibilidad',
      'hábitos de evasión',
      'darse hasta quedar vacío',
      'callar cuando hace falta una voz',
    ],
  },
];
