import type { ErrorWords } from '../error-words-catalogue.js';

/** The error sentences in Hindi (issue 31): as Hindi software words a form's errors (आप, formats in Latin letters). */
export const ERROR_WORDS_HI: ErrorWords = {
  required: '{field} आवश्यक है।',
  requiredOrPlace:
    '{field} आवश्यक है (या {latitude} और {longitude} की जगह {place} दें: कोई स्थान-नाम, जैसे "Ulm, Germany", या GeoNames की कोई आईडी)।',
  placeNotBoth: '{field} तब {latitude} और {longitude} की जगह लेता है: स्थान या निर्देशांक दें, दोनों नहीं।',
  notAParameter: '{field} इस अनुरोध का पैरामीटर नहीं है।',
  notAField: '{field} इस ऑब्जेक्ट का फ़ील्ड नहीं है।',
  spellingTwice: '{field}, {canonical} की दूसरी वर्तनी है, जो {other} के रूप में भी दिया गया है; इसे एक ही बार, {canonical} के रूप में दें।',
  givenOnce: '{field} केवल एक बार दिया जाना चाहिए।',
  notEmpty: '{field} ख़ाली नहीं होना चाहिए।',
  minLength: '{field} कम से कम {limit} अक्षरों का होना चाहिए।',
  maxLength: '{field} अधिक से अधिक {limit} अक्षरों का होना चाहिए।',
  minItems: '{field} में कम से कम {limit} प्रविष्टियाँ होनी चाहिए।',
  maxItems: '{field} में अधिक से अधिक {limit} प्रविष्टियाँ होनी चाहिए।',
  oneOf: '{field} इनमें से कोई एक मान होना चाहिए: {values}।',
  trueOrFalse: '{field} का मान true (सत्य) या false (असत्य) होना चाहिए।',
  aString: '{field} पाठ होना चाहिए।',
  anObject: '{field} एक ऑब्जेक्ट होना चाहिए।',
  anArray: '{field} एक सूची होनी चाहिए।',
  aValidValue: '{field} का मान मान्य होना चाहिए।',
  documentedForm: '{field} उस रूप में पाठ होना चाहिए जो API के दस्तावेज़ में दिया गया है।',
  bodyList: '{field} अल्पविराम से अलग किए गए ग्रहों की सूची होनी चाहिए (Sun,Moon,…)।',
  ymd: '{field} YYYY-MM-DD (वर्ष-माह-दिन) के रूप में होना चाहिए।',
  dateShape: '{field} YYYY-MM-DD (वर्ष-माह-दिन) के रूप में तारीख़ होनी चाहिए।',
  'format.iso-date': '{field} YYYY-MM-DD (वर्ष-माह-दिन) के रूप में कैलेंडर की तारीख़ होनी चाहिए, जैसे 1990-07-04 (वर्ष 0 से पहले का वर्ष -0500-03-21 की तरह)।',
  'format.iso-date-time':
    '{field} Z या +02:00 जैसे अंतर के साथ YYYY-MM-DDTHH:MM:SS के रूप में तारीख़ और समय होना चाहिए, जैसे 2024-03-20T12:00:00Z।',
  'format.iso-date-or-date-time':
    '{field} YYYY-MM-DD के रूप में तारीख़, या Z या +02:00 जैसे अंतर के साथ YYYY-MM-DDTHH:MM:SS के रूप में तारीख़ और समय होना चाहिए ' +
    '(सेकंड वैकल्पिक), जैसे 2024-03-20 या 2024-03-20T12:00:00Z।',
  'format.clock-time': '{field} 00:00 से 23:59 तक HH:MM (घंटा:मिनट) के रूप में समय होना चाहिए, जैसे 14:30।',
  'format.time-zone':
    '{field} IANA समय-क्षेत्र का नाम होना चाहिए, जैसे Europe/Paris या America/New_York (रिक्त स्थान नहीं, अंडरस्कोर), या UTC।',
  'format.year': '{field} {first} से {last} तक कोई पूरा वर्ष होना चाहिए, जैसे 2024 या -500 (खगोलीय वर्ष: 0 यानी 1 ईसा पूर्व)।',
  'number.fromTo': '{field} {min} से {max} तक {kind, select, integer {कोई पूर्णांक} other {कोई संख्या}} होना चाहिए।',
  'number.fromUpTo': '{field} {min} से {max} तक ({max} को छोड़कर) {kind, select, integer {कोई पूर्णांक} other {कोई संख्या}} होना चाहिए।',
  'number.aboveBelow': '{field} {min} से बड़ा और {max} से छोटा {kind, select, integer {कोई पूर्णांक} other {कोई संख्या}} होना चाहिए।',
  'number.aboveAtMost': '{field} {min} से बड़ा और अधिक से अधिक {max} {kind, select, integer {कोई पूर्णांक} other {कोई संख्या}} होना चाहिए।',
  'number.above': '{field} {min} से बड़ा {kind, select, integer {कोई पूर्णांक} other {कोई संख्या}} होना चाहिए।',
  'number.atLeast': '{field} कम से कम {min} {kind, select, integer {का कोई पूर्णांक} other {की कोई संख्या}} होना चाहिए।',
  'number.below': '{field} {max} से छोटा {kind, select, integer {कोई पूर्णांक} other {कोई संख्या}} होना चाहिए।',
  'number.atMost': '{field} अधिक से अधिक {max} {kind, select, integer {का कोई पूर्णांक} other {की कोई संख्या}} होना चाहिए।',
  'number.any': '{field} {kind, select, integer {कोई पूर्णांक} other {कोई संख्या}} होना चाहिए।',
  'date.required': '{field} आवश्यक है (YYYY-MM-DD)।',
  'date.month': '{field} में माह {month} है; माह 01 से 12 तक होते हैं।',
  'date.day': '{field}: {date} कोई तारीख़ नहीं है; {yearMonth} में दिन 01 से {days} तक हैं।',
  'date.reform':
    '{field}: {date} कोई तारीख़ नहीं है; 1582-10-04 (जूलियन) के बाद सीधे 1582-10-15 (ग्रेगोरियन) आया; ' +
    "प्रोलेप्टिक ग्रेगोरियन तारीख़ के लिए calendar: 'gregorian' दें।",
  'iso.shape': '{field} ISO 8601 की तारीख़ या तारीख़-समय नहीं है।',
  'iso.day': '{field} में दिन {day} है; {yearMonth} में {days} दिन हैं।',
  'iso.reform':
    '{field} उन दस दिनों में से है जिन्हें ग्रेगोरियन सुधार ने हटा दिया (1582-10-04 के बाद सीधे 1582-10-15 आया); ' +
    "प्रोलेप्टिक ग्रेगोरियन तारीख़ के लिए calendar: 'gregorian' दें।",
  'iso.hour': '{field} में घंटा {hour} है; घंटे 00 से 23 तक होते हैं।',
  'iso.minute': '{field} में मिनट {minute} है; मिनट 00 से 59 तक होते हैं।',
  'iso.second': '{field} में सेकंड {second} है; सेकंड 00 से 59 तक होते हैं।',
  'iso.offset': '{field} में अंतर {offset} है; अंतर -18:00 से +18:00 तक होता है।',
  'iso.noZone':
    '{field} बिना समय-क्षेत्र का तारीख़-समय है: Z या कोई अंतर जोड़ें (जैसे 2024-03-20T12:00:00Z), ' +
    'या स्थानीय समय को उसके समय-क्षेत्र के साथ civilInstant() को दें।',
  clockTime: '{field} 00:00 से 23:59:59 के बीच HH:MM या HH:MM:SS के रूप में होना चाहिए।',
  'span.instant': '{field} {from} और {to} के बीच होना चाहिए।',
  'span.civil': '{field} समर्थित अवधि {from} से {to} के भीतर होना चाहिए; मिला: {typed}।',
  'timeZone.unknown': "{field} {name} IANA समय-क्षेत्र का नाम नहीं है; 'Europe/Paris' या 'UTC' जैसा कोई नाम दें।",
  'check.finiteIn': '{field} {min}..{max} के भीतर कोई परिमित संख्या होनी चाहिए।',
  'check.inRange': '{field} {min}..{max} के भीतर होना चाहिए; मिला: {value}।',
  'check.wholeIn': '{field} {min}..{max} के भीतर कोई पूर्णांक होना चाहिए; मिला: {value}।',
  'check.longitude': '{field} अंशों में कोई परिमित संख्या होनी चाहिए (उसे 0..360 में लाया जाता है)।',
  'range.maxSpan': '{from}..{to} की अवधि अधिक से अधिक {maximum} {unit, select, years {वर्ष} other {दिन}} की हो सकती है।',
  'date.requiredIso': '{field} आवश्यक है: ISO तारीख़ (YYYY-MM-DD) या तारीख़-समय।',
  'date.years': '{field} वर्ष {first}..{last} के बीच की कोई तारीख़ होनी चाहिए।',
  differsFrom: '{field}, {other} से अलग होना चाहिए।',
  'chartPoint.riseSet': '{body} क्रांतिवृत्त पर कुंडली का एक बिंदु है, उदय और अस्त होने वाला ग्रह नहीं।',
  'chartPoint.houses': '{body} क्रांतिवृत्त पर कुंडली का एक बिंदु है, भावों में चलने वाला ग्रह नहीं।',
  'bodies.nonEmpty': '{field} ग्रहों के नामों की ऐसी सूची होनी चाहिए जो ख़ाली न हो।',
  'bodies.observer': '{field}: {body} प्रेक्षक पर निर्भर है और यहाँ उसके राशि-प्रवेश या स्तंभन नहीं होते।',
  'bodies.notInBuild': '{field}: {body} इस बिल्ड में उपलब्ध नहीं है।',
  'lunarReturn.none': '{field} और समर्थित अवधि के अंत ({last}) के बीच कोई चंद्र-वापसी नहीं है।',
  'fixedStar.unknown': '{field} सूची के {count} तारों में से एक होना चाहिए: {values}।',
};
