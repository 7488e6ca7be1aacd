/**
 * Issue 31: the French synastry and composite text, read back by an editor (docs/samples/fr/RELATIONSHIP-CRITIQUE.md).
 * Hand-typed sentences of the two samples as they read after the review, and, over a set of pairs of charts and over
 * every French relationship entry, that none of the flagged phrases is left: the calques and slips fixed in the
 * synastry contacts and overlays, and the composite closings that stacked two adjectives on one noun after « garde »
 * (« garde ce lien doux béni »), now « permet à ce lien doux de demeurer béni ».
 */
import { describe, expect, it } from 'vitest';
import { compositeReport, compositeReportMarkdown, synastryReport, synastryReportMarkdown } from '../../src/index.js';
import { RELATIONSHIP_TEXT_LOCALES } from '../../src/text/index.js';

const NEW_YORK = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
const LONDON = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
const PARIS = { birthDate: '1985-11-23', birthTime: '06:45', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };
const SYDNEY = { birthDate: '1983-05-09', latitude: -33.8688, longitude: 151.2093, timezone: 'Australia/Sydney' };
const LYON = { birthDate: '1978-09-30', birthTime: '21:15', latitude: 45.764, longitude: 4.8357, timezone: 'Europe/Paris' };
const MONTREAL = { birthDate: '2001-01-12', birthTime: '05:40', latitude: 45.5017, longitude: -73.5673, timezone: 'America/Toronto' };

/** Pairs of charts: the samples' pair, an untimed partner, and two more. */
const PAIRS = [[NEW_YORK, LONDON], [PARIS, SYDNEY], [LYON, MONTREAL], [MONTREAL, NEW_YORK]] as const;

