import type { PlaybookTopicKey } from '@arcline/shared';
import { splitSentences } from '../text/sentences';
import { inContractTerms } from './partyWording';

/**
 * The playbook's wording fitted to the contract it goes into, so that a redline of the quoted passage touches only the
 * words that differ (docs/playbooks.md, "Redlines keep the clause's structure"):
 * - the contract's own names for the parties (`inContractTerms`);
 * - the passage's own structure: the enumerators and headings it starts with ("(b) (i) ", "12. Governing Law. ",
 *   "4. TERM AND TERMINATION 4.1 ", "Section 5.01. Payment Terms. ") stay in front of the wording instead of going with
 *   the words they label;
 * - the contract's casing of its defined terms ("the Parties", "this AGREEMENT", "this agreement", "Confidential
 *   Information" as it defines them), never at the start of a sentence.
 * Nothing else of the wording changes; a passage with no label or heading gets the wording as it is.
 */
export function fitWording(wording: string, passage: { quote: string; contract: string; actingFor: string | undefined; topic?: PlaybookTopicKey }): string {
  if (!wording.trim()) return wording;
  const named = inContractTerms(wording, passage.contract, passage.actingFor);
  const cased = keptDefinitions(inContractCasing(named, passage.contract), named, passage.quote);
  const structure = leadingStructure(passage.quote);
  const labelled = !structure || cased.startsWith(structure.trim()) ? cased : underLetterLabel(structure, cased);
  const body = structure && !cased.startsWith(structure.trim()) ? passage.quote.slice(structure.length) : passage.quote;
  const fitted = passage.topic ? besideOtherSubjects(labelled, body, passage.topic) : labelled;
  return structure && !cased.startsWith(structure.trim()) ? `${structure}${fitted}` : fitted;
}

/**
 * Subjects a topic's clause often carries that its wording does not speak to: a governing-law clause that also names
 * the venue ("The venue for any controversy … shall be the … courts located in Nashville, Tennessee. Accordingly, each
 * party … submits to the jurisdiction of such courts.") or who pays the attorneys' fees.
 */
