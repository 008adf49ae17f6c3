import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { BadRequestError } from '../common/http-errors';
import { sniffFileType } from '../common/sniff-file-type';

/** Spec: "PDF or image, at most 10 MB" (the multipart plugin enforces the size while reading). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** What an upload may be, judged by its first bytes; the name and the declared type are not trusted. */
const ALLOWED_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);
/** Temp-file ids are URL-safe random strings, so one visitor cannot guess another's upload. */
export const TEMP_FILE_ID = /^[A-Za-z0-9_-]{20,64}$/;

export interface StoredTempFile {
  id: string;
  name: string;
  size: number;
}

/**
 * Control characters and the bidirectional controls (marks, embeddings, overrides, isolates):
 * a right-to-left override makes "invoice\u202Efdp.exe" read as "invoiceexe.pdf" in a list.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Keeps the base name only, without path parts, control or bidi characters. */
function safeName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/')).replace(UNSAFE_NAME_CHARACTERS, '').slice(0, 200);
  return base || 'upload';
}

export async function storeTempFile(db: Kysely<Database>, uploadDir: string, upload: { filename: string; data: Buffer }, now: Date): Promise<StoredTempFile> {
  if (upload.data.length === 0) throw new BadRequestError('The file is empty.');
  if (upload.data.length > MAX_UPLOAD_BYTES) throw new BadRequestError('The file is larger than 10 MB.');
  const type = await sniffFileType(upload.data);
  if (!type || !ALLOWED_TYPES.has(type.mime)) throw new BadRequestError('Only PDF files and images (PNG, JPEG, GIF, WebP) can be uploaded.');
  const token = randomBytes(24).toString('base64url');
  await fs.mkdir(uploadDir, { recursive: true });
  const storagePath = path.join(uploadDir, `${token}.${type.ext}`);
  await fs.writeFile(storagePath, upload.data, { flag: 'wx' });
  const name = safeName(upload.filename);
  try {
    await db.insertInto('temp_files').values({
      token, original_name: name, mime_type: type.mime, size: upload.data.length, storage_path: storagePath, created_at: now.toISOString(),
    }).execute();
  } catch (error) {
    await fs.rm(storagePath, { force: true });
    throw error;
  }
  return { id: token, name, size: upload.data.length };
}
