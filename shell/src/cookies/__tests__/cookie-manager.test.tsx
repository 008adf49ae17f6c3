import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCookie } from '@festival/shared/cookies/cookies';
import { CONSENT_COOKIE, useConsentStore } from '@festival/shared/stores/consent-store';
import { cmsPage, recordingLoader, renderRoute, resetStores, siteApi } from '../../testing/render-route';

const imprint = cmsPage({ title: 'Impressum', urls: { de: '/de/impressum', en: '/en/impressum' } });
const press = cmsPage({ id: 2, title: 'Presse', urls: { de: '/de/presse', en: '/en/press' } });

function decide(choice: { tracking: boolean; external_media: boolean } | null) {
  document.cookie = choice
    ? `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(choice))}; path=/`
    : `${CONSENT_COOKIE}=; max-age=0; path=/`;
  useConsentStore.getState().restore();
}

beforeEach(() => {
  resetStores();
  recordingLoader();
  window.scrollTo = jest.fn();
});

test('an undecided visitor is asked first; "Required only" stores the choice and closes the dialog', async () => {
  const user = userEvent.setup();
  decide(null);
  siteApi();
  renderRoute('/de/404');
  const dialog = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
  // Shown by itself, it is a banner: focus stays at the start of the page (skip link first).
  expect(dialog).toHaveAttribute('aria-modal', 'false');
  expect(within(dialog).getByRole('button', { name: 'Alle akzeptieren' })).not.toHaveFocus();
  expect(within(dialog).getByRole('checkbox', { name: /Notwendig/ })).toBeDisabled();
  // A first visit needs a decision: Escape does not dismiss it.
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Nur notwendige' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(JSON.parse(readCookie(CONSENT_COOKIE) ?? 'null')).toEqual({ tracking: false, external_media: false });
});

test('a selection saves each category; the footer link opens the dialog again, Escape closes it', async () => {
  const user = userEvent.setup();
  decide(null);
  siteApi();
  renderRoute('/de/404');
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByText('Auswahl anpassen'));
  await user.click(within(dialog).getByRole('checkbox', { name: /Externe Medien/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Auswahl speichern' }));
  expect(JSON.parse(readCookie(CONSENT_COOKIE) ?? 'null')).toEqual({ tracking: false, external_media: true });

  const footer = screen.getByRole('contentinfo');
  await user.click(within(footer).getByRole('button', { name: 'Cookie-Einstellungen' }));
  const again = screen.getByRole('dialog');
  expect(again).toHaveAttribute('aria-modal', 'true');
  expect(within(again).getByRole('button', { name: 'Alle akzeptieren' })).toHaveFocus();
  expect(within(again).getByRole('checkbox', { name: /Externe Medien/ })).toBeChecked();
  expect(within(again).getByRole('checkbox', { name: /Statistik/ })).not.toBeChecked();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('legal pages need no consent; leaving one with tracking declined asks again', async () => {
  const user = userEvent.setup();
  decide(null);
  siteApi({ '/de/pageeditor-api/page/impressum': imprint, '/de/pageeditor-api/page/presse': press });
  renderRoute('/de/impressum');
  expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  act(() => decide({ tracking: false, external_media: true }));
  const footer = screen.getByRole('contentinfo');
  await user.click(within(footer).getByRole('link', { name: 'AGB' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(within(footer).getByRole('link', { name: 'Presse' }));
  expect(await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
});

test('with tracking accepted, leaving a legal page does not ask again', async () => {
  const user = userEvent.setup();
  decide({ tracking: true, external_media: false });
  siteApi({ '/de/pageeditor-api/page/impressum': imprint, '/de/pageeditor-api/page/presse': press });
  renderRoute('/de/impressum');
  await screen.findByRole('heading', { level: 1, name: 'Impressum' });
  await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Presse' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Presse' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the whistleblower link opens in a new tab', async () => {
  decide({ tracking: false, external_media: false });
  siteApi();
  renderRoute('/de/404');
  const link = within(await screen.findByRole('contentinfo')).getByRole('link', { name: /Hinweisgeberschutzgesetz/ });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the dialog opened again is modal: focus moves in, Tab stays inside, focus returns afterwards', async () => {
  const user = userEvent.setup();
  decide({ tracking: false, external_media: false });
  siteApi();
  renderRoute('/de/404');
  const opener = within(await screen.findByRole('contentinfo')).getByRole('button', { name: 'Cookie-Einstellungen' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  expect(within(dialog).getByRole('button', { name: 'Alle akzeptieren' })).toHaveFocus();

  // Every stop of a round trip forwards and backwards is in the dialog, and it wraps around.
  const stops = new Set<Element | null>();
  for (let step = 0; step < 12; step += 1) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    stops.add(document.activeElement);
  }
  expect(stops.size).toBeGreaterThanOrEqual(6);
  for (let step = 0; step < 12; step += 1) {
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  // With the selection folded away, its summary is the last stop before wrapping.
  await user.click(within(dialog).getByText('Auswahl anpassen'));
  await user.tab({ shift: true });
  await user.tab({ shift: true });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  // Focus put behind the dialog by a click comes back with the next Tab.
  act(() => screen.getByRole('heading', { level: 1 }).closest('main')?.focus());
  await user.tab();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('following the privacy link of the open dialog keeps the focus in the dialog', async () => {
  const user = userEvent.setup();
  decide({ tracking: false, external_media: false });
  const privacy = cmsPage({ id: 3, title: 'Datenschutzerklärung', urls: { de: '/de/datenschutz', en: '/en/datenschutz' } });
  siteApi({ '/de/pageeditor-api/page/datenschutz': privacy });
  renderRoute('/de/404');
  await user.click(within(await screen.findByRole('contentinfo')).getByRole('button', { name: 'Cookie-Einstellungen' }));
  const dialog = screen.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  const link = within(dialog).getByRole('link', { name: 'Datenschutz' });
  act(() => link.focus());
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
});
