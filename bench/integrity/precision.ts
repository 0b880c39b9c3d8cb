/**
 * The integrity check after edits (shared/src/integrity) on real contracts: the six fixture contracts and a sample of
 * CUAD's training texts, each cut into paragraphs as the playground cuts its sample (one per non-empty line), then
 * edited by script and checked on the paragraphs the edit changed, with the contract as it was as `before` (so the check
 * can see a definition the edit took away).
 *
 * - rename: a defined term renamed everywhere, its definition, plural and compounds included ("Company" →
 *   "Counterparty"; other names that end with it, "the Purchase Agreement", left alone). The document is as consistent
 *   as before: no warning is right.
 * - rename in one clause: the same rename in one later paragraph only, as an edit of one clause might. The warning
 *   that the new name is not defined is right.
 * - delete: a term's definition removed (the parenthesis or the sentence that defines it), together with an edit of
 *   the next paragraph that uses the term. The warning that the term is not defined is right.
 *
 * Any other warning is a false alarm. A warning also given when the same paragraphs of the text before the edit are
 * checked is about the contract, not the edit: precision is printed without them and, more strictly, with them
 * counted as wrong. Prints recall on the two kinds of error, and the false alarms' texts with an example.
 *
 *   npm run --workspace bench bench:integrity-precision   # fixtures + every 6th CUAD training contract
 *   INTEGRITY_SAMPLE_OFFSET=1 npm run --workspace bench bench:integrity-precision  # another sixth, never read while developing
 *   INTEGRITY_SAMPLE_EVERY=1 npm run --workspace bench bench:integrity-precision   # all 449
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkIntegrity, type IntegrityParagraph, type IntegrityWarning } from '../../shared/src/integrity';
import { cuadTrainDirectory, readContracts } from '../../activities/src/ai/local/training/cuadData';

const SAMPLE_EVERY = Number(process.env.INTEGRITY_SAMPLE_EVERY ?? 6);
/** Which of every SAMPLE_EVERY contracts: 0 is the sample the check was developed on, 1-5 were not read. */
const SAMPLE_OFFSET = Number(process.env.INTEGRITY_SAMPLE_OFFSET ?? 0);
const EDITS_PER_CONTRACT = 3;
const RENAMES = ['Counterparty', 'Provider', 'Recipient', 'Vendor', 'Contractor', 'Operator', 'Principal', 'Commencement Date', 'Relevant Goods'];
const fixtures = path.resolve(import.meta.dirname, '../../../shared/fixtures/contracts');

interface Contract {
  title: string;
  paragraphs: IntegrityParagraph[];
}

const toParagraphs = (text: string): IntegrityParagraph[] =>
  text
    .split(/\r?\n/u)
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .filter(Boolean)
    .map((line, index) => ({ id: `p${index}`, text: line }));

