// Settings > Account (issue 3): Account Details (account/*), Company Details
// (settings/company/general-info, certification, license, office, contacts), subsidiaries
// (/api/v2/subsidiary-companies), the company logo and the Company Info card (company/{id}/*).
// Gates: SETTINGS_ACCOUNT_ACCESS in shared-contract (the page gate plus the action's key).
import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
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
} from 'shared-contract';
import { signOut as _unused } from './noop';
