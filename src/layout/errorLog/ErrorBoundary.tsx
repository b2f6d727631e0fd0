import { Component, type ErrorInfo, type ReactNode } from 'react';
import { addErrorLog } from './errorLogStore';
import { PageCrashed } from './PageCrashed';

interface Props {
  children: ReactNode;
  /** Changing it (the location) gives a crashed page a fresh start. */
  resetKey?: string;
}

interface State {
  error?: Error;
  resetKey?: string;
}

/** Render errors of a page go to the local error log (docs/spec.md §8) and leave the layout usable. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: undefined };
    return null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    addErrorLog(error, info.componentStack ?? '');
  }

  render() {
    if (this.state.error) {
      return <PageCrashed error={this.state.error} onRetry={() => this.setState({ error: undefined })} />;
    }
    return this.props.children;
  }
}
