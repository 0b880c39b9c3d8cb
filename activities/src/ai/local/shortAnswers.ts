import { findAmounts, findParties, namesByLegalForm, partiesByLegalForm, PLACE_BEFORE_AND, type FoundValue } from '../text/values';
import { findDates } from './contractDates';
import { isoDate } from '../text/dates';
import { splitSentences } from '../text/sentences';
import { durationEnd, durationsIn, lengthInParts, NOTICE_AFTER, numberOf, PART_JOINER, partsOfLength, plainDuration } from './finder/clauseAnswers';
import { CLAUSE_DETAIL_TEXTS as DETAIL, ENGLISH_MONTH_NAMES as MONTH_NAMES, SHORT_ANSWER_TEXTS as TEXTS } from '@arcline/shared';

/**
 * Short answers by the kind of value a column asks for, as a lawyer would write them in a review table: dates as the
 * contract writes them with the normalised date, all parties with their defined roles, an expiration computed from
 * the start and the term when the contract gives only a duration (labelled so). Never a cut sentence.
 */

/** "1st day of August, 2013 (2013-08-01)"; the normalised form alone when the contract writes it that way. */
export function dateAnswer(date: FoundValue): string {
  const iso = isoDate(date.value);
  // "15t h day": a split ordinal, as text extraction leaves it, is shown joined.
  const written = (date.shown ?? date.written)?.replace(/\s+/g, ' ').trim().replace(/(\d)(s|n|r|t) ?(t|d|h)\b/, '$1$2$3').replace(/(\d) (st|nd|rd|th)\b/, '$1$2') ?? date.value;
  if (!iso) return written;
  return `${written} (${iso})`;
}

