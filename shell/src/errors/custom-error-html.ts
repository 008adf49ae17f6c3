import { useSettingsStore } from '@festival/shared/stores/settings-store';

/** The parts of a custom error page the error page shows: its styles and its body, sanitised. */
export interface CustomErrorHtml {
  style: string;
  body: string;
}

/** Spec §2 error page: a status's own HTML lives at the configured path, else at /html/{status}.html. */
export async function customErrorPath(status: number): Promise<string> {
  await useSettingsStore.getState().load();
  return useSettingsStore.getState().settings?.error_pages?.[String(status)] ?? `/html/${status}.html`;
}

/**
 * Parses an error page: every <style> (head or body) and the body's markup without scripts or
 * handlers. The sanitiser is loaded only here, so that pages without custom HTML never fetch it.
 */
async function parseCustomErrorHtml(html: string): Promise<CustomErrorHtml | null> {
  const { default: DOMPurify } = await import('dompurify');
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const styles = [...parsed.querySelectorAll('style')].map((element) => element.textContent ?? '');
  const body = DOMPurify.sanitize(parsed.body.innerHTML, { FORBID_TAGS: ['style', 'form'], USE_PROFILES: { html: true } });
  if (!body.trim()) return null;
  return { style: styles.join('\n'), body };
}

/**
 * The custom HTML of a status, or null when there is none or it cannot be loaded; the page
 * then shows the default text (spec §8: custom HTML load failure). A warning, not an error:
 * a missing custom page is a configuration matter, the visitor still gets a page.
 */
export async function loadCustomErrorHtml(status: number, signal?: AbortSignal): Promise<CustomErrorHtml | null> {
  try {
    const path = await customErrorPath(status);
    const response = await fetch(path, { headers: { Accept: 'text/html' }, credentials: 'same-origin', signal });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const parsed = await parseCustomErrorHtml(await response.text());
    if (!parsed) throw new Error(`${path} has no body`);
    return parsed;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    console.warn('custom error page', error);
    return null;
  }
}
