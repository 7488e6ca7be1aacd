import type { UntimedText } from '../../natal-text.js';

// Urania's own text, translated from its English original (src/text/en); locale fr.
// The notes of a report without a birth time (src/text/en/natal/untimed.ts, UNTIMED_EN).

/** Les notes d’un rapport sans heure de naissance, en français. */
export const UNTIMED_FR: UntimedText = {
  noTime: `Ce rapport a été établi sans heure de naissance : il lit donc le ciel de toute la journée de naissance. Les maisons, l’Ascendant, le Milieu du Ciel, le maître du thème et la Part de Fortune dépendent tous de la minute exacte de la naissance, et ils sont laissés de côté plutôt que devinés. Les signes des planètes et la plupart de leurs aspects valent pour la journée entière. La Lune fait exception : elle parcourt environ treize degrés en un jour, si bien que son degré, ses aspects et parfois son signe dépendent de l’heure. Là où une position a pu varier au cours de la journée, le rapport le signale.`,
  signChange: `{body} a changé de signe le jour de la naissance : d’abord en {first}, puis en {second} {when}. Sans heure de naissance, le rapport ne peut pas savoir laquelle des deux positions s’applique, et il donne donc les deux lectures. Beaucoup de gens se reconnaissent davantage dans l’une que dans l’autre, et cette reconnaissance peut même aider un astrologue attentif à resserrer l’heure probable de la naissance.`,
  moonRange: `Tout au long du jour natal, la Lune est restée en {sign}, allant de {start} à {end}. Son signe est donc certain, mais son degré exact, ainsi que les orbes de ses aspects, dépendent de l’heure de naissance : un aspect indiqué ici est celui qu’elle formait à midi, et il a pu être plus serré ou plus large au moment réel de la naissance.`,
};
