import { describe, expect, it } from 'vitest';
import { bouncePoses, FIRST_FRAME, FRAME_MS, LAST_FRAME, logoPose } from './logo-bounce';

describe('loader logo', () => {
  it('plays frames 20 to 44, one pose each, from the ground back to the ground', () => {
    const poses = bouncePoses();
    expect(poses).toHaveLength(25);
    expect(poses[0]).toEqual(logoPose(FIRST_FRAME));
    expect(poses[24]).toEqual(logoPose(LAST_FRAME));
    expect(poses[12]).toEqual(logoPose(32));
    // The loop takes 750 ms at one frame every 30 ms.
    expect(poses.length * FRAME_MS).toBe(750);
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
