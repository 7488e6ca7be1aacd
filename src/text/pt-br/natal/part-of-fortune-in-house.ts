// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
// The Part of Fortune in each house (src/text/en/natal/part-of-fortune-in-house.ts, PART_OF_FORTUNE_IN_HOUSE_EN),
// houses 1 to 12.

/** A Parte da Fortuna da Casa 1 à Casa 12, em português do Brasil. */
export const PART_OF_FORTUNE_IN_HOUSE_PT_BR: readonly string[] = [
  // 1
  `Com a Parte da Fortuna na Casa 1, a boa sorte costuma acompanhar a iniciativa pessoal. As coisas vão melhor quando essa pessoa age em causa própria, cuida do próprio corpo e deixa que se veja o seu jeito natural. A sorte muitas vezes chega pela presença e pela visibilidade: aparecer pessoalmente, apresentar-se, confiar nos primeiros instintos. O bem-estar depende muito da vitalidade física, de modo que o simples cuidado com a saúde se paga muitas vezes.`,
  // 2
  `A Parte da Fortuna na Casa 2 põe a fortuna nos recursos e no talento prático. A renda, os bens e o uso hábil do que já se tem tendem a trazer contentamento, e o dinheiro pode vir com mais facilidade aqui do que em outras áreas quando é ganho por meio de capacidades genuínas. A satisfação cresce com a sensação de ter o bastante. A ressalva é não confundir conforto com felicidade; o verdadeiro dom é uma relação estável com o próprio valor.`,
  // 3
  `Na Casa 3, a Parte da Fortuna encontra a sua sorte perto de casa. Conversas, cartas, viagens curtas, vizinhos e irmãos trazem aberturas, e um comentário ao acaso pode mudar um plano para melhor. O aprendizado vem com facilidade, e o bem-estar aumenta quando a mente se ocupa de algo novo. A escrita, o ensino e qualquer trabalho de ligação são favorecidos. A facilidade chega na rotina do dia a dia, não em lugares distantes.`,
  // 4
  `Uma Parte da Fortuna na Casa 4 faz do lar a sua fonte. O contentamento depende de uma base segura, um lugar que pareça seu, e muitas vezes da família ou da própria terra. A fortuna pode vir por imóveis, heranças ou um negócio tocado de casa, e a vida tende a melhorar com a idade, à medida que as raízes se aprofundam. O tempo gasto em cuidar do ninho não é desperdiçado aqui; é assim que essa pessoa renova a sua sorte.`,
  // 5
  `Com a Parte da Fortuna na Casa 5, a alegria é o caminho da sorte. O trabalho criativo, as brincadeiras, o romance, os filhos e os passatempos trazem felicidade e, com uma frequência surpreendente, ganhos práticos. Essa pessoa faz bem em seguir o que a encanta, já que o prazer levado a sério se torna um caminho. Arriscar um pouco, sem exagero, pode compensar, embora o lado apostador precise de vigilância. Quando a vida fica cinzenta, fazer algo só pela graça de fazer restabelece o equilíbrio.`,
  // 6
  `A Parte da Fortuna na Casa 6 encontra facilidade no trabalho bem feito e nas rotinas saudáveis. A satisfação vem de uma tarefa bem cumprida, de ser útil aos colegas e de hábitos diários que mantêm o corpo em ordem. A fortuna pode chegar pelo emprego, pelo serviço ou por uma habilidade prática da qual os outros dependem. Não é a sorte dos golpes inesperados, mas a de um ritmo bem cuidado, e ela se fortalece quanto mais a rotina é escolhida em vez de suportada.`,
  // 7
  `Na Casa 7, a Parte da Fortuna traz sorte por meio das outras pessoas. Parceiros, clientes, colaboradores e até adversários à altura abrem portas que continuariam fechadas para quem tentasse sozinho. O casamento ou uma parceria próxima pode ser uma fonte real de bem-estar, e os acordos tendem a favorecer essa pessoa quando firmados com cuidado. A felicidade cresce quando se está em boa companhia, e a disposição de dividir o mérito faz parte do dom.`,
  // 8
  `Uma Parte da Fortuna na Casa 8 encontra a fortuna nos recursos compartilhados e nas mudanças profundas. As finanças conjuntas, os investimentos, os ganhos de um parceiro ou uma herança podem ter um papel, assim como o trabalho com o dinheiro alheio, a pesquisa ou as crises. O bem-estar muitas vezes vem depois de um período de desapego, como se cada fim abrisse espaço para um arranjo melhor. A confiança, dada com sabedoria, é a chave que faz girar a sorte desse posicionamento.`,
  // 9
  `Com a Parte da Fortuna na Casa 9, a fortuna mora do outro lado do horizonte. Viagens, estudos, contatos estrangeiros, publicações e a busca de sentido trazem tanto contentamento quanto oportunidades. Essa pessoa tende a se dar bem sempre que amplia o seu mundo, seja mudando para o exterior, seja abraçando um assunto que alarga a mente. A fé na vida é ela mesma uma fonte de sorte aqui, e se fortalece quando é posta à prova pela experiência.`,
  // 10
  `A Parte da Fortuna na Casa 10 liga o bem-estar à vocação. O sucesso e o reconhecimento num papel público trazem uma satisfação genuína, e a sorte dessa pessoa muitas vezes opera pela carreira, pelas figuras de autoridade e por uma boa reputação. As oportunidades aparecem quando ela dá um passo à frente e assume responsabilidades. O posicionamento pede um trabalho que pareça valer a pena, já que só a posição não sustenta o contentamento; a vocação certa sustenta.`,
  // 11
  `Na Casa 11, a Parte da Fortuna reúne sorte por meio dos amigos e dos grupos. Redes, associações, patronos e projetos compartilhados trazem aberturas e apoio, e as esperanças tendem a se realizar com a ajuda dos outros. O bem-estar cresce em boa companhia e no trabalho por um objetivo comum. Manter contato, participar e oferecer ajuda com generosidade aumentam, todos eles, a fortuna que esse posicionamento promete.`,
  // 12
  `Uma Parte da Fortuna na Casa 12 esconde a sua sorte em lugares silenciosos. O retiro, a reflexão, a solidão criativa, o cuidado com os outros e o trabalho nos bastidores trazem um contentamento que o sucesso público sozinho não traz. A ajuda pode chegar sem ser vista, de pessoas que nunca pedem agradecimento. O bem-estar depende de um tempo regular à parte e de uma vida interior respeitada. O que parece retraimento é, para esse posicionamento, o modo como a fortuna se renova.`,
];
