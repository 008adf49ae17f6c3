import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { renderHub, sentBody } from '../testing/render-hub';

const rooms = { count: 2, next: null, previous: null, results: [{ id: 3, revision: 1, label: 'Großer Saal · Alte Münze' }, { id: 4, revision: 1, label: 'Studio · Pfefferberg' }] };
const saleTypes = { count: 2, next: null, previous: null, results: [{ id: 1, revision: 1, label: 'Vollpreis' }, { id: 2, revision: 1, label: 'Ermäßigt' }] };

async function fillRequiredEventFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Titel (Deutsch) *'), 'Lesung');
  await user.type(screen.getByLabelText('Titel (Englisch) *'), 'Reading');
  await user.type(screen.getByLabelText(/^Beginn/), '2026-06-12T19:30');
  await user.type(screen.getByLabelText(/^Ende/), '2026-06-12T21:00');
  await user.type(screen.getByRole('combobox', { name: 'Raum' }), 'Groß');
  await user.click(await screen.findByRole('option', { name: 'Großer Saal · Alte Münze' }));
}

test('a new event is generated from its description: seat groups with prices, a time slot, a room picked by autocomplete', async () => {
  const fetch = mockFetch({ '/api/admin/rooms/': rooms, '/api/admin/sale-types/': saleTypes, '/api/admin/events/': { id: 42, revision: 1, title_de: 'Lesung' } });
  const user = userEvent.setup();
  const { navigate } = renderHub('events/new');
  await fillRequiredEventFields(user);
  expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/admin/rooms/?q=Gro'))).toBe(true);

  for (const [name, amount] of [['Parkett', '14,50'], ['Rang', '18.00']] as const) {
    await user.click(screen.getByRole('button', { name: 'Platzgruppen: Eintrag hinzufügen' }));
    const groups = screen.getAllByRole('group', { name: /^Platzgruppen \d$/ });
    const group = groups[groups.length - 1] as HTMLElement;
    await user.type(within(group).getByLabelText('Name (Deutsch) *'), name);
    await user.type(within(group).getByLabelText('Name (Englisch) *'), name);
    await user.type(within(group).getByLabelText('Kapazität *'), '50');
    await user.click(within(group).getByRole('button', { name: 'Preise: Eintrag hinzufügen' }));
    await user.type(within(group).getByLabelText(/^Betrag \*/), amount);
    await user.type(within(group).getByRole('combobox', { name: 'Verkaufsart' }), 'Voll');
    await user.click(await screen.findByRole('option', { name: 'Vollpreis' }));
  }
  await user.click(screen.getByRole('button', { name: 'Zeitfenster: Eintrag hinzufügen' }));
  const slot = screen.getByRole('group', { name: 'Zeitfenster 1' });
  await user.type(within(slot).getByLabelText(/^Einlass/), '2026-06-12T19:00');
  await user.type(within(slot).getByLabelText('Kapazität *'), '20');
  await user.type(within(slot).getByLabelText('Block-Nummer *'), '0');

  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cms-hub/events/42?saved=1', { replace: true }));
  const body = sentBody(fetch, '/api/admin/events/', 'POST') as Record<string, unknown>;
  expect(body).toMatchObject({
    title_de: 'Lesung',
    date_start: '2026-06-12T17:30:00.000Z',
    room_id: 3,
    seat_groups: [
      { name_de: 'Parkett', capacity: 50, prices: [{ amount: '14.50', sale_type_id: 1 }] },
      { name_de: 'Rang', capacity: 50, prices: [{ amount: '18.00', sale_type_id: 1 }] },
    ],
    timeslots: [{ time_start: '2026-06-12T17:00:00.000Z', capacity: 20, block_id: 0 }],
  });
  expect(body).not.toHaveProperty('id');
});

/** A new event with one seat group, saved against an api that refuses a nested and a top-level field. */
async function saveRefusedEvent() {
  const answer = { detail: 'Ungültig', field: 'seat_groups.0.capacity', errors: [{ field: 'seat_groups.0.capacity', message: 'invalid' }, { field: 'date_end', message: 'date' }] };
  mockFetch({ '/api/admin/rooms/': rooms, '/api/admin/events/': { status: 400, body: answer } });
  const user = userEvent.setup();
  renderHub('events/new');
  await fillRequiredEventFields(user);
  await user.click(screen.getByRole('button', { name: 'Platzgruppen: Eintrag hinzufügen' }));
  const group = screen.getByRole('group', { name: 'Platzgruppen 1' });
  await user.type(within(group).getByLabelText('Name (Deutsch) *'), 'Parkett');
  await user.type(within(group).getByLabelText('Name (Englisch) *'), 'Stalls');
  await user.type(within(group).getByLabelText('Kapazität *'), '5');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  return { user, group };
}

