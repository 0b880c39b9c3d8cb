import styled from 'styled-components';
import { ADDIN_MANIFEST_PATH, PUBLIC_PAGE_TEXTS, WEB_ROUTES } from '@arcline/shared';
import { ManifestOriginNotice } from '../modules/addinInstall/components/ManifestOriginNotice';
import { AccountLayout } from '../modules/accounts/components/AccountLayout';
import { theme } from '../theme/theme';

/** /install: the manifest (and where it points Word), sideloading in each Word, deployment to a firm, the playground. */
export function InstallPage() {
  const { installSteps } = PUBLIC_PAGE_TEXTS;
  return (
    <AccountLayout title={PUBLIC_PAGE_TEXTS.installTitle} wide>
      <p>{PUBLIC_PAGE_TEXTS.installIntro}</p>
      <StyledLinks>
        <li>
          <a href={ADDIN_MANIFEST_PATH} download>
            {PUBLIC_PAGE_TEXTS.downloadManifest}
          </a>
        </li>
        <li>
          <a href={WEB_ROUTES.playground}>{PUBLIC_PAGE_TEXTS.tryWithoutWord}</a>: {PUBLIC_PAGE_TEXTS.tryWithoutWordBody}
        </li>
      </StyledLinks>
      <ManifestOriginNotice />
      {[installSteps.web, installSteps.windows, installSteps.mac, installSteps.firm, PUBLIC_PAGE_TEXTS.localHttps].map((platform) => (
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
    color: ${theme.colors.primary};
  }
`;
