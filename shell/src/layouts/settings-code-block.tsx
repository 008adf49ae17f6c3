import { useMemo } from 'react';

/**
 * Markup an editor maintains in the site settings (spec §3 html_* code blocks); the api
 * sanitises it before it leaves the server (services/content/settings-service.ts).
 */
export function SettingsCodeBlock({ code, className }: { code: string | undefined; className: string }) {
  // One object per markup: a new one on each render would make React set the HTML again.
  const html = useMemo(() => (code ? { __html: code } : null), [code]);
  if (!html) return null;
  return <div className={className} dangerouslySetInnerHTML={html} />;
}
