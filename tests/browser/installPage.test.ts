import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_TEXTS, WEB_ROUTES } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';

/** Issue 29 finding 7: /install tells the truth about the manifest it serves, and how Word installs it today. */
describe('the /install page', () => {
  const suite = chromiumSuite();

  it('says which origin the manifest points Word at, warns that Word needs HTTPS, and gives the current steps', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.api.url}${WEB_ROUTES.install}`);
    const origin = page.getByTestId('manifest-origin');
    await origin.waitFor({ timeout: 30000 });
    const served = new URL(suite.api.config.ADDIN_PUBLIC_URL).origin;
    expect(await origin.getAttribute('data-origin')).toBe(served);
    expect(await origin.textContent()).toContain(PUBLIC_PAGE_TEXTS.manifestOrigin(served));
    // The test API serves the manifest on plain HTTP: the page says Word cannot use it, and how to switch.
    expect(await origin.getByRole('alert').textContent()).toBe(PUBLIC_PAGE_TEXTS.manifestNeedsHttps(served));

    const text = (await page.locator('main, body').first().textContent()) ?? '';
    expect(text).not.toContain('its URLs point at https://localhost:8443');
    expect(text).toContain('Home > Add-ins > More Settings');
    expect(text).toContain('Home > Add-ins > Advanced');
    expect(text).toContain('Settings > Integrated apps > Upload custom apps');
    expect(await page.getByRole('heading', { name: PUBLIC_PAGE_TEXTS.installSteps.firm.title }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /add-in store/i }).count()).toBe(0);
    await page.close();
  }, 120_000);
});
