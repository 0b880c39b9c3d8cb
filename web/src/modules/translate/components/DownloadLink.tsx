import styled from 'styled-components';
import { TRANSLATE_TAB_TEXTS, UNKNOWN_WORDS_TEXTS } from '@arcline/shared';
import { Icon } from '../../ui/components/Icon';
import { useRemainingMinutes } from '../hooks/useRemainingMinutes';
import type { FileDownload } from '../state/translateState';
import { theme } from '../../../theme/theme';

/**
 * The translated file's download link with the minutes left (spec 02 §2), refreshed as they change; after the
 * expiry the link is replaced by the notice that the file is no longer available.
 */
export function DownloadLink({ download }: { download: FileDownload }) {
  const minutes = useRemainingMinutes(download.expiresAt);
  if (minutes === 0) return <StyledExpired data-testid="translate-file-expired">{TRANSLATE_TAB_TEXTS.noLongerAvailable}</StyledExpired>;
  return (
    <StyledDownload data-testid="translate-download">
      <a href={download.url} download={download.fileName}>
        <Icon name="download" />
        {TRANSLATE_TAB_TEXTS.download(download.fileName)}
      </a>
      {download.bilingual && (
        <a href={download.bilingual.url} download={download.bilingual.fileName} data-testid="translate-download-bilingual">
          <Icon name="download" />
          {TRANSLATE_TAB_TEXTS.downloadBilingual(download.bilingual.fileName)}
        </a>
      )}
      {download.coverage && download.coverage.unknownWords.length > 0 && (
        <StyledCoverage data-testid="translate-coverage">
          {UNKNOWN_WORDS_TEXTS.inFile(download.coverage.unknownWordCount)} <strong>{download.coverage.unknownWords.join(', ')}</strong>
        </StyledCoverage>
      )}
      <span data-testid="translate-remaining-minutes">{TRANSLATE_TAB_TEXTS.remainingMinutes(minutes)}</span>
    </StyledDownload>
  );
}

const StyledCoverage = styled.p`
  margin: 0;
  color: ${theme.colors.warning};
  font-size: ${theme.fontSizes.small};
`;

const StyledDownload = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};

  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
    color: ${theme.colors.primary};
    font-weight: 600;
  }

  span {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.small};
  }
`;

const StyledExpired = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`;
