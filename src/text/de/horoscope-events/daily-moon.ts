// Urania's own text, translated from its English original (src/text/en); locale de.
import type { HouseCells } from '../../horoscope-event-text.js';

// The Moon's day in each solar house, the closing advice of a day or week by house, and the sign's ruler in each
// house. The 1st house first. A ruler clause follows "…, in deinem {house}," and so is a subordinate clause, verb last
// ("sodass …", "was …").

export const MOON_DAY_DE: HouseCells = [
  [
    'Stimmungen stehen dir ins Gesicht geschrieben, also steh offen dazu, was du brauchst, und nimm dir ein wenig Zeit für dich.',
    'Du bist empfindsamer als sonst, und gerade das macht es leichter, einen Raum zu lesen und zu wissen, was du selbst willst.',
    'Selbstfürsorge, die man sehen darf, passt zur Stimmung: ein gutes Essen, bequeme Kleidung, eine klare Antwort.',
  ],
  [
    'Geborgenheit und Sicherheit zählen jetzt am meisten, also koch dir etwas Gutes oder leg ein wenig Geld zur Seite.',
    'Du willst Dinge, die sich anfassen und behalten lassen; ein kleiner, gut gemachter Kauf befriedigt mehr als ein großer.',
    'Ruhige, praktische Aufgaben beruhigen die Nerven, vor allem solche, die sich bezahlt machen.',
  ],
  [
    'Das Telefon klingelt ohne Pause, und die Besorgungen vermehren sich; halte deine Antworten kurz und freundlich.',
    'Dein Kopf springt von einer Idee zur nächsten, was für ein Gespräch taugt, für einen Vertrag aber weniger.',
    'Ein Plausch mit der Nachbarin oder dem Bruder hebt die Laune des ganzen Tages.',
  ],
  [
    'Es zieht dich nach Hause oder wenigstens an einen Ort, der sich so anfühlt; gib dem nach, wenn du kannst.',
    'Familienthemen und alte Erinnerungen tauchen auf; ein ruhiger Abend daheim bringt dich wieder zu Kräften.',
    'Pflege deine vier Wände: gieß die Pflanzen, koch, ruf jemanden an, der dich schon als Kind kannte.',
  ],
  [
    'Spiel, flirte oder erschaffe etwas; das Herz wünscht sich ein wenig Applaus.',
    'Zeit mit Kindern oder mit einem Lieblingshobby richtet deine Stimmung wieder auf.',
    'Eine kleine Belohnung oder ein spontaner Ausflug ist jetzt wohlverdient.',
  ],
  [
    'Sortieren, putzen, abhaken: Nützliche Arbeit tut jetzt richtig gut.',
    'Dein Körper bittet um Pflege: Trink genug Wasser, geh ein Stück spazieren und früher schlafen.',
    'Einer Kollegin zu helfen oder einen Ablauf zu verbessern, schenkt dir stille Zufriedenheit.',
  ],
  [
    'Die Launen anderer färben auf deine ab, also such dir Gesellschaft, die dir Halt gibt.',
    'Wer dir nahesteht, wünscht sich Aufmerksamkeit, und ein gemeinsames Essen bewirkt mehr als eine lange Aussprache.',
    'Dein Gleichgewicht findest du jetzt über einen anderen Menschen; lass ihn einen Teil der Last tragen.',
  ],
  [
    'Gefühle gehen tief, und ein vertrauliches Gespräch kann zwei Menschen einander näherbringen.',
    'Du bemerkst, was andere verborgen halten; geh mit dieser Einsicht behutsam um.',
    'Kläre eine gemeinsame Rechnung oder ein Versprechen, bevor daraus etwas Größeres wird.',
  ],
  [
    'Unruhe ist ein Zeichen, etwas zu lernen oder irgendwo neu hinzugehen, und sei es nur für eine Stunde.',
    'Das große Ganze tröstet dich, also lies, plane eine Reise oder sprich über Ideen.',
    'Eine Lehrerin, ein Buch oder ein Fremder von weit her könnte deine Stimmung zum Guten wenden.',
  ],
  [
    'Deine öffentliche Seite steht im Blickfeld, also halte bei der Arbeit Wort und achte auf deinen Ruf.',
    'Der Ehrgeiz regt sich, und du willst lieber etwas erreichen als ausruhen; teil dir die Kräfte ein.',
    'Wer das Sagen hat, merkt genau, wie du unter Druck mit Gefühlen umgehst.',
  ],
  [
    'Freunde und Gruppen tragen dich; sag Ja zur Einladung oder sprich selbst eine aus.',
    'Du fühlst dich als Teil von etwas Größerem, wenn du mit anderen zusammenarbeitest.',
    'Teile eine Hoffnung mit jemandem, der dich anfeuern wird.',
  ],
  [
    'Du brauchst mehr Stille als sonst; sag ab, was sich absagen lässt, und ruh dich aus.',
    'Die Intuition ist stark, die Müdigkeit aber auch, also schlaf über große Entscheidungen erst eine Nacht.',
    'Eine Stunde für dich, ein Bad oder ein langer Spaziergang allein tut mehr gut als Gesellschaft.',
  ],
];

