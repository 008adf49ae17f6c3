import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { useHistoryEntryCache } from '../src/stores/history-entry-cache';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor wait for a state, and tests await the imports and promises behind it; this
// bound only ends a wait for a state that never comes. Testing Library's 1 s default is shorter
// than one render takes on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

// Pages are kept per history entry so that Back shows them again; each test is a fresh tab.
beforeEach(() => useHistoryEntryCache.setState({ kept: new Map() }));
