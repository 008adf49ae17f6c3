import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { parcelErrorBoundary, withParcelRoot } from '@festival/shared/ui/parcel-root';
import { CmsHub } from '../features/cms-hub/components/cms-hub';
import '../features/cms-hub/i18n/hub-resources';
import '../editor.css';

export const { bootstrap, mount, unmount, update } = singleSpaReact<ParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: withParcelRoot(CmsHub),
  errorBoundary: parcelErrorBoundary,
});
