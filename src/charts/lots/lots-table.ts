import { LOT_CATALOGUE, type CatalogueLot } from './lot-catalogue.js';

const cell = (text: string) => text.replace(/\|/g, '\\|');

/**
 * @summary The lots catalogue as a Markdown table (id, name, day formula, night formula or "same", source): the table
 * of docs/lots.md, generated from `LOT_CATALOGUE` (a test checks that the page holds exactly this text).
 * @example lotsTableMarkdown().split('\n')[0] // '| id | name | by day | by night | source |'
 */
export function lotsTableMarkdown(catalogue: readonly CatalogueLot[] = LOT_CATALOGUE): string {
  const rows = catalogue.map((l) => `| \`${l.id}\` | ${cell(l.name)}${l.note ? ` (${cell(l.note)})` : ''} | ${l.day} | ${l.night} | ${cell(l.source)} |`);
  return ['| id | name | by day | by night | source |', '|---|---|---|---|---|', ...rows].join('\n');
}
