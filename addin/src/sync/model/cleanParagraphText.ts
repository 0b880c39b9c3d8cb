const FIELD_BEGIN = '\u0013';
const FIELD_SEPARATOR = '\u0014';
const FIELD_END = '\u0015';
/** Control characters (the cell and row end marks \u0007 included), newlines, tabs and spaces at the end. */
const TRAILING_NOISE = /[\s\p{Cc}]+$/u;

/**
 * A paragraph's text as the synchronised copy keeps it (spec 01 §3): field codes dropped and only each field's
 * displayed result kept (Word marks a field as BEGIN code SEPARATOR result END, and fields nest), then trailing
 * control characters, newlines, tabs and spaces removed.
 */
export function cleanParagraphText(raw: string): string {
  return withoutFieldCodes(raw).replace(TRAILING_NOISE, '');
}

function withoutFieldCodes(text: string): string {
  if (!text.includes(FIELD_BEGIN)) return text;
  /** One entry per open field: true while in its code, false once in its result. */
  const inCode: boolean[] = [];
  let shown = '';
  for (const char of text) {
    if (char === FIELD_BEGIN) inCode.push(true);
    else if (char === FIELD_SEPARATOR && inCode.length > 0) inCode[inCode.length - 1] = false;
    else if (char === FIELD_END && inCode.length > 0) inCode.pop();
    else if (!inCode.includes(true)) shown += char;
  }
  return shown;
}
