import { describe, expect, it } from 'vitest';
import { extractMatrixCellLocally } from './matrixExtraction';

/** MediWound Ltd. – Challenge Bioproducts supply agreement (CUAD v1, validation split, CC BY 4.0), clause 15 as filed. */
const MEDIWOUND_CLAUSE_15 =
  "MediWound Ltd. 42 Hayarkon St., 81227 Yavne Israel Tel: +972 8 932 4010 Fax: +972 8 932 4011 E-Mail: [***] 14.3 CBC's address for service of notices and other documents shall be:- Challenge Bioproducts Corporation, Ltd. 17 Tou-Kong 12 Rd., Tou-Liu City, Yun-Lin Hsien, Taiwan, R.O.C., (\"CBC\") Facsimile: +55-5572-045 E-Mail: [***] 15. Governing Law and Disputes 15.1 This Agreement is made under and subject to the provision of the substantive laws of the State of New York, without giving effect to its conflict of law rules. 15.2 Any disputes relating to this Agreement of whatever nature that cannot be resolved by negotiation between the parties shall be referred for final resolution to arbitration in New York City by 3 (three) Arbitrators under the Rules of the American Arbitration Association. The arbitration proceedings shall be conducted in English. The decision of the arbitrators shall be final and binding upon the parties and their legal successors. The arbitrators may at their discretion, provide for discovery by the parties not to exceed 4 (four) months from the date of notice of arbitration and the arbitrators shall notify the parties of their decision in writing within 30 (thirty) days of the completion of the final hearing. The arbitrators may at their discretion award costs and expenses in respect of the arbitration. 15.3 The parties submit to the exclusive jurisdiction of the courts of the State of New York.";
const REDACTION =
  '*** Confidential treatment has been requested for redacted portions of this exhibit. This copy omits the information subject to the confidentiality request. Omissions are designated as [***]. A complete version of this exhibit has been provided separately to the Securities and Exchange Commission. 17';

describe('a column that names two clauses and asks about one (issue 28, 28t)', () => {
  const document = { documentName: 'MEDIWOUNDLTD_01_15_2014-EX-10.6-SUPPLY AGREEMENT', paragraphs: [REDACTION, MEDIWOUND_CLAUSE_15, REDACTION] };

  it('answers "Law and jurisdiction — Which law applies?" with the governing law, not the arbitration beside it', () => {
    const cell = extractMatrixCellLocally({ ...document, columnName: 'Law and jurisdiction', query: 'Which law applies?' });
    expect(cell.refineResult).toBe('New York');
    expect(cell.referenceResult).toContain('substantive laws of the State of New York');
  });

  it('still answers with the forum where the question asks about the courts too', () => {
    const cell = extractMatrixCellLocally({ ...document, columnName: 'Jurisdiction', query: 'Which courts or arbitrators decide disputes?' });
    expect(cell.refineResult).not.toBe('New York');
  });
});
