/** Translatable file types, their labels and maximum sizes (spec 02 §5, §9). */

export const TRANSLATION_FILE_TYPES = {
  docx: { label: 'Word Document', maxMb: 30 },
  doc: { label: 'Word Document', maxMb: 30 },
  pptx: { label: 'PowerPoint Presentation', maxMb: 30 },
  xlsx: { label: 'Excel Spreadsheet', maxMb: 30 },
  pdf: { label: 'PDF Document', maxMb: 30 },
  htm: { label: 'HTML Document', maxMb: 5 },
  html: { label: 'HTML Document', maxMb: 5 },
  txt: { label: 'Text File', maxMb: 1 },
} as const;
export type TranslationFileExtension = keyof typeof TRANSLATION_FILE_TYPES;

/** Accepted extensions in the spec's order (spec 02 §5). */
export const TRANSLATION_FILE_EXTENSIONS = Object.keys(TRANSLATION_FILE_TYPES) as TranslationFileExtension[];

/** The `accept` attribute of the file picker. */
export const TRANSLATION_FILE_ACCEPT = TRANSLATION_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const BYTES_PER_MB = 1024 * 1024;

export function translationMaxBytes(extension: TranslationFileExtension): number {
  return TRANSLATION_FILE_TYPES[extension].maxMb * BYTES_PER_MB;
}

/**
 * Extensions whose translation is delivered in another format: .doc is converted to .docx, and the text of a PDF
 * comes back as a translated .docx (issue 11).
 */
export const TRANSLATION_DELIVERED_EXTENSION: Partial<Record<TranslationFileExtension, TranslationFileExtension>> = {
  doc: 'docx',
  pdf: 'docx',
};

/** The lower-case extension after the last dot, or '' when the name has none (a dot-file has none). */
export function fileExtensionOf(name: string): string {
  const base = name.trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

export function isTranslationFileExtension(extension: string): extension is TranslationFileExtension {
  return Object.hasOwn(TRANSLATION_FILE_TYPES, extension);
}

/**
 * The name of the translated file: the same base name with the delivered extension and, when given, the target
 * language before it ("Lejekontrakt.nb.docx"), so the translation does not take the original's name (issue 30).
 */
export function deliveredFileName(name: string, targetLanguage?: string): string {
  const extension = fileExtensionOf(name);
  if (!isTranslationFileExtension(extension)) return name;
  const delivered = TRANSLATION_DELIVERED_EXTENSION[extension] ?? name.slice(name.length - extension.length);
  const base = name.slice(0, name.length - extension.length);
  return `${base}${targetLanguage ? `${targetLanguage}.` : ''}${delivered}`;
}
