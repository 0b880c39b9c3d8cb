import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playbookInputSchema, DEMO_PLAYBOOK } from '@arcline/shared';
import { cuadTrainDirectory, readContracts } from '../local/training/cuadData';
import { reviewAgainstPlaybook } from './reviewAgainstPlaybook';

const demo = playbookInputSchema.parse(DEMO_PLAYBOOK);
const cuadFile = path.join(cuadTrainDirectory(), 'contracts.jsonl.gz');

describe('the located payment clause read past the finder\'s passage (issue 32, 32w)', () => {
  it.skipIf(!existsSync(cuadFile))(
    'Bloom Energy 7(a): "no obligation to provide … services … whose Service Fee has not been paid in full for the then-current warranty year", two sentences after the located passage, makes the payment unacceptable (CUAD train)',
    () => {
      const bloom = readContracts(cuadFile).find((contract) => contract.title.startsWith('BloomEnergyCorp_20180321_DRSA'))!.text;
      for (const learned of [false, true]) {
        const payment = reviewAgainstPlaybook(bloom, { ...demo, actingFor: 'Owner' }, { learned }).find((finding) => finding.topicId === 'payment-terms')!;
        // Before, the finder's passage ("… shall be payable within thirty (30) days of invoice.") alone decided: fallback.
        expect(payment.verdict).toBe('unacceptable');
        expect(payment.quote).toMatch(/^Operator shall be under no obligation to provide or perform services hereunder/);
      }
    },
  );
});
