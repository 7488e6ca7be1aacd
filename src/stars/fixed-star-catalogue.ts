/**
 * The fixed-star catalogue: 70 classic astrological fixed stars with their ICRS position at epoch J2000.0,
 * proper motion, radial velocity, parallax and visual magnitude.
 *
 * Provenance: compiled (values unchanged, order kept) from the project's shared reference table
 * `reference/fixed-stars.json` (its `meta`: "SIMBAD-derived values", ICRS, epoch J2000.0). Compiled into
 * source so that nothing reads a file at run time.
 * Field units: degrees (ICRS, epoch and equinox J2000.0), mas/yr (μα* = μα·cos δ), km/s (positive
 * receding), mas, magnitudes.
 */

/** One catalogue star. */
export interface FixedStarEntry {
  /** Traditional name (the lookup key, case-insensitive). */
  readonly name: string;
  /** Bayer-style designation, abbreviated (e.g. `alTau` = α Tauri). */
  readonly designation: string;
  /** Right ascension, ICRS, epoch J2000.0, degrees [0, 360). */
  readonly raDeg: number;
  /** Declination, ICRS, epoch J2000.0, degrees [−90, 90]. */
  readonly decDeg: number;
  /** Proper motion in right ascension times cos δ, milliarcseconds per Julian year. */
  readonly pmRaCosDecMasPerYear: number;
  /** Proper motion in declination, milliarcseconds per Julian year. */
  readonly pmDecMasPerYear: number;
  /** Radial velocity, km/s, positive away from the Sun. */
  readonly radialVelocityKmS: number;
  /** Annual parallax, milliarcseconds. */
  readonly parallaxMas: number;
  /** Visual magnitude V. */
  readonly magnitudeV: number;
}

