import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { registerRemoteLoader, type ParcelLifecycles } from '../../remotes/remote-registry';
import { ServerModulesContext, ServerSlotContext } from '../../ssr/server-slot';
import type { ParcelProps } from '../../types/parcel-props';
import { parcelErrorBoundary, withParcelRoot } from '../parcel-root';
import { RemoteParcel } from '../remote-parcel';

const props = (locale: 'de' | 'en' = 'de'): ParcelProps => ({
  locale,
  routeName: 'events',
  params: {},
  query: {},
  navigate: jest.fn(),
  user: null,
});

function domParcel(text: string): ParcelLifecycles {
  return {
    bootstrap: async () => undefined,
    mount: async (p) => {
      (p as unknown as { domElement: HTMLElement }).domElement.textContent = text;
    },
    unmount: async (p) => {
      (p as unknown as { domElement: HTMLElement }).domElement.textContent = '';
    },
  };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('mounts the parcel the loader returns', async () => {
  const loader = jest.fn().mockResolvedValue(domParcel('Programm'));
  registerRemoteLoader(loader);
  render(<RemoteParcel module="mf_programme/programme-page" props={props()} />);
  expect(await screen.findByText('Programm')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mf_programme/programme-page');
});

test('a remote that cannot load shows the German fallback, and retry loads it again', async () => {
  const loader = jest.fn().mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValueOnce(domParcel('Warenkorb'));
  registerRemoteLoader(loader);
  render(<RemoteParcel module="mf_shop/booking-widget" props={props('de')} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveAttribute('data-testid', 'remote-fallback');
  expect(alert).toHaveTextContent('Dieser Bereich konnte gerade nicht geladen werden.');
  await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  expect(await screen.findByText('Warenkorb')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(2);
});

test('the fallback speaks English on English pages', async () => {
  registerRemoteLoader(() => Promise.reject(new Error('down')));
  render(<RemoteParcel module="mf_magazine/magazine-page" props={props('en')} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded right now.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('a parcel whose mount fails shows the fallback', async () => {
  registerRemoteLoader(async () => ({ ...domParcel(''), mount: () => Promise.reject(new Error('mount failed')) }));
  render(<RemoteParcel module="mf_programme/event-detail" props={props()} />);
  expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
});

test('a parcel that throws while rendering shows the fallback in its slot, and retry renders it again', async () => {
  let broken = true;
  function Flaky() {
    if (broken) throw new Error('render failed');
    return <p>Veranstaltung</p>;
  }
  const lifecycles = singleSpaReact<ParcelProps>({
    React,
    ReactDOMClient,
    rootComponent: withParcelRoot(Flaky),
    errorBoundary: parcelErrorBoundary,
  }) as unknown as ParcelLifecycles;
  registerRemoteLoader(async () => lifecycles);
  render(
    <>
      <p>Kopfzeile</p>
      <RemoteParcel module="mf_programme/event-detail" props={props()} />
    </>,
  );
  expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
  expect(screen.getByText('Kopfzeile')).toBeInTheDocument();
  broken = false;
  await act(async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  });
  await waitFor(() => expect(screen.getByText('Veranstaltung')).toBeInTheDocument());
  expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
});

test('a slot can bring its own fallback', async () => {
  registerRemoteLoader(() => Promise.reject(new Error('down')));
  render(
    <RemoteParcel
      module="mf_shop/booking-widget"
      props={props()}
      fallback={() => <a href="https://shop.example/1">Im Webshop kaufen</a>}
    />,
  );
  expect(await screen.findByRole('link', { name: 'Im Webshop kaufen' })).toBeInTheDocument();
});

test('a parcel that takes longer than single-spa’s 3 s to mount is awaited without an error', async () => {
  jest.useFakeTimers();
  try {
    let finishMount: (() => void) | null = null;
    const slow: ParcelLifecycles = {
      bootstrap: async () => undefined,
      mount: (p) => new Promise<void>((resolve) => {
        finishMount = () => {
          (p as unknown as { domElement: HTMLElement }).domElement.textContent = 'Spät, aber da';
          resolve();
        };
      }),
      unmount: async () => undefined,
    };
    registerRemoteLoader(() => Promise.resolve(slow));
    render(<RemoteParcel module="mf_programme/programme-page" props={props()} />);
    await waitFor(() => expect(finishMount).not.toBeNull());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(8_000);
    });
    act(() => finishMount?.());
    expect(await screen.findByText('Spät, aber da')).toBeInTheDocument();
    expect(jest.mocked(console.error).mock.calls.flat().join(' ')).not.toMatch(/code=31|did not resolve or reject/);
  } finally {
    jest.useRealTimers();
  }
});

describe('a slot the server rendered', () => {
  const slot = { module: 'mf_programme/event-detail' as const, html: '<h1>Nachtfähre</h1>', data: { id: 12 } };

  test('shows the server HTML at once and mounts the parcel into it with the server data', async () => {
    let release: (lifecycles: ParcelLifecycles) => void = () => undefined;
    registerRemoteLoader(() => new Promise<ParcelLifecycles>((resolve) => { release = resolve; }));
    const mounted: { element: HTMLElement; text: string | null; initialData: unknown }[] = [];
    const hydrating: ParcelLifecycles = {
      bootstrap: async () => undefined,
      mount: async (p) => {
        const { domElement, initialData } = p as unknown as { domElement: HTMLElement; initialData: unknown };
        mounted.push({ element: domElement, text: domElement.textContent, initialData });
      },
      unmount: async () => undefined,
    };
    const container = document.createElement('div');
    container.innerHTML = `<div data-server-slot="">${slot.html}</div>`;
    document.body.append(container);
    render(
      <ServerSlotContext.Provider value={slot}>
        <RemoteParcel module="mf_programme/event-detail" props={props()} loading={<p>lädt</p>} />
      </ServerSlotContext.Provider>,
      { container, hydrate: true },
    );
    expect(screen.getByRole('heading', { name: 'Nachtfähre' })).toBeInTheDocument();
    expect(screen.queryByText('lädt')).not.toBeInTheDocument();
    const element = container.firstElementChild;
    await act(async () => release(hydrating));
    await waitFor(() => expect(mounted).toHaveLength(1));
    expect(mounted[0]).toEqual({ element, text: 'Nachtfähre', initialData: { id: 12 } });
    expect(container.firstElementChild).toBe(element);
  });

  test('once the server HTML has left the page (a later visit of the route), the slot loads as usual', async () => {
    const mount = jest.fn(async () => undefined);
    registerRemoteLoader(async () => ({ bootstrap: async () => undefined, mount, unmount: async () => undefined }));
    render(
      <ServerSlotContext.Provider value={slot}>
        <RemoteParcel module="mf_programme/event-detail" props={props()} loading={<p>lädt</p>} />
      </ServerSlotContext.Provider>,
    );
    expect(screen.getByText('lädt')).toBeInTheDocument();
    await waitFor(() => expect(mount).toHaveBeenCalled());
    expect(mount.mock.calls[0]).not.toHaveProperty('0.initialData');
  });

  test('a slot of another module loads as usual, without server data', async () => {
    const mount = jest.fn(async () => undefined);
    registerRemoteLoader(async () => ({ bootstrap: async () => undefined, mount, unmount: async () => undefined }));
    render(
      <ServerSlotContext.Provider value={slot}>
        <RemoteParcel module="mf_shop/booking-widget" props={props()} loading={<p>lädt</p>} />
      </ServerSlotContext.Provider>,
    );
    expect(screen.getByText('lädt')).toBeInTheDocument();
    await waitFor(() => expect(mount).toHaveBeenCalled());
    expect(mount.mock.calls[0]).not.toHaveProperty('0.initialData');
  });
});

describe('CMS modules the server rendered', () => {
  const served = { slug: 'eventlist-1', module: 'mf_programme/event-list-module' as const, html: '<p>Heute Abend</p>', data: { now: '2026-11-18T17:00:00.000Z' } };
  const modules = new Map([[served.slug, served]]);

  function recordingParcel(mounted: { text: string | null; initialData: unknown }[]): ParcelLifecycles {
    return {
      bootstrap: async () => undefined,
      mount: async (p) => {
        const { domElement, initialData } = p as unknown as { domElement: HTMLElement; initialData: unknown };
        mounted.push({ text: domElement.textContent, initialData });
      },
      unmount: async () => undefined,
    };
  }

  test('the module with that slug shows its server HTML and hydrates it with its data; the route slot is left alone', async () => {
    const mounted: { text: string | null; initialData: unknown }[] = [];
    registerRemoteLoader(async () => recordingParcel(mounted));
    const container = document.createElement('div');
    container.innerHTML = `<div data-server-module="eventlist-1">${served.html}</div>`;
    document.body.append(container);
    render(
      <ServerModulesContext.Provider value={modules}>
        <RemoteParcel module="mf_programme/event-list-module" props={props()} slug="eventlist-1" loading={<p>lädt</p>} />
      </ServerModulesContext.Provider>,
      { container, hydrate: true },
    );
    expect(screen.getByText('Heute Abend')).toBeInTheDocument();
    expect(container.querySelector('[data-server-slot]')).toBeNull();
    await waitFor(() => expect(mounted).toHaveLength(1));
    expect(mounted[0]).toEqual({ text: 'Heute Abend', initialData: served.data });
    container.remove();
  });

  test('a module of another slug, or one whose server HTML is not in the page, loads as usual', async () => {
    const mounted: { text: string | null; initialData: unknown }[] = [];
    registerRemoteLoader(async () => recordingParcel(mounted));
    render(
      <ServerModulesContext.Provider value={modules}>
        <RemoteParcel module="mf_programme/event-list-module" props={props()} slug="eventlist-2" loading={<p>lädt</p>} />
        <RemoteParcel module="mf_programme/event-list-module" props={props()} slug="eventlist-1" loading={<p>lädt auch</p>} />
      </ServerModulesContext.Provider>,
    );
    expect(screen.getByText('lädt')).toBeInTheDocument();
    expect(screen.getByText('lädt auch')).toBeInTheDocument();
    await waitFor(() => expect(mounted).toHaveLength(2));
    expect(mounted.map((entry) => entry.initialData)).toEqual([undefined, undefined]);
  });

  describe('that hydrate once near the viewport', () => {
    let observed: { element: Element; callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];

    beforeEach(() => {
      observed = [];
      window.IntersectionObserver = class {
        constructor(private readonly callback: IntersectionObserverCallback, private readonly options?: IntersectionObserverInit) {}
        observe(element: Element) {
          observed.push({ element, callback: this.callback, options: this.options });
        }
        disconnect() {
          observed = observed.filter((entry) => entry.callback !== this.callback);
        }
      } as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      delete (window as Partial<typeof window>).IntersectionObserver;
    });

    function renderServedModule(html = served.html) {
      const container = document.createElement('div');
      container.innerHTML = `<div data-server-module="eventlist-1" data-waits-until-near="">${html}</div>`;
      document.body.append(container);
      render(
        <ServerModulesContext.Provider value={modules}>
          <RemoteParcel module="mf_programme/event-list-module" props={props()} slug="eventlist-1" loading={<p>lädt</p>} hydrate="near" />
        </ServerModulesContext.Provider>,
        { container, hydrate: true },
      );
      return container.firstElementChild as HTMLElement;
    }

    const comeNear = (element: Element) =>
      act(() => {
        for (const entry of observed.filter((candidate) => candidate.element === element)) {
          entry.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      });

    test('the remote loads only when the module comes near the viewport, and then hydrates it with its data', async () => {
      const mounted: { text: string | null; initialData: unknown }[] = [];
      const loader = jest.fn(async () => recordingParcel(mounted));
      registerRemoteLoader(loader);
      const element = renderServedModule();
      await act(async () => undefined);
      expect(loader).not.toHaveBeenCalled();
      expect(element).toHaveAttribute('data-waits-until-near');
      expect(observed.map((entry) => [entry.element, entry.options?.rootMargin])).toEqual([[element, '200px 0px']]);
      comeNear(element);
      await waitFor(() => expect(mounted).toHaveLength(1));
      expect(mounted[0]).toEqual({ text: 'Heute Abend', initialData: served.data });
      expect(element).not.toHaveAttribute('data-waits-until-near');
      expect(observed).toEqual([]);
      element.parentElement?.remove();
    });

    test('a pointer or the keyboard reaching for the module loads its remote before it is in view', async () => {
      const loader = jest.fn(async () => recordingParcel([]));
      registerRemoteLoader(loader);
      const element = renderServedModule('<a href="/de/programm">Programm</a>');
      await act(async () => undefined);
      expect(loader).not.toHaveBeenCalled();
      act(() => (element.querySelector('a') as HTMLElement).focus());
      await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
      element.parentElement?.remove();
    });

    test('a click on a button of the module before it has hydrated is held and given to the hydrated button, once', async () => {
      let release: (lifecycles: ParcelLifecycles) => void = () => undefined;
      registerRemoteLoader(() => new Promise<ParcelLifecycles>((resolve) => { release = resolve; }));
      const clicks: string[] = [];
      const hydrating: ParcelLifecycles = {
        bootstrap: async () => undefined,
        mount: async (p) => {
          const { domElement } = p as unknown as { domElement: HTMLElement };
          domElement.querySelector('button')?.addEventListener('click', () => clicks.push('hydrated'));
        },
        unmount: async () => undefined,
      };
      const element = renderServedModule('<button type="button">Mehr laden</button>');
      const button = element.querySelector('button') as HTMLButtonElement;
      const outside = jest.fn();
      document.addEventListener('click', outside);
      act(() => button.click());
      expect(clicks).toEqual([]);
      expect(outside).not.toHaveBeenCalled();
      await act(async () => release(hydrating));
      await waitFor(() => expect(clicks).toEqual(['hydrated']));
      act(() => button.click());
      expect(clicks).toEqual(['hydrated', 'hydrated']);
      document.removeEventListener('click', outside);
      element.parentElement?.remove();
    });
  });
});
