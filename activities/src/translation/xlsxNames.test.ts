import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createApertiumEngine } from './apertium';
import { keepXlsxNamesConsistent, renameInFormula } from './xlsxNames';
import { danishBudget } from './testdata/danishBudget';

/** The sheet's cells of a column (rows 2-5, the table's body) and the criterion string of a COUNTIF in it. */
async function rentRowsAndCriterion(bytes: Buffer): Promise<{ matching: number; criterion: string }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Budget')!;
  const criterion = /"([^"]*)"/.exec(sheet.getCell('F1').formula)![1]!;
  const categories = [2, 3, 4, 5].map((row) => String(sheet.getCell(`B${row}`).value));
  return { matching: categories.filter((category) => category.toLowerCase() === criterion.toLowerCase()).length, criterion };
}

describe('xlsx: names and formulas stay consistent with translated cells (issue 30)', () => {
  it('renames a structured reference\'s columns and a criterion equal to a translated cell, nothing else', () => {
    const renames = new Map([
      ['Husleje', 'Husleie'],
      ['Beløb', 'Beløp'],
      ['Sag "A"', 'Sak "A"'],
    ]);
    const columns = new Map([['Beløb', 'Beløp']]);
    expect(renameInFormula('SUMIF(T[Kategori],"Husleje",T[Beløb])+[@Beløb]+T[[#This Row],[Beløb]]', renames, columns)).toBe(
      'SUMIF(T[Kategori],"Husleie",T[Beløp])+[@Beløp]+T[[#This Row],[Beløp]]',
    );
    expect(renameInFormula('COUNTIF(A:A,"Sag ""A""")&"Husleje*"', renames, columns)).toBe('COUNTIF(A:A,"Sak ""A""")&"Husleje*"');
    // A cell's text that is not a table column stays in a structured reference; a column only changes in one.
    expect(renameInFormula('T[Husleje]&Beløb', renames, columns)).toBe('T[Husleje]&Beløb');
  });

  it('a Danish budget translated da→nb by Apertium: the table\'s columns are its translated headers, formulas name them, and COUNTIF\'s criterion matches the same rows', async () => {
    const source = await danishBudget();
    const translated = await createApertiumEngine().translateFile({ bytes: source, kind: 'xlsx' }, { source: 'da', target: 'nb' });
    const consistent = await keepXlsxNamesConsistent(source, translated);

    const zip = await JSZip.loadAsync(consistent);
    const table = await zip.file('xl/tables/table1.xml')!.async('string');
    const columnNames = [...table.matchAll(/<tableColumn\s[^>]*?name="([^"]*)"/g)].map((match) => match[1]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(consistent as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Budget')!;
    const headers = [1, 2, 3].map((column) => String(sheet.getRow(1).getCell(column).value));
    expect(headers).toEqual(['Post', 'Kategori', 'Beløp']);
    expect(columnNames).toEqual(headers);
    expect(sheet.getCell('B2').value).toBe('Husleie');
    expect(sheet.getCell('F1').formula).toBe('COUNTIF(Udgifter[Kategori],"Husleie")');
    expect(sheet.getCell('F2').formula).toBe('SUMIF(Udgifter[Kategori],"Husleie",Udgifter[Beløp])');
    expect(sheet.getCell('F3').formula).toBe('SUM(Udgifter[Beløp])');

    // COUNTIF's criterion matches the two rent rows in the Danish workbook; without the pass, none in the translation.
    expect(await rentRowsAndCriterion(source)).toEqual({ matching: 2, criterion: 'Husleje' });
    expect((await rentRowsAndCriterion(translated)).matching).toBe(0);
    expect(await rentRowsAndCriterion(consistent)).toEqual({ matching: 2, criterion: 'Husleie' });
  }, 180_000);
});
