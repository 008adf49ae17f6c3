export interface RenderLimitOptions {
  /** Fresh renders running at once; further ones wait for a slot. */
  atOnce: number;
  /** How long a render waits for a slot before it is refused. */
  queueMs: number;
  /** Fresh renders one client address may start per window; 0: no limit. */
  perClient: number;
  windowMs: number;
}

/** A render not run: the client is answered 503 and may try again after `retryAfterS`. */
export interface RenderRefusal {
  kind: 'refused';
  retryAfterS: number;
}

interface Waiter {
  start: () => void;
  refuse: () => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms).unref(); });

/**
 * Keeps fresh document renders from taking every core: at most `atOnce` run together, a render
 * waits for a slot at most `queueMs`, and each client address starts at most `perClient` per
 * window, so one client asking for new URLs without end is refused while everyone else is answered.
 * A refusal is a 503 rather than the slot's skeleton: the skeleton document still costs the shell's
 * render, which is what an overloaded server has too little of.
 */
export class RenderLimits {
  private running = 0;
  /** Waiting renders by client, the clients in turn: a client's many waiting renders never keep another's waiting. */
  private readonly queue = new Map<string, Waiter[]>();
  private windowStart = 0;
  private readonly started = new Map<string, number>();

  constructor(
    private readonly options: RenderLimitOptions,
    private readonly now: () => number,
    /** Settles when a waiting render's time is up (tests settle it themselves). */
    private readonly deadline: (ms: number) => Promise<void> = sleep,
  ) {}

  async run<T>(client: string, render: () => Promise<T>): Promise<T | RenderRefusal> {
    const overBudget = this.charge(client);
    if (overBudget) return overBudget;
    if (this.running < this.options.atOnce) this.running += 1;
    else if (!(await this.slot(client))) return { kind: 'refused', retryAfterS: Math.max(1, Math.ceil(this.options.queueMs / 1000)) };
    try {
      return await render();
    } finally {
      // The slot goes straight to the next waiter, so no render arriving meanwhile can take it.
      const next = this.nextWaiter();
      if (next) next.start();
      else this.running -= 1;
    }
  }

  /** Counts a render against the client's window; the refusal once it has used its budget. */
  private charge(client: string): RenderRefusal | null {
    const { perClient, windowMs } = this.options;
    if (perClient === 0) return null;
    const now = this.now();
    const windowStart = now - (now % windowMs);
    if (windowStart !== this.windowStart) {
      this.windowStart = windowStart;
      this.started.clear();
    }
    const count = this.started.get(client) ?? 0;
    if (count >= perClient) return { kind: 'refused', retryAfterS: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
    this.started.set(client, count + 1);
    return null;
  }

  /** The first waiter of the client whose turn it is; that client then goes to the back of the line. */
  private nextWaiter(): Waiter | undefined {
    const [client, waiters] = this.queue.entries().next().value ?? [];
    if (client === undefined || !waiters) return undefined;
    this.queue.delete(client);
    const next = waiters.shift();
    if (waiters.length) this.queue.set(client, waiters);
    return next;
  }

  /** True once a running render hands its slot over, false when the deadline comes first. */
  private slot(client: string): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        start: () => resolve(true),
        refuse: () => {
          const waiters = this.queue.get(client);
          const index = waiters?.indexOf(waiter) ?? -1;
          if (!waiters || index === -1) return;
          waiters.splice(index, 1);
          if (!waiters.length) this.queue.delete(client);
          resolve(false);
        },
      };
      const waiters = this.queue.get(client);
      if (waiters) waiters.push(waiter);
      else this.queue.set(client, [waiter]);
      void this.deadline(this.options.queueMs).then(waiter.refuse);
    });
  }
}
