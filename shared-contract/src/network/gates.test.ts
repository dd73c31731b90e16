// NETWORK_GATES is the one act policy of Companies and Users: what each gate asks, who passes it,
// and that the API guards and mf-companies' hook both read it (neither writes the rule again).
import { PERMISSIONS as P } from '../permissions';
import { NETWORK_GATES, NETWORK_VIEW_ONLY_ROLE, passesNetworkGate, type NetworkGateName } from './gates';

const everything = Object.values(P);
const passed = (who: Parameters<typeof passesNetworkGate>[1]) =>
  (Object.keys(NETWORK_GATES) as NetworkGateName[]).filter((name) => passesNetworkGate(NETWORK_GATES[name], who));

test('each gate: its permissions, and whether it is an action (refused to the view-only role)', () => {
  expect(NETWORK_GATES).toEqual({
    view: { all: [P.COMPANIES_VIEW], act: false },
    seeUsers: { all: [P.COMPANIES_VIEW, P.USERS_VIEW], act: false },
    add: { all: [P.COMPANIES_CREATE], act: true },
    edit: { all: [P.COMPANIES_EDIT], act: true },
    remove: { all: [P.COMPANIES_DELETE], act: true },
    usersView: { all: [P.USERS_VIEW], act: false },
    communicationView: { all: [P.USERS_COMMUNICATION], act: false },
    communicate: { all: [P.USERS_COMMUNICATION], act: true },
  });
});

test('who passes: every permission of the gate; the view-only role only looks; no user passes nothing', () => {
  expect(passed({ permissions: everything, role: 'general_owner' })).toEqual(Object.keys(NETWORK_GATES));
  expect(passed({ permissions: everything, role: NETWORK_VIEW_ONLY_ROLE })).toEqual(['view', 'seeUsers', 'usersView', 'communicationView']);
  expect(passed({ permissions: [P.COMPANIES_VIEW, P.COMPANIES_EDIT], role: 'sub_admin' })).toEqual(['view', 'edit']);
  // Seeing a network company's users needs both views.
  expect(passed({ permissions: [P.USERS_VIEW], role: 'sub_admin' })).toEqual(['usersView']);
  expect(passed({ permissions: [], role: 'general_owner' })).toEqual([]);
  expect(passed(null)).toEqual([]);
});

describe('both sides read the map', () => {
  // Test-only file reading (Node): shared-contract's own code stays free of Node built-ins.
  const fs = jest.requireActual('fs') as { readFileSync: (path: string, encoding: 'utf8') => string; readdirSync: (path: string) => string[] };
  const root = `${__dirname}/../../..`;
  const read = (path: string) => fs.readFileSync(`${root}/${path}`, 'utf8');
  const code = (path: string) => read(path).replace(/\/\/.*$/gm, '');

  test.each(['api/src/plugins/app/network-gates.ts', 'mf-companies/src/lib/use-network-gates.ts'])('%s decides with NETWORK_GATES and passesNetworkGate only', (path) => {
    const text = code(path);
    expect(text).toMatch(/\bNETWORK_GATES\b/);
    expect(text).toMatch(/\bpassesNetworkGate\(/);
    expect(text).not.toMatch(/PERMISSIONS\.|general_view_only|companies\.(create|edit|delete)/);
  });

  test('the network routes are guarded by the gates, never by a permission of their own', () => {
    const routeFiles = [
      ...fs.readdirSync(`${root}/api/src/modules/network`).map((f) => `api/src/modules/network/${f}`),
      ...fs.readdirSync(`${root}/api/src/modules/network-users`).map((f) => `api/src/modules/network-users/${f}`),
    ].filter((f) => /\/routes[^/]*\.ts$/.test(f));
    expect(routeFiles.length).toBeGreaterThan(2);
    for (const path of routeFiles) expect({ path, guard: /requirePermission|PERMISSIONS\./.test(code(path)) }).toEqual({ path, guard: false });
  });
});
