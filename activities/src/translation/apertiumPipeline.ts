import { spawn } from 'node:child_process';
import { access, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CommandFailedError, runCommand } from './runCommand';
import type { EngineFileKind } from './types';

/**
 * `apertium -f docx|pptx|xlsx|html|txt`, stage by stage as Debian's /usr/bin/apertium script runs it with
 * APERTIUM_TRANSFUSE=no and -u, so that the translated stream passes through this process and is counted: the
 * deformatter (apertium-adapt-docx and -deswxml, -despptx, -desxlsx, -deshtml, -destxt), the pair's mode as the
 * script's run_mode_wblank runs it (`apertium-wblank-mode`, unknown words unmarked: `-n`), the reformatter; the office
 * formats' parts are unpacked, split back into their files and zipped as the script does. The output is the script's
 * own (the tests compare them byte for byte), but for a .pptx's speaker notes, which the script leaves out and this
 * translates like the slides (issue 30). The script's SETVAR wrappers around the mode are left out: without
 * AP_SETVAR they copy their input unchanged, but line by line, and a docx part is one line, so they held the whole
 * translation back until its end. The progress is the reformatter's output against the deformatter's input, both
 * about the size of the text parts, so it advances as the translation does (after the pair's start-up, about a second).
 */
export interface ApertiumPipelineOptions {
  /** The apertium program, for spreadsheets embedded in a document (translated whole, as the script does). */
  command: string;
  mode: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** The fraction of the stream translated so far (0–1, below 1 until the end). */
  onProgress?(fraction: number): void;
  /** Keep Apertium's unknown-word marks (`*word`), as `apertium` without -u does, so they can be listed (issue 30). */
  markUnknown?: boolean;
}

/** The parts the script translates per format, and its deformatter and reformatter. */
const OFFICE_PIPELINES = {
  // translate_docx: every XML part but settings, themes, styles, fonts, relationships and properties.
  docx: { parts: (file: string) => file.endsWith('.xml') && !/(settings|theme|styles|font|rels|docProps|Content_Types)/i.test(file), embedded: true, filter: 'apertium-adapt-docx -n | apertium-deswxml', reformat: 'apertium-rewxml' },
  // Speaker notes too (issue 30: the script translates the slides only, and notes came back in the source language).
  pptx: { parts: (file: string) => /\/(slides\/slide|notesSlides\/notesSlide)[^/]*\.xml$/.test(file), embedded: true, filter: 'apertium-despptx', reformat: 'apertium-repptx' },
  xlsx: { parts: (file: string) => path.basename(file) === 'sharedStrings.xml', embedded: false, filter: 'apertium-desxlsx', reformat: 'apertium-rexlsx' },
} as const;

const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** Where the script finds Apertium's programs and the pairs' data. */
const apertiumPath = (env: NodeJS.ProcessEnv) => env.APERTIUM_PATH ?? '/usr/bin';
const apertiumDataDir = (env: NodeJS.ProcessEnv) => env.APERTIUM_DATADIR ?? '/usr/share/apertium';

/** The pair's mode as run_mode_wblank runs it (`apertium-wblank-mode`), written to `folder/mode.sh`; fails for a mode that is not installed. */
async function writeModeScript(folder: string, options: ApertiumPipelineOptions): Promise<string> {
  const modeFile = path.join(apertiumDataDir(options.env), 'modes', `${options.mode}.mode`);
  // apertium-wblank-mode answers an empty script, exit 0, for a mode file that is not there; an empty script would
  // then pass the text through untranslated whenever it fits in the pipe (no SIGPIPE to fail the pipeline).
  const missing = await access(modeFile).then(() => false, () => true);
  if (missing) throw new CommandFailedError(`apertium mode ${options.mode} is not installed (no ${modeFile})`);
  const command = await runCommand(path.join(apertiumPath(options.env), 'apertium-wblank-mode'), [modeFile], { env: options.env, timeoutMs: options.timeoutMs });
  if (!command.trim()) throw new CommandFailedError(`apertium mode ${options.mode}: apertium-wblank-mode gave no command for ${modeFile}`);
  const script = path.join(folder, 'mode.sh');
  await writeFile(script, command);
  return script;
}

/**
 * Runs `deformat | MODE | reformat` in bash with `input` on its stdin and hands each chunk of its stdout to
 * `onOutput`, with the programs where the script finds them (APERTIUM_PATH). Rejects with the stderr when any stage
 * fails (pipefail; the script itself ignores a failed deformatter and delivers the file untranslated).
 */
function runStream(
  stages: { deformat: string; modeScript: string; reformat: string },
  input: Buffer | null,
  options: ApertiumPipelineOptions,
  onOutput: (chunk: Buffer) => void,
): Promise<void> {
  const bin = quoted(apertiumPath(options.env));
  const script = `set -o pipefail; PATH=${bin}:"$PATH"; ${stages.deformat} | bash ${quoted(stages.modeScript)} ${options.markUnknown ? '-g' : '-n'} '' | ${stages.reformat}`;
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script], { env: options.env, stdio: ['pipe', 'pipe', 'pipe'], timeout: options.timeoutMs });
    const stderr: Buffer[] = [];
    child.stdout.on('data', onOutput);
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.stdin.on('error', () => undefined); // a stage that fails closes the pipe; its exit status says why
    child.stdin.end(input ?? undefined);
    child.on('error', (error) => reject(new CommandFailedError(`apertium could not be started: ${error.message}`, { cause: error })));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new CommandFailedError(`apertium ${options.mode} ${signal ? `was stopped by ${signal}` : `exited with ${code}`}: ${Buffer.concat(stderr).toString('utf8').trim()}`));
    });
  });
}

