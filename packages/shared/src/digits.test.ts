import { describe, expect, it } from 'vitest';
import { toAsciiDigits, toBengaliDigits } from './digits.ts';
import { studentRegisterSchema, teacherRegisterSchema } from './schemas/auth.ts';
import { bdMobileSchema } from './schemas/payments.ts';

describe('digits', () => {
  it('turns Bengali digits into ASCII and back', () => {
    expect(toAsciiDigits('২০২১০০০১০০০০০০০১')).toBe('2021000100000001');
    expect(toAsciiDigits('ID ১২-3')).toBe('ID 12-3');
    expect(toBengaliDigits('01712-345678')).toBe('০১৭১২-৩৪৫৬৭৮');
  });

  it('lets the schemas accept Bengali digits and hand on ASCII', () => {
    expect(bdMobileSchema.parse('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    expect(bdMobileSchema.parse('+৮৮০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    const student = studentRegisterSchema.parse({
      studentId: '২০২১০০০১০০০০০০০১',
      name: 'Nafisa',
      batch: '10th',
      email: 'n@example.com',
      password: 'long enough',
      confirmPassword: 'long enough',
    });
    expect(student.studentId).toBe('2021000100000001');
    const teacher = teacherRegisterSchema.parse({
      teacherId: '৪২',
      name: 'Rahim',
      email: 't@example.com',
      password: 'long enough',
    });
    expect(teacher.teacherId).toBe('42');
  });
});
