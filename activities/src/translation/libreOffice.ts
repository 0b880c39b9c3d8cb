import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runCommand } from './runCommand';

const CONVERSION_TIMEOUT_MS = 5 * 60_000;

/**
 * Converts a file to .docx with LibreOffice headless (Debian `libreoffice-writer-nogui`): a legacy .doc, or the text
 * of a PDF written as .txt (one paragraph a line). Each run has its own profile folder, so conversions can run at once.
 */
export async function convertToDocx(bytes: Buffer, extension: 'doc' | 'txt', command = 'soffice'): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'arcline-soffice-'));
  try {
    const input = path.join(folder, `source.${extension}`);
    await writeFile(input, bytes);
    const profile = pathToFileURL(path.join(folder, 'profile')).href;
    await runCommand(command, [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'docx', '--outdir', folder, input], {
      timeoutMs: CONVERSION_TIMEOUT_MS,
    });
    return await readFile(path.join(folder, 'source.docx'));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
