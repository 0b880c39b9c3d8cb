import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';

/** The ESTree nodes this transform looks at (what `parseAst` answers, loosely typed). */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node of the tree, depth first, in source order. */
function* nodesOf(node: Node): Generator<Node> {
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) yield* nodesOf(child);
    } else if (isNode(value)) {
      yield* nodesOf(value);
    }
  }
}

/** The local names `styled` is imported under from styled-components (default import). */
function styledNames(program: Node): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as { value: string }).value !== 'styled-components') continue;
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type === 'ImportDefaultSpecifier' || (specifier.type === 'ImportSpecifier' && (specifier.imported as { name?: string }).name === 'styled')) {
        names.add((specifier.local as { name: string }).name);
      }
    }
  }
  return names;
}

/** A template tag that makes a styled component: `styled.div`, `styled(Button)`, and either with `.attrs(…)`. */
function isStyledTag(tag: Node, names: Set<string>): boolean {
  const isStyled = (node: Node) => node.type === 'Identifier' && names.has(node.name as string);
  if (tag.type === 'MemberExpression') return isStyled(tag.object as Node) && !tag.computed;
  if (tag.type !== 'CallExpression') return false;
  const callee = tag.callee as Node;
  if (isStyled(callee)) return true;
  return callee.type === 'MemberExpression' && (callee.property as { name?: string }).name === 'attrs' && isStyledTag(callee.object as Node, names);
}

/**
 * styled-components names a component's classes after its `componentId`, which it otherwise counts in the order the
 * components are created: the server's first screen (one bundle) and the browser's app (code-split chunks, loaded in
 * another order) would give one style two class names, and the app could not hydrate the server's markup
 * (api/src/firstScreen.ts). This transform gives every `styled…\`…\`` a componentId made from its file (relative to
 * the project) and its place in it, the same in both builds, as styled-components' Babel plugin does:
 * `styled.div\`…\`` becomes `styled.div.withConfig({ componentId: "sc-…" })\`…\``.
 */
export function styledComponentIds(projectRoot: string): Plugin {
  return {
    name: 'arcline:styled-component-ids',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !code.includes('styled-components')) return null;
      const program = parseAst(code, { lang: 'js' }) as unknown as Node;
      const names = styledNames(program);
      if (names.size === 0) return null;
      const where = path.relative(projectRoot, file).split(path.sep).join('/');
      const inserts: { at: number; text: string }[] = [];
      for (const node of nodesOf(program)) {
        if (node.type !== 'TaggedTemplateExpression' || !isStyledTag(node.tag as Node, names)) continue;
        const componentId = `sc-${createHash('sha256').update(`${where}:${inserts.length}`).digest('base64url').replace(/[-_]/g, '').slice(0, 10)}`;
        inserts.push({ at: (node.tag as Node).end, text: `.withConfig({ componentId: ${JSON.stringify(componentId)} })` });
      }
      if (inserts.length === 0) return null;
      let out = code;
      for (const { at, text } of [...inserts].sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at);
      return { code: out, map: null };
    },
  };
}
