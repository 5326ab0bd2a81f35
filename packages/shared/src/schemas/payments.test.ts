import { describe, expect, it } from 'vitest';
import {
  BD_MOBILE_MESSAGE,
  bdMobileSchema,
  clubCheckoutSchema,
  expandPaymentGroup,
  PAY_METHOD_MESSAGE,
  paymentGroupsSchema,
  paymentRowSchema,
  tourCheckoutSchema,
} from './payments.ts';

describe('bdMobileSchema', () => {
  it.each([
    ['01712345678', '01712345678'],
    ['+8801712345678', '01712345678'],
    ['8801912345678', '01912345678'],
    [' 017-1234 5678 ', '01712345678'],
  ])('accepts %s as %s', (input, expected) => {
    expect(bdMobileSchema.parse(input)).toBe(expected);
  });

  it.each(['0171234567', '02712345678', '1712345678', '+1 555 0100', 'phone'])('refuses %s', (input) => {
    const result = bdMobileSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(BD_MOBILE_MESSAGE);
  });

  it('says the field is required when empty', () => {
    expect(bdMobileSchema.safeParse('').error?.issues[0]?.message).toBe('This field is required');
  });
});

describe('clubCheckoutSchema', () => {
  it('has no price field: an amount sent by a browser is dropped', () => {
    const parsed = clubCheckoutSchema.parse({ mobile: '01712345678', plan: 'yearly', amount: 1 });
    expect(parsed).toEqual({ mobile: '01712345678', plan: 'yearly' });
  });
});

describe('the method to pay with', () => {
  it('takes only a known key, and none at all', () => {
    expect(tourCheckoutSchema.parse({ mobile: '01712345678', method: 'bkash' })).toEqual({
      mobile: '01712345678',
      method: 'bkash',
    });
    expect(tourCheckoutSchema.parse({ mobile: '01712345678' })).toEqual({ mobile: '01712345678' });
    expect(clubCheckoutSchema.parse({ mobile: '01712345678', plan: 'yearly', method: 'all' }).method).toBe(
      'all',
    );
  });

  it.each(['upay', 'dbblmobilebanking', 'visacard,mastercard', '', null])(
    'refuses %j, saying what it takes',
    (method) => {
      const result = tourCheckoutSchema.safeParse({ mobile: '01712345678', method });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['method'], message: PAY_METHOD_MESSAGE });
    },
  );
});

describe('admin history groups on the wire', () => {
  const wire = paymentGroupsSchema.parse({
    groups: [
      {
        itemId: 'club-1',
        itemName: 'Robotics Club',
        paidCount: 1,
        paidTotalPoisha: 50_000,
        page: 1,
        pageSize: 2,
        total: 2,
        items: [
          {
            id: 'p1',
            tranId: 'DPMS-C1',
            plan: 'monthly',
            amountPoisha: 50_000,
            status: 'paid',
            payerName: 'Nusrat Jahan',
            payerEmail: 'nusrat@student.example.edu',
            payerStudentId: '2021-1-60-001',
            payerBatch: '9th',
            payerMobile: '01711111111',
            createdAt: '2026-11-20T04:00:00.000Z',
            paidAt: '2026-11-20T04:01:00.000Z',
            validUntil: '2026-12-20T04:01:00.000Z',
            receiptNumber: 'R-1',
            cardType: 'BKASH-BKash',
          },
          {
            id: 'p2',
            tranId: 'DPMS-C2',
            plan: 'yearly',
            amountPoisha: 500_000,
            status: 'failed',
            // Paid for under the club's old name: the snapshot stays the payment's own.
            itemName: 'Robotics Society',
            payerName: 'Arif Hossain',
            payerEmail: 'arif@student.example.edu',
            payerStudentId: null,
            payerBatch: null,
            payerMobile: '01811111111',
            createdAt: '2026-11-19T04:00:00.000Z',
            paidAt: null,
            validUntil: null,
            receiptNumber: null,
            cardType: null,
          },
        ],
      },
    ],
  });

  it("gives each row its kind, item and paid flag again, keeping a payment's own item name", () => {
    const [group] = wire.groups.map((g) => expandPaymentGroup('club', g));
    expect(group?.items.map((i) => [i.kind, i.itemId, i.itemName, i.paid])).toEqual([
      ['club', 'club-1', 'Robotics Club', true],
      ['club', 'club-1', 'Robotics Society', false],
    ]);
    expect(group?.items.every((item) => paymentRowSchema.safeParse(item).success)).toBe(true);
  });
});
