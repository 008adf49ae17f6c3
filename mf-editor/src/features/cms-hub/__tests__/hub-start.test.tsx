import { screen, within } from '@testing-library/react';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { renderHub } from '../testing/render-hub';

const paged = <T,>(results: T[], extra: object = {}) => ({ count: results.length, next: null, previous: null, ...extra, results });
const entry = (id: number, at: string) => ({ id, created_at: at, locale: 'de', values: {}, display: {}, files: {} });

test('the start page shows the 404 log and the newest entries over all forms', async () => {
  mockFetch({
    '/api/dashboard-error-log/': paged([{ url: '/de/alt', count: 3, last_seen: '2026-11-20T10:00:00.000Z' }]),
    '/api/admin/forms/': paged([{ id: 1, revision: 1, label: 'Kontakt' }, { id: 2, revision: 1, label: 'Newsletter' }]),
    '/api/admin/forms/1/entries/': paged([entry(11, '2026-11-21T09:00:00.000Z')], { fields: [] }),
    '/api/admin/forms/2/entries/': paged([entry(21, '2026-11-22T09:00:00.000Z'), entry(20, '2026-11-19T09:00:00.000Z')], { fields: [] }),
  });
  renderHub('');
  const log = await screen.findByRole('table');
  expect(within(log).getByRole('row', { name: /\/de\/alt 3/ })).toBeInTheDocument();
  const list = (await screen.findByRole('link', { name: 'Kontakt' })).closest('ul') as HTMLElement;
  const latest = within(list).getAllByRole('listitem').map((item) => item.textContent);
  expect(latest).toEqual(['Newsletter So., 22. November 2026, 10:00\u00a0Uhr', 'Kontakt Sa., 21. November 2026, 10:00\u00a0Uhr', 'Newsletter Do., 19. November 2026, 10:00\u00a0Uhr']);
  expect(screen.getAllByRole('link', { name: 'Newsletter' })[0]).toHaveAttribute('href', '/cms-hub/forms/2/entries');
});
