/** The kinds of file the extraction reads. */
export type DocumentKind = 'docx' | 'pdf' | 'pptx' | 'xlsx' | 'html' | 'txt';
