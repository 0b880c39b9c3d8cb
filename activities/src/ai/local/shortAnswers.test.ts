import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseHighlighted } from '../quotes';
import { NOT_FOUND } from '../types';
import { extractMatrixCellLocally } from './matrixExtraction';
import { agreementDateAnswer, agreementDateIn, byDefinedRoles, conciseStatement, dateWrittenAbove, effectiveDateAnswer, expirationAnswer, labelledParties, lastSignatureDate, namesPartiesInFull, partiesAcross, partiesAnswer, partiesByRoles, partiesIn, partiesOnCover, partiesWithRoles, partyParagraph, signatureParties, termValue } from './shortAnswers';
import { findDates } from './contractDates';
import { cuadTrainDirectory, readContracts } from './training/cuadData';
import { mapDocument } from './training/paragraphMap';
import { shortAnswerRight } from './training/shortAnswerJudge';
import { findGoverningLaw } from '../text/values';
import { SHORT_ANSWER_TEXTS } from '@arcline/shared';
import { typedValueOf } from '../typedValue';

/** CUAD contracts (CC BY 4.0, see tests/fixtures/contracts/LICENSES.md), one paragraph a line. */
const directory = fileURLToPath(new URL('../../../../tests/fixtures/contracts/', import.meta.url));
const contract = (name: string) => ({
  documentName: name,
  paragraphs: readFileSync(`${directory}${name}`, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
});
const DISTRIBUTOR = contract('blackboxstocksinc-08-05-2014-ex-10.1-distributor-agreement.txt');
const LICENSE = contract('alliedesportsentertainmentinc-20190815-8-k-ex-10.19-11788293-ex-10.19-content-license-agreement.txt');
const SUPPLY = contract('agapeatpcorp-20191202-10-ka-ex-10.1-11911128-ex-10.1-supply-agreement.txt');
const SERVICES = contract('abilityinc-06-15-2020-ex-4.25-services-agreement.txt');
const ENDORSEMENT = contract('adamsgolfinc-03-21-2005-ex-10.17-endorsement-agreement.txt');
const JOINT_VENTURE = contract('borrowmoneycom-inc-06-11-2020-ex-10.1-joint-venture-agreement.txt');

/** Quotes of this length or less are a value on its own line rather than a passage. */
const SHORT_QUOTE_CHARS = 60;

const answer = (document: ReturnType<typeof contract>, columnName: string, query: string) => extractMatrixCellLocally({ ...document, columnName, query }).refineResult;

describe('short answers by the kind of answer a column wants', () => {
  it('names every party with its defined role', () => {
    expect(answer(DISTRIBUTOR, 'Parties', 'Who are the parties?')).toBe('Snotarator LLC ("Company"); SMSA Ballinger Acquisition Corp. ("Distributor")');
    expect(answer(LICENSE, 'Counterparties', '')).toBe('WPT Enterprises, Inc. ("WPT"); ZYNGA INC. ("Zynga US"); ZYNGA GAME IRELAND LIMITED ("Zynga Ireland")');
    expect(answer(SUPPLY, 'Parties', 'Between whom is the agreement made?')).toBe(
      'ORGANIC PREPARATIONS INC. ("the Manufacturer"); AGAPE ATP INTERNATIONAL HOLDING LIMITED ("the Customer")',
    );
  });

  it('gives dates as the contract writes them and normalised', () => {
    expect(answer(DISTRIBUTOR, 'Agreement date', 'When was the agreement signed?')).toBe('1st day of August, 2013 (2013-08-01)');
    expect(answer(SUPPLY, 'Date of the agreement', '')).toBe('15th day of January 2018 (2018-01-15)');
    expect(answer(SERVICES, 'Effective date', 'When does the agreement take effect?')).toBe('November 1, 2019 (2019-11-01)');
  });

  it('gives the stated end of the term, or computes it from the start and the duration, labelled "computed"', () => {
    const term = 'How long does the agreement last, and when does it expire?';
    expect(answer(DISTRIBUTOR, 'Term', term)).toBe('May 31, 2015 (2015-05-31)');
    expect(answer(SERVICES, 'Term', term)).toBe('December 31, 2020 (2020-12-31)');
    expect(answer(LICENSE, 'Term', term)).toBe('3 years from February 1, 2018, ending February 1, 2021 (2021-02-01), computed');
    expect(answer(LICENSE, 'Expiry date', 'When does the agreement expire?')).toBe('February 1, 2021 (2021-02-01), computed: 3 years from February 1, 2018');
    expect(expirationAnswer('The initial term is five (5) years from the Effective Date.', '', ['dated as of March 3, 2014 (the "Effective Date")'], false)).toBe(
      'March 3, 2019 (2019-03-03), computed: 5 years from March 3, 2014',
    );
    const anniversary = 'This Agreement shall continue until the five (5) year anniversary of the Effective Date.';
    expect(expirationAnswer(anniversary, anniversary, ['1. DEFINITIONS', '1.4 "Effective Date" means May 31, 2019.'], false)).toBe(
      'May 31, 2024 (2024-05-31), computed: 5 years from May 31, 2019',
    );
  });

  it('names the governing law, never the court or the arbitration', () => {
    expect(answer(SUPPLY, 'Governing law', 'Which law governs?')).toBe('England');
    expect(answer(DISTRIBUTOR, 'Applicable law', '')).toBe('Texas');
  });

  it('never cuts a short answer mid-sentence nor repeats the quoted passage', () => {
    expect(conciseStatement('12.1 Assignment. Neither party may assign this Agreement, provided that either party may assign it to an affiliate.')).toBe(
      'Neither party may assign this Agreement.',
    );
    const columns: [string, string][] = [
      ['Compensation', 'How much is the consultant paid?'],
      ['Territory', 'What territory is covered?'],
      ['Exclusivity', 'Is the appointment exclusive?'],
      ['Document title', ''],
      ['Payment terms', 'When must invoices be paid?'],
      ['Term', 'How long does the agreement last, and when does it expire?'],
    ];
    for (const name of readdirSync(directory).filter((file) => file.endsWith('.txt'))) {
      for (const [columnName, query] of columns) {
        const cell = extractMatrixCellLocally({ ...contract(name), columnName, query });
        if (cell.refineResult === NOT_FOUND) continue;
        expect(cell.refineResult, `${name} / ${columnName}`).not.toMatch(/…$/);
        // A quote that is only the value (a title line, "Dated: May 1, 2019") may be the answer itself.
        const quote = parseHighlighted(cell.referenceResult).quote.trim();
        if (quote.length > SHORT_QUOTE_CHARS) expect(cell.refineResult, `${name} / ${columnName}`).not.toBe(quote);
      }
    }
  });
});

describe("short answers in the shape of a template's kind of answer", () => {
  it('gives a term stated by its end date to a duration template, and the end date to a date template', () => {
    const cell = (columnName: string, answerKind: 'date' | 'duration') =>
      extractMatrixCellLocally({ ...DISTRIBUTOR, columnName, query: 'What is the term of the agreement?', answerKind }).refineResult;
    // Made and effective "this 1st day of August, 2013": the length is computed from that start (issue 28/31, 28d).
    expect(cell('Term and Expiration', 'duration')).toBe('1 year and 10 months, computed: from August 1, 2013 until May 31, 2015 (2015-05-31)');
    expect(cell('Term and Expiration', 'date')).toBe('May 31, 2015 (2015-05-31)');
    // Where the contract states no start, the end as it is, and no length.
    const ends = 'The term of this Agreement shall terminate on May 31, 2015, unless sooner terminated.';
    expect(termValue('duration', 'x', ends, ends, ['DISTRIBUTOR AGREEMENT', ends])).toBe('Until May 31, 2015 (2015-05-31)');
    // The services agreement: "made effective as of November 1, 2019 (the "Effective Date")" and "shall terminate on December 31, 2020".
    expect(extractMatrixCellLocally({ ...SERVICES, columnName: 'Initial term', query: 'What is the initial term of the agreement?', answerKind: 'duration' }).refineResult).toBe(
      '1 year and 2 months, computed: from November 1, 2019 until December 31, 2020 (2020-12-31)',
    );
    expect(extractMatrixCellLocally({ ...LICENSE, columnName: 'Term and Expiration', query: 'When does the agreement end?', answerKind: 'date' }).refineResult).toBe(
      'February 1, 2021 (2021-02-01), computed: 3 years from February 1, 2018',
    );
  });
});

describe('parties read from the defined names of the party block', () => {
  // Party blocks of CUAD v1 contracts (CC BY 4.0) whose names carry no legal form the older reader knew, are written
  // in lower case, or whose description follows the defined name.
  it('names the party written before each defined name, without its description', () => {
    expect(
      partiesByRoles(
        'INTELLECTUAL PROPERTY AGREEMENT, dated as of September 30, 2019 (this "Agreement"), by and between NUANCE COMMUNICATIONS, INC., a Delaware corporation ("Nuance"), and CERENCE INC., a Delaware corporation ("SpinCo").',
      ),
    ).toEqual(['NUANCE COMMUNICATIONS, INC. ("Nuance")', 'CERENCE INC. ("SpinCo")']);
    expect(
      partiesByRoles(
        'This Manifest System Services and Co-Branding Agreement ("Agreement") is made and entered into as of April 27, 1999 (the "Effective Date"), by and between iShip.com, Inc., a Washington corporation (the "Company"), and Mail Boxes Etc. USA, Inc., a California corporation ("MBE").',
      ),
    ).toEqual(['iShip.com, Inc. ("Company")', 'Mail Boxes Etc. USA, Inc. ("MBE")']);
    expect(
      partiesByRoles(
        'This Non-Exclusive License Agreement (hereinafter "Agreement") is entered into by and between The Johns Hopkins University (hereinafter "JHU"), a corporation of the State of Maryland, having a principal place of business 3400 N. Charles Street, and Virtuoso Surgical, Inc. (hereinafter "Company"), a Delaware corporation.',
      ),
    ).toEqual(['The Johns Hopkins University ("JHU")', 'Virtuoso Surgical, Inc. ("Company")']);
    expect(
      partiesByRoles(
        'This agreement ("Agreement") is entered into as of the 16th day of February, 2000 ("Effective Date"), by and between the At Home Corporation ("Excite@Home" or "Excite"), located at 450 Broadway, Redwood City, California 94063, and e-centives, Inc., ("Application Provider" or "e-centives"), a Delaware corporation.',
      ),
    ).toEqual(['At Home Corporation ("Excite@Home")', 'e-centives, Inc. ("Application Provider")']);
  });

  it('reads a party whose address follows its defined name without a comma, and one described as "having" an address', () => {
    expect(
      partiesByRoles(
        'This Endorsement Agreement ("Agreement") is made this 14th day of March, 2016 ("Effective Date"), by and between Lifeway Foods, Inc. ("Lifeway") with a principal business address of 6431 West Oakton Street, Morton Grove, IL 60053 and Ludmila Smolyansky("Individual") on her own behalf.',
      ),
    ).toEqual(['Lifeway Foods, Inc. ("Lifeway")', 'Ludmila Smolyansky ("Individual")']);
    expect(
      partiesByRoles(
        'Aduro Biotech, Inc., with a place of business at 740 Heinz Avenue, Berkeley, CA 94710 ("Aduro") and IREYA B.V having an address at Staalwijkstraat 16, 2313 XR Leiden, the Netherlands, represented by Andrea van Elsas, ("Consultant") agree to all terms.',
      ),
    ).toEqual(['Aduro Biotech, Inc. ("Aduro")', 'IREYA B.V ("Consultant")']);
  });

  it('counts a name written with and without a comma before its legal form once', () => {
    expect(partiesWithRoles('THIS AGREEMENT is made BETWEEN: EHAVE, INC., a company incorporated under the laws of Ontario ("Ehave"); and EHAVE INC. again', true)).toHaveLength(1);
  });

  it('finds the party block after a cover page, beyond the opening paragraphs', () => {
    const cover = ['Exhibit 10.4', 'INTELLECTUAL PROPERTY AGREEMENT', 'by and between', 'NUANCE COMMUNICATIONS, INC.', 'and', 'CERENCE INC.', 'Dated as of September 30, 2019', 'TABLE OF CONTENTS', 'Article I Definitions'];
    const block =
      'INTELLECTUAL PROPERTY AGREEMENT, dated as of September 30, 2019 (this "Agreement"), by and between NUANCE COMMUNICATIONS, INC., a Delaware corporation ("Nuance"), and CERENCE INC., a Delaware corporation ("SpinCo").';
    expect(partyParagraph([...cover, 'Article II Assignment', block], 5)).toEqual({
      paragraph: 10,
      parties: ['NUANCE COMMUNICATIONS, INC. ("Nuance")', 'CERENCE INC. ("SpinCo")'],
    });
  });
});

describe('dates written only in figures (CUAD v1, CC BY 4.0)', () => {
  it('reads day first where the first number cannot be a month or dots separate them, month first otherwise', () => {
    const iso = (text: string) => findDates(text).map((date) => [date.written, date.value]);
    expect(iso('EXHIBIT 10.43 Dated 29/3/18')).toEqual([['29/3/18', 'March 29, 2018']]);
    expect(iso('is effective as of the 1.4.2011 (the "Effective Date")')).toEqual([['1.4.2011', 'April 1, 2011']]);
    expect(iso('Contract start: 04-01-06.')).toEqual([['04-01-06', 'April 1, 2006']]);
    expect(iso('Signature /s/ Andrew Zhang Date 13/07/05.')).toEqual([['13/07/05', 'July 13, 2005']]);
    // Section numbers, versions and telephone numbers are not dates; the written forms are read as before.
    expect(iso('Section 10.1.12, version 1.2.3, telephone 555-12-3456')).toEqual([]);
    expect(iso('dated 7/25/2018 and March 3, 2014')).toEqual([
      ['7/25/2018', 'July 25, 2018'],
      ['March 3, 2014', 'March 3, 2014'],
    ]);
  });

  it('computes the end of a term from a date written in figures', () => {
    const paragraphs = ['EXHIBIT 10.43 Dated 29/3/18', 'Distributorship agreement'];
    const sentence = '11.1 This agreement begins on the Commencement Date and shall continue for an initial term of one (1) years (Initial Term).';
    expect(expirationAnswer(sentence, sentence, paragraphs, false)).toBe('March 29, 2019 (2019-03-29), computed: 1 year from March 29, 2018');
  });
});

describe('the end of the initial term (CUAD v1 term clauses, CC BY 4.0)', () => {
  const opening = ['This Agreement is made effective as of September 26, 2018 (the "Effective Date") by and between Dova Pharmaceuticals, Inc. and Valeant Pharmaceuticals Ireland Limited.'];
  const end = (sentence: string) => expirationAnswer(sentence, sentence, opening, false);

  it('computes an anniversary of the start, and the day before it when the term ends the day prior', () => {
    expect(end('The initial term of this Agreement shall commence on the Effective Date and end on the fifth (5th) anniversary of the Effective Date.')).toBe(
      'September 26, 2023 (2023-09-26), computed: the fifth (5th) anniversary of September 26, 2018',
    );
    expect(end('INITIAL TERM shall mean the Effective Date through the day prior to the second anniversary of the Effective Date.')).toBe(
      'September 25, 2020 (2020-09-25), computed: the day prior to the second anniversary of September 26, 2018, the anniversary falling on September 26, 2020',
    );
  });

  it('gives the anniversary itself beside the day prior to it, as lawyers write the end (Neoforma co-branding agreement, CUAD train: 11/19/01)', () => {
    const top = ['This Co-Branding Agreement (this "Agreement") dated November 19, 1999 (the "Effective Date") is entered into between VerticalNet, Inc. and Neoforma.com, Inc.'];
    const clause = '1.9 INITIAL TERM shall mean the Effective Date through the day prior to the second anniversary of the Effective Date, unless earlier terminated pursuant to Section 11.';
    const answer = expirationAnswer(clause, clause, top, false)!;
    expect(answer).toBe('November 18, 2001 (2001-11-18), computed: the day prior to the second anniversary of November 19, 1999, the anniversary falling on November 19, 2001');
    expect(shortAnswerRight('Expiration Date', answer, '11/19/01')).toBe(true);
  });

  it('ends a term that lasts until another agreement ends with that event, not with a payment term of the paragraph (Accuray distributor agreement, CUAD train)', () => {
    // The paragraph runs on from the payment terms ("net 30 days after delivery") into the term clause, cut at its ";".
    const paragraph =
      '5.4.2. Products, Spare Parts and Upgrade Payments. Full payment of the purchase price for Products (other than Systems), Spare Parts and upgrades shall be made by Distributor to Accuray in US Dollars by wire transfer to a bank selected by Accuray and is due net 30 days after delivery by Accuray at the specified F.C.A. location pursuant to Section 4.1.2 and receipt by Distributor of a reasonably undisputed invoice. 6. TERM AND TERMINATION 6.1. Term. Unless otherwise agreed in writing by Accuray and Distributor and subject to the termination rights contained in this Agreement, this Agreement shall begin on the Effective Date and shall continue until the termination of the Strategic Alliance Agreement; provided, however, that if a Termination Election relating to this Agreement is made pursuant to Section 10.3 of the Strategic Alliance Agreement prior to such termination, this Agreement shall terminate 36 months after such Termination Election (the "Term").';
    const sentence =
      'Term. Unless otherwise agreed in writing by Accuray and Distributor and subject to the termination rights contained in this Agreement, this Agreement shall begin on the Effective Date and shall continue until the termination of the Strategic Alliance Agreement;';
    const top = ['This Distributor Agreement is entered into as of June 8, 2010 (the "Effective Date") by and between Accuray Incorporated and Siemens AG.'];
    const answer = expirationAnswer(sentence, paragraph, top, false)!;
    expect(answer).toBe('Until the termination of the Strategic Alliance Agreement (no date stated)');
    expect(termValue('date', answer, sentence, paragraph)).toBeNull();
    expect(termValue('duration', answer, sentence, paragraph)).toBe(answer);
  });

  it('does not read "shall extend until" or "unless terminated or extended as provided" as a renewal', () => {
    expect(end('12.1 Term. This Agreement shall become effective as of the Effective Date and, unless earlier terminated as provided in this ARTICLE 12, shall extend until the four (4) year anniversary of the Effective Date (the "Term").')).toBe(
      'September 26, 2022 (2022-09-26), computed: 4 years from September 26, 2018',
    );
    expect(end('4.1 TERM. The Term shall commence on the date of this Agreement and, unless earlier terminated or extended as provided below, shall end as of December 31, 2000.')).toBe('December 31, 2000 (2000-12-31)');
    expect(end('The term shall be three years and shall automatically be extended for successive one-year periods.')).toBe(
      'September 26, 2021 (2021-09-26), computed: 3 years from September 26, 2018, then renewable',
    );
  });
});

describe('an effective date given as "the date first above written" (CUAD v1, CC BY 4.0)', () => {
  it('is the date at the top of the contract, said to be so', () => {
    const paragraphs = [
      'SPONSORSHIP AGREEMENT THIS SPONSORSHIP AGREEMENT ("Agreement") is entered into and effective as of the date first written above.',
      'This Agreement is made as of July 16, 2012 by and between LookSmart, Ltd. and Syncapse Corp.',
    ];
    expect(dateWrittenAbove('This Agreement shall become effective as of the day and year first above written and shall govern the relations between the parties hereto thereafter.', paragraphs)?.value).toBe('July 16, 2012');
    expect(dateWrittenAbove('The Effective Date of this Agreement shall be the later of the dates shown by the signatures below.', paragraphs)).toBeNull();
  });
});

describe('a party block laid over several lines (CUAD v1, CC BY 4.0)', () => {
  it('reads the parties across the lines after "by and between:"', () => {
    const paragraphs = [
      'Exhibit 10.4',
      'COOPERATION AGREEMENT',
      '(2014 Amendment)',
      'This Cooperation Agreement (2014 Amendment) (this "Agreement") is entered into on January 24, 2014 in Beijing by and between:',
      '(1) Nanjing Tuniu Technology Co., Ltd., with its registered address at 3-5/F Building No.6, Southeast University Science Park, 6 Changjianghou Street, Xuanwu District, Nanjing and its legal representative being Yu Dunde ("Party A");',
      '(2) Beijing Tuniu Technology Co., Ltd., with its registered address at R1006 10/F Building No.4, Yard No.1 of Shangdishi Street, Haidian District, Beijing and its legal representative being Yu Dunde ("Party B").',
      'WHEREAS',
    ];
    expect(partiesAcross(paragraphs, 3)).toEqual(['Nanjing Tuniu Technology Co., Ltd. ("Party A")', 'Beijing Tuniu Technology Co., Ltd. ("Party B")']);
    expect(partiesAcross(paragraphs.slice(0, 4), 3)).toEqual([]);
  });
});

describe('parties named in full rather than by their short names (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('reads a party block laid over lines rather than a later sentence that names the parties short', () => {
    // DRAGONSYSTEMSINC_01_08_1999-EX-10.17-OUTSOURCING AGREEMENT
    const paragraphs = [
      'OUTSOURCING AGREEMENT',
      'BETWEEN:',
      'MODUS MEDIA INTERNATIONAL LANDDROSTLAAN 51 7327 GM APELDOORN THE NETHERLANDS (HEREINAFTER "MMI")',
      'AND',
      'DRAGON SYSTEMS, INC. 320 NEVADA STREET NEWTON, MA 02160 U.S.A. (HEREAFTER "DRAGON SYSTEMS")',
      'EFFECTIVE AS OF (EFFECTIVE DATE)',
      '1. PURPOSE OF AGREEMENT Formalize the agreements made regarding services and products between Dragon Systems and MMI.',
    ];
    const parties = partiesAnswer(paragraphs[6]!, paragraphs[6]!, paragraphs, 6);
    expect(parties).toHaveLength(2);
    expect(parties[0]).toMatch(/^MODUS MEDIA INTERNATIONAL .*\("MMI"\)$/);
    expect(parties[1]).toMatch(/^DRAGON SYSTEMS, INC\. .*\("DRAGON SYSTEMS"\)$/);
    // Named short with nothing better around: the short names stay.
    expect(partiesAnswer(paragraphs[6]!, paragraphs[6]!, paragraphs.slice(5), 1)).toEqual(['Dragon Systems', 'MMI']);
  });

  it('moves from a heading that names the parties short to the cover that names them in full', () => {
    // MTITECHNOLOGYCORP_11_16_2004-EX-10.102-Reseller Agreement Premier Addendum
    const paragraphs = ['RESELLER AGREEMENT', 'McDATA CORPORATION ("McDATA) "RESELLER" MTI TECHNOLOGY CORPORATION', 'This Reseller Agreement (the "Agreement") is entered into by and between McDATA and Reseller.'];
    expect(namesPartiesInFull(paragraphs[2]!)).toBe(false);
    expect(namesPartiesInFull(paragraphs[1]!)).toBe(true);
    expect(partyParagraph(paragraphs, 2)?.paragraph).toBe(1);
  });
});

