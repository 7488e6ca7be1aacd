import type { WarningWords } from '../warning-words.js';

/** The chart records' warnings in Italian (terms: docs/i18n/it.md — cuspide, Medio Cielo, tempo medio locale). */
export const WARNING_WORDS_IT: WarningWords = {
  noonAssumed: 'ora di nascita non indicata: si assume il mezzogiorno locale (12:00)',
  localMeanTime:
    'il {date} il fuso {timezone} seguiva ancora il tempo medio locale: lo scarto è il tempo medio della longitudine di nascita, UTC{offset} (longitudine {longitude}° / 15)',
  clockFold:
    'le {time} si sono avute due volte il {date} nel fuso {timezone} (orologi indietro di {minutes} min): si è usata la prima, UTC{offset} (la seconda è UTC{otherOffset})',
  clockGap:
    'le {time} non sono esistite il {date} nel fuso {timezone} (orologi avanti di {minutes} min): ora spostata alle {movedTime} (UTC{offset})',
  intlDisagrees:
    'l’Intl dell’ambiente di esecuzione dà per il fuso {timezone} UTC{intlOffset} il {date}; la banca dati tz {version} dà UTC{offset} ({abbreviation}), valore usato (vedi docs/time.md)',
  deltaTBlur:
    'verso il {year} ΔT (TT − UT) è noto solo a ±{sigma} s (1σ, vedi docs/time.md): entro questo margine l’Ascendente si sposta fino a {spread}°, quindi case e angoli sono incerti di altrettanto',
  porphyryFallback: '{reason}: alla latitudine {latitude}° si danno invece le cuspidi di Porfirio.',
  housesOverlap: 'qui le cuspidi di {system} non percorrono lo zodiaco in un solo verso (le case si sovrapporrebbero)',
  apcUndefined: 'le case APC qui non sono definite (il cerchio diurno dell’Ascendente non taglia l’orizzonte)',
  polarUndefined:
    '{system, select, Koch {le case di Koch non sono definite entro i circoli polari (il grado del Medio Cielo può non sorgere)} ' +
    'Gauquelin {i settori di Gauquelin non sono definiti entro i circoli polari (alcuni gradi non sorgono né tramontano mai)} ' +
    'other {le case di {system} non sono definite entro i circoli polari (alcuni gradi non sorgono né tramontano mai)}}',
  polesHorizon: 'ai poli geografici ogni cerchio di casa di {system} coincide con l’orizzonte',
  sunDeclinationMissing: 'le case di {system} richiedono la declinazione del Sole, che non è stata indicata',
  sunNeverRises: 'le case di {system} non sono definite quando il Sole non sorge né tramonta (giorno o notte polare)',
  horizonReversed:
    'Qui le case dell’orizzonte vanno contro l’ordine dei segni: alla latitudine {latitude}° i cerchi verticali tagliano l’eclittica sul ramo la cui cuspide 1 è il Vertice, non l’Antivertice.',
  polarMidheaven:
    'Il Medio Cielo è sotto l’orizzonte alla latitudine {latitude}° (entro il circolo polare): la cuspide 10 di {system} è il punto del meridiano sopra l’orizzonte (Medio Cielo + 180°) e le case vanno contro l’ordine dei segni.',
  bodyOmitted:
    '{body} escluso: {code, select, OUT_OF_RANGE {la data cade fuori dall’effemeride disponibile} ' +
    'UNSUPPORTED {la sua effemeride non è caricata (loadBodies)} other {non è stato possibile calcolarne la posizione}}',
  equalHours:
    'nessun ciclo di alba e tramonto alla latitudine {latitude}° il {date} (giorno o notte polare): si danno invece ore uguali di 60 minuti dalle 06:00 di tempo solare medio locale',
  clocksChanged:
    'Gli orologi del fuso {timezone} sono cambiati dentro la finestra, il {instant} (da {before} a {after}): da lì in poi gli orari si leggono con il nuovo scarto.',
  familyQuoted: '{language}: «{family}» non ha ancora una traduzione; ciò che questo record ne cita è in inglese.',
  entriesUntranslated:
    '{language}: {count, plural, one {1 voce di «{family}» non ha ancora una traduzione ed è} other {{count} voci di «{family}» non hanno ancora una traduzione e sono}} ' +
    'in inglese: {listed}{more, plural, =0 {} other { e altre {more}}}.',
  familyComposed: '{language}: «{family}» non ha ancora una traduzione; questi testi sono in inglese.',
};
