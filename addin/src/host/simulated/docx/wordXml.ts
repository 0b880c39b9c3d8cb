type XmlElement = Element;

export const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** The element children of a node (xmldom has no `children`). */
export function childElements(element: XmlElement): XmlElement[] {
  const elements: XmlElement[] = [];
  for (let node = element.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === node.ELEMENT_NODE) elements.push(node as XmlElement);
  }
  return elements;
}

/** The WordprocessingML local name of an element, or '' for other namespaces. */
export function wName(element: XmlElement): string {
  return element.namespaceURI === W_NS ? (element.localName ?? '') : '';
}

export function wAttribute(element: XmlElement, name: string): string {
  return element.getAttributeNS(W_NS, name) ?? '';
}
