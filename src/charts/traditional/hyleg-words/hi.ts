import type { HylegRuleWords } from '../hyleg-rule.js';

/**
 * The hyleg's rules in Hindi (docs/i18n/hi.md): हिल्लाज, the Tajika name of the hyleg; हिल्लाज स्थान, हिल्लाज भाव;
 * जन्मपूर्व अमावस्या/पूर्णिमा for the prenatal syzygy; पुण्य सहम; लग्न.
 */
export const HYLEG_WORDS_HI: HylegRuleWords = {
  ptolemyLight: 'टॉलेमी के हिल्लाज स्थान {place} में {light}',
  ptolemyLord: '{lord}: {first}, जन्मपूर्व अमावस्या/पूर्णिमा और {sect, select, day {लग्न} other {पुण्य सहम}} पर सर्वाधिक आधिपत्य-संबंध; हिल्लाज स्थान {place} में',
  ptolemyFortune: 'हिल्लाज स्थान में न सूर्य-चंद्र, न कोई स्वामी; पूर्णिमा के बाद रात्रि जन्म: पुण्य सहम',
  ptolemyAscendant: 'हिल्लाज स्थान में न सूर्य-चंद्र, न कोई स्वामी{sect, select, day {} other {; अमावस्या के बाद रात्रि जन्म}}: लग्न',
  lillyLight: 'भाव {house} में {light}, एक हिल्लाज भाव',
  lillyLord: '{lord}: {sect, select, day {जन्मपूर्व अमावस्या/पूर्णिमा के अंश} other {चंद्र के अंश, जन्मपूर्व अमावस्या/पूर्णिमा के अंश और पुण्य सहम}} पर सर्वाधिक मूल गरिमाएँ; भाव {house} में',
  lillyAscendant: 'हिल्लाज भाव में न सूर्य-चंद्र, न कोई स्वामी: लग्न',
};
