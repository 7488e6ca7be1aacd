import { describe, expect, it } from 'vitest';
import { cliLocale } from '../../src/cli/chart-command.js';

describe('the CLI language: --lang, else LC_ALL or LANG', () => {
  it.each([
    ['ru', {}, 'ru'],
    [undefined, { LANG: 'de_DE.UTF-8' }, 'de'],
    [undefined, { LC_ALL: 'pt_BR.UTF-8', LANG: 'fr_FR.UTF-8' }, 'pt-BR'],
    [undefined, { LANG: 'C.UTF-8' }, 'en'],
    [undefined, {}, 'en'],
    ['xx', { LANG: 'de_DE.UTF-8' }, 'en'],
  ] as const)('--lang %s with %j → %s', (lang, env, locale) => {
    expect(cliLocale(lang, env).locale).toBe(locale);
  });
});
