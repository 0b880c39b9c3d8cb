import { contentStems, words } from './terms';

const NUMBERING = /^(?:ARTICLE\s+[IVXLC\d]+\.?\s+)?(?:\(?[a-z0-9]{1,4}[.)]\s+)?(?:\d+(?:\.\d+)*\.?\s*)?/i;
const TITLED = /^([A-Z][^.:;"“(]{1,60}?)[.:](?=\s|$)/;
const ALL_CAPS = /^([A-Z][A-Z/&,' -]{2,60}?)(?=\s+[A-Z][a-z])/;
const NUMBERED_TITLE = /^([A-Z][a-z]+(?:\s+(?:[A-Z][a-z]+|of|to|and|for|on|in|the|[a-z]{3,14})){0,4}?)\s+(?=(?:The|This|Each|Any|All|Either|Neither|In|If|Unless|Upon|Without|No|Subject|Notwithstanding)\b)/;
const MAX_HEADING_WORDS = 6;

/** The clause heading a sentence starts with ("6.01. Term. The term…" → "Term"), or null. */
export function headingOf(sentence: string): string | null {
  const numbering = NUMBERING.exec(sentence)?.[0] ?? '';
  const rest = sentence.slice(numbering.length);
  const heading =
    TITLED.exec(rest)?.[1] ?? ALL_CAPS.exec(rest)?.[1] ?? (numbering.trim() ? NUMBERED_TITLE.exec(rest)?.[1] : undefined);
  if (!heading) return null;
  const headingWords = words(heading);
  return headingWords.length > 0 && headingWords.length <= MAX_HEADING_WORDS ? heading.trim() : null;
}

/** A heading is about the question when at least half of its significant words are among the question's. */
export function headingMatches(heading: string, questionStems: Set<string>): boolean {
  const stems = contentStems(heading);
  const matching = stems.filter((stem) => questionStems.has(stem)).length;
  return matching > 0 && matching * 2 >= stems.length;
}
