// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
// The seven traditional planets in their dignities and debilities of sign, and mutual reception
// (src/text/en/natal/dignity.ts, DIGNITY_EN and MUTUAL_RECEPTION_EN). A reception text names the pair through its slots.
import type { DignityPlanet, SignDignity } from '../../natal-text.js';

/** Cada planeta em cada dignidade ou debilidade de signo, em português do Brasil. */
export const DIGNITY_PT_BR: Readonly<Record<DignityPlanet, Readonly<Record<SignDignity, string>>>> = {
  Sun: {
    domicile: `O Sol rege Leão e aqui brilha no próprio domicílio. A confiança, o calor humano e a vontade de criar surgem com naturalidade, e o senso de si pisa em terreno firme. A tarefa não é encontrar a luz, mas compartilhá-la, para que o orgulho fique a serviço da generosidade.`,
    exaltation: `Em Áries o Sol está exaltado, recebido como um hóspede de alta posição. A vontade e a vitalidade são fortes e ávidas, prontas para começar e para liderar. Esse posicionamento dá à coragem um canal desimpedido, desde que a ânsia de ser o primeiro deixe espaço para que os outros venham atrás.`,
    detriment: `Oposto ao próprio signo, o Sol em Aquário está em exílio: o eu funciona melhor como parte de um grupo do que no centro dele. A identidade se encontra por meio de ideais e amizades, e o reconhecimento pessoal pode causar desconforto. A sua força é um eu que se coloca a serviço de algo compartilhado.`,
    fall: `O Sol está em queda em Libra, onde o eu se mede pelos outros. As decisões esperam por um consenso, e a vontade pessoal pode se dobrar fácil demais para manter a paz. A lição dessa queda é que a justiça precisa incluir as próprias necessidades; aí ela se torna uma graça genuína.`,
  },
  Moon: {
    domicile: `Em casa em Câncer, a Lua tem todo o conforto de que precisa. Os sentimentos fluem livremente, o cuidado vem com facilidade e o instinto de nutrir é forte. A vida emocional é rica e receptiva, e a principal tarefa é impedir que o abrigo se transforme em carapaça.`,
    exaltation: `A Lua está exaltada em Touro, onde os sentimentos encontram chão firme. O conforto, os sentidos e um ritmo tranquilo a acalmam, e a segurança emocional cresce a partir de prazeres simples e confiáveis. É uma das Luas mais assentadas do zodíaco, e pede apenas que o contentamento não endureça em resistência à mudança.`,
    detriment: `Em Capricórnio a Lua está em exílio, longe do aconchego do próprio signo. Os sentimentos são administrados em vez de mostrados, e o conforto se encontra na utilidade e na ordem. As necessidades emocionais são reais mesmo quando ficam guardadas, e aprender a dizê-las com todas as letras é a força dessa Lua.`,
    fall: `A Lua está em queda em Escorpião, onde o sentimento corre fundo e raramente é simples. As emoções são intensas, reservadas e lembradas por muito tempo, e a confiança é concedida com cautela. A queda descreve dificuldade, não fraqueza: essa Lua conhece a verdade emocional e consegue permanecer firme onde os outros desviam o olhar.`,
  },
  Mercury: {
    domicile: `Mercúrio rege tanto Gêmeos quanto Virgem, e em qualquer um dos dois pensa na própria língua. Em Gêmeos a mente é rápida, curiosa e sociável; em Virgem é exata, criteriosa e prática. De um jeito ou de outro, o pensamento e a fala estão bem equipados, e o trabalho é usar essa habilidade para dizer coisas que valham a pena.`,
    exaltation: `Mercúrio está exaltado em Virgem, além de regê-la, o lugar mais forte que a tradição lhe concede. A análise, o ofício e a atenção aos detalhes alcançam aqui um padrão elevado. O único risco é a precisão virar preocupação; usado com perspectiva, esse Mercúrio resolve o que os outros não conseguem.`,
    detriment: `Nos signos opostos aos seus, Sagitário e Peixes, Mercúrio está em exílio. A mente enxerga o todo com mais facilidade do que as partes, e capta o sentido ou o clima antes dos fatos. Os detalhes podem escapar e as explicações divagar, mas o pensamento é amplo e imaginativo, e rende mais quando conta com anotações, listas de verificação e tempo.`,
    fall: `Mercúrio está em queda em Peixes, onde a lógica se dissolve em imagem e intuição. O pensamento funciona por sentimento e associação, e as palavras podem não alcançar o que a mente sabe. É um Mercúrio mais de poeta do que de escriturário, e fica mais forte quando confia na intuição e depois a anota com cuidado.`,
  },
  Venus: {
    domicile: `Vênus rege Touro e Libra, e em qualquer um deles é plenamente ela mesma. Em Touro ama pelos sentidos e pela lealdade; em Libra, pela harmonia, pela beleza e pela parceria. O afeto, o bom gosto e a capacidade de atrair vêm com facilidade, e a tarefa é valorizar a profundidade tanto quanto aquilo que é apenas agradável.`,
    exaltation: `Em Peixes Vênus está exaltada, e o amor se estende rumo ao ilimitado. A compaixão, a devoção e a sensibilidade artística são fortes, e o afeto pode ser generoso a ponto de esquecer de si. O dom desse posicionamento é a ternura; o seu cuidado é manter à vista, juntos, o ideal e a pessoa de carne e osso.`,
    detriment: `Vênus está em exílio em Escorpião e em Áries, os signos opostos aos seus. Em Escorpião o amor se torna intenso e do tipo tudo ou nada; em Áries é impulsivo e ávido pela conquista. A leveza de Vênus fica mais difícil de alcançar, mas a paixão e a franqueza dessas posições dão verdadeira força aos relacionamentos.`,
    fall: `Vênus está em queda em Virgem, onde o amor se expressa pelo serviço e pelo cuidado com os detalhes. O afeto pode aparecer mais no fazer do que no dizer, e a crítica pode se infiltrar na intimidade. A queda pede aceitação, de si e dos outros; então essa Vênus ama com uma devoção prática e fiel.`,
  },
  Mars: {
    domicile: `Marte rege Áries e Escorpião e age com força total em qualquer um deles. Em Áries é aberto, rápido e corajoso; em Escorpião é concentrado, estratégico e implacável. O ímpeto e a coragem estão sempre à mão, e o desafio é mirá-los bem em vez de disparar contra qualquer coisa que esteja mais perto.`,
    exaltation: `Marte está exaltado em Capricórnio, onde a energia encontra a disciplina. O esforço é constante, ambicioso e bem organizado, e o impulso de realizar pode sustentar a pessoa ao longo de um trabalho longo e duro. É uma das posições mais eficazes de Marte, e pede apenas que a ambição deixe espaço para o descanso e o afeto.`,
    detriment: `Em Libra e em Touro, os signos opostos aos seus, Marte está em exílio. A ação espera: em Libra, por um acordo; em Touro, por segurança. A raiva pode ser lenta ou indireta, e a firmeza nas decisões pede prática. A força desse posicionamento é uma ação medida, que leva os outros em conta e não cede terreno.`,
    fall: `Marte está em queda em Câncer, onde o ímpeto está ligado ao sentimento. A ação sobe e desce com a maré emocional, e a raiva pode sair pelas beiradas em vez de sair de frente. Mesmo assim, esse Marte luta com ferocidade pelo lar e pelas pessoas queridas, e se fortalece quando diz com clareza o que quer.`,
  },
  Jupiter: {
    domicile: `Júpiter rege Sagitário e Peixes e é generoso em ambos. Em Sagitário a fé e a visão são amplas e aventureiras; em Peixes a compaixão e a imaginação não têm fronteiras. As oportunidades e a boa vontade chegam com facilidade, e a tarefa é dar a essa abundância alguma forma e algum limite.`,
    exaltation: `Em Câncer Júpiter está exaltado, e a generosidade tem raízes no cuidado. A família, o lar e o amparo aos outros se tornam canais de crescimento e de boa sorte. É um Júpiter caloroso e protetor, no seu melhor quando a sua bondade também alcança quem está fora do círculo familiar.`,
    detriment: `Júpiter está em exílio em Gêmeos e em Virgem, os signos opostos aos seus. A visão ampla se parte em fatos e detalhes, e a crença é examinada em vez de presumida. O crescimento vem pelo estudo, pelas listas e por muitos passos pequenos, e o dom é uma sabedoria bem informada.`,
    fall: `Júpiter está em queda em Capricórnio, onde a expansão encontra a cautela. O otimismo é temperado pelo realismo, e o crescimento vem pelo esforço, pela estrutura e pela comprovação. A sorte parece conquistada em vez de dada, mas o que esse Júpiter constrói é prático, duradouro e bem fundamentado.`,
  },
  Saturn: {
    domicile: `Saturno rege Capricórnio e Aquário e atua com plena autoridade em ambos. Em Capricórnio a disciplina serve à ambição e à estrutura; em Aquário, aos princípios e às comunidades. A responsabilidade é bem carregada, e o desafio é deixar que a estrutura sustente a vida em vez de restringi-la.`,
    exaltation: `Saturno está exaltado em Libra, onde a disciplina serve à justiça. A equidade, o compromisso e o senso de dever nos relacionamentos são fortes, e os acordos são levados a sério. É um Saturno digno, no seu melhor quando os seus padrões elevados são temperados com gentileza.`,
    detriment: `Em Câncer e em Leão, os signos opostos aos seus, Saturno está em exílio. Em Câncer guarda com cautela os sentimentos e a família; em Leão, contém o desejo de brilhar. O calor e os limites puxam um contra o outro, e a lição é dar a si mesmo permissão para sentir, brincar e ser visto.`,
    fall: `Saturno está em queda em Áries, onde a paciência encontra o impulso. A ânsia de agir depressa esbarra na insegurança ou em obstáculos externos, e a frustração pode se acumular. Com o tempo, esse posicionamento aprende uma coragem disciplinada: a capacidade de começar com bravura e seguir em frente com constância.`,
  },
};