test('the API\'s field errors are shown at their fields, nested ones included', async () => {
  const { group } = await saveRefusedEvent();

  const capacity = within(group).getByLabelText('Kapazität *');
  await waitFor(() => expect(capacity).toHaveAttribute('aria-invalid', 'true'));
  expect(capacity).toHaveAccessibleDescription('Dieser Wert ist nicht zulässig.');
  expect(screen.getByLabelText(/^Ende/)).toHaveAccessibleDescription('Bitte ein gültiges Datum angeben.');
});

test('after a failed save the focus moves to a summary at the top whose links lead to each field', async () => {
  const { user, group } = await saveRefusedEvent();

  const summary = await screen.findByRole('alert', { name: 'Nicht gespeichert. Bitte prüfen Sie:' });
  await waitFor(() => expect(summary).toHaveFocus());
  const links = within(summary).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Kapazität: Dieser Wert ist nicht zulässig.', 'Ende: Bitte ein gültiges Datum angeben.']);
  await user.click(links[0] as HTMLElement);
  expect(within(group).getByLabelText('Kapazität *')).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(summary).toHaveFocus());
});

test('a required field left empty is named in the summary, which takes the focus', async () => {
  mockFetch({ '/api/admin/rooms/': rooms });
  const user = userEvent.setup();
  renderHub('events/new');
  await user.click(await screen.findByRole('button', { name: 'Speichern' }));
  const summary = await screen.findByRole('alert', { name: 'Nicht gespeichert. Bitte prüfen Sie:' });
  await waitFor(() => expect(summary).toHaveFocus());
  expect(within(summary).getAllByRole('link')[0]).toHaveTextContent(/^Titel \(Deutsch\): /);
});

test('required fields are checked before anything is sent', async () => {
  const fetch = mockFetch({ '/api/admin/rooms/': rooms });
  const user = userEvent.setup();
  renderHub('events/new', {}, 'en');
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByLabelText('Title (German) *')).toHaveAccessibleDescription('This field is required!');
  expect(screen.getByRole('combobox', { name: 'Room' })).toHaveAccessibleDescription('This field is required!');
  expect((fetch.mock.calls as unknown as [string, RequestInit | undefined][]).filter(([, init]) => init?.method === 'POST')).toEqual([]);
});

test('a page\'s online window is edited as Berlin wall-clock time and sent as UTC', async () => {
  const fetch = mockFetch({ '/api/admin/pages/': { id: 5, revision: 1, title_de: 'Presse' } });
  const user = userEvent.setup();
  const { navigate } = renderHub('pages/new');
  await user.type(await screen.findByLabelText('Titel (Deutsch) *'), 'Presse');
  await user.type(screen.getByLabelText('Titel (Englisch) *'), 'Press');
  await user.type(screen.getByLabelText(/^Online ab/), '2026-06-12T19:30');
  await user.type(screen.getByLabelText(/^Online bis/), '2026-12-12T19:30');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cms-hub/pages/5?saved=1', { replace: true }));
  expect(sentBody(fetch, '/api/admin/pages/', 'POST')).toMatchObject({ online_from: '2026-06-12T17:30:00.000Z', online_to: '2026-12-12T18:30:00.000Z' });
});

test('an end before its start and an amount that is no amount are refused before anything is sent', async () => {
  const fetch = mockFetch({ '/api/admin/rooms/': rooms, '/api/admin/sale-types/': saleTypes });
  const user = userEvent.setup();
  renderHub('events/new');
  await fillRequiredEventFields(user);
  const end = screen.getByLabelText(/^Ende/);
  await user.clear(end);
  await user.type(end, '2026-06-12T18:00');
  await user.click(screen.getByRole('button', { name: 'Platzgruppen: Eintrag hinzufügen' }));
  const group = screen.getByRole('group', { name: 'Platzgruppen 1' });
  await user.click(within(group).getByRole('button', { name: 'Preise: Eintrag hinzufügen' }));
  await user.type(within(group).getByLabelText(/^Betrag \*/), '14,505');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));

  const summary = await screen.findByRole('alert', { name: 'Nicht gespeichert. Bitte prüfen Sie:' });
  expect(within(summary).getByRole('link', { name: 'Ende: Ende liegt vor dem Beginn.' })).toBeInTheDocument();
  expect(within(group).getByLabelText(/^Betrag \*/)).toHaveAccessibleDescription('Bitte einen Betrag wie 14,50 angeben.');
  expect(fetch.mock.calls.some((args: unknown[]) => (args[1] as RequestInit | undefined)?.method === 'POST')).toBe(false);
});

