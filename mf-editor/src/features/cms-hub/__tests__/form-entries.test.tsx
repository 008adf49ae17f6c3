import { screen, within } from '@testing-library/react';
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