/** Uma recepção mútua: cada planeta num signo do outro (slots `{a}`, `{b}`, `{signA}`, `{signB}`). */
export const MUTUAL_RECEPTION_PT_BR: Readonly<Record<'domicile' | 'exaltation' | 'mixed', string>> = {
  domicile: `{a} em {signA} e {b} em {signB} estão em recepção mútua por domicílio: cada um ocupa o signo que o outro rege, como dois vizinhos que trocaram de casa e guardam as chaves um do outro. A tradição lê isso como um laço de cooperação. Os dois planetas podem se apoiar, e quando um deles está sob tensão o outro pode entrar em cena. Muitos astrólogos entendem que cada planeta pode agir como se estivesse no próprio signo, e assim a ligação funciona como uma aliança silenciosa entre as áreas da vida que eles regem.`,
  exaltation: `{a} em {signA} e {b} em {signB} se recebem por exaltação: cada um está no signo onde o outro é honrado como hóspede exaltado. É uma cortesia mais formal do que uma recepção por domicílio, mais parecida com respeito mútuo do que com posse compartilhada. As duas funções tendem a elevar a posição uma da outra, e a sua combinação pode produzir momentos de verdadeira distinção quando são reunidas de forma consciente.`,
  mixed: `{a} em {signA} e {b} em {signB} se recebem de forma mista, um por domicílio e o outro por exaltação. A troca é desigual, mas ainda assim cooperativa: um planeta oferece a hospitalidade de quem é dono da casa, o outro o respeito devido a um hóspede de honra. Na prática, as duas funções podem emprestar força uma à outra, e uma dificuldade numa área da vida muitas vezes encontra a saída pela outra.`,
};
