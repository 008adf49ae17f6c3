import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../start/yield-to-main';

/**
 * A remote's start-up in short tasks: its entry script, the start of its container (which
 * registers its shared modules) and the loading of its page's chunks (which looks up the shared
 * modules they use) each get a task of their own. In one they took 20-25 ms of a page's start-up
 * on this machine, about 130 ms on a mid-tier phone, during which a tap waited.
 */
export function createYieldPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'festival-yield',
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
