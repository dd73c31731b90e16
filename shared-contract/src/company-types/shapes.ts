// What the company type endpoints answer with: the shape, and the type the screens use.
import { s, type Infer } from '../schema';

export const companyTypeRowShape = s.object({ id: s.integer(), name: s.string(), enabled: s.boolean() });
export type CompanyTypeRow = Infer<typeof companyTypeRowShape>;
