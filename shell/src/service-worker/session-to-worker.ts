import { useOrdersStore } from '@festival/shared/stores/orders-store';
import { useSessionStore, type SessionState } from '@festival/shared/stores/session-store';
import { accountKey } from '../worker/session-state';
import { tellSession } from './worker-messages';

function follow(state: SessionState): void {
  // Without network the session call fails: that says nothing about who is signed in.
  if (state.status !== 'ready' || !state.details) return;
  const account = state.details.is_logged_in ? accountKey(state.details.email) : '';
  useOrdersStore.getState().claim(account);
  tellSession(account, state.details.is_logged_in && state.details.is_editor);
}

/**
 * Whatever was kept offline for one account is never shown to another: each answer of the session
 * call tells the worker and the kept orders who is signed in; a change of account empties them.
 */
export function followSessionForOffline(): void {
  follow(useSessionStore.getState());
  useSessionStore.subscribe((state, previous) => {
    if (state.details !== previous.details || state.status !== previous.status) follow(state);
  });
}
