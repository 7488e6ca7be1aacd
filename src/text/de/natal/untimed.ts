// Urania's own text, translated from its English original (src/text/en); locale de.
// The notes of a report without a birth time (src/text/en/natal/untimed.ts, UNTIMED_EN).
import type { UntimedText } from '../../natal-text.js';

/** Die Hinweise eines Berichts ohne Geburtszeit, deutsch. */
export const UNTIMED_DE: UntimedText = {
  noTime: `Dieser Bericht wurde ohne Geburtszeit berechnet und liest daher den Himmel des gesamten Tages der Geburt. Die Häuser, der Aszendent, das Medium Coeli, der Horoskopherrscher und der Glückspunkt hängen allesamt von der genauen Minute der Geburt ab; sie werden weggelassen, statt geschätzt zu werden. Die Zeichen der Planeten und die meisten ihrer Aspekte gelten für den ganzen Tag. Die Ausnahme bildet der Mond: Er legt an einem Tag etwa dreizehn Grad zurück, sodass sein Grad, seine Aspekte und manchmal sogar sein Zeichen von der Stunde abhängen. Wo sich eine Stellung im Lauf des Tages ändern könnte, weist der Bericht eigens darauf hin.`,
  signChange: `{body} wechselte {when} vom Zeichen {first} ins Zeichen {second}. Ohne Geburtszeit kann der Bericht nicht wissen, welche der beiden Stellungen zutrifft, und bringt deshalb beide Deutungen. Viele Menschen erkennen sich in der einen deutlicher wieder als in der anderen, und dieses Wiedererkennen kann einem umsichtigen Astrologen sogar helfen, die Stunde der Geburt enger einzugrenzen.`,
  moonRange: `Am Tag der Geburt blieb der Mond im Zeichen {sign} und wanderte dabei von {start} bis {end}. Sein Zeichen steht damit fest, doch sein genauer Grad und die Orben seiner Aspekte hängen von der Geburtsstunde ab: Ein hier gezeigter Aspekt ist derjenige, den er um zwölf Uhr mittags bildete, und er kann zum tatsächlichen Zeitpunkt der Geburt enger oder weiter gewesen sein.`,
};
