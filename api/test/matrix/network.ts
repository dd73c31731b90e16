// Issue 4: company network, invitations, import, notes, network users, send communication.
// Lists, look-ups and creates work on the caller's own network, so a user of another company
// rightly gets 200/422 there: those rows are 'auth' with the status the home view-only user gets
// (200 to look, 403 to act: general_view_only never acts on other companies). Rows that point at
// one of the home company's rows (invitation, import, note) are permission rows: another company
// gets 404 and the view-only user 403.
import { INVITATION_LINK_DAYS } from 'shared-contract';
import { companyImports, companyInvitations, companyNetwork, companyNotes, invitations } from '../../src/db/schema';
import { createCompanyWithUsers } from '../helpers/fixtures';
import type { MatrixModule } from './types';

export const networkMatrix: MatrixModule = {
  setup: async (app, { home }) => {
    const partner = await createCompanyWithUsers(app, { name: 'Matrix Network Partner', type: 'sub_contractor' });
    await app.db.insert(companyNetwork).values([
      { companyId: home.company.id, partnerCompanyId: partner.company.id },
      { companyId: partner.company.id, partnerCompanyId: home.company.id },
    ]);
    const [invitation] = await app.db
      .insert(invitations)
      .values({
        tokenHash: 'matrix-network-invitation',
        kind: 'company',
        email: 'matrix-invited@matrix-network.test',
        invitedByCompanyId: home.company.id,
        expiresAt: new Date(Date.now() + INVITATION_LINK_DAYS * 86_400_000),
      })
      .returning();
    await app.db.insert(companyInvitations).values({ invitationId: invitation.id, companyName: 'Matrix Invited' });
    // A request of another company to join the home company's network (add-company-by-id).
    const [request] = await app.db
      .insert(invitations)
      .values({
        tokenHash: 'matrix-network-request',
        kind: 'company',
        email: partner.email('sub_owner'),
        invitedByCompanyId: partner.company.id,
        expiresAt: new Date(Date.now() + INVITATION_LINK_DAYS * 86_400_000),
      })
      .returning();
    await app.db.insert(companyInvitations).values({ invitationId: request.id, companyName: 'Matrix Home', targetCompanyId: home.company.id });
    const [imported] = await app.db
      .insert(companyImports)
      .values({ companyId: home.company.id, fileName: 'matrix.csv', rows: [{ company_name: 'Matrix Import', tax_id: '', contact_name: 'M I', email: 'mi@matrix-network.test', phone: '' }] })
      .returning();
    const [note] = await app.db.insert(companyNotes).values({ companyId: home.company.id, partnerCompanyId: partner.company.id, body: 'Matrix note' }).returning();
    return {
      networkPartner: partner.company.id,
      networkPartnerUser: partner.users.sub_owner!.id,
      networkInvitation: invitation.id,
      networkImport: imported.id,
      networkRequest: request.id,
      networkNote: note.id,
    };
  },
  endpoints: [
    { method: 'GET', path: () => '/api/v1/company/network', access: 'auth', signedIn: 200 },
    { method: 'GET', path: () => '/api/v1/company/network/export', access: 'auth', signedIn: 202 },
    { method: 'GET', path: () => '/api/v1/company/network/search-not-added-company', access: 'auth', signedIn: 403 },
    { method: 'GET', path: () => '/api/v1/company/network/find-by-email', access: 'auth', signedIn: 403 },
    { method: 'POST', path: () => '/api/v1/company/network/add-company-by-id', access: 'auth', body: { company_id: 1 }, signedIn: 403 },
    { method: 'POST', path: () => '/api/v1/company/network/remove-company-by-id', access: 'auth', body: { company_id: 1 }, signedIn: 403 },
    { method: 'POST', path: () => '/api/v1/company/network/invite', access: 'auth', body: {}, signedIn: 403 },
    { method: 'GET', path: () => '/api/v1/company/network/invitations', access: 'auth', signedIn: 200 },
    { method: 'POST', path: (c) => `/api/v1/company/network/invitations/${c.ids.networkInvitation}/resend`, access: { permission: 'companies.create' } },
    { method: 'POST', path: (c) => `/api/v1/company/network/invitations/${c.ids.networkInvitation}/cancel`, access: { permission: 'companies.create' } },
    { method: 'GET', path: () => '/api/v1/company/network/requests', access: 'auth', signedIn: 403 },
    { method: 'POST', path: (c) => `/api/v1/company/network/requests/${c.ids.networkRequest}/accept`, access: { permission: 'companies.create' } },
    { method: 'POST', path: (c) => `/api/v1/company/network/requests/${c.ids.networkRequest}/decline`, access: { permission: 'companies.create' } },
    { method: 'POST', path: () => '/api/v1/company/network/import/preview', access: 'auth', signedIn: 403, upload: true },
    { method: 'POST', path: (c) => `/api/v1/company/network/import/${c.ids.networkImport}/confirm`, access: { permission: 'companies.create' } },
    { method: 'GET', path: (c) => `/api/v1/company/network/companies/${c.ids.networkPartner}`, access: 'auth', signedIn: 200 },
    { method: 'GET', path: () => '/api/v1/company/get-users', access: 'auth', signedIn: 422 },
    { method: 'GET', path: (c) => `/api/v1/company/network/companies/${c.ids.networkPartner}/users/${c.ids.networkPartnerUser}`, access: 'auth', signedIn: 200 },
    { method: 'GET', path: () => '/api/v1/company/notes', access: 'auth', signedIn: 422 },
    { method: 'POST', path: () => '/api/v1/company/notes/create', access: 'auth', body: { body: 'x' }, signedIn: 403 },
    { method: 'PUT', path: (c) => `/api/v1/company/notes/update/${c.ids.networkNote}`, access: { permission: 'companies.edit' }, body: { body: 'Changed' } },
    { method: 'DELETE', path: (c) => `/api/v1/company/notes/delete/${c.ids.networkNote}`, access: { permission: 'companies.edit' } },
    { method: 'GET', path: () => '/api/v1/company/get-all-users', access: 'auth', signedIn: 200 },
    { method: 'GET', path: () => '/api/v1/users/export', access: 'auth', signedIn: 202 },
    { method: 'GET', path: () => '/api/v1/users/send-communication/search', access: 'auth', signedIn: 403 },
    { method: 'GET', path: () => '/api/v1/users/send-communication/data', access: 'auth', signedIn: 403 },
    { method: 'POST', path: () => '/api/v1/users/send-communication', access: 'auth', body: { user_ids: [], subject: '', body: '' }, signedIn: 403 },
  ],
};
