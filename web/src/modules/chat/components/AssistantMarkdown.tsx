import ReactMarkdown, { type Components } from 'react-markdown';
import styled from 'styled-components';
import { stripCodeFence } from '../utils/stripCodeFence';
import { theme } from '../../../theme/theme';

const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
};

/**
 * An assistant answer as markdown. Raw HTML in the answer is dropped (skipHtml) and react-markdown's default URL
 * transform removes javascript: and other unsafe links, so a model's output cannot inject markup or scripts.
 */
export function AssistantMarkdown({ text }: { text: string }) {
  return (
    <StyledMarkdown>
      <ReactMarkdown skipHtml components={components}>
        {stripCodeFence(text)}
      </ReactMarkdown>
    </StyledMarkdown>
  );
}

const StyledMarkdown = styled.div`
  line-height: 1.6;
  overflow-wrap: anywhere;

  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  pre {
    overflow-x: auto;
    padding: ${theme.space(3)};
    border-radius: ${theme.radius};
    background: ${theme.colors.surfaceMuted};
  }
  code {
    font-size: ${theme.fontSizes.small};
  }
  a {
    color: ${theme.colors.primary};
  }
`;
