import type { ErrorWords } from '../error-words-catalogue.js';

/** The error sentences in Turkish (issue 31): as Turkish software words a form's errors. */
export const ERROR_WORDS_TR: ErrorWords = {
  required: '{field} zorunludur.',
  requiredOrPlace:
    '{field} zorunludur (ya da {latitude} ve {longitude} yerine {place} verin: "Ulm, Almanya" gibi bir yer adı veya bir GeoNames kimliği).',
  placeNotBoth: '{field}, {latitude} ve {longitude} yerine geçer: yeri ya da koordinatları verin, ikisini birden değil.',
  notAParameter: '{field} bu isteğin bir parametresi değil.',
  notAField: '{field} bu nesnenin bir alanı değil.',
  spellingTwice: '{field}, {canonical} için başka bir yazımdır ve {other} olarak da verilmiş; yalnızca bir kez, {canonical} olarak verin.',
  givenOnce: '{field} yalnızca bir kez verilmelidir.',
  notEmpty: '{field} boş olmamalıdır.',
  minLength: '{field} en az {limit} karakter uzunluğunda olmalıdır.',
  maxLength: '{field} en fazla {limit} karakter uzunluğunda olmalıdır.',
  minItems: '{field} en az {limit} öğe içermelidir.',
  maxItems: '{field} en fazla {limit} öğe içermelidir.',
  oneOf: '{field} şu değerlerden biri olmalıdır: {values}.',
  trueOrFalse: '{field} true (doğru) ya da false (yanlış) olmalıdır.',
  aString: '{field} bir metin olmalıdır.',
  anObject: '{field} bir nesne olmalıdır.',
  anArray: '{field} bir liste olmalıdır.',
  aValidValue: '{field} geçerli bir değer olmalıdır.',
  documentedForm: '{field}, API belgelerinde verilen biçimde bir metin olmalıdır.',
  bodyList: '{field}, virgülle ayrılmış gök cisimleri listesi olmalıdır (Sun,Moon,…).',
  ymd: '{field} YYYY-AA-GG biçiminde olmalıdır.',
  dateShape: '{field} YYYY-AA-GG biçiminde bir tarih olmalıdır.',
  'format.iso-date': '{field} YYYY-AA-GG biçiminde bir takvim tarihi olmalıdır, örneğin 1990-07-04 (0 yılından önceki bir yıl -0500-03-21 gibi).',
  'format.iso-date-time':
    '{field}, Z ya da +02:00 gibi bir farkla YYYY-AA-GGTSS:DD:ss biçiminde tarih ve saat olmalıdır, örneğin 2024-03-20T12:00:00Z.',
  'format.iso-date-or-date-time':
    '{field}, YYYY-AA-GG biçiminde bir tarih ya da Z veya +02:00 gibi bir farkla YYYY-AA-GGTSS:DD:ss biçiminde tarih ve saat olmalıdır ' +
    '(saniye isteğe bağlı), örneğin 2024-03-20 ya da 2024-03-20T12:00:00Z.',
  'format.clock-time': '{field}, 00:00 ile 23:59 arasında SS:DD biçiminde bir saat olmalıdır, örneğin 14:30.',
  'format.time-zone':
    '{field}, Europe/Paris ya da America/New_York gibi bir IANA saat dilimi adı (boşluk değil alt çizgi) ya da UTC olmalıdır.',
  'format.year': '{field}, {first} ile {last} arasında tam bir yıl olmalıdır, örneğin 2024 ya da -500 (astronomik yıllar: 0, MÖ 1 yılıdır).',
  'number.fromTo': '{field}, {min} ile {max} arasında {kind, select, integer {bir tam sayı} other {bir sayı}} olmalıdır.',
  'number.fromUpTo': '{field}, {min} dahil {max} hariç arasında {kind, select, integer {bir tam sayı} other {bir sayı}} olmalıdır.',
  'number.aboveBelow': '{field}, {min} değerinden büyük ve {max} değerinden küçük {kind, select, integer {bir tam sayı} other {bir sayı}} olmalıdır.',
  'number.aboveAtMost': '{field}, {min} değerinden büyük ve en çok {max} olan {kind, select, integer {bir tam sayı} other {bir sayı}} olmalıdır.',
  'number.above': '{field}, {min} değerinden büyük {kind, select, integer {bir tam sayı} other {bir sayı}} olmalıdır.',
  'number.atLeast': '{field}, en az {min} olan {kind, select, integer {bir tam sayı} other {bir sayı}} olmalıdır.',
  'number.below': '{field}, {max} değerinden küçük {kind, select, integer {bir tam sayı} other {bir sayı}} olmalıdır.',
  'number.atMost': '{field}, en çok {max} olan {kind, select, integer {bir tam sayı} other {bir sayı}} olmalıdır.',
  'number.any': '{field} {kind, select, integer {bir tam sayı} other {bir sayı}} olmalıdır.',
  'date.required': '{field} zorunludur (YYYY-AA-GG).',
  'date.month': '{field} alanında ay {month}; aylar 01 ile 12 arasındadır.',
  'date.day': '{field}: {date} diye bir gün yok; {yearMonth} ayında günler 01 ile {days} arasındadır.',
  'date.reform':
    '{field}: {date} diye bir gün yok; 1582-10-04 (Jülyen) gününü 1582-10-15 (Gregoryen) izledi; ' +
    "proleptik Gregoryen bir tarih için calendar: 'gregorian' verin.",
  'iso.shape': '{field}, ISO 8601 biçiminde bir tarih ya da tarih-saat değil.',
  'iso.day': '{field} alanında gün {day}; {yearMonth} ayı {days} gündür.',
  'iso.reform':
    '{field}, Gregoryen takvim reformunda atlanan on günden biridir (1582-10-04 gününü 1582-10-15 izledi); ' +
    "proleptik Gregoryen bir tarih için calendar: 'gregorian' verin.",
  'iso.hour': '{field} alanında saat {hour}; saatler 00 ile 23 arasındadır.',
  'iso.minute': '{field} alanında dakika {minute}; dakikalar 00 ile 59 arasındadır.',
  'iso.second': '{field} alanında saniye {second}; saniyeler 00 ile 59 arasındadır.',
  'iso.offset': '{field} alanında fark {offset}; farklar -18:00 ile +18:00 arasındadır.',
  'iso.noZone':
    '{field} saat dilimi olmayan bir tarih-saat: Z ya da bir fark ekleyin (örneğin 2024-03-20T12:00:00Z) ' +
    'ya da yerel saati saat dilimiyle birlikte civilInstant() işlevine verin.',
  clockTime: '{field}, 00:00 ile 23:59:59 arasında SS:DD ya da SS:DD:ss biçiminde olmalıdır.',
  'span.instant': '{field}, {from} ile {to} arasında olmalıdır.',
  'span.civil': '{field}, desteklenen aralıkta ({from} ile {to} arasında) olmalıdır; verilen: {typed}.',
  'timeZone.unknown': "{field} {name} bir IANA saat dilimi adı değil; 'Europe/Paris' ya da 'UTC' gibi birini kullanın.",
  'check.finiteIn': '{field}, {min}..{max} aralığında sonlu bir sayı olmalıdır.',
  'check.inRange': '{field}, {min}..{max} aralığında olmalıdır; verilen: {value}.',
  'check.wholeIn': '{field}, {min}..{max} aralığında bir tam sayı olmalıdır; verilen: {value}.',
  'check.longitude': '{field} sonlu bir derece değeri olmalıdır (0..360 aralığına getirilir).',
  'range.maxSpan': '{from}..{to} aralığı en fazla {maximum} {unit, select, years {yıl} other {gün}} sürebilir.',
  'date.requiredIso': '{field} zorunludur: bir ISO tarihi (YYYY-AA-GG) ya da tarih-saat.',
  'date.years': '{field}, {first}..{last} yılları arasında bir tarih olmalıdır.',
  differsFrom: '{field}, {other} alanından farklı olmalıdır.',
  'chartPoint.riseSet': '{body} ekliptik üzerindeki bir harita noktasıdır; doğup batan bir gök cismi değildir.',
  'chartPoint.houses': '{body} ekliptik üzerindeki bir harita noktasıdır; evlerde ilerleyen bir gök cismi değildir.',
  'bodies.nonEmpty': '{field}, gök cismi adlarından oluşan boş olmayan bir liste olmalıdır.',
  'bodies.observer': '{field}: {body} gözlemciye bağlıdır ve burada burç geçişi ya da duraklaması yoktur.',
  'bodies.notInBuild': '{field}: {body} bu derlemede kullanılamıyor.',
  'lunarReturn.none': '{field} ile desteklenen aralığın sonu ({last}) arasında Ay dönüşü yok.',
  'fixedStar.unknown': '{field}, katalogdaki {count} yıldızdan biri olmalıdır: {values}.',
};
