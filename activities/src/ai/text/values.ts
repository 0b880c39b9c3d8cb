/** Short values read from contract sentences: dates, amounts, durations, parties and governing law. */

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const ORDINAL_SUFFIX = '(?:s\\s?t|n\\s?d|r\\s?d|t\\s?h)?';

export interface FoundValue {
  value: string;
  index: number;
  /** For dates: the date as the text writes it ("1st day of August, 2013"). */
  written?: string;
  /** For dates: how a short answer shows it where that differs from `written` ("20th day of March 2020" for "20th day of Friday, March 2020"). */
  shown?: string;
}

function monthName(text: string): string {
  const prefix = text.toLowerCase().slice(0, 3);
  const month = MONTHS.find((candidate) => candidate.startsWith(prefix))!;
  return month[0]!.toUpperCase() + month.slice(1);
}

function formatDate(month: string, day: string | undefined, year: string): string {
  return day ? `${monthName(month)} ${Number(day)}, ${year}` : `${monthName(month)} ${year}`;
}

const DATE_PATTERNS: { pattern: RegExp; format: (match: RegExpExecArray) => string }[] = [
  {
    // the 1st day of August, 2013 / 15th day of January 2018 / 19 DAY OF MAY , 2010
    pattern: new RegExp(`\\b(\\d{1,2})${ORDINAL_SUFFIX}\\s+day\\s+of\\s+${MONTH}\\s*,?\\s+(\\d{4})\\b`, 'gi'),
    format: (m) => formatDate(m[2]!, m[1], m[3]!),
  },
  {
    // March 3, 2014 / Mar. 3rd, 2014 / July 11 , 2006 / March 18. 2021 (a full stop typed for the comma)
    pattern: new RegExp(`\\b${MONTH}\\s+(\\d{1,2})${ORDINAL_SUFFIX}(?:\\s*,\\s*|\\.\\s+|\\s+)(\\d{4})\\b`, 'gi'),
    format: (m) => formatDate(m[1]!, m[2], m[3]!),
  },
  {
    // 3 March 2014
    pattern: new RegExp(`\\b(\\d{1,2})${ORDINAL_SUFFIX}\\s+${MONTH},?\\s+(\\d{4})\\b`, 'gi'),
    format: (m) => formatDate(m[2]!, m[1], m[3]!),
  },
  {
    // 2014-03-03
    pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g,
    format: (m) => formatDate(MONTHS[Number(m[2]) - 1] ?? 'january', m[3], m[1]!),
  },
  {
    // 03/03/2014 or 7/1/98, read as month/day/year as US contracts write it
    pattern: /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g,
    format: (m) => formatDate(MONTHS[Number(m[1]) - 1]!, m[2], m[3]!.length === 2 ? String((Number(m[3]) > 40 ? 1900 : 2000) + Number(m[3])) : m[3]!),
  },
  {
    // March 2020
    pattern: new RegExp(`\\b${MONTH},?\\s+(\\d{4})\\b`, 'gi'),
    format: (m) => formatDate(m[1]!, undefined, m[2]!),
  },
];

/** Dates in reading order; where patterns overlap the more precise one wins. */
export function findDates(text: string): FoundValue[] {
  const found: (FoundValue & { end: number })[] = [];
  for (const { pattern, format } of DATE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const index = match.index;
      const end = index + match[0].length;
      if (found.some((other) => index < other.end && end > other.index)) continue;
      if (pattern.source.includes('(\\d{4})-') && Number(match[2]) > 12) continue;
      if (pattern.source.includes('\\/') && (Number(match[1]) > 12 || Number(match[1]) < 1 || Number(match[2]) > 31)) continue;
      found.push({ value: format(match as RegExpExecArray), index, end, written: match[0] });
    }
  }
  return found.sort((a, b) => a.index - b.index).map(({ value, index, written }) => ({ value, index, written }));
}

const AMOUNT =
  /(?:(?:US\s?\$|\$|€|£|¥)\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|thousand))?|\b(?:USD|EUR|GBP|CHF|JPY|CAD|AUD)\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|thousand))?|\b\d[\d,]*(?:\.\d+)?\s?(?:million\s|billion\s)?(?:dollars|euros|pounds|USD|EUR|GBP)\b)(?:\s+per\s+(?:unit|month|year|annum|hour|day))?/gi;

