import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordingLoader, renderRoute, resetStores, siteApi } from '../../testing/render-route';

// The route's lazy page, loaded before any test: findBy then waits for the page to render,
// not for jest to compile its modules.
beforeAll(() => import('../form-page'));

const field = (slug: string, label: string, field_type: number, required = true, choices: Array<{ value: string; label: string }> = []) => ({
  slug, label, field_type, required, visible: true, choices, default: '', placeholder_text: '', help_text: '',
});
const form = {
  id: 1, slug: 'kontakt', title: 'Kontakt', intro: '<p>Schreiben Sie uns.</p>', button_text: 'Senden',
  fields: [field('name', 'Name', 1), field('email', 'E-Mail', 3), field('topic', 'Thema', 6, false, [{ value: 'press', label: 'Presse' }])],
};

beforeEach(() => {
  resetStores();
  recordingLoader();
  window.scrollTo = jest.fn();
});

test('renders the labelled fields and checks them before sending', async () => {
  siteApi({ '/de/api/forms/1/': form });
  renderRoute('/de/forms/kontakt/1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Kontakt' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Thema' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
  expect(await screen.findAllByText('Dieses Feld ist erforderlich!')).toHaveLength(3);
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Anna');
  await userEvent.type(screen.getByRole('textbox', { name: /^E-Mail \(/ }), 'anna@');
  await userEvent.type(screen.getByRole('textbox', { name: /^E-Mail-Adresse wiederholen/ }), 'anna@');
  await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
  expect(await screen.findByText('Ungültige E-Mail-Adresse!')).toBeInTheDocument();
});

test('a valid entry is posted with its field values', async () => {
  const fetch = siteApi({ '/de/api/forms/1/': form, '/de/api/forms-entries/': { status: 201, body: { id: 9 } } });
  renderRoute('/de/forms/kontakt/1');
  await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Anna');
  await userEvent.type(screen.getByRole('textbox', { name: /^E-Mail \(/ }), 'anna@example.org');
  await userEvent.type(screen.getByRole('textbox', { name: /^E-Mail-Adresse wiederholen/ }), 'anna@example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
  expect(await screen.findByText('Vielen Dank! Ihre Angaben wurden gesendet.')).toBeInTheDocument();
  const post = fetch.mock.calls.find(([url]) => String(url) === '/de/api/forms-entries/');
  const body = (post as unknown as [string, RequestInit])[1].body as string;
  expect(JSON.parse(body)).toEqual({ form: 1, field_values: { name: 'Anna', email: 'anna@example.org', topic: '', email2: 'anna@example.org' } });
});

test('an unknown form is the 404 page', async () => {
  siteApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderRoute('/de/forms/weg/99');
  expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeInTheDocument());
});