describe('the end of the initial term (CUAD v1 train contracts, CC BY 4.0)', () => {
  const top = ['THIS AGREEMENT is made this 15 th day of July, 2010 ("Effective Date") by and between IMedicor, Inc and USA Managed Care Organization'];

  it('reads a day whose ordinal is split from its number', () => {
    // ICORECONNECTINC_10_13_2010-EX-7.1-Strategic Alliance Agreement
    expect(findDates(top[0]!).map((date) => date.value)).toEqual(['July 15, 2010']);
    expect(expirationAnswer('3. TERM This Agreement shall commence on the Effective Date of this Agreement and shall remain in effect for a period of 5 years ("Initial Term").', '', top, false)).toBe(
      'July 15, 2015 (2015-07-15), computed: 5 years from July 15, 2010',
    );
  });

  it('reads a duration with a word between the number and its unit, and "extend for a period" as the initial term', () => {
    // IpassInc_20181203_8-K_EX-99.1 Reseller Agreement; Magenta Therapeutics Master Development and Manufacturing Agreement
    expect(expirationAnswer('This Agreement shall commence on the Effective Date and shall continue for a period of twelve (12) full calendar months ("Initial Term").', '', top, false)).toBe(
      'July 15, 2011 (2011-07-15), computed: 12 calendar months from July 15, 2010',
    );
    const magenta =
      '7.1 Term. This Agreement shall commence on the Effective Date and shall extend for a period of Five (5) years thereafter ("Initial Term"), unless this Agreement is terminated earlier as provided herein or is extended by mutual written agreement of the Parties.';
    expect(expirationAnswer(magenta, magenta, top, false)).toBe('July 15, 2015 (2015-07-15), computed: 5 years from July 15, 2010');
    // A renewal still is one.
    expect(expirationAnswer('The term is two (2) years and shall thereafter automatically extend for additional one (1) year periods.', '', top, false)).toBe(
      'July 15, 2012 (2012-07-15), computed: 2 years from July 15, 2010, then renewable',
    );
  });

  it('ends a term stated by a month or a year at its last day, and says so', () => {
    // WatchitMediaInc_20061201_8-K_EX-10.1 Content License Agreement; ArcGroupInc_20171211_8-K_EX-10.1 Sponsorship Agreement
    expect(expirationAnswer('This agreement will be in effect until the end of 2006 and will be evaluated at that time.', '', top, false)).toBe('December 31, 2006 (2006-12-31), the end of 2006');
    const arc =
      'The term of this Agreement (the "Term") shall commence as of April 1, 2018 (the "Effective Date") and shall expire upon the later of: (a) the conclusion of the 2022/23 NFL season and (b) the last day in February, 2023 (such expiration date, the "Scheduled Expiration Date"), unless sooner terminated pursuant to the terms of this Agreement.';
    expect(expirationAnswer(arc, arc, top, false)).toBe('The last day of February, 2023 (2023-02-28)');
  });
});

describe('an effective date tied to the signing (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('is the date of the last signature, said to be so, leaving out the filing lines', () => {
    // ZtoExpressCaymanInc_20160930_F-1_EX-10.10 Transportation Agreement
    const zto = [
      'Source: ZTO EXPRESS (CAYMAN) INC., F-1, 9/30/2016',
      'This Agreement takes effect upon the signatures and seals of both Parties in triplicate.',
      'Company seal: /s/ Tonglu Tongze Logistics Ltd. Date: December 22, 2014',
      'Source: ZTO EXPRESS (CAYMAN) INC., F-1, 9/30/2016',
    ];
    expect(effectiveDateAnswer(zto[1]!, zto[1]!, zto)).toBe('December 22, 2014 (2014-12-22), the date of the last signature');
    // TRIZETTOGROUPINC_08_18_1999-EX-10.17: the later of two signatures.
    const trizetto = ['Date: March 1, 1998', 'This Agreement shall be effective on the date of signed acceptance ("Effective Date") by MMMW.', 'Date: March 4, 1998 Date: 3-5-98 ------------------------------'];
    expect(effectiveDateAnswer(trizetto[1]!, trizetto[1]!, trizetto)).toBe('3-5-98 (1998-03-05), the date of the last signature');
  });

  it('is the date at the top when no signature is dated, and the statement when the clause is not tied to the signing', () => {
    // IMPCOTECHNOLOGIESINC_04_15_2003-EX-10.65 Joint Venture Agreement
    const impco = [
      'This Joint Venture Agreement (Agreement) is made and executed on this the 18th day of May, 2001 BETWEEN IMPCO Technologies, Inc. and Minda Industries Limited',
      '16.1 This Agreement shall become effective on the date of execution and shall remain in force for ten years.',
    ];
    expect(effectiveDateAnswer(impco[1]!, impco[1]!, impco)).toBe('18th day of May, 2001 (2001-05-18), the date written at the top');
    const other = 'This Agreement shall come into force on the Date of the Agreement.';
    expect(effectiveDateAnswer(other, other, impco)).toBe('This Agreement shall come into force on the Date of the Agreement.');
    expect(lastSignatureDate(impco)).toBeNull();
  });
});

describe('every party of a party block (CUAD v1 validation and train contracts, CC BY 4.0)', () => {
  it('takes the next party after the first ", and" when the previous description runs on', () => {
    // SigaTechnologiesInc_20190603_8-K_EX-10.1 Promotion Agreement
    expect(
      partiesByRoles(
        'This PROMOTION AGREEMENT (this "Agreement") is entered into as of May 31, 2019 (the "Effective Date") by and between SIGA TECHNOLOGIES, INC., a Delaware corporation having an address at 31 East 62nd Street, New York, NY 10065 ("SIGA"), and MERIDIAN MEDICAL TECHNOLOGIES, INC., a Pfizer company, and Delaware corporation having an address at 6350 Stevens Forest Road, Suite #301, Columbia, MD 21046 ("MMT").',
      ),
    ).toEqual(['SIGA TECHNOLOGIES, INC. ("SIGA")', 'MERIDIAN MEDICAL TECHNOLOGIES, INC. ("MMT")']);
  });

  it('reads names set on lines of their own on a cover, joined by a line "and"', () => {
    // OAKTREECAPITALGROUP,LLC_03_02_2020-EX-10.8 Services Agreement
    const cover = ['Exhibit 10.8', 'Services Agreement', 'Oaktree Capital Management, L.P.', 'and', 'Oaktree Capital Management (International) Limited', 'September 2018', '1'];
    expect(partiesOnCover(cover)).toEqual(['Oaktree Capital Management, L.P.', 'Oaktree Capital Management (International) Limited']);
    expect(partiesAnswer(cover[2]!, cover[2]!, cover, 2)).toEqual(['Oaktree Capital Management, L.P.', 'Oaktree Capital Management (International) Limited']);
    expect(partiesOnCover(['Terms and Conditions', 'and', 'Schedules'])).toEqual([]);
  });

  it('keeps the party a passage lost when the block over lines names it ("a company registered in" ends a name)', () => {
    // HEALTHGATEDATACORP_11_24_1999-EX-10.1 Hosting and Management Agreement
    const paragraphs = [
      'This AGREEMENT is made the 20 March day of 1998',
      'BETWEEN',
      '1. HealthGate Data Corp., a Delaware corporation ("HealthGate"), having an address at 380 Pleasant Street, Malden, Massachusetts, 02148, USA',
      'AND',
      '2. Blackwell Science Limited a company registered in England ("Blackwell"), whose registered office is Osney Mead, Oxford OX2 OEL, England, and Munksgaard A/S, a company registered in Denmark ("Munksgaard"), having an address at 35 Norre Sogade, Copenhagen DK-1016, Denmark (together, Blackwell and Munksgaard shall be referred to as "the Publishers")',
      'WHEREAS:',
    ];
    expect(partiesAnswer(paragraphs[4]!, paragraphs[4]!, paragraphs, 4)).toEqual([
      'HealthGate Data Corp. ("HealthGate")',
      'Blackwell Science Limited ("Blackwell")',
      'Munksgaard A/S ("Munksgaard")',
    ]);
  });

  it('reads the next party from the next line of a block over lines', () => {
    // PhotronicsInc_20171219_10-QA_EX-10.28 Outsourcing Agreement
    const paragraphs = [
      'This OUTSOURCING AGREEMENT (this "Agreement") is made and entered into as of the 16t h day of May, 2017, by and among',
      'Photronics, Inc., a Connecticut corporation with its principal place of business at 15 Secor Road, Brookfield, Connecticut, U.S.A ("Photronics"),',
      'Dai Nippon Printing Co., Ltd., a Japanese corporation with its principal place of business at 1-1, Ichigaya Kagacho 1-chome, Shinjuku-ku, Tokyo, Japan ("DNP"),',
      'Photronics DNP Photomask Corporation, a company limited by shares organized and formed under the Company Act of the Republic of China ("PDMC"), and',
      'Xiamen American Japan Photronics Mask Co., Ltd., a limited liability company organized and formed under the People\'s Republic of China ("Company").',
      'Each of Photronics and DNP is hereinafter referred to as a "Shareholder" and collectively as the "Shareholders".',
    ];
    expect(partiesAnswer(paragraphs[5]!, paragraphs[5]!, paragraphs, 5)).toEqual([
      'Photronics, Inc. ("Photronics")',
      'Dai Nippon Printing Co., Ltd. ("DNP")',
      'Photronics DNP Photomask Corporation ("PDMC")',
      'Xiamen American Japan Photronics Mask Co., Ltd. ("Company")',
    ]);
  });
});

describe('a term defined elsewhere (CUAD v1 validation and train contracts, CC BY 4.0)', () => {
  it('reads the end from the definition of the term the clause names, said to be so', () => {
    // WHITESMOKE,INC_11_08_2011-EX-10.26 Promotion and Distribution Agreement
    const whitesmoke = [
      '"Term" means the earlier of: (a) the end of the two year period from the Effective Date to 31 July 2013; or (b) the last day of the calendar month within which the Maximum Distribution Commitment is reached. "Territory" means those countries listed in Schedule 1.',
    ];
    const clause = '5.1 Term. This Agreement shall commence on the Effective Date and, unless earlier terminated as set out in this Agreement, shall continue for the Term.';
    expect(expirationAnswer(clause, clause, whitesmoke, false)).toBe('31 July 2013 (2013-07-31), as the "Term" is defined');
    // PerformanceSportsBrandsInc_20110909_S-1 Endorsement Agreement
    const performance = ['a. "Contract Period" shall mean that period of time from February 21, 2011 through December 31, 2012.'];
    const term = '2. Term. The Term of this Agreement shall be for the Contract Period unless it is terminated or extended as set forth in this Agreement.';
    expect(expirationAnswer(term, term, performance, false)).toBe('December 31, 2012 (2012-12-31), as the "Contract Period" is defined');
    // Asked how long: the duration, ending on the date the definition states (not one computed from the start).
    expect(expirationAnswer(clause, clause, whitesmoke, true)).toBe('2 years, ending 31 July 2013 (2013-07-31), as the "Term" is defined');
    // No definition: nothing read.
    expect(expirationAnswer(term, term, [], false)).toBeNull();
  });

  it('reads the end date field of the contract\'s form for a clause that ends "on the date specified"', () => {
    // EUROPEANMICROHOLDINGSINC_03_06_1998-EX-10 Distribution Agreement
    const clause =
      '5.1 Term. The Term will commence on the Effective Date of this Agreement and will remain in effect, unless sooner terminated under paragraphs 5.2, 5.3, or 5.4, until the termination date specified in Exhibit A.';
    expect(expirationAnswer(clause, clause, ['EXHIBIT A', 'TERMINATION DATE: September 30, 1997 TRADEMARKS:'], false)).toBe("September 30, 1997 (1997-09-30), the end date the contract's form gives");
  });
});

describe('short answers that do not repeat the passage (CUAD v1 train and validation contracts, CC BY 4.0)', () => {
  it('says an effective date is blank in a form, or the event it is defined by', () => {
    // DigitalCinemaDestinationsCorp_20111220_S-1; ChinaRealEstateInformationCorp_20090929; BANUESTRAFINANCIALCORP_09_08_2006-EX-10.16
    const blank = 'The Parties contemplate that the Effective Date will be on or about __________________________.';
    expect(effectiveDateAnswer(blank, blank, [])).toBe('No date given: left blank in the form');
    const defined = '"Effective Date" means the Closing Date as set forth in the Share Purchase Agreement.';
    expect(effectiveDateAnswer(defined, defined, [])).toBe('The Closing Date as set forth in the Share Purchase Agreement (no date stated)');
    const offering = 'This Agreement shall become effective on the date hereof and shall terminate upon the termination of the Offering.';
    expect(expirationAnswer(offering, offering, [], false)).toBe('Upon the termination of the Offering (no date stated)');
  });
});

