import type { HouseCells } from '../../horoscope-event-text.js';

// Urania's own text (original writing for this project), locale es: what the Sun's month in a house, a planet's
// arrival in a house, a station and a retrograde period mean in each solar house. The 1st house first.

export const SUN_ARRIVES_ES: HouseCells = [
  [
    'La temporada de tu cumpleaños te pone en primer lugar por una vez; permítete marcar el ritmo y la agenda.',
    'Durante unas cuatro semanas tu energía y tu presencia son tus mejores bazas, así que preséntate en persona.',
    'Renuévate: un plan para el año que empieza, escrito ahora, tendrá una convicción poco común.',
  ],
  [
    'Durante el próximo mes la luz cae sobre el dinero, las habilidades y lo que posees; ordénalo y pregúntate cuánto vale.',
    'Es buena racha para subir tus tarifas, vender lo que no usas y comprar lo que dura.',
    'La confianza crece cuando cuentas lo que tienes, no lo que te falta.',
  ],
  [
    'Empiezan cuatro semanas ajetreadas de mensajes, trayectos cortos y conversaciones; ten una libreta a mano.',
    'La curiosidad se despierta: lee, pregunta, escribe y visita a la gente que vive cerca.',
    'Tus palabras tienen alcance ahora, así que úsalas en las cartas y llamadas que importan.',
  ],
  [
    'El hogar y la familia van primero durante un mes; un nido en orden facilita todo lo demás.',
    'Tu vida privada pide calor, así que pasa las tardes en casa y echa raíces.',
    'Es un mes para la historia familiar, las fotos antiguas y hacer tuyo tu espacio.',
  ],
  [
    'Empieza un mes de juego; el romance, las aficiones y los riesgos creativos brillan por igual.',
    'Devuelve la alegría a la agenda: juegos, citas, arte y tiempo con niños cuentan ahora como trabajo de verdad.',
    'El corazón quiere ser generoso y dejarse ver, así que crea algo y compártelo.',
  ],
  [
    'El foco pasa a los hábitos de trabajo y a la salud; cuatro semanas de pequeñas mejoras suman mucho.',
    'Sé útil y trata bien a tu cuerpo; las rutinas que ajustes ahora te llevarán a la siguiente estación.',
    'Vacía la bandeja de entrada, pide la revisión médica y reorganiza la mesa; el orden trae su propia calma.',
  ],
  [
    'Las personas con las que te asocias ocupan el centro del escenario durante un mes; aprendes sobre ti a través de quien tienes enfrente.',
    'Es buena temporada para contratos, mediaciones y tiempo compartido; no tienes por qué hacerlo todo sin ayuda.',
    'Ahora son otros quienes marcan parte de la agenda, y salir a su encuentro es una fortaleza.',
  ],
  [
    'Durante un mes, el dinero compartido y los lazos íntimos piden sinceridad; revisa lo que debes y lo que te deben.',
    'La intimidad y la confianza se hacen más hondas si lo permites, y los viejos miedos aflojan un poco su garra.',
    'Es un mes para investigar, reparar y soltar lo que ya no necesitas.',
  ],
  [
    'Empiezan cuatro semanas de horizontes amplios: viajes, estudios, enseñanza y grandes preguntas tienen el viento a favor.',
    'Planea un viaje, apúntate a una clase o lee algo muy alejado de tu estantería de siempre.',
    'Tu fe en el futuro crece con cada lugar y cada idea nuevos que dejas entrar.',
  ],
  [
    'La carrera y la vida pública reciben un mes de luz; apunta alto y deja que vean tu trabajo.',
    'Es la temporada de pedir el ascenso, presentar la idea o tomar la iniciativa en el trabajo.',
    'La ambición se siente natural ahora, y quienes están por encima se fijan en el esfuerzo.',
  ],
  [
    'Los amigos, los grupos y los planes de futuro llenan el mes; acepta las invitaciones.',
    'Colaborar funciona mejor que ir en solitario, y una red puede llevar un deseo más lejos.',
    'Pasa tiempo con gente que comparte tus esperanzas y deja que te recuerde hacia dónde vas.',
  ],
  [
    'El mes anterior a la temporada de tu cumpleaños pide descanso, reflexión y cabos atados.',
    'Baja el ritmo, duerme más y cierra los asuntos viejos antes de que empiece el nuevo año de tu vida.',
    'El trabajo discreto entre bastidores sale bien ahora, igual que ayudar a otros sin hacer ruido.',
  ],
];

