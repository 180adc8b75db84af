import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_STACK_MAX, clientErrorReportSchema, isFatalLevel, newClientErrorId } from '../../domain/clientErrors.ts';
import { buildClientErrorReport, errorMessage, isNetworkError } from './errorReporting.ts';

describe('newClientErrorId', () => {
  it('is time-based, short and matches the schema', () => {
    const id = newClientErrorId(Date.UTC(2026, 0, 1), () => 0.5);
    expect(id).toMatch(/^err-[a-z0-9]+-[a-z0-9]{6}$/);
    expect(newClientErrorId(Date.UTC(2026, 0, 1), () => 0)).toBe(`err-${Date.UTC(2026, 0, 1).toString(36)}-000000`);
  });
});

describe('isFatalLevel', () => {
  it.each([
    ['component', false],
    ['page', false],
    ['critical', true],
  ] as const)('%s → %s', (level, fatal) => expect(isFatalLevel(level)).toBe(fatal));
});

describe('errorMessage and isNetworkError', () => {
  it.each([
    [new Error('boom'), 'boom'],
    [new Error('   '), undefined],
    ['text', 'text'],
    [42, undefined],
    [null, undefined],
  ])('%j → %j', (error, msg) => expect(errorMessage(error)).toBe(msg));

  it.each([
    [new TypeError('Failed to fetch'), true],
    [new TypeError('NetworkError when attempting to fetch resource.'), true],
    [new TypeError('Load failed'), true],
    [new TypeError('x is not a function'), false],
    [new Error('Failed to fetch'), false],
  ])('%s → %s', (error, expected) => expect(isNetworkError(error)).toBe(expected));
});

describe('buildClientErrorReport', () => {
  it('produces a report the server accepts, cutting long stacks', () => {
    const error = new Error('Widget exploded');
    error.stack = 'x'.repeat(CLIENT_ERROR_STACK_MAX + 500);
    const report = buildClientErrorReport({
      errorId: newClientErrorId(),
      level: 'component',
      error,
      boundary: 'Floating actions',
      componentStack: '\n    at Widget',
      path: '/categories/creator-economy?page=2',
      occurredAt: new Date(Date.UTC(2026, 0, 1)),
    });
    expect(report.stack).toHaveLength(CLIENT_ERROR_STACK_MAX);
    expect(clientErrorReportSchema.safeParse(report).success).toBe(true);
  });

  it('reports a thrown non-Error with a placeholder message', () => {
    const report = buildClientErrorReport({ errorId: newClientErrorId(), level: 'critical', error: { weird: true }, path: '/', occurredAt: new Date() });
    expect(report.message).toBe('Unknown error');
    expect(clientErrorReportSchema.safeParse(report).success).toBe(true);
  });
});
