import { Suspense } from 'react';
import { useLocation } from 'react-router';
import type { Locale } from '@festival/shared/i18n/locales';
import { pagePathOf } from '@festival/shared/routes/cms-page-routes';
import type { RouteName } from '@festival/shared/routes/route-table';
import { RemoteParcel } from '@festival/shared/ui/remote-parcel';
import { EarlySubmitsRelease } from './early-submits-release';
import { routeSkeleton } from './route-skeletons';
import { ROUTE_VIEWS } from './route-views';
import { useParcelProps } from './use-parcel-props';

/** Renders one route of the table in one language. */
export function RouteView({ name, locale }: { name: RouteName; locale: Locale }) {
  const parcelProps = useParcelProps(name, locale);
  const { pathname } = useLocation();
  const view = ROUTE_VIEWS[name];
  if ('remote' in view) {
    // One slot per remote module: moving between two events keeps the parcel and updates its props.
    return (
      <>
        <RemoteParcel key={view.remote} module={view.remote} props={parcelProps} loading={routeSkeleton(name)} />
        <EarlySubmitsRelease />
      </>
    );
  }
  const Page = view.page;
  return (
    <Suspense fallback={routeSkeleton(name)}>
      <Page parcelProps={parcelProps} pagePath={pagePathOf(pathname, locale)} />
      <EarlySubmitsRelease />
    </Suspense>
  );
}
