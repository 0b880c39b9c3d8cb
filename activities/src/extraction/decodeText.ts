const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];
const BINARY_SNIFF_BYTES = 8192;
const LEGACY_FALLBACK_ENCODING = 'windows-1252';

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function encodingFromBom(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, UTF8_BOM)) return 'utf-8';
  if (startsWith(bytes, UTF16LE_BOM)) return 'utf-16le';
  if (startsWith(bytes, UTF16BE_BOM)) return 'utf-16be';
  return undefined;
}

/** Text files have no NUL bytes unless they are UTF-16, which announces itself with a byte order mark. */
export function looksBinary(bytes: Uint8Array): boolean {
  const encoding = encodingFromBom(bytes);
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return false;
  return bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0);
}

function decoderFor(label: string | undefined): TextDecoder | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label);
  } catch {
    return undefined;
  }
}

/**
 * A byte order mark wins (and is dropped), then a charset the document declares, then UTF-8;
 * bytes that are not valid UTF-8 are read as Windows-1252, the usual encoding of older Western text files.
 */
export function decodeText(bytes: Uint8Array, declaredCharset?: string): string {
  const fromBom = encodingFromBom(bytes);
  if (fromBom) return new TextDecoder(fromBom).decode(bytes);
  const declared = decoderFor(declaredCharset);
  if (declared) return declared.decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder(LEGACY_FALLBACK_ENCODING).decode(bytes);
  }
}
