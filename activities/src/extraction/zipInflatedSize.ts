const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_MARKER = 0xffffffff;

/**
 * The uncompressed size of a zip's entries as its central directory declares them, read without inflating
 * anything; Infinity for ZIP64 sizes. A lying directory is caught later by the parser thread's memory cap.
 */
export function zipInflatedSize(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.byteLength - END_RECORD_SIZE - MAX_COMMENT);
  let end = -1;
  for (let offset = bytes.byteLength - END_RECORD_SIZE; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  let total = 0;
  for (let index = 0; index < entries; index++) {
    if (offset + 46 > bytes.byteLength || view.getUint32(offset, true) !== CENTRAL_FILE_HEADER) return undefined;
    const size = view.getUint32(offset + 24, true);
    if (size === ZIP64_MARKER) return Infinity;
    total += size;
    offset += 46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return total;
}
