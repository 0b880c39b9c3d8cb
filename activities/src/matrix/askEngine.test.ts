import { describe, expect, it } from 'vitest';
import { MATRIX_ASK_TEXTS, SHORT_ANSWER_TEXTS } from '@arcline/shared';
import { answerOffline, type AskCell, type AskMatrix } from './askEngine';
import { checkModelAgainstTypedValues, checkModelCitations } from './askActivities';

const columns: AskMatrix['columns'] = [
  { id: 'law', name: 'Governing Law', query: 'Which law governs the agreement?', answerKind: 'text', answerOptions: null },
  { id: 'cap', name: 'Cap on Liability', query: 'What is the cap on liability?', answerKind: 'amount', answerOptions: null },
  { id: 'nc', name: 'Non-Compete', query: 'Is there a non-compete?', answerKind: 'yes-no', answerOptions: null },
  { id: 'kind', name: 'Type', query: 'What kind of agreement is it?', answerKind: 'list', answerOptions: ['Supply', 'License'] },
];
const documents = [
  { id: 'd1', name: 'One.txt' },
  { id: 'd2', name: 'Two.txt' },
];
const cell = (documentId: string, columnId: string, refineResult: string, typedValue: AskCell['typedValue'], referenceResult: string | null = null): AskCell => ({
  elementId: `${documentId}-${columnId}`,
  documentId,
  columnId,
  refineResult,
  referenceResult,
  typedValue,
});
const matrix: AskMatrix = {
  columns,
  documents,
  cells: [
    cell('d1', 'law', 'The laws of England and Wales', null, 'This Agreement is governed by <<the laws of England and Wales>>.'),
    cell('d2', 'law', 'New York', null),
    cell('d1', 'cap', '£2,000,000', { amount: 2000000, currency: 'GBP' }),
    cell('d2', 'cap', '$500,000', { amount: 500000, currency: 'USD' }),
    cell('d1', 'nc', 'Yes, for two years', true),
    cell('d2', 'nc', 'No', false),
    cell('d1', 'kind', 'License', 'License'),
    cell('d2', 'kind', 'Supply', 'Supply'),
  ],
};
const names = (question: string) => answerOffline(question, matrix).documents.map((document) => document.documentName);

describe('the offline engine of Ask the matrix', () => {
  it('reads jurisdictions as lawyers write them, amounts, negations and options', () => {
    expect(names('List every contract governed by English law')).toEqual(['One.txt']);
    expect(names('Which contracts are governed by the laws of the State of New York?')).toEqual(['Two.txt']);
    expect(names('Which contracts cap liability above 1 million?')).toEqual(['One.txt']);
    expect(names('contracts with a cap on liability below 1,000,000')).toEqual(['Two.txt']);
    expect(names('Which contracts have no non-compete?')).toEqual(['Two.txt']);
    expect(names('Which supply contracts have a non-compete?')).toEqual([]);
    expect(names('Which license contracts have a non-compete?')).toEqual(['One.txt']);
  });

  it('refuses what no column decides (a duration without a duration column, a free question)', () => {
    for (const question of [
      'Which contracts have a term longer than 2 years?',
      'Who are the parties?',
      'Which contracts were signed after 2018?',
      'List every contract governed by English law with an uncapped liability',
      'Which contracts with a non-compete can be terminated for convenience?',
    ]) {
      expect(answerOffline(question, matrix)).toMatchObject({ answer: MATRIX_ASK_TEXTS.cannotAnswer, answered: false, documents: [] });
    }
  });

  it("cites the cell's highlighted quote, verbatim", () => {
    expect(answerOffline('governed by English law', matrix).citations).toEqual([{ elementId: 'd1-law', documentId: 'd1', columnId: 'law', quote: 'the laws of England and Wales' }]);
  });
});

