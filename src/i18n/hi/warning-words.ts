import type { WarningWords } from '../warning-words.js';

/** The chart records' warnings in Hindi (terms: docs/i18n/hi.md — भाव, लग्न, मध्याकाश, स्थानीय माध्य समय). */
export const WARNING_WORDS_HI: WarningWords = {
  noonAssumed: 'जन्म समय नहीं दिया गया: स्थानीय दोपहर (12:00) मानी गई',
  localMeanTime:
    '{date} को {timezone} समय-क्षेत्र में अभी स्थानीय माध्य समय चलता था: अंतर जन्म देशांतर का माध्य समय है, UTC{offset} (देशांतर {longitude}° / 15)',
  clockFold:
    '{date} को {timezone} समय-क्षेत्र में {time} दो बार आया (घड़ियाँ {minutes} मिनट पीछे की गईं): पहली बार वाला, UTC{offset}, लिया गया (दूसरा UTC{otherOffset} है)',
  clockGap:
    '{date} को {timezone} समय-क्षेत्र में {time} आया ही नहीं (घड़ियाँ {minutes} मिनट आगे की गईं): समय आगे खिसकाकर {movedTime} (UTC{offset}) किया गया',
  intlDisagrees:
    'रनटाइम का Intl {date} को {timezone} के लिए UTC{intlOffset} देता है; tz डेटाबेस {version} UTC{offset} ({abbreviation}) देता है, और वही लिया गया (देखें docs/time.md)',
  deltaTBlur:
    '{year} के आसपास ΔT (TT − UT) केवल ±{sigma} सेकंड तक ज्ञात है (1σ, देखें docs/time.md): इस सीमा में लग्न {spread}° तक खिसकता है, इसलिए भाव और केंद्र बिंदु भी उतने ही अनिश्चित हैं',
  porphyryFallback: '{reason}: अक्षांश {latitude}° पर इसके स्थान पर पोरफिरी भाव-संधियाँ दी गई हैं।',
  housesOverlap: 'यहाँ {system} की भाव-संधियाँ राशिचक्र में एक ही दिशा में नहीं चलतीं (भाव एक-दूसरे पर चढ़ जाते)',
  apcUndefined: 'APC भाव यहाँ परिभाषित नहीं हैं (लग्न का दैनिक वृत्त क्षितिज को नहीं काटता)',
  polarUndefined:
    '{system, select, Koch {कोख भाव ध्रुवीय वृत्तों के भीतर परिभाषित नहीं हैं (मध्याकाश का अंश उदित न भी हो)} ' +
    'Gauquelin {गोकलें सेक्टर ध्रुवीय वृत्तों के भीतर परिभाषित नहीं हैं (कुछ अंश कभी उदित या अस्त नहीं होते)} ' +
    'other {{system} भाव ध्रुवीय वृत्तों के भीतर परिभाषित नहीं हैं (कुछ अंश कभी उदित या अस्त नहीं होते)}}',
  polesHorizon: 'भौगोलिक ध्रुवों पर {system} का हर भाव-वृत्त क्षितिज से मिल जाता है',
  sunDeclinationMissing: '{system} भावों को सूर्य की क्रांति चाहिए, जो नहीं दी गई',
  sunNeverRises: 'जब सूर्य न उदित होता है न अस्त (ध्रुवीय दिन या रात), तब {system} भाव परिभाषित नहीं हैं',
  horizonReversed:
    'यहाँ क्षितिज भाव राशियों के क्रम के उलटे चलते हैं: अक्षांश {latitude}° पर ऊर्ध्व वृत्त क्रांतिवृत्त को उस शाखा पर काटते हैं जिसकी भाव-संधि 1 वर्टेक्स है, एंटी-वर्टेक्स नहीं।',
  polarMidheaven:
    'अक्षांश {latitude}° पर मध्याकाश क्षितिज के नीचे है (ध्रुवीय वृत्त के भीतर): {system} की भाव-संधि 10 क्षितिज के ऊपर का याम्योत्तर बिंदु है (मध्याकाश + 180°) और भाव राशियों के क्रम के उलटे चलते हैं।',
  bodyOmitted:
    '{body} छोड़ा गया: {code, select, OUT_OF_RANGE {तिथि उपलब्ध पंचांग-सारणी (एफ़ेमेरिस) से बाहर है} ' +
    'UNSUPPORTED {इसकी एफ़ेमेरिस लोड नहीं हुई (loadBodies)} other {इसकी स्थिति की गणना नहीं हो सकी}}',
  equalHours:
    'अक्षांश {latitude}° पर {date} को सूर्योदय और सूर्यास्त का चक्र नहीं है (ध्रुवीय दिन या रात): इसके स्थान पर स्थानीय माध्य सौर समय 06:00 से 60 मिनट के बराबर होरा दिए गए हैं',
  clocksChanged:
    'इस अवधि के भीतर ({instant}) {timezone} समय-क्षेत्र की घड़ियाँ {before} से {after} पर बदलीं: उसके बाद के समय नए अंतर से पढ़े जाते हैं।',
  familyQuoted: '{language}: “{family}” का अभी अनुवाद नहीं है; यह रिकॉर्ड उसमें से जो उद्धृत करता है वह अंग्रेज़ी में है।',
  entriesUntranslated:
    '{language}: “{family}” की {count} प्रविष्टियों का अभी अनुवाद नहीं है और वे अंग्रेज़ी में हैं: {listed}{more, plural, =0 {} other { और {more} अन्य}}।',
  familyComposed: '{language}: “{family}” का अभी अनुवाद नहीं है; ये पाठ अंग्रेज़ी में हैं।',
};
