import type { WarningWords } from '../warning-words.js';

/**
 * The chart records' warnings in English: the source, byte for byte the sentences the library has always written
 * (src/time/civil-time.ts, src/houses/, the natal chart's parts, planetary hours, the text fallback).
 */
export const WARNING_WORDS_EN: WarningWords = {
  noonAssumed: 'time not given: local noon (12:00) assumed',
  localMeanTime:
    "{timezone} was still on local mean time on {date}: the offset is the birth longitude's mean time, UTC{offset} (longitude {longitude}° / 15)",
  clockFold:
    '{time} occurred twice on {date} in {timezone} (clocks went back {minutes} min): the first occurrence, UTC{offset}, was used (the second is UTC{otherOffset})',
  clockGap: '{time} did not exist on {date} in {timezone} (clocks went forward {minutes} min): moved forward to {movedTime} UTC{offset}',
  intlDisagrees:
    "the runtime's Intl gives {timezone} UTC{intlOffset} on {date}; the tz database {version} gives UTC{offset} ({abbreviation}), which was used (docs/time.md \"Historical offsets\")",
  deltaTBlur:
    'ΔT (TT − UT) around {year} is known to ±{sigma} s (1σ, docs/time.md "ΔT"): within it the Ascendant moves by up to {spread}°, so the houses and angles are uncertain by as much',
  porphyryFallback: "{reason}: at latitude {latitude}° Porphyry cusps are returned instead (systemUsed 'Porphyry').",
  housesOverlap: '{system} cusps do not run around the zodiac in one consistent order here (houses would overlap)',
  apcUndefined: "APC is undefined here (the Ascendant's diurnal circle does not cross the horizon)",
  polarUndefined:
    '{system, select, Koch {Koch is undefined inside the polar circles (the MC degree need not rise)} ' +
    'Gauquelin {Gauquelin sectors are undefined inside the polar circles (some degrees never rise or set)} ' +
    'other {{system} is undefined inside the polar circles (some degrees never rise or set)}}',
  polesHorizon: 'at the geographic poles every {system} house circle coincides with the horizon',
  sunDeclinationMissing: "{system} houses need the Sun's declination, which was not given",
  sunNeverRises: '{system} houses are undefined when the Sun neither rises nor sets (polar day or night)',
  horizonReversed:
    'Horizon houses run against the order of the signs here: at latitude {latitude}° the vertical circles meet the ecliptic on the branch whose cusp 1 is the Vertex, not the Antivertex.',
  polarMidheaven:
    'The MC is below the horizon at latitude {latitude}° (inside the polar circle): {system} cusp 10 is the meridian point above the horizon (MC + 180°) and the houses run against the order of the signs.',
  bodyOmitted: '{body} omitted: {detail}',
  equalHours:
    'no sunrise/sunset cycle at latitude {latitude} on {date} (polar day or night): equal 60-minute hours from 06:00 local mean solar time are given instead',
  clocksChanged:
    'The clocks of {timezone} changed inside the window, at {instant} ({before} to {after}): clock times from then on are read with the new offset.',
  familyQuoted: '{language}: the {family} have no translation yet; what this record quotes of them reads in English.',
  entriesUntranslated:
    '{language}: {count, plural, one {1 {family} entry has no translation yet and reads} other {{count} {family} entries have no translation yet and read}} ' +
    'in English: {listed}{more, plural, =0 {} other { and {more} more}}.',
  familyComposed: '{language}: the {family} have no translation yet and read in English.',
};
