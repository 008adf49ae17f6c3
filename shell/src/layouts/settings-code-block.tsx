/**
 * Markup an editor maintains in the site settings (spec §3 html_* code blocks); the api
 * sanitises it before it leaves the server (services/content/settings-service.ts).
 */
export function SettingsCodeBlock({ code, className }: { code: string | undefined; className: string }) {
  if (!code) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: code }} />;
}
