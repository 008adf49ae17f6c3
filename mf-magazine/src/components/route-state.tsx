import type { ReactNode } from 'react';
import type { ApiData } from '@festival/shared/api-client/use-api-data';
import { isNotFound } from '@festival/shared/api-client/is-not-found';
import { LoadError } from '@festival/shared/ui/load-error';
import { NotFound } from './not-found';

interface RouteStateProps<Data> {
  route: ApiData<Data> & { reload: () => void };
  /** The route's loading skeleton, the size of what replaces it. */
  skeleton: ReactNode;
  children: (data: Data) => ReactNode;
}

/** A route while its data loads, when it does not exist, when loading failed (with a retry), or its content. */
export function RouteState<Data>({ route, skeleton, children }: RouteStateProps<Data>) {
  if (route.status === 'loading') return <>{skeleton}</>;
  if (route.status === 'error') return isNotFound(route.error) ? <NotFound /> : <LoadError onRetry={route.reload} />;
  return <>{children(route.data)}</>;
}
