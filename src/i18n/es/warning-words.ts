import type { WarningWords } from '../warning-words.js';

/** The chart records' warnings in Spanish (terms: docs/i18n/es.md — cúspide, Medio Cielo, hora media local). */
export const WARNING_WORDS_ES: WarningWords = {
  noonAssumed: 'hora de nacimiento no indicada: se toma el mediodía local (12:00)',
  localMeanTime:
    'el {date}, la zona {timezone} aún seguía la hora media local: el desfase es la hora media de la longitud de nacimiento, UTC{offset} (longitud {longitude}° / 15)',
  clockFold:
    'las {time} ocurrieron dos veces el {date} en la zona {timezone} (los relojes se atrasaron {minutes} min): se tomó la primera, UTC{offset} (la segunda es UTC{otherOffset})',
  clockGap:
    'las {time} no existieron el {date} en la zona {timezone} (los relojes se adelantaron {minutes} min): la hora se adelanta a las {movedTime} (UTC{offset})',
  intlDisagrees:
    'el Intl del entorno de ejecución da para la zona {timezone} UTC{intlOffset} el {date}; la base de datos tz {version} da UTC{offset} ({abbreviation}), que es la que se usó (véase docs/time.md)',
  deltaTBlur:
    'hacia {year}, ΔT (TT − UT) solo se conoce con ±{sigma} s (1σ, véase docs/time.md): dentro de ese margen el Ascendente se desplaza hasta {spread}°, así que las casas y los ángulos son inciertos en la misma medida',
  porphyryFallback: '{reason}: en la latitud {latitude}° se dan en su lugar las cúspides de Porfirio.',
  housesOverlap: 'aquí las cúspides de {system} no recorren el zodíaco en un único sentido (las casas se solaparían)',
  apcUndefined: 'las casas APC no están definidas aquí (el círculo diurno del Ascendente no corta el horizonte)',
  polarUndefined:
    '{system, select, Koch {las casas de Koch no están definidas dentro de los círculos polares (el grado del Medio Cielo puede no salir)} ' +
    'Gauquelin {los sectores de Gauquelin no están definidos dentro de los círculos polares (algunos grados nunca salen ni se ponen)} ' +
    'other {las casas de {system} no están definidas dentro de los círculos polares (algunos grados nunca salen ni se ponen)}}',
  polesHorizon: 'en los polos geográficos cada círculo de casa de {system} coincide con el horizonte',
  sunDeclinationMissing: 'las casas de {system} necesitan la declinación del Sol, que no se indicó',
  sunNeverRises: 'las casas de {system} no están definidas cuando el Sol ni sale ni se pone (día o noche polar)',
  horizonReversed:
    'Aquí las casas del horizonte van contra el orden de los signos: en la latitud {latitude}° los círculos verticales cortan la eclíptica en la rama cuya cúspide 1 es el Vértex, no el Antivértex.',
  polarMidheaven:
    'El Medio Cielo está bajo el horizonte en la latitud {latitude}° (dentro del círculo polar): la cúspide 10 de {system} es el punto del meridiano sobre el horizonte (Medio Cielo + 180°) y las casas van contra el orden de los signos.',
  bodyOmitted:
    '{body} queda fuera: {code, select, OUT_OF_RANGE {la fecha cae fuera de las efemérides disponibles} ' +
    'UNSUPPORTED {sus efemérides no están cargadas (loadBodies)} other {no se pudo calcular su posición}}',
  equalHours:
    'no hay ciclo de salida y puesta del Sol en la latitud {latitude}° el {date} (día o noche polar): en su lugar se dan horas iguales de 60 minutos desde las 06:00, hora solar media local',
  clocksChanged:
    'Los relojes de la zona {timezone} cambiaron dentro de la ventana, el {instant} (de {before} a {after}): desde entonces las horas se leen con el nuevo desfase.',
  familyQuoted: '{language}: «{family}» aún no tiene traducción; lo que este registro cita de ello está en inglés.',
  entriesUntranslated:
    '{language}: {count, plural, one {1 entrada de «{family}» aún no tiene traducción y está} other {{count} entradas de «{family}» aún no tienen traducción y están}} ' +
    'en inglés: {listed}{more, plural, =0 {} other { y {more} más}}.',
  familyComposed: '{language}: «{family}» aún no tiene traducción; estos textos están en inglés.',
};
