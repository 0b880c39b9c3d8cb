import { describe, expect, it } from 'vitest';
import { stripCodeFence } from './stripCodeFence';

describe('stripCodeFence', () => {
  it('removes a fence around the whole answer', () => {
    expect(stripCodeFence('```\n# Summary\n\n- one\n- two\n```')).toBe('# Summary\n\n- one\n- two');
    expect(stripCodeFence('  ```markdown\n**Bold** text\n```  \n')).toBe('**Bold** text');
    expect(stripCodeFence('~~~md\ntext\n~~~')).toBe('text');
  });

  it('keeps fences inside the answer', () => {
    const inner = 'Use this:\n```js\nconst a = 1;\n```\nDone.';
    expect(stripCodeFence(`\`\`\`markdown\n${inner}\n\`\`\``)).toBe(inner);
    expect(stripCodeFence(inner)).toBe(inner);
  });

  it('leaves an answer that only starts or ends with a fence alone', () => {
    expect(stripCodeFence('```\ncode\n```\nand more text')).toBe('```\ncode\n```\nand more text');
    expect(stripCodeFence('Text first\n```\ncode\n```')).toBe('Text first\n```\ncode\n```');
  });

  it('keeps a fenced program as a code block', () => {
    expect(stripCodeFence('```python\n# not a heading\nprint(1)\n```')).toBe('```python\n# not a heading\nprint(1)\n```');
  });

  it('needs matching fence markers', () => {
    expect(stripCodeFence('```\ntext\n~~~')).toBe('```\ntext\n~~~');
  });
});
