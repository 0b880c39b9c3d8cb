const SURROUNDING_FENCE = /^\s*(`{3,}|~{3,})([^\n]*)\n([\s\S]*?)\n?\1\s*$/;
/** Info strings a model uses when it wraps a whole prose answer; a fenced program stays a code block. */
const PROSE_INFO_STRINGS = new Set(['', 'markdown', 'md']);

/** Removes a code fence around a whole assistant answer (spec 01 §4), keeping fences inside it. */
export function stripCodeFence(text: string): string {
  const match = SURROUNDING_FENCE.exec(text);
  if (!match) return text;
  const [, , info = '', body = ''] = match;
  return PROSE_INFO_STRINGS.has(info.trim().toLowerCase()) ? body : text;
}