describe('parties listed one after another (CUAD v1 validation contracts, CC BY 4.0)', () => {
  it('reads every party of a list, a d/b/a name whole, and a role defined "collectively"', () => {
    // VerizonAbsLlc_20200123_8-K_EX-10.4 Transfer and Servicing Agreement
    expect(
      partiesByRoles(
        'TRANSFER AND SERVICING AGREEMENT, dated as of January 29, 2020 (this "Agreement"), among VERIZON OWNER TRUST 2020-A, a Delaware statutory trust, as issuer (the "Issuer"), VERIZON ABS LLC, a Delaware limited liability company, as depositor (the "Depositor"), and Cellco Partnership d/b/a Verizon Wireless, a Delaware general partnership ("Cellco"), as servicer (in such capacity, the "Servicer").',
      ),
    ).toEqual(['VERIZON OWNER TRUST 2020-A ("Issuer")', 'VERIZON ABS LLC ("Depositor")', 'Cellco Partnership d/b/a Verizon Wireless ("Cellco")']);
    // GpaqAcquisitionHoldingsInc_20200123_S-4A Sponsorship and Services Agreement
    expect(
      partiesByRoles(
        'This SPONSORSHIP AND SERVICES AGREEMENT (the "Agreement") is made and entered into as of the 19t h day of December, 2018, by and among HOF Village, LLC, a Delaware limited liability company ("HOFV"), National Football Museum, Inc., d/b/a Pro Football Hall of Fame, an Ohio corporation ("PFHOF" and, together with HOFV, the "HOF Entities") and Constellation NewEnergy, Inc., a Delaware corporation, on behalf of itself and its retail affiliates and subsidiaries (collectively, "Constellation").',
      ),
    ).toEqual(['HOF Village, LLC ("HOFV")', 'National Football Museum, Inc., d/b/a Pro Football Hall of Fame ("PFHOF")', 'Constellation NewEnergy, Inc. ("Constellation")']);
  });

  it("skips the previous party's description to the next name", () => {
    // BLUEHILLSBANCORP,INC_05_20_2014-EX-1.1 Agency Agreement
    expect(
      partiesByRoles(
        'Blue Hills Bancorp, Inc. (the "Holding Company"), a newly formed Maryland corporation, Hyde Park Bancorp, MHC, a Massachusetts chartered mutual holding company (the "MHC"), Hyde Park Bancorp, Inc., a Massachusetts corporation (the "MidTier"), and Blue Hills Bank, a Massachusetts chartered stock savings bank (the "Bank").',
      ),
    ).toEqual(['Blue Hills Bancorp, Inc. ("Holding Company")', 'Hyde Park Bancorp, MHC ("MHC")', 'Hyde Park Bancorp, Inc. ("MidTier")', 'Blue Hills Bank ("Bank")']);
  });
});

describe('the end of the initial term, more wordings (CUAD v1 train contracts, CC BY 4.0)', () => {
  const top = ['THIS AGREEMENT is made as of January 11, 2011 (the "Effective Date") by and between Diversinet Corp. and AllOne Mobile Corporation'];

  it('reads past a heading that names the renewal', () => {
    // DIVERSINETCORP_03_01_2012-EX-4 Reseller Agreement
    const clause = 'Term and Renewal The term of this Agreement shall begin on the Effective Date and continue in effect for a period of five (5) years (the "Initial Term").';
    expect(expirationAnswer(clause, clause, top, false)).toBe('January 11, 2016 (2016-01-11), computed: 5 years from January 11, 2011');
  });

  it('computes anniversaries past the fifteenth, and with a split ordinal in figures', () => {
    // SANDRIDGEENERGYINC_08_06_2009-EX-10.6; LIGHTBRIDGECORP_11_23_2015-EX-10.26
    const twentieth = 'This Agreement shall commence on the Effective Date and, unless terminated earlier pursuant to Section 3.2 or 3.3 of this Agreement, shall continue until the twentieth (20th) anniversary of the Effective Date;';
    expect(expirationAnswer(twentieth, twentieth, top, false)).toBe('January 11, 2031 (2031-01-11), computed: the twentieth (20th) anniversary of January 11, 2011');
    const fifth = "This Agreement is effective on the Effective Date and shah continue in effect until the earlier of (a) the fifth (5t h) anniversary of the Effective Date, and (b) termination by either Party for any reason upon thirty (30) days' written notice to the other Party.";
    expect(expirationAnswer(fifth, fifth, top, false)).toBe('January 11, 2016 (2016-01-11), computed: the fifth (5t h) anniversary of January 11, 2011');
  });

  it('reads a defined end named in several words ("the Intended End of Term")', () => {
    // BERKELEYLIGHTS,INC_06_26_2020-EX-10.12
    const clause = 'This Agreement shall commence on the Effective Date and, unless sooner terminated in accordance with its terms, shall continue until the Intended End of Term.';
    expect(expirationAnswer(clause, clause, ['"Intended End of Term" means September 13, 2026.'], false)).toBe('September 13, 2026 (2026-09-13), as the "Intended End of Term" is defined');
  });
});

describe('roles on a cover in quotes without parentheses (CUAD v1, CC BY 4.0)', () => {
  it('reads the quoted role that closes each party\'s lines', () => {
    // agapeatpcorp-20191202-10-ka-ex-10.1 Supply Agreement, its cover
    expect(
      partiesWithRoles(
        'ODM - SUPPLY AGREEMENT BETWEEN: ORGANIC PREPARATIONS INC. 2nd Floor, Transpacific Haus Lini Highway, Port Vila. Vanuatu "the Manufacturer" -- AND -- AGAPE ATP INTERNATIONAL HOLDING LIMITED Unit 05, 4F, Energy Plaza No. 92, Granville Road Tsim Sha Tsui East Kowloon, Hong Kong "the Customer"',
      ),
    ).toEqual(['ORGANIC PREPARATIONS INC. ("the Manufacturer")', 'AGAPE ATP INTERNATIONAL HOLDING LIMITED ("the Customer")']);
  });
});

describe('parties named on labelled lines or only where they sign (CUAD v1 train and validation contracts, CC BY 4.0)', () => {
  it('reads a cover\'s "Party A:" / "Party B:" lines with their labels as roles', () => {
    // CHEETAHMOBILEINC_04_22_2014-EX-10.43 Cooperation Agreement (train): the parties and their addresses on labelled lines.
    const cover = [
      'Exhibit 10.43',
      'This is a translation of the original Chinese text',
      'Contract No.: 151315UD0081',
      'Cooperation Agreement',
      'Party A: Beike Internet (Beijing) Security Technology Co., Ltd.',
      'Party B: Baidu Online Network Technology (Beijing) Co., Ltd.',
      'April 2013 1',
    ];
    const parties = ['Beike Internet (Beijing) Security Technology Co., Ltd. ("Party A")', 'Baidu Online Network Technology (Beijing) Co., Ltd. ("Party B")'];
    expect(partiesAnswer(cover[5]!, cover[5]!, cover, 5)).toEqual(parties);
    // LEJUHOLDINGSLTD_03_12_2014-EX-10.34 (train): the name on the line after its label, the third party's details on its line.
    const leju = [
      'Exhibit 10.34 INTERNET CHANNEL COOPERATION AGREEMENT Contract Number: 181015BD0120',
      'Party A:',
      'Beijing Baidu Netcom Science and Technology Co., Ltd.',
      'Address:',
      'Party B:',
      'China Online Housing (Hong Kong) Co., Ltd.',
      'Contact: Telephone: 010-58951000 Fax: 010-58951005 Party C: Beijing Yisheng Leju Information Services Co., Ltd. Legal representative: ZHU Xusheng Authorized signatory:',
    ];
    expect(labelledParties(leju)).toEqual([
      'Beijing Baidu Netcom Science and Technology Co., Ltd. ("Party A")',
      'China Online Housing (Hong Kong) Co., Ltd. ("Party B")',
      'Beijing Yisheng Leju Information Services Co., Ltd. ("Party C")',
    ]);
  });

  it('names the parties of an agreement of "the undersigned" from its signature blocks', () => {
    // RMRGROUPINC_01_22_2020-EX-99.1 Joint Filing Agreement (validation), one paragraph.
    const rmr = [
      'Exhibit 99.1 JOINT FILING AGREEMENT The undersigned hereby agree that the Schedule 13G/A with respect to the shares of Class A Common Stock, $0.001 par value per share, of The RMR Group Inc., dated as of December 31, 2019, is, and any amendments thereto (including amendments on Schedule 13D) signed by each of the undersigned shall be, filed on behalf of each of us pursuant to and in accordance with the provisions of Rule 13d-1(k) under the Securities Exchange Act of 1934, as amended. January 22, 2020 (Date) ABP TRUST /s/ Adam D. Portnoy (Signature) Adam D. Portnoy, President (Name/Title) ADAM D. PORTNOY /s/ Adam D. Portnoy (Signature) 10',
    ];
    expect(partiesAnswer(rmr[0]!, rmr[0]!, rmr, 0)).toEqual(['ABP TRUST', 'ADAM D. PORTNOY']);
    // VIRGINGALACTICHOLDINGS,INC_04_08_2020-EX-99.1 (train): each name before the next signature, a name written twice once.
    const sculptor = [
      'Schedule 13 G CUSIP No. 30734W208 EXHIBIT 1 JOINT FILING STATEMENT PURSUANT TO RULE 13d-1(k)',
      'The undersigned acknowledge and agree that the foregoing statement on this Schedule 13G is filed on behalf of each of the undersigned.',
      'DATED: April 8, 2020 SCULPTOR CAPITAL LP',
      'By: /s/ Thomas Sipp Thomas Sipp Chief Financial Officer SCULPTOR CAPITAL HOLDING CORPORATION',
      'By: /s/ Thomas Sipp Thomas Sipp Chief Financial Officer MERCK KGAA, DARMSTADT, GERMANY MERCK KGAA, DARMSTADT, GERMANY',
      'By: /s/ Thomas Sipp Thomas Sipp Chief Compliance Officer Yorkville Advisors Global II, LLC By:/s/ Troy J. Rillo',
    ];
    expect(signatureParties(sculptor)).toEqual(['SCULPTOR CAPITAL LP', 'SCULPTOR CAPITAL HOLDING CORPORATION', 'MERCK KGAA, DARMSTADT, GERMANY', 'Yorkville Advisors Global II, LLC']);
  });
});

describe('dates, effective dates and term ends in more wordings (CUAD v1 train and validation contracts, CC BY 4.0)', () => {
  it('reads a day in words, "the 1st of March", and "the 20 March day of 1998"', () => {
    // BellringBrandsInc_20190920 (train), ACCELERATEDTECHNOLOGIES (train), HEALTHGATEDATACORP (validation)
    expect(findDates('THIS MANUFACTURING AGREEMENT (the "Agreement") is made this first day of July, 2017 (the "Effective Date")').map((date) => date.value)).toEqual(['July 1, 2017']);
    expect(findDates('made this twenty-first day of March 2019').map((date) => date.value)).toEqual(['March 21, 2019']);
    expect(findDates('This AGREEMENT is made the 20 March day of 1998').map((date) => date.value)).toEqual(['March 20, 1998']);
    const joint = 'The Joint Venture shall commence on the 1st of March, 2003, and shall be effective until February 28, 2004 unless extended by written agreement of the Joint Venturers not less than thirty (30) days prior to scheduled termination.';
    // "effective until" ends the term: the effective date is the start.
    expect(effectiveDateAnswer(joint, joint, [joint])).toBe('1st of March, 2003 (2003-03-01)');
  });

  it('gives the defined Effective Date to a clause made "as of the Effective Date", and the last signature of a signature block', () => {
    // FuelcellEnergyInc_20191106_8-K_EX-10.1 (train)
    const made = 'This Agreement is made as of the Effective Date between:';
    expect(effectiveDateAnswer(made, made, [made, '"Effective Date" means October 31, 2019.'])).toBe('October 31, 2019 (2019-10-31), as the "Effective Date" is defined');
    // IpassInc_20181203_8-K_EX-99.1 (train): "Effective Date" means the date of last signature; the block dates both.
    const block = 'Channel Partner: iPass Inc.: By: /s/ Victor A. Bozzo By: /s/ Christine Gardner Victor A. Bozzo Christine Gardner Printed Name Printed Name Chief Executive Officer VP Finance Title Title 4/24/2018 04/25/2018 Date Date';
    expect(effectiveDateAnswer(block, block, [block])).toBe('04/25/2018 (2018-04-25)');
  });

  it('ends a term at the end of the current calendar year, at the date a definition says it runs through, or as a term defined in parentheses', () => {
    // CybergyHoldingsInc_20140520_10-Q_EX-10.27 (train)
    const year = 'This agreement shall begin upon the date of its execution by MA and acceptance in writing by Company and shall remain in effect until the end of the current calendar year and shall be automatically renewed for successive one (1) year periods unless otherwise terminated according to the cancellation or termination provisions contained in paragraph 18 of this Agreement.';
    expect(expirationAnswer(year, year, ['AFFILIATE AGREEMENT dated as of May 8, 2014', year], false)).toBe('December 31, 2014 (2014-12-31), computed: the end of the calendar year of May 8, 2014, then renewable');
    // OPERALTD_04_30_2020-EX-4.14 (train): the paragraph's "20 business days" is not the term.
    const service = '9.1 The Agreement shall commence on the Effective Date and continue in effect for the Service Period, unless terminated earlier as provided in this Section.';
    expect(expirationAnswer(service, `${service} 9.2 Either party may terminate on twenty (20) business days' notice.`, ['1.5 "Service Period" means April. 1st 2019 through to March 30, 2020.'], false)).toBe(
      'March 30, 2020 (2020-03-30), as the "Service Period" is defined',
    );
    // MPLXLP_06_17_2015-EX-10.1 (train): '"Initial Term" has the meaning set forth in Section 2.2', defined there in parentheses.
    const through = '2.2 This Agreement shall be binding upon the Parties under the same conditions and provisions for a time period commencing on the Effective Date and shall continue through the Initial Term.';
    const top = ['"Initial Term" has the meaning set forth in Section 2.2.', '2.1 This Agreement is effective June 11, 2015 (the "Effective Date"). The Agreement shall continue through the project\'s in-service date and for a period of fifteen (15) years after the project\'s in-service date ("Initial Term").'];
    expect(expirationAnswer(through, through, top, false)).toBe('June 11, 2030 (2030-06-11), computed: 15 years from June 11, 2015, as the "Initial Term" is defined');
  });
});