const DEFINED_ROLE = /^[^()]{0,320}?\(\s*(?:each\s+|individually\s+|collectively\s+)?(?:the\s+|an?\s+)?(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?|herein\s+(?:referred\s+to\s+as\s+|called\s+)?|referred\s+to\s+(?:herein\s+)?as\s+)?(?:the\s+)?["“'‘]([^"”'’]{1,40})["”'’]/i;

/** The defined name a party is given right after its name: `Acme Inc., a Delaware corporation ("Acme")` → Acme. */
/** A cover's role in quotes without parentheses at the end of a party's lines: `… Port Vila. Vanuatu "the Manufacturer" -- AND --`. */
const QUOTED_ROLE = /^[^()"“”]{0,320}?["“]((?:the\s+)?[A-Z][\w -]{1,38})["”]\s*(?:--|\bAND\b|\band\b|$)/;

function roleAfter(text: string, from: number, until: number): string | null {
  const after = text.slice(from, until);
  const role = (DEFINED_ROLE.exec(after) ?? QUOTED_ROLE.exec(after))?.[1]?.trim().replace(/[,;]$/, '');
  return role && !/^(?:agreement|effective date|parties|party)$/i.test(role) ? role : null;
}

/** A defined name in parentheses: `("Nuance")`, `(the "Company" or "RCP")`, `(hereinafter referred to as "Vendor")`. */
const ROLE_DEFINITION = /\(\s*(?:each\s+|individually\s+|collectively,?\s+)?(?:here(?:in)?after:?\s+(?:[a-z]+ly\s+)?)?(?:(?:referred\s+to\s+)?(?:herein\s+)?(?:as|called)\s+)?(?:the\s+|an?\s+)?["“]([^"”()]{1,40})["”][^()]{0,150}\)/gi;
/**
 * A defined name whose quotes the filing's text lost, or that the contract never quoted: `(MICOA)`, `(Developer )`,
 * `(the Company)`, `(hereinafter referred to as Pretzel Time)`: one to three capitalised words alone in parentheses,
 * not followed by a legal form (`PPG Paints Trading (Shanghai) Co Ltd` is one name).
 */
const BARE_ROLE =
  /\(\s*(?:here(?:in)?after\s+(?:referred\s+to\s+as|called)\s+)?(?:[Tt]he\s+)?(\p{Lu}[\p{L}\p{N}&.'’-]+(?:\s+\p{Lu}[\p{L}\p{N}&.'’-]*){0,2})\s*\)/gu;
/** What follows a name's part in parentheses: `(Shanghai) Co Ltd`, `(HONG KONG) LTD`. */
const LEGAL_FORM_AFTER = /^\s*,?\s*(?:Co|Company|Ltd|Limited|Inc|Incorporated|LLC|L\.L\.C|Corp|Corporation|GmbH|AG|S\.?A|B\.?V|N\.?V|PLC|LP|L\.P|LLP|Pty|Pvt|Private)\b/i;
/** Capitalised words in parentheses that are not a defined name: places, seals, references to the contract's parts. */
const NOT_A_BARE_ROLE = /^(?:[IVX]+|USA|US|UK|PRC|EU|HK|BVI|UAE|Seal|Signature|Pty|Nasdaq|NYSE|Exhibit|Schedule|Annex|Appendix|Section|Article|Clause|Attachment|Page)\b/;
/** "— hereinafter referred to as Cremer —", `hereinafter referred to as "Licensor"`: a defined name outside parentheses. */
const HEREINAFTER_ROLE = /\b[Hh]ere(?:in)?after\s+(?:referred\s+to\s+as|called)\s+(?:the\s+)?(?:["“]([^"”()]{1,40})["”]\)?|(\p{Lu}[\p{L}\p{N}&.-]+)(?=\s*(?:[—–,;]|-{1,2}\s|$)))/gu;

/** Words that are all capitalised (or a name's small words): "NeoMedia Micro Paint Repair", "Bank of South Pacific". */
const CAPITALISED_NAME = /^[\p{Lu}\p{N}][\p{L}\p{N}&.,'’/-]*(?:\s+(?:[\p{Lu}\p{N}][\p{L}\p{N}&.,'’/-]*|of|and|the|de|du|la|&))*$/u;

/** Every defined name of a party block in reading order: quoted in parentheses, bare in parentheses, or after "hereinafter". */
function roleDefinitions(text: string): { index: number; length: number; role: string }[] {
  const found = [
    ...[...text.matchAll(ROLE_DEFINITION)].map((match) => ({ index: match.index, length: match[0].length, role: match[1]! })),
    // Not words in parentheses that a defined name follows: "08029 Barcelona (Spain) (hereinafter … \"Ferrer\")" ends an address.
    ...[...text.matchAll(BARE_ROLE)]
      .filter((match) => !NOT_A_BARE_ROLE.test(match[1]!) && !/^\s*\(\s*(?:here|the\s+["“]|["“])/i.test(text.slice(match.index + match[0].length)) && !LEGAL_FORM_AFTER.test(text.slice(match.index + match[0].length)))
      // A defined name, not a place ("(Beijing)", "Halle (Saale)"): introduced as one ("the", "hereinafter"), an acronym in
      // capitals ("(MICOA)"), or used again after its definition ("(Developer ), … Developer and Client").
      .filter((match) => /^\(\s*(?:here|[Tt]he\s)/.test(match[0]) || /^[\p{Lu}\p{N}&.\s-]+$/u.test(match[1]!) || new RegExp(String.raw`\b${match[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`).test(text.slice(match.index + match[0].length)))
      .map((match) => ({ index: match.index, length: match[0].length, role: match[1]! })),
    // Not inside a parenthesis that names something else: "(such agreement, … hereinafter referred to as the \"Services Agreement\")".
    ...[...text.matchAll(HEREINAFTER_ROLE)]
      .filter((match) => text.lastIndexOf('(', match.index) <= text.lastIndexOf(')', match.index))
      .map((match) => ({ index: match.index, length: match[0].length, role: (match[1] ?? match[2])! })),
  ].sort((a, b) => a.index - b.index || b.length - a.length);
  // One definition where two patterns read the same words (`(hereinafter referred to as "Vendor")`).
  return found.filter((definition, at) => !found.slice(0, at).some((other) => definition.index < other.index + other.length));
}

/** Defined names that are not a party's: the agreement, its dates, the parties together. */
const NOT_A_ROLE =
  /^(?:(?:this\s+)?.*\bagreements?|contract|amendment|effective date|.*\bdate|parties|party|term|territory|products?|services?|event|project|property|premises|shares|securities|business|specifications|commodities|.*\bfees?|royalty|board|plan|program(?:me)?|closing)$/i;
/**
 * Words that make a "name" something else: an agreement's title ("EXHIBIT B MUTUAL TERMINATION AGREEMENT THIS MUTUAL
 * TERMINATION AGREEMENT"), or running words, which a name has not: two lower-case words in a row other than a name's
 * small words ("Shipper is engaged in business as a manufacturer", "Corporation and the agents named therein"), or a
 * parenthesis it does not open ("License) specified in the Appendix I").
 */
const NOT_A_NAME = /\bAGREEMENTS?\b|\bAgreements?\b|^[^(]*\)|\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},?\s+\d{4}\b|(?:^|\s)(?!(?:of|and|the|de|du|la|le|des|del|da|do|di|y|e|et|und|for|to|in|on|at|a|an|or|as|its|by)\b)\p{Ll}+,?\s+(?!(?:of|and|the|de|du|la|le|des|del|da|do|di|y|e|et|und|for|to|in|on|at|a|an|or|as|its|by)\b)\p{Ll}+\b/u;
/** Where a party's description begins: ", a Delaware corporation", ", having its principal office", ", with offices". */
const DESCRIPTION_START =
  /,\s+(?=[a-z])(?!(?:inc|ltd|llc|corp|co)\b|d\/b\/a\b)|\s+(?=(?:is\s+)?an?\s+(?:[\w-]+\s+){0,3}(?:company|corporation|partnership|limited\s+liability|bank|association|entity)\b)|\s+\((?![^()]{1,30}\)\s*,?\s*(?:Co|CO|Ltd|LTD|Limited|LIMITED|Inc|INC|LLC|GmbH|GMBH|AG|S\.A|SA|Pty|PTY|PLC|plc|Private|PRIVATE)\b)|,?\s+(?:[Hh]ere(?:in)?after|HERE(?:IN)?AFTER)\b|,?\s+and\s+(?:its|their)\s+(?=[a-z])|(?<=\b(?:Inc|INC|LLC|Ltd|LTD|Limited|LIMITED|Corp|CORP|Corporation|CORPORATION|GmbH|AG|plc|PLC)\.?,?)\s+(?=\d{1,6}\s+[A-Z]|(?:[A-Z][\wßäöüé.-]*\s+){1,2}\d{1,5}\b)|,?\s+(?:located|organi[sz]ed|incorporated|existing|acting|having|whose|residing|[Ww]ith\s+(?:(?:a|an|its)\s+)?(?:place|principal|registered|head|business|address|office))\b|\s+(?:of|OF)\s+(?=\[|\d)|,\s+(?=(?!(?:INC|Inc|LTD|Ltd|LLC|CORP|Corp|CO|Co|LIMITED|Limited|L\.?P|S\.?A|AG|GmbH|PLC|plc)\b)[A-Z][\w.-]*\s+\d{1,5}\b|(?!(?:19|20)\d\d\b)\d{1,6}\s+[A-Z])/;
/** A name starts with a capital or a digit, or is written in lower case on purpose: "iShip.com", "salesforce.com, inc.". */
const STARTS_NAME = /^(?:[\p{Lu}\p{N}]|\p{Ll}+\p{Lu}|[\p{Ll}\p{N}-]+\.(?:com|org|net)\b|[\p{Ll}\p{N}-]+,? (?:Inc|LLC|Ltd|Corp)\b)/u;
/** Words that lead to a party named after another's description: "their agreement with", "on behalf of the". */
const NEXT_PARTY_AFTER = /\b(?:agreement|agrees?|contracts?)\s+with\s+(?=[\p{Lu}\p{N}])|\bon\s+behalf\s+of\s+(?:the\s+|its\s+)?(?=[\p{Lu}\p{N}])/gu;
const CONNECTOR = /^[\s,;:—–-]*(?:(?:by\s+and\s+)?(?:between|among)|by|and|(?:together\s+|along\s+)?with|\(\d{1,2}\)|\([a-h]\)|\d{1,2}[.)])[\s:—–-]+/i;

/**
 * A sentence ends and another begins on the same line: a full stop after a word that is not an abbreviation of a name
 * ("Inc.", "Co.", an initial), then a capital, a section's number, or "WHEREAS".
 */
const BLOCK_ENDS = /(?<!\b(?:[A-Z]|Inc|INC|Ltd|LTD|Co|CO|Corp|CORP|No|Mr|Ms|Mrs|Dr|St|Ste|Jr|Sr|[A-Z]\.[A-Z]))[.][ \t]+(?:\d+(?:\.\d+)*\.?[ \t]+)?(?:\p{Lu}\p{Ll}|WHEREAS|RECITALS|WITNESSETH)/u;

/** A name with its legal form right after the previous party's defined name, then its description: ', Edible Arrangements, LLC, a Delaware …'. */
const UNROLED_PARTY = /^\s*,\s+((?:[\p{Lu}][\p{L}\p{N}&.'’-]*\s+){0,5}[\p{Lu}][\p{L}\p{N}&.'’-]*,?\s+(?:Inc|LLC|L\.L\.C|Ltd|Limited|Corp|Corporation|L\.P|LP|LLP|PLLC|PLC|GmbH|AG|KG|SE|AB|ApS|A\/S|Oyj?|K\.K|S\.A|S\.A\.S|SAS|SARL|S\.r\.l|S\.p\.A|Ltda|N\.V|B\.V|Pty\.?\s+Ltd|Pte\.?\s+Ltd|Sdn\.?\s+Bhd)\.?),\s+an?\s/u;

/** Where the last " and " that may lead to the next party is: not one inside a place its description names. */
function lastPartyAnd(segment: string): number {
  for (let at = segment.lastIndexOf(' and '); at >= 0; at = at > 0 ? segment.lastIndexOf(' and ', at - 1) : -1) {
    if (!PLACE_BEFORE_AND.test(segment.slice(0, at))) return at;
  }
  return -1;
}

/**
 * The parties a party block defines, read from its defined names: each `("Role")` names the party written just before
 * it (`Nuance Communications, Inc., a Delaware corporation ("Nuance")` → `Nuance Communications, Inc. ("Nuance")`).
 * Reads names that carry no legal form ("Salesforce.org", a university, a person), which `findParties` misses.
 */
export function partiesByRoles(block: string): string[] {
  // "by and among, on the one hand, ABG-Shaq, LLC … and, on the other hand, Papa John's Marketing Fund, Inc.": the sides' words left out.
  const text = block.replace(/,?\s*\bon\s+the\s+(?:one|other)\s+hand\b,?/gi, ' ');
  const parties: string[] = [];
  let from = 0;
  for (const match of roleDefinitions(text)) {
    const role = match.role.trim().replace(/[,;]$/, '');
    let segment = text.slice(from, match.index);
    const listed = segment;
    const collective = /^\(\s*(?:collectively|together)\b/i.test(text.slice(match.index, match.index + match.length));
    from = match.index + match.length;
    // The party block has ended: a later sentence's definitions ("… (\"Sponsor\"). This Agreement consists of … (the
    // \"Annual Fee\")", "… is dated as of January 26, 2011. 1. Appointment. Client appoints Agent … (the \"Shares\")") are
    // not parties.
    if (parties.length >= 2 && (BLOCK_ENDS.test(segment) || segment.split('\n').slice(1).some((line) => AFTER_PARTY_BLOCK.test(line)))) break;
    if (NOT_A_ROLE.test(role)) continue;
    // A form that leaves the party's name blank, whatever description or address follows the blank ("and
    // _______________, a Pfizer company, and Delaware corporation having an address at … (\"MMT\")").
    if (BLANK_FIRST.test(segment.slice(lastBetween(segment)))) {
      const party = `${BLANK_PARTY} ("${role}")`;
      if (!parties.includes(party)) parties.push(party);
      continue;
    }
    // "by and between:", "is entered into by eGain … and …", a heading "PARTIES (1) …".
    const between = [...segment.matchAll(/\b(?:between|among|(?:entered\s+into|made)\s+by)\b:?|^\s*PARTIES\b:?/gi)].at(-1);
    if (between) segment = segment.slice(between.index + between[0].length);
    // The previous party's description ran on after its defined name: "(\"JHU\"), a corporation of …, and Virtuoso Surgical, Inc."
    // The first ", and " before a name, else the last " and " ("…, a Pfizer company, and Delaware corporation having …"
    // is still the description of "MERIDIAN MEDICAL TECHNOLOGIES, INC.", named after the first).
    else if (/^\s*,/.test(segment)) {
      // (Or a blank where a form leaves the next party's name: ", and _______________ (\"Microsoft\")".)
      const next = /,\s+(?:and|AND),?\s+(?=[\p{Lu}\p{N}]|_{3}|\[|<<)/u.exec(segment) ?? /\s+AND\s+(?=[\p{Lu}\p{N}])/u.exec(segment);
      // A party block over lines (`partiesAcross` joins them with line breaks): the next line names the next party.
      const line = segment.indexOf('\n');
      // A party between the two that the block names without a defined name: '("Farids"), Edible Arrangements, LLC, a
      // Delaware limited liability company, and Rocky Mountain …'.
      const between = next ? UNROLED_PARTY.exec(segment.slice(0, next.index)) : null;
      if (between && !parties.includes(between[1]!)) parties.push(between[1]!);
      if (next) segment = segment.slice(next.index + next[0].length);
      else if (line >= 0) segment = segment.slice(line + 1);
      // The last " and " before a name ("…, a Pfizer company, and Delaware corporation …"), not one inside the
      // description ("…, a Texas corporation and a subsidiary of Water Now").
      else if (lastPartyAnd(segment) >= 0 && STARTS_NAME.test(segment.slice(lastPartyAnd(segment) + 5))) segment = segment.slice(lastPartyAnd(segment) + 1);
      else {
        // A list: '(the "Issuer"), VERIZON ABS LLC, a Delaware limited liability company, as depositor (the "Depositor")',
        // or the previous party's description first: '(the "Holding Company"), a newly formed Maryland corporation, Hyde Park Bancorp, MHC, …'.
        segment = segment.replace(/^[\s,;]+/, '');
        const after = /^an?\s[^,]*,\s+(?=[\p{Lu}\p{N}])/u.exec(segment);
        if (after) {
          // The comma was the next party's own, before its legal form ("…, a Delaware limited liability company that is a
          // wholly-owned subsidiary of HOF Village, LLC, a Delaware …"): its name is the capitalised words before it.
          const form = /^(?:Inc|INC|LLC|L\.L\.C|Ltd|LTD|Limited|LIMITED|Corp|CORP|Corporation|CORPORATION|L\.P|LP|LLP|PLC|GmbH|AG|S\.A|N\.V|B\.V)\b/.test(segment.slice(after[0].length));
          const words = form ? /(?:^|\s)((?:[\p{Lu}\p{N}][\p{L}\p{N}&.'’-]*\s+)*[\p{Lu}\p{N}][\p{L}\p{N}&.'’-]*),\s+$/u.exec(after[0]) : null;
          segment = words ? `${words[1]}, ${segment.slice(after[0].length)}` : segment.slice(after[0].length);
        }
        // The next party after the previous one's words: "…, hereby confirm their agreement with Keefe, Bruyette &
        // Woods, Inc. (the \"Agent\")", "…, a Delaware statutory trust, on behalf of the Trust's Advantus Money Market Fund".
        const joined = STARTS_NAME.test(segment) ? null : [...segment.matchAll(NEXT_PARTY_AFTER)].at(-1);
        if (joined) segment = segment.slice(joined.index + joined[0].length);
      }
    }
    // Or its address followed without a comma: "(\"Lifeway\") with a principal business address of …, IL 60053 and Ludmila Smolyansky".
    else if (/^\s*(?:with|having|whose|located|residing|at|of)\s/.test(segment) && segment.includes(' and ')) segment = segment.slice(segment.lastIndexOf(' and ') + 1);
    // A block over lines whose role's line names the party before it: "…\nMEDICAL MANAGER, MIDWEST, INC., hereinafter referred to as \"MMMW\"".
    const line = segment.slice(segment.lastIndexOf('\n') + 1).trim();
    const lineName = DESCRIPTION_START.exec(line) ? line.slice(0, DESCRIPTION_START.exec(line)!.index) : line;
    const nameLine = LEGAL_FORM.test(lineName) || (CAPITALISED_NAME.test(lineName) && !/\d/.test(lineName) && lineName.split(/\s+/).length <= 8);
    if (segment.includes('\n') && STARTS_NAME.test(line) && !/^(?:and|between|among|by|with)\b/i.test(line) && nameLine && !/\.\s+\p{Lu}\p{Ll}/u.test(lineName)) segment = line;
    let previous;
    do {
      previous = segment;
      segment = segment.replace(CONNECTOR, '');
    } while (segment !== previous);
    // Parties listed with semicolons: '… ("Zebra"); Zebra Technologies do Brasil … Ltda., a company …'.
    segment = segment.replace(/^[^\S\n]*[,;][\s,;]*(?=[\p{Lu}\p{N}])/u, '');
    // Who the party is, written before its name: "between professional golfer, TOM WATSON, (hereinafter …)".
    // (Not a name written in lower case before its legal form: "e-centives, Inc.".)
    segment = segment.replace(/^\s*(?:(?:the|an?)\s+)?\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,3},\s+(?=\p{Lu})(?!(?:Inc|INC|LLC|Ltd|LTD|Limited|Corp|CORP|Corporation|Co|CO|GmbH|AG|S\.?A|PLC|plc|L\.?P|LLP)\b)/u, '');
    const cut = DESCRIPTION_START.exec(segment);
    const name = (cut ? segment.slice(0, cut.index) : segment)
      .replace(/\s+/g, ' ')
      .replace(/[\s,;:]+$/, '')
      .trim()
      // A signature's or a form's label before the name: "AGREED TO BY: Cardlytics, Inc.", "Customer Name: MTS, INC.".
      .replace(/^[^:]{0,60}:\s+(?=\p{Lu})/u, '')
      // A recital that names the parties: "WHEREAS, Movado Group, Inc. (the \"Company\") and …", when a name follows.
      .replace(/^WHEREAS,?\s+(?=(?:[\p{Lu}\p{N}][^\s]*\s+){0,6}?(?:Inc|LLC|Ltd|Limited|Corp|Corporation|Company|GmbH|AG|S\.A|plc|PLC|L\.P)\b\.?\s*$)/u, '')
      .replace(/^the\s+(?=\p{Lu})/u, '');
    // A form that leaves the party's name blank ("and _______________, a corporation organized … (\"Distributor\")"): the
    // party is there, by its role, but no one is named.
    if (BLANK_NAME.test(name)) {
      const party = `${BLANK_PARTY} ("${role}")`;
      if (!parties.includes(party)) parties.push(party);
      continue;
    }
    // Words, not the dashes between them ("Zebra Technologies do Brasil - Comércio de Produtos de Informática Ltda.").
    const words = name.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
    // A party named inside running words: "… furnished under this agreement by INTERNATIONAL TEST SYSTEMS, INC. OF 4703
    // SHAVANO OAK … (ITS)": the last name with a legal form, when only its address follows it.
    // Not words that only join ("1 and" before "(a) a contractual joint venture comprised of GA Retail, Inc.").
    const joiningOnly = /\s(?:and|or|of|the|by)$/i.test(name) || !/\p{L}{2}/u.test(name);
    const group = listedGroup(segment);
    const principal = group ? null : principalOf(segment);
    const named = group ?? (principal && name ? `${name} on behalf of ${principal}` : null) ?? (!name || words.length > 10 || !STARTS_NAME.test(name) || joiningOnly ? (nameAfterLabel(segment) ?? lastNameByLegalForm(segment) ?? (parties.length < 2 ? engagedName(segment) : null)) : name);
    if (!named || (!group && (/^(?:this|the agreement|each|either|both)\b|^(?:whereas|recitals?|witnesseth)\W*$/i.test(named) || NOT_A_NAME.test(named)))) continue;
    // A list given one role together: "White Hat Strategic Partners LP, a Delaware limited partnership, White Hat SP GP
    // LLC, …, and White Hat Capital Partners GP LLC, … (collectively, the \"White Hat Parties\")": each of the list.
    const members = collective ? namesByLegalForm(listed.slice(lastBetween(listed))).filter((member) => !member.endsWith(named) && !named.endsWith(member)) : [];
    const place = (name: string) => (listed.includes(name) ? listed.indexOf(name) : listed.length);
    for (const member of [...members, named].sort((a, b) => place(a) - place(b))) {
      const party = `${member} ("${role}")`;
      if (!parties.some((other) => other === party || other.startsWith(`${member} (`))) parties.push(party);
    }
  }
  return parties;
}

/**
 * An agent that signs for the contracting party named right before the defined name: "Wells Fargo Bank, N.A., not
 * individually, but solely as Master Servicer on behalf of Wells Fargo Mortgage Backed Securities 2006-6 Trust
 * (\"Counterparty\")": the role is the principal's, so the answer names both ("… on behalf of …"), never the agent alone.
 * Not "on behalf of itself and its Affiliates", which names no one else.
 */
const PRINCIPAL_AT_END =
  /(?:,?\s+(?:not\s+(?:individually|in\s+its\s+individual\s+capacity),?\s+but\s+)?(?:solely\s+)?(?:(?:as|in\s+its\s+capacity\s+as)\s+[^,()]{1,60}?\s+)?(?:acting\s+)?(?:(?:as\s+)?agent\s+(?:for\s+)?(?:and\s+)?)?)\bon\s+behalf\s+of\s+(?!(?:itself|themselves|himself|herself|its|their|his|her|each|all|any|such)\b)(?:the\s+)?([\p{Lu}\p{N}][^,;()]{1,100}?)[\s,]*$/u;

function principalOf(segment: string): string | null {
  const match = PRINCIPAL_AT_END.exec(segment.replace(/\s+/g, ' '));
  if (!match) return null;
  const principal = match[1]!.trim();
  const words = principal.split(/\s+/);
  return words.length <= 10 && STARTS_NAME.test(principal) && !NOT_A_NAME.test(principal) && !/\s(?:and|or|of|the|by)$/i.test(principal) ? principal : null;
}

/**
 * A party that is a group named by where its members are listed, the last words before its defined name: "the Trust
 * Advisors to the Seller Trusts listed on Schedule A hereto (the \"Trust Advisors\")", "the persons and entities listed on
 * Schedule A (collectively, the \"ValueAct Group\" …)", "each of the entities listed in Schedule 1".
 */
const LISTED_GROUP =
  /^\s*(?:each\s+of\s+|all\s+of\s+)?(?:the\s+)?((?:[\p{L}\p{N}&'’-]+\s+){0,7}?[\p{L}\p{N}&'’-]+)\s+(?:(?:that\s+are|which\s+are|as)\s+)?(?:listed|set\s+forth|named|identified)\s+(?:in|on)\s+(?:the\s+)?(?:attached\s+)?((?:Schedule|Exhibit|Annex|Appendix|Attachment)\s*[-–]?\s*[\p{Lu}\p{N}][\p{L}\p{N}.-]*)(?:\s+(?:hereto|attached\s+hereto|to\s+this\s+Agreement))?[\s,]*$/u;

/**
 * The group's name: its own capitalised words ("Trust Advisors to the Seller Trusts"), else the words that describe it
 * with the list they point to ("the persons and entities listed on Schedule A"), so the answer names the contracting
 * group, not nothing.
 */
function listedGroup(segment: string): string | null {
  const text = segment.replace(/\s+/g, ' ');
  const match = LISTED_GROUP.exec(text);
  if (!match) return null;
  const words = match[1]!;
  if (/^\p{Lu}/u.test(words) && !NOT_A_NAME.test(words)) return words;
  if (!/^\p{Ll}[\p{Ll}\s,-]*$/u.test(words)) return null;
  return text.slice(text.indexOf(words)).replace(/^(.*?\b(?:Schedule|Exhibit|Annex|Appendix|Attachment)\s*[-–]?\s*[\p{Lu}\p{N}][\p{L}\p{N}.-]*).*$/u, '$1').replace(/^/, 'the ');
}

/**
 * The name after a party's label where a title or other words run into the label ("… Miaoli Royal Resort Hotel The
 * Covenanter: The HUANG JIA Country CLUB and Recreation Inc."): the words after the segment's last colon, when they
 * read as a name of at most ten words.
 */
function nameAfterLabel(segment: string): string | null {
  const label = /:\s+(?=\p{Lu})(?!.*:\s)/su.exec(segment);
  if (!label) return null;
  const rest = segment.slice(label.index + label[0].length);
  const cut = DESCRIPTION_START.exec(rest);
  const name = (cut ? rest.slice(0, cut.index) : rest).replace(/\s+/g, ' ').replace(/[\s,;:]+$/, '').trim().replace(/^the\s+(?=\p{Lu})/iu, '');
  const words = name.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return name && words.length <= 10 && STARTS_NAME.test(name) && !NOT_A_NAME.test(name) && !/\s(?:and|or|of|the|by)$/i.test(name) ? name : null;
}

/** A name left blank in a form: "_______________", "[●]", "[ ]", "[•]", a placeholder "<<enter Company Name>>", "[Insert Name]". */
const BLANK_NAME = /^(?:_{3,}|\[\s*[●•*]?\s*\]|<<[^<>]{1,40}>>|\[\s*(?:insert|enter|name|company|party|client|customer|supplier)\b[^\]]{0,40}\])[\s_,]*$/i;
/** A segment of a party block that starts with a blank: the party's name is left blank. */
const BLANK_FIRST = /^[\s,;:]*(?:(?:and|AND|or)\s+)?(?:_{3,}|\[\s*[●•*]?\s*\]|<<[^<>]{1,40}>>|\[\s*(?:insert|enter|name|company|party|client|customer|supplier)\b[^\]]{0,40}\])/i;
/** A party a form leaves unnamed, kept by its role. */
export const BLANK_PARTY = TEXTS.blankParty;

/** Where a segment's list of parties starts: after its last "between" or "among", else at its start. */
function lastBetween(segment: string): number {
  const between = [...segment.matchAll(/\b(?:between|among)\b/gi)].at(-1);
  return between ? between.index + between[0].length : 0;
}

/**
 * A person a party block's running words engage by name: `… to retain Gianluca Rotino ("Consultant")`, `hereby engages
 * Tom Watson`: two to four capitalised words right after the verb, ending the words before the defined name.
 */
const ENGAGED = /\b(?:retains?|engages?|employs?|hires?|appoints?)\s+((?:Mr\.?\s+|Ms\.?\s+|Mrs\.?\s+|Dr\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){1,3})[\s,]*$/u;
const engagedName = (segment: string) => ENGAGED.exec(segment.replace(/\s+/g, ' '))?.[1] ?? null;

/**
 * The last name with a legal form in running words ("… furnished under this agreement by INTERNATIONAL TEST SYSTEMS,
 * INC."), when only its address or description follows it: its capitalised words back from the legal form.
 */
function lastNameByLegalForm(segment: string): string | null {
  const last = [...segment.matchAll(new RegExp(LEGAL_FORM.source, 'gi'))].at(-1);
  if (!last) return null;
  const end = last.index + last[0].length;
  const rest = segment.slice(end);
  if (rest.length > 160 || !(rest.trim() === '' || /^\s*(?:,|(?:of|OF)\s)/.test(rest) || DESCRIPTION_START.exec(rest)?.index === 0)) return null;
  const name = mixedCaseName(segment.slice(0, end).trim().split(/\s+/));
  if (!name || name.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length > 10 || !STARTS_NAME.test(name)) return null;
  // Introduced as a party: "by", "and", "with", "between", a list's "(a)"; not any name in passing ("The undersigned, Dundee …").
  const before = segment.slice(0, segment.lastIndexOf(name, end));
  return /(?:^|\b(?:by|and|with|between|among|to|from|of)|\(?[a-z0-9]{1,2}[.)])\s*$/i.test(before) ? name : null;
}

/** `iBio, Inc. ("iBio"); Beijing CC-Pharming Ltd. ("CC-Pharming")`: every party the text names, with its role. */
export function partiesWithRoles(text: string, byLegalForm = false): string[] {
  if (!byLegalForm) {
    const defined = partiesByRoles(text);
    if (defined.length >= 2) return defined;
  }
  const described = findParties(text);
  const found = byLegalForm ? partiesByLegalForm(text, described) : described;
  // "Vitamin Shoppe Industries, Inc." and "Vitamin Shoppe Industries" are one party, and so are "EHAVE INC." and
  // "EHAVE, INC." (the first kept).
  const key = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const kept = found.filter(
    (name, index) =>
      !found.some((other, at) => other !== name && ((other.length > name.length && other.startsWith(name)) || (at < index && key(other) === key(name)))),
  );
  const names = byLegalForm ? inReadingOrder(kept, described, text) : kept;
  const positions = names.map((name) => text.indexOf(name));
  return names.map((name, index) => {
    const from = positions[index]! < 0 ? -1 : positions[index]! + name.length;
    const next = positions.slice(index + 1).find((position) => position > from);
    const role = from < 0 ? null : roleAfter(text, from, next ?? text.length);
    return role ? `${name} ("${role}")` : name;
  });
}

/**
 * Names in reading order: `partiesByLegalForm` appends the names it finds by their legal form after those `findParties`
 * found by their description ("NETZEE, INC. THE BANKERS BANK, a Georgia banking corporation" gave the bank first); each
 * such name goes before the first of the others the text names after it. The others keep their order.
 */
function inReadingOrder(names: string[], described: string[], text: string): string[] {
  const at = (name: string) => (text.includes(name) ? text.indexOf(name) : Number.MAX_SAFE_INTEGER);
  const ordered = names.filter((name) => described.includes(name));
  for (const name of names.filter((other) => !described.includes(other)).sort((a, b) => at(a) - at(b))) {
    const before = ordered.findIndex((other) => at(other) > at(name));
    if (before < 0) ordered.push(name);
    else ordered.splice(before, 0, name);
  }
  return ordered;
}

/** Paragraphs near the top that may hold the party block (title and cover lines before it). */
const OPENING_PARAGRAPHS = 8;
/** Further down (after a cover page or a table of contents), only a party block proper: "between" names with roles. */
const PARTY_BLOCK_PARAGRAPHS = 25;
/** Paragraphs near the top that may state the contract's start (a cover page or a date line before the recitals). */
const START_PARAGRAPHS = 20;

/** The first opening paragraph (or the given one) that names at least two parties, with its parties. */
export function partyParagraph(paragraphs: string[], preferred: number): { paragraph: number; parties: string[] } | null {
  const order = [preferred, ...paragraphs.slice(0, OPENING_PARAGRAPHS).map((_, index) => index).filter((index) => index !== preferred)];
  const opening = (full: boolean) => {
    for (const byLegalForm of [false, true]) {
      for (const index of order) {
        const text = paragraphs[index];
        if (text === undefined) continue;
        const parties = partiesWithRoles(text, byLegalForm);
        if (parties.length >= 2 && (!full || namedInFull(parties))) return { paragraph: index, parties };
      }
    }
    return null;
  };
  // Parties named in full first (a legal form or a defined role): a heading or a cover line that names them only by
  // their short names ("Hosting Agreement between ELEPHANT TALK and T-Mobile", "by and between McDATA and Reseller")
  // comes before the block that defines them.
  const full = opening(true);
  if (full) return full;
  for (let index = OPENING_PARAGRAPHS; index < Math.min(paragraphs.length, PARTY_BLOCK_PARAGRAPHS); index += 1) {
    const text = paragraphs[index]!;
    const parties = /\b(?:between|among)\b/i.test(text) ? partiesByRoles(text) : [];
    if (parties.length >= 2) return { paragraph: index, parties };
  }
  return opening(false);
}

/**
 * How many lines a party block laid out one name a line may take ("Between" / name / "And" / name; three parties with
 * their addresses and "on the one hand" / "and" / "on the other hand" take twelve).
 */
const PARTY_BLOCK_LINES = 12;
/** Where a party block ends: its recitals or the contract's first clause. */
const AFTER_PARTY_BLOCK = /^\s*(?:WHEREAS|RECITALS?|WITNESSETH|BACKGROUND|PREAMBLE|NOW,?\s+THEREFORE|IN\s+CONSIDERATION|(?:Section|Article|Clause)\s+\d|\d+\.\d+\s)/i;
const SHORT_LINE_CHARS = 400;
/** The filing's own line on each page: "Source: PARETEUM CORP, 8-K, 10/1/2008". */
const FILING_LINE = /^\s*Source:/i;

/**
 * The parties of a party block laid over several short lines: "Between" / "Dazzle Interactive … Co., Ltd." / "And" /
 * "Shenzhen iDreamSky … Co., Ltd.", or "by and between:" / "(1) Nanjing Tuniu …" / "(2) Beijing Tuniu …". Read from
 * the given paragraph, else from an opening one that says "between" or "among", joined with the lines after it.
 */
export function partiesAcross(paragraphs: string[], from: number, fullOnly = false): string[] {
  // The block may start at the passage, at an opening paragraph that says "between", or a few lines above the passage
  // when the passage is the block's last line ("BETWEEN" / "(1) CHINA ECONOMIC …" / "(2) XINHUA …" / "(collectively …)").
  const above = paragraphs.slice(Math.max(0, from - PARTY_BLOCK_LINES + 1), from).flatMap((text, offset) => (/^\s*(?:by\s+and\s+)?(?:between|among)\b/i.test(text) ? [Math.max(0, from - PARTY_BLOCK_LINES + 1) + offset] : []));
  const starts = [from, ...paragraphs.slice(0, OPENING_PARAGRAPHS).flatMap((text, index) => (index !== from && /\b(?:between|among)\b/i.test(text) ? [index] : [])), ...above.filter((index) => index >= OPENING_PARAGRAPHS)];
  const blocks = starts.flatMap((start) => {
    const lines: string[] = [];
    for (const text of paragraphs.slice(start, start + PARTY_BLOCK_LINES)) {
      // The filing's page footer ("Source: CYBERGY HOLDINGS, INC., 10-Q, 5/20/2014") names the filer, not a party.
      if (FILING_LINE.test(text)) continue;
      if (lines.length > 0 && AFTER_PARTY_BLOCK.test(text)) break;
      // A long line is the block's end, unless it is numbered or follows a line "AND" (the second party's long description).
      if (lines.length > 0 && text.length > SHORT_LINE_CHARS && !/^\(?\d{1,2}[.)]/.test(text) && !JOINING_LINE.test(lines.at(-1)!)) break;
      lines.push(text);
    }
    return lines.length < 2 ? [] : [lines.join('\n')];
  });
  // Names in full (a legal form or a defined role) from any of the starts before the bare names of the first; of those
  // in full, the block that names the most ("BETWEEN" / "1. HealthGate …" / "AND" / "2. Blackwell … and Munksgaard …"
  // rather than its last line alone).
  for (const full of fullOnly ? [true] : [true, false]) {
    for (const byLegalForm of [false, true]) {
      let best: string[] = [];
      for (const block of blocks) {
        const parties = partiesWithRoles(block, byLegalForm);
        if (parties.length >= 2 && (!full || namedInFull(parties)) && parties.length > best.length) best = parties;
        if (best.length > 0 && !full) break;
      }
      if (best.length >= 2) return best;
    }
  }
  return [];
}

/** A line that only joins two names on a cover: "and", "AND", "&", "- and -". */
const JOINING_LINE = /^[\s-]*(?:and|&)[\s-]*$/i;
const COVER_NAME_CHARS = 120;

/**
 * The parties of a cover that sets their names on lines of their own joined by a line "and" ("Oaktree Capital
 * Management, L.P." / "and" / "Oaktree Capital Management (International) Limited"), each named in full.
 */
export function partiesOnCover(paragraphs: string[]): string[] {
  const lines = paragraphs.slice(0, PARTY_BLOCK_PARAGRAPHS);
  for (let index = 1; index < lines.length - 1; index += 1) {
    if (!JOINING_LINE.test(lines[index]!)) continue;
    const names = [lines[index - 1]!, lines[index + 1]!].map((line) => line.replace(/\s+/g, ' ').trim().replace(/^(?:between|by\s+and\s+between)[\s:]+/i, '').replace(/[,;:]$/, ''));
    if (names.every((name) => name.length <= COVER_NAME_CHARS && STARTS_NAME.test(name) && LEGAL_FORM.test(name))) return names;
  }
  return [];
}

/**
 * A legal form or an institution's kind at the end of a name: "Inc.", "L.P.", "GmbH", "University", "Bank"; and the forms
 * of other jurisdictions that unseen contracts use ("Ltda.", "S.A.S.", "SARL", "Sdn. Bhd.", "K.K.", "Pte. Ltd.", "PLLC",
 * "N.A.", "KGaA", "s.r.o.").
 */
const LEGAL_FORM =
  /(?:^|[\s,])(?:Inc|Incorporated|LLC|L\.L\.C|Ltd|Limited|Corp|Corporation|Company|Co|L\.P|LP|LLP|LLLP|PLC|PLLC|P\.L\.L\.C|P\.C|GmbH|AG|KGaA|SA|S\.A|S\.A\.S|SAS|SARL|S\.A\.R\.L|S\.L|S\.L\.U|B\.V|BV|N\.V|N\.A|FSB|S\.p\.A|S\.R\.L|SRL|Ltda|Lda|Pty|Pte|Pvt|KG|AB|AS|ASA|ApS|A\/S|Oy|Oyj|SE|Bhd|K\.K|Kft|s\.r\.o|University|Trust|Bank|Partnership|Association|Fund)\.?(?=$|[\s,(])/i;
/** A party named with its defined role or its legal form, not only by a short name ("ELEPHANT TALK", "Reseller"). */
const inFull = (party: string) => /\(["“][^"”]+["”]\)$/.test(party) || LEGAL_FORM.test(party.replace(/\s*\(["“][^"”]+["”]\)$/, ''));
/** Whether at least two of the parties are named in full. */
export const namedInFull = (parties: string[]) => parties.filter(inFull).length >= 2;

/** The parties of the sentence, else of its paragraph; by the usual party block first, then by legal form. */
export function partiesIn(sentence: string, paragraph: string): string[] {
  for (const byLegalForm of [false, true]) {
    for (const text of [sentence, paragraph]) {
      const parties = partiesWithRoles(text, byLegalForm);
      if (parties.length >= 2) return parties;
    }
  }
  return partiesWithRoles(paragraph);
}

/**
 * Whether a passage is a party block: it names at least two parties in full, and two by their legal form or the usual
 * party-block wording (not a heading that names them short, nor a recital whose "is a … company" reads like one).
 */
export const namesPartiesInFull = (text: string) => partiesByLegalForm(text).length >= 2 && namedInFull(partiesIn(text, text));

/** A cover's labelled lines: "Party A: Beike Internet Security Technology Co., Ltd.", "Party B:" / "China Online Housing …". */
const PARTY_LABEL = /(?:^|\n|\s)(Party\s+[A-D])\s*[:：]\s*([^\n]{2,160})/g;
/** Where a labelled party's line goes on with its details: "Address:", "Legal Representative:", "(Seal)". */
const LABEL_DETAILS = /\s+(?:\(Seal\)|(?:Legal\s+)?Representative\b|Address\b|Registered\b|Contact\b|Attention\b|Tel\b|Telephone\b|Fax\b|Domicile\b|Authori[sz]ed\b|Zip\b|Postcode\b)/i;

/**
 * The parties a Chinese-style cover labels "Party A: …", "Party B: …" (the name on the label's line or the next), each
 * with its label as its role, in the order of the labels; the first line of each label counts.
 */
export function labelledParties(paragraphs: string[]): string[] {
  const text = paragraphs.slice(0, PARTY_BLOCK_PARAGRAPHS).join('\n');
  const parties = new Map<string, string>();
  for (const match of text.matchAll(PARTY_LABEL)) {
    const label = match[1]!.replace(/\s+/g, ' ');
    if (parties.has(label)) continue;
    const line = match[2]!.trim();
    const details = LABEL_DETAILS.exec(line);
    const name = (details ? line.slice(0, details.index) : line).replace(/[\s,;:]+$/, '').trim();
    if (!name || name.split(/\s+/).length > 14 || !STARTS_NAME.test(name) || !LEGAL_FORM.test(name) || /^Party\b/.test(name)) continue;
    parties.set(label, `${name} ("${label}")`);
  }
  return [...parties.values()];
}

/** Where a signature names its signatory: "By:", "/s/". */
const SIGNS = /\bBy\s*:|\/s\//g;
/** A signatory's title, which ends the text before a party's name in a signature block. */
const SIGNATORY_TITLE = /^(?:Officer|Director|President|Partner|Manager|Secretary|Treasurer|Member|Esq\.?|Counsel|Signatory|CEO|CFO|COO|Chairman|Name:?|Title:?|Its:?|Date:?|Dated:?)$/;
const NAME_CONNECTOR = /^(?:of|and|&|de|for|the)$/;
/** Words in capitals that are not a party's name: "IN WITNESS WHEREOF", "SIGNATURE", the roles alone. */
const NOT_A_SIGNING_NAME = /^(?:IN WITNESS WHEREOF|SIGNATURES?|SIGNATURE PAGE|EXECUTED|AGREED(?: AND ACCEPTED)?|ACCEPTED|WITNESS|(?:THE )?(?:COMPANY|LICENSOR|LICENSEE|SELLER|BUYER|SUPPLIER|CUSTOMER|DISTRIBUTOR|CLIENT|CONSULTANT|PARTY [A-D]|PURCHASER|VENDOR|AGENT|FRANCHISOR|FRANCHISEE))$/;

/** The name that ends the text before a signature: a run of words in capitals, else a name that ends in a legal form. */
function nameBeforeSignature(before: string): string | null {
  const tokens = before.replace(/\s+/g, ' ').trim().split(' ');
  const capitals: string[] = [];
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    const token = tokens[index]!;
    if (!/^[\p{Lu}\p{N}&(][\p{Lu}\p{N}.,&'’/()-]*$/u.test(token) || (!/\p{Lu}/u.test(token) && token !== '&') || /[.:]$/.test(token) && index < tokens.length - 1 && !/^(?:[\p{Lu}]\.)+$|^(?:INC|LTD|CORP|CO|L\.P|L\.L\.C|N\.A|S\.A)\.$/u.test(token)) break;
    capitals.unshift(token);
  }
  // A name written twice for two signatories ("MERCK KGAA, DARMSTADT, GERMANY MERCK KGAA, DARMSTADT, GERMANY"): once.
  const half = capitals.length / 2;
  if (Number.isInteger(half) && half > 0 && capitals.slice(0, half).join(' ') === capitals.slice(half).join(' ')) capitals.splice(half);
  const upper = capitals.join(' ').replace(/[,;:]+$/, '');
  const inCapitals = capitals.length >= 2 && /\p{Lu}{2}/u.test(upper) && !NOT_A_SIGNING_NAME.test(upper) ? upper : null;
  // "Yorkville Advisors Global II, LLC": a name in mixed case whose end is in capitals is read whole.
  const previous = tokens[tokens.length - capitals.length - 1];
  if (inCapitals && !(previous && /^\p{Lu}\p{Ll}/u.test(previous) && !SIGNATORY_TITLE.test(previous.replace(/,$/, '')))) return inCapitals;
  return mixedCaseName(tokens) ?? inCapitals;
}

/** "… Chief Compliance Officer Yorkville Advisors Global, LP": capitalised words that end in a legal form, back to the signatory's title. */
function mixedCaseName(tokens: string[]): string | null {
  if (!LEGAL_FORM.test(tokens.slice(-2).join(' ')) || !/[A-Za-z]/.test(tokens.at(-1)!)) return null;
  const name: string[] = [];
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    const token = tokens[index]!;
    if (SIGNATORY_TITLE.test(token.replace(/,$/, '')) || !((/^[\p{Lu}\p{N}&]/u.test(token) && /\p{L}/u.test(token)) || NAME_CONNECTOR.test(token)) || /:$/.test(token)) break;
    name.unshift(token);
  }
  while (name.length > 0 && NAME_CONNECTOR.test(name[0]!)) name.shift();
  return name.length >= 2 ? name.join(' ').replace(/[,;:]+$/, '') : null;
}

/**
 * The parties named only in the signature blocks (a joint filing agreement signed by "the undersigned"): the name
 * written before each signature ("PRAIRIE ECI ACQUIROR LP By: BIP Holdings Manager L.L.C., its general partner" /
 * "By: /s/ …"), in reading order, each once.
 */
export function signatureParties(paragraphs: string[]): string[] {
  const text = paragraphs.filter((paragraph) => !FILING_LINE.test(paragraph)).join('\n');
  const names: string[] = [];
  let from = 0;
  for (const sign of text.matchAll(SIGNS)) {
    const before = text.slice(Math.max(from, sign.index - 300), sign.index);
    from = sign.index + sign[0].length;
    const name = nameBeforeSignature(before);
    if (name && !names.some((other) => comparableName(other) === comparableName(name))) names.push(name);
  }
  return names;
}

const comparableName = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** An agreement made by "the undersigned" names its parties only where they sign. */
const UNDERSIGNED = /\b(?:the\s+)?undersigned\b/i;

/**
 * The parties a Parties passage names: those of its sentence or paragraph when named in full; else those of a party
 * block laid over several lines nearby or at the top when it names them in full ("BETWEEN:" / "MODUS MEDIA
 * INTERNATIONAL … (HEREINAFTER "MMI")" / "AND" / "DRAGON SYSTEMS, INC. … (HEREAFTER "DRAGON SYSTEMS")" rather than
 * "between Dragon Systems and MMI"); else a cover's "Party A: …" lines; else the short names the passage gives; for an
 * agreement of "the undersigned" that names no party block, or where nothing else names two, the signature blocks'.
 */
export function partiesAnswer(sentence: string, paragraph: string, paragraphs: string[], at: number): string[] {
  return withRolesBelow(partiesAsQuoted(sentence, paragraph, paragraphs, at), paragraphs, at);
}

/**
 * Parties read from a cover by their legal forms alone ("Alliance Bancorp, Inc. of Pennsylvania (a federal stock holding
 * company)" / … / "SANDLER O'NEILL & PARTNERS, L.P."): the opening a little further down that names each of them and
 * gives every party its defined name ("Greater Delaware Valley Holdings, … (the \"PA MHC\"), … hereby confirm their
 * agreement with Sandler O'Neill & Partners, L.P. (\"Sandler O'Neill\" …)") answers instead.
 */
function withRolesBelow(parties: string[], paragraphs: string[], at: number): string[] {
  if (parties.length < 2 || parties.some((party) => /\(["“]/.test(party))) return parties;
  const key = (party: string) => comparableName(party.replace(/\s*\(["“][^"”]+["”]\)$/, ''));
  for (let index = at + 1; index < Math.min(paragraphs.length, PARTY_BLOCK_PARAGRAPHS); index += 1) {
    const defined = partiesByRoles(paragraphs[index]!);
    if (defined.length < parties.length || !defined.every((party) => /\(["“]/.test(party))) continue;
    if (parties.every((party) => defined.some((other) => key(other).includes(key(party)) || key(party).includes(key(other))))) return defined;
  }
  return parties;
}

function partiesAsQuoted(sentence: string, paragraph: string, paragraphs: string[], at: number): string[] {
  // The paragraph's party block where the sentence ends inside it ("… and Papa John's International, Inc." / "(\"PJI\") …").
  const inSentence = partiesIn(sentence, paragraph);
  // Only the words right after the sentence: the paragraph's later definitions ("the \"Pricing Agreement\"") are not parties.
  const sentenceAt = paragraph.indexOf(sentence);
  const inParagraph = partiesWithRoles(sentenceAt < 0 ? paragraph : paragraph.slice(0, sentenceAt + sentence.length + BLOCK_RUNS_ON_CHARS));
  const roled = (parties: string[]) => parties.filter((party) => /\(["“][^"”]+["”]\)$/.test(party)).length >= 2;
  // The sentence ends inside the block ("… by and between PC QUOTE, INC., … (\"PCQ\") and A.B."): the paragraph names the
  // same parties with their roles.
  const bare = (party: string) => party.replace(/\s*\(["“][^"”]+["”]\)$/, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const sameWithRoles =
    inParagraph.length === inSentence.length && roled(inParagraph) && !inSentence.some((party) => /\(["“]/.test(party)) && inSentence.every((party) => inParagraph.some((other) => bare(other).startsWith(bare(party))));
  // The sentence split inside the party block ("… 3 Avraham Giron St., POB." / "325, Yehud 5621717, Israel (\"Supplier\"), and
  // …"): a "name" that starts with an address's figures is none, and the paragraph's block gives the same roles in full.
  const roleOf = (party: string) => /\(["“]([^"”]+)["”]\)$/.exec(party)?.[1] ?? null;
  const splitInBlock =
    roled(inParagraph) && inSentence.some((party) => /^\d/.test(party) && roleOf(party) !== null) && inSentence.every((party) => roleOf(party) === null || inParagraph.some((other) => roleOf(other) === roleOf(party)));
  const here = splitInBlock
    ? inParagraph
    : (inParagraph.length > inSentence.length && inSentence.every((party) => inParagraph.includes(party))) || sameWithRoles
      ? namedInFull(inParagraph)
        ? inParagraph
        : inSentence
      : inSentence;
  const across = partiesAcross(paragraphs, at, here.length >= 2);
  const labelled = labelledParties(paragraphs);
  // "Party A: …" / "Party B: …" on the cover name the parties and their roles, unless the passage gives the roles too.
  if (labelled.length >= 2 && !roled(here)) return labelled;
  const opening = paragraphs.slice(0, START_PARAGRAPHS);
  const undersigned = opening.some((text) => UNDERSIGNED.test(text)) && !opening.some((text) => /\b(?:between|among)\b(?!\s+(?:them|themselves|us|ourselves)\b)/i.test(text));
  const signing = undersigned || (here.length < 2 && !namedInFull(across)) ? signatureParties(paragraphs) : [];
  // An agreement of "the undersigned" is made by those who sign it, however many the passage names.
  if (undersigned && signing.length >= Math.max(2, here.length)) return signing;
  // A block over lines that gives every party its defined role where the passage names them by legal form alone
  // ("MEDIALINX INTERACTIVE, L.P., represented herein by its general partner MediaLinx Interactive Inc." /
  // "(hereinafter called \"MLX\")" / "- and -" / "HEALTHCENTRAL.COM INC." / "(hereinafter called \"HCI\")").
  const key = (party: string) => party.replace(/\s*\(["“][^"”]+["”]\)$/, '').toLowerCase();
  if (across.length >= here.length && roled(across) && across.every((party) => /\(["“]/.test(party)) && !here.some((party) => /\(["“]/.test(party)) && here.some((party) => across.some((other) => key(other).includes(key(party)) || key(party).includes(key(other))))) {
    return across;
  }
  if (namedInFull(here)) {
    // A block over lines that names these parties and more ("1. HealthGate Data Corp. …" / "AND" / "2. Blackwell … and
    // Munksgaard …"): the passage lost a party.
    const more = across.length > here.length && here.every((party) => across.some((other) => key(other).includes(key(party)) || key(party).includes(key(other))));
    return more ? across : here;
  }
  if (namedInFull(across)) return across;
  const cover = partiesOnCover(paragraphs);
  if (cover.length >= 2) return cover;
  if (across.length < 2 && here.length < 2 && signing.length >= 2) return signing;
  return byDefinedRoles(across.length >= 2 ? across : here, paragraphs);
}

/** How far past a sentence that ends inside a party block the block may run on. */
const BLOCK_RUNS_ON_CHARS = 150;

/** Where the defined names of a contract's parties are looked for: its first pages. */
const ROLE_PARAGRAPHS = 40;

/**
 * Parties a passage names only by their defined names ("Consultant and Company", "between SEV and DCL"), named in full
 * where the contract defines them (`Kiromic, Inc, a Delaware corporation (the "Company")`); those it defines nowhere as
 * they were.
 */
export function byDefinedRoles(parties: string[], paragraphs: string[]): string[] {
  if (parties.length < 2 || !parties.every((party) => !/\(["“]/.test(party) && party.split(/\s+/).length <= 3)) return parties;
  const defined = new Map<string, string>();
  for (const text of paragraphs.slice(0, ROLE_PARAGRAPHS)) {
    for (const party of partiesByRoles(text)) {
      const role = /\(["“]([^"”]+)["”]\)$/.exec(party)?.[1]?.toLowerCase();
      if (role && !defined.has(role)) defined.set(role, party);
    }
  }
  const byRole = parties.map((party) => defined.get(party.toLowerCase().replace(/^the\s+/, '')) ?? party);
  // Short names the contract never defines in quotes ("between SEV and DCL"): the one company its first pages name by
  // legal form whose name holds the short name as a word, or whose initials spell it ("DAIRY CREST LIMITED" for DCL).
  const full = byRole.some((party) => !/\(["“]/.test(party)) ? [...new Set(paragraphs.slice(0, ROLE_PARAGRAPHS).flatMap(namesByLegalForm))] : [];
  const named = byRole.map((party) => (/\(["“]/.test(party) ? party : (fullNameOf(party, full) ?? party)));
  if (new Set(named).size === named.length) return named;
  return new Set(byRole).size === byRole.length ? byRole : parties;
}

/** Words that name a kind of party or company rather than one party: never expanded to a full name. */
const GENERIC_NAME = /^(?:the\s+)?(?:company|corporation|bank|trust|partnership|fund|group|holdings?|international|party|parties|reseller|distributor|licensor|licensee|consultant|client|customer|supplier|vendor|purchaser|seller|buyer|agent|manager|contractor|provider|franchisor|franchisee|employer|employee|lender|borrower|investor|sponsor|developer|owner|tenant|landlord|affiliate|subsidiary|parent)$/i;

/** The one full name of `names` a short name stands for (a word of it, or its initials), with the short name as its role. */
function fullNameOf(short: string, names: string[]): string | null {
  const key = short.trim().toLowerCase();
  if (GENERIC_NAME.test(short.trim()) || !/^\p{Lu}/u.test(short.trim()) || short.trim().split(/\s+/).length > 1) return null;
  const acronym = /^\p{Lu}{2,6}$/u.test(short.trim());
  const matching = names.filter((name) => {
    const words = name.split(/[\s,]+/).filter((word) => /\p{L}/u.test(word));
    const initials = words.map((word) => word[0]!.toLowerCase()).join('');
    return words.some((word) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '') === key) || (acronym && initials === key);
  });
  const distinct = [...new Map(matching.map((name) => [comparableName(name), name])).values()];
  return distinct.length === 1 ? `${distinct[0]} ("${short.trim()}")` : null;
}

const START_CUE = /\b(?:effective|commenc\w*|dated|made|entered into|start\w*|begin\w*|as of|from)\b[^.;]{0,60}$/i;

/** The date the contract starts: an "effective as of" date in the opening paragraphs, else the contract's own date. */
export function startDate(paragraphs: string[]): FoundValue | null {
  return openingStartDate(paragraphs) ?? definedEffectiveDate(paragraphs);
}

const EFFECTIVE_DATE_DEFINITION = /["“]Effective Date["”]\s*(?:shall\s+)?(?:means?|is|shall be)\b/i;

/** "Effective Date" means May 31, 2019: a definition anywhere in the contract (its definitions article, say). */
function definedEffectiveDate(paragraphs: string[]): FoundValue | null {
  for (const text of paragraphs) {
    const definition = EFFECTIVE_DATE_DEFINITION.exec(text);
    if (!definition) continue;
    const date = findDates(text.slice(definition.index, definition.index + 200))[0];
    if (date && isoDate(date.value)) return { ...date, index: date.index + definition.index };
  }
  return null;
}

/** Further down (after a cover page), a date the contract is made or dated on still dates it. */
const DATED_PARAGRAPHS = 40;

/**
 * The contract's own date where no start date is stated: a date it is made, dated or entered into "as of" within the
 * first pages, else its first full date at the top. The start of a term that runs "from the Effective Date" when the
 * Effective Date is only "the date of this Agreement" or the date of signing, as CUAD's lawyers read it.
 */
function contractDate(paragraphs: string[]): FoundValue | null {
  for (const text of paragraphs.slice(0, DATED_PARAGRAPHS)) {
    const date = findDates(text).find((found) => isoDate(found.value) && START_CUE.test(text.slice(Math.max(0, found.index - 80), found.index)));
    if (date) return date;
  }
  return topDate(paragraphs);
}

function openingStartDate(paragraphs: string[]): FoundValue | null {
  let first: FoundValue | null = null;
  for (const text of paragraphs.slice(0, START_PARAGRAPHS)) {
    for (const date of findDates(text)) {
      if (!isoDate(date.value)) continue;
      const before = text.slice(Math.max(0, date.index - 80), date.index);
      if (/\beffective\b/i.test(before) || /\(\s*(?:the\s+)?["“]Effective Date/i.test(text.slice(date.index, date.index + 60))) return date;
      first ??= START_CUE.test(before) ? date : null;
    }
  }
  return first;
}

/** "as of the date first above written", "the day and year first written above", "the date hereof". */
const WRITTEN_ABOVE = /\b(?:date|day)(?:\s+and\s+year)?\s+first\s+(?:above\s+|herein\s*(?:above\s+)?)?(?:written|set\s+forth|stated)(?:\s+above)?|\bthe\s+date\s+(?:hereof|of\s+this\s+Agreement)\b/i;

/**
 * The date a clause refers to by "the date first above written" and the like: the contract's own date at its top
 * (the opening's start date, else its first full date). Null when the clause does not refer to it or the top gives none.
 */
/** A clause that refers to "the date first above written" where the form leaves that date blank (issue 28, 28q). */
function blankAbove(sentence: string, paragraphs: string[]): boolean {
  return WRITTEN_ABOVE.test(sentence) && !openingStartDate(paragraphs) && paragraphs.slice(0, START_PARAGRAPHS).some((text) => BLANK_DAY.test(text));
}

export function dateWrittenAbove(sentence: string, paragraphs: string[]): FoundValue | null {
  if (!WRITTEN_ABOVE.test(sentence)) return null;
  return openingStartDate(paragraphs) ?? topDate(paragraphs);
}

/** The date a length after a start: "3 years", and a length in parts ("18 months and 15 days": the months, then the days). */
function addDuration(iso: string, duration: string): string | null {
  const parts = duration.split(PART_JOINER).map((part) => /^(\d+) (?:\w+ )?(day|week|month|year)s?$/.exec(plainDuration(part.trim())));
  if (parts.length === 0 || parts.some((part) => !part)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  for (const match of parts as RegExpExecArray[]) {
    const count = Number(match[1]);
    if (match[2] === 'year') date.setUTCFullYear(date.getUTCFullYear() + count);
    else if (match[2] === 'month') date.setUTCMonth(date.getUTCMonth() + count);
    else date.setUTCDate(date.getUTCDate() + count * (match[2] === 'week' ? 7 : 1));
  }
  return date.toISOString().slice(0, 10);
}

/** Where the length a duration starts ends in the text, after its last part. */
const lengthEnd = (text: string, first: FoundValue) => partsOfLength(text, first).at(-1)!.end;

const spelled = (iso: string) => `${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;

/** Where the renewal begins; not "shall extend until …" (the initial term itself) nor "unless terminated or extended as provided". */
const RENEWAL =
  /\b(?:renew|extension|successive|(?<!\bor\s)extend(?:ed)?\s+for\s+(?:an?\s+|one\s+or\s+more\s+)?(?:additional|further|subsequent|another|like|consecutive)\b|(?:automatically|thereafter)\s+(?:be\s+)?extend)/i;
const START_WORDS = /\b(?:effective|commenc\w*|dated|from|start\w*|begin\w*|beginning|made|as of)\b[^.;]{0,30}$/i;
const END_WORDS = /\b(?:terminat\w*|expir\w*|end\w*|until|through|thru|to)\b[^.;]{0,25}$/i;

/**
 * A section's heading in front of its text: "Term and Renewal The term of this Agreement …", "13.1 Term and Renewal.",
 * "(a) Term and Renewal Option.", in capitals "4. RENEWAL PERIOD: Provided that …".
 */
const HEADING_IN_FRONT =
  /^(?:\d+(?:\.\d+)*\.?\s+|\(?[a-z\d]{1,3}\)\s+)?(?:(?:[A-Z][a-z]+\s+(?:(?:and|&)\s+)?){0,3}?(?:Renewal|Extension)s?(?:\s+(?:(?:and|&)\s+)?[A-Z][a-z]+){0,2}\.?|(?:[A-Z]+\s+(?:(?:AND|&)\s+)?){0,3}?(?:RENEWAL|EXTENSION)S?(?:\s+(?:(?:AND|&)\s+)?[A-Z]+){0,2}\s*[.:]?)\s+(?=[A-Z])/;

/** Where the renewal begins, past a heading in front that names it ("Term and Renewal The term … five (5) years"). */
function renewalIn(text: string): RegExpExecArray | null {
  const heading = HEADING_IN_FRONT.exec(text);
  if (!heading) return RENEWAL.exec(text);
  const rest = new RegExp(RENEWAL.source, 'gi');
  rest.lastIndex = heading[0].length;
  return rest.exec(text);
}

/** A date the text gives as an end ("through to March 30, 2020", "terminating on May 31, 2014"). */
function isEnd(text: string, date: FoundValue): boolean {
  return END_WORDS.test(text.slice(Math.max(0, date.index - 50), date.index));
}

/** A date the text gives as a start ("commencing on", "effective as of"), not as the end of a term. */
function isStart(text: string, date: FoundValue): boolean {
  const before = text.slice(Math.max(0, date.index - 50), date.index);
  return !END_WORDS.test(before) && START_WORDS.test(before);
}

/**
 * The end of the initial term: the date stated ("December 31, 2020 (2020-12-31)"), or the duration and the date it
 * gives from the start ("3 years from November 1, 2019: November 1, 2022 (2022-11-01), computed"); with ", then
 * renewable" when the text renews it. `durationFirst` for questions that ask how long rather than when.
 */
/** An event phrase up to where the clause goes on: "upon the closing of the Merger" of "… and shall remain in force". */
const clauseEnd = (phrase: string) =>
  phrase
    .split(/\s+and\s+(?:shall|will|is|continue|remain)\b|\s+\(/)[0]!
    .trim()
    .replace(/[\s,]+$/, '');

/**
 * The event a pattern's first group names, up to where the clause goes on (`clauseEnd`), in capitals; null when the
 * pattern's bound cut it mid-phrase ("… by the authorized representative of each Party and h"): the phrase is whole
 * only where a stop follows it or `clauseEnd` ends it earlier.
 */
function eventPhrase(text: string, pattern: RegExp): string | null {
  const match = pattern.exec(text);
  if (!match?.[1]) return null;
  const event = clauseEnd(match[1]);
  const whole = /^\s*(?:[.;,]|$)/.test(text.slice(match.index + match[0].length)) || event.length < match[1].trim().replace(/[\s,]+$/, '').length;
  return whole && event ? `${event[0]!.toUpperCase()}${event.slice(1)}` : null;
}

/** A term that ends with an event rather than on a date: "shall terminate upon the termination of the Offering". */
const END_EVENT = /\b(?:terminate|expire|end)s?\s+(?:automatically\s+)?((?:upon|on|at|when)\s+(?!(?:the\s+)?(?:expiration|expiry|end)\s+of\s+(?:the|this|its)\s+(?:Initial\s+)?(?:Term|term|Agreement))(?:the\s+)?(?:completion|termination|closing|consummation|conclusion|expiration|expiry|end|dissolution|sale|date\s+on\s+which)\b[^.;,]{3,100})/i;

/**
 * A term that lasts until another agreement or undertaking ends: "shall continue until the termination of the Strategic
 * Alliance Agreement", "remain in effect until the expiration of the Lease"; not this agreement's own term.
 */
const CONTINUES_UNTIL_EVENT =
  /\b(?:continue|remain)s?\b[^.;]{0,40}?\b((?:until|through)\s+(?:the\s+)?(?:termination|expiration|expiry|completion|closing|consummation|dissolution)\s+(?:or\s+(?:termination|expiration|expiry)\s+)?of\s+(?!(?:the|this|its|such)\s+(?:then[\s-]+current\s+)?(?:Initial\s+|Renewal\s+)?(?:Term|term|Agreement|agreement)\b)[^.;,]{3,100})/i;
/** A term the clause names and defines elsewhere: "shall continue for the Term", "for the Contract Period". */
const TERM_REFERENCE = /\b(?:for|until|through|during|throughout|be|expire\s+(?:on|at))\s+the\s+(?:entire\s+)?((?:Initial\s+)?Term|Contract\s+(?:Period|Term)|Agreement\s+Term|Initial\s+Period|Expiration\s+Date|Termination\s+Date|End\s+Date|(?:[A-Z][a-z]+\s+){1,3}(?:of\s+)?(?:Period|Term))\b/;
/** A form's field: "TERMINATION DATE: September 30, 1997", "Expiration Date: 8/31/06". */
const END_FIELD = /\b(?:TERMINATION|EXPIRATION|EXPIRY|END)\s+DATE\s*:\s*/i;

/** The definition of a defined term anywhere in the contract: `"Contract Period" shall mean that period of time from …`. */
function definitionOf(name: string, paragraphs: string[]): string | null {
  const words = name.replace(/\s+/g, '\\s+');
  const pattern = new RegExp(String.raw`["“]${words}["”]\s*(?:shall\s+)?(?:means?|is|shall\s+be)\b`);
  for (const text of paragraphs) {
    const match = pattern.exec(text);
    if (match) return text.slice(match.index, match.index + 400).split(/(?<=[.;])\s+["“]/)[0]!;
  }
  // A definitions table's field: "INITIAL DISTRIBUTION PERIOD: April 15, 2000 through October 15, 2000 (6 Months from …)".
  const field = new RegExp(String.raw`^\s*${words}\s*:\s*(?=\S)`, 'i');
  for (const text of paragraphs) {
    const match = field.exec(text);
    if (match) return text.slice(match[0].length, match[0].length + 400).split(/(?<=[.;])\s+/)[0]!;
  }
  // Defined where it is used: "… for a period of fifteen (15) years after the project's in-service date ("Initial Term")".
  const inParentheses = new RegExp(String.raw`\((?:the\s+|such\s+[^()]{0,80}?\s+(?:is\s+)?(?:referred\s+to\s+as|called)\s+the\s+|hereinafter\s+(?:the\s+|called\s+(?:the\s+)?|referred\s+to\s+as\s+(?:the\s+)?)?)?["“]${words}["”]\)`);
  for (const text of paragraphs) {
    const match = inParentheses.exec(text);
    if (!match) continue;
    const start = Math.max(0, ...['. ', '; '].map((stop) => text.lastIndexOf(stop, match.index) + 2));
    return text.slice(start > 1 ? start : 0, match.index + match[0].length);
  }
  return null;
}

/** A form's start field: "Contract start: 04-01-06", "Commencement Date: …", "Start Date: …". */
const START_FIELD = /\b(?:(?:CONTRACT|AGREEMENT|TERM)\s+(?:START|COMMENCEMENT|BEGINNING)(?:\s+DATE)?|(?:START|COMMENCEMENT)\s+DATE)\s*:\s*/i;

/** The date of a start field of the contract's cover or schedule, read once per document. */
function startField(paragraphs: string[]): FoundValue | null {
  if (!startFields.has(paragraphs)) startFields.set(paragraphs, dateRightAfter(paragraphs, START_FIELD));
  return startFields.get(paragraphs)!;
}
const startFields = new WeakMap<string[], FoundValue | null>();

/** The date of an end-date field of the contract's cover or schedule, for a clause that ends "on the date specified". */
function endField(paragraphs: string[]): FoundValue | null {
  return dateRightAfter(paragraphs, END_FIELD);
}

/** The first paragraph's date that follows `lead` at once (within 40 characters, nothing between). */
function dateRightAfter(paragraphs: string[], lead: RegExp): FoundValue | null {
  for (const text of paragraphs) {
    const match = lead.exec(text);
    const date = match ? findDates(text.slice(match.index + match[0].length, match.index + match[0].length + 40))[0] : undefined;
    if (date?.index === 0 && isoDate(date.value)) return date;
  }
  return null;
}

/** The end of a paragraph a page or line break cut mid-sentence: no closing stop, colon or bracket. */
const CUT_MID_SENTENCE = /[\p{L}\p{N},]\s*$/u;
/** A paragraph that goes on with the words cut before it: "Period, this Agreement will automatically renew …". */
const GOES_ON = /^\s*(?:\p{Ll}|\p{Lu}\p{Ll}*,\s)/u;

/**
 * The sentence with the words a break cut from it at the end of the paragraph before ("… during the Initial
 * Distribution" / "Period, this Agreement will automatically renew …"): that paragraph's last sentence joined to it.
 */
function joinedAcrossBreak(sentence: string, paragraph: string, paragraphs: string[]): string {
  const at = paragraphs.indexOf(paragraph);
  const before = at > 0 ? paragraphs[at - 1]! : null;
  if (!before || !paragraph.trimStart().startsWith(sentence.trimStart().slice(0, 20)) || !GOES_ON.test(sentence) || !CUT_MID_SENTENCE.test(before)) return sentence;
  const spans = splitSentences(before);
  const last = spans.at(-1);
  return last ? `${before.slice(last.start, last.end).trim()} ${sentence.trim()}` : sentence;
}

/**
 * "until the end of the fifteenth (15th) Contract Year": a term counted in the contract's own years, which begin on a
 * date its definition names ("a period commencing … on the Commencement Date").
 */
const END_OF_NTH_YEAR = /\b(?:until|through|to)\s+(the\s+end\s+of\s+the\s+[a-z]+(?:[\s-][a-z]+)?(?:\s*\(\d{1,2}(?:st|nd|rd|th)\))?\s+((?:Contract|Agreement|Lease|Operating)\s+Year))\b/i;
/** The named date a period's definition starts on: "commencing … on the Commencement Date". */
const STARTS_ON_NAMED = /\b(?:commenc\w*|begin\w*|start\w*)\b[^;]{0,80}?\bon\s+the\s+((?:[A-Z][\w-]*\s+){0,3}Date)\b/;

/**
 * The end of a term counted in the contract's own years, when their start is a date the contract does not give:
 * "Until the end of the fifteenth (15th) Contract Year (no date stated)", not a date computed from the Effective Date.
 * Null where the years start on the Effective Date or a date the contract gives, or the text counts no such years.
 */
function endOfContractYears(text: string, paragraphs: string[]): string | null {
  const match = END_OF_NTH_YEAR.exec(text.replace(/\s+/g, ' '));
  const year = match ? definitionOf(match[2]!, paragraphs) : null;
  const start = year ? STARTS_ON_NAMED.exec(year)?.[1] : undefined;
  if (!match || !start || /^Effective\s+Date$/i.test(start) || namedDate(start, paragraphs)) return null;
  return `${TEXTS.until(match[1]!)} ${TEXTS.noDateStated}`;
}

export function expirationAnswer(quoted: string, paragraph: string, paragraphs: string[], durationFirst: boolean, definition = false): string | null {
  const sentence = joinedAcrossBreak(quoted, paragraph, paragraphs);
  const ownValue = durationsIn(sentence).length > 0 || findDates(sentence).length > 0 || YEAR_END.test(sentence);
  // "shall continue in effect for the Service Period": the defined term's end before the paragraph's other figures.
  if (!ownValue && !definition && TERM_REFERENCE.test(sentence) && !RENEWAL.test(sentence)) {
    const byReference = termByDefinition(sentence, paragraphs, durationFirst);
    if (byReference) return byReference;
  }
  // "shall continue until the termination of the Strategic Alliance Agreement;": the sentence ends the term with an event;
  // the paragraph's figures belong to its other clauses (a payment due "net 30 days" is no term).
  const until = !ownValue && !definition ? eventPhrase(sentence.replace(/\s+/g, ' '), CONTINUES_UNTIL_EVENT) : null;
  if (until) return `${until} ${TEXTS.noDateStated}${renewalIn(sentence) ? `, ${TEXTS.thenRenewable}` : ''}`;
  const text = ownValue ? sentence : paragraph;
  const renewal = renewalIn(text);
  const initialPart = renewal ? text.slice(0, renewal.index) : text;
  const renews = renewal ? `, ${TEXTS.thenRenewable}` : '';
  const contractYears = definition ? null : endOfContractYears(initialPart, paragraphs);
  if (contractYears) return `${contractYears}${renews}`;
  // A date said to end the term ("April. 1st 2019 through to March 30, 2020") before another that is not said to start it.
  const initialDates = findDates(initialPart);
  const endDate = initialDates.find((date) => isEnd(initialPart, date)) ?? initialDates.find((date) => !isStart(initialPart, date));
  const duration = durationsIn(initialPart).find((found) => !/notice|prior|before/i.test(initialPart.slice(durationEnd(found), durationEnd(found) + 30)));
  if (endDate && (!duration || endDate.index < duration.index || !durationFirst)) return `${monthEndAnswer(endDate) ?? dateAnswer(endDate)}${renews}`;
  // "… commencing the 1st day of September 2004 and terminating the [*****] day of [*****]": the end is redacted; the
  // start is no answer to when the term ends.
  const redacted = !endDate && !duration ? REDACTED_END.exec(initialPart) : null;
  if (redacted) return `${/\*|redacted|omitted/i.test(redacted[0]) ? REDACTED_TERM : BLANK_TERM} ("${redacted[0].replace(/\s+/g, ' ')}")`;
  const yearEnd = YEAR_END.exec(initialPart);
  if (yearEnd && !duration) return `December 31, ${yearEnd[1]} (${yearEnd[1]}-12-31), ${TEXTS.endOfYear(yearEnd[1]!)}${renews}`;
  // "shall remain in effect until the end of the current calendar year": the end of the year the contract starts in.
  if (CURRENT_YEAR_END.test(initialPart) && !duration) {
    const begins = (SIGNING.test(initialPart) ? lastSignatureDate(paragraphs) : null) ?? startDate(paragraphs) ?? contractDate(paragraphs);
    const year = begins && isoDate(begins.value)?.slice(0, 4);
    if (begins && year) return `December 31, ${year} (${year}-12-31), ${TEXTS.computed}: ${TEXTS.endOfCalendarYearOf(begins.value)}${renews}`;
  }
  if (duration) {
    const length = lengthInParts(initialPart, duration);
    const stated = findDates(initialPart).find((date) => isStart(initialPart, date));
    // "shall become effective on the date of its execution and shall remain in force for three years": from the last signature.
    // Not when the duration runs from something else: "four years from the date on which the channel is uploaded".
    const anchored = /^[^.;]{0,12}?\b(?:from|after|following)\b/i.test(initialPart.slice(lengthEnd(initialPart, duration)));
    const signed = !stated && !anchored && SIGNING.test(initialPart) ? lastSignatureDate(paragraphs) : null;
    // "5 years from the commencement date", "twelve (12) months after the Launch": from that date where the contract gives it.
    const named = stated ? null : NAMED_START.exec(initialPart.slice(lengthEnd(initialPart, duration)));
    const namedStart = named && !/^(?:effective|execution|signing|signature)\b/i.test(named[1]!) ? namedDate(named[1]!, paragraphs) : null;
    const opening = stated && isoDate(stated.value) ? stated : (namedStart ?? signed ?? startDate(paragraphs) ?? contractDate(paragraphs));
    // Where the contract's first pages give no date: its form's start field, else the day the last party signed, said so;
    // not for a term that runs from something else ("twelve (12) months after the Launch"), which no signature dates.
    const fromContract = !anchored || (named !== null && /^(?:effective|execution|signing|signature)\b/i.test(named[1]!));
    const field = opening || !fromContract ? null : startField(paragraphs);
    const lastSigned = opening || field || !fromContract ? null : lastSignatureDate(paragraphs);
    const start = opening ?? field ?? lastSigned;
    const from = field ? `, ${TEXTS.formStart}` : lastSigned ? `, ${TEXTS.lastSignature}` : '';
    const startIso = start ? isoDate(start.value) : null;
    const end = startIso ? addDuration(startIso, length) : null;
    // A duration and its stated end ("the two year period from the Effective Date to 31 July 2013"): the end as stated.
    if (endDate) return `${length}, ending ${monthEndAnswer(endDate) ?? dateAnswer(endDate)}${renews}`;
    if (!start || !end) return `${length}${renews}`;
    const computed = `${spelled(end)} (${end}), ${TEXTS.computed}`;
    return durationFirst ? `${length} from ${start.value}${from}, ending ${computed}${renews}` : `${computed}: ${length} from ${start.value}${from}${renews}`;
  }
  const anniversary = anniversaryEnd(initialPart, paragraphs);
  if (anniversary) return `${anniversary}${renews}`;
  // "shall continue for the Term", "for the Contract Period": the end its definition gives, said to be so.
  const byDefinition = definition ? null : termByDefinition(initialPart, paragraphs, durationFirst);
  if (byDefinition) return `${byDefinition}${renews}`;
  const field = !definition && /\b(?:specified|set\s+forth|stated|indicated|shown)\b/i.test(initialPart) && /\b(?:terminat|expir|end)/i.test(initialPart) ? endField(paragraphs) : null;
  if (field) return `${dateAnswer(field)}, ${TEXTS.formEnd}${renews}`;
  const event = definition ? null : eventPhrase(initialPart.replace(/\s+/g, ' '), END_EVENT);
  if (event && !/\bthe\s+(?:earlier|earliest|later|latest)\s+of\b/i.test(initialPart)) return `${event} ${TEXTS.noDateStated}${renews}`;
  if (/\bperpetu|\bindefinite|\bin perpetuity\b/i.test(text)) return TEXTS.perpetual;
  if (/\buntil (?:terminated|either party terminates)\b/i.test(text)) return TEXTS.untilTerminated;
  return null;
}

/** A filing's redaction mark ("[*****]", "[* * *]", "[Redacted]") or a form's blank ("[ ]"). */
const REDACTION = String.raw`\[\s*(?:\*[\s*]*|(?:redacted|omitted)\b[^\]]{0,60}|)\]`;
/** A term's length the filing redacted: "for a period of [Redacted - Commercially Sensitive - Term Details]", "[* ****] years". */
const REDACTED_LENGTH = new RegExp(String.raw`\b(?:for|of)\s+(?:a\s+)?(?:(?:period|term)\s+of\s+)?${REDACTION}`, 'i');
/** A sentence that sets a term: where a term column reads a length from the rest of the paragraph. */
const SETS_TERM = /\b(?:term|continue[sd]?|remain|in\s+(?:full\s+)?(?:force|effect)|expire[sd]?|period\s+of)\b/i;
/**
 * An end of term the filing redacted or the form left blank, right after the words that end the term: "terminating the
 * [*****] day of [*****]", "shall be valid until the [* * *]"; not a redacted notice period ("termination … at least [* * *] prior").
 */
const REDACTED_END = new RegExp(
  String.raw`\b(?:(?:terminat\w*|expir\w*|end(?:s|ing)?)\s+(?:on\s+|at\s+)?|(?:until|through)\s+)(?:the\s+)?${REDACTION}(?:\s+(?:day\s+)?of\s+${REDACTION})?(?:,?\s+(?:19|20)\d{2}\b)?`,
  'i',
);
/** The short answer for a term whose end the contract's filing redacted. */
export const REDACTED_TERM = TEXTS.redactedTerm;
/** The short answer for a term whose end the contract's form left blank. */
export const BLANK_TERM = TEXTS.blankTerm;

/** A date the text does not give as a start: one said to end the term first, else any other (not "commencing on …"). */
function endDateIn(text: string): FoundValue | null {
  const dates = findDates(text);
  return dates.find((date) => isEnd(text, date)) ?? dates.find((date) => !isStart(text, date)) ?? null;
}


/** "fails to remedy the breach within a period of 21 days", "within thirty (30) days": a deadline, not a term. */
const DEADLINE_BEFORE = /\bwithin\s+(?:a\s+(?:further\s+)?period\s+of\s+)?$/i;

/** A duration of the text that is no notice period; with `noDeadline`, nor a deadline ("within 21 days"). */
function termDurationIn(text: string, noDeadline = false): FoundValue | null {
  return (
    durationsIn(text).find(
      (found) => !NOTICE_AFTER.test(text.slice(durationEnd(found), durationEnd(found) + 40)) && !(noDeadline && DEADLINE_BEFORE.test(text.slice(Math.max(0, found.index - 30), found.index))),
    ) ?? null
  );
}

/**
 * A term column's value in the shape its template asks for, from the engine's answer (`expirationAnswer`) and the
 * passage: the end date for a date column, the length (else "Until" the end date) for a duration column. A start date is
 * never the end of the term, a notice period is no term, and a redacted end is no date: null (the cell is "Not found").
 */
export function termValue(answerKind: 'date' | 'duration', answer: string, sentence: string, paragraph: string, paragraphs: string[] | null = null): string | null {
  if (answer.startsWith(REDACTED_TERM) || answer.startsWith(BLANK_TERM)) return null;
  if (answerKind === 'date') {
    if (/\(\d{4}-\d{2}-\d{2}\)/.test(answer)) return answer;
    const end = endDateIn(sentence) ?? endDateIn(paragraph);
    return end ? dateAnswer(end) : null;
  }
  const length = termDurationIn(sentence);
  if (length) return lengthInParts(sentence, length);
  // A term without an end: "shall continue in perpetuity", "until terminated".
  if (answer === TEXTS.perpetual || answer === TEXTS.untilTerminated) return answer;
  // A term that ends with an event the engine read from the term's sentence: "Until the termination of … (no date stated)".
  if (answer.endsWith(TEXTS.noDateStated) && !termDurationIn(sentence)) return answer;
  const end = endDateIn(sentence);
  if (end) return (paragraphs && lengthUntil(sentence, end, paragraphs)) ?? TEXTS.until(dateAnswer(end));
  if (REDACTED_LENGTH.test(sentence)) return null;
  // Another sentence of the paragraph that sets a term; not a notice period or a deadline of another clause.
  for (const span of splitSentences(paragraph)) {
    const text = paragraph.slice(span.start, span.end);
    const inSentence = SETS_TERM.test(text) && !REDACTED_LENGTH.test(text) ? termDurationIn(text, true) : null;
    if (inSentence) return lengthInParts(text, inSentence);
  }
  return null;
}

/**
 * A term stated by its end date, as long as it lasts from the start the contract states (issue 28, 28d): the start the
 * term's sentence gives ("will begin on March 1, 2020 … until February 28, 2025"), else the contract's start date (its
 * Effective Date): "1 year and 2 months, computed: from November 1, 2019 until December 31, 2020 (2020-12-31)". Null
 * where the start is unknown or not before the end: the answer then says the end alone.
 */
function lengthUntil(sentence: string, end: FoundValue, paragraphs: string[]): string | null {
  const endIso = isoDate(end.value);
  const stated = findDates(sentence).find((date) => date !== end && date.index !== end.index && isStart(sentence, date) && isoDate(date.value));
  const start = stated ?? startDate(paragraphs);
  const startIso = start ? isoDate(start.value) : null;
  if (!endIso || !start || !startIso || startIso >= endIso) return null;
  const length = lengthBetween(startIso, endIso);
  return length ? TEXTS.computedLength(length, start.value, dateAnswer(end)) : null;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** Years, months and days from one ISO date to another, counted as a calendar counts them. */
function calendarSpan(fromIso: string, toIso: string): [number, number, number] {
  const [fy, fm, fd] = fromIso.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = toIso.split('-').map(Number) as [number, number, number];
  let months = (ty - fy) * 12 + (tm - fm);
  let days = td - fd;
  if (days < 0) {
    months -= 1;
    days += daysInMonth(tm === 1 ? ty - 1 : ty, (tm + 10) % 12);
  }
  return [Math.floor(months / 12), months % 12, days];
}

/**
 * A term's length from its first day to its last: whole years or months when the last day is included ("November 1,
 * 2019 until December 31, 2020" is 1 year and 2 months) or when it is the anniversary ("February 1, 2018 to February 1,
 * 2021" is 3 years); else counted to the day after the last, with its days.
 */
function lengthBetween(startIso: string, endIso: string): string | null {
  const next = new Date(`${endIso}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const inclusive = calendarSpan(startIso, next.toISOString().slice(0, 10));
  const exclusive = calendarSpan(startIso, endIso);
  const [years, months, days] = inclusive[2] !== 0 && exclusive[2] === 0 ? exclusive : inclusive;
  const parts = [
    [years, 'year'],
    [months, 'month'],
    [days, 'day'],
  ]
    .filter(([count]) => (count as number) > 0)
    .map(([count, unit]) => `${count} ${unit}${count === 1 ? '' : 's'}`);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** A sentence about liability or damages: where a cap's amount is stated. */
const ABOUT_LIABILITY = /\b(?:liab\w*|damages|aggregate|cap(?:ped)?)\b/i;

/**
 * The amounts of a cap on liability: those of the cap's sentence, else of a sentence of its paragraph about liability;
 * never another clause's amount the paragraph runs on to (a payment threshold, a fee): none is "Not found".
 */
export function capAmounts(sentence: string, paragraph: string): string[] {
  const inSentence = findAmounts(sentence);
  if (inSentence.length > 0) return inSentence.map((amount) => amount.value);
  for (const span of splitSentences(paragraph)) {
    const text = paragraph.slice(span.start, span.end);
    if (!ABOUT_LIABILITY.test(text)) continue;
    const amounts = findAmounts(text);
    if (amounts.length > 0) return amounts.map((amount) => amount.value);
  }
  return [];
}

/** A duration counted from a named date: "from the commencement date", "after the RFCS Date", "after the Launch". */
const NAMED_START = /^[^.;]{0,12}?\b(?:from|after|following)\s+(?:the\s+)?((?:[A-Z][\w-]*\s+){0,3}(?:Date|Launch)|[a-z]+\s+date)\b/;

/**
 * The date the contract gives a named date ("Commencement Date", "the Launch"): its definition's date, or a date it is
 * defined by in parentheses ("June 16, 2004 (the \"Commencement Date\")"); null where it gives none, or defines it as
 * the Effective Date (the start the caller falls back on).
 */
function namedDate(name: string, paragraphs: string[]): FoundValue | null {
  const words = name.replace(/\s+/g, '\\s+');
  const definition = definitionOf(name, paragraphs) ?? definitionOf(name.replace(/\b\w/g, (letter) => letter.toUpperCase()), paragraphs);
  if (definition && !/\bEffective\s+Date\b/i.test(definition)) {
    const date = findDates(definition).find((found) => isoDate(found.value));
    if (date) return date;
  }
  // "The commencement date for this contract will be 16th June 2004."
  const stated = new RegExp(String.raw`\b${words}\b[^.;"”]{0,40}?\b(?:will\s+be|shall\s+be|is)\s+`, 'i');
  for (const text of paragraphs) {
    const match = stated.exec(text);
    const date = match ? findDates(text.slice(match.index + match[0].length, match.index + match[0].length + 40))[0] : undefined;
    if (date?.index === 0 && isoDate(date.value)) return date;
  }
  const defined = new RegExp(String.raw`\((?:the\s+)?["“]${words}["”]\)`, 'i');
  for (const text of paragraphs) {
    const match = defined.exec(text);
    if (!match) continue;
    const date = findDates(text.slice(Math.max(0, match.index - 60), match.index)).filter((found) => isoDate(found.value)).at(-1);
    if (date) return date;
  }
  return null;
}

/** The end a term the text names ("for the Term", "through the Initial Term") is given by its definition, said to be so. */
function termByDefinition(text: string, paragraphs: string[], durationFirst: boolean): string | null {
  const reference = TERM_REFERENCE.exec(text);
  const defined = reference ? definitionOf(reference[1]!, paragraphs) : null;
  const byDefinition = defined ? expirationAnswer(defined, defined, paragraphs, durationFirst, true) : null;
  return byDefinition && reference ? `${byDefinition}, ${TEXTS.asDefined(reference[1]!.replace(/\s+/g, ' '))}` : null;
}

/** "until the end of the current calendar year", "through the end of the then-current year". */
const CURRENT_YEAR_END = /\b(?:until|through|to|at|on)\s+the\s+end\s+of\s+the\s+(?:then[\s-]+)?current\s+(?:calendar\s+)?year\b/i;
/** "until the end of 2006", "through the end of calendar year 2012". */
const YEAR_END = /\b(?:until|through|to|at|on)\s+the\s+end\s+of\s+(?:the\s+)?(?:calendar\s+|fiscal\s+)?(?:year\s+)?((?:19|20)\d{2})\b/i;

/** A term that ends in a month without a day ("until February, 2023") ends on the month's last day: said so. */
function monthEndAnswer(date: FoundValue): string | null {
  const match = /^([A-Z][a-z]+) (\d{4})$/.exec(date.value);
  const month = match ? MONTH_NAMES.indexOf(match[1]!) : -1;
  if (!match || month < 0) return null;
  const last = new Date(Date.UTC(Number(match[2]), month + 1, 0)).toISOString().slice(0, 10);
  return `${TEXTS.lastDayOf(date.written?.replace(/\s+/g, ' ').trim() ?? date.value)} (${last})`;
}

const ORDINALS = [
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth',
  'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth',
];
const ANNIVERSARY = new RegExp(String.raw`\b(?:(?:the\s+)?(?:last\s+)?day\s+(?:prior\s+to|before|preceding)\s+)?the\s+(${ORDINALS.join('|')}|\d{1,2}(?:st|nd|rd|th)|(?:one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})(?:\s*\(\d{1,2}\))?[\s-]+years?)(?:\s*\(\d{1,2}(?:s\s?t|n\s?d|r\s?d|t\s?h)?\))?\s+anniversary\s+of\b`, 'i');

/**
 * "end on the fifth anniversary of the Effective Date", "through the day prior to the second (2nd) anniversary of the
 * Effective Date": the date computed from the start the anniversary counts from (a date stated after it, else the
 * contract's start), labelled so.
 */
function anniversaryEnd(text: string, paragraphs: string[]): string | null {
  const match = ANNIVERSARY.exec(text);
  if (!match) return null;
  const ordinal = match[1]!.toLowerCase();
  // "the fifth", "the 5th", "the four (4) year": the count of years.
  const years = ORDINALS.includes(ordinal) ? ORDINALS.indexOf(ordinal) + 1 : numberOf(ordinal);
  const after = text.slice(match.index + match[0].length, match.index + match[0].length + 60);
  const stated = findDates(after).find((date) => date.index < 30 && isoDate(date.value));
  const start = stated ?? startDate(paragraphs) ?? contractDate(paragraphs);
  const startIso = start ? isoDate(start.value) : null;
  if (!start || !startIso || !years) return null;
  const anniversary = addDuration(startIso, `${years} years`)!;
  const how = `${spelled(anniversary)} (${anniversary}), ${TEXTS.computed}: ${match[0].replace(/\s+of$/i, '').trim()} of ${start.value}`;
  if (!/\bday\s+(?:prior|before|preceding)/i.test(match[0])) return how;
  // "through the day prior to the second anniversary": that day, and the anniversary itself, which lawyers often give
  // as the term's end (CUAD's labels do).
  const date = new Date(`${anniversary}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  const end = date.toISOString().slice(0, 10);
  return `${spelled(end)} (${end}), ${TEXTS.computed}: ${match[0].replace(/\s+of$/i, '').trim()} of ${start.value}, ${TEXTS.anniversaryOn(spelled(anniversary))}`;
}

const CLAUSE_BREAK = /[;:]\s|,\s+(?:provided|except|unless|subject to|notwithstanding|including|in which case|whereupon)\b|\s+\((?:[a-z]|[ivx]+)\)\s/i;
const SHORT_ANSWER_CHARS = 200;

/**
 * A free-text short answer that is neither cut mid-sentence nor the quoted passage: the sentence's main statement up
 * to its first qualification ("…, provided that", "; ", "(a) "), closed as a sentence; or its opening words when that
 * is still long. Numbering and headings in front ("12.1 Governing Law.") are left out.
 */
export function conciseStatement(sentence: string): string {
  const clean = sentence
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:(?:section|article|clause)\s+)?(?:\d+(?:\.\d+)*\.?|\(?[a-z]\)|\(?[ivx]+\))\s+/i, '')
    .replace(/^[A-Z][\w'’-]*(?:\s+(?:[A-Z][\w'’-]*|of|and|for|to|the|on|in)){0,5}\.\s+(?=[A-Z])/, '');
  const cut = CLAUSE_BREAK.exec(clean);
  const main = (cut && cut.index >= 30 ? clean.slice(0, cut.index) : clean).replace(/[\s,;:.]+$/, '');
  if (main.length <= SHORT_ANSWER_CHARS && main !== clean.replace(/[\s,;:.]+$/, '')) return `${main}.`;
  const words = main.split(' ');
  const kept: string[] = [];
  for (const word of words) {
    if ([...kept, word].join(' ').length > SHORT_ANSWER_CHARS * 0.6) break;
    kept.push(word);
  }
  const summary = kept.join(' ').replace(/[\s,;:.]+$/, '');
  return kept.length < words.length ? `${summary} ${TEXTS.seeThePassage}` : `${summary}.`;
}

const EFFECTIVE_CUE = /\beffective\b[^.;]{0,40}$/i;
const DEFINED_EFFECTIVE = /^[^.;]{0,12}\(\s*(?:the\s+)?["“]Effective Date/i;

/** The date a passage gives as the effective date ("made effective as of …", "… (the "Effective Date")"), else its first. */
export function effectiveDateIn(text: string): FoundValue | null {
  const dates = findDates(text);
  // A signature block's dates (a passage of signatures, "4/24/2018 04/25/2018 Date Date"): the last signature's.
  if (dates.length >= 2 && SIGNATURE_LINE.test(text) && text.length <= SIGNATURE_BLOCK_CHARS) {
    const latest = dates.filter((date) => isoDate(date.value)).sort((a, b) => isoDate(b.value)!.localeCompare(isoDate(a.value)!))[0];
    if (latest) return latest;
  }
  const cued = (date: FoundValue) => {
    const before = text.slice(Math.max(0, date.index - 60), date.index);
    // "shall be effective until February 28, 2004" ends the term; it does not start it.
    return EFFECTIVE_CUE.test(before) && !EFFECTIVE_UNTIL.test(before);
  };
  return dates.find((date) => DEFINED_EFFECTIVE.test(text.slice(date.index + (date.written ?? date.value).length)) || cued(date)) ?? dates[0] ?? null;
}

const EFFECTIVE_UNTIL = /\beffective\b[^.;]{0,30}\b(?:until|through|thru|till|to|ending|expir\w*|terminat\w*)\b[^.;]{0,10}$/i;

/**
 * A start tied to the signing: "effective on the date of its execution", "enter into effect on the date it is signed by
 * both parties", "takes effect upon the signatures and seals of both Parties", "the date of signed acceptance", "the date
 * when the authorized representatives of the Parties sign hereon", "the later of the two signature dates below", "as of
 * the date noted below", "as of the date set forth below"; and as other contracts write it (issue 28, 28q): "the date of last
 * signing", "the date last executed below", "the later of the dates of signature", "the date on which the last Party
 * signs", "the date it is countersigned".
 */
const SIGNING =
  /\bdate\s+(?:of\s+(?:its\s+|the\s+|this\s+)?(?:execution|signature|signing|signed\s+acceptance)|(?:on\s+which\s+)?(?:(?:this|the)\s+Agreement|it|they)\s+(?:is|are)\s+(?:executed|signed))|\b(?:upon|on|after|from)\s+(?:the\s+)?(?:completion\s+of\s+the\s+)?(?:execution|signature|signing)s?\b|\b(?:signatures?|execution)\s+(?:and\s+seals?\s+)?(?:of|by)\s+(?:both|all|each\s+of\s+the)\b|\blast\s+(?:signature|party\s+to\s+sign)|\b(?:signed|executed)\s+by\s+(?:both|all)\s+(?:the\s+)?parties|\bsign(?:s|ed)?\s+(?:hereon|hereunder|below)\b|\bsignature\s+dates?\s+below\b|\bdate\s+(?:noted|indicated|shown|set\s+forth|written|stated|specified)\s+below\b|\bon\s+which\s+(?:both|all|each\s+of\s+the)\s+parties\s+(?:have\s+)?(?:signed|executed)\b|\bdate\s+of\s+(?:the\s+)?last\s+(?:signing|signature|execution)\b|\bdate\s+last\s+(?:signed|executed|written)\s+below\b|\bdates\s+of\s+(?:signature|execution|signing)\b|\blast\s+party\s+(?:to\s+)?(?:signs?|executes?)\b|\b(?:is|are|has\s+been|have\s+been)\s+countersigned\b/i;
/** A signature block's line: "Date: December 22, 2014", "/s/ …", "By: …", "Place Date". */
const SIGNATURE_LINE = /\bDated?\s*:|\/s\/|\bBy\s*:|\bSignature\b|\bPlace\s+Date\b/i;
const DATE_LABEL = /\bDated?\b[\s:]*$/i;
/** A line with only a place and a date. */
const DATE_LINE_CHARS = 80;
/** A signature block is short; a long paragraph that mentions a signature is a clause. */
const SIGNATURE_BLOCK_CHARS = 700;

/**
 * The date of the last signature: the latest date of the contract's signature blocks (a date after "Date:", or any date
 * of a short block with "/s/", "By:" or "Signature"), leaving out the filing's own lines ("Source: …, 8-K, 12/3/2018").
 */
export function lastSignatureDate(paragraphs: string[]): FoundValue | null {
  if (!signatureDates.has(paragraphs)) signatureDates.set(paragraphs, readLastSignatureDate(paragraphs));
  return signatureDates.get(paragraphs)!;
}

/** A document's last signature date, read once: several readers of one document's cells ask for it. */
const signatureDates = new WeakMap<string[], FoundValue | null>();

function readLastSignatureDate(paragraphs: string[]): FoundValue | null {
  let latest: { date: FoundValue; iso: string } | null = null;
  for (const [index, text] of paragraphs.entries()) {
    // A place and date on a line of its own right above the signatures: "Hamburg, November 19th, 2012" / "/s/ …".
    const dateLine = text.length <= DATE_LINE_CHARS && SIGNATURE_LINE.test(paragraphs[index + 1] ?? '');
    if (FILING_LINE.test(text) || (!SIGNATURE_LINE.test(text) && !dateLine)) continue;
    // Where the paragraph's previous date ended, and whether it was labelled.
    let previousEnd = -1;
    let previousLabelled = false;
    for (const date of findDates(text)) {
      const iso = isoDate(date.value);
      if (!iso) continue;
      // "Date: Date: 3-29-2016 3-31-16": two signatures' columns, the second date right after the first labelled one.
      const afterLabelled: boolean = previousLabelled && previousEnd >= 0 && /^\s*$/.test(text.slice(previousEnd, date.index));
      const labelled: boolean = dateLine || afterLabelled || DATE_LABEL.test(text.slice(Math.max(0, date.index - 12), date.index));
      previousEnd = date.index + (date.written ?? date.value).length;
      previousLabelled = labelled;
      if (!labelled && text.length > SIGNATURE_BLOCK_CHARS) continue;
      if (!latest || iso > latest.iso) latest = { date, iso };
    }
  }
  return latest?.date ?? null;
}

/** A date left blank in a form: "on or about ______", "[ ]", "[●]". */
const BLANK_DATE = /_{4,}|\[\s*[●•*]?\s*\]/;
/**
 * The day of a contract's date left blank in a form (issue 28, 28q): "made this _____ day of ________, 19____", "effective
 * as of the ___ day of ______", "the [●] day of [●] 2019", "entered into as of ____________, 20__".
 */
const BLANK_DAY = /\b(?:this|the)\s+(?:_{2,}|\[\s*[●•*]?\s*\])\s*(?:st|nd|rd|th)?\s*day\s+of\b|\b(?:as\s+of|dated|made\s+on|entered\s+into\s+on)\s+(?:_{3,}|\[\s*[●•*]?\s*\])/i;
/** A clause that starts on the Effective Date without giving it: "made as of the Effective Date", "commence on the Effective Date". */
const REFERS_TO_EFFECTIVE = /\b(?:as\s+of|on|from|upon|with\s+effect\s+from)\s+the\s+Effective\s+Date\b/;
/** "\"Effective Date\" means the Closing Date as set forth in the Share Purchase Agreement". */
const EFFECTIVE_DEFINITION = /["“]Effective\s+Date["”]\s*(?:shall\s+)?(?:means?|is|shall\s+be|refers\s+to)\s+([^.;]{3,150})/i;
/** "shall become effective upon the closing of the Merger", "enter into force when …". */
const EFFECTIVE_UPON = /\b(?:become|becomes|be|is)\s+effective\s+(?:only\s+)?((?:upon|on|when|after|as\s+of)\s+(?!the\s+date\s+(?:hereof|first|of\s+this))[^.;,]{5,120})/i;

/**
 * An effective date a clause gives without a date: left blank in the form, defined as an event ("the Closing Date as
 * set forth in the Share Purchase Agreement"), or an event it starts upon; said so, in the clause's words.
 */
function effectiveEvent(sentence: string): string | null {
  const clean = sentence.replace(/\s+/g, ' ');
  if ((BLANK_DATE.test(clean) && /\bdate\b|\beffective\b/i.test(clean)) || BLANK_DAY.test(clean)) return TEXTS.blankDate;
  const event = EFFECTIVE_DEFINITION.test(clean) ? eventPhrase(clean, EFFECTIVE_DEFINITION) : eventPhrase(clean, EFFECTIVE_UPON);
  return event ? `${event} ${TEXTS.noDateStated}` : null;
}

/**
 * The effective date a clause gives: its own date; else the date at the top it refers to ("the date first above
 * written"); else, when it starts at the signing, the date of the last signature, or the contract's own date at the top
 * when no signature is dated; each said to be so. The clause's statement where none of these is given.
 */
export function effectiveDateAnswer(sentence: string, paragraph: string, paragraphs: string[]): string {
  const date = effectiveDateIn(sentence) ?? effectiveDateIn(paragraph);
  const dated = dateWrittenAbove(sentence, paragraphs);
  // "will begin on the date hereof …, and will continue until … December 31, 2022": the clause's date ends the term.
  const endsTerm = date !== null && sentence.includes(date.written ?? date.value) && isEnd(sentence, { ...date, index: sentence.indexOf(date.written ?? date.value) });
  if (date && !(dated && endsTerm)) return dateAnswer(date);
  if (blankAbove(sentence, paragraphs)) return TEXTS.blankDate;
  if (dated) return `${dateAnswer(dated)}, ${TEXTS.dateAtTop}`;
  // "This Agreement is made as of the Effective Date between:": the date its definition gives.
  const defined = REFERS_TO_EFFECTIVE.test(sentence) && !EFFECTIVE_DEFINITION.test(sentence) ? definedEffectiveDate(paragraphs) : null;
  if (defined) return `${dateAnswer(defined)}, ${TEXTS.asDefined('Effective Date')}`;
  // "This Agreement shall come into force on the Date of the Agreement": the date that term's definition gives, or the
  // signing it is defined by ("\"Date of the Agreement\" shall mean the date on which both Parties have signed …").
  const term = SIGNING.test(sentence) ? null : DEFINED_START.exec(sentence);
  const definition = term ? definitionOf(term[1]!, paragraphs) : null;
  if (term && definition) {
    const by = `, ${TEXTS.asDefined(term[1]!)}`;
    const date = findDates(definition).find((found) => isoDate(found.value));
    if (date) return `${dateAnswer(date)}${by}`;
    if (SIGNING.test(definition)) return signedAnswer(paragraphs, by);
  }
  if (!SIGNING.test(sentence)) return effectiveEvent(sentence) ?? conciseStatement(sentence);
  return signedAnswer(paragraphs);
}

/** A start the clause names by a defined date: "on the Date of the Agreement", "from the Commencement Date". */
const DEFINED_START = /\b(?:on|as\s+of|from|upon|with\s+effect\s+from)\s+the\s+((?!Effective\s+Date\b)(?:[A-Z][\w-]*\s+){0,3}Date(?:\s+of\s+(?:the|this)\s+Agreement)?)\b/;

/**
 * The date of a start tied to the signing: the last signature's; with no dated signature, a date the contract says it is
 * effective on, else the contract's own date at its top; each said to be so (with `by`, how the clause ties it).
 */
function signedAnswer(paragraphs: string[], by = ''): string {
  const signed = lastSignatureDate(paragraphs);
  if (signed) return `${dateAnswer(signed)}, ${TEXTS.lastSignature}${by}`;
  // No dated signature: a clause that says the day it is effective ("This Agreement is effective on the day of May 1, 2013").
  const stated = statedEffectiveDate(paragraphs);
  if (stated) return `${dateAnswer(stated)}, ${TEXTS.statedEffective}${by}`;
  // Else the contract's own date at its top ("made and executed on this the 18th day of May, 2001").
  const top = openingStartDate(paragraphs) ?? contractDate(paragraphs);
  // Nowhere dated ("Effective Date shall be the date of the last signature on the last page of this Agreement").
  return top ? `${dateAnswer(top)}, ${TEXTS.dateAtTop}${by}` : TEXTS.signedUndated;
}

/** "This Agreement is effective on the day of May 1, 2013", "shall become effective as of January 1, 2019": the date right after. */
const EFFECTIVE_ON = /\b(?:Agreement|Contract)\s+(?:is|shall\s+be|shall\s+become|becomes|will\s+be|will\s+become)\s+effective\s+(?:on|as\s+of|from|with\s+effect\s+from)\s+(?:the\s+day\s+of\s+)?/i;

/** A date the contract says it is effective on, anywhere in it; null where none is stated with its date. */
function statedEffectiveDate(paragraphs: string[]): FoundValue | null {
  return dateRightAfter(paragraphs, EFFECTIVE_ON);
}

/** The sentence of a paragraph that names the parties, for the highlight. */
export function sentenceWithParties(paragraph: string): number {
  const sentences = splitSentences(paragraph);
  const index = sentences.findIndex((span) => partiesByLegalForm(paragraph.slice(span.start, span.end)).length >= 2);
  return Math.max(0, index);
}

/** Words that date the agreement itself (not its start): "made and entered into this 10th day of …", "dated as of". */
const AGREEMENT_CUE = /\b(?:dated|made|entered\s+into|executed|signed)\b[^.;]{0,40}$/i;
/** "amends that certain Manufacturing Agreement … dated July 1, 2017": the date of another agreement. */
const OTHER_AGREEMENT = /\b(?:that\s+certain|amends?|amending|original|existing|prior)\b[^.;]*$/i;
/** "this 20th day of Friday, March 2020", "this 1st day of --- November, 2003": a day the date parser left behind. */
const STRAY_DAY = /\b(\d{1,2})\s?(?:st|nd|rd|th)?\s+day\s+of\W+(?:[A-Za-z]+,?\s+)?$/i;

/** A month and year read without its day ("March 2020") given the day written before it; else the date as found. */
function withStrayDay(text: string, date: FoundValue): FoundValue {
  if (isoDate(date.value)) return date;
  const month = /^([A-Z][a-z]+),?\s+((?:19|20)\d{2})$/.exec(date.value.trim());
  const day = STRAY_DAY.exec(text.slice(Math.max(0, date.index - 30), date.index));
  if (!month || !day || Number(day[1]) < 1 || Number(day[1]) > 31 || !MONTH_NAMES.includes(month[1]!)) return date;
  const value = `${month[1]} ${Number(day[1])}, ${month[2]}`;
  const start = date.index - day[0].length;
  return { value, index: start, written: text.slice(start, date.index + (date.written ?? date.value).length) };
}

/**
 * The date of the agreement a passage gives: in a signature block with several dates, the last signature's (the
 * agreement is made when the last party signs); a date the passage says the agreement is made, entered into or dated
 * on rather than the date it takes effect ("effective as of May 1, 2020 … entered into this 10th day of January,
 * 2020"); else its first date. Null when the passage gives no date.
 */
export function agreementDateIn(text: string): FoundValue | null {
  const dates = findDates(text);
  if (dates.length === 0) return null;
  if (dates.length >= 2 && SIGNATURE_LINE.test(text) && text.length <= SIGNATURE_BLOCK_CHARS) {
    const latest = dates.filter((date) => isoDate(date.value)).sort((a, b) => isoDate(b.value)!.localeCompare(isoDate(a.value)!))[0];
    if (latest) return latest;
  }
  const cued = dates.find((date) => {
    const before = text.slice(Math.max(0, date.index - 60), date.index).replace(STRAY_DAY, '');
    return AGREEMENT_CUE.test(before) && !OTHER_AGREEMENT.test(text.slice(Math.max(0, date.index - 120), date.index));
  });
  return withStrayDay(text, cued ?? dates[0]!);
}

/**
 * The Agreement Date column's answer: the date the passage gives (`agreementDateIn`); else, where it refers to a date
 * elsewhere ("the date first above written", "as of the date noted below", "the date of the last signature"), that
 * date, said to be so. Null when neither is given.
 */
export function agreementDateAnswer(sentence: string, paragraph: string, paragraphs: string[]): string | null {
  const date = agreementDateIn(sentence) ?? agreementDateIn(paragraph);
  if (date) return dateAnswer(date);
  // "made this _____ day of ________, 19____": the form leaves the date blank; no other date of the contract is it.
  if (BLANK_DAY.test(sentence)) return TEXTS.blankDate;
  const dated = dateWrittenAbove(sentence, paragraphs);
  if (blankAbove(sentence, paragraphs)) return TEXTS.blankDate;
  if (dated) return `${dateAnswer(dated)}, ${TEXTS.dateAtTop}`;
  if (!SIGNING.test(sentence)) {
    // "This Agreement is made between …" with no date: the date its cover gives ("Hosting Agreement between ELEPHANT
    // TALK and T-Mobile, 18/9/2008"), said to be so.
    const top = MADE_UNDATED.test(sentence) ? topDate(paragraphs) : null;
    return top ? `${dateAnswer(top)}, ${TEXTS.dateAtTop}` : null;
  }
  const signed = lastSignatureDate(paragraphs);
  return signed ? `${dateAnswer(signed)}, ${TEXTS.lastSignature}` : null;
}

/** The agreement's own opening that names no date: "This Agreement is made between …", "is entered into by and between". */
const MADE_UNDATED = /^\W*(?:this|the)\s+(?:[\w-]+\s+){0,6}?(?:agreement|contract)\b[^.;]{0,60}?\b(?:is|are)\s+(?:hereby\s+)?(?:made|entered\s+into)\b/i;

/** The first full date at the top of the contract (its cover and opening). */
function topDate(paragraphs: string[]): FoundValue | null {
  for (const text of paragraphs.slice(0, START_PARAGRAPHS)) {
    const date = findDates(text).find((found) => isoDate(found.value));
    if (date) return date;
  }
  return null;
}

/** A question whether the agreement may be renewed at all ("Can it be renewed?", "Is there an option to extend?"), not whether it renews of itself. */
const ASKS_IF_RENEWABLE = /^\s*(?:can|could|may|might)\b|\b(?:option|right|possib\w*|able)\b[^?]{0,40}\b(?:renew|extend)|\b(?:renewable|extendable|extendible)\b/i;
/** The period of a renewal clause's answer ("Yes — renewal for 2 years; …", `renewalAnswer` of finder/clauseAnswers.ts). */
const RENEWAL_PERIOD = /\brenewal for (.+?)(?:;|$)/;

/**
 * A renewal both parties must agree to (issue 28, 28s) is no renewal of the agreement's own: a yes/no column says No
 * with what the clause allows ("No — renewal for 2 years, only if both parties agree"), or Yes with its condition where
 * it asks whether the agreement may be renewed at all; a renewal-term column gives the length with its condition
 * ("2 years, only if both parties agree"), as its duration column does. `clauseAnswer` is the renewal clause's answer.
 */
export function mutualRenewalAnswer(clauseAnswer: string, question: string, yesNo: boolean): string {
  const period = RENEWAL_PERIOD.exec(clauseAnswer)?.[1]?.trim() ?? null;
  if (!yesNo) return period ? `${period}, ${TEXTS.onlyIfBothAgree}` : `${capitalised(DETAIL.renewal(false, null))}, ${TEXTS.onlyIfBothAgree}`;
  const detail = `${DETAIL.renewal(false, period)}, ${TEXTS.onlyIfBothAgree}`;
  return ASKS_IF_RENEWABLE.test(question) ? DETAIL.yesWith(detail) : DETAIL.noWith(detail);
}

const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
