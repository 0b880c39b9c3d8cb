export { extractText, type ExtractTextInput } from './extractText';
export { closeExtractionPools, extractTextWithinLimits, warmExtractionPool } from './extractTextWithinLimits';
export { runInParserProcess } from './parserProcesses';
export { checkFileSize } from './checkFileSize';
export { DEFAULT_EXTRACTION_LIMITS, LIMIT_MESSAGES, type ExtractionLimits } from './limits';
export { ExtractionError } from './ExtractionError';
export type { DocumentKind, ExtractedDocument } from './types';