export function findAmounts(text: string): FoundValue[] {
  return [...text.matchAll(AMOUNT)].map((match) => ({ value: match[0].trim(), index: match.index }));
}

const NUMBER_WORD =
  '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?:one|two|three|four|five|six|seven|eight|nine))';
const DURATION = new RegExp(
  `(?:\\b${NUMBER_WORD}\\s*\\(\\d+\\)|\\(\\d+\\)|\\b\\d+|\\b${NUMBER_WORD})\\s*(?:\\(\\d+\\)\\s*)?[\\])]?(?:\\s*|-)(?:calendar\\s+|business\\s+|working\\s+|consecutive\\s+|additional\\s+)?(?:days?|weeks?|months?|years?)\\b(?:\\s+period)?`,
  'gi',
);

const SMALL_NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const WHOLE = `(\\d{1,2}|${SMALL_NUMBERS.join('|')})`;
const HALF = '(?:a|one)[\\s-]half';
/** The figures a fraction's words repeat in parentheses: "(1 1/2)", "(1-1/2)", "(1.5)", "(1½)". */
const FRACTION_FIGURES = String.raw`(?:\s*\(\s*\d{1,2}(?:\.\d{1,2}|(?:\s+|-)?(?:1\/2|½))\s*\))?`;
const UNIT_AFTER = String.raw`\s*[\s-]?(?:calendar\s+)?(years?|months?)\b(?:\s+period)?`;
/**
 * Lengths that are not a whole number of their unit (issue 28, 28s): "one and a half years", "one and one-half (1 1/2)
 * years", "1.5 years", "2 1/2 years", "1½ years", "half a year", "a half-year", each with its count of the unit.
 */
const FRACTION_DURATIONS: { pattern: RegExp; count: (match: RegExpMatchArray) => number }[] = [
  { pattern: new RegExp(String.raw`\b${WHOLE}\s+and\s+${HALF}${FRACTION_FIGURES}${UNIT_AFTER}`, 'gi'), count: (m) => wholeNumber(m[1]!) + 0.5 },
  { pattern: new RegExp(String.raw`(?<![\d.])\(?(\d{1,2})\.(\d{1,2})\)?${UNIT_AFTER}`, 'gi'), count: (m) => Number(`${m[1]}.${m[2]}`) },
  { pattern: new RegExp(String.raw`(?<![\d.\/])\(?(\d{1,2})(?:\s+|-)?(?:1\/2|½)\)?${UNIT_AFTER}`, 'gi'), count: (m) => Number(m[1]) + 0.5 },
  { pattern: new RegExp(String.raw`\b(?:half\s+an?|${HALF})${UNIT_AFTER}`, 'gi'), count: () => 0.5 },
];
const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : SMALL_NUMBERS.indexOf(text.toLowerCase()));

/** A fractional length in a smaller whole unit: 1.5 years is "18 months", 1.5 months "45 days"; null where it is none. */
function wholeLength(count: number, unit: string): string | null {
  const years = /^year/i.test(unit);
  const inSmaller = count * (years ? 12 : 30);
  if (!Number.isInteger(count * 2) && !(years && Number.isInteger(Math.round(inSmaller * 1000) / 1000))) return null;
  if (Number.isInteger(count)) return `${count} ${years ? 'year' : 'month'}${count === 1 ? '' : 's'}`;
  const smaller = Math.round(inSmaller);
  return `${smaller} ${years ? 'month' : 'day'}${smaller === 1 ? '' : 's'}`;
}

function fractionDurations(text: string): FoundValue[] {
  const found: FoundValue[] = [];
  for (const { pattern, count } of FRACTION_DURATIONS) {
    for (const match of text.matchAll(pattern)) {
      const value = wholeLength(count(match), match.at(-1)!);
      const written = match[0].trim();
      if (value && !found.some((other) => match.index < other.index + other.written!.length && other.index < match.index + written.length)) found.push({ value, index: match.index, written });
    }
  }
  return found;
}

/**
 * Durations in reading order. A length that is not a whole number of its unit ("one and a half years") is given in a
 * smaller unit as its value ("18 months"), with `written` as the text has it; a length in parts ("eighteen (18) months
 * and fifteen (15) days") is one duration a part (`lengthInParts` joins them).
 */
