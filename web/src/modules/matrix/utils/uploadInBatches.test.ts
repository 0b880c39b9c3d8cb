import { describe, expect, it } from 'vitest';
import { uploadInBatches } from './uploadInBatches';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('uploadInBatches', () => {
  it('uploads a few files at a time and adds them in batches as they finish, dropping failed files', async () => {
    const files = Array.from({ length: 23 }, (_, index) => index);
    let inFlight = 0;
    let peak = 0;
    const batches: string[][] = [];
    const progress: number[] = [];
    const result = await uploadInBatches({
      files,
      concurrency: 3,
      batchSize: 5,
      onProgress: (done, total) => {
        expect(total).toBe(23);
        progress.push(done);
      },
      upload: async (file) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await tick();
        inFlight -= 1;
        if (file === 7) throw new Error('network');
        return file % 10 === 9 ? null : `attachment-${file}`;
      },
      addBatch: async (ids) => {
        batches.push(ids);
        return { added: ids.length };
      },
    });
    expect(peak).toBe(3);
    expect(progress).toEqual(Array.from({ length: 24 }, (_, index) => index));
    expect(batches.map((batch) => batch.length)).toEqual([5, 5, 5, 5]);
    expect(batches.flat().sort()).toEqual(files.filter((file) => file !== 7 && file % 10 !== 9).map((file) => `attachment-${file}`).sort());
    expect(result).toEqual({ uploaded: 20, added: 20, errors: [] });
  });

  it("collects a batch's errors and keeps adding the others", async () => {
    let call = 0;
    const result = await uploadInBatches({
      files: [1, 2, 3],
      concurrency: 1,
      batchSize: 2,
      onProgress: () => undefined,
      upload: async (file) => `attachment-${file}`,
      addBatch: async (ids) => (call++ === 0 ? { errors: ['Attachment x was not found.'] } : { added: ids.length }),
    });
    expect(result).toEqual({ uploaded: 3, added: 1, errors: ['Attachment x was not found.'] });
  });
});
