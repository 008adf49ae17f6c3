/** @jest-environment node */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../i18n/magazine-resources';
import { loadInput, parcelProps } from '../../testing/fixtures';
import { ROUTE_CASES } from '../../testing/route-cases';

/** Issue 13: the route renders on the server (no window, no effects) with its content from the loaded data. */
test.each(ROUTE_CASES)('the $name renders on the server from its loaded data', async ({ Component, load, route, answers, texts }) => {
  const { input } = loadInput(answers, route);
  const data = await load(input, new AbortController().signal);
  const html = renderToString(createElement(withParcelRoot(Component), parcelProps({ ...route, initialData: data })));
  expect(typeof window).toBe('undefined');
  expect(html).not.toContain('data-skeleton');
  for (const text of texts) expect(html).toContain(text);
});
