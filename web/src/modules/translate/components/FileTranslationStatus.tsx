import styled from 'styled-components';
import { TRANSLATE_TAB_TEXTS, translationLanguageLabel } from '@arcline/shared';
import { Spinner } from '../../ui/components/Spinner';
import type { FileJob } from '../state/translateState';
import { DownloadLink } from './DownloadLink';
import { theme } from '../../../theme/theme';

/** Where the file is in spec 02 §4: requesting upload, uploading, translating, ready for download, or error. */
export function FileTranslationStatus({ job }: { job: FileJob }) {
  const target = job.download?.targetLanguage ?? job.targetLanguage;
  return (
    <StyledCard data-testid="translate-file-status" data-stage={job.stage} data-upload-id={job.id}>
      <strong>{job.fileName}</strong>
      {job.stage === 'requesting-upload' && <Progress text={TRANSLATE_TAB_TEXTS.requestingUpload} />}
      {job.stage === 'uploading' && <Progress text={TRANSLATE_TAB_TEXTS.uploading(job.uploadPercent)} percent={job.uploadPercent} />}
      {job.stage === 'translating' && (
        <Progress
          text={job.percent === null ? TRANSLATE_TAB_TEXTS.translating : TRANSLATE_TAB_TEXTS.translatingPercent(job.percent)}
          percent={job.percent ?? undefined}
        />
      )}
      {job.stage === 'ready' && job.download && (
        <>
          <DownloadLink download={job.download} />
          <StyledMeta data-testid="translate-engine">
            {TRANSLATE_TAB_TEXTS.translatedBy(job.download.engine)}
            {target &&
              ` · ${TRANSLATE_TAB_TEXTS.languagePair(
                translationLanguageLabel(job.download.detectedOriginalLanguage || job.sourceLanguage),
                translationLanguageLabel(target),
              )}`}
          </StyledMeta>
        </>
      )}
      {job.stage === 'error' && job.error && (
        <StyledError role="alert">
          {job.error.message}
          {job.error.detail && <span>{job.error.detail}</span>}
        </StyledError>
      )}
    </StyledCard>
  );
}

function Progress({ text, percent }: { text: string; percent?: number }) {
  return (
    <StyledProgress role="status">
      <span>
        <Spinner />
        {text}
      </span>
      {percent !== undefined && <progress max={100} value={percent} />}
    </StyledProgress>
  );
}

const StyledCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  strong {
    overflow-wrap: anywhere;
  }
`;

const StyledProgress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  color: ${theme.colors.muted};

  span {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
  }

  progress {
    width: 100%;
    accent-color: ${theme.colors.primary};
  }
`;

const StyledMeta = styled.span`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.small};
`;

const StyledError = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  padding: ${theme.space(2)} ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.dangerSoft};
  color: ${theme.colors.danger};

  span {
    font-size: ${theme.fontSizes.small};
  }
`;
