import { readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createApertiumEngine } from './apertium';

const SAMPLE_SHOW = path.resolve(__dirname, '../../../../shared/fixtures/office/pptx/SampleShow.pptx');

/** Speaker notes are translated with the slides (issue 30: they came back in the source language). */
describe('Apertium and .pptx speaker notes', () => {
  it('translates the notes of each slide, leaving the slide numbers in them alone', async () => {
    const zip = await JSZip.loadAsync(readFileSync(SAMPLE_SHOW));
    const notes = await zip.file('ppt/notesSlides/notesSlide1.xml')!.async('string');
    zip.file('ppt/notesSlides/notesSlide1.xml', notes.replace('I am the notes of the first slide', 'Købesummen betales inden 30 dage.'));
    const source = await zip.generateAsync({ type: 'nodebuffer' });
    const translated = await createApertiumEngine().translateFile({ bytes: source, kind: 'pptx' }, { source: 'da', target: 'nb' });
    const translatedNotes = await (await JSZip.loadAsync(translated)).file('ppt/notesSlides/notesSlide1.xml')!.async('string');
    expect(translatedNotes).toContain('Kjøpesummen betales innen 30 dager.');
    expect(translatedNotes).not.toContain('Købesummen');
    expect(translatedNotes).toContain('<a:t>1</a:t>');
  }, 120_000);
});
