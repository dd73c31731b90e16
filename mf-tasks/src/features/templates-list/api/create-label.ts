// Create a label.
import { callEndpoint } from 'shared-auth';
import { templateEndpoints, type LabelColor } from 'shared-contract';

export async function createLabel(name: string, color: LabelColor) {
  return callEndpoint(templateEndpoints.createLabel, { body: { name, color } });
}
