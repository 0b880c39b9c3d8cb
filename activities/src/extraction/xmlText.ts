/** The text of XML elements and attributes, shared by the parsers (pptx) and Translate's document text. */

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Decodes the XML entities and character references of a text element or attribute. A reference to no character
 * (NUL, a surrogate, beyond U+10FFFF, as `&#x110000;` in an alt text) becomes U+FFFD, as browsers read it: it threw a
 * RangeError, and the translation was retried five times and ended in a generic error (issue 34, item 5).
 */
export function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return referencedCharacter(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return referencedCharacter(parseInt(entity.slice(1), 10));
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

const REPLACEMENT_CHARACTER = '\uFFFD';

function referencedCharacter(codePoint: number): string {
  const isCharacter = codePoint > 0 && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
  return isCharacter ? String.fromCodePoint(codePoint) : REPLACEMENT_CHARACTER;
}
