import type { HoroscopeEventText } from '../../horoscope-event-text.js';

// Urania's own text (original writing for this project), locale es: the lead sentences that name an event and place
// it in a solar house ({house}), the planets' domains, the seasons, and the openings and closings. ICU MessageFormat:
// {signIn} is "en Aries", {planet} "el Sol" or "Mercurio", and {planetGender} chooses "retrógrado" or "retrógrada".

export const LEADS_ES: HoroscopeEventText['leads'] = {
  season: [
    'El {season} llega {when}, {seasonNote}, y el Sol, {signIn}, ilumina {house}.',
    '{when} es el {season}: {seasonNote}, con el Sol {signIn} iluminando {house}.',
    '{when} llega el {season}, {seasonNote}; para ti, el Sol {signIn} brilla sobre {house}.',
  ],
  sunIngress: [
    '{when} el Sol entra {signIn}, {house}.',
    'El Sol entra {signIn} {when} y empieza un mes en {house}.',
    '{when} el Sol pasa a {sign} y enciende la luz en {house}.',
  ],
  solarEclipse: [
    '{aType} {signIn} llega {when} a {house}, y allí empieza un nuevo capítulo.',
    'El {type} {signIn}, {when}, cae en {house}.',
    '{when} se produce {aType} {signIn}, justo en {house}.',
  ],
  lunarEclipse: [
    '{when} la Luna se eclipsa {signIn}: {aType}, en {house}.',
    'El {type} {signIn} llega {when} e ilumina {house}.',
    '{aType} {signIn} ocurre {when} y cae en {house}.',
  ],
  newMoon: [
    '{when} la Luna nueva {signIn} abre una página en blanco en {house}.',
    'La Luna nueva {signIn} llega {when} y siembra una semilla en {house}.',
    '{when} hay Luna nueva {signIn}, en {house}.',
  ],
  fullMoon: [
    '{when} la Luna llena {signIn} ilumina {house}.',
    'La Luna llena {signIn} lleva {when} a su punto culminante los asuntos de {house}.',
    '{when} llega la Luna llena {signIn}, que brilla sobre {house}.',
  ],
  quarterMoon: [
    '{when} el {phase} {signIn} marca un momento de decisión en {house}.',
    'El {phase} llega {when} {signIn}, en {house}.',
  ],
  stationRetrograde: [
    '{when} {planet} se vuelve {planetGender, select, feminine {retrógrada} other {retrógrado}} {signIn}, en {house}, y {flavor} pasan a revisión.',
    '{planet} se estaciona {planetGender, select, feminine {retrógrada} other {retrógrado}} {when} {signIn}, así que {flavor} piden una segunda mirada en {house}.',
    '{when} {planet} se detiene y retrocede {signIn}, y {flavor} vuelven sobre terreno conocido en {house}.',
  ],
  stationDirect: [
    '{when} {planet} retoma el movimiento directo {signIn}, en {house}, y {flavor} vuelven a avanzar.',
    '{planet} se estaciona {planetGender, select, feminine {directa} other {directo}} {when} {signIn}: {flavor} ganan velocidad en {house}.',
    '{when} {planet} termina su retrogradación y avanza de nuevo {signIn}, lo que deja libres {flavor} en {house}.',
  ],
  ingress: [
    '{when} {planet} entra {signIn}, {house}, y trae consigo {flavor}.',
    '{planet} pasa a {sign} {when} y empieza una estancia en {house}.',
    '{when} {planet} se adentra {signIn}, así que {flavor} se orientan hacia {house}.',
  ],
  reentry: [
    '{when} {planet} vuelve a entrar {signIn} en movimiento retrógrado y regresa a {house} para cerrar asuntos pendientes.',
    '{planet}, {planetGender, select, feminine {retrógrada} other {retrógrado}}, vuelve a {sign} {when} para visitar de nuevo {house}.',
  ],
  conjunction: [
    '{when} {planet} y {other} se encuentran {signIn}, en {house}: una cita de planetas lentos que solo se repite una vez en muchos años.',
    'La conjunción entre {planet} y {other} {signIn}, {when}, cae en {house} y abre un ciclo que durará décadas.',
  ],
  moonSign: [
    'La Luna está hoy {signIn}, en {house}, {phaseWords}.',
    'Hoy la Luna recorre {sign}, {house}, {phaseWords}.',
    'Con la Luna {signIn}, {phaseWords}, el ánimo del día se concentra en {house}.',
  ],
  moonMoves: [
    '{when} la Luna entra {signIn} y el ánimo se traslada a {house}.',
    'La Luna llega a {sign} {when} y dirige tu atención hacia {house}.',
    '{when} la Luna sigue su camino hacia {sign}, {house}.',
  ],
  ruler: [
    '{planet}, tu regente, está {signIn}, {house}, {rulerHere}.',
    'Tu planeta regente, {planet}, se encuentra {signIn}, {house}, {rulerHere}.',
    '{planet}, regente de {ownSign}, está {signIn}, {house}, {rulerHere}.',
  ],
  rulerRetrograde: [
    '{planet}, tu regente, está {planetGender, select, feminine {retrógrada} other {retrógrado}} {signIn}, {house}, {rulerHere}; date más tiempo para tus propios planes.',
    'Tu planeta regente, {planet}, retrograda por {sign}, {house}, {rulerHere}, así que revisa antes de empujar.',
  ],
  retrogradeOngoing: [
    '{planet} está {planetGender, select, feminine {retrógrada} other {retrógrado}} {signIn}, {house}.',
    'Con {planet} {planetGender, select, feminine {retrógrada} other {retrógrado}} {signIn}, {house} pide paciencia.',
    '{planet} retrograda por {sign}, {house}: un tiempo para rehacer más que para empezar.',
  ],
  retrogradeTogether: [
    '{planet} están {planetGender, select, feminine {retrógradas} other {retrógrados}} a la vez {signIn}, así que {house} funciona a base de segundos borradores.',
    '{signIn}, {house}, {planet} {count, plural, one {está retrógrado} other {están retrógrados}} a la vez: doble motivo para revisar antes de lanzarte.',
  ],
  transitHarmonious: [
    '{planet} {signIn} da un empujón favorable a {house}.',
    'El apoyo llega a través de {house}, donde {planet} {signIn} trabaja a tu favor.',
    '{planet}, de paso por {sign}, te allana el camino en {house}.',
  ],
  transitChallenging: [
    '{planet} {signIn} agita {house}; toma ese roce como un acicate, no como una señal para detenerte.',
    'Cuenta con algo de presión desde {house}, donde {planet} {signIn} te pide ajustes.',
    '{planet} {signIn} pone a prueba tu paciencia en {house}, así que responde con un plan.',
  ],
  transitNeutral: [
    '{planet} está en tu propio signo, {sign}, en {house}, y puedes aprovechar su energía.',
    '{planet} está {signIn} contigo, en {house}, así que lo que remueve te toca de cerca.',
  ],
  voidMoon: [
    'Hasta {until} la Luna no forma más aspectos {signIn}, así que mantén {house} en la rutina y deja los comienzos para más tarde.',
    'La Luna {signIn} no hace más contactos hasta {until}; en {house}, termina lo empezado en lugar de iniciar nada.',
  ],
  jupiterPassage: [
    '{planet} está {signIn}, {house}, {span}.',
    '{span}, {planet} recorre {sign}, {house}.',
    'Mira hacia {house}: {planet} está allí, {signIn}, {span}.',
  ],
  saturnPassage: [
    '{planet} permanece {signIn}, {house}, {span}.',
    '{span}, {planet} avanza con paso firme por {sign}, {house}.',
    '{planet} transita por {sign}, {house}, {span}.',
  ],
  retrogradePeriod: [
    '{planet} inicia su retrogradación el {date} {signIn}, {house}, y retoma la marcha directa el {date2}, así que {flavor} piden cuidado extra entre una fecha y otra.',
    'Desde el {date}, {planet} retrograda {signIn}, {house}, hasta que vuelve a avanzar el {date2}; {flavor} vuelven sobre terreno conocido.',
    '{planet} se estaciona {planetGender, select, feminine {retrógrada} other {retrógrado}} {signIn} el {date} y {planetGender, select, feminine {directa} other {directo}} el {date2}, con {flavor} en revisión en {house}.',
    '{planet} retrograda {signIn}, {house}, desde el {date} y recupera el movimiento directo el {date2}: una temporada para revisar {flavor}, no para estrenar nada.',
    'Entre el {date} y el {date2}, {planet} camina hacia atrás {signIn}, {house}, antes de retomar la marcha directa; cuenta con que {flavor} vuelvan a estar sobre la mesa.',
    '{planet} desanda sus pasos {signIn}, {house}: {planetGender, select, feminine {retrógrada} other {retrógrado}} desde el {date}, {planetGender, select, feminine {directa} other {directo}} desde el {date2}; {flavor} merecen una segunda pasada.',
  ],
  retrogradePeriodMore: [
    '{planet} está {planetGender, select, feminine {retrógrada} other {retrógrado}} {signIn}, {house}, desde el {date} y {planetGender, select, feminine {directa} other {directo}} de nuevo el {date2}; deja que {flavor} se asienten antes de comprometerte.',
    'El {date} {planet} se estaciona {planetGender, select, feminine {retrógrada} other {retrógrado}} {signIn}, {house}, y el {date2} vuelve a avanzar: {flavor} piden paciencia entre una fecha y otra.',
    '{planet} mantiene un rumbo retrógrado {signIn}, {house}, del {date} a su estación directa del {date2}: un tramo para rematar {flavor}, no para abrir frentes nuevos.',
    'Anota el {date}, cuando {planet} se vuelve {planetGender, select, feminine {retrógrada} other {retrógrado}} {signIn}, {house}, y el {date2}, cuando vuelve a estar {planetGender, select, feminine {directa} other {directo}}: entre una fecha y otra {flavor} vuelven para otra ronda.',
  ],
  retrogradeCrossing: [
    '{planet} se vuelve {planetGender, select, feminine {retrógrada} other {retrógrado}} {signIn}, {house}, el {date}, regresa a {sign2}, {house2}, y allí retoma la marcha directa el {date2}; {flavor} vuelven a terreno que creías cubierto.',
    'Desde el {date}, {planet} está {planetGender, select, feminine {retrógrada} other {retrógrado}} y retrocede de {sign}, {house}, a {sign2}, {house2}, donde vuelve a avanzar el {date2}; {flavor} merecen una segunda mirada.',
    'Entre el {date} y el {date2}, cuando vuelve a estar {planetGender, select, feminine {directa} other {directo}}, {planet} retrocede de {sign}, {house}, a {sign2}, {house2}: {flavor} pasan de un terreno de tu vida a otro antes de asentarse.',
    '{planet} se estaciona {planetGender, select, feminine {retrógrada} other {retrógrado}} {signIn} el {date} y {planetGender, select, feminine {directa} other {directo}} {sign2In} el {date2}, así que {flavor} que se revisan en {house} pasan a {house2}.',
  ],
  retrogradeSince: [
    '{planetGender, select, feminine {Retrógrada} other {Retrógrado}} {signIn}, {house}, desde el {date}, {planet} retoma la marcha directa el {date2}; hasta entonces {flavor} siguen en revisión.',
    '{planet} está {planetGender, select, feminine {retrógrada} other {retrógrado}} {signIn}, {house}, desde el {date} y vuelve a avanzar el {date2}, cuando {flavor} pueden seguir adelante.',
    'El año empieza con {planet} {planetGender, select, feminine {retrógrada} other {retrógrado}} {signIn}, {house}, como lo está desde el {date}; el {date2} retoma la marcha directa y {flavor} ganan ritmo.',
  ],
  retrogradeSinceCrossing: [
    '{planet} está {planetGender, select, feminine {retrógrada} other {retrógrado}} desde el {date}, cuando se estacionó {signIn}, {house}; su marcha atrás {planetGender, select, feminine {la} other {lo}} lleva a {sign2}, {house2}, donde vuelve a avanzar el {date2}, y {flavor} terminan allí su revisión.',
    '{planetGender, select, feminine {Retrógrada} other {Retrógrado}} desde el {date}, cuando se estacionó {signIn}, {house}, {planet} termina su marcha atrás {sign2In}, {house2}, y allí retoma la marcha directa el {date2}; {flavor} reciben un último repaso antes de seguir.',
  ],
};

