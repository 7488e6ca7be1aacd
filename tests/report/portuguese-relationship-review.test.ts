/**
 * Issue 31: the Brazilian Portuguese synastry and composite reports, read back by an editor
 * (docs/samples/pt-BR/RELATIONSHIP-CRITIQUE.md). Hand-typed sentences and facts lines of the two samples as they read
 * after the review; over a set of pairs, and over the whole pt-BR relationship text, that none of the flagged phrases
 * is left (the calques, "parceria" for a person, "por dizer", the untranslated composite facts line); and the natal
 * side of the review: Lilith named as the glossary names her, and "esse posicionamento" no longer in every other
 * paragraph of the New York natal sample.
 */
import { describe, expect, it } from 'vitest';
import { compositeReport, compositeReportMarkdown, natalReport, natalReportMarkdown, synastryReport, synastryReportMarkdown } from '../../src/index.js';
import { LILITH_IN_HOUSE_PT_BR } from '../../src/text/pt-br/planet-in-house/lilith.js';
import { LILITH_IN_SIGN_PT_BR } from '../../src/text/pt-br/planet-in-sign/lilith.js';
import { RELATIONSHIP_TEXT_PT_BR } from '../../src/text/pt-br/relationship.js';

const NEW_YORK = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' } as const;
const LONDON = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' } as const;

