import type { HylegRuleWords } from '../hyleg-rule.js';

/** The hyleg's rules in French (docs/i18n/fr.md: lieu hylégiaque, syzygie prénatale, Part de Fortune). */
export const HYLEG_WORDS_FR: HylegRuleWords = {
  ptolemyLight: '{lightKey, select, Sun {le} other {la}} {light} dans le lieu hylégiaque {place} de Ptolémée',
  ptolemyLord: '{lord}, qui a le plus de relations de domination sur {firstKey, select, Sun {le} other {la}} {first}, la syzygie prénatale et {sect, select, day {l’Ascendant} other {la Part de Fortune}}, dans le lieu hylégiaque {place}',
  ptolemyFortune: 'aucun luminaire ni maître dans un lieu hylégiaque, une naissance nocturne après une pleine lune : la Part de Fortune',
  ptolemyAscendant: 'aucun luminaire ni maître dans un lieu hylégiaque{sect, select, day {} other {, une naissance nocturne après une nouvelle lune}} : l’Ascendant',
  lillyLight: '{lightKey, select, Sun {le} other {la}} {light} en maison {house}, une maison hylégiaque',
  lillyLord: '{lord}, qui a le plus de dignités essentielles sur {sect, select, day {le degré de la syzygie prénatale} other {le degré de la Lune, celui de la syzygie prénatale et la Part de Fortune}}, en maison {house}',
  lillyAscendant: 'aucun luminaire ni maître dans une maison hylégiaque : l’Ascendant',
};
