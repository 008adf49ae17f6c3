import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { renderHub } from '../testing/render-hub';

test('the entries table shows field labels and values as a person reads them, and links both CSV exports', async () => {
  mockFetch({
    '/api/admin/forms/1/entries/': {
      count: 1, next: null, previous: null,
      fields: [{ slug: 'subject', label: 'Betreff', field_type: 6 }, { slug: 'privacy', label: 'Datenschutz', field_type: 4 }],
      results: [{ id: 7, created_at: '2026-11-21T09:00:00.000Z', locale: 'de', values: { subject: 'press', privacy: 'true' }, display: { subject: 'Presseanfrage', privacy: 'ja' }, files: {} }],
    },
  });
  renderHub('forms/1/entries');
  const table = await screen.findByRole('table');
  expect(within(table).getByRole('columnheader', { name: 'Betreff' })).toBeInTheDocument();
  const row = within(table).getAllByRole('row')[1] as HTMLElement;
  expect(within(row).getByText('Presseanfrage')).toBeInTheDocument();
  expect(within(row).getByText('ja')).toBeInTheDocument();
  expect(within(row).queryByText('press')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Für Excel exportieren (CSV mit Semikolon)' })).toHaveAttribute('href', '/api/admin/forms/1/entries.csv?dialect=excel-de');
});

test('entries received before a day are deleted after a confirmation, and the table reloads', async () => {
  const list = { count: 0, next: null, previous: null, fields: [], results: [] };
  const fetchMock = mockFetch({ '/api/admin/forms/1/entries/': list, '/api/admin/forms/1/entries/?before=2026-01-01': { deleted: 3 } });
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderHub('forms/1/entries');
  await screen.findByText('0 Einträge');
  fireEvent.change(screen.getByLabelText('Einträge eingegangen vor dem'), { target: { value: '2026-01-01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Ältere Einträge löschen' }));
  expect(await screen.findByText('3 Einträge gelöscht.')).toBeInTheDocument();
  const deletion = fetchMock.mock.calls.find(([url]) => String(url).includes('before=2026-01-01'));
  expect(((deletion as unknown[] | undefined)?.[1] as RequestInit | undefined)?.method).toBe('DELETE');
  expect(window.confirm).toHaveBeenCalledWith(expect.stringContaining('2026-01-01'));
  const listLoads = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('entries/?page=')).length;
  await waitFor(() => expect(listLoads()).toBe(2));
});

test('selected entries are deleted after the question in the page, and the table reloads', async () => {
  const entry = (id: number, hour: string) => ({ id, created_at: `2026-11-21T${hour}:00:00.000Z`, locale: 'de', values: {}, display: {}, files: {} });
  const fetchMock = mockFetch({
    '/api/admin/forms/1/entries/': { count: 2, next: null, previous: null, fields: [], results: [entry(7, '09'), entry(8, '10')] },
    '/api/admin/forms/1/entries/?ids=8': { deleted: 1 },
  });
  renderHub('forms/1/entries');
  fireEvent.click(await screen.findByRole('checkbox', { name: /11:00/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Endgültig löschen' }));
  expect(await screen.findByText('1 Eintrag gelöscht.')).toBeInTheDocument();
  const deletion = fetchMock.mock.calls.find(([url]) => String(url).includes('ids=8'));
  expect(((deletion as unknown[] | undefined)?.[1] as RequestInit | undefined)?.method).toBe('DELETE');
  await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('entries/?page=')).length).toBe(2));
});
