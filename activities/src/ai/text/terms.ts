/**
 * Words as the offline engine compares them: lower case, stop words dropped, a light suffix-stripping stemmer
 * (so "terminated", "termination" and "terminate" meet), and synonyms for the clause types lawyers ask about.
 */

const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing down during each few for from further had has have having he her here hers him his how ' +
    'i if in into is it its itself just me more most my no nor not of off on once only or other our ours out over own same ' +
    'she should so some such than that the their theirs them then there these they this those through to too under until ' +
    'up very was we were what when where which while who whom why will with would you your yours shall may must hereby ' +
    'herein hereof hereto hereunder thereof therein whether also please tell give show find list non'
  ).split(' '),
);

/** Words that name the document rather than say anything about it: they never decide a match on their own. */
const GENERIC_WORDS = new Set(
  'agreement contract document clause clauses provision provisions section sections article term terms state states say says said specify specified mention mentioned contain contains include includes stated there any'.split(
    ' ',
  ),
);

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

const SUFFIXES = [
  'ational', 'ations', 'ation', 'ingly', 'ings', 'ing', 'edly', 'ements', 'ement', 'ments', 'ment', 'atives', 'ative',
  'ates', 'ate', 'ions', 'ion', 'ities', 'ity', 'ives', 'ive', 'ness', 'ally', 'als', 'al', 'ly', 'ers', 'er', 'ed', 'at', 'e',
];

