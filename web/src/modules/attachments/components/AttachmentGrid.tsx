import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ANSWER_TEXTS, ATTACHMENT_GRID_DEFAULT_ROWS, ATTACHMENT_GRID_MIN_COLUMN_PX } from '@arcline/shared';
import { Spinner } from '../../ui/components/Spinner';
import { Icon } from '../../ui/components/Icon';
import type { ClientAttachment } from '../attachmentsReducer';
import { gridColumnCount } from '../utils/gridColumnCount';
import { theme } from '../../../theme/theme';

const GRID_GAP_UNITS = 2;
const GRID_GAP_PX = parseFloat(theme.space(GRID_GAP_UNITS));

export interface AttachmentGridProps {
  attachments: ClientAttachment[];
  onRemove(clientSideId: string): void;
}

/** Attachments in a grid (min column 180 px), two rows until 'Show all' (spec 01 §2). */
export function AttachmentGrid({ attachments, onRemove }: AttachmentGridProps) {
  const [expanded, setExpanded] = useState(false);
  const [columns, setColumns] = useState(1);
  // The wrapper is always rendered, so the column count is known before the first attachment arrives.
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setColumns(gridColumnCount(element.clientWidth, ATTACHMENT_GRID_MIN_COLUMN_PX, GRID_GAP_PX));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const limit = columns * ATTACHMENT_GRID_DEFAULT_ROWS;
  const visible = expanded ? attachments : attachments.slice(0, limit);
  return (
    <div ref={ref}>
      {attachments.length > 0 && (
      <StyledGrid aria-label={ANSWER_TEXTS.attach}>
        {visible.map((item) => (
          <StyledItem key={item.clientSideId} data-status={item.status} title={item.error ?? item.name} $failed={item.status === 'FAILED'}>
            {item.status === 'FAILED' ? <Icon name="alert" /> : item.status === 'COMPLETED' ? <Icon name="check" /> : <Spinner />}
            <StyledName>{item.name}</StyledName>
            {item.status === 'FAILED' && <StyledBadge>{ANSWER_TEXTS.failedBadge}</StyledBadge>}
            <StyledRemove type="button" aria-label={ANSWER_TEXTS.removeAttachment(item.name)} onClick={() => onRemove(item.clientSideId)}>
              <Icon name="close" />
            </StyledRemove>
          </StyledItem>
        ))}
      </StyledGrid>
      )}
      {attachments.length > limit && (
        <StyledToggle type="button" onClick={() => setExpanded((value) => !value)}>
          {expanded ? ANSWER_TEXTS.showLess : ANSWER_TEXTS.showAll}
        </StyledToggle>
      )}
    </div>
  );
}

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${ATTACHMENT_GRID_MIN_COLUMN_PX}px, 1fr));
  gap: ${theme.space(GRID_GAP_UNITS)};
  margin: 0 0 ${theme.space(2)};
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li<{ $failed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-width: 0;
  padding: ${theme.space(1)} ${theme.space(2)};
  border: 1px solid ${({ $failed }) => ($failed ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${({ $failed }) => ($failed ? theme.colors.danger : theme.colors.text)};
  font-size: ${theme.fontSizes.small};
`;

const StyledName = styled.span`
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledBadge = styled.span`
  padding: 0 ${theme.space(1)};
  border-radius: ${theme.radius};
  background: ${theme.colors.dangerSoft};
`;

const StyledRemove = styled.button`
  display: flex;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.muted};
  cursor: pointer;
`;

const StyledToggle = styled.button`
  margin-bottom: ${theme.space(2)};
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.primary};
  cursor: pointer;
`;
