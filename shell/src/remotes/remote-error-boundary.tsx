import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  readonly fallback: (error: unknown, retry: () => void) => ReactNode;
  /** Told of an error thrown while rendering (not of a page that could not load, which its loader has noted). */
  readonly onRenderError?: (error: unknown) => void;
  readonly children: ReactNode;
}

interface State {
  readonly error: unknown;
  readonly failed: boolean;
}

/** A page whose code could not be loaded: the loader has said why already. */
export class PageLoadFailed extends Error {}

/** Catches a remote page that could not load or throws while rendering, so only its own route shows the fallback. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (error instanceof PageLoadFailed) return;
    this.props.onRenderError?.(error);
    console.error('A remote page failed while rendering:', error, info.componentStack);
  }

  private readonly retry = (): void => this.setState({ error: null, failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
