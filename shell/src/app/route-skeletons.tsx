import type { ReactNode } from 'react';
import type { RouteName } from '@festival/shared/routes/route-table';
import {
  ArticleSkeleton, EnsembleSkeleton, EventDetailSkeleton, EventListSkeleton, MagazineSkeleton, PageHeaderSkeleton,
  ProductionsSkeleton, SeriesSkeleton, TagsSkeleton, VenueSkeleton,
} from '@festival/shared/ui/skeletons';

/** Spec §2 loading skeletons: what a route shows while its remote loads; others get the page header. */
const ROUTE_SKELETONS: Partial<Record<RouteName, () => ReactNode>> = {
  events: () => <EventListSkeleton />,
  'events-slug-id': () => <EventDetailSkeleton />,
  authors: () => <EnsembleSkeleton />,
  'authors-slug-id': () => <EventDetailSkeleton />,
  productions: () => <ProductionsSkeleton />,
  'productions-slug-id': () => <EventDetailSkeleton />,
  'venues-slug-id': () => <VenueSkeleton />,
  'series-slug-id': () => <SeriesSkeleton />,
  magazine: () => <MagazineSkeleton />,
  'magazine-categories-category-id': () => <MagazineSkeleton />,
  'magazine-tags': () => <TagsSkeleton />,
  'magazine-tags-tag-id': () => <MagazineSkeleton />,
  'magazine-slug-id': () => <ArticleSkeleton />,
};

export function routeSkeleton(name: RouteName): ReactNode {
  return ROUTE_SKELETONS[name]?.() ?? <PageHeaderSkeleton />;
}
