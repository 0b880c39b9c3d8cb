import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ChatMessage } from '../types/ChatMessage';
import { MessageItem } from './MessageItem';
import { theme } from '../../../theme/theme';

const OVERSCAN = 6;

/** Only the messages in view are rendered; each is measured after it renders, so answers can be any length. */
export function MessageList({ messages }: { messages: readonly ChatMessage[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => parseFloat(theme.sizes.messageEstimate),
    getItemKey: (index) => messages[index]?.id ?? index,
    overscan: OVERSCAN,
    useFlushSync: false,
  });

  useEffect(() => {
    if (messages.length > 0) virtualizer.scrollToIndex(messages.length - 1, { align: 'end' });
  }, [messages, virtualizer]);

  return (
    <StyledScroller ref={scrollRef} data-testid="message-list">
      <StyledColumn>
        <StyledCanvas style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const message = messages[item.index];
            if (!message) return null;
            return (
              <StyledItem key={item.key} data-index={item.index} ref={virtualizer.measureElement} style={{ transform: `translateY(${item.start}px)` }}>
                <MessageItem message={message} />
              </StyledItem>
            );
          })}
        </StyledCanvas>
      </StyledColumn>
    </StyledScroller>
  );
}

const StyledScroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
`;

const StyledColumn = styled.div`
  max-width: ${theme.sizes.content};
  margin: 0 auto;
  padding: ${theme.space(4)};
`;

const StyledCanvas = styled.div`
  position: relative;
  width: 100%;
`;

const StyledItem = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
`;
