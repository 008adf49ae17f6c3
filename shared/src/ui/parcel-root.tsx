import type { ComponentType, ErrorInfo, FunctionComponent } from 'react';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { AppProvider } from '@festival/shared/ui/app-context';
import { RemoteFallback } from '@festival/shared/ui/remote-fallback';

/**
 * The root a remote's parcel renders: the app context built from the parcel props, so shared
 * links and texts work inside the parcel's own React root.
 */
export function withParcelRoot(Component: ComponentType<ParcelProps>): FunctionComponent<ParcelProps> {
  function ParcelRoot(props: ParcelProps) {
    return (
      <AppProvider locale={props.locale} navigate={props.navigate}>
        <Component {...props} />
      </AppProvider>
    );
  }
  ParcelRoot.displayName = `ParcelRoot(${Component.displayName ?? Component.name})`;
  return ParcelRoot;
}

/** single-spa-react's errorBoundary: a parcel that throws while rendering shows the fallback. */
export function parcelErrorBoundary(error: Error, _info: ErrorInfo, props: ParcelProps) {
  console.error('parcel failed while rendering', error);
  return <RemoteFallback locale={props.locale} onRetry={props.retry} />;
}