export const PLANET_ARRIVES_ES: HouseCells = [
  [
    'Tiñe la impresión que causas, así que los demás notarán el cambio antes que tú.',
    'Te sienta bien una nueva costumbre al vestir, hablar o plantarte; úsala para empezar algo personal.',
    'Lo notas en el cuerpo y en el ánimo, como un tono nuevo en tu manera de empezar cada día.',
  ],
  [
    'Se mete en los asuntos de ganar y gastar, así que revisa las cifras antes de actuar.',
    'El sueldo, las compras y lo que posees pasan revista; quédate con lo que de verdad te sostiene.',
    'Tu sentido de la propia valía está en juego, así que valora tu tiempo tanto como tu dinero.',
  ],
  [
    'Las conversaciones, los recados y los trayectos cortos ocupan durante un tiempo más espacio en el calendario.',
    'Cuenta con más mensajes y más idas y venidas por tu barrio.',
    'Tu manera de aprender y de hablar cambia de tono; fíjate en lo que te facilita.',
  ],
  [
    'La vida en casa y la familia notan la diferencia primero.',
    'Se instala en tu mundo privado, así que los planes domésticos toman impulso.',
    'Es en las raíces, los padres y el lugar donde vives donde lo vas a notar.',
  ],
  [
    'El placer, el romance y el trabajo creativo reclaman más de tus tardes.',
    'Visita la parte de la vida hecha para divertirse, buena noticia para las aficiones y las citas.',
    'Es en los hijos, el arte y el juego donde verás la diferencia.',
  ],
  [
    'Lo primero en cambiar es una rutina de trabajo o un hábito de salud.',
    'Tu horario diario lo nota; ajusta la rutina en lugar de pelearte con ella.',
    'Los compañeros y las tareas traen pequeñas ocasiones de hacer mejor las cosas; aprovéchalas.',
  ],
  [
    'Tu pareja, o un contrato del que dependes, muestra el cambio antes que nada.',
    'Entra en la parte de la vida que compartes cara a cara, así que se nota en las relaciones.',
    'Las negociaciones y los compromisos suben al primer puesto de la lista.',
  ],
  [
    'Las cuentas compartidas, las deudas y tu vínculo más íntimo piden una atención honesta.',
    'El dinero en común, la confianza y la intimidad necesitan hablarse claro, no suponerse.',
    'Remueve asuntos que sueles guardar para ti, así que trátalos con cuidado.',
  ],
  [
    'Los viajes, los estudios y tu manera de ver la vida notan el cambio.',
    'Visita la parte de la vida que quiere aprender y recorrer mundo.',
    'Las creencias y los viajes largos quedan abiertos al cambio.',
  ],
  [
    'Tu carrera y tu imagen pública atraen más de tu atención.',
    'Entra en la parte de la vida donde te juzgan por los resultados, así que ponlo a trabajar.',
    'Las ambiciones se afilan y tu reputación llega más lejos.',
  ],
  [
    'Los amigos, los grupos y los planes de futuro marcan buena parte de la agenda.',
    'Visita la parte de la vida que compartes con aliados y redes.',
    'Las esperanzas y la vida social cambian primero, a menudo gracias a un contacto nuevo.',
  ],
  [
    'Trabaja entre bastidores, en el descanso, la reflexión y los asuntos sin cerrar.',
    'Quizá lo notes más en los sueños y en las horas tranquilas que en los hechos.',
    'Pide algo de soledad y un ritmo más amable.',
  ],
];

export const STATION_RETROGRADE_ES: HouseCells = [
  [
    'Replantea un plan personal en vez de forzarlo; una pausa ahora te ahorra una salida en falso.',
    'Quizá vuelvas sobre una vieja imagen de ti y decidas qué partes siguen sirviéndote.',
  ],
  [
    'Repasa otra vez el presupuesto, aplaza las compras grandes y busca el dinero que te deben.',
    'Una vieja pregunta sobre lo que valoras vuelve para que la mires de nuevo.',
  ],
  [
    'Comprueba dos veces los mensajes, los horarios de viaje y el papeleo; los malentendidos son fáciles y tienen arreglo.',
    'Una conversación antigua, quizá con un hermano o un vecino, vuelve en busca de un final mejor.',
  ],
  [
    'Las reparaciones de casa o los asuntos familiares quizá necesiten una segunda vuelta; la paciencia gana a la prisa.',
    'El pasado visita el presente en casa, con fotos viejas, un pariente o una habitación que querías vaciar.',
  ],
  [
    'Regresa un viejo amor, una obra creativa a medias o una afición que dejaste.',
    'Revisa en lugar de estrenar cualquier cosa hecha por placer; el segundo borrador es mejor.',
  ],
  [
    'Los sistemas de trabajo y las rutinas de salud necesitan revisión; arregla lo roto antes de añadir nada nuevo.',
    'Los retrasos en el trabajo son probables, así que deja márgenes y haz copias de tus archivos.',
  ],
  [
    'Una relación o un acuerdo necesita otra mirada; reabre las condiciones con calma.',
    'Alguien del pasado puede reaparecer, y quizá haya que renegociar una sociedad.',
  ],
  [
    'Revisa el dinero compartido, los préstamos y la letra pequeña; pueden resurgir viejos asuntos de confianza.',
    'Los sentimientos profundos vuelven para que los elabores; dales tiempo en lugar de un veredicto.',
  ],
  [
    'Los planes de viaje y los estudios pueden retrasarse; vuelve a un tema o a un lugar que conoces en vez de empezar de cero.',
    'Tus creencias reciben una segunda mirada, y eso no tiene nada de malo.',
  ],
  [
    'Los movimientos profesionales se ralentizan; pule el trabajo que tienes entre manos antes de buscar el siguiente peldaño.',
    'Puede volver una antigua meta profesional o un viejo contacto; sopésalos con lo que sabes hoy.',
  ],
  [
    'Reaparecen amistades del pasado y los planes de grupo necesitan repensarse.',
    'Revisa tus deseos para este año y descarta los que en realidad son de otra persona.',
  ],
  [
    'El trabajo interior se vuelve más hondo; el descanso, la reflexión y despejar trastos viejos tienen todo a favor.',
    'Los recuerdos antiguos afloran por una razón; escríbelos y deja que te enseñen.',
  ],
];

