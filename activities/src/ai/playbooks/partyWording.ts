import { sideOf } from './rules';

/**
 * A playbook's model wording names the firm's client "the Customer" (or "the Licensee") and the other side "the
 * Supplier" (or "the Licensor"), as the demo playbook does (docs/playbooks.md). Put into a contract as it stands, that
 * wording speaks of parties the contract never defines ("The Customer shall pay…" in an agreement between "Provider"
 * and "Recipient"). `inContractTerms` writes the contract's own defined names in their place when the review knows the
 * side the firm acts for and the contract's opening defines one name for each side; otherwise the wording is returned
 * unchanged (and the integrity check flags the names it does not define).
 */
const CLIENT_WORDS = ['Customer', 'Licensee'];
const COUNTERPARTY_WORDS = ['Supplier', 'Licensor'];
const ROLE_IN_WORDING = new RegExp(`(\\b[Tt]he\\s+)?\\b(${[...CLIENT_WORDS, ...COUNTERPARTY_WORDS].join('|')})\\b`, 'g');

/** The opening that names the parties: up to the recitals or the first clause, at most this many characters. */
const PARTY_BLOCK_CHARS = 3000;
const PARTY_BLOCK_END = /\b(?:WHEREAS|W I T N E S S E T H|RECITALS|BACKGROUND|NOW,? THEREFORE|The Parties hereby agree|the parties agree as follows)\b/;
/** A defined name: ("Provider"), (the "Recipient"), (each and both of them "Recipient"), hereinafter "Supplier". */
const DEFINED_NAME = /(?:\((?:[^()"“”]{0,40})?["“'‘](?:the )?([A-Z][\w&' .-]{0,38}?)["”'’]\)|hereinafter(?: referred to as)?,? (?:the )?["“]([A-Z][\w&' .-]{0,38}?)["”])/g;
const NOT_A_PARTY_NAME = /^(?:The )?(?:Part(?:y|ies)|Agreement|Contract|Effective Date|Date|Services?|Products?|Goods|Territory|Term|Exhibit|Schedule)$|\b(?:Agreement|Date|License|Licence)$/;

interface DefinedParty {
  term: string;
  /** where the definition ends in the party block */
  at: number;
}

function definedParties(contract: string): DefinedParty[] {
  const opening = contract.slice(0, PARTY_BLOCK_CHARS);
  const end = opening.search(PARTY_BLOCK_END);
  const block = end > 0 ? opening.slice(0, end) : opening;
  const found: DefinedParty[] = [];
  for (const match of block.matchAll(DEFINED_NAME)) {
    const term = (match[1] ?? match[2] ?? '').trim();
    if (!term || NOT_A_PARTY_NAME.test(term) || found.some((party) => party.term === term)) continue;
    // A party acts in the contract: "Provider shall", "the Recipient may", "Licensee agrees".
    const acts = new RegExp(`\\b${escape(term)}\\s+(?:shall|will|may|agrees|must|hereby)\\b`).test(contract);
    if (acts) found.push({ term, at: match.index + match[0].length });
  }
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The client's defined name: one that `sideOf` calls ours, else the first defined after the client's name in the block. */
function clientTerm(parties: DefinedParty[], contract: string, actingFor: string): string | undefined {
  const ours = parties.filter((party) => sideOf(party.term, actingFor) === 'ours');
  if (ours.length === 1) return ours[0]!.term;
  if (ours.length > 1) return undefined;
  const named = contract.slice(0, PARTY_BLOCK_CHARS).indexOf(actingFor.split('\n')[0]!.trim());
  if (named < 0) return undefined;
  return parties.find((party) => party.at > named)?.term;
}

/** "the Recipient" where the contract mostly writes the name with "the", else "Recipient". */
function withArticle(term: string, contract: string): string {
  const all = contract.match(new RegExp(`\\b${escape(term)}\\b`, 'g'))?.length ?? 0;
  const withThe = contract.match(new RegExp(`\\bthe\\s+${escape(term)}\\b`, 'gi'))?.length ?? 0;
  return withThe * 2 >= all ? `the ${term}` : term;
}

export function inContractTerms(wording: string, contract: string, actingFor: string | undefined): string {
  if (!wording || !actingFor?.trim()) return wording;
  if (!new RegExp(ROLE_IN_WORDING.source).test(wording)) return wording;
  const parties = definedParties(contract);
  if (parties.length !== 2) return wording;
  const client = clientTerm(parties, contract, actingFor);
  const counterparty = parties.find((party) => party.term !== client)?.term;
  if (!client || !counterparty) return wording;
  const names = { client: withArticle(client, contract), counterparty: withArticle(counterparty, contract) };
  return wording.replace(ROLE_IN_WORDING, (_whole: string, article: string | undefined, role: string, offset: number) => {
    const name = CLIENT_WORDS.includes(role) ? names.client : names.counterparty;
    const capital = offset === 0 || /[.;:]\s*$/.test(wording.slice(0, offset)) || article?.startsWith('The');
    return capital && name.startsWith('the ') ? `The ${name.slice('the '.length)}` : name;
  });
}
