import styled from 'styled-components';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TEXTS } from '@arcline/shared';
import { theme } from '../theme/theme';

/** The generic 'Oops!' page shown on routing errors (spec 01 §2). */
export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? error.statusText || String(error.status)
    : error instanceof Error
      ? error.message
      : 'Not Found';
  return (
    <StyledError id="error-page">
      <h1>{TEXTS.oopsTitle}</h1>
      <p>{TEXTS.oopsBody}</p>
      <p>
        <i>{detail}</i>
      </p>
    </StyledError>
  );
}

const StyledError = styled.div`
  text-align: center;
  padding: ${theme.space(20)} ${theme.space(6)};
`;
