import { describe, expect, it } from 'vitest';
import { decodeXmlText } from './documentText';
import { translateFileBySegments } from './segments';

describe('decodeXmlText', () => {
  it('decodes named entities and character references', () => {
    expect(decodeXmlText('a &amp; b &lt;&#233;&#xE9;&#x1F600;&gt; &unknown;')).toBe('a & b <éé😀> &unknown;');
  });

  it('reads a reference to no character as U+FFFD instead of throwing (issue 34, item 5)', () => {
    for (const reference of ['&#x110000;', '&#1114112;', '&#xD800;', '&#55296;', '&#0;', '&#x0;', '&#99999999999999999999;']) {
      expect(decodeXmlText(`x${reference}y`), reference).toBe('x\uFFFDy');
    }
  });
});

/** A page through the segment path with a translator that writes in capitals, and the segments it was given. */
async function upperCased(html: string): Promise<{ seen: string[]; translated: Buffer }> {
  const seen: string[] = [];
  const translated = await translateFileBySegments({ bytes: Buffer.from(html), kind: 'html' }, async (segments) => {
    seen.push(...segments);
    return segments.map((segment) => segment.toUpperCase());
  });
  return { seen, translated };
}

describe('an HTML page with an invalid numeric entity', () => {
  it('is translated, the entity read as U+FFFD', async () => {
    const html = '<html><body><p>Hello &#x110000; world</p><img alt="Bad &#x110000; alt" src="a.png"></body></html>';
    const { seen, translated } = await upperCased(html);
    expect(seen).toEqual(['Hello \uFFFD world', 'Bad \uFFFD alt']);
    expect(translated.toString('utf8')).toContain('HELLO \uFFFD WORLD');
    expect(translated.toString('utf8')).toContain('alt="BAD \uFFFD ALT"');
  });
});

describe('an HTML page through the segment path (Claude)', () => {
  it('translates its title, placeholder, aria-label and a button\'s value as segments, not a field\'s value (issue 30)', async () => {
    const html = '<html><body><input type="text" placeholder="Navn" value="Hansen" title="Kundens navn"><button value="Send" aria-label="Send formularen">Send</button></body></html>';
    const { seen, translated } = await upperCased(html);
    expect(seen).toEqual(['Send', 'Navn', 'Kundens navn', 'Send', 'Send formularen']);
    expect(translated.toString('utf8')).toBe(
      '<html><body><input type="text" placeholder="NAVN" value="Hansen" title="KUNDENS NAVN"><button value="SEND" aria-label="SEND FORMULAREN">SEND</button></body></html>',
    );
  });
});