describe('the French relationship samples after the review', () => {
  const syn = synastryReportMarkdown(synastryReport({ personA: NEW_YORK, personB: LONDON, aspectLimit: 8, locale: 'fr' }));
  const comp = compositeReportMarkdown(compositeReport({ personA: NEW_YORK, personB: LONDON, locale: 'fr' }));

  it('reads the rewritten synastry contacts', () => {
    expect(syn).toContain('Lorsque Mars se lève, chez l’un, en même temps que l’Ascendant de son partenaire, la personne Mars stimule et défie la personne Ascendant.');
    expect(syn).toContain('et tend à devenir plus hardie et plus directe en compagnie de la personne Mars.');
    expect(syn).toContain('Le respect des limites de chacun, y compris le droit de refuser un projet, entretient l’élan sans que le contact devienne blessant.');
    expect(syn).toContain('Que Mars heurte l’Ascendant d’autrui par un carré, ou s’oppose à lui depuis le Descendant, l’attirance et le conflit vont souvent de pair.');
    expect(syn).toContain('En opposition, la personne Mars peut apparaître comme un rival ou comme un partenaire passionné ;');
    expect(syn).toContain('Parfois, la personne Ascendant s’estime envahie, et la personne Mars malvenue.');
    expect(syn).toContain('Dans l’opposition, la personne Soleil peut faire figure de moitié promise, de reflet assis en face, à la même table ;');
    expect(syn).toContain('La personne Ascendant peut se sentir éclipsée, et la personne Soleil mal comprise.');
    expect(syn).toContain('en retour, la personne Ascendant fait ressortir la générosité de la personne Jupiter.');
    expect(syn).toContain('Les deux font de bons amis, des compagnons de voyage complices ou des collaborateurs portant un projet plein d’espoir.');
    expect(syn).toContain('La personne Vénus apprécie l’allure de son vis-à-vis, et tous deux sont d’agréable compagnie en public comme en privé.');
  });

  it('reads the rewritten overlays', () => {
    expect(syn).toContain('Celui-ci éprouve un profond sentiment d’appartenance, et y gagne surtout quand la personne Soleil respecte ses règles à la maison.');
    expect(syn).toContain('Un humour bienveillant permet à cet esprit ludique de rester un plaisir pour les deux.');
    expect(syn).toContain('Avec une Vénus logée en maison 3, les échanges deviennent tendres et faciles.');
    expect(syn).toContain('La gratitude envers cette générosité fait de la maison un lieu heureux pour les deux.');
    expect(syn).toContain('Les convictions de celui qui reçoit peuvent évoluer nettement.');
    expect(syn).toContain('Des promesses réalistes permettent à ce soutien de se traduire en réussite durable.');
    expect(syn).toContain('De la patience et des éloges pour les bonnes idées aident la parole à circuler.');
    expect(syn).toContain('les échanges entre les deux sont vifs, surprenants et pleins de points de vue tout à fait inédits.');
  });

  it('names the host once a paragraph and writes the article twice in the harmonious contacts (session 16)', () => {
    expect(syn).toContain('Le duo apprécie les jeux, les taquineries et les loisirs partagés, la personne Mercure pouvant inspirer les idées artistiques de l’autre.');
    expect(syn).toContain('ou revisiter le passé de celui qui reçoit.');
    const overlays = syn.split('\n').filter((line) => line.includes('hôte'));
    for (const paragraph of overlays) expect(paragraph.match(/hôte/g)!.length, paragraph).toBe(1);
    expect(syn.match(/hôte/g)!.length).toBeLessThanOrEqual(20);
    expect(syn).not.toMatch(/\b(un|le|en) trigone ou sextile/i);
  });

  it('reads the rewritten composite text', () => {
    expect(comp).toContain('Prévoir de temps à autre un renouveau délibéré rend l’union riche plutôt que simplement installée.');
    expect(comp).toContain('Ralentir assez pour savourer ce qui a été conquis empêche cet amour fougueux de se consumer trop vite.');
    expect(comp).toContain('Les gens du dehors n’en aperçoivent que peu de chose.');
    expect(comp).toContain('permet à ce couple de se sentir vraiment à l’abri.');
    expect(comp).toContain('permet à ce couple plein d’esprit de rester un délice pendant des années.');
    expect(comp).toContain('Aborder les questions délicates avec gentillesse mais clarté permet à ce tandem doux et bavard de gagner en profondeur.');
    expect(comp).toContain('Un Mars composite en maison 2 tourne l’énergie du couple vers les gains, les dépenses et les acquisitions.');
    expect(comp).toContain('La gratitude et une communication franche font prospérer cette union chanceuse.');
    expect(comp).toContain('permet à ce couple réfléchi de faire de ses luttes intimes une force partagée.');
    expect(comp).toContain('Les rêves peuvent être vifs, et le sommeil souvent troublé dans les phases intenses.');
    expect(comp).toContain('aide le duo à intégrer ses surprises.');
    expect(comp).toContain('Du temps seul, et des sentiments mis doucement en mots, font de ce lien sacré une source de force plutôt qu’un poids pour l’un des deux.');
  });
});

/** The phrases the review replaced, in the synastry contacts, the overlays and the composite text. */
const OLD = [
  'Lorsque Mars se lève avec l’Ascendant d’un proche', 'Mars carré Ascendant, ou Mars opposé', 'Par l’opposition, Mars',
  'L’Ascendant se sent parfois envahi', 'sembler l’autre prédestiné', 'le miroir assis', 'la personne Soleil mal lue',
  'réussit bien comme amis', 'son partenaire Ascendant', 'dans ses termes à lui', 'gagne le plus quand', 'assure que',
  'garde la maison heureuse', 'ouvrir le canal', 'pleins d’angles', 'ou un adversaire redoutable', 'Quand sa Lune occupe',
  'la Lune peut sembler la compagne idéale', 'pour une partenaire généreuse', 'se présente : les gestes',
  'brûler tout son carburant', 'le fait de gagner, de dépenser', 'n’en voient souvent que', 'Exprimer les sujets délicats',
  'les nuits agitées fréquentes', 'en sécurité de l’intérieur', 'cette position', 'ce placement', 'le garde excitant',
  'Que chacun apporte à l’union une personne entière', 'posé sur la maison 7',
];

