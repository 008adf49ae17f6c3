/** A measured figure beside its target, and how the report writes it. */

export type Unit = 'score' | 's' | 'ms' | 'cls' | 'kB' | 'MiB' | '%' | 'req/s' | 'µs' | '×';

export interface Target {
  op: '>=' | '<=';
  limit: number;
}

type Verdict = 'PASS' | 'MISS';

export interface Figure {
  /** In the unit's own scale: seconds for s, percent for %, 1000 bytes for kB. */
  value: number;
  unit: Unit;
  target: Target | null;
  verdict: Verdict | null;
}

export const atLeast = (limit: number): Target => ({ op: '>=', limit });
export const atMost = (limit: number): Target => ({ op: '<=', limit });

function meets(value: number, target: Target): boolean {
  return target.op === '>=' ? value >= target.limit : value <= target.limit;
}

/**
 * A figure judged against its target. `valid` false (the measurement itself went wrong, e.g.
 * answers failed under load) never passes, whatever the number says.
 */
export function figure(value: number, unit: Unit, target: Target | null = null, valid = true): Figure {
  return { value, unit, target, verdict: target ? (valid && meets(value, target) ? 'PASS' : 'MISS') : null };
}

const DECIMALS: Record<Unit, (value: number) => number> = {
  score: () => 0,
  s: () => 2,
  ms: (value) => (Math.abs(value) < 10 ? 1 : 0),
  cls: () => 3,
  kB: () => 1,
  MiB: () => 1,
  '%': () => 1,
  'req/s': () => 0,
  'µs': () => 0,
  '×': () => 2,
};

const SUFFIX: Record<Unit, string> = {
  score: '', s: ' s', ms: ' ms', cls: '', kB: ' kB', MiB: ' MiB', '%': ' %', 'req/s': ' req/s', 'µs': ' µs', '×': '×',
};

/**
 * Rounds towards failing the target: down for "at least", up for "at most". A figure that
 * misses its target by less than the shown precision is then never shown as the target
 * itself (19.96 % against ≥ 20 % reads 19.9 %, not 20.0 %).
 */
function roundForDisplay(value: number, decimals: number, op: Target['op'] | null): number {
  const scale = 10 ** decimals;
  const scaled = value * scale;
  const nearest = Math.round(scaled);
  // binary fractions: 1.15 * 100 is 114.999…; a value that is the shown figure stays it
  if (op === null || Math.abs(scaled - nearest) < 1e-9 * Math.max(1, Math.abs(scaled))) return nearest / scale;
  return (op === '>=' ? Math.floor(scaled) : Math.ceil(scaled)) / scale;
}

export function formatValue(value: number, unit: Unit, op: Target['op'] | null = null): string {
  const decimals = DECIMALS[unit](value);
  const shown = roundForDisplay(value, decimals, op);
  return `${shown.toLocaleString('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}${SUFFIX[unit]}`;
}

function formatTarget(target: Target, unit: Unit): string {
  return `${target.op === '>=' ? '≥' : '≤'} ${formatValue(target.limit, unit)}`;
}

/** "36 (≥ 95) MISS", or the bare value for a figure without a target. */
export function formatFigure(item: Figure): string {
  const value = formatValue(item.value, item.unit, item.target?.op ?? null);
  return item.target ? `${value} (${formatTarget(item.target, item.unit)}) ${item.verdict}` : value;
}
