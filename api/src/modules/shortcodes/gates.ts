// The settings gates of 000 section 6 as preHandlers, shared by the settings-templates modules.
// Reads need the page gate; writes add the account_configuration right (create, edit, delete).
import { PROJECT_SETTINGS_GATE, TEMPLATES_SETTINGS_GATE } from 'shared-contract';
import { requirePermission } from '../../plugins/app/guards';

/** Templates (merge fields, e-mail templates, document naming): TEMPLATES_EDIT + ACCOUNT_CONFIGURATION_VIEW. */
export const templatesGate = requirePermission({ all: [...TEMPLATES_SETTINGS_GATE] });
export const templatesWrite = (right: string) => requirePermission({ all: [...TEMPLATES_SETTINGS_GATE, right] });

/** Project settings (approval workflows, company types): PROJECTS_DELETE + ACCOUNT_CONFIGURATION_EDIT. */
export const projectSettingsGate = requirePermission({ all: [...PROJECT_SETTINGS_GATE] });
export const projectSettingsWrite = (right: string) => requirePermission({ all: [...PROJECT_SETTINGS_GATE, right] });
