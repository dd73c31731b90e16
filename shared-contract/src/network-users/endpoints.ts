// Every Users endpoint (the network users, their export, send communication), one contract each.
export * from './list-network-users';
export * from './send-communication';