describe("a lawyer's questions over typed columns (issue 31, 31u)", () => {
  // Modelled on the 31u pass: the columns a lawyer adds (templates and own wording) and cells the engine gave real contracts.
  const lawyerColumns: AskMatrix['columns'] = [
    columns[0]!,
    { id: 'exp', name: 'Expiration date', query: 'When does the agreement expire?', answerKind: 'date', answerOptions: null },
    { id: 'signed', name: 'Agreement Date', query: 'What is the date of the agreement?', answerKind: 'date', answerOptions: null },
    { id: 'tfc', name: 'Termination for convenience notice', query: 'How much notice is needed to terminate for convenience?', answerKind: 'duration', answerOptions: null },
    { id: 'initial', name: 'Initial term', query: 'What is the initial term of the agreement?', answerKind: 'duration', answerOptions: null },
    {
      id: 'renewal',
      name: 'Renewal Term',
      query: 'Does this agreement renew automatically after its initial term? If so, give the length of each renewal term and the notice a party must give, and by when, to prevent the renewal.',
      answerKind: 'duration',
      answerOptions: null,
    },
    columns[2]!,
    columns[3]!,
  ];
  const years = (n: number) => ({ years: n, months: 0, days: 0 });
  const lawyer: AskMatrix = {
    columns: lawyerColumns,
    documents: [
      { id: 'a', name: 'Reseller.txt' },
      { id: 'b', name: 'Supply.txt' },
      { id: 'c', name: 'Trademark.txt' },
    ],
    cells: [
      cell('a', 'law', 'New York', null),
      cell('b', 'law', 'Texas', null),
      cell('c', 'law', 'Delaware', null),
      cell('a', 'exp', 'July 31, 2020 (2020-07-31)', '2020-07-31'),
      cell('b', 'exp', 'January 15, 2028 (2028-01-15)', '2028-01-15'),
      cell('c', 'exp', 'Not found', null),
      cell('a', 'signed', 'July 31, 2019 (2019-07-31)', '2019-07-31'),
      cell('b', 'signed', 'January 15, 2018 (2018-01-15)', '2018-01-15'),
      cell('c', 'signed', 'Not found', null),
      cell('a', 'tfc', '3 months', { years: 0, months: 3, days: 0 }),
      cell('b', 'tfc', '30 days', { years: 0, months: 0, days: 30 }),
      cell('c', 'tfc', 'Not found', null),
      cell('a', 'initial', '1 year', years(1)),
      cell('b', 'initial', '10 years', years(10)),
      cell('c', 'initial', 'Not found', null),
      cell('a', 'renewal', '5 years', years(5)),
      cell('b', 'renewal', 'Not found', null),
      cell('c', 'renewal', 'Not found', null),
      cell('a', 'nc', 'Yes', true),
      cell('b', 'nc', 'Not found', null),
      cell('c', 'nc', 'No', false),
      cell('a', 'kind', 'License', 'License'),
      cell('b', 'kind', 'Supply', 'Supply'),
      cell('c', 'kind', 'License', 'License'),
    ],
  };
  const ask = (question: string) => answerOffline(question, lawyer);
  const matched = (question: string) => ask(question).documents.map((document) => document.documentName);

  it('a negated jurisdiction lists the other laws, never the one named', () => {
    expect(matched('Which contracts are not governed by New York law?')).toEqual(['Supply.txt', 'Trademark.txt']);
    expect(matched('Which contracts are governed by New York law?')).toEqual(['Reseller.txt']);
    expect(matched('Which contracts are governed by New York or Texas law?')).toEqual(['Reseller.txt', 'Supply.txt']);
  });

  it("reads the column a lawyer's word names in another form (expiring, terminated) and options in the plural", () => {
    expect(matched('List the contracts expiring before 2025')).toEqual(['Reseller.txt']);
    expect(matched("Which can be terminated for convenience on less than 60 days' notice?")).toEqual(['Supply.txt']);
    expect(matched('Which contracts have a convenience notice period of less than 60 days?')).toEqual(['Supply.txt']);
    expect(matched('Which agreements are licenses?')).toEqual(['Reseller.txt', 'Trademark.txt']);
  });

  it("prefers the column the question names over one whose instructions mention it ('initial term' is not the Renewal Term)", () => {
    const answer = ask('Which contracts have an initial term longer than 2 years?');
    expect(answer.documents.map((document) => document.documentName)).toEqual(['Supply.txt']);
    expect(answer.citations.map((citation) => citation.columnId)).toEqual(['initial']);
  });

  it('says which documents it could not decide, instead of counting a cell without a value as a no', () => {
    const noNonCompete = ask('Which contracts do not have a non-compete?');
    expect(noNonCompete.documents.map((document) => document.documentName)).toEqual(['Trademark.txt']);
    expect(noNonCompete.answer).toContain(MATRIX_ASK_TEXTS.undecided(['Supply.txt'], ['Non-Compete']));
    const expiring = ask('List the contracts expiring before 2025');
    expect(expiring.answer).toContain(MATRIX_ASK_TEXTS.undecided(['Trademark.txt'], ['Expiration date']));
    // Every document decided: nothing more is said.
    expect(ask('Which contracts are governed by New York law?').answer).toBe(`${MATRIX_ASK_TEXTS.matches(1, 3)} ${MATRIX_ASK_TEXTS.basedOn(['Governing Law'])}`);
    // A document already failing a decided condition is not undecided for another.
    expect(ask('Which contracts governed by Texas law do not have a non-compete?').answer).toContain(MATRIX_ASK_TEXTS.undecided(['Supply.txt'], ['Non-Compete']));
    expect(ask('Which contracts governed by New York law do not have a non-compete?').answer).not.toContain('Not decided');
  });

  it('reads each date or duration filter against the column its own clause names, not one column for all', () => {
    const both = ask('Which contracts were signed before 2019 and expire after 2025?');
    expect(both.documents.map((document) => document.documentName)).toEqual(['Supply.txt']);
    expect(both.citations.map((citation) => citation.columnId).sort()).toEqual(['exp', 'signed']);
    expect(matched('Which contracts were signed after 2018 and expire before 2025?')).toEqual(['Reseller.txt']);
    expect(matched('Which contracts governed by New York law expire before 2025?')).toEqual(['Reseller.txt']);
    expect(matched("Which contracts have an initial term longer than 2 years and can be terminated for convenience on less than 60 days' notice?")).toEqual(['Supply.txt']);
    // Two filters of one clause still read one column.
    expect(matched('Which contracts were signed after 2017 and before 2019?')).toEqual(['Supply.txt']);
  });

  it('reads a date as American contracts write it (December 31, 2020)', () => {
    expect(matched('Which contracts expire before December 31, 2020?')).toEqual(['Reseller.txt']);
    expect(matched('Which contracts expire after July 31, 2020?')).toEqual(['Supply.txt']);
    expect(matched('Which contracts were signed between January 1, 2018 and July 31, 2019?')).toEqual(['Reseller.txt', 'Supply.txt']);
  });

  it('refuses a negation or an "or" it would otherwise drop, instead of answering the opposite', () => {
    // Each of these answered the opposite question, or "No document matches", before.
    for (const question of [
      'Which contracts do not expire before 2025?',
      'Which contracts are not licenses?',
      'Which agreements are not supply agreements?',
      'Which contracts were not signed after 2018?',
      'Which contracts expire after 2025 or before 2021?',
      'Which contracts are governed by neither New York nor Texas law?',
      'Which contracts are governed by law other than New York?',
    ]) {
      expect(ask(question), question).toMatchObject({ answer: MATRIX_ASK_TEXTS.cannotAnswer, answered: false, documents: [] });
    }
    // One "not" read by two filters (the law's and the non-compete's): which one it turns round is not guessed.
    expect(ask('Which contracts not under Texas law have a non-compete?')).toMatchObject({ answer: MATRIX_ASK_TEXTS.cannotAnswer, answered: false });
    // The negations and the "or" it reads are still read.
    expect(matched('Which contracts have no non-compete and are governed by Delaware law?')).toEqual(['Trademark.txt']);
    expect(matched('Which contracts are not governed by Texas law?')).toEqual(['Reseller.txt', 'Trademark.txt']);
    expect(matched('Which contracts are not under Texas law?')).toEqual(['Reseller.txt', 'Trademark.txt']);
    expect(matched('Which agreements are licenses or supply agreements?')).toEqual(['Reseller.txt', 'Supply.txt', 'Trademark.txt']);
  });

  it('still refuses a question no column decides', () => {
    for (const question of ['Which have no cap on liability?', 'Which contracts renew automatically for one year?', 'Is the indemnity in the supply agreement mutual?']) {
      expect(ask(question)).toMatchObject({ answer: MATRIX_ASK_TEXTS.cannotAnswer, answered: false, documents: [] });
    }
  });
});

describe('currencies, the UK and a lack (issue 31, 31u)', () => {
  it('compares an amount only with amounts in the currency the question names; the others are undecided', () => {
    const answer = answerOffline('Which contracts cap liability at less than $1,000,000?', matrix);
    // One.txt's cap is £2,000,000 and Two.txt's $500,000: the pounds are not compared with dollars.
    expect(answer.documents.map((document) => document.documentName)).toEqual(['Two.txt']);
    expect(answer.answer).toContain(MATRIX_ASK_TEXTS.undecided(['One.txt'], ['Cap on Liability']));
    expect(names('Which contracts have a cap on liability of more than 1 million pounds?')).toEqual(['One.txt']);
    expect(names('Which contracts have a cap on liability below 1 million dollars?')).toEqual(['Two.txt']);
    // No currency named: every amount is compared, as before.
    expect(names('contracts with a cap on liability below 1,000,000')).toEqual(['Two.txt']);
  });

  it('reads UK law as the laws of England (and Wales), and "lack" as a negation', () => {
    expect(names('Which contracts are governed by UK law?')).toEqual(['One.txt']);
    expect(names('Do any contracts lack a non-compete?')).toEqual(['Two.txt']);
  });
});

describe("a model's answer over the cells", () => {
  const citation = (partId: string | null, sourceId: string, quote: string) => ({ partId, sourceId, quote });
  it('keeps only citations of existing cells quoted verbatim, and refuses an answer left without any', () => {
    const checked = checkModelCitations(matrix, {
      answer: 'One.txt is governed by English law.',
      engine: 'claude',
      model: 'claude-x',
      citations: [citation('d1-law', 'd1', 'England and Wales'), citation('nope', 'd1', 'England'), citation('d2-law', 'd2', 'New Jersey'), citation('d2-law', 'd1', 'New York')],
    });
    expect(checked).toMatchObject({ answered: true, engine: 'claude', model: 'claude-x' });
    expect(checked.documents).toEqual([{ documentId: 'd1', documentName: 'One.txt', citations: [{ elementId: 'd1-law', documentId: 'd1', columnId: 'law', quote: 'England and Wales' }] }]);
    // A document the answer names whose citation was dropped: the text says more than the cells kept (31u).
    const halfSupported = checkModelCitations(matrix, {
      answer: 'One.txt is governed by English law and Two.txt by Texas law.',
      engine: 'claude',
      citations: [citation('d1-law', 'd1', 'England and Wales'), citation('d2-law', 'd2', 'Texas')],
    });
    expect(halfSupported).toMatchObject({ answer: MATRIX_ASK_TEXTS.unsupported, answered: false, documents: [], citations: [] });
    expect(checkModelCitations(matrix, { answer: 'One.txt and Two.txt are both English.', engine: 'claude', citations: [citation('d1-law', 'd1', 'England')] }).answered).toBe(false);
    expect(checkModelCitations(matrix, { answer: 'One.txt is English; the other one is not.', engine: 'claude', citations: [citation('d1-law', 'd1', 'England')] }).answered).toBe(true);
    const invented = checkModelCitations(matrix, { answer: 'Two.txt is Texan.', engine: 'claude', citations: [citation('d2-law', 'd2', 'Texas')] });
    expect(invented).toMatchObject({ answer: MATRIX_ASK_TEXTS.unsupported, answered: false, documents: [], citations: [] });
  });
});

