import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface Props {
  children: ReactNode;
  /** Changes on navigation, so a failed page does not stay on screen after the visitor moves on. */
  resetKey: string;
}

/** Catches a failure while loading or rendering a page and shows the error screens (decisions.md #11). */
export class RouteErrorBoundary extends Component<Props, { error: unknown; resetKey: string }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
