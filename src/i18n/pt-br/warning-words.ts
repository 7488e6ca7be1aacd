import type { WarningWords } from '../warning-words.js';

/** The chart records' warnings in Brazilian Portuguese (terms: docs/i18n/pt-BR.md — cúspide, Meio do Céu, hora média local). */
export const WARNING_WORDS_PT_BR: WarningWords = {
  noonAssumed: 'hora de nascimento não informada: adotado o meio-dia local (12:00)',
  localMeanTime:
    'em {date}, o fuso {timezone} ainda seguia a hora média local: o fuso é a hora média da longitude de nascimento, UTC{offset} (longitude {longitude}° / 15)',
  clockFold:
    '{time} ocorreu duas vezes em {date} no fuso {timezone} (os relógios atrasaram {minutes} min): foi usada a primeira, UTC{offset} (a segunda é UTC{otherOffset})',
  clockGap:
    '{time} não existiu em {date} no fuso {timezone} (os relógios adiantaram {minutes} min): a hora foi adiantada para {movedTime} (UTC{offset})',
  intlDisagrees:
    'o Intl do ambiente de execução dá para o fuso {timezone} UTC{intlOffset} em {date}; o banco de dados tz {version} dá UTC{offset} ({abbreviation}), que foi o usado (veja docs/time.md)',
  deltaTBlur:
    'por volta de {year}, ΔT (TT − UT) só é conhecido com ±{sigma} s (1σ, veja docs/time.md): dentro dessa margem o Ascendente se desloca até {spread}°, então as casas e os ângulos são incertos na mesma medida',
  porphyryFallback: '{reason}: na latitude {latitude}° são dadas em seu lugar as cúspides de Porfírio.',
  housesOverlap: 'aqui as cúspides de {system} não percorrem o zodíaco num único sentido (as casas se sobreporiam)',
  apcUndefined: 'as casas APC não são definidas aqui (o círculo diurno do Ascendente não corta o horizonte)',
  polarUndefined:
    '{system, select, Koch {as casas de Koch não são definidas dentro dos círculos polares (o grau do Meio do Céu pode não nascer)} ' +
    'Gauquelin {os setores de Gauquelin não são definidos dentro dos círculos polares (alguns graus nunca nascem nem se põem)} ' +
    'other {as casas de {system} não são definidas dentro dos círculos polares (alguns graus nunca nascem nem se põem)}}',
  polesHorizon: 'nos polos geográficos todo círculo de casa de {system} coincide com o horizonte',
  sunDeclinationMissing: 'as casas de {system} precisam da declinação do Sol, que não foi informada',
  sunNeverRises: 'as casas de {system} não são definidas quando o Sol não nasce nem se põe (dia ou noite polar)',
  horizonReversed:
    'Aqui as casas do horizonte correm contra a ordem dos signos: na latitude {latitude}° os círculos verticais cortam a eclíptica no ramo cuja cúspide 1 é o Vértex, não o Antivértex.',
  polarMidheaven:
    'O Meio do Céu está abaixo do horizonte na latitude {latitude}° (dentro do círculo polar): a cúspide 10 de {system} é o ponto do meridiano acima do horizonte (Meio do Céu + 180°) e as casas correm contra a ordem dos signos.',
  bodyOmitted:
    '{body} ficou de fora: {code, select, OUT_OF_RANGE {a data cai fora da efeméride disponível} ' +
    'UNSUPPORTED {sua efeméride não está carregada (loadBodies)} other {não foi possível calcular sua posição}}',
  equalHours:
    'não há ciclo de nascer e pôr do Sol na latitude {latitude}° em {date} (dia ou noite polar): em seu lugar são dadas horas iguais de 60 minutos a partir das 06:00, hora solar média local',
  clocksChanged:
    'Os relógios do fuso {timezone} mudaram dentro da janela, em {instant} (de {before} para {after}): a partir daí as horas são lidas com o novo fuso.',
  familyQuoted: '{language}: “{family}” ainda não tem tradução; o que este registro cita disso está em inglês.',
  entriesUntranslated:
    '{language}: {count, plural, one {1 entrada de “{family}” ainda não tem tradução e está} other {{count} entradas de “{family}” ainda não têm tradução e estão}} ' +
    'em inglês: {listed}{more, plural, =0 {} other { e mais {more}}}.',
  familyComposed: '{language}: “{family}” ainda não tem tradução; esses textos estão em inglês.',
};
