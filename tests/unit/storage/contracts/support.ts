import type { NewLead, Storage } from '../../../../src/server/storage/types';

/** A fresh, empty storage of the database under test; the suite closes it. */
export type OpenStorage = () => Promise<Storage> | Storage;

/** What every domain's contract uses: a fresh storage per test, and the records it stores. */
export function contractSupport(open: OpenStorage) {
  const withStorage = (test: (storage: Storage) => Promise<void>) => async () => {
    const storage = await open();
    try {
      await test(storage);
    } finally {
      await storage.close();
    }
  };

  const lead = (name: string, email: string, message: string, extra: Partial<NewLead> = {}) => ({
    form: 'enquiry',
    page: '/vps-hosting',
    fields: [
      { name: 'fname', label: 'First Name', type: 'text', value: name },
      { name: 'email', label: 'Email', type: 'email', value: email },
      { name: 'message', label: 'Message', type: 'textarea', value: message },
    ],
    ...extra,
  });

  const user = (email: string, role?: 'staff') => ({
    username: email.split('@')[0]!,
    email,
    passwordHash: `hash of ${email}`,
    ...(role ? { role } : {}),
  });

  const created = async (storage: Storage, email: string, role?: 'staff') => {
    const result = await storage.createUser(user(email, role));
    if (result === 'exists') throw new Error(`${email} exists`);
    return result;
  };

  const inAnHour = () => new Date(Date.now() + 3_600_000);

  return { withStorage, lead, user, created, inAnHour };
}
