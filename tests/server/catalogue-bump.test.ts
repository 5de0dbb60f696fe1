import { describe, expect, it } from 'vitest';
import { afterEachCall } from '../../server/services/orders/catalogue-bump';

/** A run whose end the test decides, recording when each run began. */
function controlledRun() {
  const began: number[] = [];
  const finish: (() => void)[] = [];
  let clock = 0;
  const run = () =>
    new Promise<void>((resolve) => {
      began.push(clock);
      finish.push(resolve);
    });
  return { run, began, finish, tick: () => (clock += 1) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterEachCall (the stock-change count shared by concurrent orders)', () => {
  it('starts at once when nothing runs, and resolves when that run ends', async () => {
    const c = controlledRun();
    const call = afterEachCall(c.run);
    let done = false;
    const first = call().then(() => (done = true));
    expect(c.began).toEqual([0]);
    await settled();
    expect(done).toBe(false);
    c.finish[0]!();
    await first;
    expect(done).toBe(true);
  });

  it('a call during a run waits for a run that begins after it; calls meanwhile share that one run', async () => {
    const c = controlledRun();
    const call = afterEachCall(c.run);
    const first = call();
    c.tick();
    let secondDone = false;
    let thirdDone = false;
    const second = call().then(() => (secondDone = true));
    const third = call().then(() => (thirdDone = true));
    c.finish[0]!();
    await first;
    await settled();
    // The first run may have begun before the second and third callers' commits: they wait for a new one.
    expect(secondDone || thirdDone).toBe(false);
    expect(c.began).toEqual([0, 1]);
    c.tick();
    // A call while the shared run is under way waits for yet another run.
    let fourthDone = false;
    const fourth = call().then(() => (fourthDone = true));
    c.finish[1]!();
    await Promise.all([second, third]);
    await settled();
    expect(fourthDone).toBe(false);
    expect(c.began).toEqual([0, 1, 2]);
    c.finish[2]!();
    await fourth;
    // Three runs for four calls; none at once.
    expect(c.began).toHaveLength(3);
  });

  it('after a quiet spell a call starts a run of its own again', async () => {
    const c = controlledRun();
    const call = afterEachCall(c.run);
    const first = call();
    c.finish[0]!();
    await first;
    await settled();
    c.tick();
    const second = call();
    expect(c.began).toEqual([0, 1]);
    c.finish[1]!();
    await second;
  });
});
