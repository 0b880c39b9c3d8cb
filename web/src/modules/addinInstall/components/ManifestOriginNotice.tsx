import styled from 'styled-components';
import { PUBLIC_PAGE_TEXTS } from '@arcline/shared';
import { useManifestOrigin } from '../hooks/useManifestOrigin';
import { theme } from '../../../theme/theme';

/** Which origin the served manifest points Word at, and how to switch when Word could not load it (not HTTPS). */
export function ManifestOriginNotice() {
  const manifest = useManifestOrigin();
  if (manifest.state === 'loading') return null;
  if (manifest.state === 'unreadable') return <StyledWarning role="alert">{PUBLIC_PAGE_TEXTS.manifestUnreadable}</StyledWarning>;
  const secure = new URL(manifest.origin).protocol === 'https:';
  return (
    <div data-testid="manifest-origin" data-origin={manifest.origin}>
      <p>{PUBLIC_PAGE_TEXTS.manifestOrigin(manifest.origin)}</p>
      {!secure && <StyledWarning role="alert">{PUBLIC_PAGE_TEXTS.manifestNeedsHttps(manifest.origin)}</StyledWarning>}
    </div>
  );
}

const StyledWarning = styled.p`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.warning};
`;
