import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What to show instead of the children once one of them has thrown. */
  fallback: (error: unknown) => ReactNode;
  /** A new value (the next page's path) clears the error and tries the children again. */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

/**
 * Catches a render failure (including a page file that could not be
 * downloaded) below it and shows `fallback` instead of a blank page. The
 * fallback reports the error itself (console.warn or console.error, by kind).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { error: null, failed: false, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
