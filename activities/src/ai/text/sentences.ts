/** A span of a text by offsets, so what is quoted is always `text.slice(start, end)`: verbatim by construction. */
export interface Span {
  start: number;
  end: number;
}

const ABBREVIATIONS = new Set(
  'inc corp co ltd llc no nos mr mrs ms dr st sr jr vs e.g i.e etc art sec para u.s u.k approx fig pte pvt sdn bhd plc bros dept est pty pob ste blvd bldg bl apt hwy'.split(
    ' ',
  ),
);
/**
 * (Not "P.O. Box": joined, the opening "INTELLECTUAL PROPERTY RIGHTS AGREEMENT Synchron, … at P.O. Box 271049, …" of a
 * validation contract became one long unit that the clause model no longer took for its title: 28s measured it.)
 *
 * A legal form right after the full stop ("Maxis Sdn. Bhd.", "Acme Pty. Ltd.", "Hon Hai Co. Ltd.", "Sanofi U.S.A. Inc."):
 * the stop is inside a company's name, which never ends a sentence there. Undotted capitals that a party's defined name
 * could start a sentence with ("AG shall …") are not in the list.
 */
const LEGAL_FORM_AFTER =
  /^["')\]”’]*\s+(?:Ltd|LTD|Bhd|BHD|Inc|INC|LLC|L\.L\.C|GmbH|A\.G|S\.A|S\.p\.A|B\.V|N\.V|C\.V|Co|CO|Corp|CORP|Pte|PTE|Pvt|PVT|Plc|L\.L\.P|L\.P|LLP|PLLC|K\.K|Pty|PTY|Sdn|SDN|S\.r\.l|S\.R\.L|S\.A\.S|Oyj?|SARL)\b(?![-'’])/;
/**
 * Dotted initials ("U.S.C.", "D.C.", "L.P.", "S.A.", "U.S.A.") or an address's or reference's short word ("Esq.", "Tel.",
 * "Str.", "Reg.") before a number ("11 U.S.C. 101", "Washington, D.C. 20001", "Interactive, L.P. 2600 Tenth Street"):
 * a citation or an address goes on. A short number with its own full stop or bracket after it ("… Law. 13. Notices"),
 * or a dotted one before a capital ("Taiwan, R.O.C. 1.7 "FDA" means"), is a clause number, which starts a sentence.
 */
const DOTTED_INITIALS = /^(?:\p{Lu}\.)+\p{Lu}$/u;
const SHORT_WORD_BEFORE_NUMBER = new Set('esq tel fax str reg ref nr rt chap'.split(' '));
const NUMBER_AFTER = /^["')\]”’]*\s+\d/;
const CLAUSE_NUMBER_AFTER = /^["')\]”’]*\s+\d{1,2}(?:(?:\.\d+)*[.)](?:\s|$)|(?:\.\d+)+\s+["“]?\p{Lu})/u;
/** A month written short ("Oct. 11, 1996") is no sentence end when its day follows. */
const MONTH_ABBREVIATIONS = new Set('jan feb mar apr jun jul aug sep sept oct nov dec'.split(' '));
/**
 * A date whose comma was typed as a full stop ("until March 18. 2021", "Sept. 30. 2019"): a month's name or its short
 * form, then the day's number, before the full stop; a year right after it.
 */
const MONTH_BEFORE_DAY =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+\d{1,2}$/i;
const YEAR_AFTER = /^\s+(?:19|20)\d{2}\b/;
/** Fragments shorter than this ("6.01.", "Term.") belong to the sentence after them. */
const MIN_SENTENCE_CHARS = 25;
/** Sentences longer than this are also cut after semicolons, so a quote stays readable. */
const LONG_SENTENCE_CHARS = 500;

/** Enough of the text before a full stop to see the word it ends. */
const LOOK_BACK_CHARS = 40;
/**
 * A capital letter named by a document part ("Exhibit D.", "Schedules A and B.") is a label, not an initial: the full stop
 * after it ends the sentence (else "… pursuant to Section 6(b) and Exhibit D. (c) In the event …" joins two clauses).
 */
const LETTERED_PART =
  /\b(?:exhibit|schedule|annex|appendix|attachment|section|article|part|clause|paragraph|item|rider|addendum|table|form|class|series|phase|list)s?\s+(?:\p{Lu}(?:,\s*|\s+(?:and|or|to|through)\s+))*\p{Lu}$/iu;

function isSentenceEnd(text: string, punctuation: number): boolean {
  const char = text[punctuation]!;
  if (char !== '.') return true;
  const before = text.slice(Math.max(0, punctuation - LOOK_BACK_CHARS), punctuation);
  const lastWord = /([\p{L}\p{N}.]+)$/u.exec(before)?.[1] ?? '';
  if (ABBREVIATIONS.has(lastWord.toLowerCase())) return false;
  const after = text.slice(punctuation + 1, punctuation + 24);
  if (LEGAL_FORM_AFTER.test(after)) return false;
  if ((DOTTED_INITIALS.test(lastWord) || SHORT_WORD_BEFORE_NUMBER.has(lastWord.toLowerCase())) && NUMBER_AFTER.test(after) && !CLAUSE_NUMBER_AFTER.test(after)) {
    return false;
  }
  if (MONTH_ABBREVIATIONS.has(lastWord.toLowerCase()) && /^\s*\d/.test(text.slice(punctuation + 1, punctuation + 4))) return false;
  if (MONTH_BEFORE_DAY.test(before) && YEAR_AFTER.test(text.slice(punctuation + 1, punctuation + 8))) return false;
  if (/^[\p{Lu}]$/u.test(lastWord)) return LETTERED_PART.test(before); // an initial ("Timothy P. Halter"), unless "Exhibit D."
  return true;
}

function trimSpan(text: string, start: number, end: number): Span | null {
  while (start < end && /\s/.test(text[start]!)) start += 1;
  while (end > start && /\s/.test(text[end - 1]!)) end -= 1;
  return end > start ? { start, end } : null;
}

function cutAt(text: string, span: Span, boundary: RegExp): Span[] {
  const spans: Span[] = [];
  let start = span.start;
  const pattern = new RegExp(boundary.source, 'g');
  pattern.lastIndex = span.start;
  for (let match = pattern.exec(text); match && match.index < span.end; match = pattern.exec(text)) {
    const cut = match.index + 1;
    if (cut >= span.end) break;
    const piece = trimSpan(text, start, cut);
    if (piece) spans.push(piece);
    start = cut;
  }
  const rest = trimSpan(text, start, span.end);
  if (rest) spans.push(rest);
  return spans;
}

/** Sentences of a paragraph as spans; short fragments such as clause numbers and headings join the next sentence. */
export function splitSentences(text: string): Span[] {
  const raw: Span[] = [];
  let start = 0;
  const boundary = /[.!?](?=["')\]”’]*\s+(?:["'([“‘]?[\p{Lu}\p{N}]|\(?[a-z]{1,4}[.)]\s))/gu;
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    if (!isSentenceEnd(text, match.index)) continue;
    let end = match.index + 1;
    while (end < text.length && /["')\]”’]/.test(text[end]!)) end += 1;
    const span = trimSpan(text, start, end);
    if (span) raw.push(span);
    start = end;
  }
  const last = trimSpan(text, start, text.length);
  if (last) raw.push(last);

  const merged: Span[] = [];
  let pending: Span | null = null;
  for (const span of raw) {
    const current: Span = pending ? { start: pending.start, end: span.end } : span;
    if (current.end - current.start < MIN_SENTENCE_CHARS && span !== raw[raw.length - 1]) {
      pending = current;
      continue;
    }
    pending = null;
    merged.push(current);
  }
  if (pending) merged.push(pending);

  return merged.flatMap((span) => (span.end - span.start > LONG_SENTENCE_CHARS ? cutAt(text, span, /;(?=\s)/) : [span]));
}

/** The sentences around `index`, widened one at a time on both sides while the span stays under `maxChars`. */
export function windowAround(sentences: Span[], index: number, maxChars: number): Span {
  let first = index;
  let last = index;
  for (;;) {
    const canBefore = first > 0 && sentences[last]!.end - sentences[first - 1]!.start <= maxChars;
    if (canBefore) first -= 1;
    const canAfter = last < sentences.length - 1 && sentences[last + 1]!.end - sentences[first]!.start <= maxChars;
    if (canAfter) last += 1;
    if (!canBefore && !canAfter) break;
  }
  return { start: sentences[first]!.start, end: sentences[last]!.end };
}
