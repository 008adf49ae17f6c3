import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The shell's built index.html, read once and kept. While the shell is not built the
 * file is looked for again on each request, so a build after start is picked up.
 */
export class ShellTemplate {
  private cached: string | null = null;

  constructor(readonly distDir: string) {}

  async get(): Promise<string | null> {
    if (this.cached !== null) return this.cached;
    try {
      this.cached = await fs.readFile(path.join(this.distDir, 'index.html'), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return this.cached;
  }
}
