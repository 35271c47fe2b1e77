import { describe, expect, it } from 'vitest';
import { eventActions, eventValueText } from './event-actions';

describe('eventActions', () => {
  it('offers review and resolve on an open event, resolve under review, nothing once resolved', () => {
    expect(eventActions('Open')).toEqual(['UnderReview', 'Resolved']);
    expect(eventActions('UnderReview')).toEqual(['Resolved']);
    expect(eventActions('Resolved')).toEqual([]);
  });
});

describe('eventValueText', () => {
  it('writes the value in the locale with the project decimals and its unit', () => {
    expect(eventValueText(1234.5, 'µg/m³', 'en-US', 1)).toBe('1,234.5 µg/m³');
    expect(eventValueText(1234.5, 'µg/m³', 'fr', 1)).toBe('1\u202f234,5 µg/m³');
    // The stored average, 263.026666…, at 2 places; 0.25 mg/m³ at 3 keeps its trailing zero.
    expect(eventValueText(263.02666666666727, 'µg/m³', 'en-US', 2)).toBe('263.03 µg/m³');
    expect(eventValueText(0.25, 'mg/m³', 'en-US', 3)).toBe('0.250 mg/m³');
    expect(eventValueText(252.5, 'µg/m³', 'en-US', 0)).toBe('253 µg/m³');
  });

  it('keeps a zero and writes a value without unit alone', () => {
    expect(eventValueText(0, null, 'en-US', 0)).toBe('0');
  });

  it('has no value for an offline event', () => {
    expect(eventValueText(null, 'ppb', 'en-US', 2)).toBeNull();
  });
});
