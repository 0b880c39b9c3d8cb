import type { StarterPromptId } from '@arcline/shared';
import type { Citation, ContextPassage } from '../types';
import { headingOf } from '../text/headings';
import { splitSentences } from '../text/sentences';
import { conceptsOf } from '../text/terms';
import { findDates, findParties } from '../text/values';
import { verifyCitations, type QuoteClaim } from '../verification';
import { shorten } from './matrixExtraction';

const OPENING_PARAGRAPHS = 3;
const MAX_PROVISIONS = 12;
const MAX_PROVISION_QUOTE_CHARS = 300;
const MAX_TITLE_CHARS = 120;

interface Provision {
  heading: string;
  claim: QuoteClaim;
}

/** A verbatim prefix of a sentence, cut at a word boundary: still a quote of the document. */
function quotablePrefix(sentence: string): string {
  if (sentence.length <= MAX_PROVISION_QUOTE_CHARS) return sentence;
  const cut = sentence.slice(0, MAX_PROVISION_QUOTE_CHARS);
  return cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:]+$/, '');
}

const sentencesOf = (passage: ContextPassage | undefined) =>
  passage ? splitSentences(passage.text).map((span) => passage.text.slice(span.start, span.end)) : [];

/** A heading sentence with fewer characters than this beyond the heading ("ARTICLE VI DURATION") says nothing itself. */
const MIN_BODY_CHARS = 40;

/**
 * One key sentence per clause heading: the sentence the heading opens, or the one after it. When there are more
 * than fit, the clause types lawyers ask about most (term, termination, governing law…) are kept first; the result
 * is in document order.
 */
function keyProvisions(passages: ContextPassage[]): Provision[] {
  const all = allProvisions(passages);
  const ranked = [...all].sort((a, b) => Number(isKeyHeading(b.heading)) - Number(isKeyHeading(a.heading)));
  const kept = new Set(ranked.slice(0, MAX_PROVISIONS));
  return all.filter((provision) => kept.has(provision));
}

const isKeyHeading = (heading: string) => conceptsOf(heading).length > 0 || /\b(?:term|duration)\b/i.test(heading);

/** A numbered heading on a paragraph of its own, as Word documents have them: "1. Services", "12 Governing Law". */
const STANDALONE_HEADING = /^\s*\d+(?:\.\d+)*\.?\s+(\p{Lu}[\p{L}'’&-]*(?:\s+(?:\p{Lu}[\p{L}'’&-]*|of|and|to|for|the|in|on|&)){0,5})\.?\s*$/u;

function allProvisions(passages: ContextPassage[]): Provision[] {
  const provisions: Provision[] = [];
  const seen = new Set<string>();
  for (const [index, passage] of passages.entries()) {
    const sentences = sentencesOf(passage);
    for (const [position, sentence] of sentences.entries()) {
      const heading = (headingOf(sentence) ?? STANDALONE_HEADING.exec(sentence)?.[1])?.replace(/\s+\p{L}$/u, '');
      if (!heading || NOT_A_PROVISION.test(heading) || seen.has(heading.toLowerCase())) continue;
      let source: ContextPassage | undefined = passage;
      let body: string | undefined = sentence;
      if (sentence.length - heading.length < MIN_BODY_CHARS) {
        body = sentences[position + 1];
        if (!body) {
          source = passages[index + 1];
          body = sentencesOf(source)[0];
        }
      }
      if (!body || !source || BLANK_LINE.test(body)) continue;
      seen.add(heading.toLowerCase());
      provisions.push({ heading, claim: { passage: source, quote: quotablePrefix(body) } });
    }
  }
  return provisions;
}

const NOT_A_PROVISION = /^(?:in witness|source|signature|exhibit|schedule|annex|page|by|between|recitals?|whereas|now|definitions?|mr|mrs|ms|dr)\b|\bbetween$|\d$/i;
const BLANK_LINE = /_{3,}/;

