export { extractText, type ExtractTextInput } from './extractText';
export { ExtractionError } from './ExtractionError';
export type { DocumentKind, ExtractedDocument } from './types';