test('a chosen room is named with its venue, read in one list call', async () => {
  const fetch = mockFetch({ '/api/admin/rooms/': { ...rooms, results: [rooms.results[1]] }, '/api/admin/events/7/': { id: 7, revision: 1, title_de: 'Lesung', room_id: 4, seat_groups: [], timeslots: [], person_ids: [], tag_ids: [] } });
  renderHub('events/7');
  expect(await screen.findByText('Studio · Pfefferberg')).toBeInTheDocument();
  expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/admin/rooms/?ids=4'))).toBe(true);
});

test('a link field offers the site\'s pages by title, as paths in its language', async () => {
  mockFetch({
    '/api/admin/pages/': { count: 2, next: null, previous: null, results: [
      { id: 1, revision: 1, label: 'Start', title_de: 'Start', title_en: 'Home', url_de: '', url_en: '' },
      { id: 2, revision: 1, label: 'Über uns', title_de: 'Über uns', title_en: 'About us', url_de: 'festival/ueber-uns', url_en: 'festival/about-us' },
    ] },
  });
  renderHub('menus/new');
  const german = await screen.findByLabelText('Pfad (Deutsch)');
  const list = await waitFor(() => {
    const found = document.getElementById(german.getAttribute('list') ?? '');
    expect(found?.querySelectorAll('option')).toHaveLength(2);
    return found as HTMLElement;
  });
  expect([...list.querySelectorAll('option')].map((option) => [option.value, option.textContent])).toEqual([['/de', 'Start'], ['/de/festival/ueber-uns', 'Über uns']]);
  const english = document.getElementById(screen.getByLabelText('Pfad (Englisch)').getAttribute('list') ?? '') as HTMLElement;
  await waitFor(() => expect(english.querySelector('option:last-child')).toHaveAttribute('value', '/en/festival/about-us'));
});

test("an article's form links to its page, and to its text there in edit mode (the body is edited in place)", async () => {
  mockFetch({ '/api/admin/articles/6/': { id: 6, revision: 2, title_de: 'Warum Jakob nachts schreibt', slug_de: 'warum-jakob', category_id: null, tag_ids: [] } });
  renderHub('articles/6');
  expect(await screen.findByRole('link', { name: 'Text im Beitrag bearbeiten' })).toHaveAttribute('href', '/de/magazin/warum-jakob/6?edit=1');
  expect(screen.getByRole('link', { name: 'Auf der Website ansehen' })).toHaveAttribute('href', '/de/magazin/warum-jakob/6');
});

test("a person's picture is chosen from the media library and saved with the person", async () => {
  const picture = {
    id: 3, name: 'upload-0123456789abcdef0123456789abcdef', image: '/media/upload-0123456789abcdef0123456789abcdef.jpg',
    image_obj: { url: '/media/upload-0123456789abcdef0123456789abcdef.jpg', alt: 'Amara Bauer liest', copyright: '' },
    image_thumbnails: null, size: 1000, focal_x: 0.5, focal_y: 0.5, created_at: '2026-12-01T10:00:00.000Z',
  };
  const fetch = mockFetch({
    '/api/admin/persons/9/': { id: 9, revision: 1, slug: 'amara-bauer', first_name: 'Amara', last_name: 'Bauer', bio_de: '', bio_en: '', image: null, is_online: true },
    '/de/api/media/images/': { count: 1, next: null, previous: null, results: [picture] },
  });
  const user = userEvent.setup();
  renderHub('persons/9');
  const library = await screen.findByRole('button', { name: 'Aus der Mediathek wählen' });
  await user.click(library);
  await user.click(await screen.findByRole('button', { name: 'Wählen: Amara Bauer liest' }));
  expect(screen.getByText('Bild aus der Mediathek gewählt.')).toHaveFocus();
  expect(screen.getByRole('img', { name: /Bild/ })).toHaveAttribute('src', `${picture.image}?w=320`);
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(sentBody(fetch, '/api/admin/persons/9/', 'PUT')).toMatchObject({ image: picture.image }));
});
