import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { parcelErrorBoundary, withParcelRoot } from '@festival/shared/ui/parcel-root';
import { ToolbarWithTools } from '../app/toolbar-with-tools';
import '../i18n/editor-resources';
import '../editor.css';

export const { bootstrap, mount, unmount, update } = singleSpaReact<ParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: withParcelRoot(ToolbarWithTools),
  errorBoundary: parcelErrorBoundary,
});
