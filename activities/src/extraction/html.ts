import { convert, type HtmlToTextOptions } from 'html-to-text';
import { decodeText } from './decodeText';
import { ExtractionError } from './ExtractionError';
import { nestsDeeperThan } from './htmlNestingDepth';
import { LIMIT_MESSAGES, type ExtractionLimits } from './limits';
import type { FormatContent } from './types';

const CHARSET_SNIFF_BYTES = 1024;
const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([\w:.-]+)/i;

const HTML_TO_TEXT_OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: 'script', format: 'skip' },
    { selector: 'style', format: 'skip' },
    { selector: 'img', format: 'skip' },
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'ul', options: { itemPrefix: ' ' } },
    // Cells are inline by default, which glues neighbouring cells into one word.
    { selector: 'td', format: 'block' },
    { selector: 'th', format: 'block' },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
};

function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, CHARSET_SNIFF_BYTES));
  return META_CHARSET.exec(head)?.[1];
}

/**
 * With word wrapping off, every line html-to-text writes is a block of its own: a paragraph, a heading, a cell.
 * A page nested deeper than the limit is refused before it is parsed (the parser's cost grows with the depth).
 */
export async function readHtml(bytes: Uint8Array, limits: ExtractionLimits): Promise<FormatContent> {
  const html = decodeText(bytes, declaredCharset(bytes));
  if (nestsDeeperThan(html, limits.maxNestingDepth)) throw new ExtractionError(LIMIT_MESSAGES.nestedTooDeep(limits));
  const text = convert(html, HTML_TO_TEXT_OPTIONS);
  return { paragraphs: text.split('\n') };
}
