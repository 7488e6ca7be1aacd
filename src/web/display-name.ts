/**
 * Names the library writes as identifiers (`NorthNode`, `VehlowEqual`) whose words need more than spaces put in.
 * Sources of the spellings: the report's own names (src/report/report-words.ts: "North Node", "Lilith"), the house
 * systems as docs/houses.md names them ("Whole Sign", "Krusinski-Pisa-Goelzer").
 */
const NAMES: Readonly<Record<string, string>> = {
  NorthNodeMean: 'North Node (mean)',
  SouthNodeMean: 'South Node (mean)',
  LilithMean: 'Lilith (mean)',
  LilithTrue: 'Lilith (true)',
  AntiVertex: 'Anti-Vertex',
  PartOfFortune: 'Part of Fortune',
  Whole: 'Whole Sign',
  KrusinskiPisaGoelzer: 'Krusinski-Pisa-Goelzer',
};

/**
 * @summary The name a person reads for one of the library's identifiers (a body, a point, a house system): the
 * words of the identifier with spaces between them (`NorthNode` → `North Node`, `EqualMC` → `Equal MC`), or the
 * name the library's texts give it where spaces are not enough (`LilithMean` → `Lilith (mean)`, `Whole` →
 * `Whole Sign`).
 * @example displayName('NorthNode') // 'North Node'
 */
export function displayName(identifier: string): string {
  return NAMES[identifier] ?? identifier.replace(/([a-z])([A-Z])/g, '$1 $2');
}
