import { render, screen } from '@testing-library/react';
import { ApiError } from '@festival/shared/api-client/api-client';
import { usePageTitleStore } from '@festival/shared/stores/page-title-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import type { RouteLoad, RouteLoadInput } from '../route-data';
import { keyedLoad, routeKey, type Keyed } from '../route-key';
import type { PageHead } from '../server-expose';
import { usePageData } from '../use-page-data';

type Evening = Keyed<{ title: string }>;

const routeProps = (id: string, slug = 'abend'): ParcelProps => ({
  locale: 'de', routeName: 'events-slug-id', params: { slug, id }, query: {}, navigate: jest.fn(), user: null,
});
const served = (id: string): Evening => ({ title: `Abend ${id}`, routeKey: routeKey(routeProps(id)) });
const head: PageHead<Evening> = (evening) => ({ title: evening.title, description: '' });

/** The api behind the route's load: an evening by id, or the error it is given. */
function api(error?: Error) {
  const fetchEvening = jest.fn(async ({ params }: RouteLoadInput) => {
    if (error) throw error;
    return { title: `Abend ${params.id}` };
  });
  return { fetchEvening, load: keyedLoad(fetchEvening) };
}

function Page({ load, ...props }: ParcelProps & { load: RouteLoad<Evening> }) {
  const page = usePageData(props, load, head);
  return <p>{page.status === 'ready' ? page.data.title : page.status}</p>;
}

beforeEach(() => usePageTitleStore.setState({ path: null, subject: null }));

test('the server\'s data for this route is shown in the first render and not loaded again; its head is told', async () => {
  const { fetchEvening, load } = api();
  render(<Page {...routeProps('1')} initialData={served('1')} load={load} />);
  expect(screen.getByText('Abend 1')).toBeInTheDocument();
  await screen.findByText('Abend 1');
  expect(fetchEvening).not.toHaveBeenCalled();
  expect(usePageTitleStore.getState().subject).toEqual({ title: 'Abend 1' });
});

test('the server\'s data for another route is not shown: the route loads its own', async () => {
  const { fetchEvening, load } = api();
  render(<Page {...routeProps('2')} initialData={served('1')} load={load} />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('Abend 2')).toBeInTheDocument();
  expect(fetchEvening).toHaveBeenCalledTimes(1);
});

test('another id loads again; another slug for the same id does not', async () => {
  const { fetchEvening, load } = api();
  const { rerender } = render(<Page {...routeProps('1')} initialData={served('1')} load={load} />);
  rerender(<Page {...routeProps('2')} initialData={served('1')} load={load} />);
  expect(await screen.findByText('Abend 2')).toBeInTheDocument();
  expect(fetchEvening.mock.calls.map(([input]) => input.params.id)).toEqual(['2']);
  expect(usePageTitleStore.getState().subject).toEqual({ title: 'Abend 2' });

  rerender(<Page {...routeProps('2', 'neuer-abend')} initialData={served('1')} load={load} />);
  await screen.findByText('Abend 2');
  expect(fetchEvening).toHaveBeenCalledTimes(1);
});

test('the last route\'s data is not kept for the next route while that loads', () => {
  const load = keyedLoad(async ({ params }: RouteLoadInput) => (params.id === '1' ? { title: 'Abend 1' } : new Promise<never>(() => undefined)));
  const { rerender, unmount } = render(<Page {...routeProps('1')} initialData={served('1')} load={load} />);
  rerender(<Page {...routeProps('2')} initialData={served('1')} load={load} />);
  unmount();
  render(<Page {...routeProps('2')} load={load} />);
  expect(screen.getByText('loading')).toBeInTheDocument();
});

test('the api\'s 404 tells the head the page is not found; another failure does not', async () => {
  const { load } = api(new ApiError(404, 'Not found.'));
  const { unmount } = render(<Page {...routeProps('1')} load={load} />);
  await screen.findByText('error');
  expect(usePageTitleStore.getState().subject).toEqual({ error: 404 });
  unmount();

  usePageTitleStore.setState({ path: null, subject: null });
  render(<Page {...routeProps('1')} load={api(new ApiError(500, 'Down.')).load} />);
  await screen.findByText('error');
  expect(usePageTitleStore.getState().subject).toBeNull();
});

test('Back to a route shows what its history entry kept, in the first render, without loading it again', async () => {
  const { fetchEvening, load } = api();
  window.history.replaceState({ key: 'first' }, '');
  const { unmount } = render(<Page {...routeProps('1')} load={load} />);
  await screen.findByText('Abend 1');
  // The visitor follows a link: the router enters the next history entry, then the page unmounts.
  window.history.replaceState({ key: 'next' }, '');
  unmount();

  window.history.replaceState({ key: 'first' }, '');
  render(<Page {...routeProps('1')} load={load} />);
  expect(screen.getByText('Abend 1')).toBeInTheDocument();
  await screen.findByText('Abend 1');
  expect(fetchEvening).toHaveBeenCalledTimes(1);
});
