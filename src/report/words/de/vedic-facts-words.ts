import type { PartialVedicFactsWords } from '../../vedic-facts-words.js';

// The sources many yogas share, written once: „Kap.“ for chapter, „V.“ / „Vv.“ for verse(s) (docs/i18n/de.md).
const MAHAPURUSHA = 'BPHS Kap. 75 Vv. 1–2; Phaladeepika Kap. 6 V. 1; Raman 300';
const CHANDRA = 'BPHS Kap. 37 Vv. 7–10; Brihat Jataka Kap. 13; Saravali Kap. 13';
const SURYA = 'BPHS Kap. 38 Vv. 1–4; Saravali Kap. 14';
const NABHASA = 'BPHS Kap. 35; Brihat Jataka Kap. 12';
const VIPARITA = 'Uttara Kalamrita Kap. 4; Raman 300';
const PHALADEEPIKA_RAMAN = 'Phaladeepika Kap. 6; Raman 300';
const RAMAN_PHALADEEPIKA = 'Raman 300; Phaladeepika Kap. 6';
const DHANA = 'BPHS Kap. 41; Raman 300';
const BPHS_36 = 'BPHS Kap. 36; Raman 300';

/** A Pancha-Mahapurusha-Yoga: the graha in a Kendra from the Lagna, in its own sign, Moolatrikona or exaltation. */
const mahapurusha = (graha: string, signs: string) => `${graha} in einem Kendra (1., 4., 7. oder 10. Haus) vom Lagna aus, im eigenen Zeichen, im Moolatrikona oder in der Erhöhung (${signs}).`;

/**
 * The yoga rules and sources the Vedic report quotes, in German (issue 31): one member per yoga, by the
 * catalogue's yoga id; whatever is absent reads English. (The nakshatra symbols are the Vedic words',
 * src/i18n/de/vedic-words.ts.)
 */
