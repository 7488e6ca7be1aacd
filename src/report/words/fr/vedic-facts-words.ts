import type { PartialVedicFactsWords } from '../../vedic-facts-words.js';

// The sources many yogas share, written once: « chap. » for chapter, « v. » / « vv. » for verse(s) (docs/i18n/fr.md).
const MAHAPURUSHA = 'BPHS chap. 75 vv. 1–2 ; Phaladeepika chap. 6 v. 1 ; Raman 300';
const CHANDRA = 'BPHS chap. 37 vv. 7–10 ; Brihat Jataka chap. 13 ; Saravali chap. 13';
const SURYA = 'BPHS chap. 38 vv. 1–4 ; Saravali chap. 14';
const NABHASA = 'BPHS chap. 35 ; Brihat Jataka chap. 12';
const VIPARITA = 'Uttara Kalamrita chap. 4 ; Raman 300';
const PHALADEEPIKA_RAMAN = 'Phaladeepika chap. 6 ; Raman 300';
const RAMAN_PHALADEEPIKA = 'Raman 300 ; Phaladeepika chap. 6';
const DHANA = 'BPHS chap. 41 ; Raman 300';
const BPHS_36 = 'BPHS chap. 36 ; Raman 300';

/** A Pancha Mahapurusha yoga: the graha in a kendra from the Lagna, in its own sign, moolatrikona or exaltation. */
const mahapurusha = (graha: string, signs: string) => `${graha} en kendra (maisons 1, 4, 7 ou 10) depuis le Lagna, dans son propre signe, en moolatrikona ou en exaltation (${signs}).`;

/**
 * The yoga rules and sources the Vedic report quotes, in French (issue 31): one member per yoga, by the
 * catalogue's yoga id; whatever is absent reads English. (The nakshatra symbols are the Vedic words',
 * src/i18n/fr/vedic-words.ts.)
 */
