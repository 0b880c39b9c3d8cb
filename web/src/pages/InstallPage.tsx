import styled from 'styled-components';
import { ADDIN_MANIFEST_PATH, ADDIN_STORE_ROUTE, PUBLIC_PAGE_TEXTS } from '@arcline/shared';
import { AccountLayout } from '../modules/accounts/components/AccountLayout';

export function InstallPage() {
  const { installSteps } = PUBLIC_PAGE_TEXTS;
  return (
    <AccountLayout title={PUBLIC_PAGE_TEXTS.installTitle} wide>
      <p>{PUBLIC_PAGE_TEXTS.installIntro}</p>
      <StyledLinks>
        <li>
          <a href={ADDIN_STORE_ROUTE}>{PUBLIC_PAGE_TEXTS.installFromStore}</a>
        </li>
        <li>
          <a href={ADDIN_MANIFEST_PATH} download>
            {PUBLIC_PAGE_TEXTS.downloadManifest}
          </a>
        </li>
      </StyledLinks>
      {[installSteps.web, installSteps.windows, installSteps.mac].map((platform) => (
        <section key={platform.title}>
          <h2>{platform.title}</h2>
          <ol>
            {platform.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
      <p>{PUBLIC_PAGE_TEXTS.installAfter}</p>
    </AccountLayout>
  );
}

const StyledLinks = styled.ul`
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
