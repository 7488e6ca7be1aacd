// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PlacementText } from '../../placement-text.js';

/** Urano en cada una de las doce casas (la Casa 1 primero), en español. */
export const URANUS_IN_HOUSE_ES: readonly PlacementText[] = [
  // Casa 1
  {
    summary: 'Urano en la Casa 1 da una presencia llamativa e independiente, un yo que exige que lo reciban tal como es y que no deja de reinventar su manera de mostrarse.',
    description: `Un corte de pelo que cambia cada temporada, un andar que no va al paso de la multitud, una opinión ofrecida antes de que nadie la pida: Urano en la Casa 1 suele hacer que la persona parezca un poco a contracorriente, y normalmente porque así lo ha elegido. El cuerpo se siente a menudo como un cable con corriente, rápido en reaccionar, inquieto cuando tiene que estarse quieto y más feliz cuando puede moverse a su manera. La primera impresión se recuerda porque algo en sus maneras se niega a pasar desapercibido.

La libertad es personal e inmediata. Que le digan cómo tiene que vestir, hablar o comportarse puede sentirse como una presión física, y la respuesta suele ser hacer justo lo contrario. La vida puede estar marcada por comienzos repentinos, cada uno una nueva versión de sí que se estrena en público.

La tensión aparece cuando la independencia se convierte en un acto reflejo. A los demás puede costarles prever sus reacciones, y las salidas bruscas de planes o de relaciones pueden dejar un rastro de desconcierto. La energía nerviosa puede dispararse, lo que hace más importantes de lo habitual el descanso, las comidas a sus horas y una respiración tranquila.

El crecimiento llega al advertir que la originalidad no necesita un adversario. Cuando el yo deja de tener que demostrar su diferencia, esa presencia luminosa e insólita se convierte en una invitación abierta para que los demás también sean ellos mismos.`,
    keywords: ['independencia', 'presencia llamativa', 'reinvención', 'energía nerviosa', 'originalidad', 'nuevos comienzos'],
    strengths: ['unas maneras originales que se recuerdan', 'valor para mostrarse diferente', 'reacciones rápidas ante lo nuevo', 'soltura para volver a empezar'],
    challenges: ['rebelarse por puro reflejo', 'humores y salidas imprevisibles', 'nervios inquietos y sobrecargados', 'dificultad para aceptar cualquier consejo ajeno'],
  },
  // Casa 2
  {
    summary: 'Urano en la Casa 2 trae giros repentinos en los ingresos y las posesiones, y empuja hacia un sentido propio y poco convencional de lo que merece la pena tener y ganar.',
    description: `Aquí el dinero rara vez sigue una línea recta. Las ganancias pueden llegar a rachas, de proyectos paralelos, trabajos sueltos o destrezas que ni existían cuando la persona era joven, y luego detenerse con la misma brusquedad. Las posesiones tienden a ir y venir según cambian los gustos; una habitación puede estar llena de aparatos un año y casi vacía al siguiente. Bajo todo ese movimiento hay una búsqueda de valores que sean de verdad propios, y no heredados de la familia ni tomados de la publicidad.

En su mejor versión, esta posición resulta ingeniosa de maneras sorprendentes. Una afición se convierte en un oficio, un objeto viejo encuentra otro uso, una herramienta nueva abre una forma de ganar dinero que los demás todavía no han visto. La autoestima depende menos de lo que se posee que de la libertad de elegir.

En tensión, la seguridad se tambalea. Las compras impulsivas, los cambios de trabajo bruscos sin colchón o la despreocupación por las facturas pueden convertir la libertad en angustia. A veces la rebeldía es contra el dinero mismo, lo que solo hace más difícil vivir conforme a los propios valores.

Un pequeño fondo apartado para las sorpresas cambia el panorama. Con un suelo firme bajo los pies, esta relación inventiva con los recursos puede sostener la independencia en lugar de amenazarla.`,
    keywords: ['ingresos irregulares', 'valores propios', 'ingenio', 'nuevas formas de ganar', 'posesiones cambiantes'],
    strengths: ['formas inventivas de ganarse la vida', 'valores elegidos con libertad', 'poco apego a las meras cosas', 've usos nuevos para recursos viejos'],
    challenges: ['ingresos que suben y bajan bruscamente', 'gasto impulsivo', 'descuidar los ahorros y las facturas', 'una sensación de seguridad inestable'],
  },
  // Casa 3
  {
    summary: 'Urano en la Casa 3 conecta la mente cotidiana con la intuición repentina, el habla insólita y los lazos rápidos con hermanos, vecinos y el mundo cercano.',
    description: `Con esta ubicación, las ideas llegan a mitad de frase y a menudo cambian el rumbo de una conversación antes de que nadie más se haya puesto al día. La Casa 3 rige el flujo corriente de las palabras, los recados, los trayectos cortos y la primera escolaridad, y Urano convierte ese flujo en algo vivo e imprevisible. Una visita al supermercado puede acabar en una larga charla con un desconocido; un mensaje de texto puede encender todo un proyecto nuevo.

El aprendizaje funciona mejor cuando se dirige uno mismo. Los métodos de aula habituales pueden parecer lentos, mientras que un acertijo, una herramienta o una pregunta seguida a solas traen de golpe la comprensión. Los hermanos y los vecinos pueden ser personas singulares, o el lazo con ellos puede cambiar bruscamente y oscilar entre la cercanía y la distancia.

El habla puede ser directa, ingeniosa y adelantada a su tiempo. El mismo don se vuelve un problema cuando las palabras salen disparadas sin pensar, cuando la atención salta tan a menudo que las tareas se quedan a medias o cuando una mente inquieta se niega a calmarse por la noche. Hay discusiones que se empiezan solo para poner a prueba una idea.

La estabilidad crece con pequeños hábitos: apuntar los pensamientos, terminar un libro antes de abrir otro, escuchar hasta el final la frase de quien habla. Entonces los destellos de lucidez pueden aterrizar y compartirse de una forma que los demás puedan aprovechar.`,
    keywords: ['intuición repentina', 'habla insólita', 'mente rápida', 'hermanos', 'aprendizaje autodidacta', 'sorpresas cercanas'],
    strengths: ['un pensamiento original e inventivo', 'una comunicación ingeniosa y directa', 'aprende deprisa por curiosidad', 'soltura con las nuevas herramientas para hablar y escribir'],
    challenges: ['atención dispersa', 'soltar las cosas sin pensar', 'lazos inestables con hermanos o vecinos', 'una mente que no descansa'],
  },
  // Casa 4
  {
    summary: 'Los cimientos del hogar y la familia se sacuden con Urano en la Casa 4, que pide una base privada moldeada por la libertad y no por las reglas heredadas.',
    description: `Aquí las raíces se parecen más a una tienda de campaña que a un sótano. La vida familiar temprana pudo incluir mudanzas, arreglos familiares poco habituales o un padre o una madre que seguía su propio compás, y la lección que queda es que el hogar se puede reconstruir. Los adultos con esta colocación a menudo cambian los muebles de sitio a medianoche, viven en espacios que otros encuentran raros o comparten casa con personas que son familia por elección y no por nacimiento.

La Casa 4 se abre en el Fondo del Cielo, el punto más íntimo de la carta, y Urano en ella da a la vida interior una corriente de sorpresa. Los recuerdos pueden volver de pronto con un significado nuevo, y la necesidad de espacio emocional para respirar persiste incluso entre las personas más cercanas.

La tensión se manifiesta como inquietud en la base. Las mudanzas frecuentes, los roces con los parientes por la independencia o la sensación de que ningún lugar encaja del todo pueden dejar a la persona sin suelo. Una casa puede funcionar con tan poca rutina que nadie sabe qué esperar.

La respuesta no es dejar de cambiar, sino elegir anclas. Un sillón favorito, una comida semanal, unas llaves que siempre van al mismo cuenco pueden hacer que un hogar sea a la vez libre y seguro. Desde esa base, el impulso de renovarse se convierte en un regalo para todos los que viven allí.`,
    keywords: ['hogar insólito', 'familia elegida', 'raíces cambiantes', 'libertad interior', 'mudanzas', 'sorpresas íntimas'],
    strengths: ['crea nuevas formas de familia', 'se adapta deprisa a una casa nueva', 'una mirada fresca sobre el pasado', 'un hogar acogedor y poco convencional'],
    challenges: ['sentirse sin raíces', 'roces con los parientes por la libertad', 'muy poca rutina en casa', 'apartarse de la cercanía sin avisar'],
  },
  // Casa 5
  {
    summary: 'Urano en la Casa 5 lleva una chispa de lo inesperado a la creatividad, el romance, el juego y los hijos, y busca el deleite en lo nuevo y lo nunca probado.',
    description: `Cuando Urano ocupa la Casa 5, la alegría suele entrar por la puerta lateral. La Casa 5 trata de lo que se hace por puro placer, de la pintura y los juegos al coqueteo y la crianza, y Urano hace que ese placer dependa de la novedad. Una afición puede abandonarse en cuanto se vuelve conocida, mientras que una forma de arte extraña y nueva retiene la atención durante años. El trabajo creativo a menudo rompe las reglas de su campo, a veces de forma brillante.

El romance tiende a empezar de repente y a seguir un guion poco habitual. La atracción puede encenderse hacia personas distintas en edad, origen o manera de ver las cosas, y la emoción de la sorpresa puede importar tanto como la comodidad. Con los niños, el enfoque suele ser experimental: fomentar pronto la independencia, tratar a los pequeños como amigos o descubrir que es el propio hijo quien trae lo inesperado.

La dificultad es que la emoción se apaga. Los amores pueden terminar tan deprisa como empiezan, los riesgos pueden correrse solo por la descarga de adrenalina y los proyectos creativos pueden quedar a medias en cuanto pasa el primer destello. A los seres queridos pueden costarles los cambios repentinos de sentimiento.

El juego sigue siendo una fuente sana de renovación cuando se comparte con cuidado. Cumplir las promesas hechas a la pareja y a los hijos sin dejar de hacer sitio a la sorpresa permite a esta posición convertir su originalidad en un deleite duradero.`,
    keywords: ['experimento creativo', 'romance repentino', 'novedad', 'juego', 'hijos singulares', 'riesgo'],
    strengths: ['una obra creativa audaz y original', 'un espíritu juguetón e inventivo', 'fomenta la independencia de los niños', 'apertura a los amores poco habituales'],
    challenges: ['perder el interés cuando pasa la emoción', 'correr riesgos por el riesgo', 'finales bruscos en el amor', 'proyectos creativos sin terminar'],
  },
  // Casa 6
  {
    summary: 'Urano en la Casa 6 busca libertad dentro del trabajo diario y las rutinas de salud, mejora los métodos a base de inventiva y se resiste a los horarios rígidos y a la supervisión.',
    description: `Un puesto de nueve a cinco con un jefe estricto encaja mal aquí. La Casa 6 guarda las tareas, los empleos y los hábitos corporales que llenan una semana corriente, y Urano quiere que sean flexibles, eficaces y, a ser posible, un poco ingeniosos. Las personas con esta ubicación a menudo trabajan en horarios raros, por cuenta propia, cambian a menudo de puesto o acaban en campos técnicos donde no paran de llegar herramientas nuevas. Con frecuencia son quienes se dan cuenta de que una tarea podría hacerse en la mitad de tiempo.

El servicio adopta una forma inventiva. Arreglar un sistema averiado, agilizar un proceso o enseñar a los compañeros un método más rápido puede dar una satisfacción real. Las rutinas de salud tienden a probarse, dejarse y sustituirse, y puede haber interés por enfoques nuevos del ejercicio y la alimentación.

La tensión se acumula en los nervios. Demasiados cambios en la vida diaria pueden dejar el cuerpo tenso y el sueño ligero, y los roces con la autoridad en el trabajo pueden acabar en dimisiones repentinas. Rebelarse contra la rutina también puede significar saltarse justo los hábitos que mantienen estable la energía.

Unos pocos puntos fijos ayudan muchísimo: un descanso regular, un núcleo sencillo de hábitos sanos y un empleo con margen para experimentar. Con eso, esta colocación se convierte en un motor de reformas útiles.`,
    keywords: ['trabajo flexible', 'reforma', 'métodos nuevos', 'salud nerviosa', 'tecnología', 'eficacia'],
    strengths: ['mejora la forma de trabajar', 'destreza con herramientas y sistemas nuevos', 'abierto a nuevas prácticas de salud', 'florece en puestos flexibles'],
    challenges: ['choques con los supervisores', 'cambios de empleo frecuentes', 'tensión y sueño ligero por el cambio constante', 'abandonar rutinas útiles'],
  },
  // Casa 7
  {
    summary: 'Urano en la Casa 7 lleva lo inesperado a la pareja y busca vínculos que respeten la libertad de cada uno y reescriban los términos habituales del compromiso.',
    description: `Aquí las relaciones rara vez siguen el patrón que una familia esperaría. La Casa 7, que se abre en el Descendente, describe a las personas que se encuentran con uno cara a cara, en el amor, en los negocios e incluso en el desacuerdo abierto, y Urano situado en ella atrae parejas independientes, singulares o sencillamente sorprendentes. Un encuentro en una parada de autobús puede acabar en boda; un largo noviazgo puede terminar de la noche a la mañana.

La necesidad más honda es tener espacio dentro de la cercanía. Las relaciones funcionan mejor cuando ambos conservan amigos e intereses propios, y a veces casas separadas, y cuando el acuerdo lo construyen los dos en lugar de copiarlo de la tradición. Los contratos y las colaboraciones ganan con condiciones nuevas y revisiones periódicas.

La tensión aparece cuando la libertad se busca a través de otros en vez de reclamarla directamente. Alguien puede elegir parejas que siempre están a punto de irse, o ser quien se aparta cada vez que la intimidad se ahonda. Las rupturas repentinas, los acuerdos cambiantes y los choques con adversarios declarados pueden hacer que la vida parezca inestable.

Hablar con sinceridad de las necesidades es el punto de inflexión. Cuando ambos pueden decir cuánto espacio necesitan y seguir eligiéndose, esta posición da algunas de las relaciones más vivas que cabe imaginar: con la amistad en el centro, renovadas y no gastadas por el tiempo.`,
    keywords: ['pareja libre', 'parejas singulares', 'encuentros repentinos', 'igualdad', 'acuerdos nuevos', 'independencia'],
    strengths: ['respeta la independencia de la pareja', 'relaciones construidas sobre la amistad', 'acuerdos y contratos inventivos', 'apertura a personas muy distintas'],
    challenges: ['rupturas y separaciones repentinas', 'atraer parejas que no están disponibles', 'miedo a quedar atado', 'alianzas de negocios inestables'],
  },
  // Casa 8
  {
    summary: 'Urano en la Casa 8 trae giros repentinos al dinero compartido, la intimidad y las crisis, y despierta una comprensión nueva a través de sucesos que no pueden controlarse.',
    description: `En la Casa 8, el cambio suele llegar a través de los recursos ajenos y de los momentos que dejan la vida reducida a lo esencial. Urano aquí puede significar una herencia inesperada, un vuelco repentino en las finanzas de la pareja o una cuenta conjunta que hay que replantearse con poco margen. Las deudas, los préstamos y los bienes comunes pueden dar giros sorprendentes.

La intimidad se aborda con curiosidad y con poca paciencia para los tabúes. Puede haber un gran interés por lo que otros evitan comentar, de la sexualidad a la muerte o los mecanismos ocultos del poder, y un deseo de cercanía que aun así deje espacio para respirar. La confianza se construye mejor cuando se elige con libertad que cuando se exige.

La crisis actúa a menudo como una llamada de atención. Una pérdida, un sobresalto o un punto de inflexión pueden romper de un solo golpe los viejos patrones y dejar una idea más clara de lo que conviene conservar. La tensión está en la propia sacudida: el desapego emocional usado como protección, la resistencia a unir finanzas o sentimientos y la ansiedad ante la próxima sorpresa.

Prepararse suaviza las aristas. Unos acuerdos claros y por escrito sobre el dinero compartido, una conversación sincera sobre las necesidades en la intimidad y la disposición a dejar que el cambio enseñe en lugar de solo asustar permiten a esta ubicación convertir la conmoción en renovación.`,
    keywords: ['cambio repentino', 'recursos compartidos', 'intimidad', 'crisis', 'despertar', 'herencia inesperada'],
    strengths: ['se rehace tras las sacudidas', 'una curiosidad franca por lo oculto', 'enfoques nuevos para las finanzas comunes', 'lucidez que llega tras la crisis'],
    challenges: ['sobresaltos en el dinero común', 'el desapego emocional como escudo', 'resistencia a fundirse con otros', 'ansiedad por lo que pueda venir'],
  },
  // Casa 9
  {
    summary: 'Urano en la Casa 9 libera la búsqueda de sentido de la doctrina heredada, y enciende creencias originales, estudios poco habituales y viajes que cambian la visión del mundo.',
    description: `Aquí la creencia se convierte en un experimento vivo. La Casa 9 abarca la filosofía, la fe, los estudios superiores, el derecho y los viajes a lugares lejanos, y Urano en ella cuestiona toda respuesta recibida. Alguien criado en una tradición puede abandonarla, volver a ella con otros ojos o combinar varias en un camino personal. La intuición repentina suele llegar mientras se lee, se enseña o se pisa una ciudad desconocida.

Los estudios superiores tienden a seguir rutas poco habituales: un título tardío, un saber de autodidacta, un campo en la frontera del conocimiento actual o unos estudios hechos lejos de casa. Los viajes a menudo no se planean, y uno solo puede dar la vuelta a toda una manera de ver el mundo.

La sombra es una mente inquieta que rechaza un conjunto de normas solo para aferrarse a otro con la misma fuerza. Las opiniones pueden volverse tajantes, y el gusto por ir por delante de su tiempo puede hacer difícil la paciencia con quienes piensan más despacio. Los planes de estudio o de viaje también pueden cambiar tan a menudo que ninguno llega a cumplirse.

La humildad mantiene honesta la chispa. Cuando las creencias nuevas siguen abiertas a la pregunta, y cuando las ideas lejanas se traen a casa y se ponen a prueba en la vida diaria, esta colocación ofrece una visión más amplia y más libre de lo que puede significar una vida humana.`,
    keywords: ['creencias originales', 'estudios poco habituales', 'viajes repentinos', 'cuestionamiento', 'visión amplia', 'libertad de pensamiento'],
    strengths: ['pensamiento independiente ante las grandes preguntas', 'apertura a otras culturas', 'aprende fuera de los caminos trillados', 'lucidez ganada viajando'],
    challenges: ['opiniones rígidas en nombre de la libertad', 'impaciencia con la tradición', 'planes de estudio o de viaje sin acabar', 'predicar las ideas nuevas con demasiado ímpetu'],
  },
  // Casa 10
  {
    summary: 'Urano en la Casa 10 busca un papel público en sus propios términos, con giros profesionales repentinos y una reputación de originalidad, reforma o independencia.',
    description: `Aquí la escalera profesional rara vez se sube peldaño a peldaño. La Casa 10, que se abre en el Medio Cielo, describe la posición pública, la vocación y la forma de tratar con la autoridad, y Urano situado en ella tiende a producir vidas laborales con curvas cerradas. Una persona puede formarse en un campo, cambiar de rumbo de repente y triunfar en una profesión que apenas existía cuando empezó. El trabajo por cuenta propia, las tareas técnicas, los movimientos de reforma o cualquier papel que permita libertad pueden sentarle bien a esta posición.

La reputación descansa a menudo en ser diferente. Los colegas pueden ver a la persona como la innovadora, la que cuestiona el plan oficial o la forastera que trae ideas frescas. Las figuras de autoridad, de los padres a los jefes, pudieron ser singulares o imprevisibles, y enseñar pronto que las reglas se pueden cambiar.

La tensión llega por los choques con la estructura. Marcharse de un empleo con un portazo, no soportar ninguna cadena de mando o cambiar de dirección tan a menudo que ninguna reputación tiene tiempo de formarse pueden frenar el avance. La vida pública también puede traer vuelcos repentinos difíciles de prever.

Construir un papel con margen para experimentar, y aprender a proponer el cambio en lugar de limitarse a resistir, convierte esta ubicación en un verdadero regalo: una figura pública que abre puertas a mejores maneras de trabajar.`,
    keywords: ['carrera insólita', 'giros repentinos', 'reforma', 'independencia', 'originalidad pública', 'innovación'],
    strengths: ['un liderazgo inventivo', 'valor para cambiar de rumbo profesional', 'visión reformadora', 'fama de ideas frescas'],
    challenges: ['conflictos con la autoridad', 'cambios de empleo bruscos', 'vuelcos públicos', 'dificultad para construir una trayectoria estable'],
  },
  // Casa 11
  {
    summary: 'Entre amigos, grupos y esperanzas compartidas encuentra Urano en la Casa 11 un hogar natural, y reúne aliados singulares en torno a visiones de un futuro mejor.',
    description: `Aquí es donde Urano se siente más a gusto, ya que la Casa 11 se asocia con él desde hace tiempo. Las amistades se forman deprisa y por encima de las barreras de edad, clase y origen, y un círculo puede incluir inventores, activistas, artistas y gente que sencillamente se niega a encajar. Los grupos, los clubes, las comunidades en línea y las causas dan un sentido de propósito y de pertenencia sin el peso del deber familiar.

Las esperanzas tienden a ser grandes y a mirar al futuro. Hay un don para imaginar cómo podrían funcionar mejor las cosas y para reunir a quienes quieren ayudar. Un proyecto de barrio, un espacio de trabajo compartido o una campaña por el cambio pueden nacer de una conversación nocturna entre amigos.

La tensión está entre el grupo y el individuo. Alguien con esta colocación puede unirse con entusiasmo, sentirse luego asfixiado por las normas comunes y marcharse. Las amistades pueden ser muchas pero finas, o terminar de golpe por una diferencia de ideales. El amor a la humanidad en general puede a veces pasar por alto las necesidades de un amigo concreto.

Mantenerse leal en el desacuerdo es aquí el trabajo callado. Cuando los amigos se valoran como personas y no solo como compañeros de ideas, las redes que teje esta posición se vuelven lo bastante sólidas para llevar esperanzas reales al mundo.`,
    keywords: ['amistad', 'grupos', 'visión de futuro', 'causas', 'redes', 'esperanzas compartidas'],
    strengths: ['hace amigos por encima de cualquier diferencia', 'reúne a la gente en torno a una visión', 'ideas frescas para las comunidades', 'soltura en redes y equipos'],
    challenges: ['dejar los grupos de repente', 'muchos amigos y pocos íntimos', 'choques por los ideales', 'perder de vista las necesidades de cada cual'],
  },
  // Casa 12
  {
    summary: 'Urano en la Casa 12 trabaja en silencio entre bastidores, y trae despertares interiores repentinos, lucidez inesperada en la soledad y una vena oculta de independencia.',
    description: `Gran parte de la rebeldía ocurre aquí fuera de la vista. La Casa 12 guarda el retiro, los sueños, los secretos y los lugares íntimos donde el yo descansa del mundo, y Urano en ella puede volver la vida interior mucho más insólita de lo que sugieren las maneras externas. Una cara tranquila en el trabajo puede esconder una mente llena de ideas extrañas, y los destellos de lucidez llegan a menudo durante el sueño, en los largos paseos o en las horas tranquilas a solas.

La soledad no es solo una necesidad sino una fuente de renovación. El tiempo lejos de la gente deja hablar a la intuición, y la comprensión repentina de viejos patrones puede llegar sin avisar. El trabajo en hospitales, casas de retiro, investigación o la ayuda a quienes viven en los márgenes de la sociedad pueden convenir a esta ubicación, porque la compasión puede ser inventiva y práctica.

En tensión, la independencia que nunca se expresa abiertamente puede convertirse en inquietud o en un desasosiego sin causa clara. Los sentimientos pueden reprimirse hasta que estallan, o la persona puede actuar contra sus propios intereses mediante decisiones ocultas. El sueño puede ser ligero y los nervios sobrecargarse con facilidad.

Dar voz al rebelde interior alivia la presión. Un diario, un trabajo creativo tranquilo o el tiempo en la naturaleza permiten que estas revoluciones íntimas afloren con suavidad y conviertan la lucidez secreta en una compasión que llega a los demás.`,
    keywords: ['independencia oculta', 'despertar interior', 'intuición', 'soledad', 'compasión', 'sueños'],
    strengths: ['lucidez repentina en los momentos tranquilos', 'una compasión inventiva', 'libertad hallada en la soledad', 'comprende los patrones ocultos'],
    challenges: ['inquietud reprimida', 'desasosiego sin causa clara', 'actuar en secreto contra sí', 'sueño ligero y nervios a flor de piel'],
  },
];
