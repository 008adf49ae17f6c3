import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { NotFoundError } from '../common/http-errors';
import { TEMP_FILE_ID } from './temp-file-service';

export interface TempFileDownload {
  name: string;
  mimeType: string;
  stream: fs.ReadStream;
}

/** A file uploaded with a form entry, for an editor to download; 404 when the token names none. */
export async function openTempFile(db: Kysely<Database>, token: string): Promise<TempFileDownload> {
  const file = TEMP_FILE_ID.test(token)
    ? await db.selectFrom('temp_files').selectAll().where('token', '=', token).executeTakeFirst()
    : undefined;
  if (!file || !fs.existsSync(file.storage_path)) throw new NotFoundError('Not found.');
  return { name: file.original_name, mimeType: file.mime_type, stream: fs.createReadStream(file.storage_path) };
}
