import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { parcelErrorBoundary, withParcelRoot } from '@festival/shared/ui/parcel-root';
import { PageEditorWithTools } from '../app/page-editor-with-tools';
import '../i18n/page-editor-resources';
import '../features/page-editor/page-editor.lazy.css';

export const { bootstrap, mount, unmount, update } = singleSpaReact<ParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: withParcelRoot(PageEditorWithTools),
  errorBoundary: parcelErrorBoundary,
});