/** @summary The 70 catalogue stars, in the order of the reference table. */
export const FIXED_STARS: readonly FixedStarEntry[] = [
  { name: 'Aldebaran', designation: 'alTau', raDeg: 68.980162792, decDeg: 16.509302361, pmRaCosDecMasPerYear: 63.45, pmDecMasPerYear: -188.94, radialVelocityKmS: 54.26, parallaxMas: 48.94, magnitudeV: 0.86 },
  { name: 'Algol', designation: 'bePer', raDeg: 47.042218542, decDeg: 40.955646667, pmRaCosDecMasPerYear: 2.99, pmDecMasPerYear: -1.66, radialVelocityKmS: 4, parallaxMas: 36.27, magnitudeV: 2.12 },
  { name: 'Antares', designation: 'alSco', raDeg: 247.351915417, decDeg: -26.432002611, pmRaCosDecMasPerYear: -12.11, pmDecMasPerYear: -23.3, radialVelocityKmS: -3.5, parallaxMas: 5.89, magnitudeV: 0.91 },
  { name: 'Regulus', designation: 'alLeo', raDeg: 152.092962458, decDeg: 11.967208778, pmRaCosDecMasPerYear: -248.73, pmDecMasPerYear: 5.59, radialVelocityKmS: 5.9, parallaxMas: 41.13, magnitudeV: 1.4 },
  { name: 'Sirius', designation: 'alCMa', raDeg: 101.287155333, decDeg: -16.716115861, pmRaCosDecMasPerYear: -546.01, pmDecMasPerYear: -1223.07, radialVelocityKmS: -5.5, parallaxMas: 379.21, magnitudeV: -1.46 },
  { name: 'Spica', designation: 'alVir', raDeg: 201.298247375, decDeg: -11.161319472, pmRaCosDecMasPerYear: -42.35, pmDecMasPerYear: -30.67, radialVelocityKmS: 1, parallaxMas: 13.06, magnitudeV: 0.97 },
  { name: 'Polaris', designation: 'alUMi', raDeg: 37.954560667, decDeg: 89.264108972, pmRaCosDecMasPerYear: 44.48, pmDecMasPerYear: -11.85, radialVelocityKmS: -16.42, parallaxMas: 7.54, magnitudeV: 2.02 },
  { name: 'Deneb', designation: 'alCyg', raDeg: 310.35797975, decDeg: 45.280338806, pmRaCosDecMasPerYear: 2.01, pmDecMasPerYear: 1.85, radialVelocityKmS: -4.9, parallaxMas: 2.31, magnitudeV: 1.25 },
  { name: 'Rigel', designation: 'beOri', raDeg: 78.634467083, decDeg: -8.201638361, pmRaCosDecMasPerYear: 1.31, pmDecMasPerYear: 0.5, radialVelocityKmS: 17.8, parallaxMas: 3.78, magnitudeV: 0.13 },
  { name: 'Alpheratz', designation: 'alAnd', raDeg: 2.096916167, decDeg: 29.090431111, pmRaCosDecMasPerYear: 137.46, pmDecMasPerYear: -163.44, radialVelocityKmS: -10.1, parallaxMas: 33.62, magnitudeV: 2.06 },
  { name: 'Mirach', designation: 'beAnd', raDeg: 17.433016167, decDeg: 35.620557639, pmRaCosDecMasPerYear: 175.9, pmDecMasPerYear: -112.2, radialVelocityKmS: 0.06, parallaxMas: 16.52, magnitudeV: 2.05 },
  { name: 'Almach', designation: 'ga-1And', raDeg: 30.974804583, decDeg: 42.329724722, pmRaCosDecMasPerYear: 43.08, pmDecMasPerYear: -50.85, radialVelocityKmS: -11.7, parallaxMas: 9.19, magnitudeV: 2.1 },
  { name: 'Altair', designation: 'alAql', raDeg: 297.695827292, decDeg: 8.868321194, pmRaCosDecMasPerYear: 536.23, pmDecMasPerYear: 385.29, radialVelocityKmS: -26.6, parallaxMas: 194.95, magnitudeV: 0.76 },
  { name: 'Sadalmelik', designation: 'alAqr', raDeg: 331.445983333, decDeg: -0.31985, pmRaCosDecMasPerYear: 18.25, pmDecMasPerYear: -9.39, radialVelocityKmS: 6.85, parallaxMas: 6.23, magnitudeV: 2.94 },
  { name: 'Sadalsuud', designation: 'beAqr', raDeg: 322.889715458, decDeg: -5.571175556, pmRaCosDecMasPerYear: 18.77, pmDecMasPerYear: -8.21, radialVelocityKmS: 6.28, parallaxMas: 6.07, magnitudeV: 2.89 },
  { name: 'Hamal', designation: 'alAri', raDeg: 31.793357083, decDeg: 23.462417556, pmRaCosDecMasPerYear: 188.55, pmDecMasPerYear: -148.08, radialVelocityKmS: -14.64, parallaxMas: 49.56, magnitudeV: 2.01 },
  { name: 'Capella', designation: 'alAur', raDeg: 79.172327958, decDeg: 45.997991472, pmRaCosDecMasPerYear: 75.25, pmDecMasPerYear: -426.89, radialVelocityKmS: 29.19, parallaxMas: 76.2, magnitudeV: 0.08 },
  { name: 'Arcturus', designation: 'alBoo', raDeg: 213.915300292, decDeg: 19.182409167, pmRaCosDecMasPerYear: -1093.39, pmDecMasPerYear: -2000.06, radialVelocityKmS: -5.19, parallaxMas: 88.83, magnitudeV: -0.05 },
  { name: 'Deneb Algedi', designation: 'deCap', raDeg: 326.760184333, decDeg: -16.127287083, pmRaCosDecMasPerYear: 261.7, pmDecMasPerYear: -296.7, radialVelocityKmS: -3.4, parallaxMas: 84.27, magnitudeV: 2.83 },
  { name: 'Canopus', designation: 'alCar', raDeg: 95.987957833, decDeg: -52.695661389, pmRaCosDecMasPerYear: 19.93, pmDecMasPerYear: 23.24, radialVelocityKmS: 20.3, parallaxMas: 10.55, magnitudeV: -0.74 },
  { name: 'Schedar', designation: 'alCas', raDeg: 10.126837792, decDeg: 56.537331167, pmRaCosDecMasPerYear: 50.88, pmDecMasPerYear: -32.13, radialVelocityKmS: -4.31, parallaxMas: 14.29, magnitudeV: 2.23 },
  { name: 'Caph', designation: 'beCas', raDeg: 2.294521583, decDeg: 59.149781111, pmRaCosDecMasPerYear: 523.5, pmDecMasPerYear: -179.77, radialVelocityKmS: 4.3, parallaxMas: 59.58, magnitudeV: 2.27 },
  { name: 'Rigil Kentaurus', designation: 'alCen', raDeg: 219.90085, decDeg: -60.835619444, pmRaCosDecMasPerYear: -3608, pmDecMasPerYear: 686, radialVelocityKmS: -22.3, parallaxMas: 742, magnitudeV: -0.1 },
  { name: 'Toliman', designation: 'alCen', raDeg: 219.90085, decDeg: -60.835619444, pmRaCosDecMasPerYear: -3608, pmDecMasPerYear: 686, radialVelocityKmS: -22.3, parallaxMas: 742, magnitudeV: -0.1 },
  { name: 'Bungula', designation: 'alCen', raDeg: 219.90085, decDeg: -60.835619444, pmRaCosDecMasPerYear: -3608, pmDecMasPerYear: 686, radialVelocityKmS: -22.3, parallaxMas: 742, magnitudeV: -0.1 },
  { name: 'Hadar', designation: 'beCen', raDeg: 210.955855625, decDeg: -60.373035167, pmRaCosDecMasPerYear: -33.27, pmDecMasPerYear: -23.16, radialVelocityKmS: 5.9, parallaxMas: 8.32, magnitudeV: 0.6 },
  { name: 'Agena', designation: 'beCen', raDeg: 210.955855625, decDeg: -60.373035167, pmRaCosDecMasPerYear: -33.27, pmDecMasPerYear: -23.16, radialVelocityKmS: 5.9, parallaxMas: 8.32, magnitudeV: 0.6 },
  { name: 'Menkar', designation: 'alCet', raDeg: 45.569887792, decDeg: 4.089738778, pmRaCosDecMasPerYear: -10.41, pmDecMasPerYear: -76.85, radialVelocityKmS: -26.08, parallaxMas: 13.09, magnitudeV: 2.53 },
  { name: 'Diphda', designation: 'beCet', raDeg: 10.89737875, decDeg: -17.986606306, pmRaCosDecMasPerYear: 232.55, pmDecMasPerYear: 31.99, radialVelocityKmS: 13.32, parallaxMas: 33.86, magnitudeV: 2.01 },
  { name: 'Procyon', designation: 'alCMi', raDeg: 114.825497917, decDeg: 5.224987556, pmRaCosDecMasPerYear: -714.59, pmDecMasPerYear: -1036.8, radialVelocityKmS: -3.2, parallaxMas: 284.56, magnitudeV: 0.37 },
  { name: 'Acubens', designation: 'alCnc', raDeg: 134.621761333, decDeg: 11.857700333, pmRaCosDecMasPerYear: 43.23, pmDecMasPerYear: -29.63, radialVelocityKmS: -12.1, parallaxMas: 17.32, magnitudeV: 4.249 },
  { name: 'Asellus Borealis', designation: 'gaCnc', raDeg: 130.821450833, decDeg: 21.468500222, pmRaCosDecMasPerYear: -103.51, pmDecMasPerYear: -39.48, radialVelocityKmS: 28.7, parallaxMas: 18, magnitudeV: 4.652 },
  { name: 'Asellus Australis', designation: 'deCnc', raDeg: 131.171246708, decDeg: 18.1543065, pmRaCosDecMasPerYear: -17.67, pmDecMasPerYear: -229.26, radialVelocityKmS: 17.14, parallaxMas: 24.98, magnitudeV: 3.94 },
  { name: 'Alphecca', designation: 'alCrB', raDeg: 233.67195, decDeg: 26.714692778, pmRaCosDecMasPerYear: 120.27, pmDecMasPerYear: -89.58, radialVelocityKmS: 1.7, parallaxMas: 43.46, magnitudeV: 2.24 },
  { name: 'Acrux', designation: 'alCru', raDeg: 186.649563417, decDeg: -63.099092861, pmRaCosDecMasPerYear: -35.83, pmDecMasPerYear: -14.86, radialVelocityKmS: 11.9, parallaxMas: 10.13, magnitudeV: 0.81 },
  { name: 'Algorab', designation: 'deCrv', raDeg: 187.466063208, decDeg: -16.51543125, pmRaCosDecMasPerYear: -210.49, pmDecMasPerYear: -138.74, radialVelocityKmS: 13.9, parallaxMas: 37.55, magnitudeV: 2.94 },
  { name: 'Thuban', designation: 'alDra', raDeg: 211.097291458, decDeg: 64.375850528, pmRaCosDecMasPerYear: -56.34, pmDecMasPerYear: 17.21, radialVelocityKmS: -13, parallaxMas: 10.76, magnitudeV: 3.68 },
  { name: 'Achernar', designation: 'alEri', raDeg: 24.428522833, decDeg: -57.236752806, pmRaCosDecMasPerYear: 87, pmDecMasPerYear: -38.24, radialVelocityKmS: 18.6, parallaxMas: 23.39, magnitudeV: 0.46 },
  { name: 'Castor', designation: 'alGem', raDeg: 113.649471625, decDeg: 31.888282222, pmRaCosDecMasPerYear: -191.45, pmDecMasPerYear: -145.19, radialVelocityKmS: 5.4, parallaxMas: 64.12, magnitudeV: 1.58 },
  { name: 'Pollux', designation: 'beGem', raDeg: 116.328957792, decDeg: 28.026198889, pmRaCosDecMasPerYear: -626.55, pmDecMasPerYear: -45.8, radialVelocityKmS: 3.23, parallaxMas: 96.54, magnitudeV: 1.14 },
  { name: 'Ras Algethi', designation: 'alHer', raDeg: 258.661909083, decDeg: 14.390340611, pmRaCosDecMasPerYear: -7.32, pmDecMasPerYear: 36.07, radialVelocityKmS: -32.09, parallaxMas: 9.07, magnitudeV: 3.06 },
  { name: 'Alphard', designation: 'alHya', raDeg: 141.896844583, decDeg: -8.658599528, pmRaCosDecMasPerYear: -15.23, pmDecMasPerYear: 34.37, radialVelocityKmS: -4.27, parallaxMas: 18.09, magnitudeV: 1.97 },
  { name: 'Denebola', designation: 'beLeo', raDeg: 177.26490975, decDeg: 14.572058056, pmRaCosDecMasPerYear: -497.68, pmDecMasPerYear: -114.67, radialVelocityKmS: -0.2, parallaxMas: 90.91, magnitudeV: 2.13 },
  { name: 'Zosma', designation: 'deLeo', raDeg: 168.52708925, decDeg: 20.523718139, pmRaCosDecMasPerYear: 143.42, pmDecMasPerYear: -129.88, radialVelocityKmS: -20.9, parallaxMas: 55.82, magnitudeV: 2.53 },
  { name: 'Zubenelgenubi', designation: 'al-2Lib', raDeg: 222.719637875, decDeg: -16.041776528, pmRaCosDecMasPerYear: -105.68, pmDecMasPerYear: -68.4, radialVelocityKmS: -10, parallaxMas: 43.03, magnitudeV: 2.75 },
  { name: 'Vega', designation: 'alLyr', raDeg: 279.234734792, decDeg: 38.783688944, pmRaCosDecMasPerYear: 200.94, pmDecMasPerYear: 286.23, radialVelocityKmS: -20.6, parallaxMas: 130.23, magnitudeV: 0.03 },
  { name: 'Rasalhague', designation: 'alOph', raDeg: 263.733622708, decDeg: 12.560037389, pmRaCosDecMasPerYear: 108.07, pmDecMasPerYear: -221.57, radialVelocityKmS: 11.7, parallaxMas: 67.13, magnitudeV: 2.07 },
  { name: 'Sabik', designation: 'etOph', raDeg: 257.594528708, decDeg: -15.724906639, pmRaCosDecMasPerYear: 40.13, pmDecMasPerYear: 99.17, radialVelocityKmS: -2.4, parallaxMas: 36.91, magnitudeV: 2.42 },
  { name: 'Betelgeuse', designation: 'alOri', raDeg: 88.792939, decDeg: 7.407064, pmRaCosDecMasPerYear: 27.54, pmDecMasPerYear: 11.3, radialVelocityKmS: 21.91, parallaxMas: 6.55, magnitudeV: 0.42 },
  { name: 'Bellatrix', designation: 'gaOri', raDeg: 81.282763542, decDeg: 6.349703278, pmRaCosDecMasPerYear: -8.11, pmDecMasPerYear: -12.88, radialVelocityKmS: 18.2, parallaxMas: 12.92, magnitudeV: 1.64 },
  { name: 'Mintaka', designation: 'deOri', raDeg: 83.001667042, decDeg: -0.299095111, pmRaCosDecMasPerYear: 0.64, pmDecMasPerYear: -0.69, radialVelocityKmS: 18.5, parallaxMas: 4.71, magnitudeV: 2.41 },
  { name: 'Alnilam', designation: 'epOri', raDeg: 84.053388958, decDeg: -1.201919139, pmRaCosDecMasPerYear: 1.44, pmDecMasPerYear: -0.78, radialVelocityKmS: 27.3, parallaxMas: 1.65, magnitudeV: 1.69 },
  { name: 'Alnitak', designation: 'zeOri', raDeg: 85.189694417, decDeg: -1.942573583, pmRaCosDecMasPerYear: 3.19, pmDecMasPerYear: 2.03, radialVelocityKmS: 18.5, parallaxMas: 4.43, magnitudeV: 1.79 },
  { name: 'Ankaa', designation: 'alPhe', raDeg: 6.5710475, decDeg: -42.305987194, pmRaCosDecMasPerYear: 233.05, pmDecMasPerYear: -356.3, radialVelocityKmS: 74.6, parallaxMas: 38.5, magnitudeV: 2.37 },
  { name: 'Markab', designation: 'alPeg', raDeg: 346.190222708, decDeg: 15.205267139, pmRaCosDecMasPerYear: 60.4, pmDecMasPerYear: -41.3, radialVelocityKmS: -2.7, parallaxMas: 24.46, magnitudeV: 2.48 },
  { name: 'Scheat', designation: 'bePeg', raDeg: 345.94357275, decDeg: 28.082787111, pmRaCosDecMasPerYear: 187.65, pmDecMasPerYear: 136.93, radialVelocityKmS: 7.99, parallaxMas: 16.64, magnitudeV: 2.42 },
  { name: 'Algenib', designation: 'gaPeg', raDeg: 3.308963458, decDeg: 15.183593556, pmRaCosDecMasPerYear: 1.98, pmDecMasPerYear: -9.28, radialVelocityKmS: 3.2, parallaxMas: 8.33, magnitudeV: 2.84 },
  { name: 'Fomalhaut', designation: 'alPsA', raDeg: 344.412692708, decDeg: -29.622237028, pmRaCosDecMasPerYear: 328.95, pmDecMasPerYear: -164.67, radialVelocityKmS: 6.5, parallaxMas: 129.81, magnitudeV: 1.16 },
  { name: 'Shaula', designation: 'laSco', raDeg: 263.402167167, decDeg: -37.103823556, pmRaCosDecMasPerYear: -8.53, pmDecMasPerYear: -30.8, radialVelocityKmS: -3, parallaxMas: 5.71, magnitudeV: 1.62 },
  { name: 'Lesath', designation: 'upSco', raDeg: 262.690988, decDeg: -37.295813472, pmRaCosDecMasPerYear: -2.37, pmDecMasPerYear: -30.09, radialVelocityKmS: 8, parallaxMas: 5.66, magnitudeV: 2.7 },
  { name: 'Unukalhai', designation: 'alSer', raDeg: 236.066976292, decDeg: 6.425628694, pmRaCosDecMasPerYear: 133.84, pmDecMasPerYear: 44.81, radialVelocityKmS: 2.63, parallaxMas: 44.1, magnitudeV: 2.63 },
  { name: 'Kaus Australis', designation: 'epSgr', raDeg: 276.042993333, decDeg: -34.384616472, pmRaCosDecMasPerYear: -39.42, pmDecMasPerYear: -124.2, radialVelocityKmS: -15, parallaxMas: 22.76, magnitudeV: 1.85 },
  { name: 'Nunki', designation: 'siSgr', raDeg: 283.816360417, decDeg: -26.296724111, pmRaCosDecMasPerYear: 15.14, pmDecMasPerYear: -53.43, radialVelocityKmS: -11.2, parallaxMas: 14.32, magnitudeV: 2.067 },
  { name: 'Facies', designation: 'M22', raDeg: 279.09975, decDeg: -23.90475, pmRaCosDecMasPerYear: 4.72, pmDecMasPerYear: -3.59, radialVelocityKmS: -148, parallaxMas: 0.3136, magnitudeV: 6.17 },
  { name: 'Alcyone', designation: 'etTau', raDeg: 56.871152292, decDeg: 24.105135639, pmRaCosDecMasPerYear: 19.34, pmDecMasPerYear: -43.67, radialVelocityKmS: 5.4, parallaxMas: 8.09, magnitudeV: 2.87 },
  { name: 'Dubhe', designation: 'alUMa', raDeg: 165.931964667, decDeg: 61.751034694, pmRaCosDecMasPerYear: -134.11, pmDecMasPerYear: -34.7, radialVelocityKmS: -9.4, parallaxMas: 26.54, magnitudeV: 1.79 },
  { name: 'Mizar', designation: 'zeUMa', raDeg: 200.981418667, decDeg: 54.925351972, pmRaCosDecMasPerYear: 119.01, pmDecMasPerYear: -25.97, radialVelocityKmS: -6.31, parallaxMas: 38.01, magnitudeV: 2.27 },
  { name: 'Alkaid', designation: 'etUMa', raDeg: 206.885157333, decDeg: 49.313266722, pmRaCosDecMasPerYear: -121.17, pmDecMasPerYear: -14.91, radialVelocityKmS: -13.4, parallaxMas: 31.38, magnitudeV: 1.86 },
  { name: 'Alcor', designation: '80UMa', raDeg: 201.306407625, decDeg: 54.987959667, pmRaCosDecMasPerYear: 120.21, pmDecMasPerYear: -16.04, radialVelocityKmS: -8.9, parallaxMas: 39.91, magnitudeV: 4.01 },
  { name: 'Vindemiatrix', designation: 'epVir', raDeg: 195.544157708, decDeg: 10.959150417, pmRaCosDecMasPerYear: -273.8, pmDecMasPerYear: 19.96, radialVelocityKmS: -14.29, parallaxMas: 29.76, magnitudeV: 2.79 },
];
