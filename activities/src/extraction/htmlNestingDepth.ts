/**
 * How deep a page's elements nest, counted as htmlparser2 (html-to-text's parser) builds its tree: void elements do
 * not nest, an opening tag closes the open elements it implies (a `p` before a `div`, an `li` before an `li`), a closing
 * tag closes up to its element, and `/>` closes only inside svg and math. One pass, and it stops at `max`, so a page of
 * 200,000 nested elements costs what its first `max` do, not the parser's time per level for every one.
 */

const P = ['p'];
const FORM = ['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea'];
const IMPLIED_CLOSES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    tr: ['tr', 'th', 'td'],
    th: ['th'],
    td: ['thead', 'th', 'td'],
    body: ['head', 'link', 'script'],
    li: ['li'],
    option: ['option'],
    optgroup: ['optgroup', 'option'],
    dd: ['dd', 'dt'],
    dt: ['dd', 'dt'],
    rt: ['rt', 'rp'],
    rp: ['rt', 'rp'],
    tbody: ['thead', 'tbody'],
    tfoot: ['thead', 'tbody'],
    ...Object.fromEntries(['select', 'input', 'output', 'button', 'datalist', 'textarea'].map((tag) => [tag, FORM])),
    ...Object.fromEntries(
      ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'header', 'hr', 'main', 'nav', 'ol', 'pre', 'section', 'table', 'ul'].map(
        (tag) => [tag, P],
      ),
    ),
  }).map(([tag, closes]) => [tag, new Set(closes)]),
);
const VOID = new Set(['area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Their content is text up to their closing tag. */
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea']);
const FOREIGN = new Set(['svg', 'math']);
const NAME_END = /[\s/>]/g;

function nameAt(html: string, start: number): { name: string; end: number } {
  NAME_END.lastIndex = start;
  const end = NAME_END.exec(html)?.index ?? html.length;
  return { name: html.slice(start, end), end };
}

/** The index just past the `>` that ends a tag whose attributes start at `from` (quoted values may hold `>`). */
function tagEnd(html: string, from: number): { end: number; selfClosing: boolean } {
  let index = from;
  while (index < html.length) {
    const char = html[index];
    if (char === '>') return { end: index + 1, selfClosing: html[index - 1] === '/' };
    if (char === '=') {
      index++;
      while (index < html.length && /\s/.test(html[index]!)) index++;
      const quote = html[index];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, index + 1);
        index = close < 0 ? html.length : close + 1;
        continue;
      }
      continue;
    }
    index++;
  }
  return { end: html.length, selfClosing: false };
}

/** True when the page's elements nest more than `max` levels deep. */
export function nestsDeeperThan(page: string, max: number): boolean {
  const html = page.toLowerCase();
  const open: string[] = [];
  let foreign = 0;
  let index = html.indexOf('<');
  while (index >= 0 && index < html.length) {
    const next = html[index + 1] ?? '';
    if (html.startsWith('<!--', index)) {
      const close = html.indexOf('-->', index + 4);
      index = close < 0 ? -1 : html.indexOf('<', close + 3);
      continue;
    }
    if (next === '!' || next === '?') {
      const close = html.indexOf('>', index);
      index = close < 0 ? -1 : html.indexOf('<', close);
      continue;
    }
    const closing = next === '/';
    const start = index + (closing ? 2 : 1);
    if (!/[a-z]/.test(html[start] ?? '')) {
      index = html.indexOf('<', index + 1);
      continue;
    }
    const { name, end: nameEnd } = nameAt(html, start);
    const { end, selfClosing } = tagEnd(html, nameEnd);
    if (closing) {
      if (FOREIGN.has(name)) foreign = Math.max(0, foreign - 1);
      const at = VOID.has(name) ? -1 : open.lastIndexOf(name);
      if (at >= 0) open.length = at;
    } else {
      const implied = IMPLIED_CLOSES.get(name);
      while (implied && open.length > 0 && implied.has(open.at(-1)!)) open.pop();
      if (!VOID.has(name) && !(selfClosing && foreign > 0)) {
        open.push(name);
        if (FOREIGN.has(name)) foreign++;
        if (open.length > max) return true;
      }
      if (RAW_TEXT.has(name) && !selfClosing) {
        const close = html.indexOf(`</${name}`, end);
        if (close < 0) break;
        index = close;
        continue;
      }
    }
    index = html.indexOf('<', end);
  }
  return false;
}
