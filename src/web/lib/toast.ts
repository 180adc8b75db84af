/**
 * One toast system for the whole site (public-site §9: auto-dismiss 4,000 ms, at most 3 visible).
 * A tiny external store so any component or plain function can raise a toast without a provider.
 */
import { useSyncExternalStore } from 'react';

export const TOAST_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; defaults to TOAST_DURATION_MS. */
  durationMs?: number;
  action?: ToastAction;
  /** A toast with the same key replaces the earlier one instead of stacking. */
  key?: string;
}

export interface Toast extends Required<Pick<ToastInput, 'title' | 'variant' | 'durationMs'>> {
  id: number;
  description?: string;
  action?: ToastAction;
  key?: string;
}

type Listener = () => void;

let nextId = 1;
let toasts: readonly Toast[] = [];
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const EMPTY: readonly Toast[] = [];

function emit(): void {
  for (const l of listeners) l();
}

/** Closes one toast. */
export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const before = toasts.length;
  toasts = toasts.filter((t) => t.id !== id);
  if (toasts.length !== before) emit();
}

/** Shows a toast and returns its id. The oldest ones close when more than TOAST_MAX_VISIBLE are open. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  const item: Toast = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    durationMs: input.durationMs ?? TOAST_DURATION_MS,
    action: input.action,
    key: input.key,
  };
  const replaced = input.key ? toasts.filter((t) => t.key === input.key) : [];
  for (const t of replaced) {
    const timer = timers.get(t.id);
    if (timer) clearTimeout(timer);
    timers.delete(t.id);
  }
  let next = [...toasts.filter((t) => !replaced.includes(t)), item];
  while (next.length > TOAST_MAX_VISIBLE) {
    const oldest = next[0] as Toast;
    const timer = timers.get(oldest.id);
    if (timer) clearTimeout(timer);
    timers.delete(oldest.id);
    next = next.slice(1);
  }
  toasts = next;
  if (item.durationMs > 0 && typeof setTimeout === 'function') {
    timers.set(id, setTimeout(() => dismissToast(id), item.durationMs));
  }
  emit();
  return id;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts currently open, oldest first. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
}

/** Test hook: the toasts currently open. */
export function currentToasts(): readonly Toast[] {
  return toasts;
}
