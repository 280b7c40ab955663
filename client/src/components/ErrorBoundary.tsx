import { Component, type ReactNode } from 'react';

interface Props {
  /** what to show instead of the children after an error */
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** a change of this value clears the error (route change) */
  resetKey?: unknown;
  onError?: (error: Error) => void;
  children?: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: Error): void {
    this.props.onError?.(error);
  }

  reset = () => this.setState({ error: null });

  render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
