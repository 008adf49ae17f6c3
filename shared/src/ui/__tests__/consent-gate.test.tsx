import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCookie } from '@festival/shared/cookies/cookies';
import { CONSENT_COOKIE, useConsentStore } from '@festival/shared/stores/consent-store';
import { ConsentGate } from '@festival/shared/ui/consent-gate';

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  useConsentStore.getState().restore();
});

test('nothing of the embed mounts before consent; allowing loads it and keeps the other category', async () => {
  const user = userEvent.setup();
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('{"tracking":true,"external_media":false}')}; path=/`;
  useConsentStore.getState().restore();
  render(
    <ConsentGate category="external_media" label="Video: Lesung">
      <iframe title="Lesung" src="https://player.vimeo.com/video/1" />
    </ConsentGate>,
  );
  expect(screen.queryByTitle('Lesung')).not.toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Video: Lesung' })).toHaveTextContent('Externe Medien');

  await user.click(screen.getByRole('button', { name: 'Externe Inhalte laden' }));
  expect(screen.getByTitle('Lesung')).toBeInTheDocument();
  expect(JSON.parse(readCookie(CONSENT_COOKIE) ?? 'null')).toEqual({ tracking: true, external_media: true });
});

test('the settings button opens the cookie manager', async () => {
  const user = userEvent.setup();
  render(
    <ConsentGate category="external_media">
      <p>Eingebettet</p>
    </ConsentGate>,
  );
  await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
  expect(useConsentStore.getState().dialogOpen).toBe(true);
  expect(screen.queryByText('Eingebettet')).not.toBeInTheDocument();
});

test('a stored cookie that is not a choice counts as undecided', () => {
  document.cookie = `${CONSENT_COOKIE}=oops; path=/`;
  useConsentStore.getState().restore();
  expect(useConsentStore.getState().choice).toBeNull();
});
