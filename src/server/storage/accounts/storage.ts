import { z } from 'zod';
import type { Driver } from '../driver';
import { qualified } from '../rows';
import { sessionColumns, toSessionRecord, toUser, userColumns } from './rows';
import type { AccountStorage } from './types';

/** Accounts and sessions, in the SQL both databases understand. */
export function accountStorage({ read, write }: Driver): AccountStorage {
  const users = `SELECT ${userColumns} FROM users`;
  const sql = {
    userByEmail: `${users} WHERE lower(email) = lower($1)`,
    userById: `${users} WHERE id = $1`,
    usersWithRole: `${users} WHERE role = $1 ORDER BY id`,
    allUsers: `${users} ORDER BY id`,
    sessionUser: `SELECT ${qualified('users', userColumns)} FROM sessions
      JOIN users ON users.id = sessions.user_id
      WHERE sessions.id_hash = $1 AND sessions.expires_at > $2`,
    liveSession: `SELECT ${qualified('users', userColumns)}, ${sessionColumns} FROM sessions
      JOIN users ON users.id = sessions.user_id
      WHERE sessions.id_hash = $1 AND sessions.expires_at > $2`,
    sessionsOf: `SELECT ${sessionColumns} FROM sessions
      WHERE sessions.user_id = $1 AND sessions.expires_at > $2
      ORDER BY seen_at DESC, sessions.created_at DESC`,
  };
  const user = async (statement: string, params: unknown[]) => {
    const [row] = await read(statement, params);
    return row === undefined ? undefined : toUser(row);
  };

  return {
    async createUser(newUser) {
      const row = await write({ kind: 'createUser', user: newUser, at: new Date().toISOString() });
      return row === undefined ? 'exists' : toUser(row);
    },
    findUserByEmail: (email) => user(sql.userByEmail, [email]),
    findUserById: (id) => user(sql.userById, [id]),
    async listUsers(role) {
      const rows = role ? await read(sql.usersWithRole, [role]) : await read(sql.allUsers);
      return rows.map(toUser);
    },
    async setRoles(userId, { role, editor }) {
      const row = await write({ kind: 'setRoles', userId, role, editor });
      return row === undefined ? undefined : toUser(row);
    },
    async setPassword(userId, passwordHash, keepSession) {
      await write({ kind: 'setPassword', userId, passwordHash, keepSession });
    },
    async deleteUser(userId) {
      await write({ kind: 'deleteUser', userId });
    },
    async createSession({ idHash, userId, expiresAt, createdAt = new Date(), device = '' }) {
      await write({
        kind: 'createSession',
        idHash,
        userId,
        at: createdAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
        device,
      });
    },
    findSession: (idHash, now) => user(sql.sessionUser, [idHash, now.toISOString()]),
    async liveSession(idHash, now) {
      const [row] = await read(sql.liveSession, [idHash, now.toISOString()]);
      return row === undefined ? undefined : { ...toSessionRecord(row), user: toUser(row) };
    },
    async touchSession(idHash, at) {
      await write({ kind: 'touchSession', idHash, at: at.toISOString() });
    },
    async proveSession(idHash, at) {
      await write({ kind: 'proveSession', idHash, at: at.toISOString() });
    },
    async listSessions(userId, now) {
      return (await read(sql.sessionsOf, [userId, now.toISOString()])).map(toSessionRecord);
    },
    async endOtherSessions(userId, keep) {
      return z.number().parse(await write({ kind: 'endOtherSessions', userId, keep }));
    },
    async deleteSession(idHash) {
      await write({ kind: 'deleteSession', idHash });
    },
  };
}
