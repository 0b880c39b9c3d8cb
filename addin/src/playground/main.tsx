// First: before any module that loads zod (see the module).
import '@arcline/web/src/platform/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GlobalStyle } from '@arcline/web/src/theme/GlobalStyle';
import { loadDocx } from '../host/simulated/docx/loadDocx';
import sampleUrl from './samples/distributor-agreement.docx?url';
import { PlaygroundPage } from './components/PlaygroundPage';

/** The playground page's entry (web/playground.html): opens the sample contract and renders the simulated Word. */
async function startPlayground(element: HTMLElement): Promise<void> {
  const sample = await (await fetch(sampleUrl)).arrayBuffer();
  const document = await loadDocx(sample, { url: 'https://playground.arcline.local/distributor-agreement.docx' });
  createRoot(element).render(
    <StrictMode>
      <GlobalStyle />
      <PlaygroundPage initial={document} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
void startPlayground(root);
