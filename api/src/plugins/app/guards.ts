// preHandlers that every route composes: authentication, operator only, company context,
// permission keys (one, any or all) and plan. The client only hides; these decide.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ERROR_MESSAGES, hasAllPermissions, hasAnyPermission, type Plan } from 'shared-contract';
import { HttpError, forbidden, unauthenticated } from '../../lib/http-error';
import type { Actor } from '../../lib/identity';

export type PermissionRequirement = string | { any: string[] } | { all: string[] };

export const requireAuth: preHandlerAsyncHookHandler = async (request) => {
  if (!request.actor) throw unauthenticated();
};

export const requireSuperuser: preHandlerAsyncHookHandler = async (request) => {
  if (!request.actor) throw unauthenticated();
  if (!request.actor.user.isSuperuser) throw forbidden(ERROR_MESSAGES.noPermissionPage);
};

/** A company context: the user's company, or the company an operator logged in as. */
export const requireCompany: preHandlerAsyncHookHandler = async (request) => {
  if (!request.actor) throw unauthenticated();
  if (!request.actor.company) throw forbidden(ERROR_MESSAGES.noPermissionPage, 'tenant');
};

export function requirePermission(requirement: PermissionRequirement): preHandlerAsyncHookHandler {
  return async (request) => {
    await requireCompany.call(request.server, request, undefined as never);
    const granted = request.actor!.permissions;
    const ok =
      typeof requirement === 'string'
        ? granted.includes(requirement)
        : 'any' in requirement
          ? hasAnyPermission(granted, requirement.any)
          : hasAllPermissions(granted, requirement.all);
    if (!ok) throw forbidden();
  };
}

export function requirePlan(plan: Plan): preHandlerAsyncHookHandler {
  return async (request) => {
    await requireCompany.call(request.server, request, undefined as never);
    if (request.actor!.company!.plan !== plan) throw new HttpError(403, ERROR_MESSAGES.planRefused, 'plan');
  };
}

/** The company context of an authenticated, company-scoped request (after requireCompany). */
export function companyOf(request: FastifyRequest): NonNullable<Actor['company']> {
  const company = request.actor?.company;
  if (!company) throw forbidden(ERROR_MESSAGES.noPermissionPage, 'tenant');
  return company;
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}
