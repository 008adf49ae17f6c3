import { Component, type ErrorInfo, type ReactNode } from 'react';

interface BlockBoundaryProps {
  model: string;
  children: ReactNode;
}

/** One broken module must not take the page with it: it renders nothing instead. */
export class BlockBoundary extends Component<BlockBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`content module ${this.props.model} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