describe('party blocks worded other ways (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('names a group by where its members are listed, and an agent with the party it acts for (issue 28, 28s)', () => {
    // GWG HOLDINGS, INC. - ORDERLY MARKETING AGREEMENT (train): the group was lost (its name ran past ten words).
    expect(
      partiesByRoles(
        'THIS ORDERLY MARKETING AGREEMENT (the "OMA") is entered into on December 27, 2018 (the "Effective Date") by and among GWG Holdings, Inc., a Delaware corporation ("GWG"), and the Trust Advisors to the Seller Trusts listed on Schedule A hereto (the "Trust Advisors"), and any other person or entity that becomes a party to this Agreement by executing and delivering a joinder hereto in the form attached as Exhibit A.',
      ),
    ).toEqual(['GWG Holdings, Inc. ("GWG")', 'Trust Advisors to the Seller Trusts ("Trust Advisors")']);
    // ALLISONTRANSMISSIONHOLDINGSINC_12_15_2014-EX-10.1 (train): a group with no name of its own, named by its list.
    expect(
      partiesByRoles(
        'This Cooperation Agreement (this "Agreement") dated December 12, 2014, is by and among the persons and entities listed on Schedule A (collectively, the "ValueAct Group", and individually a "member" of the ValueAct Group), Allison Transmission Holdings, Inc. (the "Company") and Gregory P. Spivy, in his individual capacity and as a member of the ValueAct Group (the "ValueAct Designee").',
      ),
    ).toEqual(['the persons and entities listed on Schedule A ("ValueAct Group")', 'Allison Transmission Holdings, Inc. ("Company")', 'Gregory P. Spivy ("ValueAct Designee")']);
    // WELLSFARGOMORTGAGEBACKEDSECURITIES2006-6 (validation; no train party block names an agent alone): the role is the
    // principal's, so the agent is named with it, as CUAD's lawyers wrote ("… on behalf of …"), never alone.
    expect(
      partiesByRoles('To: Wells Fargo Bank, N.A., not individually, but solely as Master Servicer on behalf of Wells Fargo Mortgage Backed Securities 2006-6 Trust ("Counterparty") and UBS AG, London Branch ("UBS AG")'),
    ).toEqual(['Wells Fargo Bank, N.A. on behalf of Wells Fargo Mortgage Backed Securities 2006-6 Trust ("Counterparty")', 'UBS AG, London Branch ("UBS AG")']);
    // AULAMERICANUNITTRUST_04_24_2020-EX-99.8.77 (train): an agent with its own defined name keeps it; "on behalf of
    // itself and its Affiliates" names no one else (PHREESIA, train).
    expect(
      partiesByRoles(
        'Exhibit 8.77 SERVICING AGREEMENT NATIONWIDE MUTUAL FUNDS Agreement, made as of this day of , 20 between Nationwide Fund Management LLC ("Nationwide"), on behalf of Nationwide Mutual Funds or its surviving entity ("the Trust"), and American United Life Insurance Company, and OneAmerica Securities, Inc., a registered Broker Dealer (collectively referred to as "Servicing Agent," "you" or "your"), whereby you agree',
      )[0],
    ).toBe('Nationwide Fund Management LLC ("Nationwide")');
    expect(
      partiesWithRoles(
        'This Strategic Alliance Agreement (this "Agreement"), effective as of December 10, 2015 (the "Effective Date"), is by and between Allscripts Healthcare, LLC, a North Carolina limited liability company ("Allscripts") on behalf of itself and its Affiliates and Phreesia, Inc., a Delaware corporation (the "Company" or "Phreesia").',
      ),
    ).toEqual(['Allscripts Healthcare, LLC ("Allscripts")', 'Phreesia, Inc. ("Company")']);
  });

  it('reads "entered into by", a "PARTIES (1)" heading, "With principal offices at", and defined names used alone', () => {
    // WEBHELPCOMINC_03_22_2000-EX-10.8 Hosting Agreement
    expect(
      partiesByRoles('1. Hosting Agreement. This Agreement (including its Exhibit A and all other documents referenced herein) is entered into by eGain Communications Corporation ("eGain") and Eliance Corporation ("Customer") for the purpose of providing Customer with Web-based access'),
    ).toEqual(['eGain Communications Corporation ("eGain")', 'Eliance Corporation ("Customer")']);
    // THERAVANCEBIOPHARMA,INC_05_08_2020-EX-10.2 Service Agreement
    expect(
      partiesByRoles('PARTIES (1) Theravance Biopharma UK Limited is a company registered in the United Kingdom and whose registered office is at 12 New Fetter Lane, London, United Kingdom, EC4A 1JP (the "Employer"); and (2) Brett Haumann of [address removed] (the "Executive").'),
    ).toEqual(['Theravance Biopharma UK Limited ("Employer")', 'Brett Haumann ("Executive")']);
    // KALLOINC_11_03_2011-EX-10.1 Strategic Alliance Agreement
    expect(
      partiesByRoles('This Agreement is made by and between: KALLO Inc. With principal offices at 15 Allstate Parkway, Suite 600, Markham, ON L3R 5B4., Canada ("KALLO") AND Petro data Management Services Limited., With principal offices at Motorways Center, Block-B, 1 Motorways Avenue Alausa, Ikeja, Lagos, Nigeria ("PDMS")'),
    ).toEqual(['KALLO Inc. ("KALLO")', 'Petro data Management Services Limited. ("PDMS")']);
    // BLUEHILLSBANCORP,INC_05_20_2014-EX-1.1 and SECURIANFUNDSTRUST_05_01_2012 (validation): the last party after the others' words.
    expect(
      partiesByRoles(
        'Blue Hills Bank, a Massachusettschartered stock savings bank (the "Bank" and together with the Holding Company, the MHC and the MidTier, the "Blue Hills Parties"), hereby confirm their agreement with Keefe, Bruyette & Woods, Inc. (the "Agent") as follows:',
      ),
    ).toEqual(['Blue Hills Bank ("Bank")', 'Keefe, Bruyette & Woods, Inc. ("Agent")']);
    expect(
      partiesByRoles(
        'RESTATED NET INVESTMENT INCOME MAINTENANCE AGREEMENT, effective as of May 1, 2012, by and between Advantus Capital Management, Inc. (the "Investment Adviser"), Securian Financial Services, Inc. (the "Underwriter") and Securian Funds Trust (the "Trust"), a Delaware statutory trust, on behalf of the Trust\'s Advantus Money Market Fund (the "Fund").',
      ),
    ).toEqual(['Advantus Capital Management, Inc. ("Investment Adviser")', 'Securian Financial Services, Inc. ("Underwriter")', 'Securian Funds Trust ("Trust")', 'Trust\'s Advantus Money Market Fund ("Fund")']);
    // PapaJohnsInternationalInc_20190617 and WaterNowInc_20191120 (train): the sides of a block, "and" inside a description.
    expect(
      partiesByRoles(
        'by and among, on the one hand, ABG-Shaq, LLC, a Delaware limited liability company ("ABG") for the personal services of Shaquille O\'Neal, ("CELEBRITY"), and, on the other hand, Papa John\'s Marketing Fund, Inc., a Kentucky corporation ("PJMF"), and Papa John\'s International, Inc. ("PJI") (PJMF and PJI are, individually and collectively, "PAPA JOHN\'S").',
      ),
    ).toEqual(['ABG-Shaq, LLC ("ABG")', 'Papa John\'s Marketing Fund, Inc. ("PJMF")', 'Papa John\'s International, Inc. ("PJI")']);
    expect(
      partiesByRoles(
        'by and among WATER NOW, INC., a Texas corporation ("Water Now"), Hydraspin USA, Inc., a Texas corporation and a subsidiary of Water Now (the "Subsidiary," and collectively with Water Now, "Hydraspin") and BESTEV MANAGEMENT, LLC, a Texas limited liability company ("Distributor").',
      ),
    ).toEqual(['WATER NOW, INC. ("Water Now")', 'Hydraspin USA, Inc. ("Subsidiary")', 'BESTEV MANAGEMENT, LLC ("Distributor")']);
    // KIROMICBIOPHARMA,INC_05_11_2020-EX-10.23: "between Consultant and Company"; the Company is defined with its legal
    // form, the Consultant as the person the letter retains.
    const top = ['CONSULTING AGREEMENT', 'Kiromic, Inc, a Delaware corporation (the "Company"), is pleased to this offer to this Consulting Agreement (this "Agreement") to retain Gianluca Rotino ("Consultant")'];
    expect(byDefinedRoles(['Consultant', 'Company'], top)).toEqual(['Gianluca Rotino ("Consultant")', 'Kiromic, Inc ("Company")']);
  });
});

describe('a term counted from a named date (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('computes from the date the contract gives the named date', () => {
    // ELANDIAINTERNATIONALINC_04_25_2007-EX-10.21 Outsourcing Agreement, 1.4 Contract Term
    const term = 'The initial term of the contracted agreement is 5 years from the commencement date.';
    const contract = ['OUTSOURCING AGREEMENT made on 2 May 2004', 'The commencement date for this contract will be 16th June 2004.', term];
    expect(expirationAnswer(term, term, contract, false)).toBe('June 16, 2009 (2009-06-16), computed: 5 years from June 16, 2004');
  });
});

describe('defined names without quotes or after "hereinafter", and blocks over lines (CUAD v1 train and validation contracts, CC BY 4.0)', () => {
  it('reads a defined name the text left unquoted, and a party named inside running words', () => {
    // OPTIMIZEDTRANSPORTATIONMANAGEMENT (validation): "(COMWARE)", and the other party after "furnished … by".
    expect(
      partiesByRoles(
        "COMWARE TECHNICAL SERVICES OF 17922 SKY PARK CIRCLE, SUITE E, IRVINE, CALIFORNIA 92614-6414 (COMWARE) certifies that the Products furnished under this agreement by INTERNATIONAL TEST SYSTEMS, INC. OF 4703 SHAVANO OAK, SUITE 102, SAN ANTONIO, TEXAS 78249 (ITS) will be incorporated by COMWARE as a part of COMWARE'S systems",
      ),
    ).toEqual(['COMWARE TECHNICAL SERVICES ("COMWARE")', 'INTERNATIONAL TEST SYSTEMS, INC. ("ITS")']);
    // AMERICANPHYSICIANSCAPITAL (train): one role bare, the other quoted.
    expect(
      partiesByRoles(
        'Mutual Insurance Corporation of America, a Michigan insurance corporation (MICOA) and Stratton, Cheeseman & Walsh-Nevada, Inc., a Nevada corporation, ("Agency"), (sometimes commonly referred to as the Parties) agree as follows:',
      ),
    ).toEqual(['Mutual Insurance Corporation of America ("MICOA")', 'Stratton, Cheeseman & Walsh-Nevada, Inc. ("Agency")']);
  });

  it('reads roles in parentheses without quotes in a numbered block, and a party after "comprised of"', () => {
    // WPPPLC (train).
    expect(
      partiesByRoles('BETWEEN: (1) WPP 2005 LIMITED (registered number 01003653) whose registered office is at Sea Containers, 19 Upper Ground, London SE1 9GL (the Company) (2) JOHN ROGERS (the Executive).'),
    ).toEqual(['WPP 2005 LIMITED ("Company")', 'JOHN ROGERS ("Executive")']);
    // BONTONSTORES (validation): "and its associated … debtors" describes the first party; a footnote "1" is no name.
    expect(
      partiesByRoles(
        'This Agency Agreement ("Agreement") is made as of April 18, 2018, by and between The Bon-Ton Stores, Inc. and its associated chapter 11 debtors in possession (collectively, "Merchant"),1 on the one hand, and (a) a contractual joint venture comprised of GA Retail, Inc. ("GA") and Tiger Capital Group, LLC ("Tiger" and collectively with GA, the "Agent")',
      ),
    ).toEqual(['The Bon-Ton Stores, Inc. ("Merchant")', 'GA Retail, Inc. ("GA")', 'Tiger Capital Group, LLC ("Tiger")']);
  });

  it('keeps a place in parentheses inside the name or its address, not as a role', () => {
    // NEOMEDIATECHNOLOGIES (train): "(Shanghai)" is part of the name before "Co Ltd".
    expect(partiesByRoles('PPG Paints Trading (Shanghai) Co Ltd hereinafter referred to as ("PPG Shanghai")')).toEqual(['PPG Paints Trading (Shanghai) Co Ltd ("PPG Shanghai")']);
    // BIOFRONTERA (train): "(Spain)" ends the address, the defined name follows it; "hereinafter" without its parenthesis.
    expect(
      partiesByRoles(
        'by and between Cutanea Life Sciences, Inc., a corporation duly organized and existing under the laws of the State of Delaware with its principal place of business at 1500 Liberty Ridge Drive, Suite 3000, Wayne, PA 19087 hereinafter referred to as "CUTANEA"), and Ferrer Internacional, S.A., a Spanish corporation with its principal place of business at Av. Diagonal, 549, 5t h floor, 08029 Barcelona (Spain) (hereinafter indistinctly referred to as "Ferrer" and/or "Supplier"). CUTANEA and Ferrer taken together hereinafter are referred to as "PARTIES".',
      ),
    ).toEqual(['Cutanea Life Sciences, Inc. ("CUTANEA")', 'Ferrer Internacional, S.A. ("Ferrer")']);
    // ANIXABIOSCIENCES (train): "Halle (Saale)" is a place; a bare word in parentheses is a role only when introduced as
    // one, an acronym, or used again.
    expect(
      partiesByRoles(
        'This Collaboration Agreement (the "Agreement") is made as of April 14th, 2020 (the "Effective Date") by and between Anixa Biosciences, Inc., a Delaware corporation, located at 3150 Almaden Expressway, Suite 250, San Jose, CA 95118, U.S.A. ("Anixa"), and OntoChem GmbH, a German limited liability company, located at Blücherstr. 24, D-06120 Halle (Saale), Germany ("OntoChem"). Anixa and OntoChem are referred to herein individually as a "Party" and collectively as the "Parties."',
      ),
    ).toEqual(['Anixa Biosciences, Inc. ("Anixa")', 'OntoChem GmbH ("OntoChem")']);
    // A defined name inside another parenthesis is not a party's: "(such agreement, … hereinafter referred to as the "Services Agreement")".
    expect(partiesByRoles('between the Adviser and FASC (such agreement, as may be amended, hereinafter referred to as the "Services Agreement")')).toEqual([]);
  });

  it('reads a block over lines with roles on lines of their own, "- and -", and a long second party', () => {
    // HealthcentralCom (train).
    expect(
      partiesAcross(
        [
          'BETWEEN:',
          'MEDIALINX INTERACTIVE, L.P., represented herein by its general partner MediaLinx Interactive Inc. a corporation incorporated under the laws of the Province of Ontario 20 Richmond Street East Suite 600 Toronto, Ontario M5C 3B5',
          '(hereinafter called "MLX", or "Party")',
          '- and -',
          'HEALTHCENTRAL.COM INC. a corporation incorporated under the laws of the state of California Marketplace Tower 6001 Shellmound Street, Suite 800 Emeryville, CA. 94608',
          '(hereinafter called "HCI" or "Party")',
          '(both MLX and HCI to be collectively referred to as the "Parties")',
        ],
        1,
      ),
    ).toEqual(['MEDIALINX INTERACTIVE, L.P. ("MLX")', 'HEALTHCENTRAL.COM INC. ("HCI")']);
    // FerroglobePlc (train): the second party's description runs over 400 characters after the line "AND".
    expect(
      partiesAcross(
        [
          'This Outsourcing Agreement (hereinafter "Agreement") is effective as from the 1st day of January, 2009, by and between:',
          'Parties to this agreement',
          'SILICON SMELTERS << Pty >> Ltd, registration nr 1998/019036/07, VAT n° 4310178506, Registered office at Beyersnek Road, PO Box 657 Polokwane - South Africa, represented by Benoit Emile Norbert Ollivier, Managing Director, acting pursuant to the powers granted to him by the Board on the 22nd of May, 2008 (hereinafter referred to as "the Customer"),',
          'AND',
          'ESPACIO INFORMATION TECHNOLOGY, SA., a public limited company with place of business in P° de la Castellana, N° 259, 28046, Madrid, SPAIN, and represented by Mr. Carlos Lafitte as Chief Executive, in virtue of his powers, currently in force, conferred to him the 23rd of January of 1996 (Protocol No. 134), before Mr. Jose Maria Lucena Conde, Notary Public in Madrid, (hereinafter referred to as "EIT"). 1',
        ],
        2,
      ),
    ).toEqual(['SILICON SMELTERS << Pty >> Ltd ("the Customer")', 'ESPACIO INFORMATION TECHNOLOGY, SA. ("EIT")']);
    // ULTRAGENYX (train): "— hereinafter referred to as Cremer —", each party's address on its line.
    expect(
      partiesAcross(
        [
          'between',
          'CREMER OLEO GmbH & Co KG, Glockengiesserwall 3, 20095 Hamburg,',
          'Germany',
          '— hereinafter referred to as Cremer —',
          'and',
          'Ultragenyx Pharmaceutical Inc, 60 Leveroni Court, Suite 200, Novato, California 94949, United States of America',
          '— hereinafter referred to as Ultragenyx —',
          'each party also referred to as a "Party" and jointly as the "Parties" -',
        ],
        0,
      ),
    ).toEqual(['CREMER OLEO GmbH & Co KG ("Cremer")', 'Ultragenyx Pharmaceutical Inc ("Ultragenyx")']);
  });
});

describe('an effective date tied to the signing, in more wordings (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('reads "sign hereon" as the signing, and falls back on the date at the top when no signature is dated', () => {
    // TUNIUCORP 2014 Cooperation Agreement.
    const clause = 'This Agreement shall take effect as of the date when the authorized representatives of the Parties sign hereon.';
    const paragraphs = ['(2014 Amendment)', 'This Cooperation Agreement (2014 Amendment) (this "Agreement") is entered into on January 24, 2014 in Beijing by and between:', clause];
    expect(effectiveDateAnswer(clause, clause, paragraphs)).toBe('January 24, 2014 (2014-01-24), the date written at the top');
  });

  it('gives the date a clause says the contract is effective on where the signing is not dated', () => {
    // CHEETAHMOBILE Cooperation Agreement: "Effective Date" is the execution; the term clause states the day.
    const clause = '1.1.3 Effective Date: means the date on which this agreement is executed.';
    const paragraphs = [
      'April 2013 1',
      clause,
      '3.1.1 This Agreement is effective on the day of May 1, 2013 and the effective term is the same as the Cooperation Term.',
    ];
    expect(effectiveDateAnswer(clause, clause, paragraphs)).toBe('May 1, 2013 (2013-05-01), the date the contract says it is effective');
  });
});

describe('the end of the initial term from a dated signing line or past a heading (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('counts a place and date on the line above the signatures as the signing', () => {
    // ULTRAGENYX Supply Agreement.
    const clause =
      '1) This Agreement shall become effective on the date of its execution and shall remain in force for three years (the "Initial Term"). Thereafter, the Agreement shall be automatically renewed for additional two year periods.';
    const paragraphs = ['SUPPLY AGREEMENT', clause, 'Hamburg, November 19t h, 2012', '/s/ Thomas Kassberg /s/ Dr. R. Stephan Ultragenyx Pharmaceutical Inc'];
    expect(lastSignatureDate(paragraphs)?.value).toBe('November 19, 2012');
    expect(expirationAnswer(clause, clause, paragraphs, false)).toBe('November 19, 2015 (2015-11-19), computed: 3 years from November 19, 2012, then renewable');
    // A long clause that mentions a date is not a signing line.
    expect(lastSignatureDate(['The parties signed the Original Agreement on September 17, 2008 and have performed it since then in good faith.', 'By: /s/ Name'])).toBeNull();
  });

  it('reads the term past a lettered heading that names the renewal ("(a) Term and Renewal Option.")', () => {
    // StampscomInc Co-Branding Agreement (the filing's underlining left as dashes).
    const sentence = 'The initial term of this Agreement shall ----------------------- commence on the Effective Date and end on the fifth anniversary of the Effective Date.';
    const paragraph = `(a) Term and Renewal Option. ${sentence} MBE shall have the right to elect by written notice to the Company at any time between two (2) and six (6) months prior to the end of such initial term or any subsequent Renewal Period (as defined below), to notify the Company that MBE wishes to renew.`;
    const paragraphs = ['This Manifest System Services and Co-Branding Agreement ("Agreement") is --------- made and entered into as of April 27, 1999 (the "Effective Date"), by and between iShip.com, Inc. and Mail Boxes Etc. USA, Inc.', paragraph];
    expect(expirationAnswer(sentence, paragraph, paragraphs, false)).toBe('April 27, 2004 (2004-04-27), computed: the fifth anniversary of April 27, 1999, then renewable');
  });
});

