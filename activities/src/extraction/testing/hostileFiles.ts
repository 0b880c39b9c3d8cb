import { createDeflate, createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';

const MB = 1024 * 1024;

interface ZipEntry {
  name: string;
  compressed: Buffer;
  crc: number;
  size: number;
  /** The uncompressed size the headers claim; a liar's zip says less than `size`. */
  declaredSize: number;
}

/** Deflates `bytes` of zeros in 1 MB steps, so building a bomb never holds its inflated size in memory. */
async function deflatedZeros(bytes: number): Promise<{ compressed: Buffer; crc: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const zeros = Buffer.alloc(MB);
  let crc = 0;
  for (let written = 0; written < bytes; written += MB) {
    const chunk = written + MB <= bytes ? zeros : zeros.subarray(0, bytes - written);
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { compressed: Buffer.concat(chunks), crc };
}

function zipArchive(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.compressed.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.compressed.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.compressed);
    centrals.push(central, name);
    offset += local.length + name.length + entry.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A zip bomb named .docx: `word/document.xml` inflates to `inflatedBytes` of zeros. With `lie`, the headers
 * claim 1 KB, so only the parser's memory cap can stop it.
 */
export async function zipBombDocx(inflatedBytes: number, options: { lie?: boolean } = {}): Promise<Buffer> {
  const types = Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  const typesEntry = { compressed: deflateRawSync(types), crc: crc32(types) };
  const document = await deflatedZeros(inflatedBytes);
  return zipArchive([
    { name: '[Content_Types].xml', ...typesEntry, size: types.length, declaredSize: types.length },
    { name: 'word/document.xml', ...document, size: inflatedBytes, declaredSize: options.lie ? 1024 : Math.min(inflatedBytes, 0xfffffffe) },
  ]);
}

/**
 * A PDF of about a kilobyte whose page tree declares `10 ** depth` pages: every node lists the same child ten
 * times, down to one real page.
 */
export function pageTreePdf(depth = 5): Buffer {
  const objects: string[] = [];
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  for (let level = 0; level < depth; level++) {
    const id = level + 2;
    const child = `${id + 1} 0 R `;
    objects[id] = `<< /Type /Pages /Kids [${child.repeat(10).trim()}] /Count ${10 ** (depth - level)} >>`;
  }
  const pageId = depth + 2;
  const contentId = pageId + 1;
  const fontId = pageId + 2;
  objects[pageId] = `<< /Type /Page /Parent ${pageId - 1} 0 R /MediaBox [0 0 200 200] /Contents ${contentId} 0 R /Resources << /Font << /F1 ${fontId} 0 R >> >> >>`;
  const stream = 'BT /F1 12 Tf 20 100 Td (Hello) Tj ET';
  objects[contentId] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  objects[fontId] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = pdf.length;
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** An HTML page of `levels` nested `div`s around one Danish sentence (120,000 levels is about 1.3 MB). */
export function nestedDivsHtml(levels: number): Buffer {
  return Buffer.from(`<!doctype html><html><body>${'<div>'.repeat(levels)}Aftalen træder i kraft ved underskrift.${'</div>'.repeat(levels)}</body></html>`);
}

/**
 * A one-page PDF whose content stream (FlateDecode) inflates to `inflatedBytes` of spaces: about 500 KB on disk for
 * 500 MB inflated. The stream's /Length is honest; only inflating it tells its size.
 */
export async function inflatingPdf(inflatedBytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const prefix = Buffer.from('BT /F1 12 Tf 20 100 Td (Hello) Tj ET\n');
  deflate.write(prefix);
  const spaces = Buffer.alloc(MB, 0x20);
  for (let written = prefix.length; written < inflatedBytes; written += MB) {
    const chunk = written + MB <= inflatedBytes ? spaces : spaces.subarray(0, inflatedBytes - written);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const stream = Buffer.concat(chunks);
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (part: string | Buffer) => {
    const buffer = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(buffer);
    length += buffer.length;
  };
  const object = (id: number, body: string | Buffer[]) => {
    offsets[id] = length;
    push(`${id} 0 obj\n`);
    for (const part of typeof body === 'string' ? [body] : body) push(part);
    push('\nendobj\n');
  };
  push('%PDF-1.4\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>');
  object(4, [Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), stream, Buffer.from('\nendstream', 'latin1')]);
  object(5, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const xref = length;
  push(`xref\n0 6\n0000000000 65535 f \n`);
  for (let id = 1; id <= 5; id++) push(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}