describe("a model's answer against the typed values (issue 31, 31l)", () => {
  const citation = (partId: string, sourceId: string, quote: string) => ({ partId, sourceId, quote });
  const checked = (question: string, answer: string, citations: ReturnType<typeof citation>[]) =>
    checkModelAgainstTypedValues(question, matrix, checkModelCitations(matrix, { answer, engine: 'claude', model: 'claude-x', citations }));

  it('answers with the typed values when the model lists a document they rule out, and says so', () => {
    // Both cells quoted verbatim, so the citations pass; Two.txt's cap of $500,000 is not above 1 million.
    const answer = checked('Which contracts cap liability above 1 million?', 'One.txt and Two.txt both cap liability above 1 million.', [
      citation('d1-cap', 'd1', '£2,000,000'),
      citation('d2-cap', 'd2', '$500,000'),
    ]);
    const offline = answerOffline('Which contracts cap liability above 1 million?', matrix);
    expect(answer).toMatchObject({ answered: true, engine: 'local', answer: `${MATRIX_ASK_TEXTS.modelRuledOut(['Two.txt'], ['Cap on Liability'])} ${offline.answer}` });
    expect(answer.documents.map((document) => document.documentName)).toEqual(['One.txt']);
    expect(answer.citations.every((cited) => cited.documentId === 'd1')).toBe(true);
    // A yes/no column and an option: "Two.txt has a non-compete" against its typed "No".
    const yesNo = checked('Which contracts have a non-compete?', 'Two.txt has a non-compete.', [citation('d2-nc', 'd2', 'No')]);
    expect(yesNo.answer.startsWith(MATRIX_ASK_TEXTS.modelRuledOut(['Two.txt'], ['Non-Compete']))).toBe(true);
    expect(yesNo.documents.map((document) => document.documentName)).toEqual(['One.txt']);
  });

  it("keeps the model's answer when the typed values agree or do not decide the question", () => {
    const agreed = checked('Which contracts are governed by English law?', 'One.txt is governed by English law.', [citation('d1-law', 'd1', 'England and Wales')]);
    expect(agreed).toMatchObject({ answer: 'One.txt is governed by English law.', answered: true, engine: 'claude', model: 'claude-x' });
    const free = checked('Which contract is the most favourable to us?', 'Two.txt, whose law is New York.', [citation('d2-law', 'd2', 'New York')]);
    expect(free).toMatchObject({ answer: 'Two.txt, whose law is New York.', answered: true, engine: 'claude' });
  });
});

describe('parties (issue 31, 31x): questions that name a party are answered from the party column', () => {
  // Party cells as the engine gives them for CUAD contracts: names with the defined name each is given.
  const partyColumns: AskMatrix['columns'] = [
    ...columns,
    { id: 'parties', name: 'Parties', query: 'Who are the parties to the agreement?', answerKind: 'party', answerOptions: null },
    { id: 'title', name: 'Document Name', query: 'What is the name of the agreement?', answerKind: 'text', answerOptions: null },
  ];
  const partyDocuments = [...documents, { id: 'd3', name: 'Three.txt' }, { id: 'd4', name: 'Four.txt' }];
  const partyMatrix: AskMatrix = {
    columns: partyColumns,
    documents: partyDocuments,
    cells: [
      ...matrix.cells,
      cell(
        'd1',
        'parties',
        'Palmer Square Capital BDC Inc. ("Licensee"); Palmer Square Capital Management LLC ("Licensor")',
        [
          { name: 'Palmer Square Capital BDC Inc.', role: 'Licensee' },
          { name: 'Palmer Square Capital Management LLC', role: 'Licensor' },
        ],
        'Each of <<"Licensor" and "Licensee" is referred to as a "Party" and together as the "Parties">>.',
      ),
      cell(
        'd3',
        'parties',
        'Healthcare Integrated Technologies, Inc. ("Company"); Acme Corp. ("Reseller")',
        [
          { name: 'Healthcare Integrated Technologies, Inc.', role: 'Company' },
          { name: 'Acme Corp.', role: 'Reseller' },
        ],
        'This agreement is between Healthcare Integrated Technologies, Inc. and Acme Corp. (\'Reseller\'). <<Company and Reseller are the "Parties">>.',
      ),
      cell(
        'd2',
        'parties',
        'mPhase Technologies, Inc. ("mPhase"); Microphase Corporation ("Microphase")',
        [
          { name: 'mPhase Technologies, Inc.', role: 'mPhase' },
          { name: 'Microphase Corporation', role: 'Microphase' },
        ],
        'This Agreement is made <<by and between mPhase Technologies, Inc. and Microphase Corporation>>.',
      ),
      cell('d4', 'parties', 'Not found', null),
      cell('d1', 'title', 'Trademark License Agreement', null),
      cell('d2', 'title', 'Co-Branding Agreement', null),
      cell('d3', 'title', 'Reseller Agreement', null),
    ],
  };
  const ask = (question: string) => answerOffline(question, partyMatrix);
  const named = (question: string) => ask(question).documents.map((document) => document.documentName);

  it('lists the contracts a party named in the question signed, citing the party cells; a row without parties is undecided', () => {
    const acme = ask('Which contracts are with Acme?');
    // The cell's quote names no party; its passage writes "Acme Corp.": that is cited (and highlighted when opened).
    expect(acme.documents).toEqual([{ documentId: 'd3', documentName: 'Three.txt', citations: [{ elementId: 'd3-parties', documentId: 'd3', columnId: 'parties', quote: 'Acme Corp.' }] }]);
    expect(acme.answer).toContain(MATRIX_ASK_TEXTS.undecided(['Four.txt'], ['Parties']));
    expect(named('Which agreements is Palmer Square a party to?')).toEqual(['One.txt']);
    // The cell's quote does not name Palmer Square ('"Licensor" and "Licensee" … the "Parties"'): the short answer, which does, is cited.
    expect(ask('Which agreements is Palmer Square a party to?').citations.map((one) => one.quote)).toEqual([partyMatrix.cells.find((one) => one.elementId === 'd1-parties')!.refineResult]);
    // Where the quote names the party, the quote is cited.
    expect(ask('Which contracts are with Microphase?').citations.map((one) => one.quote)).toEqual(['by and between mPhase Technologies, Inc. and Microphase Corporation']);
    expect(named('List the contracts with mPhase Technologies')).toEqual(['Two.txt']);
    expect(named("Show Microphase's contracts")).toEqual(['Two.txt']);
    expect(named('Which contracts are with Acme or mPhase?')).toEqual(['Two.txt', 'Three.txt']);
    expect(named('Which contracts are between mPhase and Microphase?')).toEqual(['Two.txt']);
    expect(named('Which contracts are between mPhase and Acme?')).toEqual([]);
    expect(named('Which contracts are not with Acme?')).toEqual(['One.txt', 'Two.txt']);
    // With another filter: the party and the column both decide.
    expect(named('Which contracts with Palmer Square are governed by English law?')).toEqual(['One.txt']);
    expect(named('Which contracts with Palmer Square have a non-compete?')).toEqual(['One.txt']);
    expect(named('Which contracts with Acme have a non-compete?')).toEqual([]);
  });

  it('reads one word as a party only where the question writes it as a name: "with cost" is not Cost Plus', () => {
    const withCostPlus: AskMatrix = {
      ...partyMatrix,
      cells: [...partyMatrix.cells.filter((one) => one.elementId !== 'd2-parties'), cell('d2', 'parties', 'Cost Plus, Inc.', [{ name: 'Cost Plus, Inc.', role: null }])],
    };
    // In lower case, "cost" is a word of the question, not the party: left over, the question is refused.
    expect(answerOffline('Which contracts with cost have a non-compete?', withCostPlus)).toMatchObject({ answer: MATRIX_ASK_TEXTS.cannotAnswer, answered: false });
    expect(answerOffline('Which contracts with Cost Plus have no non-compete?', withCostPlus).documents.map((document) => document.documentName)).toEqual(['Two.txt']);
    expect(answerOffline('Which contracts are with Cost Plus?', withCostPlus).documents.map((document) => document.documentName)).toEqual(['Two.txt']);
    expect(answerOffline('Which contracts are with Cost?', withCostPlus).documents.map((document) => document.documentName)).toEqual(['Two.txt']);
  });

  it('refuses a role ("where we are the licensee", "where Acme is the reseller") and a name no party has', () => {
    for (const question of [
      'Which contracts where we are the licensee?',
      'In which contracts are we the licensor?',
      'Which contracts where Acme is the reseller?',
      'Which contracts are with Globex?',
      'Which contracts with our supplier are governed by English law?',
    ]) {
      expect(ask(question), question).toMatchObject({ answer: MATRIX_ASK_TEXTS.cannotAnswer, answered: false, documents: [], citations: [] });
    }
  });

  it("refuses a model's answer that names, by its title or a party, a document whose citation was dropped", () => {
    const citation = (partId: string, sourceId: string, quote: string) => ({ partId, sourceId, quote });
    const check = (answer: string) =>
      checkModelCitations(partyMatrix, { answer, engine: 'claude', citations: [citation('d1-law', 'd1', 'England and Wales'), citation('d2-law', 'd2', 'Texas')] });
    // The Texas citation is dropped (the cell says New York): the answer names that document by its title, or its party.
    expect(check('The Trademark License Agreement is governed by English law and the Co-Branding Agreement by Texas law.').answered).toBe(false);
    expect(check('The licence with Palmer Square is governed by English law; the one with Microphase by Texas law.').answered).toBe(false);
    expect(check('The licence with Palmer Square is governed by English law; the one with mPhase Technologies by Texas law.').answered).toBe(false);
    // Naming only the supported document (by title or party) is kept.
    expect(check('The Trademark License Agreement with Palmer Square is governed by English law.')).toMatchObject({ answered: true, documents: [{ documentId: 'd1' }] });
  });
});

