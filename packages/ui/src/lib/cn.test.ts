import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets the caller override a conflicting utility of the component', () => {
    expect(cn('px-4 text-sm', 'px-2')).toBe('text-sm px-2');
  });

  it('drops falsy parts', () => {
    expect(cn('a', false, undefined, null, 'b')).toBe('a b');
  });
});