export function findDurations(text: string): FoundValue[] {
  const fractions = /half|\d[.\s-]?(?:\d|1\/2|½)|½/i.test(text) ? fractionDurations(text) : [];
  const whole = [...text.matchAll(DURATION)]
    // Not the decimals of a length ("1.3 years" is no "3 years"), nor part of a fraction read above.
    .filter((match) => !/\d\.$/.test(text.slice(Math.max(0, match.index - 2), match.index)))
    .filter((match) => !fractions.some((fraction) => match.index < fraction.index + fraction.written!.length && fraction.index < match.index + match[0].length))
    .map((match) => ({ value: match[0].replace(/\]/g, '').replace(/\s+/g, ' ').trim(), index: match.index }));
  return fractions.length === 0 ? whole : [...whole, ...fractions].sort((a, b) => a.index - b.index);
}

const ENTITY_DESCRIPTION =
  /,\s+an?\s+(?:(?:[\p{Lu}][\p{L}]+|limited|private|public|non-profit|nonprofit|banking|business|professional|stock|savings|insurance|statutory|national|state|federal|mutual|chartered)\s+){0,4}(?:limited liability company|limited company|corporation|company|limited partnership|general partnership|partnership|LLC|Corp\.?|GmbH|AG|S\.A\.)/gu;