describe("the 31x lawyer's pass: a year is twelve months, and a yes/no topic in another form", () => {
  const passColumns: AskMatrix['columns'] = [
    { id: 'initial', name: 'Initial term', query: 'What is the initial term of the agreement?', answerKind: 'duration', answerOptions: null },
    { id: 'excl', name: 'Exclusivity', query: 'Is there an exclusivity clause?', answerKind: 'yes-no', answerOptions: null },
    { id: 'nc', name: 'Non-Compete', query: 'Is there a non-compete?', answerKind: 'yes-no', answerOptions: null },
  ];
  const pass: AskMatrix = {
    columns: passColumns,
    documents: [
      { id: 'a', name: 'Reseller.txt' },
      { id: 'b', name: 'Cobranding.txt' },
      { id: 'c', name: 'Services.txt' },
    ],
    cells: [
      cell('a', 'initial', '1 year', { years: 1, months: 0, days: 0 }),
      cell('b', 'initial', 'twelve (12) months', { years: 0, months: 12, days: 0 }),
      cell('c', 'initial', '90 days', { years: 0, months: 0, days: 90 }),
      cell('a', 'excl', 'Yes', true),
      cell('b', 'excl', 'No', false),
      cell('c', 'excl', 'Yes', true),
      cell('a', 'nc', 'Yes', true),
      cell('b', 'nc', 'No', false),
      cell('c', 'nc', 'No', false),
    ],
  };
  const matched = (question: string) => answerOffline(question, pass).documents.map((document) => document.documentName);

  it('compares years and months as months: a 1-year term is not longer than 12 months, and is at most 12 months', () => {
    expect(matched('Which contracts have an initial term longer than 12 months?')).toEqual([]);
    expect(matched('Which contracts have an initial term of at most 12 months?')).toEqual(['Reseller.txt', 'Cobranding.txt', 'Services.txt']);
    expect(matched('Which contracts have an initial term shorter than 1 year?')).toEqual(['Services.txt']);
    expect(matched('Which contracts have an initial term of at least 1 year?')).toEqual(['Reseller.txt', 'Cobranding.txt']);
    // Days against months: 90 days is three months of 30 days, as the table's filter counts.
    expect(matched('Which contracts have an initial term shorter than 3 months?')).toEqual([]);
    // A duration asked as it is ("a term of 1 year", "exactly 90 days"): equal, twelve months being a year.
    expect(matched('Which contracts have an initial term of 1 year?')).toEqual(['Reseller.txt', 'Cobranding.txt']);
    expect(matched('Which contracts have an initial term of exactly 90 days?')).toEqual(['Services.txt']);
  });

  it('reads a yes/no column named by its topic in another form: "exclusive" for Exclusivity, "non-competition" for Non-Compete', () => {
    expect(matched('Which contracts are exclusive?')).toEqual(['Reseller.txt', 'Services.txt']);
    expect(matched('Which contracts are not exclusive?')).toEqual(['Cobranding.txt']);
    expect(matched('Which contracts have a non-competition clause?')).toEqual(['Reseller.txt']);
  });
});

