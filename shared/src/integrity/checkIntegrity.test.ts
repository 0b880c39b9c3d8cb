import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkIntegrity, INTEGRITY_TEXTS, type IntegrityParagraph } from './checkIntegrity';

const contract: IntegrityParagraph[] = [
  { id: 'h', text: 'SUPPLY AGREEMENT' },
  { id: 'd', text: '1. Definitions. "Supplier" means Acme Ltd. "Products" means the goods listed in Schedule 1.' },
  { id: 'a', text: '2. Supply. The Supplier shall supply the Products to Beta Inc. (the "Buyer").' },
  { id: 'p', text: '3. Price. The Buyer pays within thirty (30) days of the invoice.' },
  { id: 't', text: '3.1 Late payment. Interest runs as set out in clause 3.' },
];

const edit = (id: string, text: string) => contract.map((paragraph) => (paragraph.id === id ? { id, text } : paragraph));

describe('checkIntegrity', () => {
  it('finds nothing wrong in a consistent edit', () => {
    expect(checkIntegrity(edit('p', '3. Price. The Buyer pays within fourteen (14) days of the invoice, as clause 2 says.'), ['p'])).toEqual([]);
  });

  it('warns about a term used but not defined, where it is used', () => {
    const paragraphs = edit('a', '2. Supply. The Vendor shall supply the Products to Beta Inc. (the "Buyer").');
    const warnings = checkIntegrity(paragraphs, ['a']);
    expect(warnings).toEqual([{ kind: 'undefined-term', paragraphId: 'a', start: 15, end: 21, message: INTEGRITY_TEXTS.undefinedTerm('Vendor') }]);
    expect(paragraphs[2]!.text.slice(15, 21)).toBe('Vendor');
  });

  it('warns about a term defined twice', () => {
    const warnings = checkIntegrity(edit('p', '3. Price. The "Supplier" means Acme Group. The Buyer pays within thirty (30) days.'), ['p']);
    expect(warnings.map((warning) => [warning.kind, warning.message])).toEqual([['duplicate-definition', INTEGRITY_TEXTS.duplicateDefinition('Supplier')]]);
  });

  it('warns about a cross-reference to a clause that does not exist, and accepts one to a clause with subclauses', () => {
    const warnings = checkIntegrity(edit('t', '3.1 Late payment. Interest runs as set out in clause 7.2 and Section 3.'), ['t']);
    expect(warnings).toEqual([
      { kind: 'missing-clause', paragraphId: 't', start: 46, end: 56, message: INTEGRITY_TEXTS.missingClause('clause 7.2', '7.2') },
    ]);
  });

  it('does not judge cross-references in a document without numbered headings (Word list numbering)', () => {
    expect(checkIntegrity([{ id: 'x', text: 'As clause 9 says, the parties agree.' }], ['x'])).toEqual([]);
  });

  it('warns when the words and the digits of a number disagree', () => {
    const paragraphs = edit('p', '3. Price. The Buyer pays within thirty (20) days, and a fee of one hundred and twenty-five dollars ($125) or two thousand (2,500) units.');
    const warnings = checkIntegrity(paragraphs, ['p']);
    expect(warnings.map((warning) => paragraphs[3]!.text.slice(warning.start, warning.end))).toEqual(['thirty (20)', 'two thousand (2,500)']);
    expect(warnings[0]!.message).toBe(INTEGRITY_TEXTS.numberMismatch('thirty (20)', 'thirty', 20));
  });

  it('warns about a "such courts" whose courts the edit took out of its paragraph (Integrity Media\'s governing-law redline, issue 32)', () => {
    const law = 'b. This Agreement has been entered into in the State of Tennessee, and the validity, interpretation and legal effect of this Agreement will be governed by the laws of the State of Tennessee applicable to contracts entered into and performed entirely within the State of Tennessee.';
    const venue = 'The venue for any controversy or claim arising out of or relating to this Agreement or breach thereof, shall be the appropriate state and federal courts located in Nashville, Tennessee.';
    const rest = "Accordingly, each party hereto consents and submits to the jurisdiction of such courts. The prevailing party in any such dispute arising hereunder will be entitled to recover from the other party its reasonable attorneys' fees in connection therewith in addition to the costs thereof.";
    const newLaw = 'b. This Agreement and any dispute or claim arising out of or in connection with it shall be governed by and construed in accordance with the laws of the State of New York, without giving effect to any choice or conflict of law provision or rule.';
    const before = [{ id: 'g', text: `${law} ${venue} ${rest}` }];
    const deleted = [{ id: 'g', text: `${newLaw} ${rest}` }];
    const warnings = checkIntegrity(deleted, ['g'], { before });
    expect(warnings.map(({ kind, message }) => ({ kind, message }))).toEqual([{ kind: 'dangling-reference', message: INTEGRITY_TEXTS.danglingReference('such courts', 'courts') }]);
    expect(deleted[0]!.text.slice(warnings[0]!.start, warnings[0]!.end)).toBe('such courts');
    // The venue kept: nothing to say. "such dispute" never had its noun before it (the drafter's "controversy or claim"): not the edit's doing.
    expect(checkIntegrity([{ id: 'g', text: `${newLaw} ${venue} ${rest}` }], ['g'], { before })).toEqual([]);
    expect(checkIntegrity([{ id: 'g', text: `${law} ${rest}` }], ['g'], { before: [{ id: 'g', text: `${law} ${rest}` }] })).toEqual([]);
    // Without the text before the edit, nothing can be told.
    expect(checkIntegrity(deleted, ['g'])).toEqual([]);
  });

  it('checks only the changed paragraphs', () => {
    const paragraphs = [...contract, { id: 'old', text: 'The Licensor pays within ten (11) days under clause 99.' }];
    expect(checkIntegrity(paragraphs, ['p'])).toEqual([]);
    expect(checkIntegrity(paragraphs, [])).toEqual([]);
  });

  describe('on the playground\'s sample contract (CUAD v1, CC BY 4.0)', () => {
    const sample = readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/contracts/blackboxstocksinc-08-05-2014-ex-10.1-distributor-agreement.txt'), 'utf8');
    const original = sample
      .split(/\r?\n/u)
      .map((line) => line.replace(/\s+/gu, ' ').trim())
      .filter(Boolean)
      .map((text, index) => ({ id: `p${index}`, text }));
    const renamed = (only?: string) =>
      original.map((paragraph) => (only && paragraph.id !== only ? paragraph : { id: paragraph.id, text: paragraph.text.replace(/\bCompany\b/gu, 'Counterparty') }));
    const changedIds = (paragraphs: IntegrityParagraph[]) => paragraphs.filter((paragraph, index) => paragraph.text !== original[index]!.text).map((paragraph) => paragraph.id);

    it('stays quiet after "Company" is replaced by "Counterparty" everywhere: possessives, "Price List", "the State of Texas"', () => {
      const paragraphs = renamed();
      expect(changedIds(paragraphs).length).toBeGreaterThan(10);
      expect(checkIntegrity(paragraphs, changedIds(paragraphs))).toEqual([]);
    });

    it('still finds a reference to a clause the contract does not have, street numbers notwithstanding ("LLC 2591 Dallas Parkway")', () => {
      const clause = original.find((paragraph) => paragraph.text.startsWith('3.03'))!.id;
      const paragraphs = original.map((paragraph) => (paragraph.id === clause ? { id: clause, text: `${paragraph.text} Refunds follow Section 12.04.` } : paragraph));
      expect(checkIntegrity(paragraphs, [clause]).map((warning) => warning.message)).toEqual([INTEGRITY_TEXTS.missingClause('Section 12.04', '12.04')]);
    });

    it('still warns when one clause alone calls the Company "the Counterparty"', () => {
      const clause = original.find((paragraph) => paragraph.text.startsWith('1.02'))!.id;
      const paragraphs = renamed(clause);
      expect(checkIntegrity(paragraphs, [clause]).map((warning) => warning.message)).toEqual([INTEGRITY_TEXTS.undefinedTerm('Counterparty')]);
    });
  });

  describe('terms defined in single or typographic quotes', () => {
    const undefinedTerms = (paragraphs: IntegrityParagraph[]) =>
      checkIntegrity(paragraphs, paragraphs.map((paragraph) => paragraph.id))
        .filter((warning) => warning.kind === 'undefined-term')
        .map((warning) => warning.message);
    const document = (...texts: string[]) => texts.map((text, index) => ({ id: String(index), text }));

    it('count as defined in real CUAD excerpts', () => {
      // AgapeAtpCorp's supply agreement (the fixture), IMPCO's joint venture, Lucid's distributor agreement, Datec's services agreement (CUAD v1, CC BY 4.0).
      expect(
        undefinedTerms(
          document(
            "ODM SUPPLY AGREEMENT THIS AGREEMENT is made on the 15t h day of January 2018. BETWEEN: ORGANIC PREPARATIONS INC. 2nd Floor, Transpacific Haus Lini Highway, Port Vila. Vanuatu ('the Manufacturer') of one part AND: AGAPE ATP INTERNATIONAL HOLDING LIMITED Unit 05, 4F, Energy Plaza No. 92, Granville Road Tsim Sha Tsui East Kowloon, Hong Kong ('the Customer') of the other part.",
            '2.1 Provision by the Manufacturer The Manufacturer agrees to supply to the Customer, within a reasonable period of time, all documentation.',
            "commence within a period of seven (7) working days of the issue of notice in writing by either party calling for the same (hereinafter called 'the Notice').",
            'Within ninety (90) working days from the Notice the difference goes to arbitration.',
            "IMPCO shall designate one (1) of its Directors as the Managing Director ('MD') of the JVC.",
            "This Distributor Agreement (the 'Agreement') dated [*] is between Lucid Inc. And [*] ('Distributor')",
            'A) The Distributor is appointed as an exclusive Distributor within the following territories: [*].',
            "(a) the level of resources required to provide the Services ('Required Resources'); and",
            'Datec shall provide the Required Resources.',
          ),
        ),
      ).toEqual([]);
    });

    it("count as defined in the fixture AgapeAtp contract as a whole ('the Manufacturer', 'the Customer')", () => {
      const text = readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/contracts/agapeatpcorp-20191202-10-ka-ex-10.1-11911128-ex-10.1-supply-agreement.txt'), 'utf8');
      const terms = undefinedTerms(document(...text.split(/\r?\n/u).map((line) => line.replace(/\s+/gu, ' ').trim()).filter(Boolean)));
      expect(terms).not.toContain(INTEGRITY_TEXTS.undefinedTerm('Manufacturer'));
      expect(terms).not.toContain(INTEGRITY_TEXTS.undefinedTerm('Customer'));
      expect(terms.filter((message) => /['’]"/u.test(message))).toEqual([]);
    });

    it.each([
      ['(‘Agreement’) … (‘Supplier’)', 'This Agreement (‘Agreement’) is made by Acme Inc. (‘Company’) and Beta Ltd (‘Supplier’).'],
      ['(the "Company")', 'Acme Inc. (the "Company") and Beta Ltd (the "Supplier").'],
      ['("Company")', 'Acme Inc. ("Company") and the Supplier ("Supplier").'],
      ['(the ‘Company’)', 'Acme Inc. (the ‘Company’) and Beta Ltd (the ‘Supplier’).'],
      ['hereinafter "X"', 'Acme Inc., hereinafter "Company", and Beta Ltd, hereinafter “Supplier”.'],
      ['(each a "Party" and together the "Parties")', 'Acme Inc. (the “Company”) and Beta Ltd (the “Supplier”) (each a "Party" and together the "Parties").'],
      ['“Services” means', '“Company” means Acme Inc. ‘Supplier’ means Beta Ltd.'],
    ])('%s', (_, definition) => {
      expect(undefinedTerms(document(definition, "The Company pays the Supplier's invoices. Each Party bears its costs."))).toEqual([]);
    });

    it('still warn about a term no quote defines, possessive or not', () => {
      expect(undefinedTerms(document('Acme Inc. (‘Company’).', "The Company pays the Vendor's invoices."))).toEqual([INTEGRITY_TEXTS.undefinedTerm('Vendor')]);
    });
  });

  describe('a definition the edit took away, given the text before the edit', () => {
    it('warns where the definition was when the edit deletes it and the term is still used', () => {
      const paragraphs = edit('a', '2. Supply. The Supplier shall supply the Products to Beta Inc.');
      const warnings = checkIntegrity(paragraphs, ['a'], { before: contract });
      expect(warnings).toEqual([{ kind: 'undefined-term', paragraphId: 'a', start: 62, end: 62, message: INTEGRITY_TEXTS.definitionRemoved('Buyer') }]);
      // Without the text before the edit, the same edit is not seen: "the Buyer" is used in a paragraph the edit left alone.
      expect(checkIntegrity(paragraphs, ['a'])).toEqual([]);
    });

    it('warns when the edit changes the definition to another term, at the changed words, once', () => {
      const paragraphs = edit('d', '1. Definitions. "Vendor" means Acme Ltd. "Products" means the goods listed in Schedule 1.');
      const warnings = checkIntegrity(paragraphs, ['d', 'a'], { before: contract });
      expect(warnings.map((warning) => [warning.paragraphId, warning.message, paragraphs[1]!.text.slice(warning.start, warning.end)])).toEqual([
        ['d', INTEGRITY_TEXTS.definitionRemoved('Supplier'), 'Vendor'],
      ]);
    });

    it('takes only the changed paragraphs as the text before, and says nothing when the term is defined elsewhere or no longer used', () => {
      const changedOnly = [contract[2]!];
      expect(checkIntegrity(edit('a', '2. Supply. The Supplier shall supply the Products to Beta Inc.'), ['a'], { before: changedOnly }).map((warning) => warning.message)).toEqual([
        INTEGRITY_TEXTS.definitionRemoved('Buyer'),
      ]);
      const definedAgain = [...edit('a', '2. Supply. The Supplier shall supply the Products to Beta Inc.'), { id: 'x', text: 'Beta Inc. (the "Buyer") accepts.' }];
      expect(checkIntegrity(definedAgain, ['a'], { before: contract })).toEqual([]);
      const renamedEverywhere = contract.map((paragraph) => ({ id: paragraph.id, text: paragraph.text.replaceAll('Buyer', 'Purchaser') }));
      expect(checkIntegrity(renamedEverywhere, ['a', 'p'], { before: contract })).toEqual([]);
    });

    it('warns where the term is used when the edit deletes the defining paragraph', () => {
      const paragraphs = contract.filter((paragraph) => paragraph.id !== 'a');
      expect(checkIntegrity(paragraphs, ['a'], { before: contract })).toEqual([
        { kind: 'undefined-term', paragraphId: 'p', start: 14, end: 19, message: INTEGRITY_TEXTS.definitionRemoved('Buyer') },
      ]);
    });
  });

  it('reads references into statutes and other agreements as such, and headings run into a paragraph as headings', () => {
    const paragraphs = [
      { id: '1', text: '1. Licence. 1.1 Grant. The Licensor grants the licence in Section 2.' },
      { id: '2', text: '2. Bankruptcy. The licences are licences for purposes of Section 365(n) of the Bankruptcy Code and of Section 14.06 of the Prior JDA, and 11 USC Section 365 applies. 2.1 Term. As in Section 1.1.' },
    ];
    const references = (all: IntegrityParagraph[], changed: string[]) => checkIntegrity(all, changed).filter((warning) => warning.kind === 'missing-clause');
    expect(references(paragraphs, ['1', '2'])).toEqual([]);
    expect(references([...paragraphs, { id: '3', text: '3. Notices. As set out in Section 2.4 and clause 9.' }], ['3']).map((warning) => warning.message)).toEqual([
      INTEGRITY_TEXTS.missingClause('Section 2.4', '2.4'),
      INTEGRITY_TEXTS.missingClause('clause 9', '9'),
    ]);
  });
});
