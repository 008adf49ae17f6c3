const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month as the calendar's query takes it (YYYY-MM), or null for anything else. */
export function parseMonth(value: string | undefined): string | null {
  return value !== undefined && MONTH.test(value) ? value : null;
}

/** The weeks of a month, Monday first: each week seven days (YYYY-MM-DD), null outside the month. */
export function monthWeeks(month: string): (string | null)[][] {
  const match = MONTH.exec(month);
  if (!match) return [];
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  const lead = (new Date(Date.UTC(year, index, 1)).getUTCDay() + 6) % 7;
  const length = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= length; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
