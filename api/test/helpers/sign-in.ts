// Signed-in test clients: each from its own address of a subnet the test file picks (the sign-in
// throttle counts per address, so files and users do not share one), like separate browsers.
import type { FastifyInstance } from 'fastify';
import { TestClient } from './client';
import { PASSWORD, type createCompanyWithUsers } from './fixtures';

export type SignIn = (email: string, password?: string) => Promise<TestClient>;

/** Signs in at `${subnet}.1`, `${subnet}.2`, … in turn; `app()` is read at each sign-in (set in beforeAll). */
export function signInFrom(app: () => FastifyInstance, subnet: string): SignIn {
  let n = 0;
  return async (email, password = PASSWORD) => {
    const client = new TestClient(app(), `${subnet}.${++n}`);
    await client.signIn(email, password);
    return client;
  };
}

type Company = Awaited<ReturnType<typeof createCompanyWithUsers>>;

/** A general contractor's owner, manager, collaborator and view-only user, signed in. */
export async function signInGeneralRoles(signIn: SignIn, company: Company) {
  return {
    owner: await signIn(company.email('general_owner')),
    manager: await signIn(company.email('general_manager')),
    collaborator: await signIn(company.email('general_collaborator')),
    viewOnly: await signIn(company.email('general_view_only')),
  };
}
