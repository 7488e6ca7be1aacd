// Urania's own text, translated from its English original (src/text/en); locale de.
import type { CompatibilityText } from '../compatibility-text.js';
import type { PartialText } from '../partial-text.js';

/**
 * The sign-compatibility text in German: by the element pair, the modality pair and the natural aspect; absent reads
 * English. `{a}` and `{b}` stand for the bare sign names (Widder, Jungfrau, Zwillinge) and are only ever joined by
 * „und“ as the plural subject of their sentence, so that any gender and number reads alike; the two signs are then
 * „das eine Zeichen“ and „das andere“, the partners of the modality and aspect texts „der eine“ and „der andere“.
 */
export const COMPATIBILITY_TEXT_DE: PartialText<CompatibilityText> = {
  elements: {
    'Fire+Fire': {
      reading: '{a} und {b} brennen mit demselben Brennstoff: Jedes der beiden Zeichen erkennt sofort den Lebenshunger des anderen.',
      strengths: ['gemeinsame Begeisterung, die Pläne in Taten verwandelt', 'großzügig und offen gezeigte Zuneigung'],
      challenges: ['zwei Temperamente, die sich im selben Augenblick entzünden', 'keiner von beiden, der noch die Glut hütet, wenn der Brand nachlässt'],
    },
    'Fire+Earth': {
      reading: '{a} und {b} begegnen sich dort, wo Hitze auf Boden trifft: Das eine Zeichen will springen, das andere bauen, und beide schätzen Ergebnisse.',
      strengths: ['Ehrgeiz, hinter dem ein tragfähiger Plan steht', 'Treue, sobald das Vertrauen einmal verdient ist'],
      challenges: ['Ungeduld auf der einen Seite, Vorsicht auf der anderen', 'Streit über Tempo, Ausgaben und Risiko'],
    },
    'Fire+Air': {
      reading: '{a} und {b} nähren einander wie der Wind eine Flamme: Ideen fangen rasch Feuer und breiten sich weit aus.',
      strengths: ['lebhafte Gespräche und eine gemeinsame Lust auf Abenteuer', 'die Ermutigung, größer zu denken'],
      challenges: ['Unruhe, wenn der Alltag Routine wird', 'Versprechen, denen die Taten nicht hinterherkommen'],
    },
    'Fire+Water': {
      reading: '{a} und {b} ergeben zusammen Dampf: intensiv und bewegend, auch wenn jedes Zeichen das andere ersticken oder verbrühen kann.',
      strengths: ['Leidenschaft mit echter seelischer Tiefe', 'Mut von der einen, Mitgefühl von der anderen Seite'],
      challenges: ['Unverblümtheit, die ein empfindsames Gegenüber verletzt', 'Launen, die ein spontanes Gegenüber dämpfen'],
    },
    'Earth+Earth': {
      reading: '{a} und {b} stehen auf demselben festen Boden: praktisch, geduldig und beständig in allem, was sie aufbauen.',
      strengths: ['verlässliche Routinen und gemeinsame langfristige Ziele', 'sinnliches, gemächliches Wohlbehagen zu zweit'],
      challenges: ['ausgefahrene Gleise, die als Stabilität gelten', 'Gefühle, die unausgesprochen bleiben, damit die Arbeit erledigt wird'],
    },
    'Earth+Air': {
      reading: '{a} und {b} sprechen verschiedene Sprachen, die eine der Tatsachen und die andere der Ideen, und müssen das Übersetzen erst lernen.',
      strengths: ['an der Wirklichkeit geprüfte Theorien', 'eine nützliche Mischung aus Vision und Methode'],
      challenges: ['der eine Teil findet den anderen zu distanziert, der andere fühlt sich gebremst', 'ein unterschiedliches Bedürfnis nach Neuem'],
    },
    'Earth+Water': {
      reading: '{a} und {b} bilden zusammen einen fruchtbaren Boden: Fürsorge und Beständigkeit lassen hier etwas Dauerhaftes wachsen.',
      strengths: ['tiefe gegenseitige Unterstützung und der gemeinsame Wunsch, sich sicher zu fühlen', 'ein Zuhause, das wie ein Zufluchtsort wirkt'],
      challenges: ['Sorge, die sich selbst nährt', 'das Festhalten an der Vergangenheit, an Besitz oder Groll'],
    },
    'Air+Air': {
      reading: '{a} und {b} teilen sich den offenen Himmel: Die Köpfe finden mühelos zueinander, und es bleibt reichlich Raum zum Atmen.',
      strengths: ['endlose Gespräche und gegenseitige Neugier', 'Respekt vor der Unabhängigkeit des anderen'],
      challenges: ['über Gefühle reden, statt sie zu fühlen', 'Pläne, die auf dem Papier bleiben'],
    },
    'Air+Water': {
      reading: '{a} und {b} sind Nebel und Wetter: Denken trifft auf Gefühl, und jedes Zeichen kann dem anderen ein Rätsel sein.',
      strengths: ['Fantasie, hinter der ein Herz schlägt', 'das eine benennt, was das andere spürt'],
      challenges: ['kühler Verstand trifft auf verletzte Gefühle', 'widersprüchliche Signale in Sachen Nähe und Distanz'],
    },
    'Water+Water': {
      reading: '{a} und {b} fließen ineinander: Das Verständnis zwischen ihnen reicht tief, oft auch ohne Worte.',
      strengths: ['intuitives Einfühlungsvermögen und seelische Treue', 'ein sicherer Ort für Verletzlichkeit'],
      challenges: ['Stimmungen, die sich steigern, statt abzuklingen', 'schwierigen Gesprächen ausweichen, um den Frieden zu wahren'],
    },
  },
  modalities: {
    'Cardinal+Cardinal': {
      reading: 'Beide stoßen gern Dinge an und übernehmen die Führung; das bringt Schwung und ein Gerangel darum, wer am Steuer sitzt.',
      strengths: ['ein Paar, das schnell in Gang kommt'],
      challenges: ['Machtkämpfe um die Frage, wer entscheidet'],
    },
    'Cardinal+Fixed': {
      reading: 'Der eine bahnt den Weg, und der andere hält das gewonnene Terrain: Das ist eine ganz natürliche Arbeitsteilung.',
      strengths: ['Initiative, gepaart mit langem Atem'],
      challenges: ['wer anstößt, reibt sich am Widerwillen des anderen, den Kurs zu ändern'],
    },
    'Cardinal+Mutable': {
      reading: 'Der eine gibt die Richtung vor, der andere passt die Route an, sodass Pläne sich biegen, ohne zu brechen.',
      strengths: ['Beweglichkeit auf dem Weg zu einem klaren Ziel'],
      challenges: ['der Anpassungsfähige fühlt sich womöglich eher gelenkt als gehört'],
    },
    'Fixed+Fixed': {
      reading: 'Beide sind beständig und entschlossen: Zusammen stehen sie unverrückbar, oder sie stehen unverrückbar gegeneinander.',
      strengths: ['tiefe Treue und Ausdauer'],
      challenges: ['Pattsituationen, in denen keiner nachgibt'],
    },
    'Fixed+Mutable': {
      reading: 'Der eine gibt Halt, der andere bringt Bewegung: Füreinander sind sie ein Ruhepunkt und ein Hauch von Wandel.',
      strengths: ['Stabilität, die dennoch Raum zur Entwicklung lässt'],
      challenges: ['der Beständige deutet jede Veränderung als Unzuverlässigkeit'],
    },
    'Mutable+Mutable': {
      reading: 'Beide passen sich bereitwillig an; das wahrt den Frieden, kann das Paar aber auch ohne Anker lassen.',
      strengths: ['ein leichtes Geben und Nehmen'],
      challenges: ['Treibenlassen und Unentschlossenheit, wenn eine klare Entscheidung nötig ist'],
    },
  },
  aspects: {
    conjunction: {
      reading: 'Im selben Zeichen spiegeln die beiden einander; das bringt sofortiges Wiedererkennen, aber auch dieselben blinden Flecken.',
      strengths: ['Verständnis ohne Erklärungen'],
      challenges: ['niemand, der ergänzt, was beiden fehlt'],
    },
    semiSextile: {
      reading: 'Als Nachbarzeichen stehen sie Seite an Seite, ohne einander ganz zu sehen; jedes verkörpert, worauf das andere zuwächst oder was es hinter sich lässt.',
      strengths: ['eine leise Gelegenheit, aus dem Unterschied zu lernen'],
      challenges: ['feine Reibung, die sich schwer benennen lässt'],
    },
    sextile: {
      reading: 'Zwei Zeichen voneinander entfernt, bilden sie ein Sextil: eine freundliche Öffnung, die Mühe von beiden Seiten belohnt.',
      strengths: ['mühelose Zusammenarbeit und gemeinsame Interessen'],
      challenges: ['die Bindung kann locker bleiben, wenn nicht einer etwas in sie investiert'],
    },
    square: {
      reading: 'Mit drei Zeichen Abstand stehen sie im Quadrat: Die Spannung ist echt, und ebenso echt ist das Wachstum, das sie erzwingt.',
      strengths: ['ein Ansporn, sich zu verändern und die Dinge anzupacken'],
      challenges: ['widerstreitende Prioritäten, die offen verhandelt werden müssen'],
    },
    trine: {
      reading: 'Im Abstand von vier Zeichen bilden sie ein Trigon: dasselbe Element und ein müheloses Fließen zwischen ihnen.',
      strengths: ['natürliche Harmonie und gegenseitige Ermutigung'],
      challenges: ['Behaglichkeit, die in Selbstzufriedenheit umschlagen kann'],
    },
    quincunx: {
      reading: 'Mit fünf Zeichen Abstand bilden sie einen Quincunx: Von Natur aus haben sie wenig gemeinsam, also muss das Paar ständig nachjustieren.',
      strengths: ['Wachstum durch stete Feinabstimmung'],
      challenges: ['Missverständnisse darüber, was jeder Einzelne braucht'],
    },
    opposition: {
      reading: 'Über den Tierkreis hinweg stehen sie einander gegenüber und bilden eine Opposition: Jedes ist, was das andere nicht ist, und das zieht an und polarisiert.',
      strengths: ['starke Anziehung und ein Gleichgewicht, wenn beide aufeinander zugehen'],
      challenges: ['ein Tauziehen zwischen zwei Arten, das Leben zu führen'],
    },
  },
  // A sign with itself: „zwei im Zeichen Löwe Geborene“, the bare name after „im Zeichen“, the pair in the plural.
  sameSign: {
    Fire: 'Zwei im Zeichen {a} Geborene brennen mit demselben Brennstoff: Jeder sieht im anderen das eigene Feuer und antwortet ihm sofort.',
    Earth: 'Zwei im Zeichen {a} Geborene stehen auf demselben festen Boden, praktisch und geduldig, und bauen im selben ruhigen Tempo.',
    Air: 'Zwei im Zeichen {a} Geborene teilen sich einen offenen Himmel: Ihre Köpfe finden mühelos zueinander, und jeder lässt dem anderen Raum zum Atmen.',
    Water: 'Zwei im Zeichen {a} Geborene fließen ineinander: Sie verstehen einander tief, oft ganz ohne Worte.',
  },
};
