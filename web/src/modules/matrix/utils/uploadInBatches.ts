import { forEachWithLimit } from '@arcline/shared';

export interface UploadInBatchesOptions<F> {
  files: readonly F[];
  /** Uploads one file: its attachment id, or null when it failed (the file is dropped). */
  upload(file: F): Promise<string | null>;
  /** Adds one batch of uploaded attachments to the matrix: the number of documents added, or the server's errors. */
  addBatch(attachmentIds: string[]): Promise<{ added: number } | { errors: string[] }>;
  concurrency: number;
  batchSize: number;
  onProgress(done: number, total: number): void;
}

export interface UploadInBatchesResult {
  uploaded: number;
  added: number;
  errors: string[];
}

/**
 * Uploads `concurrency` files at a time and adds them `batchSize` at a time as they finish (one add at a time, in
 * order), so the first rows exist while the rest uploads and no request carries more than a batch.
 */
export async function uploadInBatches<F>(options: UploadInBatchesOptions<F>): Promise<UploadInBatchesResult> {
  const { files, concurrency, batchSize } = options;
  const result: UploadInBatchesResult = { uploaded: 0, added: 0, errors: [] };
  let done = 0;
  let pending: string[] = [];
  let adding = Promise.resolve();
  const flush = () => {
    const batch = pending;
    pending = [];
    adding = adding.then(async () => {
      const outcome = await options.addBatch(batch);
      if ('added' in outcome) result.added += outcome.added;
      else result.errors.push(...outcome.errors);
    });
  };
  options.onProgress(done, files.length);
  await forEachWithLimit(files, concurrency, async (file) => {
    const attachmentId = await options.upload(file).catch(() => null);
    done += 1;
    options.onProgress(done, files.length);
    if (attachmentId === null) return;
    result.uploaded += 1;
    pending.push(attachmentId);
    if (pending.length >= batchSize) flush();
  });
  if (pending.length > 0) flush();
  await adding;
  return result;
}