const NAME_TOKEN = /^(?:[\p{Lu}\p{N}][\p{L}\p{N}.,'’&-]*|&|of|and|de|du|la|von|van)$/u;
const NAME_STOP = new Set(['and', 'between', 'by', 'among', 'with', 'of']);

/** A legal form written short, which ends a name: "INC.", "Ltd.", "L.L.C.". */
const ENDS_A_NAME = /^(?:Inc|INC|Ltd|LTD|Corp|CORP|Co|CO|L\.L\.C|LLC|L\.P|N\.V|B\.V|S\.A|PLC|plc)\.$/;

/** The capitalised words right before `end`, e.g. the company name before ", a Delaware corporation". */
function nameBefore(text: string, end: number): string {
  const tokens = text.slice(0, end).split(/\s+/);
  const name: string[] = [];
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    const token = tokens[index]!;
    if (!token) continue;
    if (NAME_STOP.has(token.toLowerCase()) && name.length > 0) break;
    if (!NAME_TOKEN.test(token) || /^(?:BETWEEN|AND|BY):?$/.test(token)) break;
    if (/[)(:;]/.test(token)) break;
    // The title in capitals before the first name: "INTELLECTUAL PROPERTY RIGHTS AGREEMENT Synchron, a California corporation".
    if (/^(?:AGREEMENT|Agreement|CONTRACT|Contract)$/.test(token)) break;
    // Two names side by side, as signature blocks set them: "NETZEE, INC. THE BANKERS BANK, a Georgia banking corporation".
    if (name.length > 0 && ENDS_A_NAME.test(token) && !ENDS_A_NAME.test(name[0]!)) break;
    name.unshift(token);
    if (name.length >= 8) break;
  }
  while (name.length && /^(?:of|and|&)$/i.test(name[0]!)) name.shift();
  return name.join(' ').replace(/,$/, '');
}

/** The capitalised words right after `start`: all-caps names stop at the first word that is not all caps. */
function nameAfter(text: string, start: number): string {
  // A numbered party block ("BETWEEN: (1) Oaktree Capital Management, L.P. … and (2) …") names the party after its number.
  const tokens = text.slice(start).trim().replace(/^(?:\(\d{1,2}\)|\d{1,2}[.)]|\([a-z]\))\s+/, '').split(/\s+/);
  const name: string[] = [];
  const allCaps = /^[\p{Lu}\p{N}.,&'’-]+$/u.test(tokens[0] ?? '');
  for (const [position, token] of tokens.entries()) {
    const clean = token.replace(/[,;:]$/, '');
    if (!clean || /^[("“]/.test(clean) || /^\d/.test(clean)) break;
    // (A name in capitals may end in a legal form that is not: "ENTERTAINMENT GmbH", "ACME Pty Ltd".)
    if (allCaps ? !/^[\p{Lu}\p{N}.&'’-]+$/u.test(clean) && !(name.length > 0 && CAPITAL_FORM.test(clean)) : !NAME_TOKEN.test(clean)) break;
    // "THE HENRY FILM AND ENTERTAINMENT CORPORATION, located at …": an "AND" inside a name in capitals, where the words
    // after it run to a legal form before the name ends and the words before it end in none.
    if (/^(?:and|AND)$/.test(clean) && !(allCaps && clean === 'AND' && andInsideName(name, tokens.slice(position + 1)))) break;
    name.push(clean);
    if (token.endsWith(',') && !/^(?:Inc|Ltd|LLC|Corp|Co)\.?,$/i.test(token) && !allCaps) break;
    if (name.length >= 8) break;
  }
  // A stray quote typed for a comma ("PACIFICAP ENTERTAINMENT' located at") is no part of the name.
  const joined = name.join(' ').replace(/,$/, '').replace(/(?<=\p{Lu})['’]$/u, '');
  return /\b(?:Inc|Ltd|Corp|Co)\.$/i.test(joined) ? joined : joined.replace(/\.$/, '');
}

/** A legal form that ends a company's name, as an all-caps name writes it or another jurisdiction does ("GmbH", "K.K."). */
const CAPITAL_FORM = /^(?:INC|INCORPORATED|CORPORATION|CORP|COMPANY|CO|LLC|L\.L\.C|LTD|LIMITED|LP|L\.P|LLP|PLLC|PLC|GMBH|AG|S\.A|S\.A\.S|S\.R\.L|N\.V|B\.V|OY|K\.K|PTY|SDN|BHD)\.?,?$/i;

/**
 * Whether an "AND" belongs to a name in capitals: the name so far ends in no legal form, the words after it (in
 * capitals, up to the first that ends with a comma) end in one ("THE HENRY FILM AND ENTERTAINMENT CORPORATION,"), and
 * another "and" later names the other party ("… and PACIFICAP ENTERTAINMENT"); else the "AND" joins two parties.
 */
function andInsideName(before: string[], after: string[]): boolean {
  if (before.length === 0 || CAPITAL_FORM.test(before.at(-1)!)) return false;
  for (const [index, token] of after.slice(0, 6).entries()) {
    if ((!/^[\p{Lu}\p{N}.&'’-]+,?$/u.test(token) && !CAPITAL_FORM.test(token)) || token === 'AND') return false;
    if (CAPITAL_FORM.test(token)) {
      const rest = after.slice(index + 1, index + 40);
      return rest.some((word, at) => /^(?:and|AND)$/.test(word) && /^[\p{Lu}\p{N}]/u.test(rest[at + 1] ?? ''));
    }
    if (token.endsWith(',')) return false;
  }
  return false;
}

/**
 * A place in a party's description whose " and " joins no parties: "a company organised under the laws of England and
 * Wales", "incorporated in Trinidad and Tobago", "registered in England and Wales" (tested on the text before the "and").
 */
export const PLACE_BEFORE_AND =
  /\b(?:laws?\s+of|incorporated\s+in|registered\s+in|organi[sz]ed\s+in|existing\s+in)\s+(?:the\s+)?(?:(?:State|Commonwealth|Republic|Kingdom|Province)\s+of\s+)?(?:\p{Lu}[\p{L}'’-]*\s+){0,2}\p{Lu}[\p{L}'’-]*\s*$/u;

/** Party names: names before "a Delaware corporation" and the like, else the names after "between" and "and". */
export function findParties(text: string): string[] {
  const parties: string[] = [];
  for (const match of text.matchAll(ENTITY_DESCRIPTION)) {
    const name = nameBefore(text, match.index);
    if (name && !parties.includes(name)) parties.push(name);
  }
  if (parties.length >= 2) return parties;
  const between = /\bbetween:?\s+/i.exec(text);
  if (!between) return parties;
  const first = nameAfter(text, between.index + between[0].length);
  if (first && !parties.includes(first)) parties.unshift(first);
  const rest = text.slice(between.index + between[0].length + first.length);
  // Not the "and" of a place the first party's description names ("… organised under the laws of England and Wales").
  const and = [...rest.matchAll(/\s(?:-+\s*)?(?:and|AND):?\s+(?:-+\s*)?/g)].find((match) => !PLACE_BEFORE_AND.test(rest.slice(0, match.index)));
  if (and) {
    const second = nameAfter(rest, and.index + and[0].length);
    if (second && !parties.includes(second)) parties.push(second);
  }
  return parties;
}

/** A company name by its legal form: "Oaktree Capital Management, L.P.", "ACME GMBH", "Beijing CC-Pharming Ltd.". */
const SUFFIXED_NAME =
  /\b((?:[\p{Lu}\p{N}][\p{L}\p{N}.'’&-]*,?\s+(?:(?:of|and|&|de|for)\s+)?){0,6}?(?:Inc\.?|INC\.?|Incorporated|INCORPORATED|LLC|L\.L\.C\.|Ltd\.?|LTD\.?|Limited|LIMITED|Corporation|CORPORATION|Corp\.?|CORP\.?|L\.P\.|LP|LLP|PLC|plc|GmbH|GMBH|AG|S\.A\.|B\.V\.|N\.V\.|S\.p\.A\.|Pty\.? Ltd\.?|Co\., Ltd\.?))(?![\p{L}])/gu;

/** A date line above a name on a cover ("____________, 1996" / "Capital Resources, Inc."), which the name does not take in. */
const DATE_LINE_BEFORE = /^(?:(?:January|February|March|April|May|June|July|August|September|October|November|December|\p{N}+(?:st|nd|rd|th)?)[,.]?[ \t]+)*\p{N}+[,.]?[ \t]*\n\s*/u;
/** The name a `SUFFIXED_NAME` match gives, without the words before it that are no part of it. */
const suffixedName = (match: RegExpMatchArray) =>
  match[1]!.replace(DATE_LINE_BEFORE, '').replace(/^(?:(?:The|THE|This|THIS|By|BY|And|AND|Between|BETWEEN)\s+)+/, '').replace(/,$/, '').trim();

/** A name for comparing: "DIAMOND STATE GENERATION PARTNERS, LLC" and "Diamond State Generation Partners LLC" are one. */
const comparable = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Every company name the text gives by its legal form, in reading order ("DAIRY CREST LIMITED", "SEV GROUP LIMITED"). */
export function namesByLegalForm(text: string): string[] {
  return [...text.matchAll(SUFFIXED_NAME)]
    .filter((match) => !/(?:^|[\s,])an?\s+$/i.test(text.slice(Math.max(0, match.index - 4), match.index)))
    .map(suffixedName)
    .filter((name) => name.split(/\s+/).length >= 2);
}

/** Company names the text gives by their legal form, after those already found, in reading order (at most four). */
export function partiesByLegalForm(text: string, parties: string[] = findParties(text)): string[] {
  const found = [...parties];
  for (const match of text.matchAll(SUFFIXED_NAME)) {
    const name = suffixedName(match);
    const key = comparable(name);
    // "Rare Element Resources Ltd., a British Columbia Corporation having …": a description, not another name.
    if (/(?:^|[\s,])an?\s+$/i.test(text.slice(Math.max(0, match.index - 4), match.index))) continue;
    if (name.split(/\s+/).length < 2 || found.some((other) => comparable(other).includes(key) || key.includes(comparable(other)))) continue;
    found.push(name);
    if (found.length >= 4) break;
  }
  return found.length >= 2 ? found : parties;
}

const GOVERNING_LAW =
  /\b(?:governed|construed|interpreted|enforced|subject to|application\s+of|(?<!(?:organi[sz]ed|incorporated|existing|formed)\s+)in accordance with)\b[^.]{0,250}?\b[Ll]aws?\s+(?:(?:in\s+(?:force|effect)\s+)?(?:of|in)\s+(?:the\s+)?|(?=(?:[Ss]tate|[Cc]ommonwealth)\s+of\s))(?:(?:[Ss]tate|[Cc]ommonwealth|[Pp]rovince|[Kk]ingdom|[Cc]anton)\s+of\s+)?((?:[A-Z]\.\s?){2,3}|[\p{Lu}][\p{L}'’]+(?:\s+(?:of\s+|and\s+(?=Wales\b))?[\p{Lu}][\p{L}'’]+){0,3})/u;

/** "English law", "Swiss law": the adjective's country. */
const LAW_ADJECTIVES: Record<string, string> = {
  English: 'England',
  Scottish: 'Scotland',
  Irish: 'Ireland',
  German: 'Germany',
  French: 'France',
  Swiss: 'Switzerland',
  Dutch: 'the Netherlands',
  Israeli: 'Israel',
  Chinese: 'China',
  Japanese: 'Japan',
  Indian: 'India',
  Canadian: 'Canada',
  Australian: 'Australia',
  Italian: 'Italy',
  Spanish: 'Spain',
  Swedish: 'Sweden',
  Danish: 'Denmark',
  Norwegian: 'Norway',
  Finnish: 'Finland',
  Belgian: 'Belgium',
  Austrian: 'Austria',
  Singaporean: 'Singapore',
  Korean: 'Korea',
  Mexican: 'Mexico',
  Brazilian: 'Brazil',
  PRC: "People's Republic of China",
};
const LAW_ADJECTIVE = new RegExp(String.raw`\b(?:governed|construed|interpreted|subject\s+to|application\s+of)\b[^.]{0,120}?\b(${Object.keys(LAW_ADJECTIVES).join('|')})\s+(?:substantive\s+)?[Ll]aws?\b`);

const PLACE = String.raw`([\p{Lu}][\p{L}'’]+(?:\s+(?:of\s+)?[\p{Lu}][\p{L}'’]+){0,3})`;
const REGION = String.raw`(?:[Ss]tate|[Cc]ommonwealth|[Pp]rovince|[Kk]ingdom|[Rr]epublic)`;
/**
 * Governing-law clauses worded the other way round, read only where the text speaks of governing: "The laws of the
 * State of New York … govern", "the laws, other than choice of law rules, of the state of Florida", "the laws in force
 * in the Province of Ontario", "The laws of California shall govern", "in accordance with Ohio law", "accepted … in
 * the State of Nevada and shall be governed by … the laws thereof".
 */
const LAWS_GOVERN = [
  new RegExp(String.raw`\b[Ll]aws?\b[^.;]{0,80}?\b(?:of|in)\s+(?:the\s+)?${REGION}\s+of\s+${PLACE}`, 'u'),
  new RegExp(String.raw`\b[Ll]aws\s+of\s+(?:the\s+)?${PLACE}(?=[^.]{0,120}\bgovern)`, 'u'),
  new RegExp(String.raw`\b(?:with|by|under),?\s+(?:the\s+)?${PLACE}\s+law\b`, 'u'),
  new RegExp(String.raw`\b${REGION}\s+of\s+${PLACE}[^.]{0,150}\bgoverned\b[^.]{0,100}\blaws\s+thereof`, 'u'),
];

/**
 * The place written right before "law", where the text speaks of governing or construing: "construed in accordance with
 * New York law", "governed by Delaware law, USA", "construed and interpreted according to Georgia law", "in accordance
 * with the local Washington law"; never "organized and existing under Delaware law" nor a word that is no place
 * ("applicable law", "Federal law").
 */
const PLACE_LAW = new RegExp(String.raw`\b(?<!(?:organi[sz]ed|incorporated|existing|formed|registered)\s+)(?:with|by|under|to),?\s+(?:the\s+)?(?:local\s+|internal\s+|substantive\s+)?${PLACE}\s+law\b`, 'u');
const SPEAKS_OF_LAW = /\bgovern|\bconstru|\binterpret|\bin\s+accordance\s+with\b|\baccording\s+to\b/i;
const NOT_A_PLACE = /^(?:Applicable|Federal|Governing|Such|This|That|The|Any|All|Common|Case|Local|State|International|Contract|Civil|Statutory|Mandatory|Foreign|Other|Relevant|Said|Its|Their)\b/;

/** "The law of the Federal Republic of Germany applies", "the laws of Ontario shall apply": said without "govern". */
const LAW_APPLIES = new RegExp(String.raw`\b[Ll]aws?\s+of\s+(?:the\s+)?${PLACE}\s+(?:shall\s+|will\s+|is\s+to\s+)?appl(?:y|ies)\b`, 'u');
/** "accepted in the state in which Franchisor's … headquarters (currently the State of California) is located and shall be governed by … the laws of such state". */
const SUCH_STATE = new RegExp(String.raw`\b(?:[Ss]tate|[Cc]ommonwealth)\s+of\s+${PLACE}[^.]{0,200}\b[Ll]aws\s+of\s+such\s+(?:state|[Ss]tate|commonwealth)\b`, 'u');
/** The federal law of a union named before a state's: "the laws of the United States and the State of Florida". */
const FEDERAL = /^(?:the\s+)?(?:United\s+States(?:\s+of\s+America)?|U\.\s?S\.(?:\s?A\.)?|USA)$/;
const STATE_AFTER = new RegExp(String.raw`^[^.;]{0,100}?\b(?:[Ss]tate|[Cc]ommonwealth)\s+of\s+${PLACE}`, 'u');
/** A jurisdiction named by where something is: "the laws of the state in which the Franchised Restaurant is located". */
const STATE_WHERE = /\b[Ll]aws?\s+of\s+the\s+(state|commonwealth|province|country|jurisdiction)\s+((?:in\s+which|where)\s+[^.,;]{3,80}?\s+(?:is|are)\s+(?:located|situated|incorporated|organi[sz]ed|domiciled))\b/i;
/** Jurisdictions a contract names by an abbreviation: "the PRC", "the R.O.C.". */
const ABBREVIATIONS: [RegExp, string][] = [
  [/^P\.?\s?R\.?\s?C\.?$/, "People's Republic of China"],
  [/^R\.?\s?O\.?\s?C\.?$/, 'Taiwan (Republic of China)'],
];

/** The place a match names, as a lawyer writes it: "English" is England, "PRC" the People's Republic of China. */
function placeOf(value: string): string {
  const clean = value.replace(/\s+/g, ' ').replace(/[’']$/, '');
  return (Object.hasOwn(LAW_ADJECTIVES, clean) ? LAW_ADJECTIVES[clean] : undefined) ?? ABBREVIATIONS.find(([pattern]) => pattern.test(clean))?.[1] ?? clean;
}

/**
 * The jurisdiction in "governed by the laws of the State of Texas" ("Texas"); null when the text does not say. Where the
 * laws of the United States come first and a state's after ("the laws of the United States and, to the extent not
 * inconsistent therewith, by the laws of the Commonwealth of Kentucky"), the state, with the federal law said.
 */
export function findGoverningLaw(text: string): FoundValue | null {
  // Text extraction that lost the spaces after "of" ("the laws ofthe State ofTexas") is read with them.
  const spaced = text.replace(/\bof(?=the\b|[A-Z][a-z])/g, 'of ');
  // A clause in capitals ("SHALL BE GOVERNED BY THE LAWS OF THE STATE OF NEW YORK") is read in title case.
  const capitals = (spaced.match(/\p{Lu}/gu)?.length ?? 0) > (spaced.match(/\p{Ll}/gu)?.length ?? 0);
  const readable = capitals ? spaced.replace(/[\p{L}'’]+/gu, (word) => (/^(?:OF|THE|AND|IN|BY|TO|WITH|GOVERNED|CONSTRUED|INTERPRETED|ENFORCED|SUBJECT|ACCORDANCE|APPLICATION|APPLY|APPLIES|SHALL|SUCH|LAWS?)$/.test(word) ? word.toLowerCase() : word[0] + word.slice(1).toLowerCase())) : spaced;
  const match =
    GOVERNING_LAW.exec(readable) ??
    (/\bgovern/i.test(readable) ? (SUCH_STATE.exec(readable) ?? LAWS_GOVERN.map((pattern) => pattern.exec(readable)).find(Boolean)) : null) ??
    LAW_APPLIES.exec(readable);
  // A place written before "law" that comes before the place the other readings found ("governed by Florida law in the
  // United States of America", "Ontario law and the federal laws of Canada"): the law as written first.
  const placeLaw = SPEAKS_OF_LAW.test(readable) ? PLACE_LAW.exec(readable) : null;
  if (placeLaw && !NOT_A_PLACE.test(placeLaw[1]!) && (!match || placeLaw.index + placeLaw[0].length <= match.index + match[0].length - match[1]!.length)) {
    return { value: placeOf(placeLaw[1]!), index: placeLaw.index };
  }
  if (match && !/(?:organi[sz]ed|incorporated|existing|formed)\s+under\s+(?:the\s+)?$/i.test(readable.slice(Math.max(0, match.index - 40), match.index))) {
    const place = placeOf(match[1]!);
    // "under the laws of the state in which the franchised restaurant is located": that state, in the clause's words.
    const where = /^(?:State|Commonwealth|Province|Country|Jurisdiction)$/.test(place) ? STATE_WHERE.exec(readable.slice(match.index)) : null;
    if (where) return { value: `The ${where[1]!.toLowerCase()} ${where[2]!.toLowerCase().replace(/\s+/g, ' ').trim()}`, index: match.index };
    if (FEDERAL.test(place)) {
      const state = STATE_AFTER.exec(readable.slice(match.index + match[0].length));
      if (state) return { value: `${placeOf(state[1]!)} (and the federal law of the United States)`, index: match.index };
    }
    return { value: place, index: match.index };
  }
  const adjective = LAW_ADJECTIVE.exec(spaced);
  return adjective ? { value: LAW_ADJECTIVES[adjective[1]!]!, index: adjective.index } : null;
}
