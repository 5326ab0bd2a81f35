// The clubs module's public face: memberships as payments make them (a renewal starts where the
// running membership ends; My Profile lists the current ones).
export { currentMemberships, runningMembership, unexpiredPeriods } from './queries.ts';
