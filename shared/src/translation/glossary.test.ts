import { describe, expect, it } from 'vitest';
import { GLOSSARY_MESSAGES, formatGlossaryLines, glossarySchema, parseGlossaryLines } from './glossary';

describe('glossary editor lines and schema', () => {
  it('reads one "source = target" a line, blank lines ignored, and writes them back the same way', () => {
    const parsed = parseGlossaryLines('Sælgeren = Leverandøren\n\n  Købesummen=Vederlaget  \n');
    expect(parsed).toEqual({ ok: true, entries: [{ source: 'Sælgeren', target: 'Leverandøren' }, { source: 'Købesummen', target: 'Vederlaget' }] });
    expect(formatGlossaryLines(parsed.ok ? parsed.entries : [])).toBe('Sælgeren = Leverandøren\nKøbesummen = Vederlaget');
    expect(parseGlossaryLines('Sælgeren\n= x')).toEqual({ ok: false, errors: [GLOSSARY_MESSAGES.line('Sælgeren'), GLOSSARY_MESSAGES.line('= x')] });
  });

  it('accepts the spec languages only and a source term once, whatever its case', () => {
    const entries = [{ source: 'Sælgeren', target: 'Leverandøren' }];
    expect(glossarySchema.safeParse({ sourceLanguage: 'da', targetLanguage: 'en-GB', entries }).success).toBe(true);
    expect(glossarySchema.safeParse({ sourceLanguage: 'auto', targetLanguage: 'nb', entries }).success).toBe(false);
    const duplicate = glossarySchema.safeParse({ sourceLanguage: 'da', targetLanguage: 'nb', entries: [...entries, { source: 'sælgeren', target: 'x' }] });
    expect(duplicate.error?.issues.map((issue) => issue.message)).toEqual([GLOSSARY_MESSAGES.duplicate('sælgeren')]);
  });
});