describe('a party block above a passage that is its last line (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('reads the block from its "BETWEEN" line after a cover page', () => {
    // XinhuaSportsEntertainment Content License Agreement: the passage is "(collectively referred to as …)".
    const paragraphs = [
      'EXHIBIT 99.4',
      'DATED 15TH DECEMBER 2001',
      'CHINA ECONOMIC INFORMATION SERVICE OF XINHUA NEWS AGENCY',
      'AND',
      'XINHUA FINANCIAL NETWORK LIMITED',
      '----------',
      'CONTENT LICENSE AGREEMENT SUPPLEMENT TO THE EXCLUSIVE BROADCASTING AGREEMENT',
      '----------',
      'BAKER & McKENZIE 14th Floor Hutchison House 10 Harcourt Road Hong Kong',
      'CONTENT',
      '-i-',
      'THIS AGREEMENT is made the 15th day of December 2001.',
      'BETWEEN',
      '(1) CHINA ECONOMIC INFORMATION SERVICE OF XINHUA NEWS AGENCY, the organisation within the Xinhua News Agency that is responsible for news and information operations and business, registered in the People\'s Republic of China with offices at 57 Xuanwumen Xidajie, Beijing ("CEIS"); and',
      '(2) XINHUA FINANCIAL NETWORK LIMITED, a company incorporated in Hong Kong whose registered office is at Room 2003-4, Vicwood Plaza, 199 Des Voeux Road Central, Hong Kong ("XFN"),',
      '(collectively referred to as "PARTIES"; individually, a "PARTY").',
    ];
    expect(partiesAcross(paragraphs, 15)).toEqual(['CHINA ECONOMIC INFORMATION SERVICE OF XINHUA NEWS AGENCY ("CEIS")', 'XINHUA FINANCIAL NETWORK LIMITED ("XFN")']);
  });
});

describe('an effective date where the clause dates only the end (CUAD v1 validation contracts, CC BY 4.0)', () => {
  it('gives the date at the top for "begin on the date hereof" rather than the end date the clause states', () => {
    // EmmisCommunicationsCorp Marketing Agreement.
    const clause =
      '1. Agreement Term. The term of this Agreement (the "Term") will begin on the date hereof (the "Commencement Date"), and will continue until the earlier of (i) December 31, 2022, (ii) the termination or expiration of the Studio Lease (defined below), unless extended or earlier terminated pursuant to Section 11 hereof.';
    const paragraphs = [
      'Exhibit 10.6',
      'THIS LOCAL PROGRAMMING AND MARKETING AGREEMENT (this "Agreement") is made as of November 25, 2019 by and between MediaCo Holding Inc., an Indiana corporation (the "Licensee"), and WBLS-WLIB LLC, an Indiana limited liability company ("Programmer").',
      clause,
    ];
    expect(effectiveDateAnswer(clause, clause, paragraphs)).toBe('November 25, 2019 (2019-11-25), the date written at the top');
  });
});

describe('a party block ends at its recitals, and a sentence that ends inside it (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('takes the roles the paragraph gives when the sentence stops at "A.B."', () => {
    // PcquoteComInc Co-Branding Agreement, second amendment.
    const paragraph =
      'THIS SECOND AMENDMENT TO CO-BRANDING AGREEMENT (this "Amendment") is made and entered into, effective for all purposes and in all respects as of the 23rd day of February, 1998, by and between PC QUOTE, INC., with its principal place of business at 300 South Wacker Drive, Chicago, Illinois 60605 ("PCQ") and A.B. Watley, Inc., with its principal place of business at 33 West 17th Street, New York, New York 10011 ("ABW").';
    const sentence = paragraph.slice(0, paragraph.indexOf('A.B.') + 4);
    const paragraphs = ['[LOGO]', 'SECOND AMENDMENT TO CO-BRANDING AGREEMENT', paragraph, 'WHEREAS, PCQ and ABW have executed that certain Co-Branding Agreement dated October 11, 1996 (as so amended, the "Agreement");'];
    expect(partiesAnswer(sentence, paragraph, paragraphs, 2)).toEqual(['PC QUOTE, INC. ("PCQ")', 'A.B. Watley, Inc. ("ABW")']);
  });

  it('does not read the recitals after a block over lines as parties', () => {
    // TRUENORTHENERGY (train), shortened: the recital's defined name ("Leases") is no party.
    const lines = ['BETWEEN', 'BP AMERICA PRODUCTION COMPANY ("BP")', 'AND', 'TRUE NORTH ENERGY CORP. ("Company")', 'WITNESSETH: WHEREAS, BP owns those certain oil and gas leases described in Exhibit A ("Leases")'];
    expect(partiesAcross(lines, 0)).toEqual(['BP AMERICA PRODUCTION COMPANY ("BP")', 'TRUE NORTH ENERGY CORP. ("Company")']);
  });
});

describe("a party's address written right after its legal form (CUAD v1 train contracts, CC BY 4.0)", () => {
  it('ends the name at the street number or the street that follows "Inc." or "GmbH"', () => {
    // XENCOR Collaboration Agreement.
    expect(
      partiesAcross(
        [
          'COLLABORATION AGREEMENT This Collaboration Agreement ("Agreement") is made by and among Xencor, Inc. 111 W. Lemon Ave. Monrovia, CA 91016 USA',
          '(hereinafter called "XENCOR"), and Boehringer Ingelheim International GmbH Binger Straße 173 55216 Ingelheim Germany (hereinafter called "BII") (hereinafter BII an XENCOR each shall also be called "Party" and collectively "Parties" as the case may be). EFFECTIVE DATE: February 10, 2012 1',
          'TABLE OF CONTENTS',
        ],
        0,
      ),
    ).toEqual(['Xencor, Inc. ("XENCOR")', 'Boehringer Ingelheim International GmbH ("BII")']);
    // DataCallTechnologies Content Licensing Agreement.
    expect(
      partiesAcross(['between', 'Data Call Technologies, Inc. 600 Kenrick, Suite B-12 Houston, Texas 77060', 'hereinafter referred to as "Licensor"', 'and', 'PLAN_B MEDIA AG Schaafenstr. 25 50676 Cologne Germany hereinafter referred to as "plan_b"'], 0),
    ).toEqual(['Data Call Technologies, Inc. ("Licensor")', 'PLAN_B MEDIA AG ("plan_b")']);
  });
});

describe('agreement dates (issue 28)', () => {
  const iso = (text: string) => /\((\d{4}-\d{2}-\d{2})\)/.exec(agreementDateAnswer(text, text, [text]) ?? '')?.[1];
  it('takes the last signature of a signature block with several dates', () => {
    // HEMISPHERX Sales, Marketing, Distribution, and Supply Agreement; NETGEAR Distributor Agreement.
    expect(iso('SCIENTIFIC PRODUCTS PHARMACEUTICAL CO. LTD: HEMISPHERX BIOPHARMA, INC: S/ Saleh Al-Abdullah Al-Rasheed S/ Thomas K. Equels Saleh Al-Abdullah Al-Rasheed Thomas K. Equels CEO & Owner President and CEO Date: Date: 3-29-2016 3-31-16')).toBe('2016-03-31');
    expect(iso('Date: October 16, 1996 Date: November 5, 1996')).toBe('1996-11-05');
  });
  it('takes the date the agreement is made or dated, not the date it takes effect or an event\'s', () => {
    // VertexEnergy Joint Supply and Marketing Agreement; PacificSystemsControlTechnology Sponsorship Agreement.
    expect(iso('This Joint Supply and Marketing Agreement (hereinafter referred to as the "JSMA") shall be effective as of May 1, 2020 "the Commencement Date" and is made and entered into this 10th day of January, 2020, by and between Vertex Refining LA, LLC and Bunker One (USA) Inc.')).toBe('2020-01-10');
    expect(iso('This Event is scheduled to take place on April 22, 2000, and this Sponsorship Agreement (the "Agreement") dated as of April 14, 2000 is made by and between Shun Li De Commerce & Trading Ltd ("SLD") a Beijing company')).toBe('2000-04-14');
  });
  it('does not take the date of the agreement an amendment amends', () => {
    // BellringBrands Manufacturing Agreement, Amendment No. 1.
    const text = 'This Amendment No. 1 (the "Amendment"), entered into by and between Stremick\'s Heritage Foods, LLC ("Heritage") Premier Nutrition Corporation ("Premier") is effective as of June 11, 2018 ("Amendment Effective Date") and amends that certain Manufacturing Agreement between Heritage and Premier dated July 1, 2017 ("Agreement").';
    expect(agreementDateIn(text)?.value).toBe('June 11, 2018');
  });
  it('keeps a day written apart from its month and year', () => {
    // BorrowMoney.com Joint Venture Agreement; Marshall Holdings Endorsement Agreement.
    expect(iso('THIS JOINT VENTURE AGREEMENT (the "Agreement") made and entered into this 20th day of Friday, March 2020 (the "Execution Date"), BETWEEN: BorrowMoney.com, inc')).toBe('2020-03-20');
    expect(iso('This ENDORSEMENT AGREEMENT (the "Agreement") is made this 1st day of --- November, 2003 by and between Bruce Jenner, Individual ("CELEBRITY")')).toBe('2003-11-01');
  });
  it('reads a date the passage refers to below from the signatures, and says so', () => {
    // SolutionsVendingInternational Services Agreement.
    const opening = 'This Services Agreement ("Services Agreement" or "Agreement") is entered into as of the date noted below (the "Effective Date") between StartEngine Crowdfunding, Inc., a Delaware corporation ("Company"), and Solutions Vending International, Inc a ___ DE corporation ("Customer" or "you").';
    const answer = agreementDateAnswer(opening, opening, [opening, 'By: /s/ Howard Marks Date: August 19, 2019']);
    expect(answer).toBe('August 19, 2019 (2019-08-19), the date of the last signature');
    expect(agreementDateAnswer('This Agreement is made between the parties named below.', 'This Agreement is made between the parties named below.', [])).toBeNull();
  });
});

describe('parties only from the party block: no spurious extra parties (CUAD v1 train contracts, CC BY 4.0)', () => {
  it("does not read the filing's page footer under a cover as a party", () => {
    // CybergyHoldingsInc_20140520_10-Q_EX-10.27: the cover's lines, then the footer "Source: CYBERGY HOLDINGS, INC., …".
    const paragraphs = [
      'Exhibit 10.27',
      'MARKETING AFFILIATE AGREEMENT',
      'Between:',
      'Birch First Global Investments Inc.',
      'And',
      'Mount Knowledge Holdings Inc.',
      'Dated: May 8, 2014',
      '1',
      'Source: CYBERGY HOLDINGS, INC., 10-Q, 5/20/2014',
      '1.',
      '2.',
      '2.1',
      '2.2',
      'This Marketing Affiliate Agreement (the "Agreement") is entered into this 8th day of May 2014, by and between BIRCH FIRST GLOBAL INVESTMENTS INC., a corporation incorporated in the U.S. Virgin Islands, with its main place of business located 9100 Havensight, Port of Sale, Ste. 15/16, St. Thomas, VI 0080 (referred to as "Company") and MOUNT KNOWLEDGE HOLDINGS INC. and/or assigns, a corporation incorporated in the State of Nevada, with its main place of business located at 228 Park Avenue S. #56101 New York, NY 100031502 (referred to as "Marketing Affiliate" or "MA").',
      'WHEREAS, this Agreement is to set forth in a formal agreement the prior verbal understandings between the parties in place since December 31, 2012 pertaining to the business described hereinbelow; and',
    ];
    const parties = partiesAnswer(paragraphs[13]!, paragraphs[13]!, paragraphs, 13);
    expect(parties).toHaveLength(2);
    expect(parties.join('; ')).not.toMatch(/CYBERGY/);
    expect(partiesAcross(paragraphs, 2).join('; ')).not.toMatch(/CYBERGY/);
  });

  it("ends the party block where its sentence ends: a later sentence's defined names are not parties", () => {
    // BLACKSTONEGSOLONG-SHORTCREDITINCOMEFUND_05_11_2020-EX-99.(K)(1)-SERVICE AGREEMENT
    const paragraphs = [
      'BLACKSTONE / GSO LONG-SHORT CREDIT INCOME FUND',
      'Rev. December 2009',
      'THIS SERVICE AGREEMENT FOR TRANSFER AGENT SERVICES (this "Agreement") between Blackstone / GSO Long-Short Credit Income Fund, a Delaware statutory trust ("Client") and Mellon Investor Services LLC (operating with the service name BNY Mellon Shareowner Services), a New Jersey limited liability company ("Agent"), is dated as of January 26, 2011.',
      '1. Appointment. Client appoints Agent as its transfer agent, registrar and dividend disbursing agent and Agent accepts such appointment in accordance with and subject to the following terms and conditions for all authorized shares of each class of stock listed in Exhibit A hereto (the "Shares").',
    ];
    expect(partiesAnswer(paragraphs[2]!, paragraphs[2]!, paragraphs, 2)).toEqual(['Blackstone / GSO Long-Short Credit Income Fund ("Client")', 'Mellon Investor Services LLC ("Agent")']);
    expect(partiesByRoles(paragraphs.slice(2).join('\n'))).toEqual(['Blackstone / GSO Long-Short Credit Income Fund ("Client")', 'Mellon Investor Services LLC ("Agent")']);
  });

  it('does not take a thing the contract defines (an event, the commodities) or a recital for a party', () => {
    // PACIFICSYSTEMSCONTROLTECHNOLOGYINC_08_24_2000-EX-10.53-SPONSORSHIP AGREEMENT: "(the \"Event\")" is not a party's role.
    expect(
      partiesByRoles(
        'American Champion Media, Inc. ("ACM"), a Delaware company with headquarters at 1694 The Alameda, San Jose, CA 95126, U.S.A., is the host and producer of a boxing event to take place at the Tian He Stadium in Guangzhou, China (the "Event"). This Event is scheduled to take place on April 22, 2000, and this Sponsorship Agreement (the "Agreement") dated as of April 14, 2000 is made by and between Shun Li De Commerce & Trading Ltd ("SLD") a Beijing company, with headquarters at Xin Xing Dong Xiang, Bldg 1 Suite 1413, Xi Cheng District, Beijing, China (the "Sponsor") and ACM.',
      ).map((party) => party.replace(/\s*\(.*$/, '')),
    ).toEqual(['American Champion Media, Inc.', 'Shun Li De Commerce & Trading Ltd']);
    // ENTERPRISEPRODUCTSPARTNERSLP_07_08_1998-EX-10.3-TRANSPORTATION CONTRACT: the recital after the block says what Shipper does.
    const paragraphs = [
      'TRANSPORTATION CONTRACT',
      'THIS CONTRACT is entered into by and between ENTERPRISE TRANSPORTATION COMPANY, a division of Enterprise Products Company, ("Carrier"),',
      'and ENTERPRISE PRODUCTS OPERATING L.P., a Delaware limited partnership - ------------------------------------------------------------------------------',
      'P.O. Box 4324 Houston, TX 77210 ("Shipper"). - ------------------------------------------------------------------------------ (Address) (City) (State)',
      'Shipper is engaged in business as a manufacturer, distributor or dealer of chemicals or petroleum products ("COMMODITIES"), and Shipper requires transportation of Commodities in intrastate, interstate or foreign commerce;',
    ];
    expect(partiesAcross(paragraphs, 1)).toEqual(['ENTERPRISE TRANSPORTATION COMPANY ("Carrier")', 'ENTERPRISE PRODUCTS OPERATING L.P. ("Shipper")']);
  });
});

describe("dates of the contract, not of the filing (CUAD v1 train contracts, CC BY 4.0)", () => {
  it("leaves out the date of the filing's page footer that a passage cut by a page break runs on into", () => {
    // ImineCorp_20180725_S-1_EX-10.5: the term clause, its page's footer, and the date at the top it refers to.
    const clause = '12.1 Term. This Agreement shall become effective upon the date first written above and shall remain in full force and effect for a period of two years (2), unless earlier terminated pursuant to the provisions in this Agreement.';
    const footer = 'Source: IMINE CORP, S-1, 7/25/2018';
    expect(findDates(`${clause} ${footer}`)).toEqual([]);
    expect(findDates(footer)).toEqual([]);
    const top = 'EXHIBIT 10.5 NON-EXCLUSIVE DISTRIBUTOR AGREEMENT This Non-Exclusive Distributor Agreement (the "Agreement") is made and entered into as of this 19th day of July 2018, by and between iMine Corporation, (hereinafter referred to as "JRVS") and SUNWAI Technology, a Taiwanese company';
    expect(effectiveDateAnswer(clause, `${clause} ${footer}`, [top, footer, clause, footer])).toBe('19th day of July 2018 (2018-07-19), the date written at the top');
  });

  it('reads "the date on which it is signed" as the signing, dated by the signatures or the top', () => {
    // PhoenixNewMediaLtd_20110421_F-1_EX-10.17: no signature is dated; the cover is.
    const clause =
      '9.1 This Agreement shall become effective on the date on which it is signed and affixed with the corporate seals by the authorized representative of each Party and have a term of five (5) years commencing as of the effective date hereof.';
    const paragraphs = [
      'Exhibit 10.17 Program Content License Agreement between Phoenix Satellite Television Company Limited and Beijing Tianying Jiuzhou Network Technology Co., Ltd. November 24, 2009',
      'Source: PHOENIX NEW MEDIA LTD, F-1, 4/21/2011',
      clause,
    ];
    expect(effectiveDateAnswer(clause, clause, paragraphs)).toBe('November 24, 2009 (2009-11-24), the date written at the top');
    // Nothing dated at all: said so (it was read as an event cut mid-word, "… of each Party and h (no date stated)").
    expect(effectiveDateAnswer(clause, clause, [clause])).toBe('The date of signing (no date stated)');
  });

  it('says an effective date tied to a signature that is nowhere dated, rather than repeating the passage', () => {
    // NlsPharmaceuticsLtd_20200228_F-1_EX-10.14: the definition, and no dated signature in the filing.
    const definition = 'Effective Date shall be the date of the last signature on the last page of this Agreement.';
    expect(effectiveDateAnswer(definition, definition, ['Source: NLS PHARMACEUTICS LTD., F-1, 2/28/2020', definition])).toBe('The date of signing (no date stated)');
  });
});

describe('parties named where a party block does not name them the usual way (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('reads two names a signature line sets side by side, the second described as "a Georgia banking corporation"', () => {
    // NETZEEINC_11_14_2002-EX-10.3-MAINTENANCE AGREEMENT: the only line that names both parties.
    const line = 'NETZEE, INC. THE BANKERS BANK, a Georgia banking corporation';
    // In reading order (the bank, found first by its description, came first before 28s).
    expect(partiesIn(line, line)).toEqual(['NETZEE, INC.', 'THE BANKERS BANK']);
  });

  it("leaves out the title in capitals before the first name and a party's description ('a British Columbia Corporation')", () => {
    // RareElementResourcesLtd_20171019_SC 13D_EX-99.4 (validation): the cover line, then the block that starts with the title.
    const block = [
      'Rare Element Resources Ltd. EXECUTION COPY IP Rights Agreement',
      'INTELLECTUAL PROPERTY RIGHTS AGREEMENT Synchron, a California corporation having a principal place of business at 3550 General Atomics Court, San Diego, CA 92121-1122 (or one or more Affiliates, the "Investor"), and Rare Element Resources Ltd., a British Columbia Corporation having a principal place of business at P.O. Box 271049, Littleton, Colorado 80127 (the "Company") (Investor and Company each a "Party" and together the "Parties"), agree as follows:',
    ];
    expect(partiesIn(block[1]!, block[1]!).map((party) => party.replace(/\s*\(.*$/, ''))).toEqual(['Synchron', 'Rare Element Resources Ltd.']);
    expect(partiesWithRoles(block.join('\n'), true)).toEqual(['Synchron', 'Rare Element Resources Ltd.']);
  });
});

