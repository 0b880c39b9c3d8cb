import type { SimRange } from '../../host/simulated/model/types';

/** The name of the CSS highlight that draws a selection made through the API (`range.select()`). */
export const API_SELECTION_HIGHLIGHT = 'playground-selection';

/** The DOM position of a character offset in a paragraph element whose text is Word's full text. */
function domPosition(element: Element, offset: number): { node: Node; offset: number } {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let left = offset;
  let last: Node = element;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (left <= length) return { node, offset: left };
    left -= length;
    last = node;
  }
  return { node: last, offset: last.textContent?.length ?? 0 };
}

/**
 * Word scrolls to what an add-in selects; the playground does the same and draws the selection with the CSS Custom
 * Highlight API (without taking the focus, which would put the paragraph into editing).
 */
export function showApiSelection(page: Document, range: SimRange): void {
  const element = (id: string) => page.querySelector(`[data-paragraph-id="${id}"]`);
  const startElement = element(range.start.paragraph.id);
  const endElement = element(range.end.paragraph.id);
  if (!startElement || !endElement) return;
  startElement.scrollIntoView({ block: 'center' });
  const start = domPosition(startElement, range.start.offset);
  const end = domPosition(endElement, range.end.offset);
  const domRange = page.createRange();
  domRange.setStart(start.node, start.offset);
  domRange.setEnd(end.node, end.offset);
  const highlights = page.defaultView?.CSS.highlights;
  const Highlight = page.defaultView?.Highlight;
  if (highlights && Highlight) highlights.set(API_SELECTION_HIGHLIGHT, new Highlight(domRange));
}
