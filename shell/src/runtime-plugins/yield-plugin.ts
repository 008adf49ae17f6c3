import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../start/yield-to-main';

/**
 * The federation runtime's work in short tasks. The shell's own start-up looks up each shared
 * module its first chunks use: in one task with the loading of those chunks, 12-20 ms here, some
 * 60-90 ms on a mid-tier phone. A remote's start-up, too: its entry script, the start of its
 * container (which registers its shared modules) and the loading of its page's chunks each get a
 * task of their own; in one they took 20-25 ms here, about 130 ms on a mid-tier phone. A tap
 * waited through each. The build adds the plugin to the shell (webpack.config.js' runtimePlugins),
 * so it is there before the first shared module is looked up.
 */
export default function createYieldPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'festival-yield',
    async beforeLoadShare(args) {
      await yieldToMain();
      return args;
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
