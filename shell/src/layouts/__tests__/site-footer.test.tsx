import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_COOKIE, useConsentStore } from '@festival/shared/stores/consent-store';
import { cmsPage, recordingLoader, renderRoute, resetStores, settings, siteApi } from '../../testing/render-route';

const home = cmsPage({ title: 'Literaturfestival', urls: { de: '/de', en: '/en' } });
const codeBlocks = {
  ...settings,
  html_header: { code: '<p>Kopfzeile aus den Einstellungen</p>' },
  html_footer_top: { code: '<p>Fußzeile oben</p>' },
  html_footer_logos: { code: '<p>Förderer-Logos</p>' },
  html_footer_bottom: { code: '<p>Fußzeile unten</p>' },
};

beforeEach(() => {
  resetStores();
  recordingLoader();
  window.scrollTo = jest.fn();
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('{"tracking":false,"external_media":false}')}; path=/`;
  useConsentStore.getState().restore();
});

test('the settings\' html blocks: header code in the banner, top, logos and bottom code in the footer', async () => {
  siteApi({ '/de/pageeditor-api/page': home, '/pageeditor-api/settings': codeBlocks });
  renderRoute('/de');
  const footer = screen.getByRole('contentinfo');
  expect(await within(footer).findByText('Fußzeile oben')).toBeInTheDocument();
  expect(within(footer).getByText('Förderer-Logos')).toBeInTheDocument();
  expect(within(footer).getByText('Fußzeile unten')).toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByText('Kopfzeile aus den Einstellungen')).toBeInTheDocument();
});

test('Cookie settings in the footer opens the cookie manager', async () => {
  const user = userEvent.setup();
  siteApi({ '/de/pageeditor-api/page': home });
  renderRoute('/de');
  const legal = screen.getByRole('navigation', { name: 'Rechtliches' });
  await user.click(within(legal).getByRole('button', { name: 'Cookie-Einstellungen' }));
  expect(useConsentStore.getState().dialogOpen).toBe(true);
});
