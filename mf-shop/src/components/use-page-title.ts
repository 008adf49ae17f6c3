import { useEffect } from 'react';

/** Each webshop page names itself in the document title: "{page} – Webshop". */
export function usePageTitle(title: string, area: string): void {
  useEffect(() => {
    document.title = title === area ? area : `${title} – ${area}`;
  }, [title, area]);
}
