import { lazy, type ComponentType } from 'react';

type PageModule<P> = { default: ComponentType<P> };

/**
 * A page whose code loads on demand and can be loaded before the app hydrates the server's HTML
 * of it (start/start-app.tsx). A page still waiting for its code while the app hydrates is rendered anew
 * if its props change first (the session's answer changes them), and what the visitor had typed
 * into its form is lost. Once loaded, React takes it without suspending: the thenable it is given
 * answers at once.
 */
export function lazyPage<P>(load: () => Promise<PageModule<P>>) {
  let loaded: PageModule<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed download may be asked for again.
        loading = undefined;
        throw error;
      },
    ));
  const Page = lazy(() => {
    const ready = loaded;
    if (!ready) return preload();
    return { then: (resolve: (module: PageModule<P>) => void) => resolve(ready) } as unknown as Promise<PageModule<P>>;
  });
  return Object.assign(Page, { preload });
}
