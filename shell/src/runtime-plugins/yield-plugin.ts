import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../start/yield-to-main';

type Federation = Parameters<NonNullable<ModuleFederationRuntimePlugin['init']>>[0]['origin'];

const yielding = new WeakSet<Federation>();

/**
 * Each look-up of a shared module starts in a task of its own. A chunk's loading asks for all of
 * its shared modules at once, and the runtime's work for each before its first hook (merging the
 * module's options, the share scope) ran in that one task with the chunk's script loading: the
 * shell's 24 look-ups in a task of 30 ms here, the programme page's in one of 59 ms (no slowdown).
 */
function yieldBeforeEachShare(federation: Federation): void {
  if (yielding.has(federation)) return;
  yielding.add(federation);
  const loadShare = federation.loadShare.bind(federation);
  federation.loadShare = async (...args: Parameters<typeof loadShare>) => {
    await yieldToMain();
    return loadShare(...args);
  };
}

/**
 * The federation runtime's work in short tasks. A remote's start-up, too: its entry script, the
 * start of its container (which registers its shared modules) and the loading of its page's
 * chunks each get a task of their own; in one they took 20-25 ms here, about 130 ms on a
 * mid-tier phone. A tap waited through each. The build adds the plugin to the shell
 * (webpack.config.js' runtimePlugins), so it is there before the first shared module is looked
 * up; the federation loader registers it for the remotes' own runtimes too.
 */
export default function createYieldPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'festival-yield',
    init({ origin }) {
      yieldBeforeEachShare(origin);
    },
    async beforeInitContainer(args) {
      await yieldToMain();
      return args;
    },
    async initContainer(args) {
      await yieldToMain();
      return args;
    },
  };
}
