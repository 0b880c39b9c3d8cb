import { DOMParser, XMLSerializer } from '@xmldom/xmldom';

/** WordprocessingML's namespace: every element the redliner reads or writes is in it. */
export const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

export type XmlDocument = ReturnType<DOMParser['parseFromString']>;
export type XmlElement = ReturnType<XmlDocument['createElementNS']>;
type XmlNode = XmlElement['firstChild'];

export function parseXml(xml: string): XmlDocument {
  const errors: string[] = [];
  const fail = (message: string) => void errors.push(message);
  const document = new DOMParser({ errorHandler: { error: fail, fatalError: fail } }).parseFromString(xml, 'text/xml');
  if (errors.length > 0) throw new Error(`The document's XML is not well formed: ${errors[0]}`);
  return document;
}

export const serializeXml = (document: XmlDocument): string => new XMLSerializer().serializeToString(document);

export const isW = (node: XmlNode | null | undefined, localName: string): boolean =>
  !!node && node.nodeType === 1 && (node as XmlElement).namespaceURI === W_NS && (node as XmlElement).localName === localName;

/** The element children of a node, in order. */
export function childElements(node: XmlElement): XmlElement[] {
  const children: XmlElement[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) if (child.nodeType === 1) children.push(child as XmlElement);
  return children;
}

/** The w: descendants named `localName`, in document order. */
export function descendantsW(node: XmlElement | XmlDocument, localName: string): XmlElement[] {
  return Array.from(node.getElementsByTagNameNS(W_NS, localName));
}

export function createW(document: XmlDocument, localName: string, attributes: Record<string, string> = {}): XmlElement {
  const element = document.createElementNS(W_NS, `w:${localName}`);
  for (const [name, value] of Object.entries(attributes)) element.setAttributeNS(W_NS, `w:${name}`, value);
  return element;
}

/** A text element (w:t or w:delText) that keeps its leading and trailing spaces. */
export function createTextElement(document: XmlDocument, localName: 't' | 'delText', text: string): XmlElement {
  const element = createW(document, localName);
  element.setAttributeNS('http://www.w3.org/XML/1998/namespace', 'xml:space', 'preserve');
  element.appendChild(document.createTextNode(text));
  return element;
}
