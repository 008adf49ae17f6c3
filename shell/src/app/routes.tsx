import { lazy, Suspense } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import type { Locale } from '@festival/shared/i18n/locales';
import { ROUTES, UNLOCALISED_ROUTES, WEBSHOP_ROUTE_NAMES, type RouteName } from '@festival/shared/routes/route-table';
import { WEBSHOP_REMOTE } from '@festival/shared/remotes/route-remotes';
import { RemoteParcel } from '@festival/shared/ui/remote-parcel';
import { PageHeaderSkeleton } from '@festival/shared/ui/skeletons';
import { ErrorPage } from '../errors/error-page';
import { DashboardLayout } from '../layouts/dashboard-layout';
import { PageFrame } from '../layouts/page-frame';
import { usePageLocale } from '../locale/use-page-locale';
import { EarlySubmitsRelease } from './early-submits-release';
import { RouteView } from './route-view';
import { useParcelProps } from './use-parcel-props';

// Only editors open the CMS hub; visitors' pages do not carry its code.
const CmsHubPage = lazy(() => import('../editor/cms-hub-page'));
const DashboardPage = lazy(() => import('../dashboard/dashboard-page'));

function WebshopView() {
  const props = useParcelProps(null, usePageLocale(useLocation().pathname));
  return (
    <>
      <RemoteParcel module={WEBSHOP_REMOTE} props={props} />
      <EarlySubmitsRelease />
    </>
  );
}

/** The router's routes, built from the route table: every name in the languages given. */
export function buildRoutes(locales: readonly Locale[]): RouteObject[] {
  const localised: RouteObject[] = (Object.keys(ROUTES) as RouteName[]).flatMap((name) =>
    locales.map((locale) => ({ path: ROUTES[name][locale], element: <RouteView name={name} locale={locale} /> })),
  );
  const webshop: RouteObject[] = WEBSHOP_ROUTE_NAMES.map((name) => ({ path: UNLOCALISED_ROUTES[name], element: <WebshopView /> }));
  return [
    {
      element: (
        <PageFrame variant="default">
          <Outlet />
        </PageFrame>
      ),
      children: [
        ...localised,
        // A path without a locale that names a route is redirected by the page rules; what is
        // left names nothing: the 404 page in the visitor's language, as the server answers.
        { path: '*', element: <><ErrorPage status={404} /><EarlySubmitsRelease /></> },
      ],
    },
    {
      element: (
        <PageFrame variant="webshop">
          <Outlet />
        </PageFrame>
      ),
      children: webshop,
    },
    {
      // Spec §2: the dashboard and the CMS hub share the dashboard layout.
      element: (
        <DashboardLayout>
          <Suspense fallback={<PageHeaderSkeleton />}>
            <Outlet />
          </Suspense>
        </DashboardLayout>
      ),
      children: [
        { path: UNLOCALISED_ROUTES.dashboard, element: <><DashboardPage /><EarlySubmitsRelease /></> },
        { path: UNLOCALISED_ROUTES['cms-hub'], element: <><CmsHubPage /><EarlySubmitsRelease /></> },
      ],
    },
  ];
}