describe('relative dates (issue 31, 31a): counted from the server\'s date, the range said in the answer', () => {
  const TODAY = '2026-11-28';
  const relativeColumns: AskMatrix['columns'] = [
    { id: 'exp', name: 'Expiration date', query: 'When does the agreement expire?', answerKind: 'date', answerOptions: null },
    { id: 'signed', name: 'Agreement Date', query: 'What is the date of the agreement?', answerKind: 'date', answerOptions: null },
    columns[0]!,
  ];
  const relativeCells = [
    cell('a', 'exp', 'March 1, 2027 (2027-03-01)', '2027-03-01'),
    cell('b', 'exp', 'July 31, 2020 (2020-07-31)', '2020-07-31'),
    cell('c', 'exp', 'June 30, 2028 (2028-06-30)', '2028-06-30'),
    cell('d', 'exp', 'Not found', null),
    cell('a', 'signed', 'June 1, 2025 (2025-06-01)', '2025-06-01'),
    cell('b', 'signed', 'January 15, 2018 (2018-01-15)', '2018-01-15'),
    cell('c', 'signed', 'October 1, 2026 (2026-10-01)', '2026-10-01'),
    cell('d', 'signed', 'December 1, 2024 (2024-12-01)', '2024-12-01'),
    cell('a', 'law', 'New York', null),
    cell('b', 'law', 'Texas', null),
    cell('c', 'law', 'New York', null),
    cell('d', 'law', 'Delaware', null),
  ];
  const relativeDocuments = [
    { id: 'a', name: 'A.txt' },
    { id: 'b', name: 'B.txt' },
    { id: 'c', name: 'C.txt' },
    { id: 'd', name: 'D.txt' },
  ];
  const relative: AskMatrix = { columns: relativeColumns, documents: relativeDocuments, cells: relativeCells };
  const ask = (question: string, on: AskMatrix = relative) => answerOffline(question, on, TODAY);
  const matched = (question: string, on: AskMatrix = relative) => ask(question, on).documents.map((document) => document.documentName);

  it('reads "within the next year" as today to a year from today, cites the date cells and says the range it used', () => {
    const answer = ask('Which contracts expire within the next year?');
    expect(answer.documents.map((document) => document.documentName)).toEqual(['A.txt']);
    expect(answer.citations).toEqual([{ elementId: 'a-exp', documentId: 'a', columnId: 'exp', quote: 'March 1, 2027 (2027-03-01)' }]);
    expect(answer.answer).toContain(MATRIX_ASK_TEXTS.datesRead([{ words: 'within the next year', range: MATRIX_ASK_TEXTS.between('28 Nov 2026', '28 Nov 2027') }], '28 Nov 2026'));
    expect(answer.answer).toContain(MATRIX_ASK_TEXTS.undecided(['D.txt'], ['Expiration date']));
    expect(matched('Which contracts expire in the next 6 months?')).toEqual(['A.txt']);
    expect(matched('Which contracts are expiring in the next 90 days?')).toEqual([]);
    expect(ask('Which contracts are expiring in the next 90 days?')).toMatchObject({ answered: true });
    expect(ask('Which contracts are expiring in the next 90 days?').answer).toContain(MATRIX_ASK_TEXTS.between('28 Nov 2026', '26 Feb 2027'));
    expect(matched('Which contracts expire over the next two years?')).toEqual(['A.txt', 'C.txt']);
    expect(matched('Which contracts expire within 2 years from today?')).toEqual(['A.txt', 'C.txt']);
    // "within N" alone, with a verb that looks ahead ("expire"), looks ahead.
    expect(matched('Which contracts expire within 18 months?')).toEqual(['A.txt']);
  });

  it('reads the last N days, months, years back from today, and the calendar year', () => {
    const answer = ask('Which contracts were signed in the last two years?');
    expect(answer.documents.map((document) => document.documentName)).toEqual(['A.txt', 'C.txt', 'D.txt']);
    expect(answer.citations.map((citation) => citation.columnId)).toEqual(['signed', 'signed', 'signed']);
    expect(answer.answer).toContain(MATRIX_ASK_TEXTS.between('28 Nov 2024', '28 Nov 2026'));
    expect(matched('Which contracts were signed over the past 6 months?')).toEqual(['C.txt']);
    expect(matched('Which contracts were signed this year?')).toEqual(['C.txt']);
    expect(matched('Which contracts were signed last year?')).toEqual(['A.txt']);
    expect(matched('Which contracts expire next year?')).toEqual(['A.txt']);
    expect(ask('Which contracts expire next year?').answer).toContain(MATRIX_ASK_TEXTS.between('1 Jan 2027', '31 Dec 2027'));
    // With another filter.
    expect(matched('Which contracts governed by New York law were signed in the last 2 years?')).toEqual(['A.txt', 'C.txt']);
  });

  it('reads "expired already" and "not yet expired" against today, and "before today"', () => {
    const expired = ask('Which contracts have expired already?');
    expect(expired.documents.map((document) => document.documentName)).toEqual(['B.txt']);
    expect(expired.answer).toContain(MATRIX_ASK_TEXTS.before('28 Nov 2026'));
    expect(matched('Which contracts have already expired?')).toEqual(['B.txt']);
    expect(matched('Which contracts expired?')).toEqual(['B.txt']);
    expect(matched('Which contracts expire before today?')).toEqual(['B.txt']);
    expect(matched('Which contracts have not expired yet?')).toEqual(['A.txt', 'C.txt']);
    expect(matched("Which contracts haven't expired?")).toEqual(['A.txt', 'C.txt']);
    expect(ask('Which contracts have not expired yet?').answer).toContain(MATRIX_ASK_TEXTS.onOrAfter('28 Nov 2026'));
    // "expired in 2020": in 2020, and before today.
    expect(matched('Which contracts expired in 2020?')).toEqual(['B.txt']);
    // "expired since 2020" listed the contracts expiring in 2027 and 2028 before (only "since 2020" was read).
    expect(matched('Which contracts have expired since 2020?')).toEqual(['B.txt']);
    expect(ask('Which contracts have expired since 2020?').answer).toContain(MATRIX_ASK_TEXTS.before('28 Nov 2026'));
  });

  it('counts months and years on the calendar (the end of February, a leap day)', () => {
    const leap: AskMatrix = { columns: relativeColumns, documents: [{ id: 'a', name: 'A.txt' }], cells: [cell('a', 'exp', 'February 28, 2025', '2025-02-28')] };
    expect(answerOffline('Which contracts expire within the next year?', leap, '2024-02-29').documents).toHaveLength(1);
    expect(answerOffline('Which contracts expire within the next year?', leap, '2024-02-29').answer).toContain(MATRIX_ASK_TEXTS.between('29 Feb 2024', '28 Feb 2025'));
    expect(answerOffline('Which contracts expire within the next month?', leap, '2025-01-31').answer).toContain(MATRIX_ASK_TEXTS.between('31 Jan 2025', '28 Feb 2025'));
  });

  it('"renewing in the next 90 days": the expiration date of a contract that has a renewal term; refused without a renewal column', () => {
    expect(ask('Which contracts renew in the next 90 days?')).toMatchObject({ answer: MATRIX_ASK_TEXTS.cannotAnswer, answered: false, documents: [] });
    const withRenewal: AskMatrix = {
      columns: [...relativeColumns, { id: 'renewal', name: 'Renewal Term', query: 'Does this agreement renew automatically after its initial term?', answerKind: 'duration', answerOptions: null }],
      documents: relativeDocuments,
      cells: [
        ...relativeCells,
        cell('a', 'renewal', '1 year', { years: 1, months: 0, days: 0 }),
        cell('b', 'renewal', '1 year', { years: 1, months: 0, days: 0 }),
        cell('c', 'renewal', 'Not found', null),
        cell('d', 'renewal', '2 years', { years: 2, months: 0, days: 0 }),
      ],
    };
    const answer = ask('Which contracts are renewing in the next 120 days?', withRenewal);
    expect(answer.documents.map((document) => document.documentName)).toEqual(['A.txt']);
    expect(answer.citations.map((citation) => citation.columnId)).toEqual(['exp', 'renewal']);
    expect(answer.answer).toContain(MATRIX_ASK_TEXTS.renewsAtExpiration('Expiration date', 'Renewal Term'));
    expect(answer.answer).toContain(MATRIX_ASK_TEXTS.between('28 Nov 2026', '28 Mar 2027'));
    expect(answer.answer).toContain(MATRIX_ASK_TEXTS.undecided(['D.txt'], ['Expiration date']));
    // C expires in 2028, inside two years, with no renewal found: undecided.
    expect(matched('Which contracts renew within the next two years?', withRenewal)).toEqual(['A.txt']);
    expect(ask('Which contracts renew within the next two years?', withRenewal).answer).toContain(MATRIX_ASK_TEXTS.undecided(['C.txt', 'D.txt'], ['Renewal Term', 'Expiration date']));
    // A date column about renewal is read as it is.
    const renewalDate: AskMatrix = {
      columns: [...relativeColumns, { id: 'next', name: 'Renewal date', query: 'When does the agreement next renew?', answerKind: 'date', answerOptions: null }],
      documents: relativeDocuments,
      cells: [...relativeCells, cell('b', 'next', 'January 1, 2027', '2027-01-01')],
    };
    const byDate = ask('Which contracts are renewing in the next 90 days?', renewalDate);
    expect(byDate.documents.map((document) => document.documentName)).toEqual(['B.txt']);
    expect(byDate.citations.map((citation) => citation.columnId)).toEqual(['next']);
    expect(byDate.answer).not.toContain(MATRIX_ASK_TEXTS.renewsAtExpiration('Expiration date', 'Renewal date'));
  });

  it("a renewal both parties must agree to is no renewal of its own (28d: the distributor's '2 years, only if both parties agree'); its length still answers", () => {
    const consent: AskMatrix = {
      columns: [...relativeColumns, { id: 'renewal', name: 'Renewal Term', query: 'Does this agreement renew automatically after its initial term?', answerKind: 'duration', answerOptions: null }],
      documents: relativeDocuments,
      cells: [
        ...relativeCells,
        cell('a', 'renewal', `2 years, ${SHORT_ANSWER_TEXTS.onlyIfBothAgree}`, { years: 2, months: 0, days: 0 }),
        cell('b', 'renewal', '1 year', { years: 1, months: 0, days: 0 }),
        cell('c', 'renewal', 'Not found', null),
      ],
    };
    // A expires on March 1, 2027, inside 120 days: it renews only if both parties agree, so it is not renewing then.
    expect(ask('Which contracts are renewing in the next 120 days?', consent).documents).toEqual([]);
    // B expired in 2020 and renews each year: it may have renewed; A has not expired.
    expect(ask('Which contracts have expired?', consent).documents).toEqual([]);
    expect(ask('Which contracts have a renewal term of 2 years?', consent).documents.map((document) => document.documentName)).toEqual(['A.txt']);
  });

  it('reads "more than N years ago" and "less than N months ago"; "2 years ago" alone is refused', () => {
    const older = ask('Which contracts were signed more than 5 years ago?');
    expect(older.documents.map((document) => document.documentName)).toEqual(['B.txt']);
    expect(older.answer).toContain(MATRIX_ASK_TEXTS.datesRead([{ words: 'more than 5 years ago', range: MATRIX_ASK_TEXTS.before('28 Nov 2021') }], '28 Nov 2026'));
    expect(matched('Which contracts were signed less than 2 years ago?')).toEqual(['A.txt', 'C.txt', 'D.txt']);
    expect(ask('Which contracts were signed less than 2 years ago?').answer).toContain(MATRIX_ASK_TEXTS.between('28 Nov 2024', '28 Nov 2026'));
    expect(matched('Which contracts were signed over a year ago?')).toEqual(['A.txt', 'B.txt', 'D.txt']);
    expect(ask('Which contracts were signed 2 years ago?')).toMatchObject({ answer: MATRIX_ASK_TEXTS.cannotAnswer, answered: false });
  });

  it('refuses plainly what stays ambiguous: soon, recently, "in 90 days", "signed within 90 days", two directions', () => {
    for (const question of [
      'Which contracts expire soon?',
      'Which contracts were signed recently?',
      'Which contracts expire in 90 days?',
      'Which contracts were signed within 90 days?',
      'Which contracts expire within the next year or were signed last year?',
      'Which contracts expire within the next year?'.replace('next', 'nearest'),
    ]) {
      expect(ask(question), question).toMatchObject({ answer: MATRIX_ASK_TEXTS.cannotAnswer, answered: false, documents: [] });
    }
  });
});

