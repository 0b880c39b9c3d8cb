import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { REDLINE_AUTHOR, REDLINE_REFUSALS } from '@arcline/shared';
import { extractText } from '../../extraction';
import { documentTexts, redlineDocx, redlineSource, type RedlineChange, type RedlineResult } from '.';

const FIXTURES = '/work/shared/fixtures';
const DATE = new Date('2026-11-27T10:00:00Z');
const fixture = (path: string) => readFile(join(FIXTURES, path));
const documentXml = async (bytes: Buffer) => (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');

async function redlined(result: RedlineResult): Promise<{ bytes: Buffer; xml: string }> {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refusals)}`);
  return { bytes: result.bytes, xml: await documentXml(result.bytes) };
}

/** Rejecting the redliner's revisions gives the source's text back; accepting them gives each replacement. */
async function expectRedline(source: Buffer, output: { bytes: Buffer; xml: string }, changes: RedlineChange[]): Promise<void> {
  const sourceTexts = documentTexts(await documentXml(source));
  expect(documentTexts(output.xml, { kind: 'rejecting', author: REDLINE_AUTHOR })).toEqual(sourceTexts);
  // Accepted as read by mammoth (the extraction's reader: insertions in, deletions out), not by the redliner's code.
  const accepted = (await mammoth.extractRawText({ buffer: output.bytes })).value.replace(/\s+/g, ' ');
  for (const change of changes) {
    expect(accepted).toContain(change.replacement);
    if (!change.replacement.includes(change.quote)) expect(accepted).not.toContain(change.quote);
  }
}

describe('redlineDocx on real .docx files', () => {
  it('brings clauses to the wording as word-level tracked changes, keeping the runs\' formatting (delins.docx)', async () => {
    const source = await fixture('office/docx/delins.docx');
    const changes = [
      { quote: 'A place in Abkhazia', replacement: 'A village in Abkhazia' },
      { quote: 'A nickname for Petrika the Albanian variation of Peter', replacement: 'A nickname for Petrika, the Albanian form of Peter' },
    ];
    const output = await redlined(await redlineDocx(source, changes, { author: REDLINE_AUTHOR, date: DATE }));
    await expectRedline(source, output, changes);
    // Word level: only "place" and "variation" go; the words around them stay untouched runs.
    const deleted = [...output.xml.matchAll(/<w:del w:id="\d+" w:author="Arcline"[^>]*><w:r[^>]*>(?:<w:rPr>.*?<\/w:rPr>)?<w:delText[^>]*>([^<]*)<\/w:delText>/g)].map((match) => match[1]);
    expect(deleted).toEqual(['variation', 'place']);
    const inserted = [...output.xml.matchAll(/<w:ins w:id="\d+" w:author="Arcline" w:date="2026-11-27T10:00:00Z"><w:r>(?:<w:rPr>.*?<\/w:rPr>)?<w:t[^>]*>([^<]*)<\/w:t>/g)].map((match) => match[1]);
    expect(inserted.sort()).toEqual([',', 'form', 'village']);
    // The inserted words keep the replaced words' fonts (Times New Roman in this file).
    expect(output.xml).toMatch(/<w:ins [^>]*w:author="Arcline"[^>]*><w:r><w:rPr><w:rFonts w:ascii="Times New Roman"/);
    // pavel's 36 revisions are still there, and every revision id is unique.
    expect(output.xml.match(/w:author="pavel"/g)?.length).toBe((await documentXml(source)).match(/w:author="pavel"/g)?.length);
    const ids = [...output.xml.matchAll(/<w:(?:ins|del) w:id="(\d+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('redlines inside table cells and after the last run of a paragraph (tables.docx)', async () => {
    const source = await fixture('office/docx/tables.docx');
    const changes = [
      { quote: 'Top left', replacement: 'Upper left' },
      { quote: 'Below', replacement: 'Below the table' },
    ];
    const output = await redlined(await redlineDocx(source, changes, { author: REDLINE_AUTHOR, date: DATE }));
    await expectRedline(source, output, changes);
    expect(documentTexts(output.xml)).toEqual(['Above', 'Upper left', 'Top right', 'Bottom left', 'Bottom right', 'Below the table']);
  });

  it('refuses, with the reason and no document, what it cannot redline safely', async () => {
    const delins = await fixture('office/docx/delins.docx');
    const refused = async (bytes: Buffer, changes: RedlineChange[]) => {
      const result = await redlineDocx(bytes, changes, { author: REDLINE_AUTHOR, date: DATE });
      expect(result.ok).toBe(false);
      return result.ok ? [] : result.refusals.map((refusal) => refusal.reason);
    };
    // A paragraph that is someone else's tracked insertion is not a refusal of the document (issue 32, 32r): the clause is
    // left whole, with the reason, and the other changes are made.
    const pending = { quote: 'Apache Tika 0.3 has been released.', replacement: 'Apache Tika 0.4 has been released.' };
    const beside = await redlineDocx(delins, [pending, { quote: 'A place in Abkhazia', replacement: 'A village in Abkhazia' }], { author: REDLINE_AUTHOR, date: DATE });
    expect(beside).toMatchObject({ ok: true, skipped: [{ quote: pending.quote, reason: REDLINE_REFUSALS.existingRevisions }] });
    if (beside.ok) expect(documentTexts(await documentXml(beside.bytes))).toContain('A village in Abkhazia');
    // A quote that is not there at all; one good change beside it is not applied alone.
    expect(
      await refused(delins, [
        { quote: 'A place in Abkhazia', replacement: 'A village in Abkhazia' },
        { quote: 'A Nepalese name for Tilaka A nickname for Petrika', replacement: 'Names' },
        { quote: 'A place on Jupiter', replacement: 'A place on Mars' },
      ]),
    ).toEqual([REDLINE_REFUSALS.quoteNotFound]);
    // The text of a field (AUTHOR) is the field's result: changing it would break the field.
    expect(await refused(await fixture('office/docx/FieldCodes.docx'), [{ quote: 'ANTONI', replacement: 'Antoni' }])).toEqual([REDLINE_REFUSALS.fieldOrObject]);
  });

  it('leaves a clause that runs over two paragraphs whole, with the reason, and makes the other change', async () => {
    const source = await fixture('office/docx/delins.docx');
    const made = { quote: 'A place in Abkhazia', replacement: 'A village in Abkhazia' };
    const result = await redlineDocx(source, [made, { quote: 'A Nepalese name for Tilaka A nickname for Petrika', replacement: 'Names' }], { author: REDLINE_AUTHOR, date: DATE });
    expect(result.ok && result.skipped).toEqual([{ quote: 'A Nepalese name for Tilaka A nickname for Petrika', reason: REDLINE_REFUSALS.spansParagraphs }]);
    const output = await redlined(result);
    await expectRedline(source, output, [made]);
    const texts = documentTexts(output.xml).join('\n');
    expect(texts).toContain('A Nepalese name for Tilaka');
    expect(texts).not.toContain('Names');
  });

  it('makes the changes that do not overlap and leaves out, whole and with the reason, one whose words an earlier change rewrites', async () => {
    const source = await fixture('office/docx/tables.docx');
    const made = [
      { quote: 'Top left', replacement: 'Upper left' },
      { quote: 'Below', replacement: 'Below the table' },
    ];
    // "left" is first found in "Top left", which the first change rewrites: none of its words is touched, and
    // "Bottom left" (where "left" also is) is not changed in its stead.
    const overlapping = { quote: 'left', replacement: 'right' };
    const result = await redlineDocx(source, [made[0]!, overlapping, made[1]!], { author: REDLINE_AUTHOR, date: DATE });
    expect(result.ok && result.skipped).toEqual([{ quote: 'left', reason: REDLINE_REFUSALS.overlapping }]);
    const output = await redlined(result);
    await expectRedline(source, output, made);
    expect(documentTexts(output.xml)).toEqual(['Above', 'Upper left', 'Top right', 'Bottom left', 'Bottom right', 'Below the table']);
    // Listed the other way round, the wider change is the one left out.
    const reversed = await redlineDocx(source, [overlapping, made[0]!], { author: REDLINE_AUTHOR, date: DATE });
    expect(reversed.ok && reversed.skipped).toEqual([{ quote: 'Top left', reason: REDLINE_REFUSALS.overlapping }]);
    expect(documentTexts((await redlined(reversed)).xml)).toEqual(['Above', 'Top right', 'Top right', 'Bottom left', 'Bottom right', 'Below']);
  });
});

describe('redlineSource: a .txt contract is delivered as a .docx', () => {
  it('writes the paragraphs the extraction read and redlines them; LibreOffice opens the result', async () => {
    const fileName = 'abilityinc-06-15-2020-ex-4.25-services-agreement.txt';
    const bytes = await fixture(`contracts/${fileName}`);
    const { paragraphs } = await extractText({ fileName, mimeType: 'text/plain', bytes });
    const changes = [
      {
        quote: 'shall be governed by and construed in accordance with the domestic laws of the State of Israel',
        replacement: 'shall be governed by and construed in accordance with the laws of England and Wales',
      },
      { quote: "by providing at least 90 (ninety) days' prior written notice", replacement: "by providing at least 30 (thirty) days' prior written notice" },
    ];
    const result = await redlineSource({ bytes, fileName, paragraphs }, changes, DATE);
    const output = await redlined(result);
    expect(documentTexts(output.xml, { kind: 'rejecting', author: REDLINE_AUTHOR })).toEqual(paragraphs);
    const accepted = documentTexts(output.xml).join('\n');
    for (const change of changes) expect(accepted).toContain(change.replacement);
    expect(accepted).not.toContain('State of Israel (including');

    const folder = await mkdtemp(join(tmpdir(), 'redline-'));
    try {
      await writeFile(join(folder, 'redlined.docx'), output.bytes);
      await promisify(execFile)('soffice', ['--headless', `-env:UserInstallation=file://${folder}/profile`, '--convert-to', 'txt:Text', '--outdir', folder, join(folder, 'redlined.docx')], { timeout: 90_000 });
      // LibreOffice's plain text shows a tracked change's deleted and inserted words side by side.
      const text = await readFile(join(folder, 'redlined.txt'), 'utf8');
      expect(text).toContain('England and Wales');
      expect(text).toContain('30 (thirty)');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a missing clause added to the redlined .docx (issue 32, 32q)', () => {
  const CONTRACT = join(import.meta.dirname, '../../../../tests/fixtures/contracts/blackboxstocksinc-08-05-2014-ex-10.1-distributor-agreement.txt');
  const WORDINGS = [
    'Either party may terminate this Agreement for convenience at any time by giving the other party not less than ninety (90) days\u2019 prior written notice.',
    'Each party\u2019s aggregate liability arising out of or relating to this Agreement shall not exceed the total fees paid in the twelve (12) months preceding the claim.',
  ];

  it('goes, as tracked insertions, at the end of the operative clauses as the next numbered sections, not after the signatures or in an exhibit', async () => {
    const paragraphs = (await readFile(CONTRACT, 'utf8'))
      .split(/\r?\n/)
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    const changes = [{ quote: 'This Agreement shall be governed by the laws of the State of Texas.', replacement: 'This Agreement shall be governed by the laws of the State of New York.' }];
    const result = await redlineSource({ bytes: Buffer.alloc(0), fileName: 'distributor.txt', paragraphs }, changes, DATE, WORDINGS);
    const output = await redlined(result);
    expect(result.ok && result.changeCount).toBeGreaterThanOrEqual(3);
    // Rejected: the source as it was; accepted: 9.08 and 9.09 after 9.07, then IN WITNESS WHEREOF.
    expect(documentTexts(output.xml, { kind: 'rejecting', author: REDLINE_AUTHOR })).toEqual(paragraphs);
    const accepted = documentTexts(output.xml);
    const at = accepted.findIndex((text) => text.startsWith('9.08.'));
    expect(accepted[at - 1]).toMatch(/^9\.07\. Successors and Assigns/);
    expect(accepted.slice(at, at + 3)).toEqual([`9.08. ${WORDINGS[0]}`, `9.09. ${WORDINGS[1]}`, expect.stringMatching(/^IN WITNESS WHEREOF/)]);
    // Each added paragraph is the redliner's insertion: its text in w:ins and its paragraph mark marked inserted.
    const added = [...output.xml.matchAll(/<w:p>(?:(?!<\/w:p>).)*9\.0[89]\. (?:(?!<\/w:p>).)*<\/w:p>/g)].map((match) => match[0]);
    expect(added).toHaveLength(2);
    for (const paragraph of added) {
      expect(paragraph).toMatch(/<w:pPr>(?:(?!<\/w:pPr>).)*<w:rPr><w:ins w:id="\d+" w:author="Arcline"/);
      expect(paragraph).toMatch(/<w:ins w:id="\d+" w:author="Arcline" w:date="2026-11-27T10:00:00Z"><w:r>(?:<w:rPr>.*?<\/w:rPr>)?<w:t xml:space="preserve">9\.0[89]\. /);
    }
    // Read as the extraction reads it (mammoth: insertions in).
    const text = (await mammoth.extractRawText({ buffer: output.bytes })).value.replace(/\s+/g, ' ');
    expect(text.indexOf(`9.08. ${WORDINGS[0]}`)).toBeLessThan(text.indexOf('IN WITNESS WHEREOF'));
  });

  it('adds to a real Word file after its last paragraph when nothing ends its clauses (tables.docx), with every revision id unique', async () => {
    const source = await fixture('office/docx/tables.docx');
    const output = await redlined(await redlineDocx(source, [], { author: REDLINE_AUTHOR, date: DATE }, [WORDINGS[0]!]));
    const before = documentTexts(await documentXml(source));
    expect(documentTexts(output.xml, { kind: 'rejecting', author: REDLINE_AUTHOR })).toEqual(before);
    expect(documentTexts(output.xml)).toContain(WORDINGS[0]);
    const ids = [...output.xml.matchAll(/<w:(?:ins|del) w:id="(\d+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
