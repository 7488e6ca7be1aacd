import type { WarningWords } from '../warning-words.js';

/** The chart records' warnings in Turkish (terms: docs/i18n/tr.md — ev, Tepe Noktası, yerel ortalama zaman). */
export const WARNING_WORDS_TR: WarningWords = {
  noonAssumed: 'doğum saati verilmedi: yerel öğle (12:00) varsayıldı',
  localMeanTime:
    '{timezone} {date} tarihinde hâlâ yerel ortalama zamandaydı: fark, doğum boylamının ortalama zamanıdır, UTC{offset} (boylam {longitude}° / 15)',
  clockFold:
    '{time} saati {date} tarihinde {timezone} diliminde iki kez yaşandı (saatler {minutes} dk geri alındı): ilki kullanıldı, UTC{offset} (ikincisi UTC{otherOffset})',
  clockGap:
    '{time} saati {date} tarihinde {timezone} diliminde hiç yaşanmadı (saatler {minutes} dk ileri alındı): saat {movedTime} olarak ileri kaydırıldı (UTC{offset})',
  intlDisagrees:
    'çalışma ortamının Intl’i {timezone} için {date} tarihinde UTC{intlOffset} veriyor; tz veri tabanı {version} ise UTC{offset} ({abbreviation}) veriyor ve bu değer kullanıldı (bkz. docs/time.md)',
  deltaTBlur:
    '{year} dolayında ΔT (TT − UT) ancak ±{sigma} sn kesinlikle biliniyor (1σ, bkz. docs/time.md): bu aralıkta Yükselen {spread}° kadar kayıyor, dolayısıyla evler ve açılar da o kadar belirsiz',
  porphyryFallback: '{reason}: {latitude}° enleminde bunun yerine Porphyrius ev başlangıçları veriliyor.',
  housesOverlap: '{system} ev başlangıçları burada zodyakı tek bir yönde dolaşmıyor (evler üst üste binerdi)',
  apcUndefined: 'APC evleri burada tanımsız (Yükselen derecesinin günlük dairesi ufku kesmiyor)',
  polarUndefined:
    '{system, select, Koch {Koch evleri kutup daireleri içinde tanımsızdır (Tepe Noktası derecesi doğmayabilir)} ' +
    'Gauquelin {Gauquelin sektörleri kutup daireleri içinde tanımsızdır (bazı dereceler hiç doğmaz ya da batmaz)} ' +
    'other {{system} evleri kutup daireleri içinde tanımsızdır (bazı dereceler hiç doğmaz ya da batmaz)}}',
  polesHorizon: 'coğrafi kutuplarda her {system} ev dairesi ufukla çakışır',
  sunDeclinationMissing: '{system} evleri Güneş’in deklinasyonunu ister, ama verilmedi',
  sunNeverRises: 'Güneş ne doğar ne batarken (kutup gündüzü ya da gecesi) {system} evleri tanımsızdır',
  horizonReversed:
    'Ufuk evleri burada burçların sırasına karşı ilerliyor: {latitude}° enleminde düşey daireler ekliptiği 1. ev başlangıcı Antivertex değil Vertex olan kolda kesiyor.',
  polarMidheaven:
    'Tepe Noktası {latitude}° enleminde ufkun altında (kutup dairesi içinde): {system} sisteminde 10. ev başlangıcı, meridyenin ufkun üstündeki noktasıdır (Tepe Noktası + 180°) ve evler burçların sırasına karşı ilerler.',
  bodyOmitted:
    '{body} çıkarıldı: {code, select, OUT_OF_RANGE {tarih mevcut efemerisin dışında} ' +
    'UNSUPPORTED {efemerisi yüklenmedi (loadBodies)} other {konumu hesaplanamadı}}',
  equalHours:
    '{latitude}° enleminde {date} tarihinde gün doğumu ve batımı döngüsü yok (kutup gündüzü ya da gecesi): bunun yerine yerel ortalama güneş zamanıyla 06:00’dan başlayan 60 dakikalık eşit saatler veriliyor',
  clocksChanged:
    '{timezone} saatleri pencere içinde değişti, {instant} anında ({before} → {after}): o andan sonraki saatler yeni farkla okunur.',
  familyQuoted: '{language}: “{family}” için henüz çeviri yok; bu kaydın ondan alıntıladıkları İngilizcedir.',
  entriesUntranslated:
    '{language}: “{family}” bölümünden {count} girdinin henüz çevirisi yok ve İngilizce: {listed}{more, plural, =0 {} other { ve {more} tane daha}}.',
  familyComposed: '{language}: “{family}” için henüz çeviri yok; bu metinler İngilizcedir.',
};
