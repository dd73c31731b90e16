// Settings > Employees: the shapes its endpoints answer with, and the endpoints as one namespace
// (employeeEndpoints.listEmployees) so their names never collide with the functions that call them.
export * from './shapes';
export * as employeeEndpoints from './endpoints';
