/** Gives the main thread back to the browser: input and paint run before what follows. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  // A timer where there are no message channels (jsdom): later than a message, still a task of its own.
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => { setTimeout(resolve, 0); });
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
