import { describe, expect, it } from 'vitest';
import { featuresOf } from './features';
import { headingsOf, positionOf } from './units';

/**
 * Excerpts of CUAD v1 contracts (The Atticus Project, CC BY 4.0, https://www.atticusprojectai.org/cuad): a licence's
 * numbered section title on a line of its own, then its lettered items, which carry no title of their own.
 */
const LICENCE = [
  '(n) "Territory" shall mean mainland China.',
  '2. Rights Granted.',
  '(a) License Grant. In exchange for the Share Consideration, Licensor hereby grants to Licensee a non-exclusive license in the Territory.',
  'i. license, exhibit, distribute, reproduce, transmit, perform, display, and otherwise exploit the Titles.',
  'Source: IDEANOMICS, INC., 10-K, 3/30/2016',
  '12. Governing Law. This Agreement shall be governed by the laws of the State of New York.',
  'Each party submits to the exclusive jurisdiction of the courts of New York County.',
  'ARTICLE 13 CONFIDENTIALITY',
  'The Receiving Party shall hold the Disclosing Party\'s Confidential Information in confidence.',
];

describe('the section a passage is in', () => {
  it('is the last title above it: a numbered line, an upper-case line, or a numbered section that opens with its title', () => {
    expect(headingsOf(LICENCE)).toEqual([
      undefined,
      '2. Rights Granted.',
      '2. Rights Granted.',
      '2. Rights Granted.',
      '2. Rights Granted.',
      'Governing Law',
      'Governing Law',
      'ARTICLE 13 CONFIDENTIALITY',
      'ARTICLE 13 CONFIDENTIALITY',
    ]);
  });

  it('gives a clause without a title of its own the words of its section\'s title as features', () => {
    // "Each party submits…" says nothing of the law; under "12. Governing Law." the finder still reads it as that section.
    const features = featuresOf(LICENCE[6]!, positionOf(LICENCE, 6));
    expect(features).toEqual(expect.arrayContaining(['h:govern', 'h:law']));
    expect(featuresOf(LICENCE[0]!, positionOf(LICENCE, 0)).some((feature) => feature.startsWith('h:'))).toBe(false);
  });
});

describe('the second feature set', () => {
  const AGREEMENT = [
    'COLLABORATION AGREEMENT',
    'This Collaboration Agreement (the "Agreement") is made as of May 1, 2019 by and between Ceres, Inc. ("Ceres") and Acme LLC ("Acme").',
    'During the Term, Acme shall not:',
    '(a) sell any product that competes with the Products in the Territory;',
    'Collaboration Agreement',
  ];

  it('reads the last words of the paragraph before, a lead-in ending with a colon, and a list item', () => {
    const features = featuresOf(AGREEMENT[3]!, positionOf(AGREEMENT, 3), 2);
    expect(features).toEqual(expect.arrayContaining(['<shall', '<not', '@afterColon', '@listItem', '@tenth6']));
    // The first feature set, which the models before it were trained on, is unchanged.
    expect(featuresOf(AGREEMENT[3]!, positionOf(AGREEMENT, 3)).some((feature) => feature.startsWith('<') || feature.startsWith('@tenth'))).toBe(false);
  });

  it('marks a passage that defines a term and a short title in capitalised words', () => {
    expect(featuresOf(AGREEMENT[1]!, positionOf(AGREEMENT, 1), 2)).toContain('@defines');
    expect(featuresOf(AGREEMENT[4]!, positionOf(AGREEMENT, 4), 2)).toContain('@titleCase');
    expect(featuresOf(AGREEMENT[2]!, positionOf(AGREEMENT, 2), 2)).not.toContain('@titleCase');
    expect(featuresOf(AGREEMENT[2]!, positionOf(AGREEMENT, 2), 2)).not.toContain('@defines');
  });
});