/** Pairs of different ages and places, timed and untimed. */
const PAIRS = [
  { personA: NEW_YORK, personB: LONDON },
  { personA: { birthDate: '1985-11-23', birthTime: '06:45', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' }, personB: { birthDate: '1983-05-09', latitude: -33.8688, longitude: 151.2093, timezone: 'Australia/Sydney' } },
  { personA: { birthDate: '1978-02-14', birthTime: '21:05', latitude: -23.5505, longitude: -46.6333, timezone: 'America/Sao_Paulo' }, personB: { birthDate: '1980-09-01', birthTime: '04:30', latitude: -22.9068, longitude: -43.1729, timezone: 'America/Sao_Paulo' } },
  { personA: { birthDate: '1995-06-21', birthTime: '12:00', latitude: 38.7223, longitude: -9.1393, timezone: 'Europe/Lisbon' }, personB: { birthDate: '1969-12-31', birthTime: '23:50', latitude: 35.6762, longitude: 139.6503, timezone: 'Asia/Tokyo' } },
] as const;

describe('the Brazilian Portuguese relationship samples after the review', () => {
  const synastry = synastryReportMarkdown(synastryReport({ personA: NEW_YORK, personB: LONDON, aspectLimit: 8, locale: 'pt-BR' }));
  const composite = compositeReportMarkdown(compositeReport({ personA: NEW_YORK, personB: LONDON, locale: 'pt-BR' }));

  it('reads the rewritten contact sentences', () => {
    expect(synastry).toContain('Os dois conseguem ler o humor um do outro num olhar.');
    expect(synastry).toContain('Com Marte em quadratura com o Ascendente da outra pessoa, ou em oposição a ele a partir do Descendente, atração e conflito andam juntos.');
    expect(synastry).toContain('Na oposição, a pessoa de Marte pode fazer o papel de rival ou de par apaixonado;');
    expect(synastry).toContain('A pessoa do Ascendente pode se sentir sufocada, e a de Marte, mal recebida.');
    expect(synastry).toContain('Uma comunicação clara e válvulas de escape físicas em comum, da dança a uma longa caminhada depois de uma briga');
    expect(synastry).toContain('Na oposição, a pessoa do Sol pode parecer o par predestinado, o espelho do outro lado da mesa;');
    expect(synastry).toContain('dá tempo para a atração se aprofundar e virar compreensão.');
    expect(synastry).toContain('mas torna agradável a convivência diária, o que pesa mais, ao longo dos anos, do que qualquer faísca repentina.');
    expect(synastry).toContain('devagar e para melhor, sobretudo quando a honestidade entre as duas é total.');
    expect(synastry).toContain('A pessoa de Júpiter enxerga o melhor da pessoa do Ascendente e diz isso a ela,');
    expect(synastry).toContain('Os dois se dão bem como amigos, companheiros de viagem ou colaboradores com um projeto esperançoso nas mãos.');
  });

  it('reads the rewritten overlay sentences', () => {
    expect(synastry).toContain('Pode ser profundamente curativa quando os dois falam abertamente das emoções, em vez de guardá-las em silêncio.');
    expect(synastry).toContain('A pessoa anfitriã sente um profundo pertencimento, e ganha mais quando a pessoa do Sol respeita as regras que ela tem em casa.');
    expect(synastry).toContain('A pessoa de Urano pode apresentar à pessoa anfitriã engenhocas, podcasts ou um vocabulário inteiramente novo.');
    expect(synastry).toContain('Anotar as melhores ideias num caderno impede que esses rompantes criativos simplesmente evaporem.');
    expect(synastry).toContain('Respeitar o direito de escolha de quem recebe faz dessa intensidade uma força.');
  });

  it('names the composite Sun, Moon, Venus and Mars and their signs in Portuguese in the facts line', () => {
    expect(composite).toContain('*Sol 17°30′ Touro · Lua 22°18′ Peixes · Vênus 20°10′ Áries · Marte 21°06′ Peixes*');
    expect(composite).not.toMatch(/\*Sun \d/);
  });

  it('reads the rewritten composite sentences', () => {
    expect(composite).toContain('e cada um capta o humor do outro mesmo de longe, no meio da sala cheia.');
    expect(composite).toContain('Vênus composta em Áries torna o afeto direto, ávido e um pouco impaciente.');
    expect(composite).toContain('Mesmo depois de anos, o namoro ainda tem gosto de conquista.');
    expect(composite).toContain('O confronto direto é evitado, e as frustrações podem ficar engasgadas.');
    expect(composite).toContain('Uma despensa cheia e um saldo saudável no banco acalmam o casal;');
    expect(composite).toContain('Montar juntos um colchão de poupança, e dizer em voz alta as preocupações com dinheiro');
    expect(composite).toContain('O único risco real é que um passe a achar que o outro está garantido.');
    expect(composite).toContain('Urano composto na Casa 12 leva as mudanças da relação para baixo da superfície.');
    expect(composite).toContain('Netuno composto na Casa 12 dá à relação um núcleo profundamente espiritual e intuitivo.');
    expect(composite).toContain('mantêm esse vínculo sagrado acolhedor em vez de sufocante para qualquer um dos dois.');
  });
});

/** The phrases the review fixed; none may come back. */
const OLD = [
  /por dizer/,
  /ser uma parceria (generosa|empolgante)|como a parceria ideal|uma rival ou uma parceria/,
  /no seu melhor/,
  /afeto direto, ansioso/,
  /nutritiv/,
  /fortalecedor/,
  /dar o outro por garantido/,
  /do outro do outro/,
  /tempestades de ideias|programas de áudio/,
  /regras da casa que é dela/,
  /parece uma perseguição/,
  /uma conta saudável/,
  /válvulas físicas|malquista|o outro predestinado|as tomam por irmãs/,
  /endureça em hábito|excitante|suprimento constante|correm em horários/,
  /O par se dá bem como amigos|O par consegue ler/,
  /Quando (Urano|Netuno) composto está na Casa 12/,
];

describe('no flagged phrase is left in the Brazilian Portuguese relationship text', () => {
  it('in the whole pt-BR relationship table', () => {
    const text = JSON.stringify(RELATIONSHIP_TEXT_PT_BR);
    for (const pattern of OLD) expect(text, String(pattern)).not.toMatch(pattern);
  });

  it.each(PAIRS.map((p, i) => [`pair ${i + 1}`, p] as const))('%s: synastry and composite reports', (_label, pair) => {
    const text = synastryReportMarkdown(synastryReport({ ...pair, aspectLimit: 40, locale: 'pt-BR' }))
      + compositeReportMarkdown(compositeReport({ ...pair, locale: 'pt-BR' }));
    for (const pattern of OLD) expect(text, String(pattern)).not.toMatch(pattern);
    expect(text).not.toMatch(/\*(Sun|Moon|Venus|Mars) \d/);
  });
});

describe('the natal side of the review', () => {
  it('names the mean apogee Lilith or a Lua Negra in running text, never "o apogeu"', () => {
    const text = JSON.stringify([LILITH_IN_SIGN_PT_BR, LILITH_IN_HOUSE_PT_BR]);
    expect(text).not.toMatch(/apogeu/);
    expect(text).toContain('Assumida abertamente, Lilith em Leão');
    expect(text).toContain('Na Casa 1, a Lua Negra não tem onde se esconder.');
  });

  it('no longer says "esse posicionamento" in paragraph after paragraph of the New York sample', () => {
    const ny = natalReportMarkdown(natalReport({ birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York', locale: 'pt-BR' }));
    expect((ny.match(/[Ee]sse posicionamento|desse posicionamento/g) ?? []).length).toBeLessThanOrEqual(8);
    expect(ny).toContain('Algumas pessoas com Lilith na Casa 2 se recusam a dar qualquer importância aos bens');
    expect(ny).toContain('Os nascidos com Urano em Capricórnio muitas vezes crescem vendo as instituições mudarem');
    expect(ny).toContain('Esse regente brilha quando compartilha o seu entusiasmo ensinando ou publicando.');
  });
});
