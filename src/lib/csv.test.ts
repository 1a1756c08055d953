import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes semicolon CSV with a BOM and quotes cells that need it', () => {
    expect(
      toCsv([
        ['Axe', 'Enjeu'],
        ['Social', 'Santé; "sécurité"'],
      ]),
    ).toBe('\uFEFFAxe;Enjeu\r\nSocial;"Santé; ""sécurité"""\r\n');
  });

  it('defuses every cell that a spreadsheet would run as a formula', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', 'sans risque']])).toBe(
      '\uFEFF"\'=HYPERLINK(""x"")";\'+1;\'-2;\'@SUM(A1);sans risque\r\n',
    );
  });
});
