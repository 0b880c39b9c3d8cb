import { describe, expect, it } from 'vitest';
import { styledComponentIds } from '../styledComponentIds';

/** The plugin's transform, as Vite calls it on a module of the project. */
function transform(code: string, file = '/project/web/src/Example.tsx'): string | null {
  const plugin = styledComponentIds('/project');
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook(code, file)?.code ?? null;
}

const source = `import styled, { css } from 'styled-components';
const mixin = css\`color: red;\`;
const A = styled.div\`display: flex;\`;
const B = styled(A)\`gap: 1px;\`;
const C = styled.input.attrs({ type: 'text' })\`width: 1px;\`;
const D = styled(B).attrs(() => ({}))\`height: 1px;\`;
`;

describe('styledComponentIds', () => {
  it('gives every styled component a componentId from its file and place, and leaves css`` alone', () => {
    const out = transform(source)!;
    const ids = [...out.matchAll(/\.withConfig\(\{ componentId: "(sc-[A-Za-z0-9]+)" \}\)`/g)].map((match) => match[1]);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    expect(out).toContain('styled.div.withConfig(');
    expect(out).toContain('styled(A).withConfig(');
    expect(out).toContain(`styled.input.attrs({ type: 'text' }).withConfig(`);
    expect(out).toContain('const mixin = css`color: red;`');
  });

  it('gives the same ids to the same file in every build, other ids to another file', () => {
    expect(transform(source)).toBe(transform(source));
    expect(transform(source, '/project/web/src/Other.tsx')).not.toBe(transform(source));
  });

  it('leaves modules without styled-components, and dependencies, as they are', () => {
    expect(transform('const a = 1;')).toBeNull();
    expect(transform(source, '/project/node_modules/x/index.js')).toBeNull();
    expect(transform(`import { css } from 'styled-components';\nconst a = css\`color: red;\`;`)).toBeNull();
  });
});
