import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OfficeAddinManifest } from 'office-addin-manifest';
import { describe, expect, it } from 'vitest';
import { ADDIN_MANIFEST_TEMPLATE_ORIGIN, renderAddinManifest } from '@arcline/shared';

const template = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../manifest.xml'), 'utf8');
const ORIGIN = 'https://arcline.example.com';
const rendered = renderAddinManifest(template, ORIGIN);

/** Parses the manifest as Office's own tooling does (office-addin-manifest, the library behind `office-addin-manifest info`). */
async function readManifest(xml: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'manifest-')), 'manifest.xml');
  writeFileSync(file, xml);
  return OfficeAddinManifest.readManifestFile(file);
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

describe('addin/manifest.xml', () => {
  it('is a well-formed XML task-pane manifest for Word', async () => {
    const info = await readManifest(rendered);
    expect(info.manifestType).toBe('xml');
    expect(info.officeAppType).toBe('TaskPaneApp');
    expect(info.hosts).toEqual(['Document']);
    expect(info.displayName).toBe('Arcline');
    expect(info.providerName).toBe('Arcline');
    expect(info.permissions).toBe('ReadWriteDocument');
    expect(info.defaultLocale).toBe('en-US');
    await expect(readManifest(rendered.replace('</OfficeApp>', ''))).rejects.toThrow();
  });

  it('has a unique id (a random GUID of its own) and a four-part version', async () => {
    const info = await readManifest(rendered);
    expect(info.id).toMatch(GUID);
    expect(info.version).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
  });

  it('puts the task pane, icons, support page and every other URL on the configured origin', async () => {
    const info = await readManifest(rendered);
    expect(info.defaultSettings?.sourceLocation).toBe(`${ORIGIN}/taskpane.html`);
    expect(info.iconUrl).toBe(`${ORIGIN}/addin/icon-32.png`);
    expect(info.highResolutionIconUrl).toBe(`${ORIGIN}/addin/icon-64.png`);
    expect(info.appDomains).toEqual([ORIGIN]);
    const urls = rendered.match(/https?:\/\/[^"<\s]+/g) ?? [];
    const ownUrls = urls.filter((url) => !url.startsWith('http://schemas.microsoft.com/') && !url.startsWith('http://www.w3.org/'));
    expect(ownUrls.length).toBeGreaterThan(8);
    for (const url of ownUrls) expect(url.startsWith(`${ORIGIN}/`) || url === ORIGIN, url).toBe(true);
    expect(rendered).not.toContain(ADDIN_MANIFEST_TEMPLATE_ORIGIN);
  });

  it('asks for WordApi 1.4 at least', () => {
    expect(rendered).toMatch(/<Sets DefaultMinVersion="1\.4">\s*<Set Name="WordApi" MinVersion="1\.4"\/>\s*<\/Sets>/);
  });

  it('declares the ribbon button that opens the task pane, with icons served by the app', () => {
    expect(rendered).toContain('<Action xsi:type="ShowTaskpane">');
    for (const size of [16, 32, 64, 80]) {
      expect(readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../../web/public/addin/icon-${size}.png`)).subarray(1, 4).toString()).toBe('PNG');
    }
  });
});
