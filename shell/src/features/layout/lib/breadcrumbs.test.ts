import { buildBreadcrumbs } from './breadcrumbs';

test('names known screens, links every crumb but the page itself', () => {
  expect(buildBreadcrumbs('/settings/account/account-details')).toEqual([
    { label: 'Settings', to: '/settings' },
    { label: 'Account', to: '/settings/account' },
    { label: 'Account details' },
  ]);
  expect(buildBreadcrumbs('/users')).toEqual([{ label: 'Network Users' }]);
});

test('shows record ids as #id, and drops the id of a profile or company page', () => {
  expect(buildBreadcrumbs('/companies/14/users')).toEqual([
    { label: 'Companies', to: '/companies' },
    { label: '#14', to: '/companies/14' },
    { label: 'Users' },
  ]);
  expect(buildBreadcrumbs('/profile/12')).toEqual([{ label: 'My Profile' }]);
  expect(buildBreadcrumbs('/company-info/7')).toEqual([{ label: 'Company Info' }]);
});

test("names the operator's area", () => {
  expect(buildBreadcrumbs('/superadmin/company/3')).toEqual([
    { label: 'Admin panel', to: '/superadmin' },
    { label: 'Companies', to: '/superadmin/company' },
    { label: '#3' },
  ]);
  expect(buildBreadcrumbs('/')).toEqual([]);
});

test('uses the names pages gave their records, by path, over #id and the built-in names', () => {
  expect(buildBreadcrumbs('/companies/14/users/3', { '/companies/14': 'Ridge Electric', '/companies/14/users/3': 'Ann Lee' })).toEqual([
    { label: 'Companies', to: '/companies' },
    { label: 'Ridge Electric', to: '/companies/14' },
    { label: 'Users', to: '/companies/14/users' },
    { label: 'Ann Lee' },
  ]);
  expect(buildBreadcrumbs('/settings/account/company-users/9/edit', { '/settings/account/company-users/9': 'Olivia Owner' })[3]).toEqual({
    label: 'Olivia Owner',
    to: '/settings/account/company-users/9',
  });
  // An empty name falls back.
  expect(buildBreadcrumbs('/companies/14', { '/companies/14': '' })).toEqual([{ label: 'Companies', to: '/companies' }, { label: '#14' }]);
});
