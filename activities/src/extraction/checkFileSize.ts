import { detectKind } from './detectKind';
import { ExtractionError } from './ExtractionError';
import { DEFAULT_EXTRACTION_LIMITS, LIMIT_MESSAGES, type ExtractionLimits } from './limits';

/**
 * Before a stored file is downloaded: its real size must be the size the client declared (a client could
 * declare 1 KB and upload 60 MB) and within the maximum of its kind.
 */
export function checkFileSize(
  file: { fileName: string; mimeType?: string; declaredBytes: number; actualBytes: number },
  limits: ExtractionLimits = DEFAULT_EXTRACTION_LIMITS,
): void {
  const kind = detectKind(file.fileName, file.mimeType);
  if (file.actualBytes !== file.declaredBytes) throw new ExtractionError(LIMIT_MESSAGES.sizeMismatch(file.declaredBytes, file.actualBytes));
  if (file.actualBytes > limits.maxBytes[kind]) throw new ExtractionError(LIMIT_MESSAGES.tooLarge(kind, limits));
}
