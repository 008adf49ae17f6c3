import { Link } from './link';

export interface PagerLabels {
  nav: string;
  previous: string;
  next: string;
  /** "Seite 2 von 3"; left out, the pager shows no position. */
  position?: string;
}

interface PagerProps {
  labels: PagerLabels;
  hasPrevious: boolean;
  hasNext: boolean;
  className?: string;
  /** Links to the neighbouring pages (lists an address names), or … */
  hrefFor?: (direction: -1 | 1) => string;
  /** … buttons that change the page in place. */
  onPage?: (direction: -1 | 1) => void;
}

/** Previous and next page of a paged list, as links or as buttons; nothing when there is one page. */
export function Pager({ labels, hasPrevious, hasNext, className, hrefFor, onPage }: PagerProps) {
  if (!hasPrevious && !hasNext) return null;
  const control = (direction: -1 | 1, label: string, enabled: boolean) => {
    if (hrefFor) return enabled ? <Link href={hrefFor(direction)}>{label}</Link> : null;
    return (
      <button type="button" className="fs-button" disabled={!enabled} onClick={() => onPage?.(direction)}>
        {label}
      </button>
    );
  };
  return (
    <nav aria-label={labels.nav} className={className}>
      {control(-1, labels.previous, hasPrevious)}
      {labels.position && <span>{labels.position}</span>}
      {control(1, labels.next, hasNext)}
    </nav>
  );
}
