/** A clock that runs on from an instant it is set to; see routes/test-clock. */
export interface MovableClock {
  now: () => Date;
  /** From now on the clock reads `instant`, and runs on from there at the pace of `base`. */
  setTo: (instant: Date) => void;
}

export function movableClock(base: () => Date): MovableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    setTo: (instant) => { offsetMs = instant.getTime() - base().getTime(); },
  };
}