const OTHER_SUBJECTS: Partial<Record<PlaybookTopicKey, { topic: RegExp; other: RegExp }>> = {
  governingLaw: {
    topic: /\b(?:governed|governs|governing law|construed|construction|interpret\w*|laws? of|choice of law|conflicts? of laws?)\b/i,
    other: /\b(?:venue|forum|courts?|jurisdiction|arbitrat\w*|attorneys?['’]?\s+fees|prevailing party|jury|service of process)\b/i,
  },
};

/**
 * The wording in place of the passage's sentences on its topic only: a sentence on another subject the wording does
 * not speak to (and not on the topic) stays as written, before or after the wording where it was. A redline then
 * replaces the governing law and keeps the venue, instead of leaving "the jurisdiction of such courts" naming none.
 */
function besideOtherSubjects(wording: string, body: string, topic: PlaybookTopicKey): string {
  const subjects = OTHER_SUBJECTS[topic];
  if (!subjects || subjects.other.test(wording)) return wording;
  const sentences = splitSentences(body).map((span) => body.slice(span.start, span.end));
  const kept = sentences.map((sentence) => !subjects.topic.test(sentence) && subjects.other.test(sentence));
  if (!kept.some(Boolean) || !sentences.some((sentence, index) => !kept[index] && subjects.topic.test(sentence))) return wording;
  const parts: string[] = [];
  let placed = false;
  sentences.forEach((sentence, index) => {
    if (kept[index]) parts.push(sentence);
    else if (!placed) {
      parts.push(wording);
      placed = true;
    }
  });
  return parts.join(' ');
}

const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii'];
/**
 * Under a clause labelled with a letter ("(a) Licensor shall indemnify …"), the wording's own inline items (a), (b), (c)
 * become (i), (ii), (iii), as a contract numbers the items inside a lettered clause; other wording is unchanged.
 */
function underLetterLabel(structure: string, wording: string): string {
  if (!/\([a-h]\)\s*(?:[A-Z][^()]*\.\s*)?$/.test(structure) || !/\(a\)[^]*\(b\)/.test(wording) || /\(i\)/.test(wording)) return wording;
  return wording.replace(/\(([a-h])\)/g, (_whole: string, letter: string) => `(${ROMAN[letter.charCodeAt(0) - 97]})`);
}

/** A definition in a passage: (the "Initial Term"), ("Term"), (such period, the "Term"). */
const DEFINED_IN_PASSAGE = /\((?:[^()"“”]{0,40}?\s)?(?:the\s+)?["“]([A-Z][A-Za-z' -]{1,40}?)["”]\)/g;

/**
 * A term the passage defines and the wording uses keeps its definition, or the redline would delete the definition of
 * a term the rest of the contract still uses: 'for an initial term of three (3) years (the "Initial Term"), unless …'.
 * The definition goes after the term and its "of …" complement, before the next comma or full stop, with the term
 * there in the wording's own case; where the wording has no such place it is left out (the integrity check then says
 * the term is no longer defined).
 */
function keptDefinitions(cased: string, uncased: string, quote: string): string {
  let result = cased;
  for (const match of quote.matchAll(DEFINED_IN_PASSAGE)) {
    const term = match[1]!;
    if (result.includes(`"${term}"`) || result.includes(`“${term}”`)) continue;
    const at = result.search(new RegExp(`\\b${escape(term)}\\b`, 'i'));
    if (at < 0) continue;
    const place = /^ of [^,;.()]{1,40}?(?:\(\d+\)[^,;.()]{0,20}?)?(?=[,;.])/.exec(result.slice(at + term.length));
    if (!place) continue;
    const end = at + term.length + place[0].length;
    const ownAt = uncased.search(new RegExp(`\\b${escape(term)}\\b`, 'i'));
    const first = ownAt >= 0 ? uncased.slice(ownAt, ownAt + term.length) : result.slice(at, at + term.length);
    // The definition in its plain form: (the "Initial Term") or ("Term"), in the passage's quotation marks.
    const [open, close] = match[0].includes('“') ? ['“', '”'] : ['"', '"'];
    const definition = /\bthe\s+["“]/.test(match[0]) ? `(the ${open}${term}${close})` : `(${open}${term}${close})`;
    result = `${result.slice(0, at)}${first}${result.slice(at + term.length, end)} ${definition}${result.slice(end)}`;
  }
  return result;
}

/** An enumerator: 12. | 12.1 | 13.4.1 | (b) | (ii) | b. | A. | c) | XVI. | Section 5.01. | ARTICLE 3. | Article 11 (not "30 days"). */
const ENUMERATOR = /^(?:(?:Section|SECTION|Article|ARTICLE|Clause|CLAUSE|Paragraph|PARAGRAPH)\s+(?:\d+(?:\.\d+)*[A-Za-z]?|[IVXL]{1,5})\.?(?:\s*(?:--|[-–—:])(?=\s))?|\d{1,3}(?:\.\d{1,3})+\.?(?:\s+\.)?(?=\s)|\d{1,3}\.(?=\s)|\(\s?(?:[a-z]{1,2}|[ivxlIVXL]{1,5}|[A-Z]|\d{1,3})\s?\)|(?:[a-hA-H]|[ivxIVX]{1,4}|[IVX]{1,5})[.)](?=\s))\s*/;
/** Small words a Title Case heading may hold in lower case ("Payment of Statements", "Termination by PAPA JOHN'S"). */
const SMALL = new Set(['of', 'and', 'the', 'to', 'for', 'in', 'on', 'by', 'or', 'a', 'an', 'with', 'under', '&']);
/** Words that start a clause's sentence, not a heading: "1.1 Commencement This agreement …", "5.4 Payment terms Unless …". */
const SENTENCE_START = /^(?:This|The|These|Each|Either|Neither|Unless|Subject|Except|Notwithstanding|All|Any|No|Upon|Within|If|In|Both|Without|During|Such|Nothing|It|Its|Where|When|For|On|At|As)\b/;
/** A verb makes words a sentence, never a heading ("c. IN NO EVENT SHALL Erchonia BE LIABLE"). */
const VERB = /^(?:shall|will|may|must|is|are|be|been|has|have|agrees?|hereby|can|cannot|does|do)$/i;
/** Abbreviations that end in a full stop but head nothing ("Inc. shall", "Mr. Smith"). */
const ABBREVIATION = /^(?:Inc|Ltd|Co|Corp|LLC|L\.L\.C|N\.A|S\.A|Mr|Mrs|Ms|Dr|St|No|Jr|Sr|U\.S|Nos?)\.$/;
const HEADING_MAX_WORDS = 6;

/**
 * The run of enumerators and headings a passage starts with, as written (its spacing kept), or '' when it starts with
 * its sentence. A heading is a few words (Title Case, capitals, or after a label "Payment terms") ended by "." or ":",
 * by a dash, or, after a label, by a following label, a sentence's first word or a stretch of spaces.
 */
export function leadingStructure(quote: string): string {
  let at = 0;
  let found = false;
  for (let step = 0; step < 6; step += 1) {
    const rest = quote.slice(at);
    const enumerator = ENUMERATOR.exec(rest);
    if (enumerator && enumerator[0].trim()) {
      at += enumerator[0].length;
      found = true;
      continue;
    }
    const heading = headingAt(rest, found);
    if (heading === 0) break;
    at += heading;
    found = true;
  }
  // Only a label and a heading, no sentence after them: nothing to keep apart.
  return found && quote.slice(at).trim().length > 0 ? quote.slice(0, at) : '';
}

/** The length of a heading at the start of `text` with the space after it, or 0. */
function headingAt(text: string, afterLabel: boolean): number {
  const words = [...text.matchAll(/\S+/g)].slice(0, HEADING_MAX_WORDS + 1);
  if (words.length < 2 || SENTENCE_START.test(words[0]![0])) return 0;
  for (let count = 1; count <= Math.min(HEADING_MAX_WORDS, words.length - 1); count += 1) {
    const word = words[count - 1]!;
    const bare = word[0].replace(/[.:,;]+$/, '');
    if (VERB.test(bare) || !(/^[A-Z0-9"“(]/.test(bare) || SMALL.has(bare.toLowerCase()) || (afterLabel && /^[a-z]/.test(bare)))) return 0;
    const next = words[count]!;
    const end = word.index + word[0].length;
    const gap = text.slice(end, next.index);
    const heading = words.slice(0, count).map((each) => each[0]).join(' ');
    const capitals = heading.replace(/[^A-Za-z]/g, '');
    const allCaps = capitals.length > 1 && capitals === capitals.toUpperCase();
    const nextCapital = /^[A-Z]/.test(next[0]);
    const nextIsSentence = nextCapital && (SENTENCE_START.test(next[0]) || (allCaps && next[0] !== next[0].toUpperCase()));
    const nextIsLabel = ENUMERATOR.test(text.slice(next.index));
    const dashed = /^[-–—]$/.test(next[0]);
    const punctuated = /[.:]$/.test(word[0]) && !ABBREVIATION.test(word[0]) && (nextCapital || nextIsLabel);
    const spaced = /[ \t]{2,}/.test(gap) && nextCapital;
    if (punctuated || dashed || (nextIsLabel && (afterLabel || allCaps)) || (afterLabel && (nextIsSentence || spaced))) {
      // A dash belongs to the heading ("(a) Mutual Agreement - This Agreement").
      const dash = /^\s*[-–—]\s*/.exec(text.slice(end));
      return dash ? end + dash[0].length : next.index;
    }
  }
  return 0;
}

/** Phrases of playbook wording a contract may write in its own case: its defined terms and these. */
const CASED_PHRASES = ['this Agreement', 'Parties', 'Party', 'Confidential Information', 'Effective Date', 'Affiliates', 'Affiliate', 'Business Days', 'Business Day'];
/** A defined term: ("Confidential Information"), (the "Parties"), “Term” means. */
const DEFINITION = /(?:\(\s*(?:each,? )?(?:the |an? |collectively,? )?["“]([A-Z][A-Za-z&' -]{1,40}?)["”]\s*\)|["“]([A-Z][A-Za-z&' -]{1,40}?)["”]\s+(?:shall )?means?\b)/g;
/** The phrases a contract's own style may write in lower case where the wording capitalises them. */
const LOWERED = new Set(['agreement', 'party', 'parties']);
/** Single words a contract defines that playbook wording uses in their ordinary sense ("an initial term", "by written agreement"). */
const ORDINARY = new Set(['agreement', 'term', 'services', 'products', 'goods', 'territory', 'fees']);

/**
 * The wording with each phrase written as the contract writes it where the contract is consistent (at least three
 * times, two in three of them in one case, never counting the start of a sentence), and as the contract defines it.
 * "third party" stays as it is unless the contract defines "Third Party".
 */
export function inContractCasing(wording: string, contract: string): string {
  const defined = new Set([...contract.matchAll(DEFINITION)].map((match) => (match[1] ?? match[2] ?? '').trim()).filter((term) => term && !ORDINARY.has(term.toLowerCase())));
  const wanted = new Map<string, string>();
  for (const term of defined) wanted.set(term.toLowerCase(), term);
  for (const phrase of CASED_PHRASES) {
    if (wanted.has(phrase.toLowerCase())) continue;
    const usual = usualCase(phrase, contract);
    if (usual) wanted.set(phrase.toLowerCase(), usual);
  }
  if (wanted.size === 0) return wording;
  // Longest first, so "Confidential Information" is one phrase and not "Information".
  const phrases = [...wanted.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`\\b(${phrases.map(escape).join('|')})\\b`, 'gi');
  return wording.replace(pattern, (found: string, _phrase: string, offset: number) => {
    const target = wanted.get(found.toLowerCase())!;
    if (found === target) return found;
    const before = wording.slice(0, offset);
    if (/\bthird[\s-]+$/i.test(before) && !defined.has(`Third ${target}`)) return found;
    // A capitalised term is not lowered to a contract's loose usage ("the effective date"), except its own drafting style
    // for the agreement and the parties ("this agreement", "both parties").
    if (found[0] === found[0]!.toUpperCase() && target === target.toLowerCase() && !LOWERED.has(target.replace(/^this /, ''))) return found;
    // The start of a sentence keeps its capital.
    if (offset === 0 || /[.;:!?]\s*$/.test(before)) return target[0]!.toUpperCase() + target.slice(1);
    return target;
  });
}

/** How the contract writes a phrase inside its sentences, if one case holds two in three of at least three uses. */
function usualCase(phrase: string, contract: string): string | undefined {
  const counts = new Map<string, number>();
  for (const match of contract.matchAll(new RegExp(`(?<![.;:!?]\\s{0,3}|^)\\b${escape(phrase)}\\b`, 'gim'))) {
    if (/^\w/.test(phrase) && match[0] === match[0].toUpperCase() && match.index > 0 && /[A-Z]{2,}\s+$/.test(contract.slice(Math.max(0, match.index - 12), match.index))) continue;
    counts.set(match[0], (counts.get(match[0]) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const [best, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return total >= 3 && count * 3 >= total * 2 ? best : undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