export const VEDIC_FACTS_WORDS_FR: PartialVedicFactsWords = {
  yogas: {
    ruchaka: { rule: mahapurusha('Mars', 'Bélier, Scorpion, Capricorne'), source: MAHAPURUSHA },
    bhadra: { rule: mahapurusha('Mercure', 'Gémeaux, Vierge'), source: MAHAPURUSHA },
    hamsa: { rule: mahapurusha('Jupiter', 'Sagittaire, Poissons, Cancer'), source: MAHAPURUSHA },
    malavya: { rule: mahapurusha('Vénus', 'Taureau, Balance, Poissons'), source: MAHAPURUSHA },
    shasha: { rule: mahapurusha('Saturne', 'Capricorne, Verseau, Balance'), source: MAHAPURUSHA },
    sunapha: { rule: 'Une planète autre que le Soleil et les Nœuds (Mars, Mercure, Jupiter, Vénus ou Saturne) en maison 2 depuis la Lune.', source: CHANDRA },
    anapha: { rule: 'Une planète autre que le Soleil et les Nœuds en maison 12 depuis la Lune.', source: CHANDRA },
    durudhara: { rule: 'Des planètes autres que le Soleil et les Nœuds à la fois en maison 2 et en maison 12 depuis la Lune.', source: CHANDRA },
    kemadruma: { rule: 'Aucune planète autre que le Soleil et les Nœuds en maison 2 ni en maison 12 depuis la Lune (le yoga lui-même ; ses annulations font l’objet de la ligne suivante).', source: 'Brihat Jataka chap. 13 ; Saravali chap. 13 ; BPHS chap. 37 vv. 11–13' },
    'kemadruma-bhanga': { rule: 'Kemadruma est présent mais annulé : une planète autre que le Soleil et les Nœuds se trouve avec la Lune ou en kendra depuis le Lagna (BPHS), ou en kendra depuis la Lune (Phaladeepika).', source: 'BPHS chap. 37 v. 11 ; Phaladeepika chap. 6 ; Raman 300' },
    adhi: { rule: 'Au moins deux des bénéfiques naturels (Mercure, Jupiter, Vénus) en maison 6, 7 ou 8 depuis la Lune, et aucun maléfique à ces places.', source: 'BPHS chap. 37 v. 5 ; Brihat Jataka chap. 13 v. 2 ; Phaladeepika chap. 6 ; Raman 300' },
    vasumati: { rule: 'Mercure, Jupiter et Vénus tous trois en upachayas (maisons 3, 6, 10, 11) depuis le Lagna ou depuis la Lune.', source: 'BPHS chap. 37 v. 6 ; Saravali chap. 13 v. 32 ; Raman 300' },
    'chandra-mangala': { rule: 'La Lune et Mars dans un même signe.', source: RAMAN_PHALADEEPIKA },
    gajakesari: { rule: 'Jupiter en kendra (maisons 1, 4, 7 ou 10) depuis la Lune — la lecture moderne usuelle.', source: 'Raman 300 (sa première combinaison) ; Phaladeepika chap. 6' },
    'gajakesari-parashara': { rule: 'Jupiter en kendra depuis le Lagna ou la Lune, conjoint à un bénéfique ou aspecté par lui, et ni débilité, ni combuste, ni dans le signe d’un ennemi — la lecture plus stricte de Parashara.', source: 'BPHS chap. 36 vv. 3–4' },
    shakata: { rule: 'La Lune en maison 6, 8 ou 12 depuis Jupiter, sans être en kendra depuis le Lagna (ce qui l’annule).', source: PHALADEEPIKA_RAMAN },
    vesi: { rule: 'Une planète autre que la Lune et les Nœuds en maison 2 depuis le Soleil.', source: SURYA },
    vasi: { rule: 'Une planète autre que la Lune et les Nœuds en maison 12 depuis le Soleil.', source: SURYA },
    ubhayachari: { rule: 'Des planètes autres que la Lune et les Nœuds à la fois en maison 2 et en maison 12 depuis le Soleil.', source: SURYA },
    budhaditya: { rule: 'Le Soleil et Mercure dans un même signe.', source: 'Pratique moderne (Budha-Aditya, aussi appelé Nipuna) ; non nommé dans le BPHS' },
    'shubha-kartari': { rule: 'Des bénéfiques à la fois en maison 2 et en maison 12 depuis le Lagna (le Lagna encadré par des bénéfiques).', source: 'BPHS chap. 36 vv. 1–2 (yoga Subha)' },
    'papa-kartari': { rule: 'Des maléfiques à la fois en maison 2 et en maison 12 depuis le Lagna (le Lagna encadré par des maléfiques).', source: 'BPHS chap. 36 vv. 1–2 (yoga Asubha)' },
    amala: { rule: 'Uniquement des bénéfiques, au moins un, en maison 10 depuis le Lagna ou depuis la Lune.', source: 'BPHS chap. 36 vv. 5–6 ; Raman 300' },
    parvata: { rule: 'Des bénéfiques dans les kendras, aucun maléfique en kendra, et la maison 8 libre de maléfiques (les maisons 7 et 8 vides ou n’abritant que des bénéfiques).', source: 'BPHS chap. 36 vv. 7–8 ; Raman 300' },
    kahala: { rule: 'Le maître de la maison 4 et Jupiter en kendra l’un par rapport à l’autre, et le maître du Lagna fort (compris ainsi : en exaltation, en moolatrikona ou dans son propre signe).', source: 'BPHS chap. 36 vv. 9–10 ; Raman 300' },
    chamara: { rule: 'Le maître du Lagna exalté en kendra et aspecté par Jupiter ; ou deux bénéfiques réunis en maison 1, 7, 9 ou 10.', source: 'BPHS chap. 36 vv. 11–12 ; Raman 300' },
    shankha: { rule: 'Les maîtres des maisons 5 et 6 en kendra l’un par rapport à l’autre, et le maître du Lagna fort (en exaltation, en moolatrikona ou dans son propre signe).', source: 'BPHS chap. 36 vv. 13–14 ; Raman 300' },
    lakshmi: { rule: 'Le maître de la maison 9 en kendra, dans son propre signe, en moolatrikona ou en exaltation, et le maître du Lagna fort (de même).', source: BPHS_36 },
    kalanidhi: { rule: 'Jupiter en maison 2 ou 5, et Mercure et Vénus chacun conjoint à Jupiter ou l’aspectant.', source: BPHS_36 },
    saraswati: { rule: 'Jupiter, Vénus et Mercure chacun en kendra, en trikona ou en maison 2, Jupiter étant dans son propre signe, dans celui d’un ami ou dans son signe d’exaltation.', source: PHALADEEPIKA_RAMAN },
    chatussagara: { rule: 'Chaque kendra (maisons 1, 4, 7, 10) abrite au moins un graha.', source: 'Raman 300' },
    'guru-mangala': { rule: 'Jupiter et Mars dans un même signe, ou chacun en maison 7 depuis l’autre.', source: 'Raman 300' },
    lagnadhi: { rule: 'Des bénéfiques en maison 7 ou 8 depuis le Lagna, et aucun maléfique à ces places.', source: RAMAN_PHALADEEPIKA },
    'raja-kendra-trikona': { rule: 'Le maître d’un kendra (maisons 1, 4, 7, 10) et le maître d’un trikona (maisons 1, 5, 9), deux grahas différents, réunis, en aspect mutuel ou en échange.', source: 'BPHS chap. 39 ; Phaladeepika chap. 7 ; Raman 300' },
    'dharma-karmadhipati': { rule: 'Les maîtres des maisons 9 et 10, deux grahas différents, réunis, en aspect mutuel ou en échange.', source: 'BPHS chap. 39 ; Raman 300' },
    yogakaraka: { rule: 'Un même graha gouverne à la fois un kendra autre que le Lagna (maisons 4, 7, 10) et un trikona autre que le Lagna (maisons 5, 9).', source: 'BPHS chap. 34' },
    'neecha-bhanga-raja': { rule: 'Un graha débilité dont la débilitation est annulée : le maître du signe qu’il occupe, ou le maître de son signe d’exaltation, se tient en kendra depuis le Lagna ou depuis la Lune.', source: 'Phaladeepika chap. 7 v. 26 ; Raman 300' },
    harsha: { rule: 'Le maître de la maison 6 se tient en maison 6, 8 ou 12.', source: VIPARITA },
    sarala: { rule: 'Le maître de la maison 8 se tient en maison 6, 8 ou 12.', source: VIPARITA },
    vimala: { rule: 'Le maître de la maison 12 se tient en maison 6, 8 ou 12.', source: VIPARITA },
    'maha-parivartana': { rule: 'Les maîtres de deux des maisons 1, 2, 4, 5, 7, 9, 10 et 11, chacun dans le signe de l’autre.', source: PHALADEEPIKA_RAMAN },
    'khala-parivartana': { rule: 'Le maître de la maison 3 en échange avec le maître de la maison 1, 2, 4, 5, 7, 9, 10 ou 11.', source: PHALADEEPIKA_RAMAN },
    'dainya-parivartana': { rule: 'Le maître de la maison 6, 8 ou 12 en échange avec le maître d’une autre maison.', source: PHALADEEPIKA_RAMAN },
    'dhana-2-11': { rule: 'Les maîtres des maisons 2 et 11, deux grahas différents, réunis, en aspect mutuel ou en échange.', source: DHANA },
    'dhana-trikona': { rule: 'Le maître de la maison 5 ou 9 et le maître de la maison 2 ou 11, deux grahas différents, réunis, en aspect mutuel ou en échange.', source: DHANA },
    daridra: { rule: 'Le maître de la maison 11 en maison 6, 8 ou 12.', source: 'Raman 300 ; BPHS chap. 42' },
    'kala-sarpa': { rule: 'Les sept grahas tous dans une même moitié du zodiaque, entre Rahu et Ketu, en longitude (la lecture des doshas, sous le nom de Kaal Sarp, en détaille les douze types et les formes partielles).', source: 'Tradition moderne (absente du BPHS, du Brihat Jataka et du Phaladeepika) ; docs/vedic.md, section « Doshas »' },
    rajju: { rule: 'Les sept grahas tous en signes mobiles (Bélier, Cancer, Balance, Capricorne).', source: NABHASA },
    musala: { rule: 'Les sept grahas tous en signes fixes (Taureau, Lion, Scorpion, Verseau).', source: NABHASA },
    nala: { rule: 'Les sept grahas tous en signes doubles (Gémeaux, Vierge, Sagittaire, Poissons).', source: NABHASA },
    mala: { rule: 'Trois kendras abritent chacun un graha parmi Mercure, Jupiter et Vénus.', source: NABHASA },
    sarpa: { rule: 'Trois kendras abritent chacun un graha parmi le Soleil, Mars et Saturne.', source: NABHASA },
    gada: { rule: 'Les sept grahas uniquement dans deux kendras successifs (maisons 1 et 4, 4 et 7, 7 et 10, ou 10 et 1), tous deux occupés.', source: NABHASA },
    'shakata-nabhasa': { rule: 'Les sept grahas uniquement en maisons 1 et 7, toutes deux occupées.', source: NABHASA },
    vihaga: { rule: 'Les sept grahas uniquement en maisons 4 et 10, toutes deux occupées.', source: NABHASA },
    shringataka: { rule: 'Les sept grahas uniquement en maisons 1, 5 et 9, chacune occupée.', source: NABHASA },
    hala: { rule: 'Les sept grahas uniquement dans un triangle autre que celui du Lagna (maisons 2-6-10, 3-7-11 ou 4-8-12), chacune occupée.', source: NABHASA },
    vajra: { rule: 'Mercure, Jupiter et Vénus uniquement en maisons 1 et 7, le Soleil, Mars et Saturne uniquement en maisons 4 et 10.', source: NABHASA },
    yava: { rule: 'Le Soleil, Mars et Saturne uniquement en maisons 1 et 7, Mercure, Jupiter et Vénus uniquement en maisons 4 et 10.', source: NABHASA },
    kamala: { rule: 'Les sept grahas uniquement dans les quatre kendras, chacun occupé.', source: NABHASA },
    vapi: { rule: 'Les sept grahas uniquement dans les panapharas (maisons 2, 5, 8, 11) ou uniquement dans les apoklimas (maisons 3, 6, 9, 12).', source: NABHASA },
    yupa: { rule: 'Les sept grahas uniquement dans les maisons 1 à 4, chacune occupée.', source: NABHASA },
    ishu: { rule: 'Les sept grahas uniquement dans les maisons 4 à 7, chacune occupée.', source: NABHASA },
    shakti: { rule: 'Les sept grahas uniquement dans les maisons 7 à 10, chacune occupée.', source: NABHASA },
    danda: { rule: 'Les sept grahas uniquement de la 10e à la 1re maison, chacune occupée.', source: NABHASA },
    nauka: { rule: 'Les sept grahas dans les sept maisons qui partent de la maison 1, un dans chacune.', source: NABHASA },
    kuta: { rule: 'Les sept grahas dans les sept maisons qui partent de la maison 4, un dans chacune.', source: NABHASA },
    chhatra: { rule: 'Les sept grahas dans les sept maisons qui partent de la maison 7, un dans chacune.', source: NABHASA },
    chapa: { rule: 'Les sept grahas dans les sept maisons qui partent de la maison 10, un dans chacune.', source: NABHASA },
    ardhachandra: { rule: 'Les sept grahas dans sept maisons consécutives à partir d’une maison qui n’est pas un kendra, un dans chacune.', source: NABHASA },
    chakra: { rule: 'Les sept grahas uniquement dans les maisons impaires (1, 3, 5, 7, 9, 11), chacune occupée.', source: NABHASA },
    samudra: { rule: 'Les sept grahas uniquement dans les maisons paires (2, 4, 6, 8, 10, 12), chacune occupée.', source: NABHASA },
    vallaki: { rule: 'Les sept grahas occupent exactement 7 signes (un sankhya yoga).', source: NABHASA },
    dama: { rule: 'Les sept grahas occupent exactement 6 signes (un sankhya yoga).', source: NABHASA },
    pasha: { rule: 'Les sept grahas occupent exactement 5 signes (un sankhya yoga).', source: NABHASA },
    kedara: { rule: 'Les sept grahas occupent exactement 4 signes (un sankhya yoga).', source: NABHASA },
    shula: { rule: 'Les sept grahas occupent exactement 3 signes (un sankhya yoga).', source: NABHASA },
    yuga: { rule: 'Les sept grahas occupent exactement 2 signes (un sankhya yoga).', source: NABHASA },
    gola: { rule: 'Les sept grahas réunis dans 1 seul signe (un sankhya yoga).', source: NABHASA },
  },
};
