import ExcelJS from 'exceljs';

/**
 * A household budget as a Danish user keeps it: a table "Udgifter" (Post, Kategori, Beløb) and a summary that counts
 * and sums it by category through structured references and COUNTIF/SUMIF criteria.
 */
export async function danishBudget(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Budget');
  sheet.addTable({
    name: 'Udgifter',
    ref: 'A1',
    headerRow: true,
    columns: [{ name: 'Post' }, { name: 'Kategori' }, { name: 'Beløb' }],
    rows: [
      ['Januar', 'Husleje', 9500],
      ['Januar', 'Forsikring', 450],
      ['Februar', 'Husleje', 9500],
      ['Februar', 'Varme', 1200],
    ],
  });
  sheet.getCell('E1').value = 'Husleje';
  sheet.getCell('F1').value = { formula: 'COUNTIF(Udgifter[Kategori],"Husleje")' };
  sheet.getCell('F2').value = { formula: 'SUMIF(Udgifter[Kategori],"Husleje",Udgifter[Beløb])' };
  sheet.getCell('F3').value = { formula: 'SUM(Udgifter[Beløb])' };
  sheet.getCell('F4').value = { formula: 'COUNTIF(Udgifter[Kategori],E1)' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