describe('longer party blocks (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('reads parties listed "(a)", "(b)", "(c)"', () => {
    // AMBASSADOREYEWEARGROUPINC_11_17_1997-EX-10.28-ENDORSEMENT AGREEMENT
    const lines = [
      'This Endorsement Agreement ("Agreement") is made and entered into as of August 24, 1995, by and among the following parties:',
      '(a) Kathy Ireland, Inc. ("KI Inc."), furnishing the services of Kathy Ireland ("KI"), c/o The Sterling/Winters Co., 1900 Avenue of the Stars, Suite #1640, Los Angeles, California 90067;',
      '(b) The Sterling/Winters Co. ("SW"), 1900 Avenue of the Stars, Suite #1640, Los Angeles, California 90067; and',
      '(c) Diplomat Ambassador Eyewear Group ("Diplomat"), 1010 Arch Street, 3rd Floor, Philadelphia, Pennsylvania 19107.',
    ];
    expect(partiesByRoles(lines.join('\n'))).toContain('Diplomat Ambassador Eyewear Group ("Diplomat")');
  });

  it('reads a block over lines that sets each party apart with "on the one hand" / "and" / "on the other hand"', () => {
    // FOUNDATIONMEDICINE,INC_02_02_2015-EX-10.2-Collaboration Agreement
    const paragraphs = [
      'Collaboration Agreement',
      'This Agreement is entered into with effect as of the Effective Date (as defined below)',
      'by and between',
      'F. Hoffmann-La Roche Ltd',
      'with an office and place of business at Grenzacherstrasse 124, 4070 Basel, Switzerland ("Roche Basel")',
      'and',
      'Hoffmann-La Roche Inc.',
      'with an office and place of business at 150 Clove Road, Suite 8, Little Falls, New Jersey 07424, U.S.A. ("Roche US"; Roche Basel and Roche US together referred to as "Roche")',
      'on the one hand',
      'and',
      'Foundation Medicine, Inc.',
      'with an office and place of business at 150 Second Street, Cambridge, Massachusetts 02141 ("FMI")',
      'on the other hand.',
    ];
    expect(partiesAnswer(paragraphs[7]!, paragraphs[7]!, paragraphs, 7)).toEqual(['F. Hoffmann-La Roche Ltd ("Roche Basel")', 'Hoffmann-La Roche Inc. ("Roche US")', 'Foundation Medicine, Inc. ("FMI")']);
  });
});

describe('an Agreement Date whose opening names no date (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('is the date the cover gives, said to be so', () => {
    // PareteumCorp_20081001_8-K_EX-99.1_2654808_EX-99.1_Hosting Agreement
    const paragraphs = [
      'Elephant Talk Communication Holding AG',
      'Source: PARETEUM CORP, 8-K, 10/1/2008',
      'CONFIDENTIAL TREATMENT REQUESTED WITH RESPECT TO CERTAIN PORTIONS HEREOF DENOTED WITH "***" Hosting Agreement between ELEPHANT TALK and T-Mobile, 18/9/2008',
      'MOBILE VIRTUALNETWORK ENABLER HOSTING AGREEMENT by and between ELEPHANT TALK and T-Mobile',
      'This Agreement is made between "Elephant Talk Communication Holding AG", a company incorporated under the laws of Switzerland, having its registered office at Baarerstrasse 135, CH-6301 Zug, Switzerland, legally and duly represented by its Chief Executive Officer Steven van der Velden and its Chief Operations Officer and Chief Technology Officer Martin Zuurbier, hereinafter referred to as: "ELEPHANT TALK"',
    ];
    expect(agreementDateAnswer(paragraphs[4]!, paragraphs[4]!, paragraphs)).toBe('18/9/2008 (2008-09-18), the date written at the top');
    // A passage that is not the agreement's opening gets no date from the top.
    expect(agreementDateAnswer('The parties agree as follows.', 'The parties agree as follows.', paragraphs)).toBeNull();
  });
});

describe('a form whose party is left blank (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('keeps the blank party by its defined role, said to be left blank, and names no one', () => {
    // StaarSurgicalCompany_20180801_10-Q_EX-10.37 Distributorship Agreement
    expect(
      partiesByRoles(
        'THIS DISTRIBUTORSHIP AGREEMENT (the "Agreement") is entered into and made effective as of ____________ (the "Effective Date"), by and between STAAR SURGICAL AG, a Swiss corporation, with a principal place of business at Hauptstrasse 104, CH - 2560 Nidau, Switzerland, ("STAAR"), and _______________, a corporation organized and existing under the laws of _________________, with its principal place of business at _______________________ ("Distributor").',
      ),
    ).toEqual(['STAAR SURGICAL AG ("STAAR")', 'No name given: left blank in the form ("Distributor")']);
    // PfHospitalityGroupInc_20150923_10-12G_EX-10.1 Franchise Agreement (its non-disclosure form): both left blank.
    expect(
      partiesByRoles(
        'THIS SAMPLE OF NON-DISCLOSURE AND NON-COMPETITION AGREEMENT ( "Agreement") is made this _____ day of _________, 20___, by and between ___________________________ (the "Franchisee"), and ___________________________, who is an officer, director, or employee of Franchisee (the "Member").',
      ),
    ).toEqual(['No name given: left blank in the form ("Franchisee")', 'No name given: left blank in the form ("Member")']);
    // The same block in a form that blanks the second party (SigaTechnologiesInc_20190603_8-K_EX-10.1, its second
    // party's name blanked, as the harder check in the 28s note does): the description after the blank is not a name.
    expect(
      partiesByRoles(
        'This PROMOTION AGREEMENT (this "Agreement") is entered into as of May 31, 2019 (the "Effective Date") by and between SIGA TECHNOLOGIES, INC., a Delaware corporation having an address at 31 East 62nd Street, New York, NY 10065 ("SIGA"), and _______________, a Pfizer company, and Delaware corporation having an address at 6350 Stevens Forest Road, Suite #301, Columbia, MD 21046 ("MMT").',
      ),
    ).toEqual(['SIGA TECHNOLOGIES, INC. ("SIGA")', 'No name given: left blank in the form ("MMT")']);
    // INKTOMICORP_06_08_1998-EX-10.14 Software Hosting Agreement, its second party blanked after the first's address.
    expect(
      partiesByRoles(
        'Software Hosting Agreement (the "Agreement") is entered into and effective as of the later of the two signature dates below (the "Effective Date") INKTOMI CORPORATION ("Inktomi"), a California corporation, 1900 South Norfolk Street, Suite 110, San Mateo, California 94403, and _______________ ("Microsoft"), a Washington Corporation, One Microsoft Way, Redmond, Washington 98052-6399, with reference to the facts set forth in the Recitals below.',
      ),
    ).toEqual(['INKTOMI CORPORATION ("Inktomi")', 'No name given: left blank in the form ("Microsoft")']);
    // CardlyticsInc_20180112_S-1_EX-10.16 (its Customization Schedule): a placeholder where the name goes.
    expect(
      partiesByRoles(
        'This Customization Schedule is attached to the Software License, Customization and Maintenance Agreement (the "Agreement") executed by and between Bank of America, N.A. ("Bank of America") and <<enter Company Name>> ("Supplier").',
      ),
    ).toEqual(['Bank of America, N.A. ("Bank of America")', 'No name given: left blank in the form ("Supplier")']);
  });
});

describe('a term counted from a start the opening does not give (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('counts from the date of the last signature where the contract is dated only where it is signed, said so', () => {
    // HEMISPHERX - Sales, Marketing, Distribution, and Supply Agreement: its only dates are the signatures' ("Date: Date: 3-29-2016 3-31-16").
    const term = 'VI. TERM/TERMINATION A. The Term will be 3 years from Effective Date with an automatic 2 year term extensions unless otherwise advised by one of the Parties.';
    const paragraphs = [
      'SALES, MARKETING, DISTRIBUTION, AND SUPPLY AGREEMENT',
      term,
      ...Array.from({ length: 20 }, (_, index) => `${String.fromCharCode(66 + (index % 20))}. The parties shall perform their obligations under this clause.`),
      `This Agreement shall become effective when it shall have been executed by each of the parties. ${'The parties agree to the terms above. '.repeat(20)}/s/ Saleh Al-Abdullah Al-Rasheed S/ Thomas K. Equels Saleh Al-Abdullah Al-Rasheed Thomas K. Equels CEO & Owner President and CEO Date: Date: 3-29-2016 3-31-16`,
    ];
    expect(lastSignatureDate(paragraphs)?.value).toBe('March 31, 2016');
    // GlobalTechnologiesGroupInc_20050928_10KSB_EX-10.9: a term that runs from an event is not counted from the signature.
    const launch = 'The initial term of this Agreement will begin on the Effective Date and end twelve (12) months after the Launch (the "Term").';
    expect(expirationAnswer(launch, launch, [...paragraphs.slice(0, -1), launch, paragraphs.at(-1)!], false)).toBe('12 months');
    expect(expirationAnswer(term, term, paragraphs, false)).toBe('March 31, 2019 (2019-03-31), computed: 3 years from March 31, 2016, the date of the last signature, then renewable');
  });

  it("counts from the start date the contract's form gives", () => {
    // DataCallTechnologies_20060918_SB-2A_EX-10.9 Content License Agreement: the appendix's "Contract start: 04-01-06".
    const term =
      '7.1 Unless otherwise stated in the Appendix the term of this letter Agreement shall continue for twenty-four (24) months with the effective date unless terminated sooner or extended pursuant to the terms hereof ("Initial Term").';
    const clauses = Array.from({ length: 40 }, (_, index) => `${index + 8}.1 The parties shall perform their obligations under this clause.`);
    const paragraphs = ['CONTENT LICENSE AGREEMENT', term, ...clauses, 'APPENDIX', '2.1 Contract start: 04-01-06', '2.2 Contract end: 04-01-08'];
    expect(expirationAnswer(term, term, paragraphs, false)).toBe("April 1, 2008 (2008-04-01), computed: 24 months from April 1, 2006, the start date the contract's form gives");
  });

  it('reads a day set apart from its month by dashes ("this 1st day of --- November, 2003") as the start', () => {
    // MARSHALLHOLDINGSINTERNATIONAL,INC_04_14_2004-EX-10.15 Endorsement Agreement
    const opening =
      'This ENDORSEMENT AGREEMENT (the "Agreement") is made this 1st day of --- November, 2003 by and between Bruce Jenner, Individual ("CELEBRITY"), with his offices located in California; and The Right Solution, a Nevada Corporation (the COMPANY), with its offices located at 3035 East Patrick Lane, Suite 14, Las Vegas, Nevada 89120.';
    expect(findDates(opening).map((date) => date.value)).toEqual(['November 1, 2003']);
    const term = '1. ENGAGEMENT The COMPANY agrees to a one year engagement to contract the CELEBRITY to speak at the company meetings and seminars along with endorsement of the Company products.';
    expect(expirationAnswer(term, term, ['ENDORSEMENT AGREEMENT', opening, term], false)).toBe('November 1, 2004 (2004-11-01), computed: 1 year from November 1, 2003');
  });
});

describe('parties in reading order (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('lists parties found by their legal form in the order the contract names them', () => {
    // EmeraldHealthBioceuticalsInc_20200218_1-A_EX1A-6 Development Agreement
    const block =
      'ARTICLE 1 -- PREAMBLE This Consulting and Licensing Agreement ("Agreement") is entered into this 1st day of September 2016 ("Effective Date") by and between Emerald Health Sciences Inc. ("EHS"), Emerald Health Nutraceuticals Inc. ("EHN"), and Michael T. Murray, N.D. ("Dr. Murray").';
    expect(partiesWithRoles(block, true)).toEqual(['Emerald Health Sciences Inc. ("EHS")', 'Emerald Health Nutraceuticals Inc. ("EHN")', 'Michael T. Murray ("Dr. Murray")']);
  });
});

describe('an Agreement Date given "as of the date set forth below" (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('is the date of the last signature, said so', () => {
    // KALLOINC_11_03_2011-EX-10.1 Strategic Alliance Agreement: the party block ends "As of the date set forth below."
    const opening =
      'STRATEGIC ALLIANCE AGREEMENT - MOBILE CARE This Agreement is made by and between: KALLO Inc. With principal offices at 15 Allstate Parkway, Suite 600, Markham, ON L3R 5B4., Canada ("KALLO") AND Petro data Management Services Limited., With principal offices at Motorways Center, Block-B, 1 Motorways Avenue Alausa, Ikeja, Lagos, Nigeria ("PDMS") AND Gateway Global Fabrication Ltd., With principal offices at No-2 Olodu Street, Off Oluobasanjo Road, Portharcourt, Rivers state, Nigeria. ("Gateway") As of the date set forth below.';
    const signatures =
      'Kallo Inc. JOHN CECIL Signature John Cecil Name Chairman & CEO Title Markham, ON 24 OCT 2011 Place Date Petro data Management Services Limited Gateway Global Fabrication Ltd., BABAJIDE SOYODE AJAI KUNNATH Signature Signature Babajide Soyode Ajai Kunnath Name Name Chairman & CEO President & CEO Title Title Ikeja, Lagos, Nigeria 24 OCT 2011 River State, Nigeria 24 OCT 2011 Place Date Place Date';
    const paragraphs = ['Exhibit 10.1', 'KALLO Inc.', 'STRATEGIC ALLIANCE AGREEMENT', opening, signatures];
    expect(agreementDateAnswer(opening, opening, paragraphs)).toBe('24 OCT 2011 (2011-10-24), the date of the last signature');
  });
});

describe('an effective date named by a defined term (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('reads the defined term, here the signing, and the date written in the page header at the top', () => {
    // PareteumCorp_20081001_8-K_EX-99.1 Hosting Agreement: no dated signature; the header of each page gives the date.
    const header = 'CONFIDENTIAL TREATMENT REQUESTED WITH RESPECT TO CERTAIN PORTIONS HEREOF DENOTED WITH "***" Hosting Agreement between ELEPHANT TALK and T-Mobile, 18/9/2008';
    const clause = '17. DURATION OF THE AGREEMENT 17.1 This Agreement shall come into force on the Date of the Agreement, and shall, subject to article 18, remain in full force and effect for an initial period of *** from the Commercial Launch Date.';
    const paragraphs = [
      'MOBILE VIRTUAL NETWORK ENABLER HOSTING AGREEMENT',
      header,
      '1.8 "Date of the Agreement" shall mean the date on which both Parties have signed the Agreement by their duly authorized representatives or, if the Parties sign this Agreement on different dates, the later of the two dates.',
      clause,
    ];
    expect(effectiveDateAnswer(clause, clause, paragraphs)).toBe('18/9/2008 (2008-09-18), the date written at the top, as the "Date of the Agreement" is defined');
  });
});

describe('names with the legal forms of other jurisdictions (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('reads a Brazilian "Ltda." party listed after a semicolon, its name over ten words with a dash', () => {
    // ScansourceInc_20190509_10-Q_EX-10.2 Distributor Agreement (the addendum's party block, its first two parties on one line)
    expect(
      partiesByRoles(
        'THIS ADDENDUM ("Addendum") is made on the 4th day of February 2019 ("Effective Date") between the following parties: Zebra Technologies International, LLC, with an office at 3 Overlook Point, Lincolnshire IL 60069 ("Zebra"); Zebra Technologies do Brasil - Comércio de Produtos de Informåtica Ltda., a company incorporated and organized under the laws of Brazil, with offices at Av. Magalhäes de Castro, 4800, sala 72-A, Cidade Jardim, CEP 05676-120, Säo Paulo, sp ("Zebra Brazil")',
      ),
    ).toEqual(['Zebra Technologies International, LLC ("Zebra")', 'Zebra Technologies do Brasil - Comércio de Produtos de Informåtica Ltda. ("Zebra Brazil")']);
  });
});

describe('short names the contract never defines in quotes (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('names the company of the first pages whose name holds the short name or whose initials spell it', () => {
    // SMITHELECTRICVEHICLESCORP_04_04_2012-EX-10.26 Fleet Maintenance Agreement: a UK party block, each role on the line before its party.
    const paragraphs = [
      'FLEET MAINTENANCE AGREEMENT',
      '1. Definitions 1.1 In this Agreement: "Agreement" means this agreement including the Schedules and the appendix made between SEV and DCL',
      'DATED 13 October 2005 DCL',
      'DAIRY CREST LIMITED (Company no 2085882) whose registered office is at Claygate House, Littleworth Road, Esher, Surrey KT10 9PN SEV',
      'SEV GROUP LIMITED (company no 4463640) whose registered office is at Unit 95/2, Tanfield Lea Industrial Estate North, Stanley, Co Durham, DH9 9NX',
    ];
    expect(byDefinedRoles(['SEV', 'DCL'], paragraphs)).toEqual(['SEV GROUP LIMITED ("SEV")', 'DAIRY CREST LIMITED ("DCL")']);
    // A role word is not a short name of a company: "Consultant and Company" stays as it is where nothing defines them.
    expect(byDefinedRoles(['Consultant', 'Company'], paragraphs)).toEqual(['Consultant', 'Company']);
  });
});

