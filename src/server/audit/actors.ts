import { userInfo } from 'node:os';
import type { AuditActor, User } from '../storage/types';

/** A signed-in account as the audit log records it: its id and its name at that moment. */
export const accountActor = (user: User): AuditActor => ({ id: user.id, name: user.username });

/** Whoever runs a command on the server's shell, by their login there when it is known. */
export function operatorActor(): AuditActor {
  let login = '';
  try {
    login = userInfo().username;
  } catch {
    // A container user without a name: "operator" alone.
  }
  return { id: null, name: login ? `operator (${login})` : 'operator' };
}

/**
 * A visitor acting on their own data. Never their name: after an erasure the log must not be
 * where it survives.
 */
export const personActor: AuditActor = { id: null, name: 'the person' };