export const STATION_DIRECT_ES: HouseCells = [
  [
    'Los planes personales pueden volver a moverse; llévate contigo las lecciones de las últimas semanas.',
    'Vuelves a sentirte tú y puedes actuar según lo que decidiste mientras todo iba despacio.',
  ],
  [
    'Los asuntos de dinero se desatascan; la compra o la charla sobre el sueldo que aplazaste pueden seguir adelante.',
    'Vuelve la claridad financiera, así que aplica el presupuesto que revisaste.',
  ],
  [
    'Los mensajes vuelven a fluir y los planes frenados por cruces de cables pueden reanudarse.',
    'A partir de aquí, firma, envía y viaja con más confianza.',
  ],
  [
    'Los planes de casa vuelven a avanzar; la reparación o la charla familiar reciben luz verde.',
    'Los asuntos domésticos se asientan, y puedes actuar según lo que ahora entiendes.',
  ],
  [
    'Los planes creativos y románticos recuperan impulso; saca al mundo la versión revisada.',
    'La diversión vuelve sin tantas dudas ni segundas vueltas.',
  ],
  [
    'Las rutinas de trabajo van más rodadas, y el sistema que arreglaste empieza a dar frutos.',
    'Los planes de salud pueden avanzar sobre un terreno más firme.',
  ],
  [
    'Las conversaciones de pareja pueden avanzar; las condiciones que revisaste están listas para cerrarse.',
    'A tu pareja y a tus socios resulta más fácil entenderlos y trabajar con ellos.',
  ],
  [
    'El dinero compartido y los asuntos de confianza pueden resolverse ahora que los hechos están sobre la mesa.',
    'Puedes actuar según lo que te mostró esa revisión profunda.',
  ],
  [
    'Los planes de viaje y de estudio siguen adelante; el retraso te dio una ruta mejor.',
    'Tu visión de las cosas se estabiliza y puedes comprometerte con un rumbo.',
  ],
  [
    'Los planes profesionales vuelven a avanzar; da el paso que preparaste.',
    'Tu trabajo vuelve a estar a la vista, así que presenta la versión pulida.',
  ],
  [
    'Los planes de grupo y las amistades recuperan su equilibrio.',
    'Los deseos que revisaste están listos para la acción con los aliados adecuados.',
  ],
  [
    'Sales de una etapa de reflexión con la cabeza más clara.',
    'Lo que trabajaste en privado está listo para mostrarse en pequeños gestos.',
  ],
];

export const RETROGRADE_ONGOING_ES: HouseCells = [
  ['Mantén flexibles tus estrenos personales y deja que las dudas los mejoren.', 'Es momento de pulir tu imagen más que de reinventarla.'],
  ['Guarda los recibos y aplaza las compras grandes si puedes.', 'Es más fácil cerrar viejos asuntos de dinero que empezar otros nuevos.'],
  ['Relee antes de enviar y confirma los horarios dos veces.', 'Ponte al día con la gente en vez de perseguir contactos nuevos.'],
  ['Acaba los arreglos pendientes de casa antes de empezar otros.', 'Los asuntos de familia salen ganando con paciencia y una segunda conversación.'],
  ['Retoma un proyecto creativo en lugar de empezar uno nuevo.', 'Quizá merezca la pena redescubrir un antiguo placer.'],
  ['Haz copias de tu trabajo y mantén las rutinas sencillas.', 'Repara el sistema antes de acelerarlo.'],
  ['Ve despacio con los acuerdos nuevos y respeta los antiguos.', 'Deja que tu pareja o tus socios se expliquen dos veces; la segunda versión es más clara.'],
  ['Lee la letra pequeña de todo lo que compartes o debes.', 'Deja que los viejos sentimientos se elaboren en lugar de actuar deprisa.'],
  ['Cuenta con tiempo extra para los viajes y deja que los estudios repasen terreno conocido.', 'Revisa lo que crees antes de predicarlo.'],
  ['Pule el trabajo actual antes de pelear por el siguiente paso.', 'Los viejos contactos pueden ayudar más que los nuevos.'],
  ['Reconecta con amistades de siempre y revisa tus compromisos de grupo.', 'Los deseos salen ganando si se repiensan antes de relanzarse.'],
  ['Date descanso de más y tiempo para reflexionar.', 'Los asuntos pendientes son más fáciles de cerrar ahora que de ignorar.'],
];
