// The end of a contract's open signing round and who must sign now: lib/contract-rounds (shared with
// tasks' revokeTask and task-schedules' reminders, which import lib/ rather than this module).
export { contractSignLink, endOpenRound, pendingSignerIds, type RoundEnd } from '../../lib/contract-rounds';
