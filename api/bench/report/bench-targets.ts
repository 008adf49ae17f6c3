import type { LoadKey } from './bench-types';
import { atLeast, atMost, type Target } from './figures';

/** The site's performance targets (the server-rendering and quality-gate work), in one place. */
export const LIGHTHOUSE_TARGETS = {
  performance: atLeast(97),
  lcpS: atMost(1.5),
  cls: atMost(0.02),
  tbtMs: atMost(150),
  accessibility: atLeast(100),
  bestPractices: atLeast(100),
  seo: atLeast(100),
} satisfies Record<string, Target>;

/**
 * A common tap's latency on the calibrated CPU, ms: once hydrated, its longest Event Timing entry;
 * while hydrating, also the time from the tap to the first frame that shows its answer.
 */
export const INTERACTION_TARGET_MS = atMost(100);
export const HYDRATING_INTERACTION_TARGET_MS = atMost(200);

/** JavaScript a route fetches, gzip, in kB of 1000 bytes. */
export const ROUTE_JS_TARGET = atMost(220);
/** The part of a route's JavaScript that the shell serves (start-up code and shared libraries), gzip, kB. */
export const SHELL_JS_TARGET = atMost(130);
/** Each remote's remoteEntry.js, gzip, kB. */
export const REMOTE_ENTRY_TARGET = atMost(30);

interface LoadTarget {
  /** Throughput as a percentage of the hello-world's in the same rounds. */
  share: Target;
  p99Ms: Target;
}

/** A document rendered for the request. */
const DOCUMENT: LoadTarget = { share: atLeast(5), p99Ms: atMost(100) };
/** A document asked for again: answered from the document cache, where the api has one. */
const CACHED_DOCUMENT: LoadTarget = { share: atLeast(30), p99Ms: atMost(100) };

/** Endpoints without an entry are measured and shown without a target. */
export const LOAD_TARGETS: Partial<Record<LoadKey, LoadTarget>> = {
  'events-list': { share: atLeast(40), p99Ms: atMost(25) },
  'events-random-filters': { share: atLeast(20), p99Ms: atMost(50) },
  'document-programme': CACHED_DOCUMENT,
  'document-event': CACHED_DOCUMENT,
  'document-programme-new-url': DOCUMENT,
  'document-event-new-url': DOCUMENT,
};

/** p99 of the filtered events list with the grown table over its p99 with the seeded one. */
export const EVENTS_P99_GROWTH_TARGET = atMost(1.5);

/** A visitor's cached page while one client floods the server with new URLs (20 connections). */
export const FLOOD_VISITOR_P99_TARGET = atMost(50);
