import type { UserProfile } from '../queries/users';
import { optionalFileLink, optionalPrivateFileLink } from './fileLink';
import { fullName } from './fullName';

const named = (row: { id: number; name: string } | null) => (row ? { id: row.id, name: row.name } : null);

/** The contract's User. `phone` and `phone_number` carry the same value: clients read either. */
export function toUserInfo({ user, country, state, verifiedAs }: UserProfile, publicUrl: string) {
  return {
    userID: user.id,
    name: fullName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    phone_number: user.phone,
    address: user.address,
    uniqueCode: user.uniqueCode,
    profile_image: optionalFileLink(publicUrl, user.profileImageKey),
    date_of_birth: user.dateOfBirth,
    religion: user.religion,
    gender: user.gender,
    country: named(country),
    state: named(state),
    valid_id_link: optionalPrivateFileLink(publicUrl, user.validIdKey),
    utility_bill_link: optionalPrivateFileLink(publicUrl, user.utilityBillKey),
    serviceProvider: user.serviceProvider,
    // Contract extension: staff may open the staff console; a provider without staff leaves it out.
    staff: user.role === 'staff',
    emailVerified: user.confirmed,
    // Contract extension: what staff verified the member as (docs/provider-contract.md).
    verified_as: verifiedAs ?? null,
    notificationSettings: user.notificationSettings,
  };
}

export type UserInfo = ReturnType<typeof toUserInfo>;
