import { describe, expect, it } from 'vitest';
import { categoryColour, resolveColour } from './colours';

describe('categoryColour', () => {
  it.each([
    [0, 'var(--chart-1)'],
    [13, 'var(--chart-14)'],
    [14, 'var(--chart-1)'],
    [19, 'var(--chart-6)'],
  ])('series #%d takes %s', (index, colour) => {
    expect(categoryColour(index)).toBe(colour);
  });
});

describe('resolveColour', () => {
  const style = {
    getPropertyValue: (name: string) => (name === '--chart-3' ? ' #009e73 ' : ''),
  } as CSSStyleDeclaration;
  it('reads a token from the computed style, and keeps plain colours', () => {
    expect(resolveColour('var(--chart-3)', style)).toBe('#009e73');
    expect(resolveColour('var(--missing, #123456)', style)).toBe('#123456');
    expect(resolveColour('var(--missing)', style)).toBe('gray');
    expect(resolveColour('rebeccapurple', style)).toBe('rebeccapurple');
  });
});
