import { createHash } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { z } from 'zod';
import type { Storage, StoredPasskey, User } from '../storage/types';
import { deviceName } from './device-name';

/** How long a challenge waits for its answer; the browser's prompt times out with it. */
export const passkeyChallengeMs = 5 * 60_000;

/**
 * Who the passkeys are for: the site as the browser reached it. The id is the host name without
 * its port (WebAuthn's relying party id), the origin the scheme, host and port the browser
 * names in what it signs; behind a proxy both come from its headers when TRUST_PROXY trusts it,
 * as for the session cookie's `Secure`.
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export const relyingPartyOf = (
  request: { hostname: string; host: string; protocol: string },
  name: string,
): RelyingParty => ({
  id: request.hostname,
  origin: `${request.protocol}://${request.host}`,
  name,
});

/** The account's handle in its passkeys: the same for each, naming nothing about it. */
const userHandle = (user: Pick<User, 'id'>) =>
  new Uint8Array(createHash('sha256').update(`passkey-user:${user.id}`).digest());

const base64url = z.string().regex(/^[\w-]*$/);

/** What a browser sends back after making a passkey (RegistrationResponseJSON). */
export const registrationResponseSchema = z.looseObject({
  id: base64url.min(1).max(1400),
  rawId: base64url.min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url.min(1),
    attestationObject: base64url.min(1),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** What a browser sends back after signing with a passkey (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z.looseObject({
  id: base64url.min(1).max(1400),
  rawId: base64url.min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url.min(1),
    authenticatorData: base64url.min(1),
    signature: base64url.min(1),
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

const addOwner = (sessionHash: string) => `add:${sessionHash}`;
const signInOwner = (pendingHash: string) => `sign-in:${pendingHash}`;

/**
 * The options for making a new passkey for the account, from its session: the browser's prompt
 * reads them. Their challenge is kept for this session only, once, for five minutes; the
 * account's passkeys are excluded, so an authenticator is not added twice.
 */
export async function registrationOptions(
  storage: Storage,
  user: User,
  sessionHash: string,
  rp: RelyingParty,
  now = new Date(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await storage.passkeys(user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.username,
    userID: userHandle(user),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    timeout: passkeyChallengeMs,
  });
  const expires = new Date(now.getTime() + passkeyChallengeMs);
  await storage.keepChallenge(addOwner(sessionHash), options.challenge, expires);
  return options;
}

/** The name a passkey gets when its owner gives none: the device and the day. */
export function defaultPasskeyName(userAgent: string | undefined, now = new Date()): string {
  const day = now.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const device = deviceName(userAgent);
  return device ? `${device}, added ${day}` : `Passkey added ${day}`;
}

/**
 * Checks the browser's answer to this session's challenge (taken, so it works once) for this
 * site's origin and id, and keeps the new passkey; the account's other sessions end. Undefined
 * when it is not accepted: no challenge waiting, another origin, a bad signature, a passkey kept
 * already.
 */
export async function addPasskey(
  storage: Storage,
  user: User,
  sessionHash: string,
  response: RegistrationResponseJSON,
  name: string,
  rp: RelyingParty,
  now = new Date(),
): Promise<StoredPasskey | undefined> {
  const challenge = await storage.takeChallenge(addOwner(sessionHash), now);
  if (!challenge) return undefined;
  let info;
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!verified.verified) return undefined;
    info = verified.registrationInfo;
  } catch {
    return undefined;
  }
  const { credential } = info;
  const passkey = {
    id: credential.id,
    userId: user.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: [...(credential.transports ?? [])],
    name,
  };
  if (!(await storage.addPasskey(passkey, sessionHash))) return undefined;
  return { ...passkey, createdAt: now.toISOString(), lastUsedAt: null };
}

/**
 * The options for signing in with one of the account's passkeys, for a sign-in waiting for its
 * second step: its challenge kept for that sign-in only, once, for five minutes. Undefined when
 * the account has none.
 */
export async function signInOptions(
  storage: Storage,
  user: Pick<User, 'id'>,
  pendingHash: string,
  rp: RelyingParty,
  now = new Date(),
): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
  const keys = await storage.passkeys(user.id);
  if (keys.length === 0) return undefined;
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: keys.map((key) => ({ id: key.id, transports: key.transports })),
    userVerification: 'preferred',
    timeout: passkeyChallengeMs,
  });
  const expires = new Date(now.getTime() + passkeyChallengeMs);
  await storage.keepChallenge(signInOwner(pendingHash), options.challenge, expires);
  return options;
}

/**
 * Checks a passkey's signature over this sign-in's challenge (taken, so it works once): one of
 * the account's passkeys, this site's origin and id, and a signature counter higher than the last
 * one (or 0 from an authenticator that keeps none), recorded in the same step.
 */
export async function usePasskey(
  storage: Storage,
  user: Pick<User, 'id'>,
  pendingHash: string,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  now = new Date(),
): Promise<boolean> {
  const challenge = await storage.takeChallenge(signInOwner(pendingHash), now);
  if (!challenge) return false;
  const key = await storage.passkey(response.id);
  if (!key || key.userId !== user.id) return false;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: key.id,
        publicKey: isoBase64URL.toBuffer(key.publicKey),
        counter: key.counter,
        transports: key.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
    if (!result.verified) return false;
    return await storage.usePasskey(key.id, result.authenticationInfo.newCounter, now);
  } catch {
    return false;
  }
}
