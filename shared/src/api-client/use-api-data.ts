import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export type ApiData<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

const sameInputs = (a: DependencyList, b: DependencyList) => a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * Runs a loader when its inputs change, aborts the previous run, and reports loading, data or
 * error. reload() runs it again with the same inputs. `initial` is data already at hand for the
 * first inputs (the server rendered the page with it): it is shown at once and not loaded again
 * until the inputs change.
 */
export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, initial?: T): ApiData<T> & { reload: () => void } {
  const [state, setState] = useState<ApiData<T>>(initial === undefined ? { status: 'loading' } : { status: 'ready', data: initial });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  /** The inputs the initial data belongs to, until they change or a reload is asked for. */
  const initialInputs = useRef<DependencyList | null>(initial === undefined ? null : deps);

  useEffect(() => {
    if (initialInputs.current && round === 0 && sameInputs(initialInputs.current, deps)) return undefined;
    initialInputs.current = null;
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to load again; `load` is a new closure every render
  }, [...deps, round]);

  return { ...state, reload };
}
