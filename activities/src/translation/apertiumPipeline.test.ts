import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOfficeFixture, withDanishText } from '../../test-support/officeFixtures';
import { runApertiumPipeline } from './apertiumPipeline';
import { runCommand } from './runCommand';
import type { EngineFileKind } from './types';

const env = { ...process.env, APERTIUM_TRANSFUSE: 'no' };
const options = { command: 'apertium', mode: 'dan-nob', env, timeoutMs: 120_000 };

/** A zip's files and their bytes (the script and the pipeline zip the same files, each with its own timestamps). */
async function zipFiles(bytes: Buffer): Promise<Record<string, string>> {
  const zip = await JSZip.loadAsync(bytes);
  const files: Record<string, string> = {};
  for (const [name, entry] of Object.entries(zip.files)) if (!entry.dir) files[name] = (await entry.async('nodebuffer')).toString('base64');
  return files;
}

describe('Apertium file translation stage by stage (the real Debian programs)', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'arcline-apertium-test-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  /** The pipeline's translation and `apertium -u -f KIND dan-nob`'s of the same file, and the pipeline's progress. */
  async function bothWays(name: string, bytes: Buffer, kind: EngineFileKind) {
    const work = path.join(folder, name);
    await runCommand('mkdir', ['-p', work], { timeoutMs: 5000 });
    await writeFile(path.join(work, `source.${kind}`), bytes);
    await runCommand('apertium', ['-u', '-f', kind, 'dan-nob', path.join(work, `source.${kind}`), path.join(work, `script.${kind}`)], { env, timeoutMs: 120_000 });
    const fractions: number[] = [];
    await runApertiumPipeline(work, kind, { ...options, onProgress: (fraction) => fractions.push(fraction) });
    return { script: await readFile(path.join(work, `script.${kind}`)), pipeline: await readFile(path.join(work, `translated.${kind}`)), fractions };
  }

  it.each<[string, 'docx' | 'pptx' | 'xlsx']>([
    ['docx/blk-paras-and-tables.docx', 'docx'],
    ['docx/checkboxes.docx', 'docx'],
    ['pptx/shapes.pptx', 'pptx'],
    ['xlsx/simple-monthly-budget.xlsx', 'xlsx'],
  ])('%s: every part byte for byte what `apertium -f` writes', async (fixture, kind) => {
    const { script, pipeline, fractions } = await bothWays(path.basename(fixture), await withDanishText(readOfficeFixture(fixture), kind), kind);
    const [expected, actual] = [await zipFiles(script), await zipFiles(pipeline)];
    expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
    expect(actual).toEqual(expected);
    expect(JSON.stringify(actual)).not.toEqual(JSON.stringify(await zipFiles(await withDanishText(readOfficeFixture(fixture), kind))));
    expect(fractions.length).toBeGreaterThan(0);
  }, 60_000);

  it('html and txt: byte for byte what `apertium -f` writes', async () => {
    const html = await bothWays('page', Buffer.from('<html><head><title>Aftalen</title></head><body><p><b>Købesummen</b> betales senest den 1. marts 2025.</p></body></html>'), 'html');
    expect(html.pipeline.toString()).toBe(html.script.toString());
    expect(html.pipeline.toString()).toContain('<b>Kjøpesummen</b>');
    const txt = await bothWays('notes', Buffer.from('Aftalen træder i kraft ved underskrift.\nKøbesummen betales senest den 1. marts 2025.\n'), 'txt');
    expect(txt.pipeline.toString()).toBe(txt.script.toString());
  }, 60_000);

  it('a long contract reports a rising fraction as the translation streams out, below 1', async () => {
    const contract = await readFile(path.resolve(import.meta.dirname, '../../../bench/translate/fixtures/leveringsaftale-da.txt'), 'utf8');
    const lines = Array.from({ length: 10 }, () => contract).join('\n');
    const { script, pipeline, fractions } = await bothWays('contract', Buffer.from(lines), 'txt');
    expect(pipeline.equals(script)).toBe(true);
    expect(new Set(fractions.map((fraction) => Math.floor(fraction * 100))).size).toBeGreaterThanOrEqual(3);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(Math.max(...fractions)).toBeLessThan(1);
  }, 60_000);

  it('a pair that is not installed fails with the error instead of an empty translation', async () => {
    const work = path.join(folder, 'broken');
    await runCommand('mkdir', ['-p', work], { timeoutMs: 5000 });
    await writeFile(path.join(work, 'source.txt'), 'Aftalen.\n');
    await expect(runApertiumPipeline(work, 'txt', { ...options, mode: 'dan-xxx' })).rejects.toThrow(/dan-xxx/);
  }, 60_000);
});
