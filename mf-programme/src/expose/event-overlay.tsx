import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { parcelErrorBoundary, withParcelRoot } from '@festival/shared/ui/parcel-root';
import { ProgrammeOverlay } from '../features/event-overlay/components/programme-overlay';
import { ProgrammeView } from '../features/programme/components/programme-view';
import '../i18n/programme-resources';
import '../programme.css';

/** The overlay composes the programme list of the programme feature (spec §2 event overlay). */
function EventOverlayParcel(props: ParcelProps) {
  return <ProgrammeOverlay {...props} List={ProgrammeView} />;
}

export const { bootstrap, mount, unmount, update } = singleSpaReact<ParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: withParcelRoot(EventOverlayParcel),
  errorBoundary: parcelErrorBoundary,
});