/** The composite (and a few synastry) closings that stacked two adjectives on one noun after « garde ». */
const STACKED = [
  'garde cette alliance rapide bien affûtée', 'garde cette superposition stable', 'garde cette superposition transformatrice',
  'garde cette association compétente affectueuse', 'garde ce couple accompli proche', 'garde ce lien expressif stable',
  'garde ce lien attentionné doux', 'garde cette union en vue honnête', 'garde ce lien sensible clair',
  'garde ce lien vivant productif', 'garde ce couple casanier à l’aise', 'garde cette association pratique proche',
  'garde ce lien communicatif juste', 'garde ce lien expansif ouvert', 'garde ce lien discret et sensible relié',
  'garde ce lien séduisant authentique', 'garde ce lien harmonieux honnête', 'garde cet amour intense nourrissant',
  'garde cet amour cosmopolite à la fois', 'garde cette union estimée sincère', 'garde cet amour amical romantique',
  'garde ce tandem vif stimulant', 'garde cette énergie casanière constructive', 'garde cette union énergique solide',
  'garde cette énergie militante ciblée', 'gardent ce lien nourricier abondant', 'gardent ce lien chanceux florissant',
  'garde ce lien riche sûr', 'garde cette union expansive inspirante', 'garde ce couple comblé les pieds',
  'garde ce lien sociable épanouissant', 'garde ce lien doux béni', 'garde ce lien travailleur humain',
  'garde cette union de principes sage', 'garde ce couple accompli chaleureux', 'garde cet échange brillant relié',
  'garde cette union novatrice productive', 'gardent ce lien moderne stable', 'garde ce couple idéaliste sage',
  'gardent cette union inspirée efficace', 'garde ce lien visionnaire comblé', 'gardent ce lien sacré nourrissant',
  'garde cette union puissante émancipatrice', 'gardent ce lien centré sur les ressources sain', 'garde cet échange pénétrant éclairant',
  'garde ce lien vibrant joyeux', 'garde cette énergie transformatrice productive', 'garde ce couple en quête éclairant',
  'garde ce tandem rayonnant loyal', 'garde cette association compétente pleine', 'garde cette union équilibrée sincère',
  'garde cette union robuste profondément', 'garde ce climat paisible nourrissant', 'garde ce lien attentionné chaleureux',
  'garde ce climat agréable authentique', 'garde ce lien enjoué honnête', 'garde ce climat affectif fiable aimant',
  'garde ce lien amical vivant', 'garde cet amour au grand cœur resplendissant', 'garde cet amour dévoué chaleureux',
  'garde cet amour harmonieux sincère', 'gardent cet amour ouvert chaleureux', 'garde cette association vigoureuse productive',
  'garde cette énergie protectrice saine', 'garde cette énergie fougueuse joyeuse', 'garde cette énergie appliquée encourageante',
  'garde cette énergie équilibrée honnête', 'garde cette énergie puissante transformatrice', 'garde cette énergie inventive reliée',
];

describe('no flagged phrase is left in the French relationship text', () => {
  it('holds for every French synastry pair, overlay and composite entry', () => {
    const fr = RELATIONSHIP_TEXT_LOCALES.fr;
    const all = [
      ...fr.synastry.pairs.flatMap((p) => [p.conjunction, p.harmonious, p.hard]),
      ...Object.values(fr.synastry.overlays).flat(), ...Object.values(fr.composite.houses).flat(),
      ...Object.values(fr.composite.signs).flatMap((s) => Object.values(s)),
    ].join('\n');
    for (const phrase of [...OLD, ...STACKED]) expect(all, phrase).not.toContain(phrase);
  });

  it('names the host at most once in each overlay entry (session 16)', () => {
    const overlays = Object.values(RELATIONSHIP_TEXT_LOCALES.fr.synastry.overlays).flat();
    for (const entry of overlays) expect((entry.match(/hôte/g) ?? []).length, entry).toBeLessThanOrEqual(1);
    const pairs = RELATIONSHIP_TEXT_LOCALES.fr.synastry.pairs.map((p) => p.harmonious).join('\n');
    expect(pairs).not.toMatch(/\b(un|le|en) trigone ou sextile/i);
  });

  it.each(PAIRS.map((p, i) => [i, p] as const))('holds in the French reports of pair %i', (_i, [a, b]) => {
    const text = synastryReportMarkdown(synastryReport({ personA: a, personB: b, aspectLimit: 40, locale: 'fr' }))
      + compositeReportMarkdown(compositeReport({ personA: a, personB: b, locale: 'fr' }));
    for (const phrase of [...OLD, ...STACKED]) expect(text, phrase).not.toContain(phrase);
  });
});
