import { describe, expect, it } from 'vitest';
import { fromDateTimeInputValue, toDateTimeInputValue } from './dateTimeInput.ts';

describe('datetime-local values', () => {
  it('shows a moment in local time to the minute and reads it back as the same moment', () => {
    const at = new Date(2026, 10, 20, 14, 5); // local 20 Nov 2026, 14:05
    expect(toDateTimeInputValue(at.toISOString())).toBe('2026-11-20T14:05');
    expect(fromDateTimeInputValue('2026-11-20T14:05')).toBe(at.toISOString());
    expect(fromDateTimeInputValue('2026-11-20T14:05:30')).toBe(new Date(2026, 10, 20, 14, 5, 30).toISOString());
  });

  it('drops the seconds a stored moment has when shown', () => {
    expect(toDateTimeInputValue(new Date(2026, 0, 2, 3, 4, 59).toISOString())).toBe('2026-01-02T03:04');
  });

  it('keeps empty as empty and nothing as empty', () => {
    expect(toDateTimeInputValue(null)).toBe('');
    expect(toDateTimeInputValue('')).toBe('');
    expect(toDateTimeInputValue('not a date')).toBe('');
    expect(fromDateTimeInputValue('  ')).toBe('');
  });

  it('returns what the calendar does not have as typed, for the schema to refuse', () => {
    expect(fromDateTimeInputValue('2026-11-31T10:00')).toBe('2026-11-31T10:00');
    expect(fromDateTimeInputValue('2026-02-29T10:00')).toBe('2026-02-29T10:00');
    expect(fromDateTimeInputValue('yesterday')).toBe('yesterday');
    expect(fromDateTimeInputValue('2028-02-29T10:00')).toBe(new Date(2028, 1, 29, 10, 0).toISOString());
  });
});
