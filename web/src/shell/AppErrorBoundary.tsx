import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppErrorScreen } from './AppErrorScreen.tsx';

interface State {
  error: unknown;
}

/** Catches any render error outside the router's own boundaries and shows the app-level error screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Application error:', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <AppErrorScreen error={this.state.error} onReset={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
