import { render } from '@testing-library/react';
import { useSessionStore } from '@festival/shared/stores/session-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../i18n/hub-resources';
import { CmsHub } from '../components/cms-hub';

const Hub = withParcelRoot(CmsHub);

/** The hub parcel at /cms-hub/{rest} for a signed-in editor; navigate is a mock to inspect. */
export function renderHub(rest: string, query: Record<string, string> = {}, locale: 'de' | 'en' = 'de') {
  useSessionStore.setState({ status: 'ready', editor: { email: 'r@example.org', username: 'red', admin_menus: [] } });
  const navigate = jest.fn();
  const props: ParcelProps = { locale, routeName: null, params: { '*': rest }, query, navigate, user: null };
  const view = render(<Hub {...props} />);
  return { ...view, navigate, rerenderAt: (next: string, nextQuery: Record<string, string> = {}) => view.rerender(<Hub {...props} params={{ '*': next }} query={nextQuery} />) };
}

/** The parsed JSON body of the mocked fetch call to `path` with `method`. */
export function sentBody(mock: jest.Mock, path: string, method: string): unknown {
  const call = mock.mock.calls.find(([url, init]: [string, RequestInit | undefined]) => url.split('?')[0] === path && (init?.method ?? 'GET') === method);
  if (!call) throw new Error(`no ${method} ${path}`);
  return JSON.parse(String((call[1] as RequestInit).body));
}