export const PLANET_FLAVOR_ES: HoroscopeEventText['planetFlavor'] = {
  Sun: ['la vitalidad y el propósito', 'la energía y la confianza'],
  Moon: ['el ánimo y las necesidades', 'los sentimientos y los hábitos'],
  Mercury: ['las conversaciones, los planes y el papeleo', 'los mensajes, los viajes y las decisiones'],
  Venus: ['el amor, el placer y el dinero', 'el afecto, el gusto y los gastos'],
  Mars: ['el empuje, el esfuerzo y el genio', 'la energía, el valor y la competencia'],
  Jupiter: ['el crecimiento, la suerte y la generosidad', 'las oportunidades y el optimismo'],
  Saturn: ['el deber, la estructura y los planes a largo plazo', 'la responsabilidad y el trabajo duro'],
  Uranus: ['el cambio, la libertad y las sorpresas', 'los giros repentinos y las ideas nuevas'],
  Neptune: ['los sueños, los ideales y la intuición', 'la imaginación y la compasión'],
  Pluto: ['el poder, la profundidad y la renovación', 'los cambios de fondo y los asuntos ocultos'],
};

export const SEASON_NOTE_ES: HoroscopeEventText['seasonNote'] = {
  'March equinox': ['el primer día de la primavera en el norte y del otoño en el sur', 'la fecha en que el día y la noche casi se igualan y el zodíaco vuelve a empezar'],
  'June solstice': ['el día más largo en el norte y el más corto en el sur', 'el momento en que la luz del año cambia de rumbo'],
  'September equinox': ['el día en que la luz y la oscuridad vuelven a equilibrarse, con el otoño en el norte y la primavera en el sur', 'el segundo punto de equilibrio del año'],
  'December solstice': ['el día más corto en el norte y el más largo en el sur', 'el comienzo del verano en el sur y del invierno en el norte'],
};

