import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Inline scripts the browser runs: no src, and no data type (JSON, JSON-LD). */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)(?![^>]*\btype=["']application\/(?:ld\+)?json["'])[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source of each inline script's text: "sha256-<base64>". */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => `sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}`);
}

/**
 * The shell's built index.html, read once and kept, with the hashes of its inline scripts. While
 * the shell is not built the file is looked for again on each request, so a build after start
 * is picked up.
 */
export class ShellTemplate {
  private cached: string | null = null;
  private hashes: string[] = [];

  constructor(readonly distDir: string) {}

  async get(): Promise<string | null> {
    if (this.cached !== null) return this.cached;
    try {
      this.cached = await fs.readFile(path.join(this.distDir, 'index.html'), 'utf8');
      this.hashes = inlineScriptHashes(this.cached);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return this.cached;
  }

  /** The template's inline scripts, for the documents' Content-Security-Policy. */
  scriptHashes(): readonly string[] {
    return this.hashes;
  }
}
