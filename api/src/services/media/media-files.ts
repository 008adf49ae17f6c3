import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { FocalPoint } from '@festival/shared/api-schemas/images';
import { MEDIA_RATIOS, type MediaRatio } from '@festival/shared/media/image-sources';
import { compositionSvg } from './media-svg';
import { isUploadedName, type UploadedOriginals } from './uploaded-originals';

/** Widths at the spec's image breakpoints (§9); 1280 when none is asked for. */
export const MEDIA_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
export const DEFAULT_MEDIA_WIDTH = 1280;
export const MEDIA_FORMATS = { jpg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' } as const;
export type MediaFormat = keyof typeof MEDIA_FORMATS;

const FILE_NAME = /^([a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?)\.(jpg|webp|avif)$/;

export function parseMediaFileName(file: string): { name: string; format: MediaFormat } | null {
  const match = FILE_NAME.exec(file);
  return match ? { name: match[1] as string, format: match[2] as MediaFormat } : null;
}

/** A crop to a ratio around a focal point (0–1 on each axis). */
export interface MediaCrop {
  ratio: MediaRatio;
  focus: FocalPoint;
}

/** The largest rectangle of the ratio inside the picture, as near the focal point's middle as the edges allow. */
export function cropRect(width: number, height: number, ratio: number, focus: FocalPoint): { left: number; top: number; width: number; height: number } {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  if (width / height > ratio) {
    const cropWidth = Math.max(1, Math.round(height * ratio));
    return { left: clamp(Math.round(focus.x * width - cropWidth / 2), width - cropWidth), top: 0, width: cropWidth, height };
  }
  const cropHeight = Math.max(1, Math.round(width / ratio));
  return { left: 0, top: clamp(Math.round(focus.y * height - cropHeight / 2), height - cropHeight), width, height: cropHeight };
}

/**
 * An uploaded picture scaled to the width (never enlarged, turned upright), or a generated
 * composition; cropped first when a crop is asked for. Null: no such upload.
 */
async function source(name: string, width: number, originals: UploadedOriginals, crop: MediaCrop | null): Promise<sharp.Sharp | null> {
  const uploaded = isUploadedName(name);
  // a composition is drawn at 16:10, wide enough for its crop to fill the width asked for
  const drawnWidth = crop ? Math.ceil(width * Math.max(1, 1.6 / MEDIA_RATIOS[crop.ratio])) : width;
  const input = uploaded ? await originals.read(name) : Buffer.from(compositionSvg(name, drawnWidth));
  if (!input) return null;
  if (!crop) return uploaded ? sharp(input).rotate().resize({ width, withoutEnlargement: true }) : sharp(input);
  const upright = await sharp(input).rotate().toBuffer({ resolveWithObject: true });
  const rect = cropRect(upright.info.width, upright.info.height, MEDIA_RATIOS[crop.ratio], crop.focus);
  return sharp(upright.data).extract(rect).resize({ width, withoutEnlargement: true });
}

async function render(image: sharp.Sharp, format: MediaFormat): Promise<Buffer> {
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 }).toBuffer();
  return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/**
 * Generated and uploaded pictures, rendered once per name, format and width and then read from the cache
 * folder. Concurrent first requests share one rendering; files appear atomically. The folder
 * holds at most `maxBytes`: past that, the least recently used pictures are deleted (they are
 * rendered again when asked for).
 */
export class MediaFiles {
  private readonly pending = new Map<string, Promise<Buffer | null>>();
  /** Cached files by path, least recently used first, with their sizes. */
  private usage: Promise<Map<string, number>> | null = null;
  private totalBytes = 0;

  constructor(
    private readonly cacheDir: string,
    private readonly originals: UploadedOriginals,
    private readonly maxBytes: number,
  ) {}

  cachePath(name: string, format: MediaFormat, width: number, crop: MediaCrop | null = null): string {
    const cropped = crop ? `-${crop.ratio}-${Math.round(crop.focus.x * 1000)}-${Math.round(crop.focus.y * 1000)}` : '';
    return path.join(this.cacheDir, `${name}-${width}${cropped}.${format}`);
  }

  /** Bytes the cache folder holds now, as this process counts them. */
  async cachedBytes(): Promise<number> {
    await this.index();
    return this.totalBytes;
  }

  /** The picture's bytes; null when the name is an upload that does not exist. */
  async get(name: string, format: MediaFormat, width: number, crop: MediaCrop | null = null): Promise<Buffer | null> {
    const file = this.cachePath(name, format, width, crop);
    const usage = await this.index();
    try {
      const data = await fs.readFile(file);
      usage.delete(file);
      usage.set(file, data.length);
      return data;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const running = this.pending.get(file);
    if (running) return running;
    const job = this.create(file, name, format, width, crop).finally(() => this.pending.delete(file));
    this.pending.set(file, job);
    return job;
  }

  /** What the folder holds at start, oldest first; then kept up to date in memory. */
  private index(): Promise<Map<string, number>> {
    this.usage ??= (async () => {
      const usage = new Map<string, number>();
      const entries = await fs.readdir(this.cacheDir).catch(() => [] as string[]);
      const stats = await Promise.all(entries.filter((entry) => !entry.endsWith('.tmp')).map(async (entry) => {
        const file = path.join(this.cacheDir, entry);
        const stat = await fs.stat(file).catch(() => null);
        return stat?.isFile() ? { file, size: stat.size, time: stat.mtimeMs } : null;
      }));
      for (const entry of stats.filter((item) => item !== null).sort((a, b) => a.time - b.time)) usage.set(entry.file, entry.size);
      this.totalBytes = [...usage.values()].reduce((sum, size) => sum + size, 0);
      return usage;
    })();
    return this.usage;
  }

  private async create(file: string, name: string, format: MediaFormat, width: number, crop: MediaCrop | null): Promise<Buffer | null> {
    const image = await source(name, width, this.originals, crop);
    if (!image) return null;
    const data = await render(image, format);
    await fs.mkdir(this.cacheDir, { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
    const usage = await this.index();
    this.totalBytes += data.length - (usage.get(file) ?? 0);
    usage.delete(file);
    usage.set(file, data.length);
    await this.evict(usage, file);
    return data;
  }

  private async evict(usage: Map<string, number>, keep: string): Promise<void> {
    for (const [file, size] of usage) {
      if (this.totalBytes <= this.maxBytes) return;
      if (file === keep) continue;
      usage.delete(file);
      this.totalBytes -= size;
      await fs.rm(file, { force: true });
    }
  }
}