/** A naming definition of a party's role: (the "Supplier"), (hereinafter the "Client"). */
const ROLE_DEFINITION = /\(\s*(?:hereinafter\s+(?:referred\s+to\s+as\s+)?)?(?:the\s+)?["“]([^"”]{2,40})["”]\s*\)/giu;

/**
 * The parties of an opening "between A, a company … (the "Supplier"), and B … (the "Client")": each name (up to its
 * first comma) with the role it is given. Fewer than two when the opening is not written so.
 */
function partiesWithRoles(text: string): string[] {
  const between = /\bbetween\b:?/i.exec(text);
  if (!between) return [];
  const parties: string[] = [];
  let from = between.index + between[0].length;
  for (const match of text.matchAll(ROLE_DEFINITION)) {
    if (match.index < from) continue;
    const name = text.slice(from, match.index).replace(/^[\s,;]*(?:and\s+)?/iu, '').split(',')[0]!.trim();
    if (/^[\p{Lu}\p{N}]/u.test(name)) parties.push(`${name} (the ${match[1]})`);
    from = match.index + match[0].length;
  }
  return parties;
}

/** The document's title: the upper-case words it opens with ("Exhibit 10.1 DISTRIBUTOR AGREEMENT"), else its opening words. */
function titleOf(passages: ContextPassage[], fallback: string): string {
  const first = passages.find((passage) => /\p{L}{3}/u.test(passage.text));
  if (!first) return fallback;
  const tokens = first.text.split(/\s+/);
  const title: string[] = [];
  for (const [index, token] of tokens.entries()) {
    const exhibitNumber = index === 1 && /^exhibit$/i.test(tokens[0]!);
    if (!(exhibitNumber || (index === 0 && /^exhibit$/i.test(token)) || !/\p{Ll}/u.test(token))) break;
    title.push(token);
  }
  return title.some((token) => /\p{Lu}{2}/u.test(token)) ? shorten(title.join(' '), MAX_TITLE_CHARS) : shorten(first.text, MAX_TITLE_CHARS);
}

export interface Overview {
  answer: string;
  citations: Citation[];
}

export const OVERVIEW_NOTE =
  '_An extractive overview by the offline engine: the parts below are quoted from the document, not summarised._';

/** The two starter prompts offline: the title, parties and date from the opening paragraphs, then one quoted sentence per clause heading. */
export function extractiveOverview(kind: StarterPromptId, passages: ContextPassage[]): Overview {
  if (passages.length === 0) {
    return { answer: 'There is no document text to give an overview of yet: open a document in Word (or attach one) and try again.', citations: [] };
  }
  const title = titleOf(passages, passages[0]!.sourceName);
  const opening = passages.slice(0, OPENING_PARAGRAPHS);
  const parties =
    opening.map((passage) => partiesWithRoles(passage.text)).find((found) => found.length >= 2) ??
    opening.map((passage) => findParties(passage.text)).find((found) => found.length >= 2) ??
    [];
  const dated = opening.find((passage) => /\b(?:made|dated|entered|effective)\b/i.test(passage.text) && findDates(passage.text).length > 0);
  const date = findDates(dated?.text ?? '')[0]?.value;
  const provisions = keyProvisions(passages);
  const { citations, perClaim } = verifyCitations(provisions.map((provision) => provision.claim), passages);
  const facts = [
    parties.length > 0 ? `- **Parties:** ${parties.join('; ')}` : null,
    date ? `- **Date:** ${date}` : null,
    `- **Length:** ${passages.length} paragraphs`,
  ].filter((line): line is string => line !== null);
  const provisionLines = provisions
    .map((provision, index) => ({ heading: provision.heading, citation: perClaim[index] }))
    .filter((line) => line.citation)
    .map((line, index) => `${index + 1}. **${line.heading}**: "${line.citation!.quote}"`);
  const body = [...facts, '', provisionLines.length > 0 ? '**Key provisions**' : '', ...provisionLines].join('\n').trim();

  if (kind === 'overviewEmail') {
    return {
      answer: [
        `Subject: Overview of ${title}`,
        'Hello,',
        `Please find below an overview of ${title}, quoted from the document.`,
        body,
        'Kind regards,',
        OVERVIEW_NOTE,
      ].join('\n\n'),
      citations,
    };
  }
  return { answer: [`**Overview of ${title}**`, body, OVERVIEW_NOTE].join('\n\n'), citations };
}
