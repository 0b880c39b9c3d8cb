import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import type { TestApi } from './harness/testApi';
import { uploadAttachment, uploadContracts, waitForAttachment } from './matrixSupport';

/** Three CUAD training contracts governed by New York law (CC BY 4.0), read from the shared training split. */
export const CUAD_TITLES = {
  'cuad-healthcare-reseller.txt': 'HealthcareIntegratedTechnologiesInc_20190812_8-K_EX-10.1_11776966_EX-10.1_Reseller Agreement',
  'cuad-mphase-cobranding.txt': 'MphaseTechnologiesInc_20030911_10-K_EX-10.15_1560667_EX-10.15_Co-Branding Agreement',
  'cuad-palmersquare-tm-license.txt': 'PalmerSquareCapitalBdcInc_20200116_10-12GA_EX-10.6_11949289_EX-10.6_Trademark License Agreement',
} as const;
export function cuadTexts(): Record<string, string> {
  const dir = process.env.CUAD_TRAIN_DIR ?? path.resolve(import.meta.dirname, '../../shared/data/cuad-train');
  const wanted = new Map(Object.entries(CUAD_TITLES).map(([file, title]) => [title as string, file]));
  const out: Record<string, string> = {};
  for (const line of gunzipSync(readFileSync(path.join(dir, 'contracts.jsonl.gz'))).toString('utf8').split('\n')) {
    if (!line) continue;
    const contract = JSON.parse(line) as { title: string; text: string };
    const file = wanted.get(contract.title);
    if (file) out[file] = contract.text;
  }
  return out;
}

/** Uploads fixture contracts and CUAD texts of the workbench corpus (all three by default), each indexed; their attachment ids. */
export async function uploadWorkbenchCorpus(api: TestApi, token: string, contracts: readonly string[], cuadFiles: readonly string[] = Object.keys(CUAD_TITLES)): Promise<string[]> {
  const ids = await uploadContracts(api, token, contracts);
  const texts = cuadTexts();
  for (const name of cuadFiles) {
    const id = await uploadAttachment(api, token, name, Buffer.from(texts[name]!));
    expect((await waitForAttachment(api, token, id)).status).toBe('COMPLETED');
    ids.push(id);
  }
  return ids;
}
