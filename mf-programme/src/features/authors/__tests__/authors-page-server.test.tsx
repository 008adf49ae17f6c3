import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import '../../../i18n/programme-resources';
import { hydrateServerHtml } from '@festival/shared/testing/server-hydration';
import { parcelProps } from '../../../testing/fixtures';
import { loadPersons } from '../api/get-persons';
import { AuthorsPage } from '../components/authors-page';

const person = (id: number, first: string, last: string) => ({
  id, name: `${first} ${last}`, first_name: first, last_name: last, link: `/de/autorinnen/p/${id}`,
  preline: '', subline: '', headline: '', link_text: '', image_obj: null, image_thumbnails: null,
});
const answers = {
  '/de/api/persons/?page=1': { count: 3, next: '/de/api/persons/?page=2', previous: null, results: [person(1, 'Anna', 'Seghers'), person(2, 'Irmgard', 'Keun')] },
  '/de/api/persons/?page=2': { count: 3, next: null, previous: '/de/api/persons/?page=1', results: [person(3, 'Mascha', 'Kaléko')] },
};
const props = parcelProps({ routeName: 'authors' });
const routeProps = { locale: props.locale, routeName: props.routeName, params: props.params, query: props.query };

afterEach(() => jest.restoreAllMocks());

test('the first page is rendered on the server, hydrated without asking for it again, and the next page loads on demand', async () => {
  const data = await loadPersons({ ...routeProps, now: () => new Date(), fetch: mockFetch(answers) }, new AbortController().signal);
  const html = serverParcel(AuthorsPage, loadPersons).render(routeProps, data);
  expect(html).toContain('Anna Seghers');

  const fetch = mockFetch(answers);
  const { errors } = await hydrateServerHtml(AuthorsPage, props, html, data);
  expect(errors).not.toHaveBeenCalled();
  expect(fetch).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Weitere laden' }));
  expect(await screen.findByRole('link', { name: 'Mascha Kaléko' })).toBeInTheDocument();
  expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/de/api/persons/?page=2']);
});
