import type { Me } from '@dpms/shared/schemas';

/** A signed-in student as GET /api/me answers; override what the test is about. */
export function buildMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 'user-1',
    name: 'Nusrat Jahan',
    email: 'nusrat@example.edu',
    emailVerified: true,
    role: 'student',
    studentId: '2020000000000001',
    teacherId: null,
    batch: '10th',
    phone: null,
    image: null,
    profileComplete: true,
    locale: 'en',
    ...overrides,
  };
}

export function buildAdmin(overrides: Partial<Me> = {}): Me {
  return buildMe({
    id: 'admin-1',
    name: 'Dr. Karim Rahman',
    email: 'karim@example.edu',
    role: 'admin',
    studentId: null,
    teacherId: '1001',
    batch: null,
    ...overrides,
  });
}
