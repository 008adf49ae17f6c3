import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ChromeData } from '@festival/shared/ssr/chrome-data';
import type { ServerModuleSlot, ServerPage, ServerSlot } from '@festival/shared/ssr/server-slot';

/** What the shell's server build (shell/src/server/render-shell.tsx) renders #root from. */
export interface ShellRenderInput {
  url: string;
  locale: Locale;
  chrome: ChromeData;
  slot: ServerSlot | null;
  page: ServerPage | null;
  modules: ServerModuleSlot[];
}

type RenderShell = (input: ShellRenderInput) => Promise<string>;

/** A missing or failing server build is reported at most this often; each document still answers. */
const REPORT_INTERVAL_MS = 60_000;

/**
 * The shell's Node build (shell/dist-server/render-shell.js), loaded once and kept like the
 * template; while it is missing it is looked for again on each document, so a build after start
 * is picked up. Without it, or when it throws, documents go out as before: #root left empty.
 */
export class ShellRenderer {
  private renderShell: RenderShell | null = null;
  private lastReport = Number.NEGATIVE_INFINITY;

  constructor(
    readonly distServerDir: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {}

  /**
   * The inner HTML of #root and what it was rendered from, or null when the shell cannot
   * render; the input is made only when the build is there.
   */
  async render(makeInput: () => Promise<ShellRenderInput>): Promise<{ html: string; input: ShellRenderInput } | null> {
    try {
      const render = this.load();
      const input = await makeInput();
      return { html: await render(input), input };
    } catch (error) {
      this.report(error);
      return null;
    }
  }

  private load(): RenderShell {
    if (this.renderShell) return this.renderShell;
    const file = path.join(this.distServerDir, 'render-shell.js');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build found at run time, by path
    const built = require(file) as { renderShell?: unknown };
    if (typeof built.renderShell !== 'function') throw new Error(`${file} exports no renderShell`);
    this.renderShell = built.renderShell as RenderShell;
    return this.renderShell;
  }

  private report(error: unknown): void {
    const now = this.now();
    if (now - this.lastReport < REPORT_INTERVAL_MS) return;
    this.lastReport = now;
    this.log.error({ err: error }, 'the shell server render failed: documents go out without it (reported once a minute)');
  }
}
