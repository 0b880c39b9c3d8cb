import { expect } from 'vitest';
import { CONTRACTS, readContract } from './matrixSupport';

/** The distributor agreement of the fixtures: Texas law, a term ending on May 31, 2015. */
export const DRAFTED_CONTRACT = CONTRACTS[0];

/** A lawyer's second draft of the distributor agreement: the term ends in 2018 and New York law governs; nothing else is edited. */
export function secondDraft(): Buffer {
  const text = readContract(DRAFTED_CONTRACT).toString('utf8');
  const edited = text
    .replace('The term of this Agreement shall terminate on May 31, 2015, unless sooner terminated.', 'The term of this Agreement shall terminate on May 31, 2018, unless sooner terminated.')
    .replace('This Agreement shall be governed by the laws of the State of Texas.', 'This Agreement shall be governed by the laws of the State of New York.');
  expect([edited.includes('May 31, 2018, unless'), edited.includes('State of New York.')]).toEqual([true, true]);
  return Buffer.from(edited, 'utf8');
}
