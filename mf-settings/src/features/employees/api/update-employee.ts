// PUT employees/{id}: name, phone, role and professions.
import { api } from 'shared-auth';
import { API, type EmployeeRow, type EmployeeUpdateInput } from 'shared-contract';

export async function updateEmployee(id: number, input: EmployeeUpdateInput): Promise<{ data: EmployeeRow; message: string }> {
  return api.put(API.employees.update(id), { json: input }).json<{ data: EmployeeRow; message: string }>();
}
