// One template with its body, merge and signature fields, labels, collections and flags.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { templateEndpoints, type Template } from 'shared-contract';

const endpoint = templateEndpoints.findTemplate;

export const templateKey = (id: number) => [endpoint.path, id] as const;

export const findTemplate = async (id: number): Promise<Template> => (await callEndpoint(endpoint, { params: { id } })).data as Template;

export function useTemplate(id: number | null) {
  return useSWR(id === null ? null : templateKey(id), () => findTemplate(id as number));
}
