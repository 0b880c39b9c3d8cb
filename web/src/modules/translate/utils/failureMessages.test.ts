import { describe, expect, it } from 'vitest';
import { TRANSLATION_MESSAGES } from '@arcline/shared';
import { fileTranslationFailureMessage, textFailureMessage, uploadFailureMessage } from './failureMessages';

describe('uploadFailureMessage (spec 02 §8)', () => {
  it('shows E001 as an unknown error', () => {
    expect(uploadFailureMessage({ code: 'E001', errors: ['Invalid data.'] })).toBe('An unknown error occurred. Please try again or contact support.');
  });

  it('shows E002 and E003 as the list of extensions', () => {
    const expected = 'Unsupported file extension for translation. You can upload files with the following extensions: docx, doc, pptx, xlsx, pdf, htm, html, txt.';
    expect(uploadFailureMessage({ code: 'E002', errors: ['File name must contain a valid file extension.'] })).toBe(expected);
    expect(uploadFailureMessage({ code: 'E003', errors: ['Unsupported file type.'] })).toBe(expected);
  });

  it('shows the server message for E004, or "File size too large."', () => {
    expect(uploadFailureMessage({ code: 'E004', errors: ['File size too large. Maximum size for Text File is 1 MB.'] })).toBe(
      'File size too large. Maximum size for Text File is 1 MB.',
    );
    expect(uploadFailureMessage({ code: 'E004', errors: [] })).toBe('File size too large.');
  });

  it('shows the quota for E005, from the server or its figures', () => {
    expect(uploadFailureMessage({ code: 'E005', errors: ['server words'] })).toBe('server words');
    expect(uploadFailureMessage({ code: 'E005', errors: [], charactersUsed: 12, quotaCharacters: 100 })).toBe(
      TRANSLATION_MESSAGES.fileQuotaExceeded(12, 100),
    );
  });

  it('asks to try again when no error came back or the server failed', () => {
    expect(uploadFailureMessage({ errors: [] })).toBe('We could not upload the file. Please try again.');
    expect(uploadFailureMessage({ status: 500, errors: ['Unexpected error.'] })).toBe('We could not upload the file. Please try again.');
  });
});

describe('uploadFailureMessage for a target no translator serves (issue 30)', () => {
  it('shows the server\'s words for a language E002, the extension list for a file name\'s', () => {
    const message = 'Translation into English (American) is not available here. Ask your administrator to turn on a translator for it.';
    expect(uploadFailureMessage({ code: 'E002', errors: [message] })).toBe(message);
    expect(uploadFailureMessage({ code: 'E002', errors: [TRANSLATION_MESSAGES.invalidExtension] })).toBe(uploadFailureMessage({ code: 'E003', errors: [] }));
  });
});

describe('textFailureMessage (spec 02 §8)', () => {
  it('shows the quota message or its fallback for E003', () => {
    expect(textFailureMessage({ code: 'E003', errors: [TRANSLATION_MESSAGES.textQuotaExceeded(5, 10)] })).toBe(TRANSLATION_MESSAGES.textQuotaExceeded(5, 10));
    expect(textFailureMessage({ code: 'E003', errors: [] })).toBe(
      'You have run out of your translation quota for this month. Please contact our support if you would like to increase your quota.',
    );
  });

  it("names what would serve an unserved pair, else says it could not translate", () => {
    expect(textFailureMessage({ code: 'E002', errors: ['No configured translator serves da to en-US.'] })).toBe('No configured translator serves da to en-US.');
    expect(textFailureMessage({ status: 500, errors: ['Unexpected error.'] })).toBe('We could not translate the text. Please try again.');
  });

  it('shows the server\'s limit when the text is too long, not "Please try again" (issue 30)', () => {
    expect(textFailureMessage({ status: 400, code: 'E001', errors: [TRANSLATION_MESSAGES.textTooLong(50_000)] })).toBe(
      'The text is too long to translate at once: at most 50,000 characters can be translated at a time. Translate it in parts, or save it as a .docx or .txt file and translate the file.',
    );
  });
});

describe('fileTranslationFailureMessage', () => {
  it('says it could not translate the file, with the server detail for E002', () => {
    expect(fileTranslationFailureMessage({ errors: [] })).toEqual({ message: 'We could not translate the file. Please try again.', detail: null });
    expect(fileTranslationFailureMessage({ code: 'E002', errors: ['No pair.'] }).detail).toBe('No pair.');
  });
});
