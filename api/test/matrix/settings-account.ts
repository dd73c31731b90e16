// Issue 3: account details, company details (general info, certifications, licenses, offices, subsidiaries), company info.
import type { MatrixModule } from './types';

export const settingsAccountMatrix: MatrixModule = {
  endpoints: [],
};
