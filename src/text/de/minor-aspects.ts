// Urania's own text, translated from its English original (src/text/en); locale de.
import type { MinorAspectText, PointThemes } from '../minor-aspect-text.js';

/**
 * Die Nebenaspekte, deutsch, jeder gelesen mit den Themen des Paares, das er verbindet. Jede Qualität ist ein
 * männliches Wort, und der letzte Satz jeder Beschreibung hat „der Aspekt“ oder „dieser Aspekt“ zum Subjekt, weil
 * der Rahmen (minor-aspect-frames.ts) mit „Er verbindet …“ und „Hier verbindet er …“ fortfährt.
 */
export const MINOR_ASPECTS_DE: MinorAspectText = {
  quincunx: {
    quality: 'ein unbequemer Winkel der Anpassung',
    description: `Der Quincunx, 150 Grad, verbindet zwei Zeichen, die weder Element noch Qualität gemeinsam haben, und so scheinen die beiden Kräfte, die er verknüpft, verschiedene Sprachen zu sprechen. Offen prallt nichts aufeinander; stattdessen verlangt ein stetes, leises Summen des Nichtzusammenpassens nach kleinen, wiederholten Korrekturen, so wie ein Schuh, der beinahe sitzt, jeden Morgen anders geschnürt werden will. Mit Geduld behandelt, lehrt dieser Aspekt Feinabstimmung, Bescheidenheit und die Kunst, zwei Bedürfnissen zugleich Raum zu geben.`,
    keywords: ['Anpassung', 'Feinabstimmung', 'Unstimmigkeit'],
  },
  semiSextile: {
    quality: 'ein stiller, nachbarschaftlicher Draht',
    description: `Das Halbsextil, 30 Grad, verbindet benachbarte Zeichen, die sich in Element und Qualität unterscheiden und doch Seite an Seite stehen. Die Verbindung ist schwach und praktisch: Jede der beiden Kräfte borgt sich ein wenig von der anderen, oft ganz unbemerkt, so wie Nachbarn einander Werkzeug über den Gartenzaun reichen. Als Gabe bringt dieser Aspekt ein langsames, sich allmählich summierendes Wachstum, als Risiko einen leisen Ärger über eine Eigenart, die zu nah liegt, um sie zu übersehen.`,
    keywords: ['Nachbarschaft', 'allmähliches Wachstum', 'feine Verbindung'],
  },
  semiSquare: {
    quality: 'ein scharfer, rastloser Reibungspunkt',
    description: `Das Halbquadrat, 45 Grad, ist ein halbes Quadrat: derselbe Drang zum Handeln, nur ohne das volle Gewicht einer Krise. Es zeigt sich als Ungeduld, als Steinchen im Schuh, das zwei Kräfte wach und leicht aus dem Takt hält. Gut genutzt, liefert dieser Aspekt den kleinen Anstoß, der eine Aufgabe in Gang bringt und in Bewegung hält; sich selbst überlassen, zehrt er an den Nerven und macht dünnhäutig.`,
    keywords: ['Reibung', 'Ungeduld', 'Anstoß'],
  },
  sesquiquadrate: {
    quality: 'ein verzögerter, sich langsam aufstauender Druck',
    description: `Das Anderthalbquadrat, 135 Grad, also anderthalb Quadrate, bringt eine Spannung, die sich im Verborgenen aufbaut und dann in einem ungünstigen Augenblick an die Oberfläche tritt. Getrennt kommen die beiden Kräfte gut genug zurecht, doch unter Druck stolpern sie übereinander. Mit Bewusstheit wird der Aspekt zur Voraussicht: Wer die ersten Anzeichen der Anspannung bemerkt, kann die Energie gezielt einsetzen, statt sie in einem plötzlichen Ausbruch zu verlieren.`,
    keywords: ['Druck', 'Entladung', 'Voraussicht'],
  },
  quintile: {
    quality: 'ein schöpferischer, erfinderischer Funke',
    description: `Das Quintil, 72 Grad, ein Fünftel des Kreises, gehört zu den Harmonien von Talent und Stil, nicht zu denen von Leichtigkeit oder Streit. Es verknüpft zwei Kräfte auf eine Weise, die zum Spiel und zum Handwerk einlädt, ein Geschick, das wächst, je mehr es geübt wird. Selten kündigt sich dieser Aspekt laut an; er zeigt sich in der besonderen Art, wie jemand ein Problem löst oder einem Ding Gestalt gibt.`,
    keywords: ['Talent', 'Handwerk', 'Stil'],
  },
  biquintile: {
    quality: 'ein verborgener Quell eigenständiger Begabung',
    description: `Das Biquintil, 144 Grad, das doppelte Quintil, trägt denselben schöpferischen Ton in einer weniger offensichtlichen Tonart. Die Verbindung der beiden Kräfte tritt meist erst später im Leben oder in ungewöhnlichen Umgebungen hervor, als eine Fähigkeit, die andere überrascht. Mit Aufmerksamkeit und Übung wird der Aspekt zu einer Handschrift: einer ganz persönlichen Art, zu verbinden, was andere getrennt halten.`,
    keywords: ['Originalität', 'spätes Talent', 'Synthese'],
  },
};

/**
 * Ein kurzes Wort für das, wofür jeder Punkt steht, mit dem die Qualität eines Nebenaspekts an ein Paar geknüpft
 * wird. Der Rahmen sagt „Er verbindet {first} mit {second}“: jedes Thema steht darum ohne Artikel und ohne
 * Beugungsendung, damit es im Akkusativ wie im Dativ gleich lautet.
 */
export const POINT_THEMES_DE: PointThemes = {
  Sun: 'Identität und Lebensziel',
  Moon: 'Gefühl und Bedürfnis',
  Mercury: 'Denken und Sprechen',
  Venus: 'Liebe und Wertschätzung',
  Mars: 'Antrieb und Begehren',
  Jupiter: 'Wachstum und Zuversicht',
  Saturn: 'Pflicht und Struktur',
  Uranus: 'Wandel und Freiheit',
  Neptune: 'Fantasie und Sehnsucht',
  Pluto: 'Macht und Erneuerung',
  Chiron: 'Verwundung und Heilung',
  NorthNode: 'Lebensweg und Entwicklung',
  Ascendant: 'Auftreten und Zugang zum Leben',
  Midheaven: 'Beruf und Ansehen',
};