/** A deterministic, deliberately small stemmer: plural and inflection first, then up to two derivational suffixes. */
export function stem(word: string): string {
  let stemmed = word.toLowerCase().replace(/['’]s$/, '');
  if (stemmed.length <= 3 || /\d/.test(stemmed)) return stemmed;
  if (stemmed.endsWith('ies') && stemmed.length > 4) stemmed = `${stemmed.slice(0, -3)}y`;
  else if (stemmed.endsWith('sses')) stemmed = stemmed.slice(0, -2);
  else if (stemmed.endsWith('s') && !stemmed.endsWith('ss') && !stemmed.endsWith('us') && !stemmed.endsWith('is')) stemmed = stemmed.slice(0, -1);
  for (let pass = 0; pass < 2; pass += 1) {
    const suffix = SUFFIXES.find((candidate) => stemmed.endsWith(candidate) && stemmed.length - candidate.length >= 4);
    if (!suffix) break;
    stemmed = stemmed.slice(0, -suffix.length);
  }
  if (stemmed.endsWith('y') && stemmed.length > 4) stemmed = `${stemmed.slice(0, -1)}i`;
  return stemmed;
}

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Stems of the significant words of a text, in order, repeats kept. */
export function contentStems(text: string): string[] {
  return words(text)
    .map((word) => word.toLowerCase())
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);
}

const GENERIC_STEMS = new Set([...GENERIC_WORDS].map(stem));

export function isGenericStem(termStem: string): boolean {
  return GENERIC_STEMS.has(termStem);
}

/** A clause type: words in a question that name it, and words and phrases that typically appear in it. */
export interface Concept {
  name: string;
  triggers: string[];
  related: string[];
  /** Phrases whose presence in a passage is strong evidence (compared in lower case). */
  phrases: string[];
}

export const CONCEPTS: Concept[] = [
  {
    name: 'governing law',
    triggers: ['governing law', 'governed', 'applicable law', 'choice of law', 'law governs', 'which law', 'laws'],
    related: ['govern', 'law', 'laws', 'construed', 'interpreted', 'accordance'],
    phrases: ['governed by', 'laws of the state of', 'laws of', 'applicable law', 'governing law'],
  },
  {
    name: 'jurisdiction',
    triggers: ['jurisdiction', 'venue', 'forum', 'courts', 'dispute', 'arbitration'],
    related: ['court', 'courts', 'jurisdiction', 'venue', 'arbitration', 'arbitrator', 'dispute', 'forum'],
    phrases: ['exclusive jurisdiction', 'submit to the jurisdiction', 'courts of', 'arbitration'],
  },
  {
    name: 'termination',
    triggers: ['termination', 'terminate', 'terminated', 'cancel', 'cancellation', 'end the agreement'],
    related: ['terminate', 'termination', 'terminated', 'breach', 'notice', 'cure', 'cancel', 'insolvency', 'bankruptcy'],
    phrases: ['may be terminated', 'may terminate', 'right to terminate', 'terminate this agreement', 'termination'],
  },
  {
    name: 'term',
    triggers: ['duration', 'how long', 'expiration', 'expire', 'expiry', 'term of', 'the term', 'length'],
    related: ['term', 'duration', 'period', 'expire', 'expiration', 'continue', 'commence', 'years', 'months', 'until'],
    phrases: ['the term of this agreement', 'shall continue', 'shall terminate on', 'period of', 'will begin on'],
  },
  {
    name: 'renewal',
    triggers: ['renewal', 'renew', 'extend', 'extension', 'auto-renew'],
    related: ['renew', 'renewal', 'extend', 'extended', 'extension', 'additional', 'automatically', 'successive'],
    phrases: ['may be extended', 'automatically renew', 'renewal term', 'additional period', 'successive'],
  },
  {
    name: 'parties',
    triggers: ['parties', 'party', 'who signed', 'between whom', 'contracting'],
    related: ['between', 'party', 'parties', 'corporation', 'company', 'llc', 'inc', 'ltd', 'limited'],
    phrases: ['by and between', 'between', 'corporation', 'limited liability company', 'entered into'],
  },
  {
    name: 'agreement date',
    triggers: ['agreement date', 'date of the agreement', 'dated', 'effective date', 'signed', 'execution date', 'made', 'entered into'],
    related: ['dated', 'made', 'entered', 'effective', 'date', 'day', 'executed', 'execution'],
    phrases: ['day of', 'effective date', 'is made', 'entered into', 'dated', 'made and entered', 'execution date'],
  },
  {
    name: 'limitation of liability',
    triggers: ['limitation of liability', 'liability', 'liable', 'damages', 'cap'],
    related: ['liable', 'liability', 'damages', 'consequential', 'incidental', 'indirect', 'special', 'punitive', 'exceed', 'limited'],
    phrases: ['in no event', 'shall not be liable', 'consequential damages', 'limitation of liability', 'aggregate liability'],
  },
  {
    name: 'indemnification',
    triggers: ['indemnification', 'indemnify', 'indemnity', 'hold harmless'],
    related: ['indemnify', 'indemnification', 'indemnity', 'harmless', 'defend', 'claims', 'losses'],
    phrases: ['hold harmless', 'indemnify', 'defend and hold', 'indemnity'],
  },
  {
    name: 'confidentiality',
    triggers: ['confidentiality', 'confidential', 'non-disclosure', 'nda', 'secret'],
    related: ['confidential', 'confidentiality', 'confidence', 'disclose', 'disclosure', 'secret', 'proprietary'],
    phrases: ['confidential information', 'in confidence', 'not disclose', 'confidentiality'],
  },
  {
    name: 'assignment',
    triggers: ['assignment', 'assign', 'assignable', 'transfer'],
    related: ['assign', 'assignment', 'assigns', 'transfer', 'consent', 'successors'],
    phrases: ['shall not assign', 'may not assign', 'prior written consent', 'successors and assigns', 'assign this agreement'],
  },
  {
    name: 'change of control',
    triggers: ['change of control', 'change in control', 'merger', 'acquisition', 'control'],
    related: ['control', 'management', 'merger', 'acquisition', 'acquired', 'ownership'],
    phrases: ['change in the control', 'change of control', 'change in control', 'merger'],
  },
  {
    name: 'exclusivity',
    triggers: ['exclusivity', 'exclusive', 'exclusively', 'sole'],
    related: ['exclusive', 'exclusively', 'exclusivity', 'sole'],
    phrases: ['exclusive right', 'sole and exclusive', 'exclusive'],
  },
  {
    name: 'non-compete',
    triggers: ['non-compete', 'noncompete', 'compete', 'competition', 'competing', 'competitive'],
    related: ['compete', 'competitive', 'competing', 'competition', 'competitor', 'represent'],
    phrases: ['not to compete', 'competitive with', 'competing products', 'non-compete'],
  },
  {
    name: 'payment terms',
    triggers: ['payment', 'pay', 'price', 'prices', 'fee', 'fees', 'invoice', 'cost'],
    related: ['payment', 'pay', 'paid', 'price', 'fee', 'invoice', 'net', 'cash', 'due', 'dollars'],
    phrases: ['payment', 'net cash', 'within thirty', 'per unit', 'invoice'],
  },
  {
    name: 'notice',
    triggers: ['notice', 'notices', 'notify', 'notification'],
    related: ['notice', 'notices', 'writing', 'written', 'mail', 'courier', 'delivered', 'addressed'],
    phrases: ['written notice', 'notice or communication', 'notices', 'shall be in writing'],
  },
  {
    name: 'warranty',
    triggers: ['warranty', 'warranties', 'warrant', 'guarantee'],
    related: ['warrant', 'warranty', 'warranties', 'defects', 'merchantability', 'fitness'],
    phrases: ['warrants', 'warranty', 'merchantability'],
  },
  {
    name: 'force majeure',
    triggers: ['force majeure', 'act of god', 'beyond control'],
    related: ['force', 'majeure', 'god', 'war', 'strike', 'fire', 'flood', 'beyond', 'control'],
    phrases: ['force majeure', 'act of god', 'beyond the control', 'beyond the reasonable control'],
  },
  {
    name: 'insurance',
    triggers: ['insurance', 'insured', 'insure'],
    related: ['insurance', 'insured', 'policy', 'coverage'],
    phrases: ['insurance', 'insured'],
  },
  {
    name: 'intellectual property',
    triggers: ['intellectual property', 'ip', 'trademark', 'patent', 'copyright', 'ownership'],
    related: ['intellectual', 'property', 'trademark', 'patent', 'copyright', 'proprietary', 'ownership', 'owner', 'license'],
    phrases: ['intellectual property', 'proprietary rights', 'trademark', 'patent'],
  },
];

/** The clause types a question is about, by its trigger words or phrases. */
export function conceptsOf(text: string): Concept[] {
  const lower = ` ${words(text).join(' ').toLowerCase()} `;
  const stems = new Set(contentStems(text));
  return CONCEPTS.filter((concept) =>
    concept.triggers.some((trigger) => {
      const triggerWords = words(trigger.toLowerCase());
      if (triggerWords.length > 1) return lower.includes(` ${triggerWords.join(' ')} `);
      return stems.has(stem(trigger));
    }),
  );
}

export interface WeightedTerm {
  stem: string;
  weight: number;
  /** From the question itself (not a synonym) and not a generic word: what a passage must mention to count as found. */
  essential: boolean;
}

/** The question's own words (weight 1) plus the related words of the clause types it names (weight 0.6). */
export function expandQuery(text: string): { terms: WeightedTerm[]; concepts: Concept[] } {
  const concepts = conceptsOf(text);
  const terms = new Map<string, WeightedTerm>();
  for (const termStem of contentStems(text)) {
    terms.set(termStem, { stem: termStem, weight: 1, essential: !isGenericStem(termStem) });
  }
  for (const concept of concepts) {
    for (const related of concept.related) {
      const relatedStem = stem(related);
      if (!terms.has(relatedStem)) terms.set(relatedStem, { stem: relatedStem, weight: 0.6, essential: false });
    }
  }
  return { terms: [...terms.values()], concepts };
}
