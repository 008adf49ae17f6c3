import path from 'node:path';
import { shopLimitsFrom, type ShopLimits } from './services/shop/shop-limits';

export const REMOTE_NAMES = ['mf_programme', 'mf_magazine', 'mf_shop', 'mf_editor'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface AppConfig {
  port: number;
  host: string;
  /** postgres://… switches the store to PostgreSQL; otherwise SQLite at sqliteFile. */
  databaseUrl: string | null;
  sqliteFile: string;
  /** Folder holding the built apps: <root>/shell/dist, <root>/mf-programme/dist, … */
  workspaceRoot: string;
  /** Per remote: manifest URL from the environment, or null to serve the embedded build. */
  remoteUrls: Record<RemoteName, string | null>;
  trustProxy: boolean;
  seedOnStart: boolean;
  /** Parent domain for the cartAmount and cartUrl cookies (spec §9), e.g. ".festival.example"; null: this host. */
  shopCookieDomain: string | null;
  /** Folder for files uploaded through forms (temp-files). */
  uploadDir: string;
  /** Ticket and client-address limits of the shop and its lock timeout (SHOP_* variables). */
  shopLimits: ShopLimits;
}

const workspaceRoot = path.resolve(__dirname, '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const remoteUrls = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, env[`REMOTE_${name.toUpperCase()}_URL`] || null]),
  ) as Record<RemoteName, string | null>;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    sqliteFile: env.SQLITE_FILE ?? path.join(workspaceRoot, 'api', 'data', 'festival.sqlite'),
    workspaceRoot: env.WORKSPACE_ROOT ?? workspaceRoot,
    remoteUrls,
    trustProxy: env.TRUST_PROXY === '1',
    seedOnStart: env.SEED !== '0',
    shopCookieDomain: env.SHOP_COOKIE_DOMAIN || null,
    uploadDir: env.UPLOAD_DIR ?? path.join(workspaceRoot, 'api', 'data', 'uploads'),
    shopLimits: shopLimitsFrom(env),
  };
}
