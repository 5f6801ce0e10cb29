import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../src/server/api/passwords';

describe('stored passwords', () => {
  it('match the same password typed in full-width or compatibility characters', async () => {
    // A phone keyboard in a CJK input mode types full-width letters and digits.
    const stored = await hashPassword('ｍｏｎｓｏｏｎ ｒａｉｎ ２０２６');
    expect(await verifyPassword('monsoon rain 2026', stored)).toBe(true);
    expect(await verifyPassword('monsoon rain 2025', stored)).toBe(false);
    // A ligature is its letters.
    expect(await verifyPassword('ﬁre and water', await hashPassword('fire and water'))).toBe(true);
  });
});
