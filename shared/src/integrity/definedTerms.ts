/**
 * What a contract defines, and which capitalised phrases are not defined terms at all: possessives of defined terms
 * ("the Counterparty's offices"), headings ("3. Price List."), and words that are capitalised in ordinary legal English
 * ("the State of Texas", "the United States", "the American Arbitration Association").
 */

/** Straight, typographic and single quotes: ("Company"), (“Company”), ('the Manufacturer'), (‘Agreement’). */
const QUOTE_OPEN = `["“'‘]`;
const QUOTE_CLOSE = `["”'’]`;
const TERM = String.raw`([A-Z][\w'’&-]*(?:\s+(?:of\s+|and\s+)?[A-Z][\w'’&-]*){0,5})`;

/** A definition that gives a meaning: "Term" means …. A second one of these, with another meaning, is a conflict. */
export const MEANING_DEFINITION = new RegExp(`${QUOTE_OPEN}${TERM}${QUOTE_CLOSE}\\s*(?:means|shall mean|is defined)\\s+([^.;]{0,60})`, 'gu');
/** Words that introduce the name given to what comes before: (the "Supplier"), (hereinafter called 'the Notice'). */
const NAMING_WORDS = String.raw`(?:the|a|an|each|each\s+a|each\s+an|collectively|together|hereinafter(?:\s+(?:referred\s+to\s+as|called))?|referred\s+to\s+as|called)`;
/** A definition that names what comes before it: Acme Ltd. (the "Supplier"), Vanuatu ('the Manufacturer'). */
export const NAMING_DEFINITION = new RegExp(String.raw`\(\s*(?:${NAMING_WORDS}[\s,]+)*${QUOTE_OPEN}(?:the\s+)?${TERM}${QUOTE_CLOSE}`, 'gu');
/**
 * Any quoted capitalised phrase: contracts define terms in many more ways than the two above ("listed in the current
 * "Price List"", "hereinafter "Licensee"", ""Term" has the meaning given in Section 3"). Enough to call a term known.
 */
const QUOTED_PHRASE = new RegExp(`${QUOTE_OPEN}(?:the\\s+)?${TERM}[.,]?${QUOTE_CLOSE}`, 'gu');
/** Definitions without quotes, as text taken from a PDF often has them: "1.39 Licensed Product means", "(the Initial Mode)", "OWNER: Prudential Bank". */
const UNQUOTED_DEFINITIONS = [
  new RegExp(`${TERM}\\s+(?:means|shall mean|shall have the meaning|has the meaning|is defined as)\\b`, 'gu'),
  new RegExp(String.raw`\((?:${NAMING_WORDS}[\s,]+)*${TERM}\)`, 'gu'),
  new RegExp(`^\\s*${TERM}:\\s+\\S`, 'gu'),
];

/** The words of a phrase with a possessive ending taken off: "Counterparty's" → "Counterparty", "Parties'" → "Parties". */
export const withoutPossessive = (word: string) => word.replace(/(?:['’][sS]|(?<=[sS])['’])$/u, '');

/** A term's key: case folded, possessive, plural and "-owned" endings taken off, so "BUYER", "Buyers'" and "Buyer-owned" meet. */
export function termKey(phrase: string): string {
  return phrase
    .split(/\s+/u)
    .map((word) => withoutPossessive(word).replace(/-[a-z][\w-]*$/u, '').toLowerCase())
    .join(' ')
    .replace(/(?:ies)$/u, 'y')
    .replace(/(?<![s])s$/u, '');
}

/**
 * The keys of every term the document defines, however loosely, and of their first words: a use cut short by a word in
 * capitals ("the Background IP") or by "and" ("the Calculation and Paying Agent") names a defined term too. Without
 * `firstWords`, the whole terms only ("Customer Locations" does not define "Customer").
 */
