import { decodeXmlText, encodeXmlText, loadZip, paragraphPattern, rezip, textElementPattern } from './documentText';

/**
 * A translated workbook whose cells were translated but whose names were not would not hold together (issue 30):
 * a table's column names must be its header cells' text (Excel repairs the file otherwise), formulas name the
 * columns (`Udgifter[Kategori]`, `[@Beløb]`), and criteria compare with cell text (`COUNTIF(…,"Husleje")` counts
 * nothing once the cells say "Husleie"). This pass pairs each shared string of the source with its translation (the
 * engines keep their order) and gives table columns, structured references and formula strings that were exactly a
 * translated cell's text the same translation. Formulas are otherwise left as written.
 */
export async function keepXlsxNamesConsistent(source: Buffer, translated: Buffer): Promise<Buffer> {
  const [before, after] = await Promise.all([sharedStrings(source), sharedStrings(translated)]);
  if (!before || !after || before.length !== after.length) return translated;
  const renames = new Map<string, string>();
  before.forEach((text, index) => {
    const translation = after[index]!;
    if (text.trim() && translation.trim() && translation !== text && !renames.has(text)) renames.set(text, translation);
  });
  if (renames.size === 0) return translated;

  const zip = await loadZip(translated);
  const columns = new Map<string, string>();
  for (const name of Object.keys(zip.files).filter((file) => TABLE_PART.test(file))) {
    zip.file(name, renameTableColumns(await zip.file(name)!.async('string'), renames, columns));
  }
  for (const name of Object.keys(zip.files).filter((file) => FORMULA_PARTS.test(file))) {
    const xml = await zip.file(name)!.async('string');
    zip.file(name, xml.replace(FORMULA_ELEMENT, (_whole, open: string, _element: string, formula: string, close: string) => `${open}${encodeXmlText(renameInFormula(decodeXmlText(formula), renames, columns))}${close}`));
  }
  return rezip(zip);
}

const SHARED_STRINGS = 'xl/sharedStrings.xml';
const TABLE_PART = /^xl\/tables\/table\d+\.xml$/;
const FORMULA_PARTS = /^xl\/(worksheets\/sheet\d+|tables\/table\d+|workbook)\.xml$/;
/** A cell's formula, a table column's calculated formula, a defined name: the places formulas are written. */
const FORMULA_ELEMENT = /(<(f|calculatedColumnFormula|totalsRowFormula|definedName)(?:\s[^>]*)?>)([^<]*)(<\/\2>)/g;

/** The text of each shared string, in order (a rich-text string's runs joined); null when the workbook has none. */
async function sharedStrings(bytes: Buffer): Promise<string[] | null> {
  const xml = await (await loadZip(bytes)).file(SHARED_STRINGS)?.async('string');
  if (xml === undefined) return null;
  return [...xml.matchAll(paragraphPattern(['si']))].map(([item]) => [...item.matchAll(textElementPattern('t'))].map((match) => decodeXmlText(match[2]!)).join(''));
}

/**
 * A table's columns named as their translated header cells; a name the table already has is kept as it was, as
 * Excel wants them unique. `columns` collects every rename for the formulas.
 */
function renameTableColumns(xml: string, renames: ReadonlyMap<string, string>, columns: Map<string, string>): string {
  const names = [...xml.matchAll(/<tableColumn\s[^>]*?\bname="([^"]*)"/g)].map((match) => decodeXmlText(match[1]!));
  const taken = new Set(names.map((name) => name.toLowerCase()));
  return xml.replace(/(<tableColumn\s[^>]*?\bname=")([^"]*)(")/g, (whole, open: string, encoded: string, close: string) => {
    const name = decodeXmlText(encoded);
    const renamed = renames.get(name);
    if (!renamed || taken.has(renamed.toLowerCase())) return whole;
    taken.add(renamed.toLowerCase());
    columns.set(name, renamed);
    return `${open}${encodeXmlText(renamed).replace(/"/g, '&quot;')}${close}`;
  });
}

/** A string literal ("…", a quote doubled inside) or a bracketed part of a structured reference with no bracket inside. */
const FORMULA_TOKEN = /"((?:[^"]|"")*)"|\[(@?)((?:[^[\]']|'.)*)\]/g;

/**
 * String literals that are exactly a translated cell's text get its translation (criteria, lookups); the column names
 * of structured references (`Table[Name]`, `[@Name]`, `[[#This Row],[Name]]`) get the table's new names. Special
 * items (`#Headers`, `#This Row`) and everything else stay.
 */
export function renameInFormula(formula: string, renames: ReadonlyMap<string, string>, columns: ReadonlyMap<string, string>): string {
  return formula.replace(FORMULA_TOKEN, (whole, literal: string | undefined, at: string, column: string | undefined) => {
    if (literal !== undefined) {
      const renamed = renames.get(literal.replace(/""/g, '"'));
      return renamed === undefined ? whole : `"${renamed.replace(/"/g, '""')}"`;
    }
    const renamed = columns.get(column!.replace(/'(.)/g, '$1'));
    return renamed === undefined ? whole : `[${at}${renamed.replace(/[[\]#']/g, "'$&")}]`;
  });
}
