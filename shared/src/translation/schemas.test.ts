import { describe, expect, it } from 'vitest';
import { deliveredFileName, fileExtensionOf } from './files';
import { TRANSLATION_MESSAGES, TRANSLATION_UI_MESSAGES } from './messages';
import { checkTranslationFile, parseTranslateFile, parseTranslateText, parseTranslationUpload } from './schemas';

const MB = 1024 * 1024;

describe('translation file checks (spec 02 §5, §8, §9)', () => {
  it('refuses a name without an extension with E002', () => {
    expect(checkTranslationFile('contract', 10)).toEqual({ ok: false, code: 'E002', errors: ['File name must contain a valid file extension.'] });
    expect(checkTranslationFile('.docx', 10)).toMatchObject({ code: 'E002' });
  });

  it('refuses an unsupported type with E003', () => {
    expect(checkTranslationFile('image.png', 10)).toEqual({ ok: false, code: 'E003', errors: ['Unsupported file type.'] });
  });

  it('limits sizes per type with the type label in E004', () => {
    expect(checkTranslationFile('a.docx', 30 * MB)).toEqual({ ok: true });
    expect(checkTranslationFile('a.DOCX', 30 * MB + 1)).toEqual({
      ok: false,
      code: 'E004',
      errors: ['File size too large. Maximum size for Word Document is 30 MB.'],
    });
    expect(checkTranslationFile('notes.txt', MB + 1)).toMatchObject({ errors: ['File size too large. Maximum size for Text File is 1 MB.'] });
    expect(checkTranslationFile('page.htm', 5 * MB + 1)).toMatchObject({ errors: ['File size too large. Maximum size for HTML Document is 5 MB.'] });
    expect(checkTranslationFile('deck.pptx', 31 * MB)).toMatchObject({ errors: ['File size too large. Maximum size for PowerPoint Presentation is 30 MB.'] });
  });

  it('answers E001 for invalid request-upload data', () => {
    expect(parseTranslationUpload({ name: 'a.docx', size: -1 })).toEqual({ ok: false, code: 'E001', errors: ['Invalid data.'] });
    expect(parseTranslationUpload({ size: 3 })).toMatchObject({ code: 'E001' });
    expect(parseTranslationUpload({ name: ' a.docx ', size: 3 })).toEqual({ ok: true, data: { name: 'a.docx', size: 3, sourceLanguage: 'auto' } });
    expect(parseTranslationUpload({ name: 'a.docx', size: 3, targetLanguage: 'en-gb', sourceLanguage: 'da' })).toEqual({ ok: true, data: { name: 'a.docx', size: 3, targetLanguage: 'en-GB', sourceLanguage: 'da' } });
  });

  it('lists every extension in the message shown for E002 and E003', () => {
    expect(TRANSLATION_UI_MESSAGES.unsupportedExtension).toBe(
      'Unsupported file extension for translation. You can upload files with the following extensions: docx, doc, pptx, xlsx, pdf, htm, html, txt.',
    );
  });

  it('names delivered files: .doc and .pdf come back as .docx', () => {
    expect(deliveredFileName('Lease.pdf')).toBe('Lease.docx');
    expect(deliveredFileName('old.DOC')).toBe('old.docx');
    expect(deliveredFileName('deck.pptx')).toBe('deck.pptx');
    expect(deliveredFileName('Lejekontrakt.pdf', 'nb')).toBe('Lejekontrakt.nb.docx');
    expect(deliveredFileName('deck.pptx', 'en-GB')).toBe('deck.en-GB.pptx');
    expect(fileExtensionOf('dir/a.tar.GZ')).toBe('gz');
  });
});

describe('translation quota messages (spec 02 §8)', () => {
  it('mentions characters already used only when there are some', () => {
    expect(TRANSLATION_MESSAGES.fileQuotaExceeded(0, 100000)).toBe(
      'Your current quota is insufficient for this translation. Your current file translation quota is 100000 characters. If you would like to do more file translations, please contact support.',
    );
    expect(TRANSLATION_MESSAGES.fileQuotaExceeded(5, 10)).toContain('You have already translated 5 characters this month.');
    expect(TRANSLATION_MESSAGES.textQuotaExceeded(7, 9)).toBe(
      'Your current quota is insufficient for this translation. You have already translated 7 characters this month. Your current text translation quota is 9 characters. If you would like to do more translations, please contact support.',
    );
  });
});

describe('translate text and file bodies', () => {
  it('requires a target language with the spec message (E001)', () => {
    expect(parseTranslateText({ text: 'Hej' })).toEqual({
      ok: false,
      code: 'E001',
      errors: ['Please select a target language for translation (see bottom right corner).'],
    });
    expect(parseTranslateText({ text: 'Hej', targetLanguage: ' ' })).toMatchObject({ code: 'E001' });
  });

  it('refuses a language the translator does not know with E002', () => {
    expect(parseTranslateText({ text: 'Hej', targetLanguage: 'xx' })).toMatchObject({ ok: false, code: 'E002' });
    expect(parseTranslateText({ text: 'Hej', targetLanguage: 'nb', sourceLanguage: 'klingon' })).toMatchObject({ ok: false, code: 'E002' });
  });

  it('normalises codes and treats a missing source as auto detect', () => {
    expect(parseTranslateText({ text: 'Hej', targetLanguage: 'EN-gb', sourceLanguage: null })).toEqual({
      ok: true,
      data: { text: 'Hej', targetLanguage: 'en-GB', sourceLanguage: 'auto' },
    });
    expect(parseTranslateText({ text: '', targetLanguage: 'nb', sourceLanguage: 'DA' })).toMatchObject({ ok: true, data: { sourceLanguage: 'da' } });
  });

  it('checks the upload id of a file translation', () => {
    expect(parseTranslateFile({ uploadId: 'nope', targetLanguage: 'nb' })).toMatchObject({ ok: false, code: 'E001' });
    const uploadId = '0F8FAD5B-D9CB-469F-A165-70867728950E';
    expect(parseTranslateFile({ uploadId, targetLanguage: 'nb', sourceLanguage: 'auto' })).toEqual({
      ok: true,
      data: { uploadId: uploadId.toLowerCase(), targetLanguage: 'nb', sourceLanguage: 'auto', bilingual: false },
    });
    expect(parseTranslateFile({ uploadId, targetLanguage: 'nb', bilingual: true })).toMatchObject({ ok: true, data: { bilingual: true } });
    expect(parseTranslateFile({ uploadId, targetLanguage: 'nb', bilingual: 'yes' })).toEqual({ ok: false, code: 'E001', errors: [TRANSLATION_MESSAGES.invalidData] });
  });
});
