/** Labels of the Translate tab (spec 02 §2, §4); its messages are TRANSLATION_UI_MESSAGES. */
import { TRANSLATION_ENGINE_LABELS, type TranslationEngine } from './payloads';

export const TRANSLATE_TAB_TEXTS = {
  sourceLanguage: 'Translate from',
  targetLanguage: 'Translate to',
  chooseTarget: 'Choose a language',
  chooseFile: 'Translate a file',
  removeFile: 'Remove file',
  translate: 'Translate',
  newTranslation: 'New translation',
  detectedLanguage: (language: string) => `${language} (detected)`,
  languagePair: (from: string, to: string) => `${from} → ${to}`,
  translatedBy: (engine: TranslationEngine) => `Translated by ${TRANSLATION_ENGINE_LABELS[engine]}`,
  requestingUpload: 'Preparing the upload…',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  translating: 'translating…',
  translatingPercent: (percent: number) => `translating… ${percent}%`,
  download: (fileName: string) => `Download ${fileName}`,
  remainingMinutes: (minutes: number) => `Available for ${minutes} more ${minutes === 1 ? 'minute' : 'minutes'}.`,
  noLongerAvailable: 'The translated file is no longer available. Please translate the file again if you need it.',
  deliveredAsDocx: (extension: string) => `A .${extension} file is translated into a Word document (.docx).`,
  original: 'Original',
  bilingual: 'Also make a side-by-side .docx (source and translation, number check highlighted)',
  downloadBilingual: (fileName: string) => `Download ${fileName}`,
} as const;

/** Texts of the bilingual side-by-side .docx of a translated file. */
export const BILINGUAL_DOCX_TEXTS = {
  title: (fileName: string) => `${fileName}: source and translation`,
  legend: 'Each row is one paragraph. Highlighted rows have dates, amounts, percentages or clause numbers that do not match.',
  fileName: (fileName: string) => `${fileName.replace(/\.[^.]+$/, '')} (side by side).docx`,
  /** The heading of each part of the file in the side-by-side, from the part's key (see segmentSectionsOf). */
  section: (key: string): string => {
    const base = key.split('/').pop() ?? key;
    const number = /(\d+)\.xml/.exec(base)?.[1];
    if (key.endsWith('#tables')) return 'Tables';
    if (base === 'document.xml') return 'Body';
    if (base.startsWith('header')) return `Header${number ? ` ${number}` : ''}`;
    if (base.startsWith('footer')) return `Footer${number ? ` ${number}` : ''}`;
    if (base.startsWith('footnotes')) return 'Footnotes';
    if (base.startsWith('endnotes')) return 'Endnotes';
    if (base.startsWith('comments')) return 'Comments';
    if (base.startsWith('notesSlide')) return `Notes of slide ${number ?? ''}`.trim();
    if (base.startsWith('slide')) return `Slide ${number ?? ''}`.trim();
    if (base.startsWith('sharedStrings')) return 'Cells';
    if (base.startsWith('sheet')) return `Sheet ${number ?? ''}`.trim();
    return 'Text';
  },
} as const;
