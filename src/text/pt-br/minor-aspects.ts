// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { MinorAspectText, PointThemes } from '../minor-aspect-text.js';

/** Os aspectos menores em português do Brasil, cada um lido com os temas do par que une. */
export const MINOR_ASPECTS_PT_BR: MinorAspectText = {
  quincunx: {
    quality: 'um ângulo desconfortável de ajuste',
    description: `O quincúncio, de 150 graus, une dois signos que não têm em comum nem o elemento nem a modalidade, e por isso as funções que ele liga parecem falar línguas diferentes. Não há choque aberto; o que existe é um zumbido baixo e constante de descompasso que pede correções pequenas e repetidas, como um sapato que quase serve e obriga a amarrar o cadarço de outro jeito toda manhã. Vivido com paciência, ensina a arte do ajuste fino, a humildade e o jeito de abrir espaço para duas necessidades ao mesmo tempo.`,
    keywords: ['ajuste', 'sintonia fina', 'descompasso'],
  },
  semiSextile: {
    quality: 'um laço discreto de vizinhança',
    description: `O semissextil, de 30 graus, une signos vizinhos, que diferem no elemento e na modalidade, mas ficam lado a lado. A ligação é sutil e prática: cada função pega um pouco emprestado da outra, muitas vezes sem perceber, como vizinhos que passam ferramentas por cima do muro. Seu dom é um crescimento lento, que se acumula com o tempo; seu risco, uma leve irritação com um hábito perto demais para ser ignorado.`,
    keywords: ['vizinhança', 'crescimento gradual', 'ligação sutil'],
  },
  semiSquare: {
    quality: 'um atrito agudo e inquieto',
    description: `A semiquadratura, de 45 graus, é meia quadratura: o mesmo empurrão para a ação, sem todo o peso de uma crise. Aparece como impaciência, uma pedra no sapato que mantém duas funções em alerta e um pouco fora de compasso. Bem aproveitada, dá o pequeno empurrão que tira uma tarefa do lugar e a mantém andando; deixada por conta própria, desgasta a paciência.`,
    keywords: ['atrito', 'impaciência', 'estímulo'],
  },
  sesquiquadrate: {
    quality: 'uma tensão que demora e se acumula',
    description: `A sesquiquadratura, de 135 graus, uma quadratura e meia, traz uma tensão que cresce longe dos olhos e depois vem à tona na hora menos conveniente. As duas funções se saem bem cada uma por si, mas tropeçam uma na outra quando a pressão aperta. Com consciência, o aspecto vira previsão: notar os primeiros sinais de desgaste permite gastar a energia de propósito, e não numa explosão repentina.`,
    keywords: ['pressão', 'descarga', 'previsão'],
  },
  quintile: {
    quality: 'um dom criativo e engenhoso',
    description: `O quintil, de 72 graus, a quinta parte do círculo, pertence aos harmônicos do talento e do estilo, mais do que aos da facilidade ou do conflito. Liga duas funções de um modo que convida ao jogo e ao ofício, um jeito especial que cresce quanto mais é praticado. Raramente se anuncia; aparece na maneira particular como alguém resolve um problema ou dá forma a uma coisa.`,
    keywords: ['talento', 'ofício', 'estilo'],
  },
  biquintile: {
    quality: 'um talento original e escondido',
    description: `O biquintil, de 144 graus, o dobro do quintil, carrega a mesma nota criativa num tom menos evidente. A ligação entre as duas funções costuma aflorar mais tarde na vida ou em situações pouco comuns, como uma habilidade que surpreende os outros. Com atenção e prática, vira uma assinatura: um modo pessoal de combinar o que os outros mantêm separado.`,
    keywords: ['originalidade', 'talento tardio', 'síntese'],
  },
};

/** Uma frase curta para o que cada ponto representa, usada para unir a qualidade de um aspecto menor a um par. */
export const POINT_THEMES_PT_BR: PointThemes = {
  Sun: 'identidade e propósito',
  Moon: 'sentimentos e necessidades',
  Mercury: 'pensamento e fala',
  Venus: 'amor e valores',
  Mars: 'impulso e desejo',
  Jupiter: 'crescimento e crenças',
  Saturn: 'dever e estrutura',
  Uranus: 'mudança e liberdade',
  Neptune: 'imaginação e ideais',
  Pluto: 'poder e renovação',
  Chiron: 'as feridas antigas e sua cura',
  NorthNode: 'a direção do crescimento',
  Ascendant: 'o eu exterior e seu modo de encarar a vida',
  Midheaven: 'carreira e projeção pública',
};
