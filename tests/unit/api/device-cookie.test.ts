import { describe, expect, it } from 'vitest';
import {
  deviceCookieValue,
  deviceThrottleKey,
  loginGate,
  readDeviceCookie,
} from '../../../src/server/auth/device-cookie';
import { memoryLoginThrottle } from '../../../src/server/auth/login-throttle';

const minute = 60_000;
const key = 'a key of the server';
const address = 'address-key';

/** The site's throttle on a clock the test moves. */
function throttleAt() {
  const clock = { now: 0 };
  return { clock, throttle: memoryLoginThrottle({ now: () => clock.now }) };
}

describe('device cookies', () => {
  it('reads back only what the server signed', () => {
    const value = deviceCookieValue(key, 42);
    expect(readDeviceCookie(key, value)).toEqual({ userId: 42, nonce: expect.any(String) });
    expect(readDeviceCookie('another key', value)).toBeUndefined();
    expect(readDeviceCookie(key, value.replace(/^42\./, '43.'))).toBeUndefined();
    expect(readDeviceCookie(key, 'nonsense')).toBeUndefined();
    expect(readDeviceCookie(key, undefined)).toBeUndefined();
  });

  it('gives each sign-in its own nonce', () => {
    const a = readDeviceCookie(key, deviceCookieValue(key, 1))!;
    const b = readDeviceCookie(key, deviceCookieValue(key, 1))!;
    expect(a.nonce).not.toBe(b.nonce);
  });
});

describe('loginGate', () => {
  const device = readDeviceCookie(key, deviceCookieValue(key, 7))!;

  it('lets a trusted device through while the address is locked; others wait', async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 8; i++) await throttle.fail(address);
    const anyone = await loginGate(throttle, address, undefined, 7);
    expect(anyone.wait).toBeGreaterThan(0);
    expect(await loginGate(throttle, address, device, 7)).toMatchObject({
      trusted: true,
      wait: 0,
      key: deviceThrottleKey(device),
    });
    // The device cookie of another account counts for nothing here.
    const elsewhere = await loginGate(throttle, address, device, 8);
    expect(elsewhere).toMatchObject({ trusted: false, key: address });
    expect(elsewhere.wait).toBe(anyone.wait);
  });

  it('stops trusting a device after five failures of its own, until a success', async () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 5; i++) await throttle.fail(address);
    for (let i = 0; i < 4; i++) {
      await throttle.fail((await loginGate(throttle, address, device, 7)).key);
      expect((await loginGate(throttle, address, device, 7)).trusted).toBe(true);
    }
    await throttle.fail(deviceThrottleKey(device));
    const locked = await loginGate(throttle, address, device, 7);
    expect(locked).toMatchObject({ trusted: false, key: address });
    expect(locked.wait).toBeGreaterThan(0);
    // Still untrusted once the address's wait is over and an hour has gone by.
    clock.now += 60 * minute;
    const later = await loginGate(throttle, address, device, 7);
    expect(later).toMatchObject({
      trusted: false,
      wait: 0,
      untrustedDevice: deviceThrottleKey(device),
    });
    // A success (through the address) clears the device's failures: trusted again.
    await throttle.succeed(later.key);
    await throttle.succeed(later.untrustedDevice!);
    expect((await loginGate(throttle, address, device, 7)).trusted).toBe(true);
  });

  it("forgets a device's failures after a day without one", async () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 5; i++) await throttle.fail(deviceThrottleKey(device));
    expect((await loginGate(throttle, address, device, 7)).trusted).toBe(false);
    clock.now += 24 * 60 * minute + 1;
    expect((await loginGate(throttle, address, device, 7)).trusted).toBe(true);
  });
});
