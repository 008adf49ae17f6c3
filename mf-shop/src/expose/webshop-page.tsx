import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { parcelErrorBoundary, withParcelRoot } from '@festival/shared/ui/parcel-root';
import { WebshopPage } from '../webshop/webshop-page';
import '../i18n/shop-resources';
import '../i18n/webshop-resources';
import '../shop.css';
import '../webshop.css';
import '../webshop-calendar.css';

export const { bootstrap, mount, unmount, update } = singleSpaReact<ParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: withParcelRoot(WebshopPage),
  errorBoundary: parcelErrorBoundary,
});
