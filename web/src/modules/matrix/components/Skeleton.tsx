import styled, { keyframes } from 'styled-components';
import { theme } from '../../../theme/theme';

/** A grey placeholder line while something loads; `width` is a CSS length. */
export function Skeleton({ width = '100%', height = '12px' }: { width?: string; height?: string }) {
  return <StyledSkeleton aria-hidden="true" style={{ width, height }} />;
}

const shimmer = keyframes`
  0% { opacity: 0.55; }
  50% { opacity: 1; }
  100% { opacity: 0.55; }
`;

const StyledSkeleton = styled.span`
  display: block;
  border-radius: ${theme.radius};
  background: ${theme.colors.border};
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;
