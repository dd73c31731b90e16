// Who is calling: session lookup, the company context and the CurrentUser shape of the contract.
import { and, eq, gt, sql } from 'drizzle-orm';
import {
  COMPANY_TYPE_LABELS,
  FEATURES,
  ROLES,
  SUPERADMIN_ROLE,
  type CompanyFeature,
  type CompanyStatus,
  type CompanyType,
  type CurrentUser,
  type FeatureKey,
  type Plan,
  type RoleName,
} from 'shared-contract';
import type { Database } from '../db/client';
import { companies, companyFeatures, permissionGroups, sessions, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export type Actor = {
  user: UserRow;
  session: SessionRow;
  /** The company whose data the caller works on: its own, or the operator's acting company. */
  company: CompanyRow | null;
  /** The role whose permission group applies (an operator inside a company acts as its admin). */
  effectiveRole: RoleName | null;
  permissions: string[];
};

export const adminRoleFor = (type: CompanyType): RoleName => (type === 'general_contractor' ? 'general_admin' : 'sub_admin');

/** The caller behind a session cookie, read from the database (the session plugin caches it). */
export async function findActorBySessionId(db: Database, sessionId: string): Promise<Actor | null> {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { ...(await resolveContext(db, row.user, row.session.actingCompanyId)), session: row.session };
}

/** The company context and permissions of a user (an operator's come from its acting company). */
export async function resolveContext(db: Database, user: UserRow, actingCompanyId: number | null): Promise<Omit<Actor, 'session'>> {
  const companyId = user.isSuperuser ? actingCompanyId : user.companyId;
  let company: CompanyRow | null = null;
  if (companyId) {
    company = (await db.select().from(companies).where(eq(companies.id, companyId)).limit(1))[0] ?? null;
  }
  const effectiveRole: RoleName | null = company ? (user.isSuperuser ? adminRoleFor(company.type as CompanyType) : (user.role as RoleName)) : null;
  let permissions: string[] = [];
  if (company && effectiveRole) {
    const group = await db
      .select({ permissions: permissionGroups.permissions })
      .from(permissionGroups)
      .where(and(eq(permissionGroups.companyId, company.id), eq(permissionGroups.role, effectiveRole)))
      .limit(1);
    permissions = group[0]?.permissions ?? [];
  }
  return { user, company, effectiveRole, permissions };
}

/** CurrentUser of a user, e.g. right after signing in (before the session cookie round-trips). */
export async function findCurrentUser(db: Database, userId: number, actingCompanyId: number | null = null): Promise<CurrentUser> {
  const user = (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0];
  return toCurrentUser(db, await resolveContext(db, user, actingCompanyId));
}

export async function findCompanyFeatures(db: Database, companyId: number): Promise<CompanyFeature[]> {
  const rows = await db.select().from(companyFeatures).where(eq(companyFeatures.companyId, companyId)).orderBy(companyFeatures.id);
  return rows.map((f) => ({ id: f.id, feature: f.feature as FeatureKey, feature_label: FEATURES[f.feature as FeatureKey] ?? f.feature, enabled: f.enabled }));
}

export async function toCurrentUser(db: Database, actor: Pick<Actor, 'user' | 'company' | 'permissions'>): Promise<CurrentUser> {
  const { user, company } = actor;
  const role = user.isSuperuser ? SUPERADMIN_ROLE : { name: user.role, show_name: ROLES[user.role as RoleName]?.show_name ?? user.role };
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    phone: user.phone,
    photo: user.photo,
    permissions: actor.permissions,
    role: { name: role.name, show_name: role.show_name },
    company: company
      ? {
          id: company.id,
          name: company.name,
          type: company.type as CompanyType,
          plan: company.plan as Plan,
          logo: company.logo,
          status: company.status as CompanyStatus,
          features: await findCompanyFeatures(db, company.id),
        }
      : null,
    last_activity: user.lastActivity ? user.lastActivity.toISOString() : null,
    is_superuser: user.isSuperuser,
    email_verified: user.emailVerifiedAt !== null,
    acting_as_company: user.isSuperuser && company !== null,
  };
}

/** CurrentUser of a caller, built once per cached caller (the cache drops it on any change of its parts). */
const currentUsers = new WeakMap<Actor, Promise<CurrentUser>>();

export async function currentUserOf(db: Database, actor: Actor): Promise<CurrentUser> {
  let built = currentUsers.get(actor);
  if (!built) {
    built = toCurrentUser(db, actor);
    currentUsers.set(actor, built);
    built.catch(() => currentUsers.delete(actor));
  }
  // Activity moves on without the caller changing.
  return { ...(await built), last_activity: actor.user.lastActivity ? actor.user.lastActivity.toISOString() : null };
}

export const companyTypeTitle = (type: string) => COMPANY_TYPE_LABELS[type as CompanyType] ?? type;

/** Records activity at most once a minute per user, so busy clients do not write on every call. */
export async function touchLastActivity(db: Database, user: UserRow): Promise<void> {
  const now = Date.now();
  if (user.lastActivity && now - user.lastActivity.getTime() < 60_000) return;
  await db
    .update(users)
    .set({ lastActivity: new Date(now) })
    .where(and(eq(users.id, user.id), sql`(${users.lastActivity} is null or ${users.lastActivity} < now() - interval '1 minute')`));
  user.lastActivity = new Date(now);
}