export const VEDIC_FACTS_WORDS_DE: PartialVedicFactsWords = {
  yogas: {
    ruchaka: { rule: mahapurusha('Mars', 'Widder, Skorpion, Steinbock'), source: MAHAPURUSHA },
    bhadra: { rule: mahapurusha('Merkur', 'Zwillinge, Jungfrau'), source: MAHAPURUSHA },
    hamsa: { rule: mahapurusha('Jupiter', 'Schütze, Fische, Krebs'), source: MAHAPURUSHA },
    malavya: { rule: mahapurusha('Venus', 'Stier, Waage, Fische'), source: MAHAPURUSHA },
    shasha: { rule: mahapurusha('Saturn', 'Steinbock, Wassermann, Waage'), source: MAHAPURUSHA },
    sunapha: { rule: 'Ein Planet außer Sonne und Knoten (Mars, Merkur, Jupiter, Venus oder Saturn) im 2. Haus vom Mond aus.', source: CHANDRA },
    anapha: { rule: 'Ein Planet außer Sonne und Knoten im 12. Haus vom Mond aus.', source: CHANDRA },
    durudhara: { rule: 'Planeten außer Sonne und Knoten sowohl im 2. als auch im 12. Haus vom Mond aus.', source: CHANDRA },
    kemadruma: { rule: 'Kein Planet außer Sonne und Knoten im 2. oder 12. Haus vom Mond aus (das Yoga als solches; seine Aufhebungen stehen in der nächsten Zeile).', source: 'Brihat Jataka Kap. 13; Saravali Kap. 13; BPHS Kap. 37 Vv. 11–13' },
    'kemadruma-bhanga': { rule: 'Kemadruma liegt vor, ist aber aufgehoben: Ein Planet außer Sonne und Knoten steht beim Mond oder in einem Kendra vom Lagna aus (BPHS) oder in einem Kendra vom Mond aus (Phaladeepika).', source: 'BPHS Kap. 37 V. 11; Phaladeepika Kap. 6; Raman 300' },
    adhi: { rule: 'Mindestens zwei der natürlichen Wohltäter (Merkur, Jupiter, Venus) im 6., 7. oder 8. Haus vom Mond aus und kein Übeltäter dort.', source: 'BPHS Kap. 37 V. 5; Brihat Jataka Kap. 13 V. 2; Phaladeepika Kap. 6; Raman 300' },
    vasumati: { rule: 'Merkur, Jupiter und Venus alle in Upachayas (3., 6., 10., 11. Haus) vom Lagna oder vom Mond aus.', source: 'BPHS Kap. 37 V. 6; Saravali Kap. 13 V. 32; Raman 300' },
    'chandra-mangala': { rule: 'Mond und Mars im selben Zeichen.', source: RAMAN_PHALADEEPIKA },
    gajakesari: { rule: 'Jupiter in einem Kendra (1., 4., 7. oder 10. Haus) vom Mond aus – die übliche moderne Lesart.', source: 'Raman 300 (seine erste Kombination); Phaladeepika Kap. 6' },
    'gajakesari-parashara': { rule: 'Jupiter in einem Kendra vom Lagna oder vom Mond aus, mit einem Wohltäter verbunden oder von ihm aspektiert, und weder im Fall noch verbrannt noch im Zeichen eines Feindes – Parasharas strengere Lesart.', source: 'BPHS Kap. 36 Vv. 3–4' },
    shakata: { rule: 'Der Mond im 6., 8. oder 12. Haus von Jupiter aus, der Mond dabei nicht in einem Kendra vom Lagna aus (das hebt es auf).', source: PHALADEEPIKA_RAMAN },
    vesi: { rule: 'Ein Planet außer Mond und Knoten im 2. Haus von der Sonne aus.', source: SURYA },
    vasi: { rule: 'Ein Planet außer Mond und Knoten im 12. Haus von der Sonne aus.', source: SURYA },
    ubhayachari: { rule: 'Planeten außer Mond und Knoten sowohl im 2. als auch im 12. Haus von der Sonne aus.', source: SURYA },
    budhaditya: { rule: 'Sonne und Merkur im selben Zeichen.', source: 'Moderne Praxis (Budha-Aditya, auch Nipuna genannt); in BPHS nicht genannt' },
    'shubha-kartari': { rule: 'Wohltäter sowohl im 2. als auch im 12. Haus vom Lagna aus (der Lagna von Wohltätern eingeschlossen).', source: 'BPHS Kap. 36 Vv. 1–2 (Subha-Yoga)' },
    'papa-kartari': { rule: 'Übeltäter sowohl im 2. als auch im 12. Haus vom Lagna aus (der Lagna von Übeltätern eingeschlossen).', source: 'BPHS Kap. 36 Vv. 1–2 (Asubha-Yoga)' },
    amala: { rule: 'Nur Wohltäter, mindestens einer, im 10. Haus vom Lagna oder vom Mond aus.', source: 'BPHS Kap. 36 Vv. 5–6; Raman 300' },
    parvata: { rule: 'Wohltäter in den Kendras, kein Übeltäter in einem Kendra und das 8. Haus frei von Übeltätern (das 7. und 8. Haus leer oder nur mit Wohltätern besetzt).', source: 'BPHS Kap. 36 Vv. 7–8; Raman 300' },
    kahala: { rule: 'Der Herr des 4. Hauses und Jupiter in Kendras zueinander und der Herr des Lagna stark (gelesen als: in der Erhöhung, im Moolatrikona oder im eigenen Zeichen).', source: 'BPHS Kap. 36 Vv. 9–10; Raman 300' },
    chamara: { rule: 'Der Herr des Lagna erhöht in einem Kendra und von Jupiter aspektiert; oder zwei Wohltäter zusammen im 1., 7., 9. oder 10. Haus.', source: 'BPHS Kap. 36 Vv. 11–12; Raman 300' },
    shankha: { rule: 'Die Herren des 5. und 6. Hauses in Kendras zueinander und der Herr des Lagna stark (in der Erhöhung, im Moolatrikona oder im eigenen Zeichen).', source: 'BPHS Kap. 36 Vv. 13–14; Raman 300' },
    lakshmi: { rule: 'Der Herr des 9. Hauses in einem Kendra, im eigenen Zeichen, im Moolatrikona oder in der Erhöhung, und der Herr des Lagna stark (ebenso).', source: BPHS_36 },
    kalanidhi: { rule: 'Jupiter im 2. oder 5. Haus, und Merkur und Venus jeweils mit Jupiter verbunden oder ihn aspektierend.', source: BPHS_36 },
    saraswati: { rule: 'Jupiter, Venus und Merkur jeweils in einem Kendra, einem Trikona oder im 2. Haus, Jupiter dabei im eigenen Zeichen, im Zeichen eines Freundes oder in seinem Erhöhungszeichen.', source: PHALADEEPIKA_RAMAN },
    chatussagara: { rule: 'Jedes Kendra (1., 4., 7., 10. Haus) ist mit mindestens einem Graha besetzt.', source: 'Raman 300' },
    'guru-mangala': { rule: 'Jupiter und Mars im selben Zeichen oder jeder im 7. Haus vom anderen aus.', source: 'Raman 300' },
    lagnadhi: { rule: 'Wohltäter im 7. oder 8. Haus vom Lagna aus und kein Übeltäter dort.', source: RAMAN_PHALADEEPIKA },
    'raja-kendra-trikona': { rule: 'Der Herr eines Kendra (1., 4., 7., 10. Haus) und der Herr eines Trikona (1., 5., 9. Haus), zwei verschiedene Grahas, zusammen, in gegenseitigem Aspekt oder im Zeichentausch.', source: 'BPHS Kap. 39; Phaladeepika Kap. 7; Raman 300' },
    'dharma-karmadhipati': { rule: 'Die Herren des 9. und des 10. Hauses, zwei verschiedene Grahas, zusammen, in gegenseitigem Aspekt oder im Zeichentausch.', source: 'BPHS Kap. 39; Raman 300' },
    yogakaraka: { rule: 'Ein Graha beherrscht sowohl ein Kendra außer dem Lagna (4., 7., 10. Haus) als auch ein Trikona außer dem Lagna (5., 9. Haus).', source: 'BPHS Kap. 34' },
    'neecha-bhanga-raja': { rule: 'Ein Graha im Fall, dessen Fall aufgehoben ist: Der Herr des Zeichens, in dem er steht, oder der Herr seines Erhöhungszeichens steht in einem Kendra vom Lagna oder vom Mond aus.', source: 'Phaladeepika Kap. 7 V. 26; Raman 300' },
    harsha: { rule: 'Der Herr des 6. Hauses steht im 6., 8. oder 12. Haus.', source: VIPARITA },
    sarala: { rule: 'Der Herr des 8. Hauses steht im 6., 8. oder 12. Haus.', source: VIPARITA },
    vimala: { rule: 'Der Herr des 12. Hauses steht im 6., 8. oder 12. Haus.', source: VIPARITA },
    'maha-parivartana': { rule: 'Die Herren zweier der Häuser 1, 2, 4, 5, 7, 9, 10 und 11 stehen jeweils im Zeichen des anderen.', source: PHALADEEPIKA_RAMAN },
    'khala-parivartana': { rule: 'Der Herr des 3. Hauses im Zeichentausch mit dem Herrn des 1., 2., 4., 5., 7., 9., 10. oder 11. Hauses.', source: PHALADEEPIKA_RAMAN },
    'dainya-parivartana': { rule: 'Der Herr des 6., 8. oder 12. Hauses im Zeichentausch mit dem Herrn eines anderen Hauses.', source: PHALADEEPIKA_RAMAN },
    'dhana-2-11': { rule: 'Die Herren des 2. und des 11. Hauses, zwei verschiedene Grahas, zusammen, in gegenseitigem Aspekt oder im Zeichentausch.', source: DHANA },
    'dhana-trikona': { rule: 'Der Herr des 5. oder 9. Hauses und der Herr des 2. oder 11. Hauses, zwei verschiedene Grahas, zusammen, in gegenseitigem Aspekt oder im Zeichentausch.', source: DHANA },
    daridra: { rule: 'Der Herr des 11. Hauses im 6., 8. oder 12. Haus.', source: 'Raman 300; BPHS Kap. 42' },
    'kala-sarpa': { rule: 'Alle sieben Grahas in einer Hälfte des Tierkreises zwischen Rahu und Ketu, nach Länge gezählt (der Dosha-Teil des Berichts nennt unter dem Namen Kaal Sarp seine zwölf Typen und Teilformen).', source: 'Moderne Tradition (nicht in BPHS, Brihat Jataka oder Phaladeepika); docs/vedic.md, Abschnitt „Doshas“' },
    rajju: { rule: 'Alle sieben Grahas in beweglichen Zeichen (Widder, Krebs, Waage, Steinbock).', source: NABHASA },
    musala: { rule: 'Alle sieben Grahas in fixen Zeichen (Stier, Löwe, Skorpion, Wassermann).', source: NABHASA },
    nala: { rule: 'Alle sieben Grahas in dualen Zeichen (Zwillinge, Jungfrau, Schütze, Fische).', source: NABHASA },
    mala: { rule: 'Drei Kendras sind mit je einem von Merkur, Jupiter und Venus besetzt.', source: NABHASA },
    sarpa: { rule: 'Drei Kendras sind mit je einem von Sonne, Mars und Saturn besetzt.', source: NABHASA },
    gada: { rule: 'Die sieben Grahas nur in zwei aufeinanderfolgenden Kendras (1. und 4., 4. und 7., 7. und 10. oder 10. und 1. Haus), beide besetzt.', source: NABHASA },
    'shakata-nabhasa': { rule: 'Die sieben Grahas nur im 1. und 7. Haus, beide besetzt.', source: NABHASA },
    vihaga: { rule: 'Die sieben Grahas nur im 4. und 10. Haus, beide besetzt.', source: NABHASA },
    shringataka: { rule: 'Die sieben Grahas nur im 1., 5. und 9. Haus, jedes besetzt.', source: NABHASA },
    hala: { rule: 'Die sieben Grahas nur in einem anderen Dreieck als dem des Lagna (2.-6.-10., 3.-7.-11. oder 4.-8.-12. Haus), jedes besetzt.', source: NABHASA },
    vajra: { rule: 'Merkur, Jupiter und Venus stehen nur im 1. und 7. Haus, Sonne, Mars und Saturn nur im 4. und 10. Haus.', source: NABHASA },
    yava: { rule: 'Sonne, Mars und Saturn stehen nur im 1. und 7. Haus, Merkur, Jupiter und Venus nur im 4. und 10. Haus.', source: NABHASA },
    kamala: { rule: 'Die sieben Grahas nur in den vier Kendras, jedes besetzt.', source: NABHASA },
    vapi: { rule: 'Die sieben Grahas nur in den Panapharas (2., 5., 8., 11. Haus) oder nur in den Apoklimas (3., 6., 9., 12. Haus).', source: NABHASA },
    yupa: { rule: 'Die sieben Grahas nur im 1. bis 4. Haus, jedes besetzt.', source: NABHASA },
    ishu: { rule: 'Die sieben Grahas nur im 4. bis 7. Haus, jedes besetzt.', source: NABHASA },
    shakti: { rule: 'Die sieben Grahas nur im 7. bis 10. Haus, jedes besetzt.', source: NABHASA },
    danda: { rule: 'Die sieben Grahas nur im 10. bis 1. Haus, jedes besetzt.', source: NABHASA },
    nauka: { rule: 'Die sieben Grahas in den sieben Häusern ab dem 1. Haus, je einer in jedem.', source: NABHASA },
    kuta: { rule: 'Die sieben Grahas in den sieben Häusern ab dem 4. Haus, je einer in jedem.', source: NABHASA },
    chhatra: { rule: 'Die sieben Grahas in den sieben Häusern ab dem 7. Haus, je einer in jedem.', source: NABHASA },
    chapa: { rule: 'Die sieben Grahas in den sieben Häusern ab dem 10. Haus, je einer in jedem.', source: NABHASA },
    ardhachandra: { rule: 'Die sieben Grahas in sieben aufeinanderfolgenden Häusern ab einem Haus, das kein Kendra ist, je einer in jedem.', source: NABHASA },
    chakra: { rule: 'Die sieben Grahas nur in den ungeraden Häusern (1., 3., 5., 7., 9., 11.), jedes besetzt.', source: NABHASA },
    samudra: { rule: 'Die sieben Grahas nur in den geraden Häusern (2., 4., 6., 8., 10., 12.), jedes besetzt.', source: NABHASA },
    vallaki: { rule: 'Die sieben Grahas besetzen genau 7 Zeichen (ein Sankhya-Yoga).', source: NABHASA },
    dama: { rule: 'Die sieben Grahas besetzen genau 6 Zeichen (ein Sankhya-Yoga).', source: NABHASA },
    pasha: { rule: 'Die sieben Grahas besetzen genau 5 Zeichen (ein Sankhya-Yoga).', source: NABHASA },
    kedara: { rule: 'Die sieben Grahas besetzen genau 4 Zeichen (ein Sankhya-Yoga).', source: NABHASA },
    shula: { rule: 'Die sieben Grahas besetzen genau 3 Zeichen (ein Sankhya-Yoga).', source: NABHASA },
    yuga: { rule: 'Die sieben Grahas besetzen genau 2 Zeichen (ein Sankhya-Yoga).', source: NABHASA },
    gola: { rule: 'Die sieben Grahas besetzen genau 1 Zeichen (ein Sankhya-Yoga).', source: NABHASA },
  },
};
