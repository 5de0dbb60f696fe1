import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../core/schemas/account';
import { wireSession, type SessionWiringDeps } from './session-wiring';

type Snapshot = ReturnType<SessionWiringDeps['session']['getState']>;
type Reason = Parameters<Parameters<SessionWiringDeps['onSignOut']>[0]>[0];

const user = (cid: number) => ({ cid }) as User;

function setup(overrides: { expiryPrompted?: { current: boolean }; mergeCart?: ReturnType<typeof vi.fn<() => Promise<void>>> } = {}, initial: Partial<Snapshot> = {}) {
  const signIns = new Set<(s: { user: User; agentOrder?: boolean }) => void>();
  const signOuts = new Set<(reason: Reason) => void>();
  const watchers = new Set<(state: Snapshot) => void>();
  let state: Snapshot = { hydrated: true, token: null, lastEnded: null, ...initial };
  const deps = {
    onSignIn: (l: (s: { user: User; agentOrder?: boolean }) => void) => (signIns.add(l), () => void signIns.delete(l)),
    onSignOut: (l: (reason: Reason) => void) => (signOuts.add(l), () => void signOuts.delete(l)),
    session: { getState: () => state, subscribe: (l: (s: Snapshot) => void) => (watchers.add(l), () => void watchers.delete(l)) },
    expiryPrompted: { current: false },
    positionCid: vi.fn<() => number | undefined>(() => 7),
    forgetAddressBook: vi.fn<() => void>(),
    mergeCart: vi.fn<() => Promise<void>>(() => Promise.resolve()),
    clearCart: vi.fn<() => void>(),
    forgetCustomerQueries: vi.fn<() => void>(),
    goHome: vi.fn<() => void>(),
    promptExpired: vi.fn<() => void>(),
    ...overrides,
  };
  const stop = wireSession(deps);
  const setState = (next: Partial<Snapshot>) => {
    state = { ...state, ...next };
    for (const w of watchers) w(state);
  };
  const signIn = (cid: number, agentOrder = false) => {
    setState({ token: 't', lastEnded: null });
    for (const l of signIns) l({ user: user(cid), agentOrder });
  };
  const signOut = (reason: Reason) => {
    setState({ token: null, lastEnded: reason === 'logout' ? null : reason });
    for (const l of signOuts) l(reason);
  };
  return { deps, stop, signIn, signOut, setState, counts: () => [signIns.size, signOuts.size, watchers.size] };
}

describe('session wiring (spec §4 Login and session, Logout)', () => {
  it('merges the cart at sign-in and keeps the address book of the same customer', () => {
    const { deps, signIn } = setup();
    signIn(7);
    expect(deps.mergeCart).toHaveBeenCalledTimes(1);
    expect(deps.forgetAddressBook).not.toHaveBeenCalled();
  });

  it('does not merge the server cart into an agent link sign-in (spec §2.9 step 4 cleared it)', () => {
    const { deps, signIn } = setup();
    signIn(8, true);
    expect(deps.mergeCart).not.toHaveBeenCalled();
    expect(deps.forgetAddressBook).toHaveBeenCalledTimes(1);
  });

  it("forgets the address book when the position belongs to another (or no known) customer", () => {
    const { deps, signIn } = setup();
    signIn(8);
    expect(deps.forgetAddressBook).toHaveBeenCalledTimes(1);
    deps.positionCid.mockReturnValue(undefined);
    signIn(8);
    expect(deps.forgetAddressBook).toHaveBeenCalledTimes(2);
  });

  it('a failed merge is swallowed (the local cart stays)', async () => {
    const { deps, signIn } = setup({ mergeCart: vi.fn<() => Promise<void>>(() => Promise.reject(new Error('offline'))) });
    expect(() => signIn(7)).not.toThrow();
    await Promise.resolve();
    expect(deps.mergeCart).toHaveBeenCalled();
  });

  it('clears the cart and the customer\'s cached answers on every sign-out, and goes home only on logout', () => {
    const { deps, signOut } = setup();
    signOut('not_logged_in');
    expect(deps.clearCart).toHaveBeenCalledTimes(1);
    expect(deps.forgetCustomerQueries).toHaveBeenCalledTimes(1);
    expect(deps.goHome).not.toHaveBeenCalled();
    signOut('logout');
    expect(deps.clearCart).toHaveBeenCalledTimes(2);
    expect(deps.goHome).toHaveBeenCalledTimes(1);
  });

  it('prompts once for an expired session, again after the next session expires', () => {
    const { deps, signIn, signOut, setState } = setup();
    signOut('expired');
    expect(deps.promptExpired).toHaveBeenCalledTimes(1);
    setState({});
    expect(deps.promptExpired).toHaveBeenCalledTimes(1);
    signIn(7);
    signOut('expired');
    expect(deps.promptExpired).toHaveBeenCalledTimes(2);
    expect(deps.goHome).not.toHaveBeenCalled();
  });

  it('prompts for a session found expired at start-up, once across layout mounts', () => {
    const expiryPrompted = { current: false };
    const first = setup({ expiryPrompted }, { lastEnded: 'expired' });
    expect(first.deps.promptExpired).toHaveBeenCalledTimes(1);
    first.stop();
    const second = setup({ expiryPrompted }, { lastEnded: 'expired' });
    expect(second.deps.promptExpired).not.toHaveBeenCalled();
  });

  it('waits for the stored session to be read before prompting', () => {
    const { deps, setState } = setup({}, { hydrated: false, lastEnded: null });
    expect(deps.promptExpired).not.toHaveBeenCalled();
    setState({ hydrated: true, lastEnded: 'expired' });
    expect(deps.promptExpired).toHaveBeenCalledTimes(1);
  });

  it('unsubscribes everything', () => {
    const { stop, counts } = setup();
    expect(counts()).toEqual([1, 1, 1]);
    stop();
    expect(counts()).toEqual([0, 0, 0]);
  });
});
