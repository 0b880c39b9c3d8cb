import styled from 'styled-components';
import {
  MATRIX_ANSWER_KIND_LABELS,
  MATRIX_ASK_TEXTS,
  MATRIX_DETAIL_PANEL_MAX_VW,
  MATRIX_TEXTS,
  MATRIX_VERSION_TEXTS,
  formatTypedValue,
  highlightCitation,
  type MatrixElementStatus,
  type MatrixElementWithPrevious,
} from '@arcline/shared';
import { userLocale } from '../../../platform/userLocale';
import { useMatrixElement } from '../hooks/useMatrixElement';
import { DocumentTypeBadge } from './DocumentTypeBadge';
import { HighlightedText } from './HighlightedText';
import { IconButton } from './IconButton';
import { Skeleton } from './Skeleton';
import { theme } from '../../../theme/theme';

export interface CellDetailPanelProps {
  elementId: string;
  /** The cell's status in the table: when it changes, the panel loads the cell again. */
  status: MatrixElementStatus | undefined;
  /** Opened from an answer of "Ask the matrix": the quote it cited, highlighted in the reference. */
  citedQuote?: string;
  /** The matrix's last data update when that answer came: a cell changed since then says so, with the quote. */
  citedAsOf?: string | null;
  onClose(): void;
}

/**
 * Whether a cited cell changed after the answer that cited it (issue 31): updated since the answer's data, and either
 * a version changed its answer or the cited words are no longer in it (a re-run that left it as it was does not count).
 */
function citationChanged(data: MatrixElementWithPrevious, quote: string | undefined, asOf: string | null | undefined): boolean {
  if (!quote || !asOf || Date.parse(data.updatedAt) <= Date.parse(asOf)) return false;
  const stillQuoted = highlightCitation(data.referenceResult, quote) !== null || (data.refineResult ?? '').includes(quote);
  return Boolean(data.previous) || !stillQuoted;
}

/** The right-side panel of a result cell (spec 02 §2): document, answer, reasoning and the highlighted reference. */
export function CellDetailPanel({ elementId, status, citedQuote, citedAsOf, onClose }: CellDetailPanelProps) {
  const element = useMatrixElement(elementId, status);
  const data = element.data;
  const notAvailable = MATRIX_TEXTS.notAvailable;

  return (
    <StyledPanel aria-label={MATRIX_TEXTS.viewDetails} data-testid="matrix-cell-detail">
      <StyledClose>
        <IconButton icon="close" label={MATRIX_TEXTS.closeDetails} onClick={onClose} />
      </StyledClose>
      {element.isError ? (
        <StyledError role="alert">{MATRIX_TEXTS.errorLoadingData}</StyledError>
      ) : !data ? (
        <StyledSection aria-busy="true">
          <Skeleton width="60%" height="20px" />
          <Skeleton width="40%" height="16px" />
          <Skeleton />
          <Skeleton />
          <Skeleton width="80%" />
        </StyledSection>
      ) : (
        <>
          <StyledDocument>
            <DocumentTypeBadge documentType={data.document.documentType} status={data.document.status} />
            <StyledDocumentName>{data.document.name}</StyledDocumentName>
          </StyledDocument>
          <StyledSection>
            <StyledHeading>{data.column.name}</StyledHeading>
            <StyledAnswer>{data.status === 'PROCESSING' ? MATRIX_TEXTS.processing : data.refineResult || notAvailable}</StyledAnswer>
          </StyledSection>
          {citedQuote && citationChanged(data, citedQuote, citedAsOf) && (
            <StyledCitationChanged role="status" data-testid="matrix-cell-citation-changed">
              {MATRIX_ASK_TEXTS.citationChanged(citedQuote)}
            </StyledCitationChanged>
          )}
          {data.column.answerKind !== 'text' && data.status === 'COMPLETED' && (
            <StyledSection data-testid="matrix-cell-typed-value">
              <StyledHeading>{MATRIX_TEXTS.typedValue(MATRIX_ANSWER_KIND_LABELS[data.column.answerKind])}</StyledHeading>
              <StyledText>{formatTypedValue(data.typedValue, userLocale()) ?? notAvailable}</StyledText>
            </StyledSection>
          )}
          {data.previous && (
            <StyledSection data-testid="matrix-cell-previous">
              <StyledHeading>{MATRIX_VERSION_TEXTS.changedTitle}</StyledHeading>
              <StyledText>
                {MATRIX_VERSION_TEXTS.before}: {formatTypedValue(data.previous.typedValue, userLocale()) ?? (data.previous.refineResult || notAvailable)} →{' '}
                {MATRIX_VERSION_TEXTS.after}: {formatTypedValue(data.typedValue, userLocale()) ?? (data.refineResult || notAvailable)}
              </StyledText>
              {data.previous.referenceResult && <HighlightedText text={data.previous.referenceResult} />}
            </StyledSection>
          )}
          {data.unchangedByVersion && <StyledText data-testid="matrix-cell-unchanged">{MATRIX_VERSION_TEXTS.unchanged}</StyledText>}
          <StyledSection>
            <StyledHeading>{MATRIX_TEXTS.reasoning}</StyledHeading>
            <StyledText>{data.result || data.error || notAvailable}</StyledText>
          </StyledSection>
          <StyledSection>
            <StyledHeading>{MATRIX_TEXTS.reference}</StyledHeading>
            {data.referenceResult ? (
              <HighlightedText text={(citedQuote && highlightCitation(data.referenceResult, citedQuote)) || data.referenceResult} />
            ) : (
              <StyledText>{notAvailable}</StyledText>
            )}
          </StyledSection>
        </>
      )}
    </StyledPanel>
  );
}

/** Beside the table rather than over it, so the cells stay reachable while a detail is open. */
const StyledPanel = styled.aside`
  position: relative;
  display: flex;
  flex: 0 0 auto;
  flex-direction: column;
  gap: ${theme.space(5)};
  width: min(560px, ${MATRIX_DETAIL_PANEL_MAX_VW}vw);
  max-width: ${MATRIX_DETAIL_PANEL_MAX_VW}vw;
  padding: ${theme.space(6)};
  overflow-y: auto;
  border-left: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

const StyledCitationChanged = styled.p`
  margin: 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: 6px;
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.warning};
`;

const StyledClose = styled.div`
  position: absolute;
  top: ${theme.space(3)};
  right: ${theme.space(3)};
`;

const StyledDocument = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding-right: ${theme.space(8)};
`;

const StyledDocumentName = styled.span`
  font-weight: 600;
  word-break: break-word;
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
`;

const StyledHeading = styled.h3`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.small};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const StyledAnswer = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.large};
  font-weight: 600;
`;

const StyledText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  line-height: 1.5;
`;

const StyledError = styled.p`
  margin: ${theme.space(8)} 0 0;
  color: ${theme.colors.danger};
`;
