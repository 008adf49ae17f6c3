/**
 * Process-wide change counters that cached programme answers compare against: a write to
 * programme data (events, their names, rooms, tags) or to seats (a hold taken or released, an
 * order placed) bumps one, and the next answer is built again instead of served from memory.
 */
let dataVersion = 0;
let seatsVersion = 0;

export function programmeDataChanged(): void {
  dataVersion += 1;
}

export function availabilityChanged(): void {
  seatsVersion += 1;
}

export function programmeDataVersion(): number {
  return dataVersion;
}

export function availabilityVersion(): number {
  return seatsVersion;
}
