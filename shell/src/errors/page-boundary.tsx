import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './error-page';

interface PageBoundaryProps {
  /** A new key (the path) clears the error, so that navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

/** Spec §8: an error while rendering a page shows the error page with status 500; header and footer stay. */
export class PageBoundary extends Component<PageBoundaryProps, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(props: PageBoundaryProps, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<{ failed: boolean }> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPage status={500} /> : this.props.children;
  }
}
