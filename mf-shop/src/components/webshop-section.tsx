import type { ReactNode } from 'react';

/** A webshop page: its heading and its content (the shell titles the document, as the server does). */
export function WebshopSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="sp-webshop" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="sp-title">{title}</h1>
      {children}
    </section>
  );
}
