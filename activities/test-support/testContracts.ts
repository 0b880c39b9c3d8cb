import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractText } from '../src/extraction';

/** Real contracts (CUAD v1, CC BY 4.0; see testdata/LICENSES.md) for the providers' tests. */
export const TEST_CONTRACTS = {
  distributor: 'blackboxstocksinc-08-05-2014-ex-10.1-distributor-agreement.txt',
  supply: 'agapeatpcorp-20191202-10-ka-ex-10.1-11911128-ex-10.1-supply-agreement.txt',
  contentLicense: 'alliedesportsentertainmentinc-20190815-8-k-ex-10.19-11788293-ex-10.19-content-license-agreement.txt',
} as const;

export type TestContractName = keyof typeof TEST_CONTRACTS;

const testdata = path.resolve(import.meta.dirname, '../src/testdata');

/** The contract's paragraphs exactly as attachment indexing stores them. */
export async function loadTestContract(name: TestContractName): Promise<{ fileName: string; paragraphs: string[] }> {
  const fileName = TEST_CONTRACTS[name];
  const { paragraphs } = await extractText({ bytes: readFileSync(path.join(testdata, fileName)), fileName, mimeType: 'text/plain' });
  return { fileName, paragraphs };
}
