import { render, screen } from '@testing-library/react';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../i18n/magazine-resources';
import { loadInput, parcelProps } from '../../testing/fixtures';
import { ROUTE_CASES } from '../../testing/route-cases';

/** Issue 13 item 7: a parcel given its route's data shows it at once and asks the api for none of it again. */
test.each(ROUTE_CASES)('the $name renders from the data it is given, without an api call', async ({ Component, load, route, answers, texts }) => {
  const { input } = loadInput(answers, route);
  const data = await load(input, new AbortController().signal);
  const browserFetch = jest.fn();
  globalThis.fetch = browserFetch;
  const Root = withParcelRoot(Component);
  render(<Root {...parcelProps({ ...route, initialData: data })} />);
  for (const text of texts) expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
  expect(browserFetch).not.toHaveBeenCalled();
});

test('data the parcel was given for another route is not shown: it loads its own route', async () => {
  const [landing, category] = ROUTE_CASES;
  const { input } = loadInput(landing!.answers, landing!.route);
  const landingData = await landing!.load(input, new AbortController().signal);
  mockFetch(category!.answers);
  const Root = withParcelRoot(category!.Component);
  render(<Root {...parcelProps({ ...category!.route, initialData: landingData })} />);
  expect(await screen.findByText('Notizen')).toBeInTheDocument();
  expect(screen.queryByText('Leitartikel')).not.toBeInTheDocument();
});
