import { Component, type ReactNode } from "react";

type Props = { fallback: (error: unknown, retry: () => void) => ReactNode; children: ReactNode };

/** Catches a render error below it (a failed live query throws while rendering) and shows `fallback`. */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    return this.props.fallback(this.state.error, () => this.setState({ error: undefined }));
  }
}