export const FRAMES_ES: HoroscopeEventText['frames'] = {
  weeklyOpening: [
    'Para {sign}, la semana del {start} al {end} gira en torno a {house}.',
    '{sign}, esta semana (del {start} al {end}) pone el peso en {house}.',
    '{sign}, del {start} al {end} tu semana se inclina hacia {house}.',
  ],
  monthlyOpening: [
    '{sign}, {month} de {year} empieza con la mirada puesta en {house}.',
    'Para {sign}, {month} de {year} arranca con el foco en {house}.',
    '{sign}, el mes de {month} de {year} se abre en {house} y avanza desde ahí.',
  ],
  yearlyOpening: [
    'Para {sign}, {year} está marcado por dos maestros lentos: Júpiter, que amplía {house}, y Saturno, que pide un trabajo constante en {house2}.',
    '{sign}, en {year} los planetas lentos te señalan {house}, donde Júpiter trae crecimiento, y {house2}, donde Saturno pide paciencia.',
    'Los grandes temas de {year} llegan para {sign} a {house}, impulsados por Júpiter, y a {house2}, moldeados por Saturno.',
  ],
  yearlyClosing: [
    'En medio de todo, {sign}, no pierdas de vista {house}: es donde este año más te pide y más te devuelve.',
    'Vive {year} estación a estación, {sign}; lo que construyas en {house} durará más que el propio año.',
  ],
  monthlyClosing: [
    'Al final de {month}, {sign}, el trabajo hecho en {house} debería notarse; dale el tiempo que necesita.',
    'Dedica a {house} tus mejores horas este {month}, {sign}; el resto del mes puede ir con la rutina.',
  ],
  weeklyClosing: [
    'Traiga lo que traiga la semana, {sign}, cuida {house} y guarda parte del fin de semana para ti.',
    'Llévate una lección de {house} a la semana que viene, {sign}, y suelta el resto.',
  ],
  quietDay: [
    'Ningún planeta cambia hoy de signo ni de dirección, {sign}, así que la Luna marca el tono en {house}.',
    'Es un día tranquilo para los planetas, {sign}, y el ánimo se decide cerca de casa, en {house}.',
  ],
  quietWeek: [
    'Ningún planeta cambia de signo ni de dirección esta semana, {sign}, así que el viaje de la Luna desde {house} hace casi todo el trabajo.',
    'Los planetas están en calma esta semana, {sign}, y la Luna lleva el hilo de la historia, empezando por {house}.',
  ],
};

export const PHASE_WORDS_ES: HoroscopeEventText['phaseWords'] = {
  'New Moon': ['oscura y nueva', 'oculta en su fase nueva'],
  'Waxing Crescent': ['como un fino creciente que aumenta cada tarde', 'creciente, una joven hoz de luz'],
  'First Quarter': ['medio iluminada y creciendo', 'en su cuarto creciente'],
  'Waxing Gibbous': ['camino de la plenitud', 'más que medio iluminada y todavía creciendo'],
  'Full Moon': ['llena y brillante', 'brillando en plenitud'],
  'Waning Gibbous': ['ya pasado el plenilunio y menguando', 'menguante tras el plenilunio'],
  'Last Quarter': ['medio iluminada y menguando', 'en su cuarto menguante'],
  'Waning Crescent': ['como una fina hoz en el cielo del amanecer', 'menguando hasta quedar en una fina hoz'],
};
