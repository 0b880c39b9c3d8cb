import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HELD_OUT_SAMPLE_FILE, readContracts } from '../training/cuadData';
import { evaluateOfflineEngine } from '../training/evaluation';
import { clauseModel } from './clauseModel';
import { categoriesForColumn, TEMPLATE_CATEGORIES } from './categories';

/** Below what the shipped model reaches on this sample, so only a real regression fails. */
const MIN_FOUND = 0.6;
const MIN_HONEST = 0.8;

const finderFile = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

/**
 * A regression guard for the shipped model: held-out CUAD contracts (test split, never trained or tuned on; CUAD v1,
 * The Atticus Project, CC BY 4.0) × one custom column per category the templates cover, judged by the lawyers' labels.
 */
describe('the clause finder', () => {
  const model = clauseModel();

  it('loads the committed model: every CUAD category and the six weakly labelled ones with a threshold, in a small file', () => {
    expect(model.categories).toHaveLength(41 + 6);
    expect(model.keywordThresholds.short).toBeGreaterThan(0);
    expect(model.keywordThresholds.long).toBeGreaterThan(0);
    expect(model.thresholds.get('Governing Law')).toEqual(expect.any(Number));
    expect(statSync(finderFile('clauseModel.json')).size).toBeLessThan(2_000_000);
  });

  it('maps every template and custom columns to the categories they cover', () => {
    for (const categories of Object.values(TEMPLATE_CATEGORIES)) for (const category of categories) expect(model.categories).toContain(category);
    expect(categoriesForColumn('Non-compete clause', 'Is there a non-compete?', model.categories)).toEqual(['Non-Compete']);
    expect(categoriesForColumn('Exit', 'May either party terminate for convenience?', model.categories)).toEqual(['Termination For Convenience']);
    expect(categoriesForColumn('Indemnities', 'Who indemnifies whom?', model.categories)).toEqual(['Indemnification']);
    expect(categoriesForColumn('Forum', 'Which courts have jurisdiction?', model.categories)).toEqual(['Jurisdiction']);
    expect(categoriesForColumn('Governing law and venue', '', model.categories)).toEqual(['Governing Law', 'Jurisdiction']);
    expect(categoriesForColumn('Purchase price', 'What is the purchase price?', model.categories)).toEqual([]);
  });

  it('finds present clauses, says "Not found" for absent ones and quotes verbatim on held-out contracts', () => {
    const contracts = readContracts(finderFile(HELD_OUT_SAMPLE_FILE));
    const templateCategories = [...new Set(Object.values(TEMPLATE_CATEGORIES).flat())];
    const columns = templateCategories.map((category) => ({ name: category, query: model.descriptions.get(category)!, category }));
    const { total } = evaluateOfflineEngine(contracts, columns);
    expect(contracts.length).toBeGreaterThanOrEqual(10);
    expect(total.found / total.present).toBeGreaterThanOrEqual(MIN_FOUND);
    expect(total.honest / total.absent).toBeGreaterThanOrEqual(MIN_HONEST);
    expect(total.verbatim).toBe(total.answered);
  }, 60_000);
});
