import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createApertiumEngine } from './apertium';
import { setHtmlLanguage } from './documentText';
import { createTranslationRouter, UnsupportedLanguagePairError } from './translationRouter';

// Debian's apertium with apertium-dan-nor, apertium-swe-dan and apertium-swe-nor (README "Translate").
const apertium = createApertiumEngine();

describe('Apertium engine (the real Debian program)', () => {
  it('serves Danish, Norwegian Bokmål and Swedish among themselves, nothing with English', async () => {
    expect(await apertium.serves({ source: 'da', target: 'nb' })).toBe(true);
    expect(await apertium.serves({ source: 'sv', target: 'da' })).toBe(true);
    expect(await apertium.serves({ source: 'nb', target: 'sv' })).toBe(true);
    expect(await apertium.serves({ source: 'en', target: 'da' })).toBe(false);
    expect(await apertium.serves({ source: 'da', target: 'en-GB' })).toBe(false);
  });

  it('translates Danish text to Norwegian, keeping numbers and line breaks', async () => {
    const translated = await apertium.translateText('Købesummen betales senest den 1. marts 2025.\nSælger hæfter ikke for tab.', { source: 'da', target: 'nb' });
    expect(translated).toContain('Kjøpesummen');
    expect(translated).toContain('1. mars 2025');
    expect(translated.split('\n')).toHaveLength(2);
  }, 60_000);

  it('applies a glossary term spread over two runs of the same formatting, and an inflected one split by a proofing run', async () => {
    const bold = '<w:rPr><w:b/></w:rPr>';
    const paragraph = [
      `<w:r>${bold}<w:t xml:space="preserve">Fortrolig </w:t></w:r><w:r>${bold}<w:t>Information</w:t></w:r>`,
      '<w:r><w:t xml:space="preserve"> må ikke gives videre af Sælg</w:t></w:r><w:proofErr w:type="spellStart"/><w:r><w:t>eren.</w:t></w:r>',
    ].join('');
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>');
    zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p>${paragraph}</w:p></w:body></w:document>`);
    const glossary = [
      { source: 'fortrolig information', target: 'konfidensiell informasjon' },
      { source: 'Sælger', target: 'Leverandør' },
    ];
    const translated = await apertium.translateFile({ bytes: await zip.generateAsync({ type: 'nodebuffer' }), kind: 'docx' }, { source: 'da', target: 'nb' }, { glossary });
    const xml = await (await JSZip.loadAsync(translated)).file('word/document.xml')!.async('string');
    const runs = [...xml.matchAll(/<w:r>(<w:rPr><w:b\/><\/w:rPr>)?<w:t[^>]*>([^<]*)<\/w:t><\/w:r>/g)].map((match) => [Boolean(match[1]), match[2]]);
    // Apertium's own apertium-adapt-docx merges runs of the same formatting and moves word boundaries between runs.
    expect(runs[0]).toEqual([true, 'Konfidensiell informasjon']);
    expect(runs.filter(([isBold]) => isBold).map(([, text]) => text).join('')).toBe('Konfidensiell informasjon');
    expect(runs.map(([, text]) => text).join('')).toBe('Konfidensiell informasjon må ikke gis videre av Leverandøren.');
    expect(xml).not.toContain('ZQX');
  }, 60_000);

  it('is never asked for a pair it lacks: the router refuses it with E002 naming what would serve it', async () => {
    const router = createTranslationRouter([apertium]);
    expect((await router.engineFor({ source: 'da', target: 'nb' })).name).toBe('apertium');
    const refusal = router.engineFor({ source: 'en', target: 'da' });
    await expect(refusal).rejects.toBeInstanceOf(UnsupportedLanguagePairError);
    // The user reads what is not available; the operator's log gets what would serve it (issue 30).
    await expect(refusal).rejects.toThrow('Translation from English to Danish is not available here. Ask your administrator to turn on a translator for these languages.');
    await expect(refusal).rejects.toMatchObject({ operatorDetail: 'No configured translator serves en to da. To translate it, set DEEPL_API_KEY (DeepL) or ANTHROPIC_API_KEY (Claude).' });
  });
});

describe('an HTML page: the attributes a reader sees are translated, the rest stays (issue 30)', () => {
  const page = [
    '<!doctype html><html lang="da"><head><title>Lejeaftale</title></head><body>',
    '<form action="/leje" title="Sælgerens formular">',
    '<label>Købesummen <input name="pris" type="text" placeholder="Købesummen i kroner" value="Sælgeren"></label>',
    '<input type="submit" value="Send aftalen"><button type="button" value="Køberen" aria-label="Sælgerens navn">Køberen</button>',
    "<img src='kort.png' alt='Sælgerens kontor'>",
    '<select name="by"><option value="Sælgeren">Sælgeren</option></select>',
    '</form></body></html>',
  ].join('\n');

  it('translates title, placeholder, alt, aria-label and buttons\' values with Apertium; a field\'s value and option values stay', async () => {
    const html = (await apertium.translateFile({ bytes: Buffer.from(page), kind: 'html' }, { source: 'da', target: 'nb' })).toString('utf8');
    expect(html).toContain('title="Selgerens formular"');
    expect(html).toContain('placeholder="Kjøpesummen i kroner"');
    expect(html).toMatch(/type="submit" value="Send avtalen"/);
    expect(html).toContain('<button type="button" value="Kjøperen" aria-label="Selgerens navn">Kjøperen</button>');
    expect(html).toContain("alt='Selgerens kontor'");
    // What the user typed or the form sends is data, not text: it is left as it was.
    expect(html).toContain('type="text" placeholder="Kjøpesummen i kroner" value="Sælgeren"');
    expect(html).toContain('<option value="Sælgeren">Selgeren</option>');
    expect(html).toContain('action="/leje"');
  }, 60_000);

  it('sets the page\'s lang to the target language, and adds it when the page has none', () => {
    expect(setHtmlLanguage(page, 'nb')).toContain('<html lang="nb">');
    expect(setHtmlLanguage('<html xml:lang="da" lang=da><body>x</body></html>', 'sv')).toBe('<html xml:lang="sv" lang="sv"><body>x</body></html>');
    expect(setHtmlLanguage('<HTML class="a"><body>x</body></HTML>', 'en-GB')).toBe('<HTML lang="en-GB" class="a"><body>x</body></HTML>');
    expect(setHtmlLanguage('<p>no html element</p>', 'nb')).toBe('<p>no html element</p>');
  });
});
