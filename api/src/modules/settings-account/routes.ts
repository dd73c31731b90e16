// Settings > Account (issue 3): Account Details (account/*), Company Details
// (settings/company/general-info, certification, license, office, contacts), subsidiaries
// (/api/v2/subsidiary-companies), the company logo and the Company Info card (company/{id}/*).
// Gates: SETTINGS_ACCOUNT_ACCESS in shared-contract (the page gate plus the action's key).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ERROR_MESSAGES,
  PERMISSIONS,
  SETTINGS_ACCOUNT_ACCESS as ACCESS,
  SETTINGS_ACCOUNT_MESSAGES as T,
  certificationSchema,
  closeAccountSchema,
  generalInfoSchema,
  licenseSchema,
  officeSchema,
  removeRowSchema,
  senderEmailSchema,
  senderVerifySchema,
  subsidiarySchema,
  taxIdSchema,
  updateAdminsSchema,
  upgradeRequestSchema,
  type SettingsAccountAction,
} from 'shared-contract';
import { HttpError, forbidden, notFound } from '../../lib/http-error';
import { assertMailingAllowed } from '../../lib/mail-limits';
import { parseId, validateInput } from '../../lib/validate';
import { actorOf, companyOf, requireAuth, requirePermission } from '../../plugins/app/guards';
import { SESSION_COOKIE } from '../../plugins/app/session';
import * as account from './account-service';
import * as company from './company-service';
import { isTruthy, readForm, sendStored } from './files';
import * as repo from './repository';
import { toCertificationRow, toLicense, toOffice, toSubsidiaryRow } from './presenter';

const tags = ['settings-account'];
const idParams = { type: 'object', properties: { id: { type: 'string' } } } as const;
const gate = (action: SettingsAccountAction) => ({ preHandler: requirePermission({ all: [...ACCESS[action]] }) });
const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id);

/** Subsidiaries are a general-plan feature (DOMAIN.md section 1): 403 with reason plan. */
function refuseSubPlan(request: FastifyRequest) {
  if (companyOf(request).plan !== 'general') throw new HttpError(403, ERROR_MESSAGES.planRefused, 'plan');
}

/** Reading another company's records (network) needs COMPANIES_VIEW; one's own needs the page gate. */
async function readableCompanyId(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const own = companyOf(request);
  const id = await company.resolveReadableCompany(app.db, own.id, (request.query as Record<string, unknown>).company_id);
  assertMayRead(request, id);
  return id;
}

/** Own company: the Company Details view gate; a network company: companies.view. */
function assertMayRead(request: FastifyRequest, companyId: number) {
  const granted = actorOf(request).permissions;
  const needed = companyId === companyOf(request).id ? ACCESS.companyView : [PERMISSIONS.COMPANIES_VIEW];
  if (!needed.every((p) => granted.includes(p))) throw forbidden();
}

