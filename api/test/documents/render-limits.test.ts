import { RenderLimits, type RenderLimitOptions } from '../../src/documents/cache/render-limits';

/** A render that runs until the test ends it. */
function gatedRender() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => { finish = resolve; });
  let started = false;
  return { run: async () => { started = true; await done; return 'page'; }, finish, started: () => started };
}

function setup(options: Partial<RenderLimitOptions> = {}) {
  let now = 0;
  const deadlines: (() => void)[] = [];
  const limits = new RenderLimits(
    { atOnce: 2, queueMs: 2000, perClient: 0, windowMs: 60_000, ...options },
    () => now,
    () => new Promise<void>((resolve) => { deadlines.push(resolve); }),
  );
  return { limits, deadlines, advance: (ms: number) => { now += ms; } };
}

test('the render past the bound waits for a slot and starts when one is free', async () => {
  const { limits } = setup();
  const [first, second, third] = [gatedRender(), gatedRender(), gatedRender()];
  const answers = [limits.run('a', first.run), limits.run('b', second.run), limits.run('c', third.run)];
  await Promise.resolve();
  expect([first.started(), second.started(), third.started()]).toEqual([true, true, false]);
  first.finish();
  await answers[0];
  expect(third.started()).toBe(true);
  second.finish();
  third.finish();
  expect(await Promise.all(answers)).toEqual(['page', 'page', 'page']);
});

test('a render still waiting at its deadline is refused, and never runs', async () => {
  const { limits, deadlines } = setup({ queueMs: 2500 });
  const [first, second, late] = [gatedRender(), gatedRender(), gatedRender()];
  const running = [limits.run('a', first.run), limits.run('b', second.run)];
  const waiting = limits.run('c', late.run);
  await Promise.resolve();
  deadlines[0]!();
  expect(await waiting).toEqual({ kind: 'refused', retryAfterS: 3 });
  first.finish();
  second.finish();
  await Promise.all(running);
  expect(late.started()).toBe(false);
});

test('a slot handed over is not taken by a render arriving meanwhile', async () => {
  const { limits } = setup({ atOnce: 1 });
  const [first, queued, newcomer] = [gatedRender(), gatedRender(), gatedRender()];
  const answers = [limits.run('a', first.run), limits.run('b', queued.run)];
  first.finish();
  answers.push(limits.run('c', newcomer.run));
  await answers[0];
  expect([queued.started(), newcomer.started()]).toEqual([true, false]);
  queued.finish();
  await answers[1];
  expect(newcomer.started()).toBe(true);
  newcomer.finish();
  await answers[2];
});

test('a client past its budget is refused until its window ends; other clients are not', async () => {
  const { limits, advance } = setup({ perClient: 2, windowMs: 60_000 });
  const render = async () => 'page';
  expect(await limits.run('flooder', render)).toBe('page');
  expect(await limits.run('flooder', render)).toBe('page');
  advance(15_000);
  expect(await limits.run('flooder', render)).toEqual({ kind: 'refused', retryAfterS: 45 });
  expect(await limits.run('visitor', render)).toBe('page');
  advance(45_000);
  expect(await limits.run('flooder', render)).toBe('page');
});

test("a client's many waiting renders do not keep another client's render waiting", async () => {
  const { limits } = setup({ atOnce: 1 });
  const running = gatedRender();
  const flood = [gatedRender(), gatedRender(), gatedRender()];
  const visitor = gatedRender();
  const answers = [limits.run('flooder', running.run), ...flood.map((render) => limits.run('flooder', render.run)), limits.run('visitor', visitor.run)];
  running.finish();
  await answers[0];
  flood[0]!.finish();
  await answers[1];
  expect(visitor.started()).toBe(true);
  expect(flood[1]!.started()).toBe(false);
  visitor.finish();
  for (const render of flood) render.finish();
  await Promise.all(answers);
});
