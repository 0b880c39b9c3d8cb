/**
 * Where a missing clause goes in a contract, and what it reads: the one owner of that decision, used by the Word task
 * pane's "Propose redline" and by Matrix Review's "Redline to playbook" .docx.
 *
 * A lawyer expects an added clause at the end of the operative clauses, not after the signatures or inside an exhibit:
 * it goes after the last paragraph with text before the first of "IN WITNESS WHEREOF", a signature line ("By:", "/s/",
 * "Signed by …", "[Signature page follows]") or an exhibit, schedule, annex, appendix or attachment heading that comes
 * after the first clause (a filing's "Exhibit 10.1" title above the contract is not one). When the clauses are numbered
 * in their text ("13.", "9.07", "Section 4.2"), the added clause takes the next number at the level of the last numbered
 * clause there ("14." after "13.", "9.08." after "9.07."); a lawyer who wants it as a new article renumbers it. A page
 * number line or a filing's "Source: …" footer is not a paragraph the clause goes after.
 */

/** Where the clause goes and its text. */
export interface MissingClausePlace {
  /** The index of the paragraph the clause is inserted after; -1 when no paragraph has text. */
  after: number;
  /** The clause's text: the wording, after the next clause number when the clauses are numbered. */
  text: string;
}

const WITNESS = /^\s*(?:IN\s+)?WITNESS\s+WHEREOF\b/i;
const SIGNATURE = /^\s*(?:By\s*:|\/s\/|(?:SIGNED|EXECUTED)\s+(?:by|for|on behalf|as)\b|\[?\s*(?:the\s+)?(?:remainder of (?:this )?page (?:intentionally )?left blank|signature pages? follows?)\b)/i;
const APPENDIX =
  /^\s*(?:EXHIBIT|SCHEDULE|ANNEX|APPENDIX|ATTACHMENT|ANNEXURE)(?:\s*$|\s+["'\u201C\u2018]?(?:[A-Z]|\d+(?:\.\d+)?|[IVXLC]+)["'\u201D\u2019]?(?:\s*$|\s*[\u2013\u2014:.,-]|\s+\S))/i;
/** An appendix heading is a short line: the word alone, or with its letter or number ("Schedule of payments" is none). */
const MAX_HEADING = 100;
/** A paragraph long enough to be a clause (before which an "Exhibit" line is a title, not an appendix). */
const MIN_CLAUSE = 120;
/** A clause numbered in its text: "13.", "9.07.", "7.02 ", "Section 4.2", "Clause 12". */
const NUMBERED = /^\s*((?:Section|SECTION|Clause|CLAUSE|Article|ARTICLE)\s+)?(\d{1,3}(?:\.\d{1,3})*)(\.?)(?=\s)/;

/** A clause number: with "Section" before it, a dot after it or a dot within it (so "100 units" is none). */
function clauseNumber(text: string): RegExpExecArray | null {
  const match = NUMBERED.exec(text);
  return match && (match[1] || match[3] || match[2]!.includes('.')) ? match : null;
}

/** A page's furniture in a converted draft: a page number line, a filing's "Source: …" footer. */
const FURNITURE = /^\s*(?:(?:page\s+)?\d{1,3}(?:\s+of\s+\d{1,3})?|-\s*\d{1,3}\s*-|Source:\s.*\b\d{1,2}\/\d{1,2}\/\d{2,4})\s*$/i;

/** A signature line with its blank: "… by the duly authorised Officer: ______", "Signature: ____". */
const SIGNATURE_BLANK = /^[^.]{0,160}\b(?:by|signature|signed)\b[^.]{0,80}:\s*_{3,}/i;

const isEnd = (text: string): boolean => WITNESS.test(text) || SIGNATURE.test(text) || SIGNATURE_BLANK.test(text);
/** In capitals with its letter or number ("SCHEDULE C - THE TERRITORIES …"), a heading even where a converted draft ran it into its text. */
const APPENDIX_CAPITALS = /^\s*(?:EXHIBIT|SCHEDULE|ANNEX|APPENDIX|ATTACHMENT|ANNEXURE)\s+["'\u201C\u2018]?(?:[A-Z]|\d+|[IVXLC]+)["'\u201D\u2019]?(?:\s*[\u2013\u2014:-]|\s+[A-Z]{2,}\b|\s*$)/;
const isAppendixHeading = (text: string): boolean => (text.trim().length <= MAX_HEADING && APPENDIX.test(text)) || APPENDIX_CAPITALS.test(text);

/** The index of the first paragraph after the operative clauses (paragraphs.length when nothing ends them). */
export function operativeEnd(paragraphs: readonly string[]): number {
  let clauseSeen = false;
  for (const [index, text] of paragraphs.entries()) {
    if (clauseSeen && (isEnd(text) || isAppendixHeading(text))) return index;
    if (text.trim().length >= MIN_CLAUSE || clauseNumber(text)) clauseSeen = true;
  }
  return paragraphs.length;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The number after `number` at its level, keeping its zero padding (13 → 14, 9.07 → 9.08), and after every number of
 * that level the `texts` already use anywhere in a paragraph (a converted draft runs "14.9 …" and "14.10 …" into one
 * paragraph, so "14.10" is taken though no paragraph starts with it). A number counts where a clause's or a
 * reference's would be: at the start or after a space or "(", with a capital after it ("14.10 HOW TO …", "13. TERM")
 * or "Section"/"Clause" before it — not "USD 9.50 per unit" — and only the numbers that follow on from the last
 * clause's without a gap.
 */
function nextNumber(number: string, dot: string, texts: readonly string[]): string {
  const parts = number.split('.');
  const last = parts.at(-1)!;
  const prefix = parts.slice(0, -1).map((part) => `${part}.`).join('');
  const used = new RegExp(
    `(?:^|[\\s(])(?:((?:[Ss]ection|SECTION|[Cc]lause|CLAUSE|[Aa]rticle|ARTICLE)[Ss]?\\s+)${escapeRegExp(prefix)}(\\d{1,3})(?![\\d]|\\.\\d)|${escapeRegExp(prefix)}(\\d{1,3})${escapeRegExp(dot)}(?=\\s+["'\u201C(]?[A-Z]))`,
    'g',
  );
  const taken = new Set(texts.flatMap((text) => [...text.matchAll(used)].map((match) => Number(match[2] ?? match[3]))));
  // The next free number in the run after the last clause's (14.9 → 14.10 taken → 14.11), so a stray "100." never counts.
  let next = Number(last) + 1;
  while (taken.has(next)) next += 1;
  parts[parts.length - 1] = String(next).padStart(last.length, '0');
  return parts.join('.');
}

/**
 * Where a missing clause with `wording` goes among the paragraphs' texts (in document order) and what it reads. The
 * clause is numbered only when at least two operative clauses carry a number in their text.
 */
export function missingClausePlace(paragraphs: readonly string[], wording: string): MissingClausePlace {
  const end = operativeEnd(paragraphs);
  const lastWithText = (before: number) => {
    for (let index = before - 1; index >= 0; index -= 1) if (paragraphs[index]!.trim() && !FURNITURE.test(paragraphs[index]!)) return index;
    return -1;
  };
  const after = lastWithText(end) >= 0 ? lastWithText(end) : lastWithText(paragraphs.length);
  const numbered = paragraphs.slice(0, end).map(clauseNumber).filter((match) => match !== null);
  const last = numbered.at(-1);
  const text = numbered.length >= 2 && last ? `${last[1] ?? ''}${nextNumber(last[2]!, last[3]!, paragraphs.slice(0, end))}${last[3]} ${wording.trim()}` : wording.trim();
  return { after, text };
}
