// The accounts module's public face: the student-ID and e-mail checks that completing a profile
// shares with registration.
export { claimableStudentId, requireStudentEmailDomain, studentIdUnavailable } from './service.ts';
