import { fromBuffer } from 'file-type';

/**
 * What a file is by its first bytes, never by its name or declared type. A file cut off inside its
 * own header (file-type throws then) is nothing we know.
 */
export async function sniffFileType(data: Buffer): Promise<Awaited<ReturnType<typeof fromBuffer>>> {
  try {
    return await fromBuffer(data);
  } catch {
    return undefined;
  }
}
