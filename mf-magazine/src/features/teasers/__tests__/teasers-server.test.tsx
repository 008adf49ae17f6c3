import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateServerHtml } from '@festival/shared/testing/server-hydration';
import type { ServerParcel } from '@festival/shared/ssr/server-expose';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import * as blogTeaserList from '../../../expose/blog-teaser-list.server';
import * as highlightTeaser from '../../../expose/highlight-teaser.server';
import { article, essays, parcelProps } from '../../../testing/fixtures';
import { BlogTeaserList } from '../components/blog-teaser-list';
import { HighlightTeaser } from '../components/highlight-teaser';

const cases: { name: string; server: ServerParcel<null>; Component: ComponentType<ParcelProps>; module: Record<string, unknown>; title: string }[] = [
  { name: 'BlogTeaserList', server: blogTeaserList, Component: BlogTeaserList, module: { main_teaser_obj: null, article_objs: [article(1, 'Nachtschrift')] }, title: 'Nachtschrift' },
  { name: 'HighlightTeaser', server: highlightTeaser, Component: HighlightTeaser, module: { categories: [essays], article_objs: [article(2, 'Morgenseiten')] }, title: 'Morgenseiten' },
];

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

test.each(cases)('the $name module renders on the server from its fields alone and hydrates from that', async ({ server, Component, module, title }) => {
  const props = parcelProps({ routeName: 'index', data: { module } });
  const fetch = jest.fn();
  const data = await server.load({ locale: 'de', routeName: 'index', params: {}, query: {}, fetch, now: () => new Date() }, new AbortController().signal);
  expect(fetch).not.toHaveBeenCalled();
  const html = server.render({ locale: 'de', routeName: 'index', params: {}, query: {}, data: props.data }, data);
  expect(html).toContain(title);
  const { errors } = await hydrateServerHtml(Component, props, html, data);
  expect(errors).not.toHaveBeenCalled();
  expect(screen.getByRole('link', { name: title })).toBeInTheDocument();
});
