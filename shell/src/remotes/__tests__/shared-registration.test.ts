import { createInstance } from '@module-federation/enhanced/runtime';

/**
 * The federation runtime as patched in patches/@module-federation__runtime-core@2.9.2.patch:
 * a host registers its shared modules once, not again on each loadShare (unpatched, every
 * loadShare registered all of them anew: quadratic in the shared modules at a page's start).
 */
test('loading shared modules registers the host’s shared modules no more after the first load', async () => {
  let registrations = 0;
  const names = ['one', 'two', 'three', 'four'];
  const host = createInstance({
    name: 'shared_registration_test',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: Object.fromEntries(names.map((name) => [name, { version: '1.0.0', lib: () => ({ name }), shareConfig: { singleton: true, requiredVersion: false } }])),
    plugins: [{
      name: 'count-registrations',
      afterRegisterShare: (args) => {
        registrations += 1;
        return args;
      },
    }],
  });
  const load = async (name: string) => ((await host.loadShare<{ name: string }>(name)) as false | (() => { name: string }));
  const first = await load('one');
  const afterFirst = registrations;
  const rest = await Promise.all(['two', 'three', 'four', 'one'].map(load));
  expect([first, ...rest].map((factory) => factory && factory().name)).toEqual(['one', 'two', 'three', 'four', 'one']);
  expect(registrations).toBe(afterFirst);
});
