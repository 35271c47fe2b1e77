import { describe, expect, it } from 'vitest';
import { pageTitle, truncateTopic } from './page-title';

describe('page titles (foundation §2.3, §9)', () => {
  it('joins topic, section and product as "topic - section | product"', () => {
    expect(pageTitle({ topic: 'Gowanus', section: 'Settings', product: 'OneView Air' })).toBe(
      'Gowanus - Settings | OneView Air',
    );
  });

  it('leaves out missing parts with their separators', () => {
    expect(pageTitle({ section: 'About', product: 'P' })).toBe('About | P');
    expect(pageTitle({ topic: 'T', product: 'P' })).toBe('T | P');
    expect(pageTitle({ topic: '', section: null, product: 'P' })).toBe('P');
  });

  it('keeps a topic of 33 characters and cuts one of 34 to 30 plus "..."', () => {
    const t33 = 'a'.repeat(33);
    const t34 = 'b'.repeat(34);
    expect(truncateTopic(t33)).toBe(t33);
    expect(truncateTopic(t34)).toBe(`${'b'.repeat(30)}...`);
    expect(pageTitle({ topic: t34, section: 'S', product: 'P' })).toBe(
      `${'b'.repeat(30)}... - S | P`,
    );
  });

  it('counts characters, not UTF-16 units, so a cut never splits one', () => {
    const topic = '测'.repeat(31) + '😀😀😀';
    expect(truncateTopic(topic)).toBe(`${'测'.repeat(30)}...`);
    expect(truncateTopic('😀'.repeat(33))).toBe('😀'.repeat(33));
  });
});
