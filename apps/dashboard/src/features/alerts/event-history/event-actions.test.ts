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
  it('writes the value in the locale with its unit', () => {
    expect(eventValueText(1234.5, 'µg/m³', 'en-US')).toBe('1,234.5 µg/m³');
    expect(eventValueText(1234.5, 'µg/m³', 'fr')).toBe('1\u202f234,5 µg/m³');
  });

  it('keeps a zero and writes a value without unit alone', () => {
    expect(eventValueText(0, null, 'en-US')).toBe('0');
  });

  it('has no value for an offline event', () => {
    expect(eventValueText(null, 'ppb', 'en-US')).toBeNull();
  });
});