function readSample(): Contract[] {
  const fromFixtures = readdirSync(fixtures)
    .filter((name) => name.endsWith('.txt'))
    .map((name) => ({ title: name, paragraphs: toParagraphs(readFileSync(path.join(fixtures, name), 'utf8')) }));
  const fromCuad = readContracts(path.join(cuadTrainDirectory(), 'contracts.jsonl.gz'))
    .filter((_, index) => index % SAMPLE_EVERY === SAMPLE_OFFSET)
    .map((contract) => ({ title: contract.title, paragraphs: toParagraphs(contract.text) }));
  return [...fromFixtures, ...fromCuad];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const wholeWord = (term: string, flags = 'gu') => new RegExp(`(?<![\\w])${escape(term)}(?![\\w])`, flags);

/** A parenthesised definition ("(the “Distributor”)") or a sentence that defines ("“Products” means …"), and its term. */
const PAREN_DEFINITION = /\((?:[^()"“”]{0,40})["“]([A-Z][\w&'’ -]{1,40})["”]\)/gu;
const MEANS_DEFINITION = /["“]([A-Z][\w&'’ -]{1,40})["”]\s*(?:means|shall mean)\b[^.]*(?:\.|$)/gu;

interface Definition {
  term: string;
  paragraphIndex: number;
  text: string;
}

function definitionsOf(contract: Contract): Definition[] {
  const found = contract.paragraphs.flatMap((paragraph, paragraphIndex) =>
    [PAREN_DEFINITION, MEANS_DEFINITION].flatMap((pattern) => [...paragraph.text.matchAll(pattern)].map((match) => ({ term: match[1]!, paragraphIndex, text: match[0] }))),
  );
  const counts = new Map<string, number>();
  for (const { term } of found) counts.set(term, (counts.get(term) ?? 0) + 1);
  return found.filter(({ term }) => counts.get(term) === 1 && term.length > 2);
}

const usesOf = (contract: Contract, term: string) => contract.paragraphs.filter((paragraph) => wholeWord(term, 'u').test(paragraph.text)).length;

interface Edit {
  kind: 'rename' | 'renameOnce' | 'delete';
  term: string;
  paragraphs: IntegrityParagraph[];
  changedIds: string[];
  /** The one-clause rename's old name. */
  renamed?: string;
}

function rename(contract: Contract, term: string): Edit {
  const taken = contract.paragraphs.map((paragraph) => paragraph.text).join('\n');
  const replacement = RENAMES.find((name) => !taken.includes(name) && name !== term) ?? 'Zedcorp';
  // Every use, plural and "-owned" compounds included, but not another name that ends with the term ("the Purchase
  // Agreement" when "Agreement" is renamed).
  const ownUses = new RegExp(`(?<!\\b(?!(?:The|This|Such|Each|Any|Every|Said|No|All|Neither|Either)\\s)[A-Z][\\w-]*\\s|[\\w-])${escape(term)}(s?)(?:['’](?![sS]))?(?!\\w)`, 'gu');
  const renamed = (text: string) =>
    text.replace(ownUses, (use, plural: string) => `${replacement}${plural}${/['’]$/u.test(use) ? "'s" : ''}`);
  const paragraphs = contract.paragraphs.map((paragraph) => ({ id: paragraph.id, text: renamed(paragraph.text) }));
  const changedIds = paragraphs.filter((paragraph, index) => paragraph.text !== contract.paragraphs[index]!.text).map((paragraph) => paragraph.id);
  return { kind: 'rename', term, paragraphs, changedIds };
}

/** The term renamed in one later paragraph only, as an edit of one clause might: the new name is not defined. */
function renameOnce(contract: Contract, definition: Definition, everywhere: Edit): Edit | null {
  const index = everywhere.paragraphs.findIndex((paragraph, at) => at > definition.paragraphIndex && paragraph.text !== contract.paragraphs[at]!.text);
  if (index < 0) return null;
  const paragraphs = contract.paragraphs.map((paragraph, at) => (at === index ? everywhere.paragraphs[at]! : paragraph));
  const replacement = RENAMES.find((name) => everywhere.paragraphs[index]!.text.includes(name))!;
  return { kind: 'renameOnce', term: replacement, paragraphs, changedIds: [paragraphs[index]!.id], renamed: definition.term };
}

function deleteDefinition(contract: Contract, definition: Definition): Edit | null {
  const user = contract.paragraphs.findIndex(
    (paragraph, index) => index > definition.paragraphIndex && new RegExp(`\\b(?:the|such|each|any|this|said)\\s+${escape(definition.term)}(?![\\w])`, 'iu').test(paragraph.text),
  );
  if (user < 0) return null;
  const paragraphs = contract.paragraphs.map((paragraph, index) => {
    if (index === definition.paragraphIndex) return { id: paragraph.id, text: paragraph.text.replace(definition.text, '').replace(/\s{2,}/gu, ' ') };
    if (index === user) return { id: paragraph.id, text: `${paragraph.text} ` };
    return paragraph;
  });
  return { kind: 'delete', term: definition.term, paragraphs, changedIds: [contract.paragraphs[definition.paragraphIndex]!.id, contract.paragraphs[user]!.id] };
}

function editsOf(contract: Contract): Edit[] {
  const definitions = definitionsOf(contract).filter(({ term }) => usesOf(contract, term) >= 3);
  const step = Math.max(1, Math.floor(definitions.length / EDITS_PER_CONTRACT));
  const chosen = definitions.filter((_, index) => index % step === 0).slice(0, EDITS_PER_CONTRACT);
  return chosen.flatMap((definition) => {
    const everywhere = rename(contract, definition.term);
    return [everywhere, renameOnce(contract, definition, everywhere) ?? [], deleteDefinition(contract, definition) ?? []].flat();
  });
}

const namesTerm = (warning: IntegrityWarning, term: string) => warning.kind === 'undefined-term' && wholeWord(term, 'iu').test(warning.message);
/**
 * The one-clause rename also renamed a definition in that clause ("Customer Locations" → "Counterparty Locations")
 * that other paragraphs still use: the warning that the old term is no longer defined is right.
 */
function namesRenamedDefinition(edit: Edit, contract: Contract, warning: IntegrityWarning): boolean {
  const term = /^"(.+)" is no longer defined/u.exec(warning.message)?.[1];
  if (!term || !edit.renamed || !wholeWord(edit.renamed, 'u').test(term)) return false;
  const editedBefore = contract.paragraphs.filter((paragraph) => edit.changedIds.includes(paragraph.id));
  return editedBefore.some((paragraph) => paragraph.text.includes(`"${term}"`)) && edit.paragraphs.some((paragraph) => wholeWord(term, 'u').test(paragraph.text));
}
const contextOf = (edit: Edit, warning: IntegrityWarning) =>
  edit.paragraphs.find((paragraph) => paragraph.id === warning.paragraphId)!.text.slice(Math.max(0, warning.start - 40), warning.end + 30);

const tally = {
  rename: { edits: 0, warnings: 0, preexisting: 0, right: 0, caught: 0 },
  renameOnce: { edits: 0, warnings: 0, preexisting: 0, right: 0, caught: 0 },
  delete: { edits: 0, warnings: 0, preexisting: 0, right: 0, caught: 0 },
};
const falseAlarms = new Map<string, number>();
const contexts = new Map<string, string>();
const contracts = readSample();
for (const contract of contracts) {
  for (const edit of editsOf(contract)) {
    const warnings = checkIntegrity(edit.paragraphs, edit.changedIds, { before: contract.paragraphs });
    const before = new Set(checkIntegrity(contract.paragraphs, edit.changedIds).map((warning) => `${warning.kind}: ${warning.message}`));
    const figures = tally[edit.kind];
    figures.edits += 1;
    figures.warnings += warnings.length;
    const right = edit.kind === 'rename' ? [] : warnings.filter((warning) => namesTerm(warning, edit.term) || namesRenamedDefinition(edit, contract, warning));
    figures.right += right.length;
    if (right.length > 0) figures.caught += 1;
    for (const warning of warnings.filter((warning) => !right.includes(warning))) {
      if (before.has(`${warning.kind}: ${warning.message}`)) {
        figures.preexisting += 1;
        continue;
      }
      const key = `${warning.kind}: ${warning.message}`;
      falseAlarms.set(key, (falseAlarms.get(key) ?? 0) + 1);
      if (!contexts.has(key)) contexts.set(key, `${edit.kind} ${edit.term} in ${contract.title.slice(0, 40)}: …${contextOf(edit, warning)}…`);
    }
  }
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);
const all = Object.values(tally);
const sum = (field: keyof typeof tally.rename) => all.reduce((total, figures) => total + figures[field], 0);
const [warnings, preexisting, right] = [sum('warnings'), sum('preexisting'), sum('right')];
console.log(`${contracts.length} contracts (the fixtures + every ${SAMPLE_EVERY}th CUAD training text, offset ${SAMPLE_OFFSET})`);
console.log(`rename a defined term everywhere: ${tally.rename.edits} edits, ${tally.rename.warnings} warnings, ${tally.rename.preexisting} of them also before the edit`);
console.log(`rename it in one clause only:     ${tally.renameOnce.edits} edits, ${tally.renameOnce.warnings} warnings, ${tally.renameOnce.preexisting} also before, ${tally.renameOnce.right} name the new name`);
console.log(`delete a definition:              ${tally.delete.edits} edits, ${tally.delete.warnings} warnings, ${tally.delete.preexisting} also before, ${tally.delete.right} name the deleted term`);
console.log(`precision ${right}/${warnings - preexisting} (${percent(right, warnings - preexisting)}) on what the edits changed; ${right}/${warnings} (${percent(right, warnings)}) counting the warnings also given before the edit as wrong`);
console.log(`recall: one-clause renames ${tally.renameOnce.caught}/${tally.renameOnce.edits} (${percent(tally.renameOnce.caught, tally.renameOnce.edits)}), deleted definitions ${tally.delete.caught}/${tally.delete.edits} (${percent(tally.delete.caught, tally.delete.edits)})`);
const top = [...falseAlarms].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.INTEGRITY_SHOW ?? 25));
if (top.length > 0) console.log(`\nfalse alarms, most frequent first:\n${top.map(([text, count]) => `${String(count).padStart(4)}  ${text}\n        ${contexts.get(text)}`).join('\n')}`);
