/**
 * The entry of a parser process (see parserProcesses.ts): it answers the requests its parent sends over IPC, one at a
 * time, and ends with its parent. The parent started it with its memory capped; an allocation past the cap either
 * throws here (reported as outOfMemory) or ends the process, which the parent reports the same way.
 */
import { inspectOfficeFile } from '../translation/inspectOfficeFile';
import { extractText } from './extractText';
import { ExtractionError } from './ExtractionError';
import { readFileSync, writeFileSync } from 'node:fs';
import type { ParserMessage, ParserRequest, ParserTaskName, ParserTasks } from './parserTasks';
import { OUT_OF_MEMORY_MESSAGE, type ExtractionLimits } from './limits';

/** IPC delivers bytes as a Buffer or a Uint8Array; pdf.js wants a plain Uint8Array, JSZip takes a Buffer. */
const plainBytes = (bytes: Uint8Array) => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const TASKS: { [N in ParserTaskName]: (input: ParserTasks[N]['input'], limits: ExtractionLimits) => Promise<ParserTasks[N]['result']> } = {
  extractText: (input, limits) => extractText({ ...input, bytes: plainBytes(input.bytes) }, limits),
  inspectOfficeFile: (input, limits) =>
    inspectOfficeFile(Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength), input.kind, input.sampleChars, limits),
};

/**
 * A task whose resident peak came this close to the memory cap hit it: parsers that recover from errors (pdf.js drops
 * the rest of a page whose stream it could not inflate) may swallow the refused allocation and return partial text.
 */
const NEAR_CAP = 0.9;
const MB = 1024 * 1024;

/** An allocation the memory cap refused, anywhere in the error's causes (the readers wrap what their parser threw). */
function isOutOfMemory(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (OUT_OF_MEMORY_MESSAGE.test(cause.message)) return true;
  }
  return false;
}

/** Starts a new resident peak (Linux: 5 to clear_refs resets VmHWM); elsewhere the peak is the process's. */
function resetResidentPeak(): void {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // no procfs: the peak since the process started is still an upper bound
  }
}

function residentPeakBytes(): number {
  try {
    const kib = /^VmHWM:\s*(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kib) return Number(kib) * 1024;
  } catch {
    // no procfs
  }
  return process.memoryUsage().rss;
}

/** A process whose parent has gone (it stopped while this one was loading) has nobody to answer: it ends. */
function send(message: ParserMessage): void {
  if (process.connected) process.send!(message);
  else process.exit(0);
}

async function answer(request: ParserRequest): Promise<void> {
  const run = TASKS[request.task] as (input: unknown, limits: ExtractionLimits) => Promise<unknown>;
  resetResidentPeak();
  const memory = () => {
    const peakResidentBytes = residentPeakBytes();
    return { residentBytes: process.memoryUsage().rss, peakResidentBytes, nearCap: peakResidentBytes >= NEAR_CAP * request.limits.maxMemoryMb * MB };
  };
  try {
    const result = await run(request.input, request.limits);
    const { nearCap, ...usage } = memory();
    if (nearCap) send({ id: request.id, ...usage, ok: false, message: 'the parser reached its memory cap', userFacing: false, outOfMemory: true });
    else send({ id: request.id, ...usage, ok: true, result });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const { nearCap, ...usage } = memory();
    send({ id: request.id, ...usage, ok: false, message, userFacing: error instanceof ExtractionError, outOfMemory: nearCap || isOutOfMemory(error) });
  }
}

process.on('message', (request: ParserRequest) => void answer(request));
process.on('disconnect', () => process.exit(0));
send({ ready: true, residentBytes: process.memoryUsage().rss });
