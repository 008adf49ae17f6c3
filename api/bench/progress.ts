const started = Date.now();

/** One line of progress, with the minutes and seconds since the bench started. */
export function progress(message: string): void {
  const seconds = Math.floor((Date.now() - started) / 1000);
  const clock = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  console.log(`[bench ${clock}] ${message}`);
}
