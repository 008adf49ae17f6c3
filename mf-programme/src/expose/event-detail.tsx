import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { parcelErrorBoundary, withParcelRoot } from '@festival/shared/ui/parcel-root';
import { EventDetail } from '../features/event-detail/components/event-detail';
import '../i18n/programme-resources';
import '../programme.css';

export const { bootstrap, mount, unmount, update } = singleSpaReact<ParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: withParcelRoot(EventDetail),
  errorBoundary: parcelErrorBoundary,
});
