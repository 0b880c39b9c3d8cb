import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ContextPassage } from '../types';
import { clauseCategoriesOfQuestion, clauseChatAnswer } from './clauseChat';
import { NOTHING_FOUND_ANSWER } from './extractiveAnswer';
import { HELD_OUT_SAMPLE_FILE, readContracts, type CuadContract } from './training/cuadData';
import { mapDocument } from './training/paragraphMap';

// Held-out CUAD v1 contracts (The Atticus Project, CC BY 4.0) shipped beside the model.
const contracts = readContracts(fileURLToPath(new URL(`./finder/${HELD_OUT_SAMPLE_FILE}`, import.meta.url)));

function passagesOf(contract: CuadContract): ContextPassage[] {
  return mapDocument(contract.text)!.paragraphs.map((text, ordinal) => ({
    sourceType: 'attachment',
    sourceId: contract.title,
    sourceName: `${contract.title}.txt`,
    partId: null,
    ordinal,
    text,
  }));
}

const hasClause = (contract: CuadContract, category: string) => contract.clauses.some((clause) => clause.category === category);

describe('chat about a clause, offline', () => {
  it('maps questions that name a clause to its categories, and general questions to none', () => {
    expect(clauseCategoriesOfQuestion('Is there a non-compete in this contract?')).toEqual(['Non-Compete']);
    expect(clauseCategoriesOfQuestion('Which law governs the agreement?')).toEqual(['Governing Law']);
    expect(clauseCategoriesOfQuestion('Who are the parties?')).toEqual([]);
  });

  it('quotes the governing-law clause verbatim where the contract has one', () => {
    const contract = contracts.find((candidate) => hasClause(candidate, 'Governing Law'))!;
    const passages = passagesOf(contract);
    const { answer, citations } = clauseChatAnswer('Which law governs the agreement?', ['Governing Law'], passages);
    expect(citations.length).toBeGreaterThan(0);
    expect(citations[0]!.quote).toMatch(/law/i);
    expect(passages.some((passage) => passage.text.includes(citations[0]!.quote))).toBe(true);
    expect(answer).toContain(citations[0]!.quote);
  });

  it('says nothing was found, and what it looked for, where the contract has no such clause', () => {
    const contract = contracts.find((candidate) => !hasClause(candidate, 'Non-Compete') && !hasClause(candidate, 'Exclusivity'))!;
    const { answer, citations } = clauseChatAnswer('Is there a non-compete?', ['Non-Compete'], passagesOf(contract));
    expect(citations).toEqual([]);
    expect(answer).toContain(NOTHING_FOUND_ANSWER);
    expect(answer).toContain('Non-Compete');
  });

  it('uses the weakly labelled categories for clauses CUAD does not label, with the same honesty', () => {
    expect(clauseCategoriesOfQuestion('Which courts have jurisdiction over disputes?')).toEqual(['Jurisdiction']);
    expect(clauseCategoriesOfQuestion('Is there an indemnity?')).toEqual(['Indemnification']);
    // Hand-checked (finder/weakLabelCheck.json): venue in the Nevada courts; no indemnity in the Cerus amendment.
    const vnue = contracts.find((candidate) => candidate.title.startsWith('VnueInc'))!;
    const found = clauseChatAnswer('Which courts have jurisdiction over disputes?', ['Jurisdiction'], passagesOf(vnue));
    expect(found.citations.map((citation) => citation.quote).join(' ')).toMatch(/Nevada/);
    const cerus = contracts.find((candidate) => candidate.title.startsWith('Cerus'))!;
    const nothing = clauseChatAnswer('Is there an indemnity?', ['Indemnification'], passagesOf(cerus));
    expect(nothing.citations).toEqual([]);
    expect(nothing.answer).toContain(NOTHING_FOUND_ANSWER);
    expect(nothing.answer).toContain('Indemnification');
  });
});

