import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@festival/shared/remotes/remote-modules';
import type { RenderLimitOptions } from './documents/cache/render-limits';
import { shopLimitsFrom, type ShopLimits } from './services/shop/shop-limits';
import { API_DIR } from './api-dir';

export interface AppConfig {
  port: number;
  host: string;
  /** postgres://… switches the store to PostgreSQL; otherwise SQLite at sqliteFile. */
  databaseUrl: string | null;
  sqliteFile: string;
  /** redis://… shares rate-limit counters and the change bus between api instances. */
  redisUrl: string | null;
  /** Folder holding the built apps: <root>/shell/dist, <root>/mf-programme/dist, … */
  workspaceRoot: string;
  /** Per remote: manifest URL from the environment, or null to serve the embedded build. */
  remoteUrls: Record<RemoteName, string | null>;
  /** Per remote: the manifest URL of its server (Node) build, or null for the embedded <remote>/dist-server. */
  remoteServerUrls: Record<RemoteName, string | null>;
  /** scheme://host[:port] browsers use: canonical links, sitemap, robots.txt and /remotes.json name it. */
  publicOrigin: string;
  /** Further Host values (host[:port]) the site answers besides the public origin's; others get 400. */
  allowedHosts: string[];
  /** Behind a reverse proxy: client address, protocol and host come from its X-Forwarded-* headers. */
  trustProxy: boolean;
  seedOnStart: boolean;
  /** Parent domain for the cartAmount and cartUrl cookies (spec §9), e.g. ".festival.example"; null: this host. */
  shopCookieDomain: string | null;
  /** Folder for files uploaded through forms (temp-files). */
  uploadDir: string;
  /** Ticket and client-address limits of the shop and its lock timeout (SHOP_* variables). */
  shopLimits: ShopLimits;
  /** What one client address may send to the public form routes (README: configuration). */
  formLimits: FormLimits;
  /** Most bytes the generated-picture cache keeps on disk; the least recently used go first. */
  mediaCacheBytes: number;
  /** How long an anonymous document is answered from memory (delivery/document-cache.ts); 0 turns it off. */
  documentCacheMs: number;
  /** How long a route's server render (remote load, its api calls, rendering) may take before the browser renders the slot instead. */
  serverRenderTimeoutMs: number;
  /** Fresh document renders at once, their queue's deadline and each client address's budget (delivery/render-limits.ts). */
  renderLimits: RenderLimitOptions;
  /** How often each instance looks for pages whose planned publication has come (PUBLISH_POLL_MS). */
  publishPollMs: number;
  /** TEST_CLOCK=1, for end-to-end tests only: the clock can be set from this machine (routes/test-clock). */
  testClock: boolean;
}

export interface FormLimits {
  uploadsPerMinute: number;
  uploadsPerDay: number;
  entriesPerMinute: number;
  entriesPerDay: number;
  errorLogPerMinute: number;
}

const positive = (value: string | undefined, fallback: number): number => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

const nonNegative = (value: string | undefined, fallback: number): number => {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(number) && number >= 0 ? number : fallback;
};

const workspaceRoot = path.resolve(API_DIR, '..');

/** The origin of a URL such as "https://festival.example/" ("https://festival.example"); throws for others. */
export function parseOrigin(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_ORIGIN must be http or https: ${value}`);
  return url.origin;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const remoteUrls = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, env[`REMOTE_${name.toUpperCase()}_URL`] || null]),
  ) as Record<RemoteName, string | null>;
  const remoteServerUrls = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, env[`REMOTE_${name.toUpperCase()}_SERVER_URL`] || null]),
  ) as Record<RemoteName, string | null>;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    sqliteFile: env.SQLITE_FILE ?? path.join(workspaceRoot, 'api', 'data', 'festival.sqlite'),
    workspaceRoot: env.WORKSPACE_ROOT ?? workspaceRoot,
    remoteUrls,
    remoteServerUrls,
    publicOrigin: parseOrigin(env.PUBLIC_ORIGIN || `http://localhost:${port}`),
    allowedHosts: (env.ALLOWED_HOSTS ?? '').split(',').map((host) => host.trim()).filter(Boolean),
    trustProxy: env.TRUST_PROXY === '1',
    seedOnStart: env.SEED !== '0',
    shopCookieDomain: env.SHOP_COOKIE_DOMAIN || null,
    uploadDir: env.UPLOAD_DIR ?? path.join(workspaceRoot, 'api', 'data', 'uploads'),
    shopLimits: shopLimitsFrom(env),
    formLimits: {
      uploadsPerMinute: positive(env.FORM_UPLOADS_PER_MINUTE, 20),
      uploadsPerDay: positive(env.FORM_UPLOADS_PER_DAY, 100),
      entriesPerMinute: positive(env.FORM_ENTRIES_PER_MINUTE, 10),
      entriesPerDay: positive(env.FORM_ENTRIES_PER_DAY, 100),
      errorLogPerMinute: positive(env.ERROR_LOG_PER_MINUTE, 60),
    },
    mediaCacheBytes: positive(env.MEDIA_CACHE_MB, 500) * 1024 * 1024,
    documentCacheMs: nonNegative(env.DOCUMENT_CACHE_MS, 1000),
    serverRenderTimeoutMs: positive(env.SERVER_RENDER_TIMEOUT_MS, 3000),
    renderLimits: {
      atOnce: positive(env.DOCUMENT_RENDERS_AT_ONCE, 4),
      queueMs: positive(env.DOCUMENT_RENDER_QUEUE_MS, 2000),
      perClient: nonNegative(env.DOCUMENT_RENDERS_PER_CLIENT, 120),
      windowMs: positive(env.DOCUMENT_RENDER_WINDOW_S, 60) * 1000,
    },
    publishPollMs: positive(env.PUBLISH_POLL_MS, 15_000),
    testClock: env.TEST_CLOCK === '1',
  };
}
