// Who may call the Settings > Account endpoints: SETTINGS_ACCOUNT_ACCESS in shared-contract (the
// page gate plus the action's key), the plan rule of subsidiaries, and reading another company's
// records through the network.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMISSIONS, SETTINGS_ACCOUNT_ACCESS as ACCESS, type SettingsAccountAction } from 'shared-contract';
import { forbidden } from '../../lib/http-error';
import { actorOf, companyOf, requirePermission, requirePlan } from '../../plugins/app/guards';
import * as service from './service';

export const tags = ['settings-account'];

/** The route options of an action: its permission gate. */
export const gate = (action: SettingsAccountAction) => ({ tags, preHandler: requirePermission({ all: [...ACCESS[action]] }) });

/** An action on subsidiaries, a general-plan feature (DOMAIN.md section 1): after its gate, 403 with reason plan. */
export const generalPlanGate = (action: SettingsAccountAction) => ({ tags, preHandler: [requirePermission({ all: [...ACCESS[action]] }), requirePlan('general')] });

/** Own company: the Company Details view gate; a network company: companies.view. */
export function assertMayRead(request: FastifyRequest, companyId: number) {
  const granted = actorOf(request).permissions;
  const needed = companyId === companyOf(request).id ? ACCESS.companyView : [PERMISSIONS.COMPANIES_VIEW];
  if (!needed.every((p) => granted.includes(p))) throw forbidden();
}

/** The company whose records a list shows (`company_id`: own by default, or one of the network). */
export async function readableCompanyId(app: FastifyInstance, request: FastifyRequest, requested: unknown): Promise<number> {
  const id = await service.resolveReadableCompany(app.db, companyOf(request).id, requested);
  assertMayRead(request, id);
  return id;
}
