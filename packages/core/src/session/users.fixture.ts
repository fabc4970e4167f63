import type { UserInfo } from './session';

/** Users shared by the session tests. */
export const retailer: UserInfo = {
  id: 7,
  first_name: ' Ada ',
  last_name: 'Lovelace',
  avatar: '',
  user_type: 2,
  user_role: 1,
  roles: ['admin'],
  permissions: ['warranty:list'],
  card_public_key: 'pk_test_1',
};

export const onsiteBrand: UserInfo = {
  id: 9,
  first_name: 'Bo',
  last_name: '',
  avatar: 'https://cdn.example.com/a.png',
  user_type: 1,
  user_role: 1,
  brands_info: { onsite_available: 1 },
};
