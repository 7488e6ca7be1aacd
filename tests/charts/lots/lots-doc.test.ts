/** docs/lots.md holds exactly the table the catalogue's data gives (issue 29: the formula table generated from the data). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOT_CATALOGUE } from '../../../src/charts/lots/lot-catalogue.js';
import { lotsTableMarkdown } from '../../../src/charts/lots/lots-table.js';

const PAGE = readFileSync(resolve(__dirname, '../../../docs/lots.md'), 'utf8');

describe('docs/lots.md', () => {
  it('holds the table generated from LOT_CATALOGUE between its markers', () => {
    const table = /<!-- lots-table:start -->\n([\s\S]*?)\n<!-- lots-table:end -->/.exec(PAGE)?.[1];
    expect(table).toBe(lotsTableMarkdown());
  });

  it('says how many lots the catalogue holds', () => {
    expect(PAGE).toContain(`The catalogue holds ${LOT_CATALOGUE.length} lots`);
  });
});
