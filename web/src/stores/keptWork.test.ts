// What this browser keeps for one person: logging out (or the shop saying the session ended) forgets the
// wizard and a pending save-after-login; the save-after-login mark expires and holds only on the login pages.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import {
  dropSaveAfterLogin,
  inLoginFlow,
  markSaveAfterLogin,
  onForgetKeptWork,
  SAVE_AFTER_LOGIN_MS,
  saveAfterLoginPending,
} from './keptWork';
import { useSession } from './session';

const user = {
  _id: 'u-1',
  email: 'a@example.com',
  firstName: 'A',
  lastName: 'B',
  phone: '5555555555',
  isAdmin: false,
  favAddress: 0,
  address: [],
};

beforeEach(() => {
  const data = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  });
  // No IndexedDB here: deleting the kept wizard from it fails, which is only warned about.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  onForgetKeptWork(async () => {});
});

describe('the save-after-login mark', () => {
  it(`lasts ${SAVE_AFTER_LOGIN_MS / 60_000} minutes`, () => {
    markSaveAfterLogin(1_000_000);
    expect(saveAfterLoginPending(1_000_000 + SAVE_AFTER_LOGIN_MS - 1)).toBe(true);
    expect(saveAfterLoginPending(1_000_000 + SAVE_AFTER_LOGIN_MS)).toBe(false);
    dropSaveAfterLogin();
    expect(saveAfterLoginPending(1_000_001)).toBe(false);
  });

  it('the login and sign-up pages are the only ones it holds on', () => {
    for (const path of ['/login', '/signup', '/forgot-password', '/reset/abc', '/reset-error'])
      expect(inLoginFlow(path)).toBe(true);
    for (const path of ['/', '/order', '/gallery', '/account', '/cart', '/login/x'])
      expect(inLoginFlow(path)).toBe(false);
  });
});

describe('the end of a session', () => {
  it('Logout forgets the wizard in memory and the pending save', async () => {
    const forgotten = vi.fn(async () => {});
    onForgetKeptWork(forgotten);
    useSession.setState({ status: 'authenticated', user, isAdmin: false });
    markSaveAfterLogin();
    vi.spyOn(api, 'post').mockResolvedValue({});
    await useSession.getState().logout();
    expect(forgotten).toHaveBeenCalledTimes(1);
    expect(saveAfterLoginPending()).toBe(false);
  });

  it('a session the shop no longer knows forgets them too; a failed check does not', async () => {
    const forgotten = vi.fn(async () => {});
    onForgetKeptWork(forgotten);
    useSession.setState({ status: 'authenticated', user, isAdmin: false });
    vi.spyOn(api, 'post').mockRejectedValueOnce(new Error('offline'));
    await useSession.getState().refresh();
    expect(forgotten).not.toHaveBeenCalled();

    useSession.setState({ status: 'authenticated', user, isAdmin: false });
    vi.spyOn(api, 'post').mockResolvedValueOnce({ user: null });
    await useSession.getState().refresh();
    expect(useSession.getState().status).toBe('anonymous');
    expect(forgotten).toHaveBeenCalledTimes(1);
  });
});
