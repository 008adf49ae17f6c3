import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { ArticleVersions } from '../components/article-versions';

const ida = { username: 'ida', first_name: 'Ida', last_name: 'Irrgang' };
const versions = [
  { id: 9, article_id: 6, revision: 4, created_at: '2026-12-05T09:30:00.000Z', action: 'article.publish', summary: {}, note: '', author: ida, is_current: true },
  { id: 8, article_id: 6, revision: 4, created_at: '2026-12-05T09:20:00.000Z', action: 'module.update', summary: { module_id: 11, model: 'Text' }, note: '', author: ida, is_current: true },
  { id: 7, article_id: 6, revision: 3, created_at: '2026-12-05T09:00:00.000Z', action: 'article.baseline', summary: {}, note: '', author: null, is_current: false },
];

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/';
});

test("an article's versions are listed, compared and restored into its draft, never viewed in place", async () => {
  const fetch = mockFetch({ '/de/pageeditor-api/versions/article/6/': versions, '/de/pageeditor-api/versions/article/7/restore/': { revision: 5, version_id: 10 } });
  const onRestored = jest.fn();
  render(<ArticleVersions articleId={6} revision={4} locale="de" onRestored={onRestored} />);
  await userEvent.click(screen.getByRole('button', { name: 'Versionen' }));
  const dialog = screen.getByRole('dialog', { name: 'Versionen des Beitragstexts' });
  const rows = await within(dialog).findAllByRole('row');
  expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[4]!.textContent)).toEqual(['Veröffentlicht', 'Modul geändert (Text)', 'Ausgangsstand']);
  expect(within(dialog).queryByRole('link', { name: /ansehen/ })).toBeNull();
  expect(within(dialog).getByRole('button', { name: 'Ausgewählte vergleichen' })).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: /wiederherstellen$/ }));
  expect(within(dialog).getByText(/Sie wird der Entwurf des Beitragstexts/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: /jetzt wiederherstellen$/ }));
  await waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
  const restore = fetch.mock.calls.find(([url]) => String(url).endsWith('/restore/')) as unknown as [string, RequestInit];
  expect([String(restore[0]), restore[1].body]).toEqual([expect.stringContaining('/de/pageeditor-api/versions/article/7/restore/'), JSON.stringify({ revision: 4 })]);
});