describe("31a's lawyer's pass: what the cells do not decide is not said", () => {
  const TODAY = '2026-11-28';
  const passColumns: AskMatrix['columns'] = [
    { id: 'exp', name: 'Expiration date', query: 'When does the agreement expire?', answerKind: 'date', answerOptions: null },
    { id: 'renewal', name: 'Renewal Term', query: 'Does this agreement renew automatically after its initial term?', answerKind: 'duration', answerOptions: null },
    { id: 'cap', name: 'Liability cap', query: 'What is the cap on liability?', answerKind: 'amount', answerOptions: null },
  ];
  const pass: AskMatrix = {
    columns: passColumns,
    documents: [
      { id: 'r', name: 'Reseller.txt' },
      { id: 's', name: 'Services.txt' },
      { id: 'p', name: 'Supply.txt' },
    ],
    cells: [
      // The reseller's initial term ended on July 31, 2020, and it "shall automatically be renewed for successive 1-year terms".
      cell('r', 'exp', 'July 31, 2020 (2020-07-31), computed: 1 year from July 31, 2019', '2020-07-31'),
      cell('r', 'renewal', '1 year', { years: 1, months: 0, days: 0 }),
      cell('s', 'exp', 'December 31, 2020 (2020-12-31)', '2020-12-31'),
      cell('s', 'renewal', 'Not found', null),
      cell('p', 'exp', 'January 15, 2028 (2028-01-15)', '2028-01-15'),
      cell('p', 'renewal', 'Not found', null),
      cell('r', 'cap', 'Not found', null),
      cell('s', 'cap', 'Not found', null),
      cell('p', 'cap', 'Not found', null),
    ],
  };
  const ask = (question: string) => answerOffline(question, pass, TODAY);
  const matched = (question: string) => ask(question).documents.map((document) => document.documentName);

  it('a contract whose expiration date has passed but that renews is not "expired", nor "not expiring": it may have renewed', () => {
    // Listed as expired before.
    const expired = ask('Which contracts have expired already?');
    expect(expired.documents.map((document) => document.documentName)).toEqual(['Services.txt']);
    expect(expired.answer).toContain(MATRIX_ASK_TEXTS.mayHaveRenewed(['Reseller.txt'], 'Expiration date', 'Renewal Term'));
    expect(matched('Which contracts have not expired yet?')).toEqual(['Supply.txt']);
    expect(ask('Which contracts expire within the next year?').answer).toContain(MATRIX_ASK_TEXTS.mayHaveRenewed(['Reseller.txt'], 'Expiration date', 'Renewal Term'));
    // An absolute date is the cell's date, as the table filters it.
    expect(matched('Which contracts expire before 2025?')).toEqual(['Reseller.txt', 'Services.txt']);
  });

  it('without a renewal column, an expiration cell whose own passage provides for renewal is not called expired', () => {
    const noRenewalColumn: AskMatrix = {
      columns: [passColumns[0]!],
      documents: pass.documents,
      cells: [
        cell(
          'r',
          'exp',
          'July 31, 2020 (2020-07-31), computed: 1 year from July 31, 2019',
          '2020-07-31',
          'Term and Termination <<This Agreement shall remain in effect for an initial period of 1 year ("Initial Term").>> Thereafter, this Agreement shall automatically be renewed for successive 1-year terms.',
        ),
        cell('s', 'exp', 'December 31, 2020 (2020-12-31)', '2020-12-31', 'This Agreement <<shall terminate on December 31, 2020>>, unless terminated earlier.'),
        cell('p', 'exp', 'January 15, 2028 (2028-01-15)', '2028-01-15'),
      ],
    };
    // The reseller was listed as expired in the page before (its cell's passage says it renews every year).
    const expired = answerOffline('Which contracts have expired already?', noRenewalColumn, TODAY);
    expect(expired.documents.map((document) => document.documentName)).toEqual(['Services.txt']);
    expect(expired.answer).toContain(MATRIX_ASK_TEXTS.passageRenews(['Reseller.txt'], 'Expiration date'));
    // An absolute date is still the cell's date.
    expect(answerOffline('Which contracts expire before 2025?', noRenewalColumn, TODAY).documents.map((document) => document.documentName)).toEqual(['Reseller.txt', 'Services.txt']);
  });

  it('a contract that may have renewed but fails another filter is a no, not undecided', () => {
    const withLaw: AskMatrix = {
      ...pass,
      columns: [...pass.columns, columns[0]!],
      cells: [...pass.cells, cell('r', 'law', 'New York', null), cell('s', 'law', 'Texas', null), cell('p', 'law', 'Texas', null)],
    };
    // The reseller is under New York law: it was named "may have renewed" for a Texas question before.
    const answer = answerOffline('Which contracts governed by Texas law have expired already?', withLaw, TODAY);
    expect(answer.documents.map((document) => document.documentName)).toEqual(['Services.txt']);
    expect(answer.answer).not.toContain('Reseller.txt');
  });

  it('refuses a comparison with something other than a date or a number ("signed before the supply agreement") instead of dropping it', () => {
    const kinds: AskMatrix = {
      columns: [
        { id: 'signed', name: 'Agreement Date', query: 'What is the date of the agreement?', answerKind: 'date', answerOptions: null },
        { id: 'initial', name: 'Initial term', query: 'What is the initial term?', answerKind: 'duration', answerOptions: null },
        columns[3]!,
      ],
      documents: [
        { id: 'a', name: 'Supply.txt' },
        { id: 'b', name: 'License.txt' },
      ],
      cells: [
        cell('a', 'signed', 'January 15, 2018', '2018-01-15'),
        cell('b', 'signed', 'March 1, 2015', '2015-03-01'),
        cell('a', 'initial', '10 years', { years: 10, months: 0, days: 0 }),
        cell('b', 'initial', '1 year', { years: 1, months: 0, days: 0 }),
        cell('a', 'kind', 'Supply', 'Supply'),
        cell('b', 'kind', 'License', 'License'),
      ],
    };
    // Each answered with the supply agreement itself before (the option read, the comparison dropped).
    for (const question of ['Which contracts were signed before the supply agreement?', 'Which contracts have a longer initial term than the supply agreement?', 'Which contracts were signed after the license?']) {
      expect(answerOffline(question, kinds, TODAY), question).toMatchObject({ answer: MATRIX_ASK_TEXTS.cannotAnswer, answered: false, documents: [] });
    }
    // "How many" is answered by the count the answer starts with.
    expect(answerOffline('How many contracts are licenses?', kinds, TODAY).answer).toContain(MATRIX_ASK_TEXTS.matches(1, 2));
  });

  it('does not lead with "No document matches" when no document could be decided', () => {
    // It said "No document in this matrix matches." before, though every cap was Not found.
    const answer = ask('Which contracts have a liability cap above $1 million?');
    expect(answer).toMatchObject({ answered: true, documents: [] });
    expect(answer.answer.startsWith(MATRIX_ASK_TEXTS.noneDecided)).toBe(true);
    expect(answer.answer).not.toContain(MATRIX_ASK_TEXTS.noMatch);
    expect(answer.answer).toContain(MATRIX_ASK_TEXTS.undecided(['Reseller.txt', 'Services.txt', 'Supply.txt'], ['Liability cap']));
  });
});

