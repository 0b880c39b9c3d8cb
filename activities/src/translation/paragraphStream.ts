import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import type JSZip from 'jszip';

/** Innermost paragraphs: a paragraph holding a text box holds other paragraphs, which are matched on their own. */
export const paragraphPattern = (tags: readonly string[]) =>
  new RegExp(tags.map((tag) => `<${tag}(?:\\s[^>]*)?>(?:(?!<${tag}[\\s>])[\\s\\S])*?</${tag}>`).join('|'), 'g');

/**
 * Splits streamed XML into the paragraphs `paragraphPattern` finds and the text between them, in order, holding no
 * more than the paragraph being read: `visit` gets each piece as it is complete. The pieces are those the pattern
 * finds in the whole text at once, and every piece but the last ends where a tag starts.
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
      // An opened paragraph not closed yet waits for the next chunk, and so does everything from the last tag on: a
      // piece ends where a tag starts, so no tag and no text between two tags is ever cut in two.
      const rest = pending.slice(last);
      const open = opening.exec(rest);
      const lastTag = Math.max(0, rest.lastIndexOf('<'));
      keep = last + Math.min(open ? open.index : rest.length, lastTag);
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
 * A part of a zip streamed through with each paragraph rewritten as it passes (the XML between paragraphs as it was,
 * or through `between`: pieces that start and end at a tag), to be written back with `zip.file(name, …)`; a failure
 * while rewriting fails the stream, and with it the zip being written.
 */
export function rewrittenParagraphs(
  source: JSZip.JSZipObject,
  tags: readonly string[],
  rewrite: (paragraph: string) => string,
  between: (xml: string) => string = (xml) => xml,
): Transform {
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
  const scanner = paragraphScanner(tags, (piece, isParagraph) => output.push(Buffer.from(isParagraph ? rewrite(piece) : between(piece), 'utf8')));
  return source.nodeStream('nodebuffer').pipe(output);
}