export const ADVICE_DE: HouseCells = [
  ['Stell dich ohne Entschuldigung an die erste Stelle und frag danach, wie du helfen kannst.', 'Fang eine persönliche Sache an und bring sie vor dem Schlafengehen zu Ende.'],
  ['Gib Geld nur für Dinge aus, die du auch nächsten Monat noch schätzen wirst.', 'Zähl dein Glück und dein Kleingeld, bevor du dich entscheidest.'],
  ['Sag weniger, sag es gut und schreib den Rest auf.', 'Beantworte zuerst die leichten Nachrichten und die schwierige mit Sorgfalt.'],
  ['Mach dein Zuhause zu dem Ort, an den du gern zurückkehrst.', 'Ruf die Familie an oder räum eine Ecke auf; beides bringt dich zur Ruhe.'],
  ['Halte dir eine Stunde frei für etwas, das du nur aus Freude tust.', 'Lass dein Herz vorangehen und behalte dabei einen Fuß auf dem Boden.'],
  ['Erledige die langweilige Arbeit zuerst und genieße dann den Rest des Tages.', 'Kleine Verbesserungen an deinem Alltag zahlen sich schnell aus.'],
  ['Hör zuerst zu und komm dem anderen dann auf halbem Weg entgegen.', 'Ein faires Abkommen lässt beide Seiten lächelnd auseinandergehen.'],
  ['Vertrauen wächst aus kleinen Versprechen, die gehalten werden.', 'Sprich das Schwierige freundlich aus und meine es auch so.'],
  ['Lies, zieh los oder plane etwas, das dich ein Stück weiterbringt.', 'Lass dich von deiner Neugier ein Stück weiter tragen als sonst.'],
  ['Tritt schon jetzt so auf wie die Fachkraft, die du werden willst.', 'Lass deine Arbeit für sich sprechen und sprich dann selbst für deine Arbeit.'],
  ['Melde dich bei einem Freund und bei einem neuen Kontakt.', 'Geteilte Hoffnungen wachsen schneller als solche, die man für sich behält.'],
  ['Verteidige deine Ruhe so, wie du einen wichtigen Termin verteidigen würdest.', 'Lass etwas los und spüre, wie viel Raum dadurch frei wird.'],
];

export const RULER_HERE_DE: HouseCells = [
  ['was dich zur Hauptfigur deiner eigenen Geschichte macht', 'sodass deine eigene Ausstrahlung dein bestes Werkzeug ist'],
  ['sodass deine Kraft dahin fließt, wo du verdienst und was dir etwas wert ist', 'was Verdienen und Sparen zur Chefsache macht'],
  ['sodass deine Aufmerksamkeit Worten, Plänen und Orten in deiner Nähe gilt', 'was deinen Kopf und dein Telefon auf Trab hält'],
  ['sodass Heim und Familie einen großen Teil deiner Kraft beanspruchen', 'was dem Zuhause Vorrang vor allem anderen gibt'],
  ['sodass Vergnügen, Liebe und Kreativität deine Handschrift tragen', 'was dich bittet, das zu genießen, was du erschaffst'],
  ['sodass Arbeit und Gesundheitsgewohnheiten den größten Teil deines Antriebs binden', 'was Nützlichkeit zu ihrer eigenen Belohnung macht'],
  ['sodass Partner und Vereinbarungen deine Entscheidungen prägen', 'was bedeutet, dass du in guter Gesellschaft am besten handelst'],
  ['sodass das, was du schuldest, teilst oder für dich behältst, deine Aufmerksamkeit verlangt', 'was dich den Menschen zuwendet, denen du am meisten vertraust'],
  ['sodass dich alles anzieht, was deinen Horizont erweitert', 'was deinen Hunger nach Sinn nährt'],
  ['sodass dein Ehrgeiz nach einer öffentlichen Bühne verlangt', 'was deine Arbeit ins Licht der Öffentlichkeit rückt'],
  ['sodass deine Energie den Menschen zugutekommt, mit denen du dich zusammentust', 'was Verbündete wichtiger macht als sonst'],
  ['sodass dir stille Zeit abseits der Menge in die Hände spielt', 'was dich bittet, neue Kraft zu schöpfen, bevor du handelst'],
];
