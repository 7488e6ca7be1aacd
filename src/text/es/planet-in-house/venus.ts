// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PlacementText } from '../../placement-text.js';

/** Venus en cada una de las doce casas (la Casa 1 primero), en español. */
export const VENUS_IN_HOUSE_ES: readonly PlacementText[] = [
  // Casa 1
  {
    summary:
      'Venus en la Casa 1 da una presencia amable y cercana, de modo que el encanto, el estilo personal y el deseo de agradar marcan la primera impresión que se causa.',
    description: `Situada en la Casa 1, Venus tiñe la manera en que una persona entra en una habitación. El rostro tiende a relajarse en una expresión fácil, la voz se suaviza en el momento justo y los desconocidos suelen sentirse bien recibidos antes de que se haya dicho una palabra. El aspecto importa, no solo por vanidad sino como forma de cortesía: elegir una camisa cuyo color va con la estación, cuidar las manos y el pelo, moverse con cierta soltura. El placer se encuentra en el propio cuerpo, en un paseo con buen tiempo, un estiramiento al despertar, un perfume favorito. Como gustar y dejarse querer salen de forma natural, las puertas se abren sin mucho esfuerzo y los primeros encuentros suelen ir bien. La cara oscura asoma cuando el deseo de resultar agradable sustituye a la reacción sincera. La costumbre de darle la razón a todo el mundo para mantener el buen ambiente puede desdibujar el rumbo propio, y la autoestima puede apoyarse demasiado en los espejos, los cumplidos o la aprobación de quien esté cerca. La edad, una enfermedad o una mala racha para el aspecto pueden vivirse entonces como una pérdida de identidad. Bien vivida, esta posición trata la propia presencia como un regalo amable para los demás sin perder un sentido interior del propio valor que no dependa de ser admirada.`,
    keywords: ['encanto', 'presencia', 'estilo personal', 'cercanía', 'gracia', 'imagen de sí'],
    strengths: [
      'pone cómodos enseguida a los desconocidos',
      'un sentido natural del estilo propio',
      'causa una primera impresión cálida',
      'disfruta de vivir en su cuerpo',
    ],
    challenges: [
      'dar la razón solo por mantener la paz',
      'una autoestima atada al físico y a los halagos',
      'esconder las reacciones sinceras tras una sonrisa',
      'miedo a perder atractivo con los años',
    ],
  },
  // Casa 2
  {
    summary:
      'Con Venus en la Casa 2, el dinero, las posesiones y los valores personales van unidos al placer, al buen gusto y a un deseo constante de sentirse bien abastecido.',
    description: `Para Venus en la Casa 2, ganar y disfrutar van muy juntos. Los ingresos suelen llegar por cauces agradables: un talento para el diseño, la música, la hostelería, las ventas o cualquier trabajo en el que los buenos modales y el buen ojo marcan la diferencia. Las posesiones se eligen con cuidado y se conservan por bellas o por significativas, como un bolso de cuero gastado por el uso, una estantería de discos favoritos o una vajilla que solo sale en los cumpleaños. Venus rige Tauro, el segundo signo natural, así que el planeta trabaja aquí con comodidad, y suele haber un instinto tranquilo para saber lo que algo vale de verdad. La autoestima está ligada a la capacidad de mantenerse por sí mismo y de vivir con cierta elegancia. En tensión, gastar se convierte en una forma de aliviar el mal humor, y un carrito lleno de pequeños lujos puede esconder una preocupación que nunca llega a nombrarse. Las posesiones también pueden usarse para medir el amor, ya sea dando regalos en lugar de tiempo o juzgando a los demás por lo que tienen. La expresión más sana nace de saber qué placeres alimentan de verdad y cuáles solo tapan un hueco. Cuando son los valores los que guían el presupuesto, esta Venus construye una vida segura y generosa que los demás disfrutan compartiendo.`,
    keywords: ['valores', 'ingresos', 'comodidad', 'posesiones', 'buen gusto', 'autoestima'],
    strengths: [
      'buen ojo para el valor real',
      'sabe ganar con su talento y su buen trato',
      'cuida sus cosas para que duren',
      'crea bienestar con un presupuesto modesto',
    ],
    challenges: [
      'gastar para aliviar el mal humor',
      'medir el amor en regalos',
      'juzgar a la gente por lo que tiene',
      'preferir la comodidad al crecimiento',
    ],
  },
  // Casa 3
  {
    summary:
      'El encanto en el habla diaria, los lazos cálidos con hermanos y vecinos y un placer auténtico por aprender, escribir y hacer viajes cortos distinguen a Venus en la Casa 3.',
    description: `Cuando Venus cae en la Casa 3, las palabras llevan dulzura. Las conversaciones tienden a fluir, incluso con la cajera o con el vecino que uno se cruza en la escalera, y un giro amable sale con facilidad en un mensaje, una nota o una llamada rápida. Los hermanos, las hermanas y los primos pueden ser compañeros cercanos o, como mínimo, personas cuya compañía se disfruta más de lo que se soporta. El aprendizaje funciona mejor cuando resulta agradable, así que un buen profesor, un cuaderno bonito o una mesa junto a una ventana soleada pueden cambiarlo todo. Los viajes cortos son una fuente de deleite: una escapada de fin de semana a un pueblo cercano, un paseo en bici por un camino conocido, una parada en una librería de vuelta a casa. La escritura, la poesía, los idiomas y cualquier oficio que dé forma a las palabras pueden convertirse en placeres para toda la vida. La dificultad llega cuando la charla agradable esquiva las verdades duras. El desacuerdo puede suavizarse hasta que el mensaje real desaparece, y el cotilleo puede parecer una forma inofensiva de estrechar lazos hasta que deja de serlo. La rivalidad entre hermanos, si la hay, puede esconderse tras los buenos modales. Si se le da ocasión de hablar con sinceridad además de con amabilidad, esta Venus se convierte en una pacificadora con talento y en una voz amistosa que la gente recuerda.`,
    keywords: ['palabras amables', 'hermanos', 'vecinos', 'aprendizaje', 'escritura', 'viajes cortos'],
    strengths: [
      'habla con tacto y calidez',
      'trato amistoso con parientes y vecinos',
      'disfruta del estudio y de la palabra escrita',
      'suaviza las tensiones del trato diario',
    ],
    challenges: [
      'suavizar un mensaje hasta perderlo',
      'estrechar lazos a base de cotilleos',
      'evitar las conversaciones difíciles',
      'esconder la rivalidad fraterna tras la cortesía',
    ],
  },
  // Casa 4
  {
    summary:
      'Un hogar bello y tranquilo importa muchísimo a Venus en la Casa 4, donde el afecto crece a partir de la familia, las raíces y un refugio privado donde descansar.',
    description: `Buena parte del amor de esta carta se guarda de puertas adentro. Venus en la Casa 4 hace del hogar una obra de arte personal, ya sea una casa grande o una sola habitación de alquiler con la lámpara adecuada y una planta en el alféizar. Cambiar los muebles de sitio, cocinar para los parientes y organizar pequeñas cenas pueden dar una satisfacción profunda. Los lazos familiares suelen tener una ternura real, y puede haber recuerdos entrañables de un padre o una madre que hacía la vida diaria amable o hermosa. Incluso cuando la infancia fue difícil, el impulso de crear el hogar cálido que faltó puede convertirse en una fuerza callada. Los antepasados y los viejos objetos de familia, de la receta escrita a mano por una abuela a un arcón de madera gastado, tienen un significado especial. La presión llega cuando la paz doméstica se protege a cualquier precio. Los conflictos pueden barrerse bajo la alfombra, los viejos patrones familiares repetirse solo porque son conocidos, y la comodidad de quedarse en casa puede desplazar los riesgos del mundo exterior. Una pareja puede sentirse juzgada según lo bien que encaje en el cuadro doméstico. La expresión más rica de esta ubicación construye una base privada lo bastante generosa para dar cobijo a otros y lo bastante segura para que cada cual pueda irse y volver con libertad.`,
    keywords: ['hogar', 'familia', 'raíces', 'belleza doméstica', 'pertenencia', 'intimidad'],
    strengths: [
      'hace acogedor cualquier espacio',
      'lazos tiernos con la familia',
      'honra la herencia y las viejas tradiciones',
      'un don para recibir y dar de comer',
    ],
    challenges: [
      'barrer los conflictos familiares bajo la alfombra',
      'preferir la comodidad del hogar a los riesgos de fuera',
      'repetir patrones conocidos sin cuestionarlos',
      'juzgar a la pareja por el cuadro doméstico',
    ],
  },
  // Casa 5
  {
    summary:
      'Venus en la Casa 5 se deleita en el romance, el juego y la expresión creativa, y encuentra alegría en el arte, los niños, las aficiones y el simple placer de pasarlo bien.',
    description: `Cuando Venus ocupa la casa del juego, el placer llega de forma natural. Las citas pueden vivirse casi como un arte, con planes pensados, gracia para el coqueteo y un verdadero talento para que una tarde corriente parezca especial. El trabajo creativo es una vía de expresión poderosa: pintar, cantar, bailar, coser, diseñar un jardín o decorar una tarta pueden dar el mismo brillo que enamorarse. Donde los niños forman parte de la vida, sean propios, sobrinos o alumnos, el vínculo tiende a ser cariñoso y desenfadado, lleno de proyectos compartidos y bromas tontas. Los conciertos, el teatro, los juegos de mesa y los partidos vistos con amigos ponen chispa a la semana. La tradición dice que Venus se alegra en la Casa 5, y la posición suele traer un don fácil para el disfrute. La tensión aparece cuando la búsqueda del deleite se convierte en necesidad de emoción constante. El romance puede amarse más por su drama que por la persona, y un nuevo flechazo puede parecer más atractivo que un compromiso estable. El gasto en ocio o en riesgos también puede adelantarse a la sensatez. En equilibrio, esta Venus mantiene joven el corazón y recuerda a todos los que la rodean que merece la pena hacer sitio a la alegría.`,
    keywords: ['romance', 'juego', 'creatividad', 'niños', 'disfrute', 'aficiones'],
    strengths: [
      'convierte las tardes corrientes en ocasiones',
      'una vena creativa llena de vida',
      'calidez y juego con los niños',
      'sabe disfrutar del momento',
    ],
    challenges: [
      'buscar drama antes que hondura',
      'perder el interés cuando el romance se vuelve rutina',
      'gastar de más en diversión',
      'necesitar emoción constante',
    ],
  },
  // Casa 6
  {
    summary:
      'Venus en la Casa 6 busca armonía en el trabajo diario y las rutinas, junto con compañeros agradables, un entorno ordenado y la satisfacción callada de ser útil.',
    description: `Los días corrientes son el lugar donde esta Venus hace su trabajo más amoroso. Una mesa agradable, una taza favorita, una rutina matinal que parece una pequeña ceremonia: estos detalles moldean el ánimo más de lo que muchos creen. Las buenas relaciones con los compañeros importan muchísimo, y suele haber maña para aliviar la tensión en un equipo o hacer que alguien recién llegado se sienta incluido. Los empleos ligados a la belleza, los cuidados, la comida, la salud o el diseño pueden sentarle bien, aunque cualquier trabajo mejora con la gracia que aporta esta colocación. Los hábitos de salud tienden a durar cuando son agradables, así que una clase de baile quizá funcione mejor que un plan estricto de gimnasio, y un buen plato de verduras mejor que una dieta sin alegría. Las mascotas son con frecuencia una fuente de gran cariño. Bajo presión, el deseo de mantener la calma en el trabajo puede llevar a cargar con demasiado, a callarse quejas necesarias o a seguir en un empleo poco sano porque la gente es simpática. Tras una semana estresante pueden llegar la comida por consuelo y el ejercicio que se salta. Cuando la amabilidad con los demás va acompañada de amabilidad con el cuerpo y sus límites, esta posición convierte el servicio diario en una fuente constante de contento.`,
    keywords: ['trabajo diario', 'rutina', 'servicio', 'compañeros', 'bienestar', 'mascotas'],
    strengths: [
      'lleva armonía al lugar de trabajo',
      'hace las rutinas agradables y llevaderas',
      'ayuda a los demás sin aspavientos',
      'cariño por los animales y las pequeñas tareas',
    ],
    challenges: [
      'cargar con demasiado para mantener la paz',
      'quedarse en un mal empleo por la gente',
      'comer por ansiedad en épocas de estrés',
      'callarse las quejas necesarias',
    ],
  },
  // Casa 7
  {
    summary:
      'La pareja es central para Venus en la Casa 7, que busca justicia, gracia y verdadera compañía en el matrimonio, las alianzas de negocios y los vínculos estrechos de tú a tú.',
    description: `En la Casa 7, enfrente de la 1, Venus dirige la atención hacia la otra persona. La vida suele sentirse más completa cuando se comparte, y los capítulos importantes pueden empezar con un encuentro: un cónyuge, un socio, un amigo íntimo que se convierte en una especie de espejo. La diplomacia sale con facilidad, junto con un sentido del intercambio justo, de modo que los contratos, las negociaciones y los acuerdos pueden ir sobre ruedas cuando esta Venus participa. Las parejas suelen ser atractivas, artísticas o hábiles en sociedad, y puede haber talento para sacar lo mejor de quien esté enfrente. Incluso a los rivales declarados se les trata con cortesía más que con fuerza. El riesgo está en buscar fuera lo que completa. La soledad puede parecer insoportable, lo que lleva a elegir pareja demasiado deprisa o a seguir en un arreglo desigual porque estar solo parece peor. Los deseos propios pueden quedar en segundo plano detrás de los planes de otro, y el resentimiento puede ir creciendo tras una sonrisa agradable. Las relaciones sanas, para esta ubicación, dependen de dos personas enteras y no de dos mitades. Cuando el respeto por uno mismo acompaña al don para la vida en pareja, Venus crea aquí vínculos equilibrados, cálidos y de verdad recíprocos.`,
    keywords: ['pareja', 'matrimonio', 'diplomacia', 'justicia', 'contratos', 'cooperación'],
    strengths: [
      'saca lo mejor de la pareja',
      'negocia acuerdos justos',
      'trata a los rivales con cortesía',
      'un verdadero don para la compañía',
    ],
    challenges: [
      'miedo a estar solo',
      'elegir pareja demasiado deprisa',
      'perder los deseos propios dentro de la pareja',
      'resentimiento callado tras la cortesía',
    ],
  },
  // Casa 8
  {
    summary:
      'Venus en la Casa 8 busca una cercanía que llegue al fondo, y une el amor con la confianza, el dinero compartido, la sinceridad emocional y el poder de sanar a través de las crisis.',
    description: `Aquí la intimidad es mucho más que romance. Venus en la Casa 8 quiere conocer y ser conocida por completo, y los vínculos que más importan son los que han superado algún tipo de prueba. Los recursos compartidos suelen tener su papel: los ingresos de la pareja, una cuenta conjunta, una herencia, un préstamo o regalos que llegan a través de otros. Puede haber suerte o destreza para manejar el dinero que pertenece a más de una persona, y talento para negociar con tiento allí donde la confianza es delicada. La sexualidad es a menudo una forma importante de expresar el cariño, y la cercanía física puede tener un gran peso emocional. En épocas de pérdida o de sacudida, esta Venus puede ser la amiga que se queda en la sala de espera o que ayuda con ternura a repasar las pertenencias de un familiar. La tensión se manifiesta en celos, secretismo o la tendencia a usar el dinero o el deseo como forma de retener. Las deudas y los lazos económicos pueden enredarse con los sentimientos y hacer una separación más difícil de lo necesario. La expresión más poderosa de esta colocación está en los acuerdos sinceros y en la disposición a soltar cuando algo ha terminado, lo que permite que el amor profundo se renueve en lugar de apretar demasiado.`,
    keywords: ['intimidad', 'confianza', 'recursos compartidos', 'herencia', 'hondura', 'renovación'],
    strengths: [
      'se queda en la crisis y en la pérdida',
      'maneja con cuidado el dinero común',
      'una cercanía emocional y física profunda',
      'una lealtad puesta a prueba',
    ],
    challenges: [
      'celos y posesividad',
      'dinero y sentimientos enredados',
      'secretismo en los vínculos cercanos',
      'dificultad para soltar',
    ],
  },
  // Casa 9
  {
    summary:
      'Atraída por el ancho mundo de las ideas, los viajes y las creencias, Venus en la Casa 9 encuentra belleza en otras culturas, en el saber, en la filosofía y en el sentido de las cosas.',
    description: `Para esta Venus, la distancia puede ser romántica. Una ciudad lejana, un idioma extranjero o unos estudios que ensanchan la mente suelen atraerla tanto como cualquier persona, y a veces ambas cosas llegan juntas, como cuando el amor empieza en un viaje al extranjero o en un seminario universitario. Las creencias se sostienen con calidez más que con normas rígidas; la fe, la filosofía o un código personal tienden a subrayar la bondad, la belleza y la tolerancia. El arte, la literatura y la música de otras tradiciones pueden convertirse en pasiones de toda la vida, y una estantería de libros de viajes puede apreciarse tanto como una joya. La enseñanza, el mundo editorial, el derecho o cualquier trabajo que cruce fronteras pueden ser campos agradables y gratificantes. Los problemas vienen de un idealismo que flota por encima de la vida diaria. Otro lugar u otro conjunto de creencias pueden parecer más atractivos que los compromisos de casa, y la pareja puede idealizarse como guía o maestro hasta que asoman sus defectos corrientes. También es más fácil predicar la armonía que practicarla. Cuando la curiosidad y la generosidad van acompañadas de paciencia con las personas y los lugares reales, Venus en la Casa 9 se convierte en un puente entre culturas y en una voz amable a favor de una comprensión más amplia.`,
    keywords: ['viajes', 'creencias', 'estudios superiores', 'cultura', 'filosofía', 'tolerancia'],
    strengths: [
      'amor por otras culturas e idiomas',
      'una fe cálida y tolerante',
      'encuentra sentido en el estudio y el arte',
      'un puente entre mundos distintos',
    ],
    challenges: [
      'idealizar lo lejano',
      'poner a la pareja en un pedestal',
      'predicar la armonía más que vivirla',
      'inquietud ante los compromisos diarios',
    ],
  },
  // Casa 10
  {
    summary:
      'Con Venus en la Casa 10 llega la gracia en la carrera y la vida pública, y a menudo se ganan buena voluntad, reconocimiento y éxito gracias al encanto, el gusto o el talento artístico.',
    description: `En lo alto de la carta, en la Casa 10, Venus coloca su encanto donde el público puede verlo. La reputación descansa a menudo en ser agradable, justa y fácil de tratar, y las personas con autoridad pueden interesarse con simpatía por sus progresos. Las carreras en las artes, la moda, el diseño, la diplomacia, la estética, la hostelería o las relaciones públicas encajan con naturalidad, aunque cualquier profesión puede beneficiarse de los modales pulidos que aporta esta posición. El reconocimiento puede llegar por la capacidad de hacer que un producto, un equipo o una institución se vean y se sientan mejor. El romance y la carrera a veces se cruzan, con parejas encontradas en el trabajo o relaciones que afectan a la imagen pública. Cuando la tensión crece, la imagen puede convertirse en una carga. La necesidad de seguir siendo popular puede llevar a eludir decisiones impopulares pero necesarias, o a moldear cada elección según cómo quedará ante los demás. El éxito puede sentirse vacío si descansa solo en la aprobación y no en una destreza real. También puede haber tendencia a valorar a la pareja por el prestigio que aporta. Esta ubicación brilla más cuando su talento para la gracia sirve a un trabajo que de verdad importa, de modo que el respeto ganado descanse en el fondo además de en las formas.`,
    keywords: ['carrera', 'reputación', 'imagen pública', 'reconocimiento', 'diplomacia', 'buena voluntad'],
    strengths: [
      'se gana el aprecio de superiores y público',
      'unos modales profesionales pulidos',
      'éxito en campos artísticos o sociales',
      'hace más humanas las instituciones',
    ],
    challenges: [
      'eludir las decisiones impopulares',
      'vivir pendiente de la aprobación',
      'valorar a la pareja por su prestigio',
      'la imagen por encima del fondo',
    ],
  },
  // Casa 11
  {
    summary:
      'La amistad está en el centro de Venus en la Casa 11, donde el afecto fluye a través de los grupos, las causas compartidas y los planes esperanzados hechos con gente afín.',
    description: `Los círculos de amigos son para esta colocación una fuente de placer duradero. Venus en la Casa 11 tiende a reunir a la gente con facilidad: presenta a un amigo a otro, recuerda lo que le gusta a cada cual y organiza el reencuentro que nadie más se anima a preparar. Los clubes, los coros, los grupos de voluntariado, las comunidades en línea o las redes profesionales pueden convertirse en lugares de verdadera pertenencia. Los amores suelen empezar como amistades, y la pareja puede contarse también entre los aliados más cercanos. Las esperanzas de futuro tienden a incluir a otros: una casa compartida, un huerto comunitario, un proyecto que mejore el barrio. La vida social también puede traer oportunidades, porque la buena voluntad sembrada entre mucha gente suele volver por caminos inesperados. En tensión, el deseo de pertenecer puede llevar a seguir al grupo en contra del propio criterio, o a repartir tanto la atención que ningún vínculo llega a profundizar. Las amistades pueden mantenerse agradables en la superficie mientras los desacuerdos reales quedan sin decir. La decepción puede llegar cuando un grupo no está a la altura de sus ideales. En sus mejores días, esta Venus hace que las personas sientan que tienen un sitio entre los demás y convierte los sueños compartidos en una bondad delicada y práctica.`,
    keywords: ['amistad', 'grupos', 'comunidad', 'esperanzas', 'redes', 'pertenencia'],
    strengths: [
      'reúne a la gente con facilidad',
      'una amistad leal y atenta',
      'encuentra oportunidades gracias a la buena voluntad',
      'trabaja con gusto por causas comunes',
    ],
    challenges: [
      'dejarse llevar por la multitud',
      'repartir el afecto hasta diluirlo',
      'mantener las amistades en la superficie',
      'decepción con los ideales del grupo',
    ],
  },
  // Casa 12
  {
    summary:
      'Un amor callado y compasivo distingue a Venus en la Casa 12, que encuentra belleza en la soledad, la devoción íntima, los actos de bondad escondidos y el mundo interior.',
    description: `Parte del afecto más hondo de esta carta nunca se anuncia. Venus en la Casa 12 puede guardar sus sentimientos en privado durante mucho tiempo, expresar su cariño mediante una ayuda anónima o hallar sus placeres más ricos en la soledad: una playa vacía en invierno, una capilla en silencio, música escuchada a solas de madrugada. La compasión es intensa, y a menudo hay un tirón hacia el cuidado de quienes pasan desapercibidos, ya sea en hospitales, albergues, refugios de animales o simplemente entre amigos que atraviesan un mal momento. El arte, los sueños y la imaginación pueden ofrecer un jardín escondido donde el corazón descansa. El retiro puede reparar más que cualquier fiesta, y un día de silencio puede remendar lo que una semana ajetreada dejó gastado. El lado más duro se manifiesta en apegos secretos, un amor que nunca se dice o la costumbre de sacrificar las necesidades propias por personas que no devuelven el cuidado. Las viejas pérdidas pueden quedarse en silencio y moldear las decisiones presentes sin que nadie las examine. La autoestima puede hundirse callada cuando nunca se comparte. El camino de sanación para esta posición pasa por respetar la necesidad de intimidad dejando entrar a personas de confianza, para que los sentimientos tiernos puedan verse y ser correspondidos.`,
    keywords: ['compasión', 'soledad', 'secreto', 'devoción', 'retiro', 'imaginación'],
    strengths: [
      'una bondad que no pide reconocimiento',
      'compasión honda por los olvidados',
      'encuentra paz y belleza en la soledad',
      'una vida interior y artística rica',
    ],
    challenges: [
      'apegos secretos o nunca confesados',
      'sacrificarse sin recibir nada',
      'esconder el dolor demasiado tiempo',
      'retirarse en lugar de pedir cuidado',
    ],
  },
];
