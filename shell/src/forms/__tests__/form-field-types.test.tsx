import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormField } from '@festival/shared/api-schemas/content';
import { recordingLoader, renderRoute, resetStores, siteApi } from '../../testing/render-route';
import { FIELD } from '../form-model';

// The route's lazy page, loaded before any test: findBy then waits for the page to render,
// not for jest to compile its modules.
beforeAll(() => import('../form-page'));

const choices = [{ value: 'a', label: 'Alpha' }, { value: 'b', label: 'Beta' }];
const field = (slug: string, label: string, field_type: number, extra: Partial<FormField> = {}): FormField => ({
  slug, label, field_type, required: false, visible: true, choices: [], default: '', placeholder_text: '', help_text: '', ...extra,
});
const FIELDS: FormField[] = [
  field('name', 'Name', FIELD.text, { required: true, placeholder_text: 'Vor- und Nachname' }),
  field('message', 'Nachricht', FIELD.textarea, { help_text: 'Höchstens 3000 Zeichen.' }),
  field('email', 'E-Mail', FIELD.email, { required: true }),
  field('privacy', 'Einverstanden', FIELD.checkbox, { required: true }),
  field('interests', 'Interessen', FIELD.checkboxMultiple, { choices, default: 'b' }),
  field('subject', 'Thema', FIELD.select, { choices, default: 'a' }),
  field('languages', 'Sprachen', FIELD.selectMultiple, { choices }),
  field('reply', 'Antwort', FIELD.radioMultiple, { choices, default: 'a' }),
  field('attachment', 'Anhang', FIELD.file),
  field('day', 'Tag', FIELD.date),
  field('callback', 'Rückruf', FIELD.dateTime),
  field('source', 'Quelle', FIELD.hidden, { visible: false, default: 'website' }),
  field('guests', 'Personen', FIELD.number, { default: '1' }),
  field('website', 'Website', FIELD.url),
];
const form = { id: 1, slug: 'kontakt', title: 'Kontakt', intro: '', button_text: 'Senden', fields: FIELDS };
const PNG = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'poster.png', { type: 'image/png' });

beforeEach(() => {
  resetStores();
  recordingLoader();
  window.scrollTo = jest.fn();
});

async function renderForm(extra = {}) {
  const fetch = siteApi({ '/de/api/forms/1/': form, ...extra });
  const { container } = renderRoute('/de/forms/kontakt/1');
  await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
  return { fetch, container };
}

