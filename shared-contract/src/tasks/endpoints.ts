// Every task endpoint (000 section 7 Tasks, DOMAIN.md 4 and 8), one contract each. Each area of the
// tasks issue keeps its endpoints in its own file and re-exports them here.
export * from './task-endpoints';
export { addToQuickAccess, findQuickAccess, initDocumentsJob, listCompanyDocuments, listCompanyProjects, removeFromQuickAccess } from './documents';
export * from './bulk-sends';
export { createRequirementTasks, createRequirementTemplate, deleteRequirementTemplate, findScopeRequirements, listRequirementTemplates, updateRequirementTemplate } from './requirements';
