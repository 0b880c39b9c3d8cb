import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PublicHeader } from '../../ui/components/PublicHeader';
import { theme } from '../../../theme/theme';

export interface AccountLayoutProps {
  title: string;
  /** Reading pages (terms, install) use the content width instead of the form card's. */
  wide?: boolean;
  children: ReactNode;
}

/** The public and account pages: the logo linking home above one centred card. */
export function AccountLayout({ title, wide = false, children }: AccountLayoutProps) {
  return (
    <StyledPage>
      <PublicHeader />
      <StyledCard $wide={wide}>
        <StyledTitle>{title}</StyledTitle>
        {children}
      </StyledCard>
    </StyledPage>
  );
}

const StyledPage = styled.div`
  min-height: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
`;

const StyledCard = styled.main<{ $wide: boolean }>`
  width: min(${({ $wide }) => ($wide ? theme.sizes.content : theme.sizes.card)}, calc(100% - ${theme.space(8)}));
  margin: ${theme.space(12)} 0;
  padding: ${theme.space(8)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  line-height: 1.5;
`;

const StyledTitle = styled.h1`
  margin: 0 0 ${theme.space(6)};
  font-size: ${theme.fontSizes.title};
`;
