import { describe, expect, it } from 'vitest';
import { FIRST_FRAME, LAST_FRAME, logoPose, nextFrame } from './logo-bounce';

describe('loader logo', () => {
  it('cycles frames 20 to 44', () => {
    const seen: number[] = [];
    let frame = FIRST_FRAME;
    for (let i = 0; i < 26; i++) {
      seen.push(frame);
      frame = nextFrame(frame);
    }
    expect(seen[0]).toBe(20);
    expect(seen[24]).toBe(44);
    expect(seen[25]).toBe(20);
    expect(Math.min(...seen)).toBe(FIRST_FRAME);
    expect(Math.max(...seen)).toBe(LAST_FRAME);
  });

  it('is on the ground, squashed, at both ends and highest in the middle', () => {
    expect(logoPose(20)).toMatchObject({ translateY: -0, scaleY: 0.84, scaleX: 1.14 });
    expect(logoPose(44).translateY).toBeCloseTo(0, 6);
    expect(logoPose(32).translateY).toBe(-30);
    expect(logoPose(32)).toMatchObject({ scaleX: 1, scaleY: 1 });
    expect(logoPose(26).translateY).toBeLessThan(0);
    expect(logoPose(32).shadowScale).toBeLessThan(logoPose(20).shadowScale);
  });
});
