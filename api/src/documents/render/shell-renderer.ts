import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ChromeData } from '@festival/shared/ssr/chrome-data';
import type { ServerModuleSlot, ServerPage, ServerSlot } from '@festival/shared/ssr/server-slot';
import type { LoadedShellPage, ShellPageInput } from '@festival/shared/ssr/shell-page';

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
type LoadShellPage = (input: ShellPageInput, signal: AbortSignal) => Promise<LoadedShellPage | null>;

/** What the api uses of the shell's server build. */
interface ShellBuild {
  renderShell: RenderShell;
  /** Absent from a build that draws no page from data of its own. */
  loadShellPage: LoadShellPage | null;
}

/** A missing or failing server build is reported at most this often; each document still answers. */
const REPORT_INTERVAL_MS = 60_000;

/**
 * The shell's Node build (shell/dist-server/render-shell.js), loaded once and kept like the
 * template; while it is missing it is looked for again on each document, so a build after start
 * is picked up. Without it, or when it throws, documents go out as before: #root left empty.
 */
export class ShellRenderer {
  private built: ShellBuild | null = null;
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
      const { renderShell } = this.build();
      const input = await makeInput();
      return { html: await renderShell(input), input };
    } catch (error) {
      this.report(error);
      return null;
    }
  }

  /**
   * The data of the page the shell draws for the route (a CMS page, search results, a form), loaded
   * once by the page's own load, and the head built from it; null when there is none to load here
   * (another route, no build, a refusal of the api): the head comes from the route's resolver then.
   */
  async page(input: ShellPageInput): Promise<LoadedShellPage | null> {
    try {
      const { loadShellPage } = this.build();
      return loadShellPage ? await loadShellPage(input, new AbortController().signal) : null;
    } catch (error) {
      this.report(error);
      return null;
    }
  }

  private build(): ShellBuild {
    if (this.built) return this.built;
    const file = path.join(this.distServerDir, 'render-shell.js');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build found at run time, by path
    const built = require(file) as { renderShell?: unknown; loadShellPage?: unknown };
    if (typeof built.renderShell !== 'function') throw new Error(`${file} exports no renderShell`);
    const loadShellPage = typeof built.loadShellPage === 'function' ? (built.loadShellPage as LoadShellPage) : null;
    this.built = { renderShell: built.renderShell as RenderShell, loadShellPage };
    return this.built;
  }

  private report(error: unknown): void {
    const now = this.now();
    if (now - this.lastReport < REPORT_INTERVAL_MS) return;
    this.lastReport = now;
    this.log.error({ err: error }, 'the shell server render failed: documents go out without it (reported once a minute)');
  }
}
