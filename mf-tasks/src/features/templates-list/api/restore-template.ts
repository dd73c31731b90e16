// Restore an archived template (library/template/restore): answers with its message.
import { callEndpoint } from 'shared-auth';
import { templateEndpoints } from 'shared-contract';

export async function restoreTemplate(id: number): Promise<string> {
  return (await callEndpoint(templateEndpoints.restoreTemplate, { body: { template_id: id } })).data.message;
}
