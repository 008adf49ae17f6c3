/** Pages asks the worker to keep: opened in the app, or a favourite's event and venue pages. */
export interface KeepPagesMessage {
  type: 'keep-pages';
  urls: string[];
}

export function isKeepPagesMessage(value: unknown): value is KeepPagesMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return message.type === 'keep-pages' && Array.isArray(message.urls) && message.urls.every((url) => typeof url === 'string');
}
