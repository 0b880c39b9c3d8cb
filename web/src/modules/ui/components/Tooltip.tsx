import { useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { TooltipContext } from '../utils/TooltipContext';
import { tooltipOpenDelay } from '../utils/tooltipOpenDelay';
import { theme } from '../../../theme/theme';

export interface TooltipProps {
  label: string;
  side?: 'right' | 'bottom';
  /** Overrides the provider's delay: sidebar tooltips open at once. */
  delayMs?: number;
  disabled?: boolean;
  children: ReactNode;
}

const GAP_PX = 8;

export function Tooltip({ label, side = 'bottom', delayMs, disabled = false, children }: TooltipProps) {
  const settings = useContext(TooltipContext);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const id = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (disabled) setPosition(null);
  }, [disabled]);

  const show = () => {
    if (disabled) return;
    const wait = tooltipOpenDelay({
      nowMs: Date.now(),
      lastClosedAtMs: settings.lastClosedAt.current,
      delayMs: delayMs ?? settings.delayMs,
      skipDelayMs: settings.skipDelayMs,
    });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const rect = anchorRef.current?.getBoundingClientRect();
      if (!rect) return;
      setPosition(
        side === 'right'
          ? { top: rect.top + rect.height / 2, left: rect.right + GAP_PX }
          : { top: rect.bottom + GAP_PX, left: rect.left + rect.width / 2 },
      );
    }, wait);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    if (position) settings.lastClosedAt.current = Date.now();
    setPosition(null);
  };

  return (
    <StyledAnchor
      ref={anchorRef}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      aria-describedby={position ? id : undefined}
    >
      {children}
      {position &&
        createPortal(
          <StyledBubble id={id} role="tooltip" $side={side} style={{ top: position.top, left: position.left }}>
            {label}
          </StyledBubble>,
          document.body,
        )}
    </StyledAnchor>
  );
}

const StyledAnchor = styled.span`
  display: flex;
`;

const StyledBubble = styled.div<{ $side: 'right' | 'bottom' }>`
  position: fixed;
  z-index: ${theme.zIndex.tooltip};
  transform: ${({ $side }) => ($side === 'right' ? 'translateY(-50%)' : 'translateX(-50%)')};
  padding: ${theme.space(1)} ${theme.space(2)};
  border-radius: ${theme.radius};
  background: ${theme.colors.tooltip};
  color: ${theme.colors.tooltipText};
  font-size: ${theme.fontSizes.small};
  white-space: nowrap;
  pointer-events: none;
`;