describe("31a's lawyer's pass, third round: an 'or' between a law and another filter, 'or less', 'on or after'", () => {
  const roundColumns: AskMatrix['columns'] = [
    columns[0]!,
    columns[2]!,
    { id: 'initial', name: 'Initial term', query: 'What is the initial term?', answerKind: 'duration', answerOptions: null },
    { id: 'signed', name: 'Agreement Date', query: 'What is the date of the agreement?', answerKind: 'date', answerOptions: null },
  ];
  const round: AskMatrix = {
    columns: roundColumns,
    documents: [
      { id: 'k', name: 'Kansas.txt' },
      { id: 't', name: 'Texas.txt' },
      { id: 'e', name: 'England.txt' },
    ],
    cells: [
      cell('k', 'law', 'Kansas', null),
      cell('t', 'law', 'Texas', null),
      cell('e', 'law', 'England', null),
      cell('k', 'nc', 'Yes', true),
      cell('t', 'nc', 'Yes', true),
      cell('e', 'nc', 'No', false),
      cell('k', 'initial', '6 months', { years: 0, months: 6, days: 0 }),
      cell('t', 'initial', '1 year', { years: 1, months: 0, days: 0 }),
      cell('e', 'initial', '10 years', { years: 10, months: 0, days: 0 }),
      cell('k', 'signed', 'January 1, 2018', '2018-01-01'),
      cell('t', 'signed', 'January 15, 2018', '2018-01-15'),
      cell('e', 'signed', 'March 1, 2015', '2015-03-01'),
    ],
  };
  const ask = (question: string) => answerOffline(question, round, '2026-11-28');
  const matched = (question: string) => ask(question).documents.map((document) => document.documentName);

  it('refuses "Kansas law or have a non-compete" instead of reading "have a" as a second law and joining with "and"', () => {
    // It answered Kansas.txt alone (Kansas and a non-compete) before.
    expect(ask('Which contracts are governed by Kansas law or have a non-compete?')).toMatchObject({ answer: MATRIX_ASK_TEXTS.cannotAnswer, answered: false });
    expect(matched('Which contracts are governed by Kansas or Texas law?')).toEqual(['Kansas.txt', 'Texas.txt']);
  });

  it('reads "1 year or less" and "1 year or more"; refuses an "or" with a number it would drop', () => {
    // "of 1 year or less" was read as exactly one year: the 6-month term was left out.
    expect(matched('Which contracts have an initial term of 1 year or less?')).toEqual(['Kansas.txt', 'Texas.txt']);
    expect(matched('Which contracts have an initial term of 1 year or more?')).toEqual(['Texas.txt', 'England.txt']);
    expect(ask('Which contracts were signed within the last year or two?')).toMatchObject({ answer: MATRIX_ASK_TEXTS.cannotAnswer, answered: false });
  });

  it('reads "a 10-year initial term", "in more than 2 years", and a range written backwards', () => {
    // Each refused, or "No document matches", before.
    expect(matched('Which contracts have a 10-year initial term?')).toEqual(['England.txt']);
    expect(matched('Which contracts have a six month initial term?')).toEqual(['Kansas.txt']);
    expect(matched('Which contracts were signed between 2018 and 2015?')).toEqual(['Kansas.txt', 'Texas.txt', 'England.txt']);
    const later: AskMatrix = {
      columns: [{ id: 'exp', name: 'Expiration date', query: 'When does it expire?', answerKind: 'date', answerOptions: null }],
      documents: [
        { id: 'a', name: 'Soon.txt' },
        { id: 'b', name: 'Later.txt' },
      ],
      cells: [cell('a', 'exp', 'March 1, 2027', '2027-03-01'), cell('b', 'exp', 'June 30, 2030', '2030-06-30')],
    };
    const more = answerOffline('Which contracts expire in more than 2 years?', later, '2026-11-28');
    expect(more.documents.map((document) => document.documentName)).toEqual(['Later.txt']);
    expect(more.answer).toContain(MATRIX_ASK_TEXTS.after('28 Nov 2028'));
    expect(answerOffline('Which contracts expire in less than 2 years?', later, '2026-11-28').documents.map((document) => document.documentName)).toEqual(['Soon.txt']);
  });

  it('says the date "after today" is read as, and reads "from today", "fifteen", "by the end of"', () => {
    const after = answerOffline('Which contracts were signed after today?', round, '2018-01-10');
    expect(after.documents.map((document) => document.documentName)).toEqual(['Texas.txt']);
    expect(after.answer).toContain(MATRIX_ASK_TEXTS.datesRead([{ words: 'after today', range: MATRIX_ASK_TEXTS.after('10 Jan 2018') }], '10 Jan 2018'));
    expect(answerOffline('Which contracts were signed in the last 3 years from today?', round, '2018-01-10').documents.map((document) => document.documentName)).toEqual(['Kansas.txt', 'England.txt']);
    expect(answerOffline('Which contracts were signed in the last fifteen days?', round, '2018-01-10').documents.map((document) => document.documentName)).toEqual(['Kansas.txt']);
    expect(matched('Which contracts were signed by the end of 2017?')).toEqual(['England.txt']);
    expect(matched('Which contracts were signed before the end of January 2018?')).toEqual(['Kansas.txt', 'Texas.txt', 'England.txt']);
  });

  it('refuses a date of another thing than the contract ("a non-compete that expires"), reads "before next year", "end", "entered into"', () => {
    const withExpiry: AskMatrix = {
      ...round,
      columns: [...round.columns, { id: 'exp', name: 'Expiration date', query: 'When does it expire?', answerKind: 'date', answerOptions: null }],
      cells: [...round.cells, cell('k', 'exp', 'March 1, 2027', '2027-03-01'), cell('t', 'exp', 'June 30, 2030', '2030-06-30'), cell('e', 'exp', 'July 1, 2026', '2026-07-01')],
    };
    const on = (question: string) => answerOffline(question, withExpiry, '2026-11-28');
    // Answered with the contract's expiration date before, as if the non-compete's were asked.
    expect(on('Which contracts have a non-compete that expires within the next year?')).toMatchObject({ answer: MATRIX_ASK_TEXTS.cannotAnswer, answered: false });
    expect(on('List the contracts that expire within the next year').documents.map((document) => document.documentName)).toEqual(['Kansas.txt']);
    expect(on('Which contracts expire before next year?').documents.map((document) => document.documentName)).toEqual(['England.txt']);
    expect(on('Which contracts expire after this year?').documents.map((document) => document.documentName)).toEqual(['Kansas.txt', 'Texas.txt']);
    expect(on('Which contracts end within the next year?').documents.map((document) => document.documentName)).toEqual(['Kansas.txt']);
    expect(on('Which contracts were entered into in the last 10 years?').documents.map((document) => document.documentName)).toEqual(['Kansas.txt', 'Texas.txt']);
  });

  it('refuses two questions in one ("…, and which were signed last year?"); reads "expire today" and "unexpired"', () => {
    const withExpiry: AskMatrix = {
      ...round,
      columns: [...round.columns, { id: 'exp', name: 'Expiration date', query: 'When does it expire?', answerKind: 'date', answerOptions: null }],
      cells: [...round.cells, cell('k', 'exp', 'November 28, 2026', '2026-11-28'), cell('t', 'exp', 'June 30, 2030', '2030-06-30'), cell('e', 'exp', 'July 1, 2026', '2026-07-01')],
    };
    const on = (question: string) => answerOffline(question, withExpiry, '2026-11-28');
    // Read as both at once before ("No document in this matrix matches").
    expect(on('Which contracts expire within the next year, and which were signed last year?')).toMatchObject({ answer: MATRIX_ASK_TEXTS.cannotAnswer, answered: false });
    const today = on('Which contracts expire today?');
    expect(today.documents.map((document) => document.documentName)).toEqual(['Kansas.txt']);
    expect(today.answer).toContain(MATRIX_ASK_TEXTS.datesRead([{ words: 'today', range: MATRIX_ASK_TEXTS.on('28 Nov 2026') }], '28 Nov 2026'));
    expect(on("Which contracts expire on today's date?").answer).toContain(MATRIX_ASK_TEXTS.on('28 Nov 2026'));
    expect(on('Which contracts are unexpired?').documents.map((document) => document.documentName)).toEqual(['Kansas.txt', 'Texas.txt']);
  });

  it('reads "on or after", "on or before", "on", "by" and "no later than" a date, the day itself included', () => {
    // "on or after January 1, 2018" was read as after it: the contract signed that day was left out.
    expect(matched('Which contracts were signed on or after January 1, 2018?')).toEqual(['Kansas.txt', 'Texas.txt']);
    expect(matched('Which contracts were signed on or before January 1, 2018?')).toEqual(['Kansas.txt', 'England.txt']);
    expect(matched('Which contracts were signed on January 15, 2018?')).toEqual(['Texas.txt']);
    expect(matched('Which contracts were signed by 2017?')).toEqual(['England.txt']);
    expect(matched('Which contracts were signed no later than January 1, 2018?')).toEqual(['Kansas.txt', 'England.txt']);
  });
});

