// Demo data of DOMAIN.md section 10 (the part that exists now). Runs only on an empty database.
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, ownerRoleFor, type CompanyType, type RoleName } from 'shared-contract';
import { createCompanyWithDefaults } from '../lib/company-setup';
import { hashPassword } from '../lib/passwords';
import { seedContractDemoData } from '../modules/contracts';
import { seedPeopleDemoData } from '../modules/employees';
import { seedSettingsTemplatesDemoData } from '../modules/merge-fields';
import { seedNetworkDemoData } from '../modules/network';
import { seedProjectDemoData } from '../modules/projects';
import { seedScopeChatDemoData } from '../modules/scope-chat';
import { seedProjectSetupDemoData } from '../modules/project-setup';
import { seedScopeAttachmentDemoData, seedScopeDemoData } from '../modules/scopes';
import { seedTemplateDemoData } from '../modules/templates';
import { seedRequirementDemoData } from '../modules/requirements';
import { seedTaskDemoData } from '../modules/task-schedules';
import type { Database } from './client';
import { withTransaction } from './transaction';
import { certifications, companies, companyNetwork, licenses, notifications, offices, projects, subsidiaryCompanies, users } from './schema';

export const DEMO_STAGES = ['Bidding', 'Pre-construction', 'Construction', 'Close-out'] as const;

type SeedUser = { email: string; firstName: string; lastName: string; role: RoleName };

const NORTHWIND_USERS: SeedUser[] = [
  { email: 'owner@northwind.test', firstName: 'Olivia', lastName: 'Northwind', role: 'general_owner' },
  { email: 'admin@northwind.test', firstName: 'Adam', lastName: 'Reyes', role: 'general_admin' },
  { email: 'manager@northwind.test', firstName: 'Maya', lastName: 'Chen', role: 'general_manager' },
  { email: 'collaborator@northwind.test', firstName: 'Carlos', lastName: 'Diaz', role: 'general_collaborator' },
  { email: 'viewer@northwind.test', firstName: 'Vera', lastName: 'Holt', role: 'general_view_only' },
];
const SUB_CONTRACTORS = [
  { name: 'Ridge Electric', email: 'owner@ridge.test', firstName: 'Rita', lastName: 'Ridge' },
  { name: 'Bayside Concrete', email: 'owner@bayside.test', firstName: 'Ben', lastName: 'Bayside' },
  { name: 'Summit Plumbing', email: 'owner@summit.test', firstName: 'Sam', lastName: 'Summit' },
];
const FILLER_WORDS = ['Apex', 'Harbor', 'Granite', 'Cedar', 'Iron', 'Pioneer', 'Keystone', 'Redwood', 'Atlas', 'Beacon', 'Crescent', 'Evergreen', 'Falcon', 'Lakeside', 'Meridian'];
const FILLER_TRADES = ['Roofing', 'Builders', 'Masonry', 'Steel', 'HVAC', 'Drywall', 'Glazing', 'Excavation', 'Painting', 'Landscaping'];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  return Number(row.n) === 0;
}

