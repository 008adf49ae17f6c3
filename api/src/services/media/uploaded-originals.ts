import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config';

/** Names of uploaded pictures; every other media name is a generated composition. */
const UPLOADED_NAME = /^upload-[0-9a-f]{32}$/;

export function isUploadedName(name: string): boolean {
  return UPLOADED_NAME.test(name);
}

/** The originals of uploaded pictures, one file per name (the name is checked, so no path escapes the folder). */
export class UploadedOriginals {
  constructor(private readonly dir: string) {}

  private file(name: string): string {
    if (!isUploadedName(name)) throw new Error(`not an uploaded picture: ${name}`);
    return path.join(this.dir, name);
  }

  async write(name: string, data: Buffer): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(this.file(name), data, { flag: 'wx' });
  }

  async remove(name: string): Promise<void> {
    await fs.rm(this.file(name), { force: true });
  }

  /** The original's bytes, or null when no such upload exists. */
  async read(name: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}

/** Where the originals of a configuration's uploads live. */
export function uploadedOriginals(config: Pick<AppConfig, 'uploadDir'>): UploadedOriginals {
  return new UploadedOriginals(path.join(config.uploadDir, 'images'));
}