export default async function settingsAccountModule(app: FastifyInstance) {
  app.register(
    async (v1) => {
      // ---- Account Details ------------------------------------------------------------------------
      v1.get('/account', { ...gate('accountView'), schema: { tags, summary: 'Plan and limits, account admins, sender e-mail, upgrade request' } }, async (request) => ({
        data: await account.findAccountDetails(app, companyOf(request)),
      }));

      v1.post('/account/update-admins', { ...gate('accountAdmins'), schema: { tags, summary: 'Replaces the account admins (active employees)' } }, async (request) => {
        const input = await validateInput(updateAdminsSchema, request.body);
        await account.updateAdmins(app.db, companyOf(request).id, input.admin_ids as number[]);
        return { data: await account.findAccountDetails(app, companyOf(request)), message: T.adminsUpdated };
      });

      // Each call mails an address of the caller's choosing: limited like the other sensitive calls.
      v1.post('/account/sender-email', { ...gate('accountSender'), config: { rateLimit: { max: app.config.sensitiveRateLimit, timeWindow: 60_000 } }, schema: { tags, summary: 'Sets a sender e-mail; a link is mailed to verify it before use' } }, async (request) => {
        const input = await validateInput(senderEmailSchema, request.body);
        await assertMailingAllowed(request, 'address', [input.sender_email]);
        const message = await account.requestSenderEmail(app, companyOf(request), input.sender_email);
        return { data: await account.findAccountDetails(app, companyOf(request)), message };
      });

      v1.post('/account/sender-email/verify', { ...gate('accountSender'), schema: { tags, summary: 'Verifies the pending sender e-mail with the mailed token' } }, async (request) => {
        const input = await validateInput(senderVerifySchema, request.body);
        await account.verifySenderEmail(app.db, companyOf(request).id, input.token);
        return { data: await account.findAccountDetails(app, companyOf(request)), message: T.senderVerified };
      });

      v1.post('/account/sender-email/remove', { ...gate('accountSender'), schema: { tags, summary: 'Goes back to the platform sender' } }, async (request) => {
        await account.removeSenderEmail(app.db, companyOf(request).id);
        return { data: await account.findAccountDetails(app, companyOf(request)), message: T.senderRemoved };
      });

      v1.post('/account/close', { ...gate('accountClose'), schema: { tags, summary: 'Closes the account: company deactivated, every session ends, data kept' } }, async (request, reply) => {
        const input = await validateInput(closeAccountSchema, request.body);
        const actor = actorOf(request);
        await account.closeAccount(app, companyOf(request), actor, input.reason ?? '');
        if (!actor.user.isSuperuser) reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return { data: { message: T.accountClosed }, message: T.accountClosed };
      });

      v1.post('/account/upgrade-request', { ...gate('accountUpgrade'), schema: { tags, summary: 'A sub-plan company asks the operator for the general plan' } }, async (request) => {
        const input = await validateInput(upgradeRequestSchema, request.body);
        await account.requestUpgrade(app, companyOf(request), actorOf(request), input.message ?? '');
        return { data: await account.findAccountDetails(app, companyOf(request)), message: T.upgradeRequested };
      });

      // ---- Company Details: general info, logo, tax ID ----------------------------------------------
      v1.get('/settings/company/general-info', { ...gate('companyView'), schema: { tags, summary: "The caller's company: name, DBA, website, tax ID, type, logo" } }, async (request) => ({
        data: company.toGeneralInfo(companyOf(request)),
      }));

      v1.post('/settings/company/general-info/update', { ...gate('companyEdit'), schema: { tags, summary: 'Saves general info (multipart; optional `logo` jpg/png, `remove_logo`)' } }, async (request) => {
        const form = await readForm(request, ['logo']);
        const input = await validateInput(generalInfoSchema, form.fields);
        const data = await company.updateGeneralInfo(app, companyOf(request), input, { logo: form.files.logo, removeLogo: isTruthy(form.fields.remove_logo) });
        return { data, message: T.generalInfoSaved };
      });

      v1.post(
        '/settings/company/general-info/verified-tax-id/:tid',
        { ...gate('companyEdit'), schema: { tags, summary: 'Checks a tax ID: ##-####### and not used by another company', params: { type: 'object', properties: { tid: { type: 'string' } } } } },
        async (request) => {
          const input = await validateInput(taxIdSchema, { tid: (request.params as { tid: string }).tid });
          await company.checkTaxIdAvailable(app.db, companyOf(request).id, input.tid.trim());
          return { data: { tid: input.tid.trim(), verified: true }, message: T.taxIdAvailable };
        },
      );

      v1.get('/settings/company/contacts', { ...gate('companyView'), schema: { tags, summary: 'Active employees (pickers of primary contact, assignee, signer)' } }, async (request) => ({
        data: (await repo.findActiveUsers(app.db, companyOf(request).id)).map(repo.toAccountUser),
      }));

      v1.get('/company/:id/logo', { preHandler: requireAuth, schema: { tags, summary: "A company's logo (own, network, or any for the operator)", params: idParams } }, async (request, reply) => {
        const id = idOf(request);
        const actor = actorOf(request);
        const isAllowed = actor.user.isSuperuser || actor.company?.id === id || (actor.company ? await repo.isInNetwork(app.db, actor.company.id, id) : false);
        if (!isAllowed) throw notFound();
        return company.sendLogo(app, reply, id);
      });

      v1.get('/company/:id/info', { preHandler: requireAuth, schema: { tags, summary: 'The read-only company card (own company or one of its network)', params: idParams } }, async (request) => {
        const id = idOf(request);
        const own = actorOf(request).company;
        if (!own) throw notFound();
        return { data: await company.findCompanyInfo(app.db, own.id, id) };
      });

      // ---- certifications ---------------------------------------------------------------------------
      v1.get('/settings/company/certification', { preHandler: requireAuth, schema: { tags, summary: 'Certifications (query company_id: own by default, or a network company)' } }, async (request) => {
        const id = await readableCompanyId(app, request);
        return { data: (await repo.findCertifications(app.db, id)).map(toCertificationRow) };
      });

      v1.post('/settings/company/certification/add', { ...gate('companyCreate'), schema: { tags, summary: 'Adds a certification (multipart; optional `attachment`)' } }, async (request) => {
        const form = await readForm(request, ['attachment']);
        const input = await validateInput(certificationSchema, form.fields);
        return { data: await company.createCertification(app, companyOf(request).id, input, form.files.attachment), message: T.certificationSaved };
      });

      v1.post('/settings/company/certification/update/:id', { ...gate('companyEdit'), schema: { tags, summary: 'Updates a certification (multipart)', params: idParams } }, async (request) => {
        const id = idOf(request);
        const form = await readForm(request, ['attachment']);
        const input = await validateInput(certificationSchema, form.fields);
        const data = await company.updateCertification(app, companyOf(request).id, id, input, { attachment: form.files.attachment, removeAttachment: isTruthy(form.fields.remove_attachment) });
        return { data, message: T.certificationSaved };
      });

      v1.post('/settings/company/certification/remove', { ...gate('companyDelete'), schema: { tags, summary: 'Removes a certification (body id)' } }, async (request) => {
        const input = await validateInput(removeRowSchema, request.body);
        await company.removeCertification(app, companyOf(request).id, input.id);
        return { data: { message: T.certificationRemoved }, message: T.certificationRemoved };
      });

      v1.get(
        '/settings/company/certification/:id/download-attachment',
        { preHandler: requireAuth, schema: { tags, summary: "A certification's attachment (own or network company)", params: idParams } },
        async (request, reply) => {
          const actor = actorOf(request);
          const row = await company.findReadableCertification(app.db, actor.company?.id ?? null, idOf(request), actor.user.isSuperuser);
          // The same rights as the list the attachment is shown in.
          if (!actor.user.isSuperuser) assertMayRead(request, row.companyId);
          return sendStored(app, reply, row.attachmentPath);
        },
      );

      // ---- licenses ---------------------------------------------------------------------------------
      v1.get('/settings/company/license', { preHandler: requireAuth, schema: { tags, summary: 'Licenses (query company_id: own by default, or a network company)' } }, async (request) => {
        const id = await readableCompanyId(app, request);
        return { data: (await repo.findLicenses(app.db, id)).map(toLicense) };
      });

      v1.post('/settings/company/license/add', { ...gate('companyCreate'), schema: { tags, summary: 'Adds a license' } }, async (request) => {
        const input = await validateInput(licenseSchema, request.body);
        return { data: await company.createLicense(app.db, companyOf(request).id, input), message: T.licenseSaved };
      });

      v1.post('/settings/company/license/update/:id', { ...gate('companyEdit'), schema: { tags, summary: 'Updates a license', params: idParams } }, async (request) => {
        const id = idOf(request);
        const input = await validateInput(licenseSchema, request.body);
        return { data: await company.updateLicense(app.db, companyOf(request).id, id, input), message: T.licenseSaved };
      });

      v1.post('/settings/company/license/remove', { ...gate('companyDelete'), schema: { tags, summary: 'Removes a license (body id)' } }, async (request) => {
        const input = await validateInput(removeRowSchema, request.body);
        await company.removeLicense(app.db, companyOf(request).id, input.id);
        return { data: { message: T.licenseRemoved }, message: T.licenseRemoved };
      });

      // ---- offices ----------------------------------------------------------------------------------
      v1.get('/settings/company/office', { preHandler: requireAuth, schema: { tags, summary: 'Offices (query company_id: own by default, or a network company)' } }, async (request) => {
        const id = await readableCompanyId(app, request);
        return { data: (await repo.findOffices(app.db, id)).map(toOffice) };
      });

      v1.post('/settings/company/office/add', { ...gate('companyCreate'), schema: { tags, summary: 'Adds an office (one headquarters per company)' } }, async (request) => {
        const input = await validateInput(officeSchema, request.body);
        return { data: await company.saveOffice(app.db, companyOf(request).id, null, input), message: T.officeSaved };
      });

      v1.post('/settings/company/office/update/:id', { ...gate('companyEdit'), schema: { tags, summary: 'Updates an office', params: idParams } }, async (request) => {
        const id = idOf(request);
        const input = await validateInput(officeSchema, request.body);
        return { data: await company.saveOffice(app.db, companyOf(request).id, id, input), message: T.officeSaved };
      });

      v1.post('/settings/company/office/remove', { ...gate('companyDelete'), schema: { tags, summary: 'Removes an office (body id)' } }, async (request) => {
        const input = await validateInput(removeRowSchema, request.body);
        await company.removeOffice(app.db, companyOf(request).id, input.id);
        return { data: { message: T.officeRemoved }, message: T.officeRemoved };
      });
    },
    { prefix: '/api/v1' },
  );

  // ---- subsidiaries (v2, 001 sections 2, 5, 7) ------------------------------------------------------
  app.register(
    async (v2) => {
      v2.get('/subsidiary-companies', { ...gate('companyView'), schema: { tags, summary: "The caller's subsidiary companies" } }, async (request) => ({
        data: (await repo.findSubsidiaries(app.db, companyOf(request).id)).map(toSubsidiaryRow),
      }));

      v2.post('/subsidiary-companies', { ...gate('companyCreate'), schema: { tags, summary: 'Adds a subsidiary (multipart; optional `attachment`, 10 MB); general plan' } }, async (request) => {
        refuseSubPlan(request);
        const form = await readForm(request, ['attachment']);
        const input = await validateInput(subsidiarySchema, form.fields);
        return { data: await company.createSubsidiary(app, companyOf(request).id, input, form.files.attachment), message: T.subsidiaryCreated };
      });

      v2.get('/subsidiary-companies/:id', { ...gate('companyView'), schema: { tags, summary: 'One subsidiary', params: idParams } }, async (request) => {
        const id = idOf(request);
        await company.findOwnSubsidiary(app.db, companyOf(request).id, id);
        return { data: (await repo.findSubsidiaries(app.db, companyOf(request).id, id)).map(toSubsidiaryRow)[0] };
      });

      const update = async (request: FastifyRequest) => {
        refuseSubPlan(request);
        const id = idOf(request);
        const form = await readForm(request, ['attachment']);
        const input = await validateInput(subsidiarySchema, form.fields);
        const data = await company.updateSubsidiary(app, companyOf(request).id, id, input, { attachment: form.files.attachment, removeAttachment: isTruthy(form.fields.remove_attachment) });
        return { data, message: T.subsidiaryUpdated };
      };
      // The spec's client posts multipart with ?_method=PUT; a plain PUT works too.
      v2.post('/subsidiary-companies/:id', { ...gate('companyEdit'), schema: { tags, summary: 'Updates a subsidiary (multipart, ?_method=PUT)', params: idParams } }, update);
      v2.put('/subsidiary-companies/:id', { ...gate('companyEdit'), schema: { tags, summary: 'Updates a subsidiary', params: idParams } }, update);

      v2.delete('/subsidiary-companies/:id', { ...gate('companyDelete'), schema: { tags, summary: 'Deletes a subsidiary and its attachment', params: idParams } }, async (request) => {
        refuseSubPlan(request);
        await company.removeSubsidiary(app, companyOf(request).id, idOf(request));
        return { data: { message: T.subsidiaryRemoved }, message: T.subsidiaryRemoved };
      });

      // The operator downloads any company's attachment from its company details (001 section 2).
      v2.get(
        '/subsidiary-companies/:id/download-attachment',
        { preHandler: requireAuth, schema: { tags, summary: "A subsidiary's attachment (own company; the operator: any)", params: idParams } },
        async (request, reply) => {
          const id = idOf(request);
          const actor = actorOf(request);
          let row;
          if (actor.user.isSuperuser) {
            row = await repo.findSubsidiaryRecord(app.db, id);
            if (!row) throw notFound();
          } else {
            await requirePermission({ all: [...ACCESS.companyView] }).call(app, request, reply);
            row = await company.findOwnSubsidiary(app.db, companyOf(request).id, id);
          }
          return sendStored(app, reply, row.attachmentPath, row.attachmentName);
        },
      );
    },
    { prefix: '/api/v2' },
  );
}