/** Seeds the demo data when no company exists yet; returns whether it seeded. */
export async function seedDemoData(db: Database, options: { fillerCompanies?: number } = {}): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  // One hash for every demo account: they share the documented demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verified = new Date();
  await withTransaction(db, async (t) => {
    await t.insert(users).values({ email: 'operator@demo.test', firstName: 'Platform', lastName: 'Operator', role: 'superadmin', isSuperuser: true, passwordHash, emailVerifiedAt: verified });

    const northwind = await createCompanyWithDefaults(t, {
      name: 'Northwind Builders',
      type: 'general_contractor',
      dba: 'Northwind',
      website: 'https://northwind.test',
      tid: '12-3456789',
      createdAt: daysAgo(400),
    });
    const northwindUsers = await t
      .insert(users)
      .values(NORTHWIND_USERS.map((u, i) => ({ ...u, companyId: northwind.id, passwordHash, emailVerifiedAt: verified, lastActivity: daysAgo(i) })))
      .returning();

    const subs: { id: number }[] = [];
    for (const [i, sub] of SUB_CONTRACTORS.entries()) {
      const company = await createCompanyWithDefaults(t, { name: sub.name, type: 'sub_contractor', website: `https://${sub.email.split('@')[1]}`, createdAt: daysAgo(300 - i * 20) });
      await t.insert(users).values({
        email: sub.email,
        firstName: sub.firstName,
        lastName: sub.lastName,
        role: ownerRoleFor('sub_contractor'),
        companyId: company.id,
        passwordHash,
        emailVerifiedAt: verified,
        lastActivity: daysAgo(2 + i * 3),
      });
      subs.push(company);
      await t.insert(companyNetwork).values([
        { companyId: northwind.id, partnerCompanyId: company.id },
        { companyId: company.id, partnerCompanyId: northwind.id },
      ]);
    }

    await t.insert(certifications).values([
      { companyId: northwind.id, name: 'OSHA 30', type: 'Safety', number: 'OSHA-30-88412', expDate: isoDate(daysAgo(-300)), agency: 'OSHA', note: 'Site supervisors' },
      { companyId: northwind.id, name: 'LEED AP', type: 'Sustainability', number: 'LEED-10293', expDate: isoDate(daysAgo(-30)), agency: 'USGBC', note: '' },
      { companyId: northwind.id, name: 'ISO 9001', type: 'Quality', number: 'ISO-9001-2231', expDate: isoDate(daysAgo(20)), agency: 'ISO', note: 'Renewal in progress' },
    ]);
    await t.insert(licenses).values([
      { companyId: northwind.id, office: 'Seattle HQ', state: 'WA', number: 'GC-WA-004512', type: 'General Contractor', expDate: isoDate(daysAgo(-500)), note: '' },
      { companyId: northwind.id, office: 'Portland', state: 'OR', number: 'CCB-221190', type: 'Commercial General', expDate: isoDate(daysAgo(-120)), note: 'Bonded' },
    ]);
    await t.insert(offices).values([
      { companyId: northwind.id, name: 'Seattle HQ', address: '100 Harbor Way', city: 'Seattle', state: 'WA', zipCode: '98101', country: 'United States', phone: '+1 206 555 0100', fax: '+1 206 555 0101', isHeadquarters: true },
      { companyId: northwind.id, name: 'Portland', address: '42 River St', city: 'Portland', state: 'OR', zipCode: '97201', country: 'United States', phone: '+1 503 555 0142', fax: '', isHeadquarters: false },
    ]);
    const [owner, admin, manager] = northwindUsers;
    await t.insert(subsidiaryCompanies).values([
      { companyId: northwind.id, name: 'Northwind Civil', dba: 'NW Civil', website: 'https://civil.northwind.test', tax: '12-7654321', primaryContactId: owner.id, assigneeId: manager.id, signerId: admin.id },
      { companyId: northwind.id, name: 'Northwind Interiors', dba: 'NW Interiors', website: 'https://interiors.northwind.test', tax: '12-1112223', primaryContactId: admin.id, assigneeId: manager.id, signerId: owner.id },
    ]);

    // Projects in every stage (their tasks come from the demo data modules below, the contracts from seedDemoFiles).
    const projectNames = ['Harbor Tower', 'Lakeside Clinic', 'Cedar School', 'Granite Bridge', 'Pier 9 Offices', 'Evergreen Lofts', 'Airport Hangar', 'Civic Library'];
    await t
      .insert(projects)
      .values(projectNames.map((name, i) => ({ companyId: northwind.id, name, stage: DEMO_STAGES[i % DEMO_STAGES.length], createdAt: daysAgo(200 - i * 15) })));

    await t.insert(notifications).values(
      northwindUsers.flatMap((u) => [
        { userId: u.id, type: 'task_assigned', title: 'Task assigned to you', body: 'Subcontract Agreement - in approval needs your review.', link: '/tasks' },
        { userId: u.id, type: 'approval_requested', title: 'Approval requested', body: 'Harbor Tower scope "Electrical" waits for your approval.', link: '/projects' },
        { userId: u.id, type: 'invitation_accepted', title: 'Invitation accepted', body: 'Summit Plumbing joined your network.', link: '/companies', readAt: daysAgo(1) },
      ]),
    );

    await seedPeopleDemoData(t, northwind.id);
    await seedSettingsTemplatesDemoData(t, northwind.id);
    await seedNetworkDemoData(t, northwind.id);
    await seedProjectDemoData(t, northwind.id);
    await seedProjectSetupDemoData(t, northwind.id);
    await seedScopeDemoData(t, northwind.id);
    await seedScopeChatDemoData(t, northwind.id);
    await seedTemplateDemoData(t, northwind.id);
    await seedRequirementDemoData(t, northwind.id);
    await seedTaskDemoData(t, northwind.id);

    // Filler companies give the operator list something to page, sort and filter.
    const fillerCount = options.fillerCompanies ?? 30;
    for (let i = 0; i < fillerCount; i++) {
      const type: CompanyType = i % 3 === 0 ? 'general_contractor' : 'sub_contractor';
      const name = `${FILLER_WORDS[i % FILLER_WORDS.length]} ${FILLER_TRADES[i % FILLER_TRADES.length]}${i >= FILLER_WORDS.length ? ` ${Math.floor(i / FILLER_WORDS.length) + 1}` : ''}`;
      const company = await createCompanyWithDefaults(t, { name, type, createdAt: daysAgo(30 + i * 7), website: `https://company${i + 1}.example` });
      const slug = `company${i + 1}`;
      await t.insert(users).values(
        Array.from({ length: 1 + (i % 4) }, (_, k) => ({
          email: k === 0 ? `owner@${slug}.test` : `user${k}@${slug}.test`,
          firstName: k === 0 ? 'Owner' : `User ${k}`,
          lastName: name.split(' ')[0],
          role: k === 0 ? ownerRoleFor(type) : type === 'general_contractor' ? 'general_manager' : 'sub_manager',
          companyId: company.id,
          passwordHash,
          emailVerifiedAt: verified,
          lastActivity: i % 5 === 4 ? null : daysAgo(i + k),
        })),
      );
      if (type === 'general_contractor' && i % 4 > 0) {
        await t.insert(projects).values(Array.from({ length: i % 4 }, (_, k) => ({ companyId: company.id, name: `${name} project ${k + 1}`, stage: DEMO_STAGES[k % 4] })));
      }
    }
  });
  return true;
}

/**
 * The demo data that needs the app, run after seedDemoData seeded: the scope attachments (its
 * storage), and the contracts, made by the contracts' services as the demo users (their frozen and
 * sealed PDFs stored, their notifications and mails queued).
 */
export async function seedDemoFiles(app: FastifyInstance): Promise<void> {
  const [northwind] = await app.db.select({ id: companies.id }).from(companies).where(eq(companies.tid, '12-3456789')).limit(1);
  if (!northwind) return;
  await seedScopeAttachmentDemoData(app, northwind.id);
  await seedContractDemoData(app, northwind.id);
}
