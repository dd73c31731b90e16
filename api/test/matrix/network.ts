// Issue 4: company network, invitations, import, notes, network users, send communication.
import type { MatrixModule } from './types';

export const networkMatrix: MatrixModule = {
  endpoints: [],
};
