import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../../i18n/programme-resources';
import { parcelProps } from '../../../testing/fixtures';
import { AuthorsPage } from '../components/authors-page';

const Page = withParcelRoot(AuthorsPage);
const person = (id: number, first: string, last: string) => ({
  id, name: `${first} ${last}`, first_name: first, last_name: last, link: `/de/autorinnen/p/${id}`,
  preline: '', subline: '', headline: '', link_text: '', image_obj: null, image_thumbnails: null,
});

test('"Weitere laden" by keyboard: the focus moves on to the first new author, not to the page', async () => {
  mockFetch({
    '/de/api/persons/?page=1': { count: 3, next: '/de/api/persons/?page=2', previous: null, results: [person(1, 'Anna', 'Seghers'), person(2, 'Irmgard', 'Keun')] },
    '/de/api/persons/?page=2': { count: 3, next: null, previous: '/de/api/persons/?page=1', results: [person(3, 'Mascha', 'Kaléko')] },
  });
  render(<Page {...parcelProps({ routeName: 'authors' })} />);
  const more = await screen.findByRole('button', { name: 'Weitere laden' });
  more.focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('link', { name: 'Mascha Kaléko' })).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Weitere laden' })).not.toBeInTheDocument();
});