/** Name, e-mail with its confirmation and the consent: what every valid entry needs. */
async function fillRequired() {
  await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Anna');
  await userEvent.type(screen.getByRole('textbox', { name: /^E-Mail \(/ }), 'anna@example.org');
  await userEvent.type(screen.getByRole('textbox', { name: /^E-Mail-Adresse wiederholen/ }), 'anna@example.org');
  await userEvent.click(screen.getByRole('checkbox', { name: /^Einverstanden/ }));
}

function postedBody(fetch: jest.Mock, url: string): unknown {
  const call = fetch.mock.calls.find(([called]) => String(called) === url) as [string, RequestInit] | undefined;
  if (!call) throw new Error(`no call to ${url}`);
  return call[1].body;
}

test('text, textarea, e-mail, date, date-time, number and url render as labelled inputs of their type with defaults', async () => {
  const { container } = await renderForm();
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('placeholder', 'Vor- und Nachname');
  const message = screen.getByRole('textbox', { name: 'Nachricht' });
  expect(message.tagName).toBe('TEXTAREA');
  expect(message).toHaveAccessibleDescription('Höchstens 3000 Zeichen.');
  expect(screen.getByRole('textbox', { name: /^E-Mail \(/ })).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Tag')).toHaveAttribute('type', 'date');
  expect(screen.getByLabelText('Rückruf')).toHaveAttribute('type', 'datetime-local');
  expect(screen.getByRole('spinbutton', { name: 'Personen' })).toHaveValue(1);
  expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAttribute('type', 'url');
  expect(container.querySelector('input[type="hidden"][name="source"]')).toHaveValue('website');
});

test('choice fields: single checkbox, checkbox group, select, multi-select and radio group with spec §5 defaults', async () => {
  await renderForm();
  expect(screen.getByRole('checkbox', { name: /^Einverstanden/ })).not.toBeChecked();
  const interests = screen.getByRole('group', { name: 'Interessen' });
  expect(within(interests).getByRole('checkbox', { name: 'Alpha' })).not.toBeChecked();
  expect(within(interests).getByRole('checkbox', { name: 'Beta' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Thema' })).toHaveValue('a');
  const languages = screen.getByRole('listbox', { name: 'Sprachen' });
  expect(within(languages).getAllByRole('option')).toHaveLength(2);
  const reply = screen.getByRole('group', { name: 'Antwort' });
  expect(within(reply).getByRole('radio', { name: 'Alpha' })).toBeChecked();
});

test('the e-mail confirmation is appended and must match', async () => {
  await renderForm();
  await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Anna');
  await userEvent.type(screen.getByRole('textbox', { name: /^E-Mail \(/ }), 'anna@example.org');
  await userEvent.type(screen.getByRole('textbox', { name: /^E-Mail-Adresse wiederholen/ }), 'anna@example.com');
  await userEvent.click(screen.getByRole('checkbox', { name: /^Einverstanden/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
  expect(await screen.findByText('Die E-Mail-Adressen stimmen nicht überein.')).toBeInTheDocument();
});

test('a chosen file is uploaded first and its temp-file id sent with every other value', async () => {
  const { fetch } = await renderForm({
    '/de/api/temp-files/': { status: 201, body: { id: 'uploaded-file-id-0123456789', name: 'poster.png', size: 4 } },
    '/de/api/forms-entries/': { status: 201, body: { id: 5, success_text: 'Danke für Ihre Nachricht!' } },
  });
  expect(screen.getByLabelText('Anhang')).toHaveAttribute('type', 'file');
  await fillRequired();
  await userEvent.upload(screen.getByLabelText('Anhang'), PNG);
  await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
  expect(await screen.findByText('Danke für Ihre Nachricht!')).toHaveAttribute('role', 'status');
  const upload = postedBody(fetch, '/de/api/temp-files/') as FormData;
  expect((upload.get('file') as File).name).toBe('poster.png');
  expect(JSON.parse(postedBody(fetch, '/de/api/forms-entries/') as string)).toEqual({
    form: 1,
    field_values: {
      name: 'Anna', message: '', email: 'anna@example.org', email2: 'anna@example.org', privacy: true, interests: ['b'], subject: 'a',
      languages: [], reply: 'a', attachment: 'uploaded-file-id-0123456789', day: '', callback: '', source: 'website', guests: '1', website: '',
    },
  });
});

test('a refused upload marks the file field and sends no entry', async () => {
  const { fetch } = await renderForm({ '/de/api/temp-files/': { status: 400, body: { detail: 'Only PDF files and images' } } });
  await fillRequired();
  await userEvent.upload(screen.getByLabelText('Anhang'), PNG);
  await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
  expect(await screen.findByText(/Die Datei konnte nicht hochgeladen werden/)).toBeInTheDocument();
  expect(screen.getByLabelText('Anhang')).toHaveAttribute('aria-invalid', 'true');
  expect(fetch.mock.calls.some(([url]) => String(url) === '/de/api/forms-entries/')).toBe(false);
});

test('the server\'s messages per field are shown at their fields', async () => {
  await renderForm({ '/de/api/forms-entries/': {
    status: 400, body: { detail: 'Bitte die markierten Felder prüfen.', field: 'website', errors: [{ field: 'website', message: 'Ungültiger Wert.' }] },
  } });
  await fillRequired();
  await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
  expect(await screen.findByText('Ungültiger Wert.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAttribute('aria-invalid', 'true');
});