describe('a list of parties given one role together (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('names each party of the list, in reading order, with the role they share', () => {
    // SPOKHOLDINGS,INC_06_19_2020-EX-10.1 Cooperation Agreement
    expect(
      partiesByRoles(
        'This Cooperation Agreement ("Agreement") is entered into as of June 18, 2020, by and between Spôk Holdings, Inc., a Delaware corporation (the "Company"), and White Hat Strategic Partners LP, a Delaware limited partnership, White Hat SP GP LLC, a Delaware limited liability company, White Hat Capital Partners LP, a Delaware limited partnership, and White Hat Capital Partners GP LLC, a Delaware limited liability company (collectively, the "White Hat Parties") (each of the Company and the White Hat Parties, a "Party" to this Agreement, and collectively, the "Parties").',
      ),
    ).toEqual([
      'Spôk Holdings, Inc. ("Company")',
      'White Hat Strategic Partners LP ("White Hat Parties")',
      'White Hat SP GP LLC ("White Hat Parties")',
      'White Hat Capital Partners LP ("White Hat Parties")',
      'White Hat Capital Partners GP LLC ("White Hat Parties")',
    ]);
  });
});

describe('a page header is not a party (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('leaves out a running title with a date before a defined name', () => {
    // LOOKSMARTLTD_07_20_2012-EX-99.(D)(I) Sponsorship Agreement: each page's header, then a later clause's defined name.
    expect(
      partiesByRoles(
        'by and among PEEK Investments LLC, a Delaware limited liability company ("Purchaser"), and each other party hereto\nTender Offer Statement on Schedule TO - July 16, 2012 Exhibit (collectively, "Non-Recourse Parties")',
      ),
    ).toEqual(['PEEK Investments LLC ("Purchaser")']);
  });
});

describe('a term column is given the term, not a start date, a notice period or a threshold (issue 28, a lawyer\'s pass)', () => {
  type Kind = 'date' | 'duration' | 'amount' | undefined;
  const cellOf = (document: { documentName: string; paragraphs: string[] }, columnName: string, query: string, answerKind: Kind) =>
    extractMatrixCellLocally({ ...document, columnName, query, answerKind }).refineResult;
  const INITIAL_TERM = 'How long is the initial term?';

  it('does not give the start of a term whose end is redacted as its expiration (Adams Golf endorsement)', () => {
    // "… for a period of [* ****] years and [*****] months commencing the 1st day of September 2004 and terminating the [*****] day of [*****]."
    expect(cellOf(ENDORSEMENT, 'Expiration Date', 'When does the term end?', 'date')).toBe(NOT_FOUND);
    expect(cellOf(ENDORSEMENT, 'Initial term', INITIAL_TERM, 'duration')).toBe(NOT_FOUND);
    for (const [columnName, query] of [['Expiration Date', 'When does the term end?'], ['Initial term', INITIAL_TERM]]) {
      const text = cellOf(ENDORSEMENT, columnName!, query!, undefined);
      expect(text, columnName).toMatch(/redacted/i);
      expect(text, columnName).not.toMatch(/^(?:Until\s+)?1st day of September 2004/);
    }
  });

  it('says an end the filing redacted is redacted, and only when the redaction is the end (CUAD train, Paratek outsourcing)', () => {
    const valid = 'This Agreement shall commence on the Effective Date and shall be valid until the [* * *] (the "Initial Term").';
    expect(expirationAnswer(valid, valid, [valid], false)).toBe('Redacted in the contract ("until the [* * *]")');
    // A redacted notice period before the end is not the end.
    const notice =
      'b) either Party delivers written notice of termination to the other Party at least [* * *] prior to the expiration date of the Renewal Term.';
    expect(expirationAnswer(notice, notice, [notice], false) ?? '').not.toMatch(/^Redacted/);
  });

  it('gives a duration column no notice period of the paragraph for a redacted length, and "Perpetual" for a term without end (CUAD train)', () => {
    // Profound Medical supply agreement, 12.1 and 12.2.
    const redacted =
      'This Agreement shall come into force on the Effective Date and shall remain in force and effect for a period of [Redacted - Commercially Sensitive - Term Details] , unless this Agreement is extended or previously terminated in accordance with this clause 12, pursuant to clause 15.1 (Force Majeure), or (ii) by the mutual written consent of the Parties (the "Term").';
    const paragraph = `12. TERM AND TERMINATION AND TRANSITION 12.1 ${redacted} 12.2 Customer, in its sole discretion, may terminate this Agreement, without cause, by providing six (6) months prior written notice to Philips.`;
    expect(termValue('duration', 'x', redacted, paragraph)).toBeNull();
    // Ehave reseller agreement, 9.
    const perpetual =
      '9. TERM This term of this Agreement and the rights and obligations of the Parties hereto shall commence as of the Effective Date and shall continue in perpetuity (the "Term"), unless terminated earlier in accordance with the provisions contained herein.';
    expect(termValue('duration', expirationAnswer(perpetual, perpetual, [perpetual], true)!, perpetual, perpetual)).toBe('Perpetual');
  });

  it('gives no deadline of another clause as the term (WPP service agreement, CUAD train: a term without end)', () => {
    // The term column found the notice clause; the paragraph's "within a period of 21 days" is a time to remedy a breach.
    const sentence = "15.1 The Appointment may be terminated by either party giving the other at least 12 months' notice in writing.";
    const paragraph = `15. TERMINATION OF EMPLOYMENT ${sentence} 15.7 Nothing in this clause 15 shall prevent the Company from terminating the Appointment in breach of contract or of common law. 15.8 If the Executive: (a) in the reasonable opinion of the Board fails or neglects efficiently and diligently to discharge his duties, including, without limitation his duties under Chapter 2 of part 10 of the Companies Act 2006, or is guilty of any serious or repeated material breach of his obligations under this Agreement and, if that material breach is remediable, fails to remedy the breach within a period of 21 days after being notified in writing to do so;`;
    expect(termValue('duration', 'x', sentence, paragraph)).toBeNull();
  });

  it('reads "until <date>" after the start as the end (borrowmoneycom joint venture)', () => {
    // "… will begin on March 1, 2020 and continue in full force and effect until February 28, 2025 or at the discretion of …"
    // Its start is stated in the same sentence: the length is computed from the two (issue 28/31, 28d).
    expect(cellOf(JOINT_VENTURE, 'Initial term', INITIAL_TERM, 'duration')).toBe('5 years, computed: from March 1, 2020 until February 28, 2025 (2025-02-28)');
    expect(cellOf(JOINT_VENTURE, 'Expiration Date', 'When does the term end?', 'date')).toBe('February 28, 2025 (2025-02-28)');
  });

  it('does not give a payment threshold elsewhere in the paragraph as the cap on liability (Allied Esports licence)', () => {
    // The cap's passage excludes consequential damages and names no amount; "$500.00" is the least payment due, in 3(c).
    expect(cellOf(LICENSE, 'Liability cap', 'What is the liability cap?', 'amount')).toBe(NOT_FOUND);
    expect(cellOf(LICENSE, 'Cap on Liability', 'Is there a cap on liability?', undefined)).not.toMatch(/\$500/);
  });

  const palmerTitle = 'PalmerSquareCapitalBdcInc_20200116_10-12GA_EX-10.6_11949289_EX-10.6_Trademark License Agreement';
  const cuadFile = path.join(cuadTrainDirectory(), 'contracts.jsonl.gz');
  it.skipIf(!existsSync(cuadFile))('does not give a notice period to end the licence as its term (Palmer Square trademark licence, CUAD train)', () => {
    // "4.1. Term. This Agreement shall expire if the Investment Advisor … ceases to serve …; by Licensor or Licensee upon sixty (60) days' written notice …"
    const text = readContracts(cuadFile).find((contract) => contract.title === palmerTitle)!.text;
    const palmer = { documentName: palmerTitle, paragraphs: mapDocument(text)!.paragraphs };
    expect(cellOf(palmer, 'Initial term', INITIAL_TERM, 'duration')).toBe(NOT_FOUND);
    expect(cellOf(palmer, 'Initial term', INITIAL_TERM, undefined)).not.toMatch(/60 days|sixty/i);
  });
});

describe('governing law written as other contracts write it (issue 28, 28s: bench/offline-quality/robustLaw.ts)', () => {
  // CERES, Inc. collaboration agreement (CUAD validation), its law rewritten as "New York law" and "the laws in force in New York".
  const ceres = 'This Agreement shall be governed by, and construed and interpreted in accordance with, the laws of the State of New York, United States of America, without regard to the principles of conflicts of law thereof.';
  const law = (sentence: string) => findGoverningLaw(sentence)?.value;

  it('reads "in accordance with, New York law" and "the laws in force in New York"', () => {
    expect(law(ceres)).toBe('New York');
    expect(law(ceres.replace('the laws of the State of New York', 'New York law'))).toBe('New York');
    expect(law(ceres.replace('the laws of the State of New York', 'the laws in force in New York'))).toBe('New York');
    // Gulf South Medical Supply affiliate agreement (CUAD validation).
    expect(law('This Affiliate Agreement shall be governed by the laws in effect in the State of Delaware.')).toBe('Delaware');
  });

  it('reads the place written before "law" where the clause construes rather than governs, and before a federal law named after it', () => {
    // CUAD validation clauses with their law rewritten as "<place> law" (robustLaw.ts).
    expect(law('13.00 This IP Agreement will be construed in accordance with New York law and of the United States of America.')).toBe('New York');
    expect(law('16. Construction. This Agreement will be construed in accordance with Indiana law without regard to principles of conflicts of laws.')).toBe('Indiana');
    expect(law('This Intellectual Property Agreement shall be construed and interpreted according to Georgia law, applicable contracts to be wholly performed within the State of Georgia.')).toBe('Georgia');
    expect(law('22. Governing Law. The Agreement shall be governed by and construed under Florida law in the United States of America, and venue for any such legal action shall be in the Circuit Court or County Court in Manatee County, Florida.')).toBe('Florida');
    expect(law('20. Governing Law This Agreement shall be governed by and construed in accordance with Ontario law and the federal laws of Canada applicable in the Province of Ontario.')).toBe('Ontario');
    expect(law('This Agreement will be governed by and interpreted in accordance with the local Washington law, U.S.A., without regard to its conflicts of law provisions.')).toBe('Washington');
    // No place: "applicable law"; a company's law of organisation is not the governing law.
    expect(law('This Agreement shall be governed by applicable law.')).toBeUndefined();
    expect(law('The undersigned is a shareholder of Gulf South Medical Supply, Inc. ("GSMS"), a corporation organized and existing under Delaware law.')).toBeUndefined();
  });
});

describe('cells a lawyer noticed on the fixtures (issue 28, 28c)', () => {
  const cellOf = (document: { documentName: string; paragraphs: string[] }, columnName: string, query: string, answerKind?: 'party' | 'date') =>
    extractMatrixCellLocally({ ...document, columnName, query, answerKind }).refineResult;
  const ADAMS = 'This Agreement is entered into on January 13, 2005 between professional golfer, TOM WATSON, (hereinafter referred to as "CONSULTANT") and ADAMS GOLF, LTD. (hereinafter referred to as "ADAMS GOLF").';

  it('names a party whose name follows a description of who they are ("between professional golfer, TOM WATSON, …")', () => {
    expect(partiesByRoles(ADAMS)).toEqual(['TOM WATSON ("CONSULTANT")', 'ADAMS GOLF, LTD. ("ADAMS GOLF")']);
    expect(cellOf(ENDORSEMENT, 'Parties', 'Who are the parties to the agreement?')).toBe('TOM WATSON ("CONSULTANT"); ADAMS GOLF, LTD. ("ADAMS GOLF")');
    expect(cellOf(ENDORSEMENT, 'Parties', 'Who are the parties to the agreement?', 'party')).toMatch(/^TOM WATSON .*; ADAMS GOLF/);
    // A description that is no name stays out: "between the undersigned, …" has no capitalised name after it.
    expect(partiesByRoles('This Agreement is made between Acme Inc. ("Acme") and the distributor, a company ("Distributor").')).toEqual(['Acme Inc. ("Acme")']);
  });

  it('shows a day written apart from its month without the stray words between them ("20th day of Friday, March 2020")', () => {
    const opening = 'THIS JOINT VENTURE AGREEMENT (the "Agreement") made and entered into this 20th day of Friday, March 2020 (the "Execution Date"), BETWEEN: BorrowMoney.com, inc';
    expect(agreementDateAnswer(opening, opening, [opening])).toBe('20th day of March 2020 (2020-03-20)');
    expect(cellOf(JOINT_VENTURE, 'Agreement Date', 'When was the agreement signed?')).toBe('20th day of March 2020 (2020-03-20)');
    // "this 1st day of --- November, 2003": the dashes go too.
    const dashes = 'This ENDORSEMENT AGREEMENT (the "Agreement") is made this 1st day of --- November, 2003 by and between Bruce Jenner';
    expect(agreementDateAnswer(dashes, dashes, [dashes])).toBe('1st day of November, 2003 (2003-11-01)');
  });

  it('reads a term counted in Contract Years that start on an undated Commencement Date as no date stated (Penntex, CUAD validation)', () => {
    const term =
      'Term and Termination. This Agreement shall commence on the Effective Date and continue in full force and effect until the end of the fifteenth (15th) Contract Year, and shall continue in full force and effect thereafter until terminated by either Party by providing thirty (30) calendar days\' prior written notice of termination to the other Party (such fifteen (15) Contract Year period, as may be further extended as provided herein is referred to as the "Term").';
    const paragraphs = [
      'This Gas Transportation Agreement (this "Agreement") is hereby made and entered into on the 14t h day of April, 2015 (the "Effective Date") by and between PennTex North Louisiana Operating, LLC, a Delaware limited liability company ("Transporter"), and MRD Operating LLC, a Delaware limited liability company ("Customer").',
      '"Commencement Date" shall be the first day of the Month following the date Transporter notifies Customer that (i) the Transportation System is operational to the extent necessary to commence commercial service.',
      '"Contract Year" shall mean a period commencing at 9:00 a.m., Central Clock Time, on the Commencement Date and ending at 9:00 a.m., Central Clock Time on the same day and calendar month of the following calendar year and thereafter for succeeding periods of twelve (12) consecutive Months each.',
      term,
    ];
    // Not "April 14, 2030, computed: 15 years from April 14, 2015": the Contract Years start on the Commencement Date, which no date gives.
    expect(expirationAnswer(term, term, paragraphs, false)).toBe('Until the end of the fifteenth (15th) Contract Year (no date stated)');
    // Years that start on the Effective Date are still computed from it.
    const fromEffective = [...paragraphs.slice(0, 2), paragraphs[2]!.replace('Commencement Date', 'Effective Date'), term];
    expect(expirationAnswer(term, term, fromEffective, false)).toMatch(/computed/);
  });

  it('reads a term whose reference a break cut across two paragraphs, by its definitions table (Optimized Transportation, CUAD validation)', () => {
    const paragraphs = [
      '2. DEFINITIONS:',
      'INITIAL DISTRIBUTION      PERIOD:                    April 15, 2000 through October 15,                                 2000 (6 Months from the Effective Date)',
      'PRODUCTS:                   The CircuiTest 2000S In-Circuit Test System',
      '4.   RENEWAL  PERIOD:  Provided  that COMWARE  purchases a minimum of $45,420.00      worth of  Products,  in any  combination,  during the Initial  Distribution',
      'Period,  this Agreement will automatically renew for an additional 6 months      (the Renewal  Period).  In the event COMWARE  purchases an amount less than      $45,420.00, than this Agreement will automatically terminate.',
    ];
    const sentence = 'Period,  this Agreement will automatically renew for an additional 6 months      (the Renewal  Period).';
    expect(expirationAnswer(sentence, paragraphs[4]!, paragraphs, false)).toBe('October 15, 2000 (2000-10-15), as the "Initial Distribution Period" is defined, then renewable');
  });

  it('names a party after its label when a title runs into it ("… Resort Hotel The Covenanter: The HUANG JIA … Inc.", CUAD train)', () => {
    const opening =
      'Outsourcing Contract on Development of Miaoli Royal Resort Hotel The Covenanter: The HUANG JIA Country CLUB and Recreation Inc. (hereinafter referred to as Party A) and the Covenanter: Chang Chen- Bin Architects Office (hereinafter referred to as Party B) hereby agree to establish the following terms and conditions with regard to the development of Miaoli Royal Resort Hotel: Article I.';
    expect(partiesByRoles(opening)).toEqual(['HUANG JIA Country CLUB and Recreation Inc. ("Party A")', 'Chang Chen- Bin Architects Office ("Party B")']);
  });

  it('names a party joined "together with" the one before it (Bluerock agency agreement, CUAD train)', () => {
    const block =
      'Dear Ladies and Gentlemen: Bluerock Residential Growth REIT, Inc., a Maryland corporation (the "Company"), together with Bluerock Residential Holdings, L.P., a Delaware limited partnership for which the Company is the sole general partner (the "Operating Partnership" and together with the Company, the "Transaction Entities") and BRG Manager, LLC, a Delaware limited liability company (the "Manager"), agrees that it may issue and sell through Compass Point Research & Trading, LLC, acting as agent (the "Agent"), up to a total of 400,000 shares.';
    expect(partiesByRoles(block)).toEqual(['Bluerock Residential Growth REIT, Inc. ("Company")', 'Bluerock Residential Holdings, L.P. ("Operating Partnership")', 'BRG Manager, LLC ("Manager")']);
  });
});


