import type { WarningWords } from '../warning-words.js';

/** The chart records' warnings in French (terms: docs/i18n/fr.md — cuspide, Milieu du Ciel, temps moyen local). */
export const WARNING_WORDS_FR: WarningWords = {
  noonAssumed: 'heure de naissance non indiquée : midi local (12:00) retenu',
  localMeanTime:
    'le {date}, le fuseau {timezone} suivait encore le temps moyen local : le décalage est le temps moyen de la longitude de naissance, UTC{offset} (longitude {longitude}° / 15)',
  clockFold:
    '{time} a eu lieu deux fois le {date} dans le fuseau {timezone} (les horloges ont reculé de {minutes} min) : la première, UTC{offset}, a été retenue (la seconde est UTC{otherOffset})',
  clockGap:
    '{time} n’a pas existé le {date} dans le fuseau {timezone} (les horloges ont avancé de {minutes} min) : heure avancée à {movedTime} (UTC{offset})',
  intlDisagrees:
    'l’Intl de l’environnement d’exécution donne pour le fuseau {timezone} UTC{intlOffset} le {date} ; la base tz {version} donne UTC{offset} ({abbreviation}), valeur retenue (voir docs/time.md)',
  deltaTBlur:
    'ΔT (TT − UT) n’est connu vers {year} qu’à ±{sigma} s près (1σ, voir docs/time.md) : dans cette marge, l’Ascendant se déplace jusqu’à {spread}°, si bien que les maisons et les angles sont incertains d’autant',
  porphyryFallback: '{reason} : à la latitude {latitude}°, les cuspides de Porphyre sont données à la place.',
  housesOverlap: 'les cuspides {system} ne font pas ici le tour du zodiaque dans un seul sens (les maisons se chevaucheraient)',
  apcUndefined: 'les maisons APC ne sont pas définies ici (le cercle diurne de l’Ascendant ne coupe pas l’horizon)',
  polarUndefined:
    '{system, select, Koch {les maisons Koch ne sont pas définies à l’intérieur des cercles polaires (le degré du Milieu du Ciel peut ne pas se lever)} ' +
    'Gauquelin {les secteurs de Gauquelin ne sont pas définis à l’intérieur des cercles polaires (certains degrés ne se lèvent ni ne se couchent jamais)} ' +
    'other {les maisons {system} ne sont pas définies à l’intérieur des cercles polaires (certains degrés ne se lèvent ni ne se couchent jamais)}}',
  polesHorizon: 'aux pôles géographiques, chaque cercle de maison {system} se confond avec l’horizon',
  sunDeclinationMissing: 'les maisons {system} demandent la déclinaison du Soleil, qui n’a pas été donnée',
  sunNeverRises: 'les maisons {system} ne sont pas définies quand le Soleil ne se lève ni ne se couche (jour ou nuit polaire)',
  horizonReversed:
    'Les maisons de l’horizon vont ici à rebours de l’ordre des signes : à la latitude {latitude}°, les cercles verticaux coupent l’écliptique sur la branche dont la cuspide 1 est le Vertex, non l’Anti-Vertex.',
  polarMidheaven:
    'Le Milieu du Ciel est sous l’horizon à la latitude {latitude}° (à l’intérieur du cercle polaire) : la cuspide 10 {system} est le point du méridien au-dessus de l’horizon (Milieu du Ciel + 180°) et les maisons vont à rebours de l’ordre des signes.',
  bodyOmitted:
    '{body} laissé de côté : {code, select, OUT_OF_RANGE {la date sort de l’éphéméride disponible} ' +
    'UNSUPPORTED {son éphéméride n’est pas chargée (loadBodies)} other {sa position n’a pas pu être calculée}}',
  equalHours:
    'pas d’alternance de lever et de coucher du Soleil à la latitude {latitude}° le {date} (jour ou nuit polaire) : des heures égales de 60 minutes à partir de 06:00, temps solaire moyen local, sont données à la place',
  clocksChanged:
    'Les horloges du fuseau {timezone} ont changé dans la fenêtre, le {instant} (de {before} à {after}) : les heures affichées à partir de là suivent le nouveau décalage.',
  familyQuoted: '{language} : « {family} » n’a pas encore de traduction ; ce que cet enregistrement en cite est en anglais.',
  entriesUntranslated:
    '{language} : {count, plural, one {1 entrée de « {family} » n’a pas encore de traduction et reste} other {{count} entrées de « {family} » n’ont pas encore de traduction et restent}} ' +
    'en anglais : {listed}{more, plural, =0 {} other { et {more} de plus}}.',
  familyComposed: '{language} : « {family} » n’a pas encore de traduction ; ces textes sont en anglais.',
};
