// The settings gates of 000 section 6 (SETTINGS_GATES, the same the pages use) as preHandlers,
// shared by the settings-templates modules. Reads need the page gate; writes add the
// account_configuration right (create, edit, delete).
import { SETTINGS_GATES } from 'shared-contract';
import { requirePermission } from './guards';

const TEMPLATES = SETTINGS_GATES.templatesView.all;
const PROJECT = SETTINGS_GATES.projectView.all;
const COMPANY_TYPES = SETTINGS_GATES.companyTypes.all;

/** Templates (merge fields, e-mail templates, document naming): TEMPLATES_EDIT + ACCOUNT_CONFIGURATION_VIEW. */
export const templatesGate = requirePermission({ all: [...TEMPLATES] });
export const templatesWrite = (right: string) => requirePermission({ all: [...TEMPLATES, right] });

/** Project settings (approval workflows): PROJECTS_DELETE + ACCOUNT_CONFIGURATION_EDIT. */
export const projectSettingsGate = requirePermission({ all: [...PROJECT] });
export const projectSettingsWrite = (right: string) => requirePermission({ all: [...PROJECT, right] });

/** Company types: "Commitment types need edit setting" (ACCOUNT_CONFIGURATION_EDIT). */
export const companyTypesGate = requirePermission({ all: [...COMPANY_TYPES] });
export const companyTypesWrite = (right: string) => requirePermission({ all: [...COMPANY_TYPES, right] });