describe('short answers of the third lawyer pass (issue 28, 28s)', () => {
  it('reads a term\'s end written with a full stop for its comma ("until March 18. 2021", Precheck distributor, CUAD train)', () => {
    const paragraph =
      '9. Principal will grant Distributor a discount based on the Products and Prices. 10. This Agreement shall be in effect until March 18. 2021, unless sooner terminated by either party upon (30) days written notice, without cause. 11. In the event of termination, the Distributor shall be entitled to receive all orders accepted by the Principal.';
    const sentence = '10. This Agreement shall be in effect until March 18. 2021, unless sooner terminated by either party upon (30) days written notice, without cause.';
    expect(expirationAnswer(sentence, paragraph, [paragraph], false)).toBe('March 18. 2021 (2021-03-18)');
    expect(shortAnswerRight('Expiration Date', expirationAnswer(sentence, paragraph, [paragraph], false)!, '3/18/21')).toBe(true);
  });

  it("does not answer Yes to a yes/no renewal column for a renewal both parties must agree to (distributor: 'may be extended … with the written consent of both parties')", () => {
    const cell = (columnName: string, query: string, answerKind?: 'yes-no') => extractMatrixCellLocally({ ...DISTRIBUTOR, columnName, query, answerKind }).refineResult;
    const condition = `renewal for 2 years, ${SHORT_ANSWER_TEXTS.onlyIfBothAgree}`;
    for (const answerKind of ['yes-no', undefined] as const) {
      expect(cell('Renewal', 'Does the agreement renew automatically?', answerKind)).toBe(`No — ${condition}`);
      expect(cell('Auto-renewal', 'Is there an automatic renewal?', answerKind)).toBe(`No — ${condition}`);
      // Asked whether it may be renewed at all: it may, on that condition.
      expect(cell('Renewal', 'Can the agreement be renewed or extended?', answerKind)).toBe(`Yes — ${condition}`);
    }
    expect(typedValueOf('yes-no', cell('Renewal', 'Does the agreement renew automatically?', 'yes-no'))).toBe(false);
    // Asked for the renewal term: its length and condition, not "Yes".
    expect(cell('Renewal Term', 'What is the renewal term after the initial term expires?')).toBe(`2 years, ${SHORT_ANSWER_TEXTS.onlyIfBothAgree}`);
    // A renewal that needs no one's agreement is still a plain Yes (the supply agreement renews unless notice is given).
    expect(extractMatrixCellLocally({ ...SUPPLY, columnName: 'Renewal', query: 'Does the agreement renew automatically?', answerKind: 'yes-no' }).refineResult).toBe('Yes');
  });

  it('computes terms and renewals whose length is not a whole number of months ("18 months and 15 days", "one and a half years", "90 days")', () => {
    const opening = 'This Agreement is made and entered into as of January 1, 2020 (the "Effective Date") by and between Acme Inc. ("Acme") and Beta LLC ("Beta").';
    const expiry = (sentence: string, durationFirst = false) => expirationAnswer(sentence, sentence, [opening, sentence], durationFirst);
    const parts = 'The term of this Agreement shall be eighteen (18) months and fifteen (15) days from the Effective Date.';
    expect(expiry(parts)).toBe('July 16, 2021 (2021-07-16), computed: 18 months and 15 days from January 1, 2020');
    expect(expiry(parts, true)).toBe('18 months and 15 days from January 1, 2020, ending July 16, 2021 (2021-07-16), computed');
    expect(termValue('duration', expiry(parts, true)!, parts, parts, [opening, parts])).toBe('18 months and 15 days');
    expect(typedValueOf('duration', termValue('duration', expiry(parts, true)!, parts, parts, [opening, parts])!)).toEqual({ years: 0, months: 18, days: 15 });
    const half = 'This Agreement shall remain in effect for one and a half years from the Effective Date.';
    expect(expiry(half)).toBe('July 1, 2021 (2021-07-01), computed: 18 months from January 1, 2020');
    expect(termValue('duration', expiry(half, true)!, half, half, [opening, half])).toBe('18 months');
    const days = 'This Agreement shall remain in effect for ninety (90) days from the Effective Date.';
    expect(expiry(days)).toBe('March 31, 2020 (2020-03-31), computed: 90 days from January 1, 2020');
    expect(termValue('duration', expiry(days, true)!, days, days, [opening, days])).toBe('90 days');
    // A length in parts is not joined to a notice period after it.
    const notice = "The term of this Agreement is one (1) year, and thirty (30) days' prior written notice is required to terminate it.";
    expect(termValue('duration', '', notice, notice, [opening, notice])).toBe('1 year');
    // A renewal column's duration, in parts or a fraction.
    const renewal = (sentence: string) => extractMatrixCellLocally({ documentName: 'x.txt', paragraphs: [opening, sentence], columnName: 'Renewal Term', query: 'What is the renewal term after the initial term expires?', answerKind: 'duration' }).refineResult;
    expect(renewal('The initial term is one (1) year. Thereafter this Agreement shall automatically renew for successive periods of six (6) months and fifteen (15) days unless either party gives notice of non-renewal.')).toBe('6 months and 15 days');
    expect(renewal('The initial term is one (1) year. Thereafter this Agreement shall automatically renew for successive periods of one and a half years unless either party gives notice of non-renewal.')).toBe('18 months');
  });
});

describe('a cover that names the parties by legal form above a letter that defines them (issue 28, 28t)', () => {
  it('answers with the letter\'s parties and their roles, not the cover\'s names (Alliance Bancorp, CUAD train)', () => {
    const paragraphs = [
      "Exhibit 1.2",
      "Up to 2,445,223 Shares",
      "(subject to increase to up to 2,812,006 shares in the event of an increase in the pro forma market value of the Company's Common Stock)",
      "Alliance Bancorp, Inc. of Pennsylvania (a federal stock holding company)",
      "Common Stock (par value $.01 per share)",
      "AGENCY AGREEMENT",
      "November ___, 2006",
      "SANDLER O'NEILL & PARTNERS, L.P. 919 Third Avenue, 6 Floor New York, New York 10022",
      "Ladies and Gentlemen:",
      "Greater Delaware Valley Holdings, A Mutual Company, a Pennsylvania-chartered mutual holding company (the \"PA MHC\"), Alliance Mutual Holding Company, a federal mutual savings and loan holding company in formation (the \"Federal MHC\"), Alliance Bancorp, Inc. of Pennsylvania, a federal stock holding company in formation (the \"Company\"), and Greater Delaware Valley Savings Bank d/b/a Alliance Bank, a Pennsylvania-chartered stock savings bank (the \"Bank\"), hereby confirm their agreement with Sandler O'Neill & Partners, L.P. (\"Sandler O'Neill\" or the \"Agent\") with respect to the offer and sale by the Company of shares of the Company's common stock.",
    ];
    // The finder quotes the cover's line; the letter below names all five parties with their defined names.
    expect(partiesAnswer(paragraphs[3]!, paragraphs[3]!, paragraphs, 3)).toEqual([
      'Greater Delaware Valley Holdings, A Mutual Company ("PA MHC")',
      'Alliance Mutual Holding Company ("Federal MHC")',
      'Alliance Bancorp, Inc. of Pennsylvania ("Company")',
      'Greater Delaware Valley Savings Bank d/b/a Alliance Bank ("Bank")',
      "Sandler O'Neill & Partners, L.P. (\"Sandler O'Neill\")",
    ]);
  });
});

describe('a party named after the previous party\'s description, its name written with a comma before its legal form (issue 28, 28t)', () => {
  it('reads "HOF Village, LLC" whole, not "LLC" (GPAQ Acquisition media license, CUAD train)', () => {
    const block =
      'THIS MEDIA LICENSE AGREEMENT (this "Agreement") is made and effective as of the date of the Closing (as defined in the Merger Agreement (as defined below)) (the "Effective Date"), between NATIONAL FOOTBALL MUSEUM, INC., an Ohio non-profit corporation, doing business as Pro Football Hall of Fame ("PFHOF"), HOF Village Media Group, LLC (the "Village Media Company"), a Delaware limited liability company that is a wholly-owned subsidiary of HOF Village, LLC, a Delaware limited liability company ("HOFV") and, solely for purposes of Section 4.5, HOFV; each a "Party" and collectively, the "Parties".';
    expect(partiesByRoles(block)).toEqual(['NATIONAL FOOTBALL MUSEUM, INC. ("PFHOF")', 'HOF Village Media Group, LLC ("Village Media Company")', 'HOF Village, LLC ("HOFV")']);
  });
});

describe('a party the block names without a defined name between two that have one (issue 28, 28t)', () => {
  it('keeps "Edible Arrangements, LLC" (Rocky Mountain Chocolate Factory joinder, CUAD train)', () => {
    const block =
      'This JOINDER AGREEMENT (this "Joinder Agreement") is executed pursuant to the terms of the Strategic Alliance Agreement, dated as of December 20, 2019, by and among Farids & Co. LLC, a Delaware limited liability company ("Farids"), Edible Arrangements, LLC, a Delaware limited liability company, and Rocky Mountain Chocolate Factory, Inc., a Delaware corporation (the "Company"), a copy of which is attached hereto and is incorporated herein by reference (the "Agreement"), by the undersigned (the "Farids Transferee").';
    expect(partiesByRoles(block)).toEqual(['Farids & Co. LLC ("Farids")', 'Edible Arrangements, LLC', 'Rocky Mountain Chocolate Factory, Inc. ("Company")']);
    // Another jurisdiction's legal form (as robustParties.ts rewrites it).
    for (const form of ['Oy', 'K.K.', 'PLLC', 'Pty Ltd', 'S.A.S.', 'S.r.l.', 'Sdn. Bhd.']) {
      expect(partiesByRoles(block.replace('Edible Arrangements, LLC', `Edible Arrangements, ${form}`))[1]).toBe(`Edible Arrangements, ${form}`);
    }
  });
});

describe('a party described as "a company organised under the laws of England and Wales" (issue 28, 28q)', () => {
  // Real party blocks of CUAD train contracts, the description of one party written as English companies write it
  // (robustParties.ts's form): the "and" of "England and Wales" joins no parties, so "Wales" is no party.
  const ENGLISH = ', a company organised under the laws of England and Wales';
  it('reads the party after ", and," whole (EmbarkCom co-branding agreement)', () => {
    const block =
      'This Co-Branding Agreement (this "Agreement"), dated as of June 8, 1999, is made by and between Snap Technologies, Inc. a California corporation having its principal place of business at 111 Townsend St., San Francisco, CA 94107 ("Snap"), and, United Airlines, Inc., a Delaware corporation having its principal place of business at 1200 E. Algonquin Road, Elk Grove Township, IL 60007 ("Sponsor").';
    expect(partiesByRoles(block.replace(', a Delaware corporation', ENGLISH))).toEqual(['Snap Technologies, Inc. ("Snap")', 'United Airlines, Inc. ("Sponsor")']);
  });
  it('keeps a listed party whose description names the place (HC2 Holdings cooperation agreement)', () => {
    const block =
      'This Cooperation Agreement (this "Agreement"), dated as of May 13, 2020, is by and among MG Capital Management Ltd., a Cayman Islands company limited by shares ("MG Capital"), Percy Rockdale LLC, a Michigan limited liability company ("Percy Rockdale"), Rio Royal LLC, a Michigan limited liability company ("Rio Royal", and together with MG Capital and Percy Rockdale, the "MG Capital Parties") and HC2 Holdings, Inc., a Delaware corporation (the "Company").';
    expect(partiesByRoles(block.replace(', a Michigan limited liability company', ENGLISH))).toEqual([
      'MG Capital Management Ltd. ("MG Capital")',
      'Percy Rockdale LLC ("Percy Rockdale")',
      'Rio Royal LLC ("Rio Royal")',
      'HC2 Holdings, Inc. ("Company")',
    ]);
  });
  it('names the second party after "between … and …", not "Wales" (Tickets.com sponsorship agreement)', () => {
    const block =
      'This Sponsorship Agreement ("Agreement") is made an entered into on February 17, 1999 ("Effective Date"), by and between Tickets.com, Inc., a Delaware corporation, located at 4061 Glencoe Ave., Marina del Rey, CA 90292 ("Tickets") and MP3.com, Inc., having an address at P.O. Box 910091, San Diego, CA 92191-0091 ("MP3.com").';
    expect(partiesWithRoles(block.replace(', a Delaware corporation', ENGLISH), true)).toEqual(['Tickets.com, Inc. ("Tickets")', 'MP3.com ("MP3.com")']);
  });
});

describe('a start tied to the signing, worded as other contracts word it (issue 28, 28q)', () => {
  const signatures = ['CENTRE FOR PROBE DEVELOPMENT AND COMMERCIALIZATION By: /s/ Name Date: February 21, 2017', 'FUSION PHARMACEUTICALS INC. By: /s/ Name Date: March 3, 2017'];
  const lastSigned = `March 3, 2017 (2017-03-03), ${SHORT_ANSWER_TEXTS.lastSignature}`;
  it('reads "effective as of the date of last signing" as the last signature (Fusion Pharmaceuticals supply agreement, CUAD train)', () => {
    const sentence =
      'SUPPLY AGREEMENT ("Supply Agreement") effective as of the date of last signing ("Effective Date") between Centre for Probe Development and Commercialization ("CPDC"), a corporation existing under the laws of Canada, and Fusion Pharmaceuticals Inc. ("Fusion").';
    expect(effectiveDateAnswer(sentence, sentence, [sentence, ...signatures])).toBe(lastSigned);
  });
  it('reads the other wordings of the last signature alike', () => {
    for (const words of ['the date last executed below', 'the later of the dates of signature below', 'the date on which the last Party signs this Agreement', 'the date it is countersigned by Fusion']) {
      const sentence = `This Supply Agreement shall be effective as of ${words}.`;
      expect(effectiveDateAnswer(sentence, sentence, [sentence, ...signatures])).toBe(lastSigned);
    }
  });
});

describe('a contract date whose day a form leaves blank (issue 28, 28q)', () => {
  it('says the Agreement Date is left blank, not a draft date at the top (XACCT support agreement, CUAD train)', () => {
    const paragraphs = [
      'EXHIBIT 10.16 DRAFT (Americas) 1/12/00 (Rev 1)',
      'SUPPORT AND MAINTENANCE AGREEMENT This Support and Maintenance Agreement ("Agreement") is entered into and is effective as of the ____ day of _______________2000 (the "Effective Date") by and between XACCT Technologies, Inc., a Delaware corporation ("XACCT") with its principal place of business at 2900 Lakeside Drive, Suite 100, Santa Clara, California 95054 and ______________________',
    ];
    expect(agreementDateAnswer(paragraphs[1]!, paragraphs[1]!, paragraphs)).toBe(SHORT_ANSWER_TEXTS.blankDate);
  });
  it('says so for "made this _____ day of ________, 19____" (Buffalo Wild Wings franchise agreement, CUAD train)', () => {
    const sentence =
      'This Franchise Agreement ("Agreement") made this _____ day of ________, 19____, by and between bw-3 FRANCHISE SYSTEMS, INC. an Ohio corporation which has its principal place of business at 1919 Interchange Tower, 600 South Highway 169, Minneapolis, Minnesota 55426 ("we" or "us"), and __________________________';
    expect(agreementDateAnswer(sentence, sentence, [sentence])).toBe(SHORT_ANSWER_TEXTS.blankDate);
    // A date the clause does give is still read ("dated as of this ____day of ____________, 2012, but made effective as of February 20, 2012").
    const pharmagen = 'THIS ENDORSEMENT AGREEMENT (the "Agreement") is dated as of this ____day of ____________, 2012, but made effective as of February 20, 2012 ("Effective Date") between Healthcare Distribution Specialists LLC ("HDS"), a Delaware corporation, and Paul Silas';
    expect(effectiveDateAnswer(pharmagen, pharmagen, [pharmagen])).toMatch(/^February 20, 2012/);
  });
  it('says so where the clause refers to "the date first written above" and the form leaves it blank (iMine distributor agreement, CUAD train)', () => {
    const clause = 'This Agreement shall become effective upon the date first written above and shall remain in full force and effect for a period of two years (2).';
    const opening =
      'EXHIBIT 10.5 NON-EXCLUSIVE DISTRIBUTOR AGREEMENT This Non-Exclusive Distributor Agreement (the "Agreement") is made and entered into as of this 19th day of July 2018, by and between iMine Corporation, (hereinafter referred to as "JRVS") and SUNWAI Technology, a Taiwanese company';
    expect(effectiveDateAnswer(clause, clause, [opening.replace('19th day of July', '_____ day of ____________'), clause])).toBe(SHORT_ANSWER_TEXTS.blankDate);
    // Dated, as the contract is: that date.
    expect(effectiveDateAnswer(clause, clause, [opening, clause])).toMatch(/^19th day of July 2018 \(2018-07-19\)/);
  });
});

describe('a quoted sentence that starts inside the party block (issue 28, 28q)', () => {
  it('names the party the block names, not the figures of its address (Healthcare Integrated Technologies reseller agreement, CUAD train)', () => {
    // The real opening with its roles written "(hereinafter referred to as …)", as robustParties.ts rewrites it; the
    // sentence split after "St., POB." makes the quoted sentence start at "325, Yehud …".
    const paragraph =
      'WALABOT-HOME RESELLER AGREEMENT This Walabot-HOME Reseller Agreement (hereinafter referred to as "Agreement") is made and entered into as of this 31 day of July 2019 (hereinafter referred to as "Effective Date") by and between Vayyar Imaging Ltd., having its principal place of business at 3 Avraham Giron St., POB. 325, Yehud 5621717, Israel (hereinafter referred to as "Supplier"), and Inde Living Holdings, Inc., having its principal place of business at 1462 Rudder Lane, Knoxville, TN 37919 (hereinafter referred to as "Reseller").';
    const sentence = paragraph.slice(paragraph.indexOf('325, Yehud'));
    expect(partiesAnswer(sentence, paragraph, [paragraph], 0)).toEqual(['Vayyar Imaging Ltd. ("Supplier")', 'Inde Living Holdings, Inc. ("Reseller")']);
  });
});
