import path from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { PLAYGROUND_TEXTS, SHELL_TEXTS, WEB_ROUTES } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';

const screenshot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? '/tmp', name);
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const paragraph = (content: string, properties = '') => `<w:p>${properties ? `<w:pPr>${properties}</w:pPr>` : ''}${content}</w:p>`;
const run = (text: string, properties = '') => `<w:r>${properties ? `<w:rPr>${properties}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const listItem = (text: string, numId: number) => paragraph(run(text), `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="${numId}"/></w:numPr>`);
const checkbox = (checked: boolean) =>
  `<w:r><w:fldChar w:fldCharType="begin"><w:ffData><w:name w:val="Check1"/><w:checkBox><w:sizeAuto/><w:default w:val="${checked ? 1 : 0}"/></w:checkBox></w:ffData></w:fldChar></w:r>` +
  '<w:r><w:instrText xml:space="preserve"> FORMCHECKBOX </w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>';

/** A lawyer's engagement letter as Word saves it: styled headings, formatting, Word list numbering and legacy checkboxes. */
async function engagementLetter(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>');
  zip.file(
    'word/styles.xml',
    `<w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style><w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/></w:style></w:styles>`,
  );
  zip.file(
    'word/numbering.xml',
    `<w:numbering xmlns:w="${W}">` +
      '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="(%1)"/></w:lvl></w:abstractNum>' +
      '<w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/><w:lvlText w:val="\uf0b7"/></w:lvl></w:abstractNum>' +
      '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num></w:numbering>',
  );
  const body = [
    paragraph(run('Engagement Letter'), '<w:pStyle w:val="Heading1"/>'),
    paragraph(run('Scope of the work'), '<w:pStyle w:val="Heading2"/>'),
    paragraph(run('We act for ') + run('the Client', '<w:b/>') + run(' in ') + run('all', '<w:i/>') + run(' matters ') + run('listed below', '<w:u w:val="single"/>') + run('.')),
    listItem('Contract review.', 1),
    listItem('Negotiation.', 1),
    listItem('Fees are billed monthly.', 2),
    paragraph(checkbox(true) + run(' Conflict check done')),
    paragraph(checkbox(false) + run(' Engagement signed')),
  ].join('');
  zip.file('word/document.xml', `<w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`);
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe('the playground draws the document as Word does (issue 29 finding 8)', () => {
  const suite = chromiumSuite();

  it('renders headings, formatting, list numbers and checkboxes, merges typing into one tracked insertion with a change bar, and fits the pane header', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${suite.api.url}${WEB_ROUTES.playground}`);
    const documentView = page.getByTestId('playground-document');
    await documentView.locator('p').first().waitFor({ timeout: 30000 });
    await page.getByTestId('playground-open').setInputFiles({ name: 'engagement.docx', mimeType: 'application/octet-stream', buffer: await engagementLetter() });
    const heading = documentView.locator('p', { hasText: 'Engagement Letter' });
    await heading.waitFor();

    const fontSize = (text: string) => documentView.locator('p', { hasText: text }).evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    const body = await fontSize('We act for');
    expect(await fontSize('Engagement Letter')).toBeGreaterThan(body * 1.4);
    expect(await fontSize('Scope of the work')).toBeGreaterThan(body * 1.2);
    expect(await heading.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('700');
    const style = (text: string, property: 'fontWeight' | 'fontStyle' | 'textDecorationLine') =>
      documentView.locator('span', { hasText: text }).first().evaluate((element, name) => getComputedStyle(element)[name], property);
    expect(await style('the Client', 'fontWeight')).toBe('700');
    expect(await style('all', 'fontStyle')).toBe('italic');
    expect(await style('listed below', 'textDecorationLine')).toBe('underline');

    const label = (text: string) => documentView.locator('p', { hasText: text }).evaluate((element) => getComputedStyle(element, '::before').content);
    expect(await label('Contract review.')).toBe('"(a)"');
    expect(await label('Negotiation.')).toBe('"(b)"');
    expect(await label('Fees are billed monthly.')).toBe('"•"');
    expect(await documentView.locator('p', { hasText: 'Conflict check done' }).textContent()).toBe('☒ Conflict check done');
    expect(await documentView.locator('p', { hasText: 'Engagement signed' }).textContent()).toBe('☐ Engagement signed');

    await page.getByLabel(PLAYGROUND_TEXTS.trackChanges).check();
    const typed = documentView.locator('p', { hasText: 'Negotiation.' });
    await typed.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' And closing.');
    await heading.click();
    expect(await typed.locator('ins').allTextContents()).toEqual([' And closing.']);
    expect(await typed.getAttribute('data-changed')).toBe('true');
    expect(await typed.evaluate((element) => getComputedStyle(element).borderLeftStyle)).toBe('solid');
    await page.screenshot({ path: screenshot('arcline-issue29-playground-rendering.png') });

    const pane = page.frameLocator(`iframe[title="${PLAYGROUND_TEXTS.paneTitle}"]`);
    const logout = pane.getByRole('button', { name: SHELL_TEXTS.logout });
    await logout.waitFor({ timeout: 30000 });
    const fits = await logout.evaluate((element) => {
      const header = element.closest('header') as HTMLElement;
      return { overflow: header.scrollWidth - header.clientWidth, right: element.getBoundingClientRect().right, width: header.getBoundingClientRect().right };
    });
    expect(fits.overflow).toBe(0);
    expect(fits.right).toBeLessThanOrEqual(fits.width);
    await context.close();
  }, 180_000);
});
