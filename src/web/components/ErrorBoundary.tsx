/**
 * Error boundaries below the router's own (public-site §8): component level around widgets, cards and floating
 * controls (a failure there leaves the rest of the page working), and critical level around the root layout (the
 * header, footer or shell itself failed, so nothing else can be trusted). Page level is React Router's route
 * ErrorBoundary rendering AppErrorView. Each caught error is reported to POST /api/client-errors with its id.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { ClientErrorLevel } from '../../domain/clientErrors.ts';
import { newClientErrorId, reportClientError } from '../lib/errorReporting.ts';
import { ComponentErrorView, CriticalErrorView } from './ErrorViews.tsx';

interface BoundaryState {
  error: unknown;
  failed: boolean;
  errorId: string;
  at: Date | null;
}

const CLEAR: BoundaryState = { error: null, failed: false, errorId: '', at: null };

abstract class ReportingBoundary<P extends { children?: ReactNode }> extends Component<P, BoundaryState> {
  override state: BoundaryState = CLEAR;
  protected abstract level: ClientErrorLevel;
  protected boundaryName(): string | undefined {
    return undefined;
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true, errorId: newClientErrorId(), at: new Date() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportClientError({
      errorId: this.state.errorId || newClientErrorId(),
      level: this.level,
      error,
      boundary: this.boundaryName(),
      componentStack: info.componentStack ?? undefined,
      occurredAt: this.state.at ?? new Date(),
    });
  }

  protected reset = (): void => this.setState(CLEAR);
}

export interface ComponentErrorBoundaryProps {
  /** What the boundary wraps, for the report ("Install banner", "Market insights widget"). */
  name: string;
  children?: ReactNode;
  /** Classes for the fallback card (e.g. to keep a floating position). */
  className?: string;
  /** The wrapped part floats over the page (the floating menu then keeps clear of the fallback card). */
  floating?: boolean;
  /** Fallback heading and button text, when the spec names its own (an article card). */
  title?: string;
  retryLabel?: string;
}

/** Shows "Component Error" with the message and Retry in place of the failed part; the page keeps working. */
export class ComponentErrorBoundary extends ReportingBoundary<ComponentErrorBoundaryProps> {
  protected level: ClientErrorLevel = 'component';
  protected override boundaryName(): string {
    return this.props.name;
  }
  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ComponentErrorView error={this.state.error} errorId={this.state.errorId} onRetry={this.reset} className={this.props.className} floating={this.props.floating} title={this.props.title} retryLabel={this.props.retryLabel} />;
  }
}

/**
 * Leaves out a part that failed, after reporting it (component level, under `name`): for parts whose absence the
 * reader does not miss (components/lazyAfterHydration.tsx).
 */
export class LeaveOutOnError extends ReportingBoundary<{ name: string; children?: ReactNode }> {
  protected level: ClientErrorLevel = 'component';
  protected override boundaryName(): string {
    return this.props.name;
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** Wraps the root layout: "Critical Application Error" with Reload Page (reported as fatal). */
export class CriticalErrorBoundary extends ReportingBoundary<{ children?: ReactNode }> {
  protected level: ClientErrorLevel = 'critical';
  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <CriticalErrorView error={this.state.error} errorId={this.state.errorId} at={this.state.at ?? new Date()} />;
  }
}
