import type { User } from '../../../core/schemas/account';

/** Spec §3 User: the username stands in for an empty name; a customer's username is the phone, shown formatted. */
export function userDisplayName(user: Pick<User, 'name' | 'username' | 'phone' | 'phone_num'>): string {
  const name = user.name.trim();
  if (name) return name;
  if (user.phone && user.username === user.phone_num) return user.phone;
  return user.username;
}
