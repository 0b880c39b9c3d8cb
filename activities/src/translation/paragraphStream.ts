import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import type JSZip from 'jszip';

/** Innermost paragraphs: a paragraph holding a text box holds other paragraphs, which are matched on their own. */
export const paragraphPattern = (tags: readonly string[]) =>
  new RegExp(tags.map((tag) => `<${tag}(?:\\s[^>]*)?>(?:(?!<${tag}[\\s>])[\\s\\S])*?</${tag}>`).join('|'), 'g');

/**
 * Splits streamed XML into the paragraphs `paragraphPattern` finds and the text between them, in order, holding no
 * more than the paragraph being read: `visit` gets each piece as it is complete. The pieces are those the pattern
 * finds in the whole text at once.
 */
export function paragraphScanner(tags: readonly string[], visit: (piece: string, paragraph: boolean) => void) {
  const pattern = paragraphPattern(tags);
  const opening = new RegExp(tags.map((tag) => `<${tag}[\\s>]`).join('|'));
  let pending = '';
  /** Emits the paragraphs complete in `pending` and the text before them; keeps what a later chunk may complete. */
  const scan = (final: boolean) => {
    let last = 0;
    for (const match of pending.matchAll(pattern)) {
      if (match.index > last) visit(pending.slice(last, match.index), false);
      visit(match[0], true);
      last = match.index + match[0].length;
    }
    let keep = pending.length;
    if (!final) {
      // An opened paragraph not closed yet, or a tag cut by the chunk's end, waits for the next chunk.
      const rest = pending.slice(last);
      const open = opening.exec(rest);
      const cut = rest.lastIndexOf('<');
      const partialTag = cut >= 0 && !rest.includes('>', cut) ? cut : rest.length;
      keep = last + Math.min(open ? open.index : rest.length, partialTag);
    }
    if (keep > last) visit(pending.slice(last, keep), false);
    pending = pending.slice(keep);
  };
  return {
    write(chunk: string) {
      pending += chunk;
      scan(false);
    },
    end() {
      scan(true);
    },
  };
}

/**
 * A part of a zip streamed through with each paragraph rewritten as it passes (the text between paragraphs as it
 * was), to be written back with `zip.file(name, …)`; a failure while rewriting fails the stream, and with it the zip
 * being written.
 */
export function rewrittenParagraphs(source: JSZip.JSZipObject, tags: readonly string[], rewrite: (paragraph: string) => string): Transform {
  const decoder = new StringDecoder('utf8');
  const step = (work: () => void, done: (error?: Error | null) => void) => {
    try {
      work();
      done();
    } catch (error) {
      done(error as Error);
    }
  };
  const output: Transform = new Transform({
    transform: (chunk: Buffer, _encoding, done) => step(() => scanner.write(decoder.write(chunk)), done),
    flush: (done) =>
      step(() => {
        scanner.write(decoder.end());
        scanner.end();
      }, done),
  });
  const scanner = paragraphScanner(tags, (piece, isParagraph) => output.push(Buffer.from(isParagraph ? rewrite(piece) : piece, 'utf8')));
  return source.nodeStream('nodebuffer').pipe(output);
}