export function knownTermKeys(texts: readonly string[], firstWords = true): Set<string> {
  const keys = new Set<string>();
  for (const text of texts) {
    for (const pattern of [QUOTED_PHRASE, NAMING_DEFINITION, MEANING_DEFINITION, ...UNQUOTED_DEFINITIONS]) {
      for (const match of text.matchAll(pattern)) {
        const words = (match[1] as string).split(/\s+/u);
        for (let count = firstWords ? 1 : words.length; count <= words.length; count += 1) keys.add(termKey(words.slice(0, count).join(' ')));
      }
    }
  }
  return keys;
}

/**
 * Last words that make a capitalised phrase an ordinary name, not a defined term: places, courts, public bodies,
 * statutes, parts of a document, and the words every contract capitalises without defining them.
 */
const ORDINARY_HEAD_WORDS = new Set(
  (
    'state states kingdom republic province commonwealth county city country nation nations union territories district ' +
    'court courts government authority agency association commission board directors institute chamber office bureau ' +
    'department ministry service exchange reserve bank journal index federal act acts code rules regulations law laws treaty convention ' +
    'administration person persons section sections article articles clause clauses exhibit exhibits schedule schedules appendix appendices annex ' +
    'annexes attachment attachments addendum recital recitals paragraph paragraphs part agreement agreements contract ' +
    'party parties internet web god monday tuesday wednesday thursday friday saturday sunday january february march ' +
    'april may june july august september october november december english dollars euros america rule'
  ).split(' '),
);

/** The rest of a long name after the phrase: "… and Exchange Commission", "… Vegas". */
const NAME_CONTINUED = /^(?:,?\s+(?:and|&|for|on|of)\s+[A-Z][\w'’-]*|,?\s+[A-Z][\w'’-]*)*/u;
/** "(the "Arena")", ", as defined below", "(LAN)": the text says where the term is defined, or abbreviates a name. */
const DEFINED_HERE = /^\s*,?\s*\(?\s*(?:(?:the|a|an|each|collectively|together|hereinafter)[\s,]+)*(?:["“]|['‘](?=[A-Z]))|^\s*,?\s*\(?(?:each\s+)?as\s+(?:(?:such\s+)?terms?\s+(?:is|are)\s+)?(?:defined|described|set\s+forth)|^\s*\(\s*["“'‘]?[A-Z]{2,}["”'’]?\s*\)/u;
/** "Women.com", "MarketSite.net": a domain name; "Alex C. Sapir": a person; "Central Singapore 059817": an address. */
const NAME_OR_ADDRESS = /^(?:\.[a-z]{2,}|\s+[A-Z]\.\s|\s+\d{4,})/u;

/** A phrase that names a place, a body, a statute or a part of the document, or says where it is defined. */
export function isOrdinaryName(phrase: string, after: string): boolean {
  const continued = NAME_CONTINUED.exec(after)![0];
  const headWord = (name: string) => withoutPossessive(name.split(/\s+/u).pop()!).toLowerCase();
  if (ORDINARY_HEAD_WORDS.has(headWord(phrase)) || ORDINARY_HEAD_WORDS.has(headWord(`${phrase}${continued}`))) return true;
  // "the State of Texas", "the Board of Directors", "the Laws of England": a name with its "of" part.
  return /^\s+of\s+(?:the\s+)?[A-Z]/u.test(after) || NAME_OR_ADDRESS.test(after) || DEFINED_HERE.test(after.slice(continued.length));
}

const SMALL_WORDS = new Set('a an and as by for in of on or the to with'.split(' '));
const HEADING_WORDS = /^(?:\s*(?:(?:article|section|clause)\s+)?[\dIVXivx]+(?:\.\d+)*\.?\s+)?((?:[^\s.:;]+\s+){0,9}[^\s.:;]+)(?=[.:]\s|[.:]?$)/iu;

/** The end of a paragraph's heading ("9.05. Applicable Law." or a title line), 0 when it has none. */
export function headingEnd(text: string): number {
  const match = HEADING_WORDS.exec(text);
  if (!match) return 0;
  const words = (match[1] as string).split(/\s+/u);
  const titleCase = words.every((word) => /^[^a-z]/u.test(word) || SMALL_WORDS.has(word));
  return titleCase ? match.index + match[0].length : 0;
}
