import path from 'node:path';

/**
 * The api package's folder: this file lies one level below it both as source (src/) and in the
 * compiled build (dist/), so the folders shipped beside the code are found from either.
 */
export const API_DIR = path.resolve(__dirname, '..');
