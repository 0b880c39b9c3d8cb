import { createInflateRaw } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_MARKER = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;

interface CentralEntry {
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

/** The entries of a zip's central directory, or undefined when it has none a parser could use. */
function centralEntries(bytes: Uint8Array): CentralEntry[] | undefined {
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
  const entries: CentralEntry[] = [];
  let offset = view.getUint32(end + 16, true);
  for (let index = view.getUint16(end + 10, true); index > 0; index--) {
    if (offset + 46 > bytes.byteLength || view.getUint32(offset, true) !== CENTRAL_FILE_HEADER) return undefined;
    entries.push({
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      declaredSize: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    });
    offset += 46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return entries;
}

/** Inflates one entry only to count its bytes (nothing is kept), stopping as soon as `budget` is exceeded. */
function inflatedBytes(compressed: Uint8Array, budget: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > budget) {
        inflate.destroy();
        resolve(total);
      }
    });
    inflate.on('end', () => resolve(total));
    // A broken stream is the parser's to report; what it inflated so far still counts.
    inflate.on('error', () => resolve(total));
    inflate.end(compressed);
  });
}

/**
 * True when the zip's entries unpack to more than `maxBytes`: first from the sizes its directory declares
 * (no inflating), then by inflating each entry and counting, so a directory that lies is caught too.
 */
export async function inflatesBeyond(bytes: Uint8Array, maxBytes: number): Promise<boolean> {
  const entries = centralEntries(bytes);
  if (!entries) return false;
  if (entries.some((entry) => entry.declaredSize === ZIP64_MARKER)) return true;
  if (entries.reduce((sum, entry) => sum + entry.declaredSize, 0) > maxBytes) return true;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  for (const entry of entries) {
    const header = entry.localHeaderOffset;
    if (header + 30 > bytes.byteLength || view.getUint32(header, true) !== LOCAL_FILE_HEADER) continue;
    const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (entry.method === STORED) total += data.byteLength;
    else if (entry.method === DEFLATED) total += await inflatedBytes(data, maxBytes - total);
    if (total > maxBytes) return true;
  }
  return false;
}