describe('absolute dates (issue 31, 31o): compared with each cell\'s typed date, however the question writes the date', () => {
  const dated: AskMatrix = {
    columns: [
      { id: 'exp', name: 'Expiration date', query: 'When does the agreement expire?', answerKind: 'date', answerOptions: null },
      { id: 'signed', name: 'Agreement Date', query: 'What is the date of the agreement?', answerKind: 'date', answerOptions: null },
    ],
    documents: [
      { id: 'a', name: 'A.txt' },
      { id: 'b', name: 'B.txt' },
      { id: 'c', name: 'C.txt' },
      { id: 'd', name: 'D.txt' },
    ],
    cells: [
      // The short answers' wording differs from the typed dates on purpose: the typed date decides.
      cell('a', 'signed', 'February 28, 2021 (2021-02-28)', '2021-02-28'),
      cell('b', 'signed', 'March 1, 2021 (2021-03-01)', '2021-03-01'),
      cell('c', 'signed', 'Dated as of the first day of March 2019', '2019-03-01'),
      cell('d', 'signed', 'Not found', null),
      cell('a', 'exp', 'December 31, 2019 (2019-12-31)', '2019-12-31'),
      cell('b', 'exp', 'January 1, 2020 (2020-01-01)', '2020-01-01'),
      cell('c', 'exp', 'The fifth anniversary of the Effective Date', '2024-03-01'),
      cell('d', 'exp', 'Until terminated', null),
    ],
  };
  const ask = (question: string) => answerOffline(question, dated, '2026-11-28');
  const matched = (question: string) => ask(question).documents.map((document) => document.documentName);

  it('reads "before 1 March 2021" and "after 2019" against the typed dates, the undecided said', () => {
    expect(matched('Which contracts were signed before 1 March 2021?')).toEqual(['A.txt', 'C.txt']);
    expect(matched('Which contracts expire after 2019?')).toEqual(['B.txt', 'C.txt']);
    expect(ask('Which contracts expire after 2019?').answer).toContain(MATRIX_ASK_TEXTS.undecided(['D.txt'], ['Expiration date']));
    expect(ask('Which contracts expire after 2019?').citations.map((citation) => citation.elementId)).toEqual(['b-exp', 'c-exp']);
  });

  it('reads an ISO date as that day, not as its year (2021-03-01 was read as "before 2021")', () => {
    expect(matched('Which contracts were signed before 2021-03-01?')).toEqual(['A.txt', 'C.txt']);
    expect(matched('Which contracts were signed on 2021/03/01?')).toEqual(['B.txt']);
    expect(matched('Which contracts expire on or after 2020-01-01?')).toEqual(['B.txt', 'C.txt']);
  });

  it('reads ordinals, abbreviated months and a comma after the month', () => {
    for (const question of [
      'Which contracts were signed before 1st March 2021?',
      'Which contracts were signed before March 1st, 2021?',
      'Which contracts were signed before the 1st of March 2021?',
      'Which contracts were signed before Mar 1, 2021?',
      'Which contracts were signed before Mar. 1, 2021?',
      'Which contracts were signed before 1 Mar 2021?',
      'Which contracts were signed prior to 1 March, 2021?',
    ]) {
      expect(matched(question), question).toEqual(['A.txt', 'C.txt']);
    }
    expect(matched('Which contracts expire after Dec. 31, 2019?')).toEqual(['B.txt', 'C.txt']);
    expect(matched('Which contracts were signed before Sept 2020?')).toEqual(['C.txt']);
    expect(matched('Which contracts were signed after the 28th of February 2021?')).toEqual(['B.txt']);
  });

  it('reads "from 2019 to 2020", "pre-2020" and "post-2019"', () => {
    expect(matched('Which contracts expire from 2019 to 2020?')).toEqual(['A.txt', 'B.txt']);
    expect(matched('Which contracts were signed from 1 January 2019 until 28 February 2021?')).toEqual(['A.txt', 'C.txt']);
    expect(matched('Which contracts were signed pre-2020?')).toEqual(['C.txt']);
    expect(matched('Which contracts expire post-2019?')).toEqual(['B.txt', 'C.txt']);
  });

  it('refuses a date written with slashes in an order it cannot know (01/03/2021: 1 March or January 3?)', () => {
    expect(ask('Which contracts were signed before 01/03/2021?')).toMatchObject({ answered: false, answer: MATRIX_ASK_TEXTS.cannotAnswer });
  });
});
