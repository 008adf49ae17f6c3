import type { RouteName } from '@festival/shared/routes/route-table';
import { contentHeadResolvers, contentSitemapPages } from './content-head';
import type { HeadResolver } from './head-types';
import { programmeHeadResolvers } from './programme-head';
import type { SitemapSource } from '../sitemap';
import { staticHeadResolvers } from './static-head';

/** Head resolvers by route name; later sets win, so a domain can refine a static default. */
const resolverSets: Partial<Record<RouteName, HeadResolver>>[] = [
  staticHeadResolvers,
  programmeHeadResolvers,
  contentHeadResolvers,
];

export const headResolvers = Object.assign({}, ...resolverSets) as Partial<Record<RouteName, HeadResolver>>;

/** Pages beyond the route table and the programme that the sitemap lists. */
export const sitemapSources: SitemapSource[] = [contentSitemapPages];
