import { Component, type ReactNode } from 'react';

interface Props {
  /** The block being rendered: a different one (the marketer edited it) is tried again. */
  resetKey: unknown;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  key: unknown;
}

/** Keeps a block whose renderer throws from taking the rest of the preview down with it. */
export class BlockErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined, key: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key
      ? null
      : { failed: false, error: undefined, key: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
