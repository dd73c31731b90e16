// Name, phone, role and professions.
import { callEndpoint } from 'shared-auth';
import { employeeEndpoints, type EmployeeUpdateInput, type ResponseOf } from 'shared-contract';

export async function updateEmployee(id: number, input: EmployeeUpdateInput): Promise<ResponseOf<typeof employeeEndpoints.updateEmployee>> {
  return callEndpoint(employeeEndpoints.updateEmployee, { params: { id }, body: input });
}
