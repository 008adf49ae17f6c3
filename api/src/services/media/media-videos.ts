import fs from 'node:fs/promises';
import path from 'node:path';
import { API_DIR } from '../../api-dir';

/** The shipped demo videos (api/media/video); names as the seed uses them. */
const VIDEO_DIR = path.join(API_DIR, 'media', 'video');
const VIDEO_NAME = /^([a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?)\.mp4$/;

export function isVideoFileName(file: string): boolean {
  return VIDEO_NAME.test(file);
}

/** The bytes of a shipped video, or null when there is none of that name. */
export async function readVideo(file: string): Promise<Buffer | null> {
  if (!isVideoFileName(file)) return null;
  try {
    return await fs.readFile(path.join(VIDEO_DIR, file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * The single range of a Range header ("bytes=100-", "bytes=0-499", "bytes=-500") within a body
 * of the given size; null when there is no usable header (answer the whole body). Browsers ask
 * for ranges to play and seek video.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const length = Math.min(Number(to), size);
    return length > 0 ? { start: size - length, end: size - 1 } : 'unsatisfiable';
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start < size && start <= end ? { start, end } : 'unsatisfiable';
}
