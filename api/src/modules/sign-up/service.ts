// Company sign-up and accepting invitation links (operator-created owners, employees, companies).
import type { FastifyInstance } from 'fastify';
import { SETTINGS_PATHS, VALIDATION_MESSAGES, ownerRoleFor, type CompanySignUpInput, type CompanyType, type SignUpInvitation, type UserSignUpInput } from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { createCompanyWithDefaults } from '../../lib/company-setup';
import { fieldError, linkExpired, notFound } from '../../lib/http-error';
import type { UserRow } from '../../lib/identity';
import { hashPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import { isEmailTaken, sendCode } from '../auth';
import { notifyUsers } from '../../lib/notify';
import { createInvitedCompany, notifyInvitationSignUp } from '../network';
import { toSignUpInvitation } from './presenter';
import * as repo from './repository';

export async function createCompanyOwner(app: FastifyInstance, input: CompanySignUpInput): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  if (await isEmailTaken(app.db, email)) throw fieldError('email', VALIDATION_MESSAGES.unique('email'));
  const passwordHash = await hashPassword(input.password);
  const type = (input.company_type ?? 'general_contractor') as CompanyType;
  const user = await withTransaction(app.db, async (db) => {
    const company = await createCompanyWithDefaults(db, { name: input.company_name.trim(), type });
    return repo.insertUser(db, { companyId: company.id, firstName: input.first_name.trim(), lastName: input.last_name.trim(), email, passwordHash, role: ownerRoleFor(type) });
  });
  await sendCode(app, user, 'email_verification');
  return user;
}

export async function findLiveInvitation(db: Database, token: string | undefined) {
  if (!token) throw notFound();
  const invitation = await repo.findInvitationByTokenHash(db, hashToken(token));
  if (!invitation) throw notFound();
  if (invitation.status !== 'pending' || invitation.expiresAt.getTime() <= Date.now()) {
    if (invitation.status === 'pending') await repo.markInvitationExpired(db, invitation.id);
    throw linkExpired();
  }
  return invitation;
}

export async function describeInvitation(db: Database, token: string | undefined): Promise<SignUpInvitation> {
  const invitation = await findLiveInvitation(db, token);
  const companyId = invitation.companyId ?? invitation.invitedByCompanyId;
  return toSignUpInvitation(invitation, companyId ? await repo.findCompanyName(db, companyId) : null);
}

/** Accepting a link creates (or completes) the invitee's user, verified by the link itself. */
export async function acceptInvitation(app: FastifyInstance, input: UserSignUpInput): Promise<UserRow> {
  const invitation = await findLiveInvitation(app.db, input.token);
  const email = input.email.trim().toLowerCase();
  if (email !== invitation.email.toLowerCase()) throw fieldError('email', 'The email does not match the invitation.');
  const passwordHash = await hashPassword(input.password);
  const person = { firstName: input.first_name.trim(), lastName: input.last_name.trim(), passwordHash, emailVerifiedAt: new Date(), updatedAt: new Date() };
  const accepted = await withTransaction(app.db, async (db) => {
    // Claim the link first: a second sign-up with it (a double submit, another tab) or a cancellation
    // that came first waits for this row and then finds it no longer pending.
    if (!(await repo.claimInvitation(db, invitation.id))) throw linkExpired();
    let user: UserRow;
    if (invitation.userId) {
      user = await repo.updateUser(db, invitation.userId, person);
    } else {
      if (await isEmailTaken(db, email)) throw fieldError('email', VALIDATION_MESSAGES.unique('email'));
      let companyId = invitation.companyId;
      let role = invitation.role;
      if (!companyId) {
        // network: a network invitation signs the invitee up as the owner of a new sub contractor
        // company named as invited; both companies join each other's networks.
        ({ companyId, role } = await createInvitedCompany(db, invitation, `${person.firstName} ${person.lastName}`));
      }
      user = await repo.insertUser(db, { ...person, email, companyId, role: role ?? 'sub_collaborator' });
    }
    return user;
  });
  // network: the inviting company's users hear that the invitation was accepted.
  if (invitation.kind === 'company') await notifyInvitationSignUp(app, invitation.id);
  // people: the employee who sent the invitation hears that it was accepted (DOMAIN.md 8).
  if (invitation.kind === 'employee' && invitation.invitedByUserId) {
    await notifyUsers(app, [invitation.invitedByUserId], {
      type: 'employee_invitation_accepted',
      title: 'Invitation accepted',
      body: `${accepted.firstName} ${accepted.lastName} (${accepted.email}) accepted your invitation and joined the company.`,
      link: SETTINGS_PATHS.employeeEdit(accepted.id),
    });
  }
  return accepted;
}
