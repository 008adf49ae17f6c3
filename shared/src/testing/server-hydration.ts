import { act } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';

/**
 * Puts a parcel's server HTML into the page and hydrates it from the data it was rendered with,
 * as the browser does; gives the element and the console errors logged meanwhile. A hydration
 * mismatch (which React recovers from by rendering anew, reporting it aside) fails the test.
 */
export async function hydrateServerHtml(Component: ComponentType<ParcelProps>, props: ParcelProps, html: string, data: unknown) {
  const errors = jest.spyOn(console, 'error');
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  const Root = withParcelRoot(Component);
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(element, createElement(Root, { ...props, initialData: data }), { onRecoverableError: (error) => mismatches.push(error) });
  });
  if (mismatches.length > 0) throw new Error(`hydration did not match the server HTML: ${mismatches.map(String).join('; ')}`);
  return { element, errors };
}