/** Calls onProgress with the output so far against the expected total, never reaching 1 before the end. */
function progressCounter(total: number, onProgress: ((fraction: number) => void) | undefined): (chunk: Buffer) => void {
  let done = 0;
  return (chunk) => {
    done += chunk.length;
    if (onProgress && total > 0) onProgress(Math.min(0.99, done / total));
  };
}

/** Every file under a folder, as absolute paths (what `find` lists). */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The script's awk: `<file name="…"/> ` heads each line; the XML declaration gets its line break back. */
function splitIntoParts(folder: string, stream: Buffer): Map<string, string[]> {
  const parts = new Map<string, string[]>();
  const text = stream.toString('utf8');
  const lines = text.split('\n');
  if (text.endsWith('\n')) lines.pop();
  for (const line of lines) {
    const head = line.indexOf('/>');
    const cut = head < 0 ? 2 : head + 3;
    const nameStart = line.slice(0, cut).indexOf('"') + 1;
    const name = line.slice(nameStart, cut).split('"')[0] ?? '';
    if (!name || path.relative(folder, name).startsWith('..') || path.isAbsolute(path.relative(folder, name))) continue;
    const content = line.slice(cut).replaceAll('?> ', '?>\n');
    const lines = parts.get(name) ?? [];
    lines.push(content);
    parts.set(name, lines);
  }
  return parts;
}

/** The script's awk that joins a part's lines into one: `<file name="PART"/>` then ` line` per line. */
async function joinedParts(files: string[]): Promise<Buffer> {
  const chunks: string[] = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    const lines = text.split('\n');
    if (text.endsWith('\n')) lines.pop();
    chunks.push(`<file name="${file}"/>${lines.map((line) => ` ${line}`).join('')}\n`);
  }
  return Buffer.from(chunks.join(''));
}

/**
 * Translates an office file in `folder/source.<kind>` into `folder/translated.<kind>`; the parts are unpacked in
 * `folder/parts`.
 */
async function translateOffice(folder: string, kind: keyof typeof OFFICE_PIPELINES, options: ApertiumPipelineOptions): Promise<void> {
  const pipeline = OFFICE_PIPELINES[kind];
  const unpacked = path.join(folder, 'parts');
  await runCommand('unzip', ['-q', '-o', '-d', unpacked, path.join(folder, `source.${kind}`)], { env: options.env, timeoutMs: options.timeoutMs });
  const files = await filesUnder(unpacked);
  // Spreadsheets embedded in a document or a presentation (charts' data) are translated as the script does, whole.
  if (pipeline.embedded) {
    for (const sheet of files.filter((file) => file.endsWith('.xlsx'))) {
      const translated = `${sheet}.translated`;
      await runCommand(options.command, ['-u', '-f', 'xlsx', options.mode, sheet, translated], { env: options.env, timeoutMs: options.timeoutMs });
      await rename(translated, sheet);
    }
  }
  const parts = files.filter((file) => pipeline.parts(`/${path.relative(unpacked, file)}`));
  // docx: apertium-adapt-docx reads the parts' names and the parts itself; pptx/xlsx: the parts joined a line each.
  const input = kind === 'docx' ? Buffer.from(parts.map((file) => `${file}\n`).join('')) : await joinedParts(parts);
  const total = kind === 'docx' ? (await Promise.all(parts.map((file) => stat(file)))).reduce((sum, info) => sum + info.size, 0) : input.length;
  const count = progressCounter(total, options.onProgress);
  const output: Buffer[] = [];
  const modeScript = await writeModeScript(folder, options);
  await runStream({ deformat: pipeline.filter, modeScript, reformat: pipeline.reformat }, input, options, (chunk) => {
    output.push(chunk);
    count(chunk);
  });
  for (const [name, lines] of splitIntoParts(unpacked, Buffer.concat(output))) {
    await writeFile(name, lines.map((line) => `${line}\n`).join(''));
  }
  await runCommand('bash', ['-c', 'cd "$0" && zip -q -r - . > "$1"', unpacked, path.join(folder, `translated.${kind}`)], { env: options.env, timeoutMs: options.timeoutMs });
}

/** Translates an html or txt file `folder/source.<kind>` into `folder/translated.<kind>`. */
async function translatePlain(folder: string, kind: 'html' | 'txt', options: ApertiumPipelineOptions): Promise<void> {
  const source = path.join(folder, `source.${kind}`);
  const count = progressCounter((await stat(source)).size, options.onProgress);
  const output: Buffer[] = [];
  const modeScript = await writeModeScript(folder, options);
  await runStream({ deformat: `apertium-des${kind} ${quoted(source)}`, modeScript, reformat: `apertium-re${kind}` }, null, options, (chunk) => {
    output.push(chunk);
    count(chunk);
  });
  await writeFile(path.join(folder, `translated.${kind}`), Buffer.concat(output));
}

/** What `apertium -u -f KIND MODE folder/source.KIND folder/translated.KIND` does, reporting progress. */
export async function runApertiumPipeline(folder: string, kind: EngineFileKind, options: ApertiumPipelineOptions): Promise<void> {
  if (kind === 'html' || kind === 'txt') await translatePlain(folder, kind, options);
  else await translateOffice(folder, kind, options);
}
